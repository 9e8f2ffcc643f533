/** Export of a resource list (same filters as its list call, or the selected ids) as .xlsx. */
import type { FastifyReply } from 'fastify';
import { displayCell, fieldTitle, type FieldDefinition } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { invalid, messages, say } from './messages';
import { columnOf, ident } from './names';
import { SQL_TYPE } from './schema';
import { idsOf } from './records';
import { bind, countSql, exportSource, listFilters, orderSql, whereSql, type Ctx, type Where } from './select';
import { sendXlsx } from './xlsx-stream';
import { cellTypeOf } from './xlsx-cells';
import { exportHeading } from './export-heading';
import { orderFor, sortOf, type SortRequest } from './sort';

export const MAX_EXPORT_ROWS = 200_000;
/** Rows per query: each batch is its own short transaction, so other requests interleave (PGlite). */
export const EXPORT_BATCH = 2_000;

/** Where an export batch continues: the sort value (as text) and id of the previous batch's last row. */
export interface ExportCursor {
  sort: string;
  id: number;
}

/**
 * The query of one export batch: one JSON array per row, [sort, id, …fields] (a driver then
 * decodes one value per row instead of one per column; PGlite's protocol decoding was the
 * largest cost of an export). Keyset on (sort column, id) when the sort column is never empty,
 * OFFSET otherwise.
 */
export function exportBatchQuery(ctx: Ctx, where: Where, fields: readonly FieldDefinition[], after: ExportCursor | null, offset: number, sort?: SortRequest): { text: string; params: unknown[] } {
  const sortField = ctx.resource.fields.find((f) => f.key === ctx.resource.sort.field);
  // An order the user picked (sortable columns) pages by OFFSET; the default one by keyset.
  const keyset = !sort && sortField?.rules?.required === true;
  const sortCol = `t.${ident(columnOf(ctx.resource.sort.field))}`;
  const cmp = ctx.resource.sort.dir === 'asc' ? '>' : '<';
  const source = exportSource(ctx, fields);
  const params = [...where.params];
  const clauses = [...where.clauses];
  if (keyset && after) {
    // After (sort, id) of the last row, written so the planner can estimate it. A row comparison
    // is estimated apart from the filter's range on the same column, the fractions multiply:
    // with a 100-day range of 1,000 days it expected a tenth of the rows left, fewer than a
    // batch, and joined and sorted everything left for every batch (quadratic in the export).
    const sort = `CAST($${params.push(after.sort)} AS ${SQL_TYPE[sortField!.type]})`;
    clauses.push(`${sortCol} ${cmp}= ${sort}`, `NOT (${sortCol} = ${sort} AND t.id ${cmp === '<' ? '>=' : '<='} $${params.push(after.id)})`);
  }
  const page = keyset ? `LIMIT ${EXPORT_BATCH}` : `LIMIT ${EXPORT_BATCH} OFFSET ${offset}`;
  const text = `SELECT json_build_array(${sortCol}::text, t.id, ${source.values.join(', ')})::text AS r
    FROM ${source.from} ${whereSql({ clauses, params })} ${orderFor(ctx, sort) ?? orderSql(ctx.resource)} ${page}`;
  return { text, params };
}

export async function exportResource(app: AppContext, tenantId: string, ctx: Ctx, payload: Record<string, unknown>, reply: FastifyReply, keys: readonly string[]) {
  const where = listFilters(ctx, payload);
  const sort = sortOf(ctx, payload);
  const selected = payload.ids !== undefined && payload.ids !== '' ? idsOf({ ids: payload.ids }) : undefined;
  if (selected) where.clauses.push(`t.id = ANY(${bind(where, selected)}::int[])`);
  const fields = keys.map((k) => ctx.resource.fields.find((f) => f.key === k)!).filter(Boolean);
  const [count] = await app.db.tenant(tenantId, (sql) => sql.query<{ total: number }>(countSql(ctx.resource, where), where.params));
  const total = count!.total;
  if (total > MAX_EXPORT_ROWS) throw invalid(say(messages.exportTooMany, { max: MAX_EXPORT_ROWS }));
  const columns = fields.map((f) => ({ header: fieldTitle(f), key: f.key, ...cellTypeOf(f) }));
  const heading = await app.db.tenant(tenantId, (sql) => exportHeading(sql, ctx, payload, selected?.length));
  let after: ExportCursor | null = null;
  return sendXlsx(reply, ctx.resource.name, columns, total, async (offset) => {
    if (offset >= total) return [];
    const { text, params } = exportBatchQuery(ctx, where, fields, after, offset, sort);
    const rows = await app.db.tenant(tenantId, (sql) => sql.query<{ r: string }>(text, params));
    const cells: unknown[][] = [];
    for (const { r } of rows) {
      const values = JSON.parse(r) as unknown[];
      after = { sort: values[0] as string, id: values[1] as number };
      cells.push(fields.map((f, i) => displayCell(ctx.mod.system, f, values[i + 2])));
    }
    return cells;
  }, undefined, heading);
}
