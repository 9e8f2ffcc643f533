/**
 * 安全统计's custom figures: rectification per responsible department, training coverage per type and
 * the overview the 安全看板 tiles read. Periods are `startDate`/`endDate` (YYYY-MM-DD, both
 * inclusive) on the check date and the training date, as the aggregate reports beside them, so
 * a department's figures add up to the 检查记录 list of the same period.
 */
import type { Sql } from '../../db/types';
import { validDate } from '../../../../catalogue/src/model/validate';
import { invalid } from '../../resources/messages';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const table = (_mod: unknown, key: string) => tables('aqsc')[key]!;
const platform = (key: string) => tables('platform')[key]!;
const answer = (rows: unknown[]) => ({ rows, total: rows.length });

/** `<column> BETWEEN start AND end` for the given bounds (either may be absent); 400 on a malformed or reversed period. */
function period(p: Obj, column: string, params: unknown[]): string {
  const start = typeof p.startDate === 'string' && p.startDate ? p.startDate : undefined;
  const end = typeof p.endDate === 'string' && p.endDate ? p.endDate : undefined;
  const bad = (d: string | undefined) => d !== undefined && (!DAY.test(d) || !validDate(d));
  if (bad(start) || bad(end) || (start && end && start > end)) throw invalid('统计期间不正确：开始和结束日期格式为 YYYY-MM-DD，且开始不能晚于结束');
  const parts: string[] = [];
  if (start) parts.push(`${column} >= $${params.push(start)}::date`);
  if (end) parts.push(`${column} <= $${params.push(end)}::date`);
  return parts.length ? parts.join(' AND ') : 'true';
}

const rate = (part: string, whole: string) => `CASE WHEN ${whole} > 0 THEN round(100.0 * ${part} / ${whole}, 1)::float8 ELSE 0 END`;

async function rectificationRows(sql: Sql, mod: unknown, p: Obj): Promise<Obj[]> {
  const params: unknown[] = [];
  const where = period(p, 'r.check_date', params);
  return sql.query(
    `SELECT r.dept_id AS "deptId", c.name AS "deptLabel", count(*)::int AS assigned,
            count(*) FILTER (WHERE r.state = 'closed')::int AS closed,
            count(*) FILTER (WHERE r.state <> 'closed')::int AS open,
            count(*) FILTER (WHERE r.state <> 'closed' AND r.deadline < localtimestamp)::int AS overdue,
            count(*) FILTER (WHERE r.state = 'closed' AND r.close_time::date <= r.rectify_due)::int AS "onTime",
            ${rate(`count(*) FILTER (WHERE r.state = 'closed')`, 'count(*)')} AS "rectifyRate",
            ${rate(`count(*) FILTER (WHERE r.state = 'closed' AND r.close_time::date <= r.rectify_due)`, `count(*) FILTER (WHERE r.state = 'closed')`)} AS "onTimeRate"
       FROM ${table(mod, 'checkRecord')} r JOIN ${platform('department')} c ON c.id = r.dept_id
      WHERE r.dept_id IS NOT NULL AND ${where}
      GROUP BY r.dept_id, c.name ORDER BY assigned DESC, c.name`,
    params,
  );
}

export const rectification: CustomHandler = async (sql, mod, p) => answer(await rectificationRows(sql, mod, p));

