/**
 * 巡检考评's custom reports: 设施考评概况 (facilityInfo2: each facility under inspection with its
 * latest evaluation, the period's evaluations and punches, and its position for the map) and
 * 申诉统计 (appeals per responsible department: rate, outcomes, reviews). Both read the period
 * `startDate`–`endDate` (evaluation dates, punch days), the last 30 days of data when absent.
 */
import { enumLabel, findEnum, type ModuleDefinition } from '../../../../catalogue/src';
import { validDate } from '../../../../catalogue/src/model/validate';
import type { Sql } from '../../db/types';
import { invalid, messages, say } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

const table = (mod: ModuleDefinition, key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));

function optionalDate(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.slice(0, 10)) || !validDate(v.slice(0, 10))) throw invalid(messages.badDateRange);
  return v.slice(0, 10);
}

function optionalId(payload: Obj, name: string): number | undefined {
  const v = payload[name];
  return v === undefined || v === null || v === '' ? undefined : idValue(v);
}

/** The asked period, or the 30 days up to the latest evaluation (the data's last day, not the clock's). */
async function periodOf(sql: Sql, mod: ModuleDefinition, payload: Obj): Promise<{ start: string; end: string }> {
  let start = optionalDate(payload, 'startDate');
  let end = optionalDate(payload, 'endDate');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  if (!end) {
    const [last] = await sql.query<{ d: string | null }>(`SELECT to_char(max(eval_date), 'YYYY-MM-DD') AS d FROM ${table(mod, 'evaluation')}`);
    end = last?.d ?? new Date().toISOString().slice(0, 10);
  }
  if (!start) {
    const [first] = await sql.query<{ d: string }>(`SELECT to_char($1::date - 29, 'YYYY-MM-DD') AS d`, [end]);
    start = first!.d;
  }
  return { start, end };
}

/** An enum filter's value (one of the enum's options), or undefined when not given; 400 otherwise. */
function enumFilter(mod: ModuleDefinition, raw: unknown, code: string, label: string): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const options = findEnum(mod.system, code)?.options.map((o) => o.value) ?? [];
  if (typeof raw !== 'string' || !options.includes(raw)) throw invalid(say(messages.badEnum, { label }));
  return raw;
}

/** facilityInfo2: facilities under inspection with their latest evaluation and position (the map's layer). */
export const facilityInfo2: CustomHandler = async (sql, mod, payload, { all }) => {
  const { start, end } = await periodOf(sql, mod, payload);
  const params: unknown[] = [start, end];
  const where = ['f.eval_enabled IS NOT FALSE'];
  const deptId = optionalId(payload, 'deptId');
  if (deptId !== undefined) where.push(`f.eval_dept_id = $${params.push(deptId)}`);
  const type = enumFilter(mod, payload.facilityType, 'facilityType', '设施类型');
  if (type) where.push(`f.facility_type = $${params.push(type)}`);
  if (typeof payload.name === 'string' && payload.name.trim()) where.push(`(f.name ILIKE $${params.push(`%${payload.name.trim()}%`)} OR f.code ILIKE $${params.length})`);
  const state = enumFilter(mod, payload.mapState, 'ryxjFacilityState', '最近考评');
  if (state) where.push(`COALESCE(l.grade, 'none') = $${params.push(state)}`);
  const evaluations = table(mod, 'evaluation');
  const query = `
    SELECT f.id, f.code, f.name, f.facility_type AS "facilityType", f.address, f.location, f.eval_dept_id AS "deptId", d.name AS "deptIdLabel",
           m.name AS "inspectorLabel", COALESCE(p.n, 0)::int AS evaluations, p.avg AS "avgScore",
           to_char(l.eval_date, 'YYYY-MM-DD') AS "lastEvalDate", l.score AS "lastScore", l.grade AS "lastGrade", l.state AS "lastState", l.code AS "lastCode",
           COALESCE(l.grade, 'none') AS "mapState", COALESCE(c.n, 0)::int AS punches, to_char(c.last, 'YYYY-MM-DD HH24:MI:SS') AS "lastPunchTime"
      FROM platform_facility f
      LEFT JOIN platform_department d ON d.id = f.eval_dept_id
      LEFT JOIN ${table(mod, 'roleStaff')} m ON m.id = f.eval_inspector_id
      LEFT JOIN LATERAL (SELECT eval_date, score, grade, state, code FROM ${evaluations} WHERE facility_id = f.id AND state <> 'draft' ORDER BY eval_date DESC, id DESC LIMIT 1) l ON true
      LEFT JOIN LATERAL (SELECT count(*) AS n, round(avg(score)::numeric, 1)::float8 AS avg FROM ${evaluations}
                          WHERE facility_id = f.id AND state <> 'draft' AND eval_date BETWEEN $1::date AND $2::date) p ON true
      LEFT JOIN LATERAL (SELECT count(*) AS n, max(punch_time) AS last FROM ${table(mod, 'clockInfo')}
                          WHERE facility_id = f.id AND punch_time >= $1::date::timestamp AND punch_time < ($2::date + 1)::timestamp) c ON true
     WHERE ${where.join(' AND ')}
     ORDER BY f.code, f.id`;
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${query}) q`, params);
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = await sql.query<Obj>(`${query} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  const label = (code: string, v: unknown) => (v === null || v === undefined ? '' : enumLabel(mod.system, code, v));
  return {
    rows: rows.map((r) => ({
      ...r,
      facilityTypeLabel: label('facilityType', r.facilityType),
      lastGradeLabel: label('ryxjEvalGrade', r.lastGrade),
      lastStateLabel: label('ryxjEvalState', r.lastState),
    })),
    total: count!.total, pageNum, pageSize, startDate: start, endDate: end,
  };
};

