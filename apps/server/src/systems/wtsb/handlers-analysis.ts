/**
 * wtsb 分析 reports over the problem table: response and handle times per department, kanban
 * figures, work-unit statistics and the dept review with its on-time rate. Times are in hours;
 * "on time" means finished within the case's handle hours after signing (calendar hours).
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { field } from '../../../../catalogue/src/model/fields';
import { INT_MAX } from '../../../../catalogue/src/model/validate';
import type { Sql } from '../../db/types';
import { invalid } from '../../resources/messages';
import { addDateRange, bind, newWhere, whereSql, type Where } from '../../resources/select';
import { config } from '../../../../../src/i18n/messages/config';
import type { CustomHandler } from '../types';
import { lookupTable, tableIn } from './handlers-config';

type Obj = Record<string, unknown>;
const reportTime = field.datetime('reportTime', '上报时间');
const OVERDUE = `(p.deadline < localtimestamp AND p.state <> 'closed')`;
const ON_TIME = `(p.finish_time IS NOT NULL AND p.sign_time IS NOT NULL AND p.finish_time <= p.sign_time + make_interval(hours => coalesce(p.handle_hours, 24)))`;

/** The report-time range and the department filter of a payload. */
function problemWhere(payload: Obj): Where {
  const where = newWhere();
  addDateRange(where, reportTime, payload.startDate, payload.endDate, 'p');
  const dept = payload.deptId;
  if (dept !== undefined && dept !== null && dept !== '') {
    // An id within the database's integer range (2147483648 would fail in the query, a 500).
    if (!/^\d{1,10}$/.test(String(dept)) || Number(dept) > INT_MAX) throw invalid('部门参数不正确');
    where.clauses.push(`p.dept_id = ${bind(where, Number(dept))}`);
  }
  return where;
}

const round1 = (expr: string) => `coalesce(round((${expr})::numeric, 1)::float8, 0)`;

function hoursHandler(from: string, to: string): CustomHandler {
  return async (sql, mod, payload) => {
    const where = problemWhere(payload);
    where.clauses.push(`p.${from} IS NOT NULL`, `p.${to} IS NOT NULL`);
    const hours = `extract(epoch FROM (p.${to} - p.${from})) / 3600`;
    const rows = await sql.query<Obj>(
      `SELECT p.dept_id AS "deptId", c.name AS "deptLabel", count(*)::int AS problems,
              ${round1(`avg(${hours})`)} AS "avgHours", ${round1(`max(${hours})`)} AS "maxHours", ${round1(`min(${hours})`)} AS "minHours"
         FROM ${tableIn(mod, 'problem')} p LEFT JOIN ${lookupTable(mod, 'problem', 'deptId')} c ON c.tenant_id = p.tenant_id AND c.id = p.dept_id
         ${whereSql(where)} GROUP BY 1, 2 ORDER BY 4 DESC, 1`,
      where.params,
    );
    return { rows, total: rows.length };
  };
}

export const responseTime = hoursHandler('report_time', 'sign_time');
export const handleTime = hoursHandler('sign_time', 'finish_time');

export const kanbanStats: CustomHandler = async (sql, mod, payload) => {
  const where = problemWhere(payload);
  const rows = await sql.query<Obj>(
    `SELECT count(*)::int AS problems, count(*) FILTER (WHERE p.state <> 'closed')::int AS open,
            count(*) FILTER (WHERE ${OVERDUE})::int AS overdue, count(*) FILTER (WHERE p.state = 'closed')::int AS closed,
            count(*) FILTER (WHERE p.report_time >= current_date)::int AS today
       FROM ${tableIn(mod, 'problem')} p ${whereSql(where)}`,
    where.params,
  );
  return { rows, total: rows.length };
};

/** Per work unit (处置部门): totals, closure, overdue, on-time rate and mean handle time. */
export async function workUnitRows(sql: Sql, mod: ModuleDefinition, payload: Obj): Promise<Obj[]> {
  const where = problemWhere(payload);
  return sql.query<Obj>(
    `SELECT p.dept_id AS "deptId", coalesce(c.name, '') AS "deptLabel", count(*)::int AS problems,
            count(*) FILTER (WHERE p.state = 'closed')::int AS closed, count(*) FILTER (WHERE p.state <> 'closed')::int AS open,
            count(*) FILTER (WHERE ${OVERDUE})::int AS overdue,
            ${round1(`100.0 * count(*) FILTER (WHERE p.state = 'closed') / nullif(count(*), 0)`)} AS "closedRate",
            ${round1(`100.0 * count(*) FILTER (WHERE ${ON_TIME}) / nullif(count(*) FILTER (WHERE p.finish_time IS NOT NULL), 0)`)} AS "onTimeRate",
            ${round1(`avg(extract(epoch FROM (p.finish_time - p.sign_time)) / 3600)`)} AS "avgHandleHours"
       FROM ${tableIn(mod, 'problem')} p LEFT JOIN ${lookupTable(mod, 'problem', 'deptId')} c ON c.tenant_id = p.tenant_id AND c.id = p.dept_id
       ${whereSql(where)} GROUP BY 1, 2 ORDER BY 3 DESC, 1`,
    where.params,
  );
}

export const workUnitStats: CustomHandler = async (sql, mod, payload) => {
  const rows = await workUnitRows(sql, mod, payload);
  return { rows, total: rows.length };
};

/** Each review (department, month, score) with the month's finished and on-time cases beside it. */
export const deptReviewRate: CustomHandler = async (sql, mod, payload) => {
  const where = newWhere();
  const month = payload.month;
  if (month !== undefined && month !== null && month !== '') {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(String(month))) throw invalid(config.badMonth);
    where.clauses.push(`r.month = ${bind(where, String(month))}`);
  }
  const rows = await sql.query<Obj>(
    `SELECT r.id, r.month, r.dept_id AS "deptId", coalesce(c.name, '') AS "deptLabel", r.score,
            count(p.id)::int AS handled, count(p.id) FILTER (WHERE ${ON_TIME})::int AS "onTime",
            ${round1(`100.0 * count(p.id) FILTER (WHERE ${ON_TIME}) / nullif(count(p.id), 0)`)} AS "onTimeRate"
       FROM ${tableIn(mod, 'deptReview')} r
       LEFT JOIN ${lookupTable(mod, 'deptReview', 'deptId')} c ON c.tenant_id = r.tenant_id AND c.id = r.dept_id
       LEFT JOIN ${tableIn(mod, 'problem')} p ON p.tenant_id = r.tenant_id AND p.dept_id = r.dept_id
            AND p.finish_time >= to_date(r.month, 'YYYY-MM') AND p.finish_time < to_date(r.month, 'YYYY-MM') + interval '1 month'
       ${whereSql(where)} GROUP BY r.id, r.month, r.dept_id, r.score, c.name ORDER BY r.month DESC, r.score DESC, r.id LIMIT 1000`,
    where.params,
  );
  return { rows, total: rows.length };
};