export const trainingByType: CustomHandler = async (sql, mod, p) => {
  const params: unknown[] = [];
  const plans = period(p, 'pl.start_date', params);
  const [{ staff }] = (await sql.query<{ staff: number }>(`SELECT count(*)::int AS staff FROM ${platform('staff')}`)) as [{ staff: number }];
  const rows = await sql.query<Obj>(
    `SELECT ty.id AS "typeId", ty.name AS "typeLabel",
            count(DISTINCT pl.id)::int AS plans,
            COALESCE(sum(cardinality(pl.trainees)) FILTER (WHERE pl.id IS NOT NULL), 0)::int AS planned,
            COALESCE((SELECT count(*) FROM ${table(mod, 'trainRecord')} r JOIN ${table(mod, 'trainPlan')} pl ON pl.id = r.plan_id
                       WHERE pl.type_id = ty.id AND pl.state <> 'cancelled' AND r.attendance IN ('present', 'late') AND ${plans}), 0)::int AS attended,
            COALESCE((SELECT count(DISTINCT r.staff_id) FROM ${table(mod, 'trainRecord')} r JOIN ${table(mod, 'trainPlan')} pl ON pl.id = r.plan_id
                       WHERE pl.type_id = ty.id AND pl.state <> 'cancelled' AND r.attendance IN ('present', 'late') AND ${plans}), 0)::int AS trainees,
            COALESCE((SELECT round(sum(r.hours)::numeric, 1) FROM ${table(mod, 'trainRecord')} r JOIN ${table(mod, 'trainPlan')} pl ON pl.id = r.plan_id
                       WHERE pl.type_id = ty.id AND pl.state <> 'cancelled' AND r.attendance IN ('present', 'late') AND ${plans}), 0)::float8 AS hours,
            (SELECT round(avg(r.score)::numeric, 1) FROM ${table(mod, 'trainRecord')} r JOIN ${table(mod, 'trainPlan')} pl ON pl.id = r.plan_id
              WHERE pl.type_id = ty.id AND pl.state <> 'cancelled' AND r.score IS NOT NULL AND ${plans})::float8 AS "avgScore"
       FROM ${table(mod, 'trainType')} ty
       LEFT JOIN ${table(mod, 'trainPlan')} pl ON pl.type_id = ty.id AND pl.state <> 'cancelled' AND ${plans}
      GROUP BY ty.id, ty.name, ty.code ORDER BY ty.code`,
    params,
  );
  return answer(rows.map((r) => ({ ...r, coverage: staff > 0 ? Math.round((1000 * Number(r.trainees)) / staff) / 10 : 0 })));
};

export const overview: CustomHandler = async (sql, mod, p) => {
  const params: unknown[] = [];
  const checks = period(p, 'check_date', params);
  const trainings = period(p, 'r.train_date', params);
  const [row] = await sql.query<Obj>(
    `SELECT (SELECT count(*)::int FROM ${table(mod, 'checkRecord')} WHERE ${checks}) AS hazards,
            (SELECT count(*)::int FROM ${table(mod, 'checkRecord')} WHERE state = 'closed' AND ${checks}) AS closed,
            (SELECT count(*)::int FROM ${table(mod, 'checkRecord')} WHERE state <> 'closed' AND ${checks}) AS open,
            (SELECT count(*)::int FROM ${table(mod, 'checkRecord')} WHERE state <> 'closed' AND deadline < localtimestamp AND ${checks}) AS overdue,
            (SELECT COALESCE(round(sum(r.hours)::numeric, 1), 0)::float8 FROM ${table(mod, 'trainRecord')} r WHERE r.attendance IN ('present', 'late') AND ${trainings}) AS "trainingHours",
            (SELECT count(DISTINCT r.staff_id)::int FROM ${table(mod, 'trainRecord')} r WHERE r.attendance IN ('present', 'late') AND ${trainings}) AS trainees,
            (SELECT count(*)::int FROM ${platform('staff')}) AS staff`,
    params,
  );
  const r = row!;
  const hazards = Number(r.hazards);
  const staff = Number(r.staff);
  const rows = [{ ...r, rectifyRate: hazards ? Math.round((1000 * Number(r.closed)) / hazards) / 10 : 0, coverage: staff ? Math.round((1000 * Number(r.trainees)) / staff) / 10 : 0 }];
  return { rows, total: 1 };
};

/** The days the system has data for: its checks and trainings, up to today. */
export const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(d), 'YYYY-MM-DD') AS start, to_char(greatest(max(d), current_date), 'YYYY-MM-DD') AS end
       FROM (SELECT check_date AS d FROM ${table(null, 'checkRecord')} UNION ALL SELECT train_date FROM ${table(null, 'trainRecord')}) x`,
  );
  return row;
};

export const aqscHandlers = { rectification, trainingByType, overview, dataRange } satisfies Record<string, CustomHandler>;