const rate = (part: string, whole: string) => `CASE WHEN ${whole} > 0 THEN round(100.0 * ${part} / ${whole}, 1)::float8 ELSE 0 END`;

/** 申诉统计: per responsible department, the period's counted evaluations, appeals and their outcomes, reviews. */
export const appealStat: CustomHandler = async (sql, mod, payload) => {
  const { start, end } = await periodOf(sql, mod, payload);
  const rows = await sql.query<Obj>(
    `SELECT e.dept_id AS "deptId", COALESCE(d.name, '未指定') AS "deptIdLabel", count(*)::int AS evaluations,
            count(e.appeal_result)::int AS appeals, ${rate('count(e.appeal_result)', 'count(*)')} AS "appealRate",
            count(*) FILTER (WHERE e.appeal_result = 'pending')::int AS pending,
            count(*) FILTER (WHERE e.appeal_result = 'upheld')::int AS upheld,
            count(*) FILTER (WHERE e.appeal_result = 'changed')::int AS changed,
            ${rate("count(*) FILTER (WHERE e.appeal_result = 'changed')", "count(*) FILTER (WHERE e.appeal_result IN ('upheld', 'changed'))")} AS "changeRate",
            count(e.review_result)::int AS reviews, count(*) FILTER (WHERE e.review_result = 'adjusted')::int AS adjusted
       FROM ${table(mod, 'evaluation')} e LEFT JOIN platform_department d ON d.id = e.dept_id
      WHERE e.state <> 'draft' AND e.eval_date BETWEEN $1::date AND $2::date
      GROUP BY e.dept_id, d.name ORDER BY "appealRate" DESC, evaluations DESC, 2`,
    [start, end],
  );
  return { rows, total: rows.length, startDate: start, endDate: end };
};

/** The first and last day of evaluations and punches (the pages' default period ends there). */
export const dataRange: CustomHandler = async (sql, mod) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(least(min(e.d), min(c.d)), 'YYYY-MM-DD') AS start, to_char(greatest(max(e.d), max(c.d)), 'YYYY-MM-DD') AS "end"
       FROM (SELECT eval_date AS d FROM ${table(mod, 'evaluation')}) e FULL JOIN (SELECT punch_time::date AS d FROM ${table(mod, 'clockInfo')}) c ON false`);
  return { start: row?.start ?? null, end: row?.end ?? null };
};
