/**
 * The committed snapshot of the catalogue's schema (migrations/catalogue-schema.json): the
 * schema the migrations so far produce. The server refuses to start when the catalogue has
 * moved on without a migration, so a field change can never reach a database silently.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResourceDefinition } from '../../../../catalogue/src';
import { catalogueSchema, sorted, type CatalogueSchema } from './model';

export const SNAPSHOT_NAME = 'catalogue-schema.json';
export const SNAPSHOT_FILE = fileURLToPath(new URL(`../migrations/${SNAPSHOT_NAME}`, import.meta.url));

export function readSnapshot(file = SNAPSHOT_FILE): CatalogueSchema {
  return JSON.parse(readFileSync(file, 'utf8')) as CatalogueSchema;
}

export function writeSnapshot(schema: CatalogueSchema, file = SNAPSHOT_FILE): void {
  writeFileSync(file, `${JSON.stringify(sorted(schema), null, 2)}\n`);
}

/** Tables whose catalogue schema differs from the snapshot (empty: the migrations are current). */
export function unmigratedTables(resources: readonly ResourceDefinition[], snapshot = readSnapshot()): string[] {
  const now = catalogueSchema(resources);
  const tables = new Set([...Object.keys(now), ...Object.keys(snapshot)]);
  return [...tables].filter((t) => JSON.stringify(now[t]) !== JSON.stringify(snapshot[t])).sort();
}
