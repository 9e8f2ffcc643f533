/**
 * Which rows of its table a resource's view reaches: a view of some rows (`rowsWhere`, 人员台账's
 * three ledgers over the platform staff) only its kind, and rows kept per user (`ownerField`,
 * 常用人员) only the caller's own. Lists, options, details, updates, actions and deletes all go
 * through it. (The caller's data scope by department is row-scope.ts.)
 */
import type { Sql } from '../db/types';
import { notFound } from '../http/errors';
import { messages } from './messages';
import { ident, tableOf } from './names';
import { bind, newWhere, scopeClauses, selectList, whereSql, type Ctx } from './select';

type Row = Record<string, unknown>;

/** Whether the resource reaches only some rows of its table. */
export function isScoped(ctx: Ctx): boolean {
  return !!(ctx.resource.rowsWhere || ctx.resource.ownerField);
}

/** One row the resource reaches, as the API shows it. */
export async function findRow(sql: Sql, ctx: Ctx, id: number): Promise<Row | undefined> {
  const where = scopeClauses(ctx, newWhere());
  where.clauses.push(`t.id = ${bind(where, id)}`);
  const [row] = await sql.query<Row>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${whereSql(where)}`, where.params);
  return row;
}

/** 404 (nothing done) when any of `ids` is a row the resource does not reach. */
export async function requireInScope(sql: Sql, ctx: Ctx, ids: readonly number[]): Promise<void> {
  if (!isScoped(ctx)) return;
  const where = scopeClauses(ctx, newWhere());
  where.clauses.push(`t.id = ANY(${bind(where, ids)}::int[])`);
  const [hit] = await sql.query<{ n: number }>(`SELECT count(DISTINCT t.id)::int AS n FROM ${ident(tableOf(ctx.resource))} t ${whereSql(where)}`, where.params);
  if ((hit?.n ?? 0) < new Set(ids).size) throw notFound(messages.notFound);
}
