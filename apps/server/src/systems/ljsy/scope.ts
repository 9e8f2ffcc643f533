/** Parameters shared by 收运一张图's calls: the period, the car, the department subtree, paging. */
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import { validDate } from '../../../../catalogue/src/model/validate';
import { ljsy as msg } from '../../../../../src/i18n/messages/ljsy';

type Obj = Record<string, unknown>;

export const addDays = (d: string, n: number): string => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function dateOf(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

/** The last day with weighings in 垃圾收运 (the seed's end when there are none). */
export async function lastDay(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ d: string | null }>(`SELECT to_char(max(weigh_time), 'YYYY-MM-DD') AS d FROM ${tables('ljszy').carWeightOperate}`);
  return row?.d ?? '2026-11-20';
}

/** startDate / endDate (default: the `days` days up to the last day with data), at most `max` days. */
export async function periodOf(sql: Sql, payload: Obj, days: number, max = 366, tooLong: string = msg.periodTooLong): Promise<{ start: string; end: string }> {
  const end = dateOf(payload, 'endDate') ?? dateOf(payload, 'date') ?? (await lastDay(sql));
  const start = dateOf(payload, 'startDate') ?? addDays(end, -(days - 1));
  if (start > end) throw invalid(messages.badDateRange);
  if (Date.parse(end) - Date.parse(start) >= max * 86_400_000) throw invalid(tooLong);
  return { start, end };
}

/** An optional id parameter (a car, a department, a route): null when absent, 400 when malformed. */
export function optionalId(payload: Obj, name: string): number | null {
  const v = payload[name];
  return v === undefined || v === null || v === '' ? null : idValue(v);
}

/** The department and every department under it (null: no department filter). */
export async function deptSubtree(sql: Sql, payload: Obj): Promise<number[] | null> {
  const id = optionalId(payload, 'deptId');
  if (id === null) return null;
  const rows = await sql.query<{ id: number }>(
    `WITH RECURSIVE d AS (SELECT id FROM ${tables('ljsy').dept} WHERE id = $1
       UNION SELECT c.id FROM ${tables('ljsy').dept} c JOIN d ON c.parent_id = d.id) SELECT id FROM d`,
    [id],
  );
  return rows.map((r) => r.id);
}

export interface Page<T> {
  rows: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Pages rows computed whole (a few hundred at most); exports ask for `all`. */
export function pageRows<T>(rows: T[], payload: Obj, all?: number): Page<T> {
  const paging = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const from = (paging.pageNum - 1) * paging.pageSize;
  return { rows: rows.slice(from, from + paging.pageSize), total: rows.length, ...paging };
}

/** Tonnes from kilograms, two decimals. */
export const tonnes = (kg: number | string | null | undefined): number => Math.round(Number(kg ?? 0) / 10) / 100;
