/** Export of a resource list (same filters as its list call, or the selected ids) as .xlsx. */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { displayValue, headerOf } from './display';
import { invalid, messages, say } from './messages';
import { ident, tableOf } from './names';
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
  return sendXlsx(reply, ctx.resource.name, columns, total, async (offset) => {
    if (offset >= total) return [];
    const rows = await app.db.tenant(tenantId, (sql) =>
      sql.query<Record<string, unknown>>(`SELECT ${select} FROM ${table} t ${whereSql(where)} ${orderSql(ctx.resource)} LIMIT ${BATCH} OFFSET ${offset}`, where.params),
    );
    return rows.map((row) => Object.fromEntries(fields.map((f) => [f.key, displayValue(ctx.mod.system, f, row)])));
  });
}
