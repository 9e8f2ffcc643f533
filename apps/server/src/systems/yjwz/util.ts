/** Small helpers of 应急保障's handlers: table names, enum labels, ids, dates and paging. */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { validDate } from '../../../../catalogue/src/model/validate';
import { invalid, messages, say } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';

export type Obj = Record<string, unknown>;
export const BOOK = 'yjwz.supplies';
export const STOCK_IN = 'yjwz.esStockIn';
export const STOCK_OUT = 'yjwz.esStockOut';
export const TENANT = `current_setting('app.tenant_id')`;

export const table = (mod: ModuleDefinition, key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));

/** value → label of one of the system's enums. */
export function labels(mod: ModuleDefinition, code: string): (value: unknown) => string {
  const options = new Map((mod.enums.find((e) => e.code === code)?.options ?? []).map((o) => [o.value, o.label]));
  return (value) => options.get(String(value ?? '')) ?? String(value ?? '');
}

/** SQL CASE turning an enum column into its label (values are the catalogue's own, never input). */
export function labelSql(mod: ModuleDefinition, code: string, column: string): string {
  const options = mod.enums.find((e) => e.code === code)?.options ?? [];
  return `CASE ${column} ${options.map((o) => `WHEN '${o.value}' THEN '${o.label}'`).join(' ')} ELSE ${column} END`;
}

export function optionalId(payload: Obj, name: string): number | undefined {
  const v = payload[name];
  return v === undefined || v === null || v === '' ? undefined : idValue(v);
}

/** An enum filter: one of the enum's values, or absent. */
export function optionalEnum(mod: ModuleDefinition, payload: Obj, name: string, code: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  const def = mod.enums.find((e) => e.code === code);
  if (!def?.options.some((o) => o.value === v)) throw invalid(say(messages.badEnum, { label: def?.label ?? name }));
  return String(v);
}

export function dateParam(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

export function range(payload: Obj): { start?: string; end?: string } {
  const start = dateParam(payload, 'startDate');
  const end = dateParam(payload, 'endDate');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  return { start, end };
}

/** One page of rows computed in memory (or, for exports, up to `all`). */
export function pageOf<T>(rows: readonly T[], payload: Obj, all?: number) {
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  return { rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum, pageSize };
}
