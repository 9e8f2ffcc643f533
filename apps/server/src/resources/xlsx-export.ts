/** Export of a resource list (same filters as its list call, or the selected ids) as .xlsx. */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { displayValue, headerOf } from './display';
import { invalid, messages, say } from './messages';
import { columnOf, ident, tableOf } from './names';
import { SQL_TYPE } from './schema';
import { idsOf } from './records';
import { bind, listFilters, orderSql, selectList, whereSql, type Ctx } from './select';
import { sendXlsx } from './xlsx-stream';

export const MAX_EXPORT_ROWS = 200_000;
const BATCH = 5_000;

export async function exportResource(app: AppContext, tenantId: string, ctx: Ctx, payload: Record<string, unknown>, reply: FastifyReply, keys: readonly string[]) {
  const where = listFilters(ctx, payload);
  if (payload.ids !== undefined && payload.ids !== '') where.clauses.push(`t.id = ANY(${bind(where, idsOf({ ids: payload.ids }))}::int[])`);
  const table = ident(tableOf(ctx.resource));
  const fields = keys.map((k) => ctx.resource.fields.find((f) => f.key === k)!).filter(Boolean);
  const [count] = await app.db.tenant(tenantId, (sql) => sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} t ${whereSql(where)}`, where.params));
  const total = count!.total;
  if (total > MAX_EXPORT_ROWS) throw invalid(say(messages.exportTooMany, { max: MAX_EXPORT_ROWS }));
  const select = selectList(ctx, keys);
  const columns = fields.map((f) => ({ header: headerOf(f), key: f.key }));
  // Keyset batches on (sort column, id) when the sort column is never empty; OFFSET otherwise.
  const sortField = ctx.resource.fields.find((f) => f.key === ctx.resource.sort.field);
  const keyset = sortField?.rules?.required === true;
  const sortCol = `t.${ident(columnOf(ctx.resource.sort.field))}`;
  const cmp = ctx.resource.sort.dir === 'asc' ? '>' : '<';
  let last: { sort: unknown; id: number } | null = null;
  return sendXlsx(reply, ctx.resource.name, columns, total, async (offset) => {
    if (offset >= total) return [];
    const params = [...where.params];
    const clauses = [...where.clauses];
    if (keyset && last) clauses.push(`(${sortCol}, t.id) ${cmp} (CAST($${params.push(last.sort)} AS ${SQL_TYPE[sortField!.type]}), $${params.push(last.id)})`);
    const page = keyset ? `LIMIT ${BATCH}` : `LIMIT ${BATCH} OFFSET ${offset}`;
    const rows = await app.db.tenant(tenantId, (sql) =>
      sql.query<Record<string, unknown>>(`SELECT ${select}, ${sortCol}::text AS "__sort" FROM ${table} t ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''} ${orderSql(ctx.resource)} ${page}`, params),
    );
    const tail = rows[rows.length - 1];
    if (tail) last = { sort: tail.__sort, id: tail.id as number };
    return rows.map((row) => Object.fromEntries(fields.map((f) => [f.key, displayValue(ctx.mod.system, f, row)])));
  });
}
