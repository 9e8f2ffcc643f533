/** Table and column names of catalogue resources (derived, never written by hand). */
import type { FieldDefinition, ResourceDefinition } from '../../../catalogue/src';

/** Columns every resource table has besides its fields. */
export const SYSTEM_KEYS = new Set(['id', 'createTime', 'updateTime']);

export function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The table of a resource: its own, or for a view of shared data the owner's. */
export function tableOf(resource: ResourceDefinition): string {
  const owner = resource.storedIn ?? { system: resource.system, resource: resource.key };
  return `${owner.system}_${snake(owner.resource)}`;
}

/** A field's column (system keys map to the system columns). */
export function columnOf(key: string): string {
  return snake(key);
}

/** Fields stored in their own column (system keys are stored by the system columns). */
export function storedFields(resource: ResourceDefinition): FieldDefinition[] {
  return resource.fields.filter((f) => !SYSTEM_KEYS.has(f.key));
}

/** SQL expression that reads a field as its API value. */
export function readExpr(f: Pick<FieldDefinition, 'key' | 'type'>, alias = 't'): string {
  const col = `${alias}.${columnOf(f.key)}`;
  if (f.type === 'date') return `to_char(${col}, 'YYYY-MM-DD')`;
  if (f.type === 'datetime') return `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;
  return col;
}

/** Quotes an identifier we built ourselves (defence in depth; names come from the catalogue). */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier ${name}`);
  return name;
}

/** SQL selecting the id `rootParam` and the ids of every row below it in a tree resource (trees.ts). */
export function subtreeSelect(resource: ResourceDefinition, rootParam: string): string {
  const table = ident(tableOf(resource));
  const parent = ident(columnOf(resource.tree!.parentField));
  return `WITH RECURSIVE sub(id) AS (SELECT ${rootParam}::int UNION SELECT c.id FROM ${table} c JOIN sub ON c.${parent} = sub.id) SELECT id FROM sub`;
}
