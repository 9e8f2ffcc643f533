/**
 * The notes above an exported list (issue 15): the period of its range filters, the other
 * filters by label ("垃圾类型：厨余垃圾", lookups by their label), or the selected rows, and when
 * it was exported. The sheet then says what it holds without the screen it came from.
 */
import { displayCell, fieldTitle, type FieldDefinition } from '../../../catalogue/src';
import { lists } from '../../../../src/i18n/messages/lists';
import type { Sql } from '../db/types';
import { say } from './messages';
import { columnOf, ident } from './names';
import { lookupLabelExpr, type Ctx } from './select';
import type { XlsxHeading } from './xlsx-stream';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** "2026-11-14 至 2026-11-20", "2026-11-14 起", "截至 2026-11-20". */
export function periodText(start: unknown, end: unknown): string | undefined {
  const s = given(start) ? String(start).slice(0, 10) : undefined;
  const e = given(end) ? String(end).slice(0, 10) : undefined;
  if (s && e) return say(lists.rangeJoin, { start: s, end: e });
  if (s) return say(lists.rangeFrom, { start: s });
  if (e) return say(lists.rangeUntil, { end: e });
  return undefined;
}

/** Local time of the export, as the operators read it. */
export function exportedAt(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())} ${p(now.getHours())}:${p(now.getMinutes())}`;
}

async function lookupLabel(sql: Sql, ctx: Ctx, f: FieldDefinition, id: unknown): Promise<string> {
  if (!/^\d{1,10}$/.test(String(id))) return String(id);
  const col = ident(columnOf(f.key));
  const [row] = await sql.query<{ label: string | null }>(
    `SELECT (${lookupLabelExpr(ctx.mod, f, 'x')})::text AS label FROM (SELECT $1::int AS ${col}, current_setting('app.tenant_id', true) AS tenant_id) x`,
    [Number(id)],
  );
  return row?.label ?? String(id);
}

/** Title and notes of a resource export, from the payload its list call would take. */
export async function exportHeading(sql: Sql, ctx: Ctx, payload: Record<string, unknown>, selected: number | undefined): Promise<XlsxHeading> {
  const notes: string[] = [];
  const filters: string[] = [];
  for (const f of ctx.resource.fields) {
    if (!f.filter) continue;
    if (f.filter === 'range') {
      const period = periodText(payload[`${f.key}Start`], payload[`${f.key}End`]);
      if (period) notes.push(say(lists.exportPeriod, { period: `${f.label} ${period}` }));
      continue;
    }
    const raw = payload[f.key];
    if (!given(raw)) continue;
    const shown = f.type === 'lookup' ? await lookupLabel(sql, ctx, f, raw) : String(displayCell(ctx.mod.system, f, raw) ?? raw);
    filters.push(`${fieldTitle(f)}：${shown}`);
  }
  if (selected !== undefined) notes.push(say(lists.exportSelected, { count: selected }));
  notes.push(filters.length ? say(lists.exportFilters, { filters: filters.join('，') }) : lists.exportNoFilters);
  notes.push(say(lists.exportedAt, { at: exportedAt() }));
  return { title: ctx.resource.name, notes };
}

/** Title and notes of a report export: its period (startDate / endDate) and the time of export. */
export function reportHeading(title: string, payload: Record<string, unknown>): XlsxHeading {
  const period = periodText(payload.startDate ?? payload.beginDate ?? payload.dateStart, payload.endDate ?? payload.dateEnd);
  return { title, notes: [...(period ? [say(lists.exportPeriod, { period })] : []), say(lists.exportedAt, { at: exportedAt() })] };
}
