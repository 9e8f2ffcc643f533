/**
 * The primitives every query builder shares: the resource a call is about, a lookup's target and
 * a WHERE under construction with its bound parameters. Kept apart from select.ts so the field
 * kinds' filters (field-kinds.ts) and the list queries (select.ts) both build on them.
 */
import { lookupTarget, type FieldDefinition, type ModuleDefinition, type ResourceDefinition } from '../../../catalogue/src';

export interface Ctx {
  mod: ModuleDefinition;
  resource: ResourceDefinition;
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
