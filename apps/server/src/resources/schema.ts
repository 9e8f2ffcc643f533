/**
 * Column types and indexes of resource tables, derived from the catalogue: tenant_id first in
 * every key. Tables change only through migrations (db/schema: the catalogue's schema, its
 * committed snapshot and the generated SQL that moves a database from one to the other).
 */
import type { FieldDefinition, ResourceDefinition } from '../../../catalogue/src';
import { columnOf, ident, storedFields, tableOf } from './names';

export const SQL_TYPE: Record<FieldDefinition['type'], string> = {
  text: 'text', textarea: 'text', phone: 'text', enum: 'text', coordinates: 'text', point: 'text', polygon: 'text', polyline: 'text',
  number: 'double precision', integer: 'integer', lookup: 'integer', boolean: 'boolean',
  // docs/decisions/0112: list fields are array columns; times of day are HH:mm text.
  time: 'text', multiEnum: 'text[]', lookupMany: 'integer[]',
  date: 'date', datetime: 'timestamp(0)', images: 'text', attachments: 'text',
};

/**
 * Indexes of a resource table, tenant_id first in each (docs/decisions/0103-list-indexes-and-counts.md):
 * - `_sort`: (tenant_id, sort column, id) in the list order: unfiltered pages and date ranges;
 * - per `indexed` field: (tenant_id, field, sort column, id): a filtered page reads 10 entries;
 * - `_count` (tenant_id) and, per `indexed` equality filter, `_<field>_count` (tenant_id, field):
 *   the exact total of a list. Their keys repeat, so B-tree deduplication keeps them a fraction
 *   of the size of the wide indexes, and count(*) is an index-only scan over them (the visibility
 *   map is kept by autovacuum, or by the server itself on PGlite);
 * - unique fields: (tenant_id, field) UNIQUE, (tenant_id, owner, field) for rows kept per user,
 *   (tenant_id, other field, field) for `uniqueWithin`.
 */
export function indexDdl(resource: ResourceDefinition): string[] {
  const t = ident(tableOf(resource));
  const fields = storedFields(resource);
  const sortCol = ident(columnOf(resource.sort.field));
  const dir = resource.sort.dir === 'asc' ? 'ASC' : 'DESC';
  const indexed = fields.filter((f) => f.indexed && f.key !== resource.sort.field);
  const owner = resource.ownerField ? `${ident(columnOf(resource.ownerField))}, ` : '';
  return [
    `CREATE INDEX IF NOT EXISTS ${t}_sort ON ${t} (tenant_id, ${sortCol} ${dir}, id ${dir});`,
    ...indexed.map((f) => {
      const c = ident(columnOf(f.key));
      return `CREATE INDEX IF NOT EXISTS ${t}_${c} ON ${t} (tenant_id, ${c}, ${sortCol} ${dir}, id ${dir});`;
    }),
    `CREATE INDEX IF NOT EXISTS ${t}_count ON ${t} (tenant_id);`,
    ...indexed
      .filter((f) => f.filter === 'eq')
      .map((f) => {
        const c = ident(columnOf(f.key));
        return `CREATE INDEX IF NOT EXISTS ${t}_${c}_count ON ${t} (tenant_id, ${c});`;
      }),
    // Rows kept per user are unique per user (each user favourites a person once).
    ...fields
      .filter((f) => f.rules?.unique)
      .map((f) => `CREATE UNIQUE INDEX IF NOT EXISTS ${t}_${ident(columnOf(f.key))}_unique ON ${t} (tenant_id, ${owner}${f.rules?.uniqueWithin ? `${ident(columnOf(f.rules.uniqueWithin))}, ` : ''}${ident(columnOf(f.key))});`),
  ];
}
