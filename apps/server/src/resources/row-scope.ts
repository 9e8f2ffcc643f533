/**
 * The data scope of a call (docs/decisions/0330): which rows of a resource that declares
 * `scope: { dept }` the caller sees. The route layer puts it on the payload under a symbol —
 * no client can send one, and it travels with the payload through lists, exports and reports
 * (listFilters, reportWhere) to the one WHERE clause below. Without it (root, roles that see
 * everything, the Storybook screens) nothing is filtered. No Node APIs here.
 */
import type { ResourceDefinition } from '../../../catalogue/src';
import type { Sql } from '../db/types';
import { forbidden } from '../http/errors';
import { columnOf, ident, tableOf } from './names';
import { bind, newWhere, whereSql, type Ctx, type Where } from './where';
import { accessServer } from '../../../../src/i18n/messages/access';

export interface RowScope {
  userId: string;
  /** The departments whose rows are seen; absent: only the rows the user created. */
  depts?: readonly string[];
}

export const ROW_SCOPE = Symbol('rowScope');

type Obj = object;

export const rowScopeOf = (payload: Obj): RowScope | undefined => (payload as Record<symbol, unknown>)[ROW_SCOPE] as RowScope | undefined;

/** Adds the scope's condition on rows aliased `alias` of a scoped resource. */
export function addRowScope(resource: ResourceDefinition, payload: Obj, where: Where, alias = 't'): Where {
  const scope = rowScopeOf(payload);
  const dept = resource.scope?.dept;
  if (!scope || !dept) return where;
  if (scope.depts) {
    where.clauses.push(`${alias}.${ident(columnOf(dept))}::text = ANY(${bind(where, [...scope.depts])}::text[])`);
  } else {
    // The rows the user created: the audit trail's create and import entries name them.
    where.clauses.push(
      `EXISTS (SELECT 1 FROM audit_log a WHERE a.table_name = ${bind(where, tableOf(resource))} AND a.record_id = ${alias}.id AND a.action IN ('create', 'import') AND a.user_id = ${bind(where, scope.userId)})`,
    );
  }
  return where;
}

/** How many of these rows lie outside the caller's scope. */
export async function outOfScope(sql: Sql, ctx: Ctx, payload: Obj, ids: readonly number[]): Promise<number> {
  if (!rowScopeOf(payload) || !ctx.resource.scope || !ids.length) return 0;
  const where = addRowScope(ctx.resource, payload, newWhere());
  const inside = `(${where.clauses.join(' AND ')})`;
  where.clauses = [`t.id = ANY(${bind(where, [...ids])}::int[])`, `NOT ${inside}`];
  const [row] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(tableOf(ctx.resource))} t ${whereSql(where)}`, where.params);
  return row!.n;
}

/** Refuses (403, nothing written) when any of these rows lies outside the caller's scope. */
export async function refuseOutOfScope(sql: Sql, ctx: Ctx, payload: Obj, ids: readonly number[]): Promise<void> {
  if ((await outOfScope(sql, ctx, payload, ids)) > 0) throw forbidden(accessServer.forbiddenRow);
}

/** Refuses a new or changed row whose department lies outside the caller's departments. */
export function refuseForeignDept(ctx: Ctx, payload: Obj): void {
  const scope = rowScopeOf(payload);
  const dept = ctx.resource.scope?.dept;
  if (!scope?.depts || !dept) return;
  const value = (payload as Record<string, unknown>)[dept];
  if (value === undefined || value === null || value === '') return;
  if (!scope.depts.includes(String(value))) throw forbidden(accessServer.forbiddenRow);
}
