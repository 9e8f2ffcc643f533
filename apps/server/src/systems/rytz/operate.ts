/**
 * 人员运营数据 (yhtStaffManage/getOperateData and the charts under /cloud/rytz/operateData): head
 * counts of the ledgers as of a day — the board's last day, or today — over the same rows the
 * ledgers list, so the figures add up to the lists' totals.
 */
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { asOfOf, asOfSql, kindOf } from './scope';

type Obj = Record<string, unknown>;

/** `$1` the kind (or null), `$2` the as-of day (or null): shared by every figure. */
const KIND = `($1::text IS NULL OR s.staff_type = $1)`;
const AS_OF = asOfSql('$2');

async function figures(sql: Sql, payload: Obj): Promise<Obj> {
  const s = tables('platform').staff;
  const [row] = await sql.query<Obj>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'onJob')::int AS "onJob",
            count(*) FILTER (WHERE status = 'left')::int AS left,
            count(*) FILTER (WHERE status = 'onJob' AND staff_type = 'yht')::int AS yht,
            count(*) FILTER (WHERE status = 'onJob' AND staff_type = 'wxht')::int AS wxht,
            count(*) FILTER (WHERE status = 'onJob' AND staff_type = 'common')::int AS common,
            count(*) FILTER (WHERE entry_date >= date_trunc('month', ${AS_OF}) AND entry_date <= ${AS_OF})::int AS entries,
            count(*) FILTER (WHERE status = 'left' AND leave_date >= date_trunc('month', ${AS_OF}) AND leave_date <= ${AS_OF})::int AS leavings,
            coalesce(round(avg(extract(year FROM age(${AS_OF}, birth_date))) FILTER (WHERE status = 'onJob' AND birth_date IS NOT NULL)::numeric, 1), 0)::float8 AS "avgAge",
            coalesce(round((avg(${AS_OF} - entry_date) FILTER (WHERE status = 'onJob' AND entry_date <= ${AS_OF}) / 365.25)::numeric, 1), 0)::float8 AS "avgSeniority",
            count(*) FILTER (WHERE status = 'onJob' AND contract_end BETWEEN ${AS_OF} AND ${AS_OF} + 30)::int AS "contractsDue"
       FROM ${s} s WHERE ${KIND}`,
    [kindOf(payload), asOfOf(payload)],
  );
  return row!;
}

/** One row of figures; the answer also carries the breakdowns an API client may want in one call. */
export const operateData: CustomHandler = async (sql, mod, payload) => {
  const row = await figures(sql, payload);
  return { rows: [row], total: 1, ageBands: (await ageBands(sql, mod, payload, {})) as Obj[], seniorityBands: (await seniorityBands(sql, mod, payload, {})) as Obj[] };
};

/** Counts of on-job people per band of `expr` (bands as [label, from, to) in years), every band listed. */
async function bands(sql: Sql, payload: Obj, expr: string, list: readonly (readonly [string, number, number])[], missing: string): Promise<Obj[]> {
  const s = tables('platform').staff;
  const rows = await sql.query<{ years: number | null }>(`SELECT (${expr})::float8 AS years FROM ${s} s WHERE s.status = 'onJob' AND ${KIND}`, [kindOf(payload), asOfOf(payload)]);
  const out = list.map(([band, from, to]) => ({ band, count: rows.filter((r) => r.years !== null && r.years >= from && r.years < to).length }));
  const unknown = rows.filter((r) => r.years === null).length;
  return unknown ? [...out, { band: missing, count: unknown }] : out;
}

export const ageBands: CustomHandler = async (sql, _mod, payload) =>
  bands(sql, payload, `extract(year FROM age(${AS_OF}, s.birth_date))`, [['30岁以下', 0, 30], ['30–39岁', 30, 40], ['40–49岁', 40, 50], ['50–59岁', 50, 60], ['60岁及以上', 60, 200]], '未登记');

export const seniorityBands: CustomHandler = async (sql, _mod, payload) =>
  bands(sql, payload, `(${AS_OF} - s.entry_date) / 365.25`, [['不满1年', -1000, 1], ['1–3年', 1, 3], ['3–5年', 3, 5], ['5–10年', 5, 10], ['10年及以上', 10, 1000]], '未登记');

/** On-job people whose contract ends within 60 days of the as-of day, soonest first. */
export const contractDue: CustomHandler = async (sql, _mod, payload) => {
  const p = tables('platform');
  const rows = await sql.query<Obj>(
    `SELECT s.id, s.name, d.name AS "deptName", to_char(s.contract_end, 'YYYY-MM-DD') AS "contractEnd", (s.contract_end - ${AS_OF})::int AS "daysLeft"
       FROM ${p.staff} s LEFT JOIN ${p.department} d ON d.id = s.dept_id
      WHERE s.status = 'onJob' AND ${KIND} AND s.contract_end BETWEEN ${AS_OF} AND ${AS_OF} + 60
      ORDER BY s.contract_end, s.id LIMIT 200`,
    [kindOf(payload), asOfOf(payload)],
  );
  return { rows, total: rows.length };
};

/** From the first entry date to today: boards end on today (people data has no "last day"). */
export const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string }>(
    `SELECT to_char(min(entry_date), 'YYYY-MM-DD') AS start, to_char(current_date, 'YYYY-MM-DD') AS end FROM ${tables('platform').staff}`,
  );
  return row;
};
