/** Payload readers of the 道路保洁 reports: the day, the period, ids and paging. */
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';
import { validDate } from '../../../../catalogue/src/model/validate';
import { jxbj as msg } from '../../../../../src/i18n/messages/jxbj';

export type Obj = Record<string, unknown>;
const MAX_DAYS = 31;

function dateOf(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

export const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The last day with positions (the seed's last day when there are none). */
export async function lastDay(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ d: string | null }>(`SELECT to_char(max(at), 'YYYY-MM-DD') AS d FROM gps_last_position WHERE device_kind = 'vehicle'`);
  return row?.d ?? '2026-11-20';
}

/** The day of a one-day call: `date`, else the end of a period, else the last day with data. */
export async function dayOf(sql: Sql, payload: Obj): Promise<string> {
  const date = dateOf(payload, 'date');
  const start = dateOf(payload, 'startDate');
  const end = dateOf(payload, 'endDate');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  return date ?? end ?? start ?? (await lastDay(sql));
}

/** The days of a period call (default the last day with data; pages send their period), at most 31. */
export async function daysOf(sql: Sql, payload: Obj): Promise<string[]> {
  const end = dateOf(payload, 'endDate') ?? (await lastDay(sql));
  const start = dateOf(payload, 'startDate') ?? end;
  if (start > end) throw invalid(messages.badDateRange);
  const n = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  if (n > MAX_DAYS) throw invalid(msg.periodTooLong);
  return Array.from({ length: n }, (_, i) => addDays(start, i));
}

/** An optional id filter (subjectId is the family's name of the unit). */
export function optionalId(payload: Obj, ...names: string[]): number | undefined {
  for (const name of names) {
    const v = payload[name];
    if (v !== undefined && v !== null && v !== '') return idValue(v);
  }
  return undefined;
}

/** One page of computed rows. */
export function page<T>(payload: Obj, rows: T[], all?: number): { rows: T[]; total: number; pageNum: number; pageSize: number } {
  const paging = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const from = (paging.pageNum - 1) * paging.pageSize;
  return { rows: rows.slice(from, from + paging.pageSize), total: rows.length, ...paging };
}

export const r1 = (n: number) => Math.round(n * 10) / 10;
export const r2 = (n: number) => Math.round(n * 100) / 100;
export const pct = (part: number, whole: number) => (whole > 0 ? r1((part / whole) * 100) : 0);

/** Wall-clock text 'YYYY-MM-DD HH:mm:ss' of wall-clock ms. */
export const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
