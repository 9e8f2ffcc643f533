/**
 * Resource tables generated from the catalogue (ddl.ts), applied idempotently at start; a
 * marker with the DDL's hash skips unchanged runs, and new fields of an existing resource
 * arrive as ADD COLUMN IF NOT EXISTS.
 */
import { createHash } from 'node:crypto';
import type { ResourceDefinition } from '../../../catalogue/src';
import { hasMarker, setMarker } from '../db/migrate';
import type { Database } from '../db/types';
import { schemaDdl } from './ddl';

export { indexDdl } from './ddl';

/** Creates or extends every resource table; returns whether anything was applied. */
export async function syncResourceSchema(db: Database, resources: readonly ResourceDefinition[]): Promise<boolean> {
  const ddl = schemaDdl(resources);
  const marker = `resources:${createHash('sha256').update(ddl).digest('hex').slice(0, 16)}`;
  if (await hasMarker(db, marker)) return false;
  await db.owner((sql) => sql.exec(ddl));
  await setMarker(db, marker);
  return true;
}
