/**
 * The primitives every query builder shares: the resource a call is about, a lookup's target and
 * a WHERE under construction with its bound parameters. Kept apart from select.ts so the field
 * kinds' filters (field-kinds.ts) and the list queries (select.ts) both build on them.
 */
import { columnOf, ident } from './names';
import { lookupTarget, type FieldDefinition, type ModuleDefinition, type ResourceDefinition } from '../../../catalogue/src';

export interface Ctx {
  mod: ModuleDefinition;
  resource: ResourceDefinition;
  /** The signed-in user, for resources whose rows are kept per user (`ownerField`). */
  owner?: string;
}

/** A lookup's target: in the module's system, another system or the platform. */
export function target(mod: ModuleDefinition, f: FieldDefinition): ResourceDefinition {
  return lookupTarget(mod.system, f);
}

export interface Where {
  clauses: string[];
  params: unknown[];
}

export function newWhere(): Where {
  return { clauses: [], params: [] };
}

export function bind(where: Where, value: unknown): string {
  where.params.push(value);
  return `$${where.params.length}`;
}

export function whereSql(where: Where): string {
  return where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : '';
}

/**
 * Adds the resource's scope to `where`: a view of some rows (`rowsWhere`) reaches only its kind,
 * rows kept per user (`ownerField`) only the caller's, and none without a caller (row-scope.ts).
 */
export function scopeClauses(ctx: Ctx, where: Where, alias = 't'): Where {
  const { resource } = ctx;
  if (resource.rowsWhere) {
    const values = [resource.rowsWhere.value, ...(resource.rowsWhere.also ?? [])];
    where.clauses.push(`${alias}.${ident(columnOf(resource.rowsWhere.field))} IN (${values.map((v) => bind(where, v)).join(', ')})`);
  }
  if (resource.ownerField) {
    where.clauses.push(ctx.owner === undefined ? 'false' : `${alias}.${ident(columnOf(resource.ownerField))} = ${bind(where, ctx.owner)}`);
  }
  return where;
}

