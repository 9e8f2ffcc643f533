/**
 * 车辆管理's cost figures: every amount is a sum over the four cost lists — refuel records
 * (amount), maintenance records (amount), insurance policies (premium, by start date) and daily
 * costs (amount) — in the asked period, so a car's total on the board equals its rows.
 */
import { validDate } from '../../../../catalogue/src/model/validate';
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;
const MAX_DAYS = 800;

function dateOf(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

/** The asked period; by default the last 30 days up to today. */
export function periodOf(payload: Obj): { start: string; end: string } {
  const today = new Date().toISOString().slice(0, 10);
  const end = dateOf(payload, 'endDate') ?? today;
  const start = dateOf(payload, 'startDate') ?? new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  if (start > end || Date.parse(end) - Date.parse(start) > MAX_DAYS * 86_400_000) throw invalid(messages.badDateRange);
  return { start, end };
}

function carOf(payload: Obj): number | null {
  const v = payload.carId;
  return v === undefined || v === null || v === '' ? null : idValue(v);
}

/** One row per cost: car, day, kind and amount, within $1..$2 (dates, inclusive). */
function costRows(): string {
  const t = tables('clgl');
  const day = (col: string) => `${col}::date BETWEEN $1::date AND $2::date`;
  return `SELECT car_id, refuel_time::date AS d, 'refuel' AS kind, amount FROM ${t.refuelRecord} WHERE ${day('refuel_time')}
    UNION ALL SELECT car_id, repair_date, 'repair', amount FROM ${t.maintenanceRecord} WHERE ${day('repair_date')}
    UNION ALL SELECT car_id, start_date, 'insurance', premium FROM ${t.insurance} WHERE ${day('start_date')}
    UNION ALL SELECT car_id, cost_date, 'daily', amount FROM ${t.dailyCost} WHERE ${day('cost_date')}`;
}

const KIND_LABELS: Record<string, string> = { refuel: '加油费', repair: '维修费', insurance: '保险费', daily: '日常费用' };
const sumOf = (kind: string) => `round(coalesce(sum(amount) FILTER (WHERE kind = '${kind}'), 0)::numeric, 2)::float8`;
const perKind = `${sumOf('refuel')} AS refuel, ${sumOf('repair')} AS repair, ${sumOf('insurance')} AS insurance, ${sumOf('daily')} AS daily, round(coalesce(sum(amount), 0)::numeric, 2)::float8 AS total`;

/** 车辆费用: one row per car of the tenant (cars without costs show zeros), highest total first. */
export const carCost: CustomHandler = async (sql, _mod, payload, options) => {
  const { start, end } = periodOf(payload);
  const car = carOf(payload);
  const params: unknown[] = [start, end];
  const where = car === null ? '' : `WHERE v.id = $${params.push(car)}`;
  const query = `SELECT v.id AS "carId", v.car_no AS "carNo", v.car_no AS "carIdLabel", ${perKind}
    FROM ${tables('platform').vehicle} v LEFT JOIN (${costRows()}) c ON c.car_id = v.id ${where}
    GROUP BY v.id, v.car_no ORDER BY total DESC, v.car_no`;
  return paged(sql, query, params, payload, options.all);
};

async function paged(sql: Sql, query: string, params: unknown[], payload: Obj, all?: number) {
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${query}) q`, params);
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = await sql.query(`${query} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  return { rows, total: count!.total, pageNum, pageSize };
}

/** 费用概况: the period's sums per kind and in all (one row). */
export const costSummary: CustomHandler = async (sql, _mod, payload) => {
  const { start, end } = periodOf(payload);
  const car = carOf(payload);
  const params: unknown[] = [start, end];
  const where = car === null ? '' : `WHERE car_id = $${params.push(car)}`;
  const rows = await sql.query(`SELECT ${perKind} FROM (${costRows()}) c ${where}`, params);
  return { rows, total: rows.length, startDate: start, endDate: end };
};

/** 费用构成: one row per kind (all four, zeros included). */
export const costByKind: CustomHandler = async (sql, _mod, payload) => {
  const { start, end } = periodOf(payload);
  const sums = await sql.query<{ kind: string; amount: number }>(
    `SELECT k AS kind, round(coalesce(sum(c.amount), 0)::numeric, 2)::float8 AS amount
     FROM unnest(ARRAY['refuel','repair','insurance','daily']) WITH ORDINALITY AS x(k, o) LEFT JOIN (${costRows()}) c ON c.kind = x.k
     GROUP BY k, o ORDER BY o`, [start, end]);
  const rows = sums.map((r) => ({ ...r, kindLabel: KIND_LABELS[r.kind] }));
  return { rows, total: rows.length };
};

/** 车辆费用排行: the ten cars with the highest total. */
export const carCostRank: CustomHandler = async (sql, _mod, payload) => {
  const { start, end } = periodOf(payload);
  const rows = await sql.query(
    `SELECT c.car_id AS "carId", v.car_no AS "carIdLabel", round(sum(c.amount)::numeric, 2)::float8 AS total
     FROM (${costRows()}) c JOIN ${tables('platform').vehicle} v ON v.id = c.car_id
     GROUP BY c.car_id, v.car_no ORDER BY total DESC, v.car_no LIMIT 10`, [start, end]);
  return { rows, total: rows.length };
};

/** 每日费用: every day of the period with its sum (zero on days without costs). */
export const costTrend: CustomHandler = async (sql, _mod, payload) => {
  const { start, end } = periodOf(payload);
  const rows = await sql.query(
    `SELECT to_char(g::date, 'YYYY-MM-DD') AS date, round(coalesce(sum(c.amount), 0)::numeric, 2)::float8 AS amount
     FROM generate_series($1::date, $2::date, interval '1 day') g LEFT JOIN (${costRows()}) c ON c.d = g::date
     GROUP BY g ORDER BY g`, [start, end]);
  return { rows, total: rows.length };
};

/** The boards' data range: the first and the last day of any cost row (none after today). */
export const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(d), 'YYYY-MM-DD') AS start, to_char(max(d), 'YYYY-MM-DD') AS end FROM (${costRows()}) c`, ['1990-01-01', new Date().toISOString().slice(0, 10)]);
  return { start: row?.start ?? null, end: row?.end ?? null };
};
