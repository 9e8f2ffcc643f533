/**
 * The tables the catalogue implies, as plain data: per table its columns with SQL types and its
 * indexes. A snapshot of it is committed next to the migrations (catalogue-schema.json); the
 * difference between the snapshot and the running catalogue is what a new migration must do.
 */
import type { ResourceDefinition } from '../../../../catalogue/src';
import { columnOf, ident, storedFields, tableOf } from '../../resources/names';
import { indexDdl, SQL_TYPE } from '../../resources/schema';

export interface TableSchema {
  /** `<system>.<resource key>` of the owning resource. */
  owner: string;
  /** Column → SQL type, besides tenant_id, id, create_time and update_time. */
  columns: Record<string, string>;
  /** Index name → its CREATE statement. */
  indexes: Record<string, string>;
}

export type CatalogueSchema = Record<string, TableSchema>;

/** Rename hints the catalogue declares (`renamedFrom`), in table and column names. */
export interface Renames {
  /** New table → former table. */
  tables: Record<string, string>;
  /** Table (new name) → new column → former column. */
  columns: Record<string, Record<string, string>>;
}

const indexName = (ddl: string) => /INDEX IF NOT EXISTS (\w+) ON/.exec(ddl)![1]!;

export function catalogueSchema(resources: readonly ResourceDefinition[]): CatalogueSchema {
  const out: CatalogueSchema = {};
  for (const r of resources.filter((x) => !x.storedIn)) {
    const table = ident(tableOf(r));
    out[table] = {
      owner: `${r.system}.${r.key}`,
      columns: Object.fromEntries(storedFields(r).map((f) => [ident(columnOf(f.key)), SQL_TYPE[f.type]])),
      indexes: Object.fromEntries(indexDdl(r).map((d) => [indexName(d), d])),
    };
  }
  // A view's extension fields are columns of the owner's table, with their own indexes.
  for (const v of resources.filter((x) => x.storedIn)) {
    const target = out[ident(tableOf(v))];
    if (!target) continue;
    for (const f of storedFields(v)) target.columns[ident(columnOf(f.key))] ??= SQL_TYPE[f.type];
    for (const d of indexDdl(v)) target.indexes[indexName(d)] ??= d;
  }
  return sorted(out);
}

export function catalogueRenames(resources: readonly ResourceDefinition[]): Renames {
  const renames: Renames = { tables: {}, columns: {} };
  for (const r of resources.filter((x) => !x.storedIn)) {
    const table = tableOf(r);
    if (r.renamedFrom) {
      const [system, key] = r.renamedFrom.split('.');
      renames.tables[table] = tableOf({ ...r, system: system!, key: key!, storedIn: undefined });
    }
    for (const f of r.fields.filter((x) => x.renamedFrom)) (renames.columns[table] ??= {})[columnOf(f.key)] = columnOf(f.renamedFrom!);
  }
  return renames;
}

/** Keys in a stable order, so the committed snapshot diffs cleanly. */
export function sorted(schema: CatalogueSchema): CatalogueSchema {
  const byKey = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return byKey(Object.fromEntries(Object.entries(schema).map(([t, s]) => [t, { owner: s.owner, columns: byKey(s.columns), indexes: byKey(s.indexes) }])));
}
