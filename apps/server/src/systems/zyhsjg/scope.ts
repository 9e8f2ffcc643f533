/** The filters every 再生资源监管 statistic shares: a period of confirmed records, a customer, a site. */
import { validDate } from '../../../../catalogue/src/model/validate';
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';

type Obj = Record<string, unknown>;
export const MAX_DAYS = 366;

export const T = () => tables('zyhsjg');

function dateOf(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

/** startDate / endDate (both inclusive, at most MAX_DAYS apart); either may be absent. */
export function periodOf(payload: Obj): { start?: string; end?: string } {
  const start = dateOf(payload, 'startDate');
  const end = dateOf(payload, 'endDate');
  if (start && end && (start > end || Date.parse(end) - Date.parse(start) > MAX_DAYS * 86_400_000)) throw invalid(messages.badDateRange);
  return { start, end };
}

export function optionalId(payload: Obj, name: string): number | null {
  const v = payload[name];
  return v === undefined || v === null || v === '' ? null : idValue(v);
}

/** A WHERE clause under construction with its numbered parameters. */
export class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(clause: (p: string) => string, value: unknown): this {
    this.params.push(value);
    this.parts.push(clause(`$${this.params.length}`));
    return this;
  }
  raw(clause: string): this {
    this.parts.push(clause);
    return this;
  }
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/**
 * Confirmed customer records (alias r) of the period, customer and site asked: the one scope
 * every supervision figure is summed over.
 */
export function recordScope(payload: Obj, dateColumn = 'r.record_date'): Where {
  const { start, end } = periodOf(payload);
  const w = new Where().raw(`r.state = 'submitted'`);
  if (start) w.add((p) => `${dateColumn} >= ${p}::date`, start);
  if (end) w.add((p) => `${dateColumn} <= ${p}::date`, end);
  const customerId = optionalId(payload, 'customerId');
  if (customerId !== null) w.add((p) => `r.customer_id = ${p}`, customerId);
  const siteId = optionalId(payload, 'siteId');
  if (siteId !== null) w.add((p) => `r.site_id = ${p}`, siteId);
  return w;
}

/** Site records (sorting or handling) of the period and site asked, alias s. */
export function siteScope(payload: Obj, dateColumn: string, params: unknown[]): string {
  const { start, end } = periodOf(payload);
  const parts: string[] = [];
  if (start) parts.push(`s.${dateColumn} >= $${params.push(start)}::date`);
  if (end) parts.push(`s.${dateColumn} <= $${params.push(end)}::date`);
  const siteId = optionalId(payload, 'siteId');
  if (siteId !== null) parts.push(`s.site_id = $${params.push(siteId)}`);
  return parts.length ? parts.join(' AND ') : 'true';
}

/** One page of a query's rows with the total count and, when asked, sums of some columns over all rows. */
export async function paged(sql: Sql, payload: Obj, query: string, params: unknown[], all: number | undefined, sums: readonly string[] = []) {
  const paging = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = await sql.query<Obj>(
    `SELECT *, count(*) OVER ()::int AS "__total"${sums.length ? ', ' : ''}${sums.map((k) => `round((sum("${k}") OVER ())::numeric, 2)::float8 AS "__sum_${k}"`).join(', ')} FROM (${query}) q LIMIT ${paging.pageSize} OFFSET ${(paging.pageNum - 1) * paging.pageSize}`,
    params,
  );
  const total = Number(rows[0]?.__total ?? 0);
  const sum: Obj = {};
  for (const k of sums) sum[k] = rows[0] ? rows[0][`__sum_${k}`] : 0;
  for (const r of rows) for (const k of Object.keys(r)) if (k.startsWith('__')) delete r[k];
  return { rows, total, ...paging, ...(sums.length ? { totals: sum } : {}) };
}
