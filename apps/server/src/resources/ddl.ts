/**
 * The DDL that creates every table of the given catalogue resources from nothing, as the
 * migrations would (db/schema: the same statements, row-level security and grants included).
 * Pure text, no database and no Node APIs: the Storybook screens apply it to PGlite in the browser.
 */
import type { ResourceDefinition } from '../../../catalogue/src';
import { schemaChanges } from '../db/schema/diff';
import { catalogueSchema } from '../db/schema/model';

export function schemaDdl(resources: readonly ResourceDefinition[]): string {
  return [...schemaChanges({}, catalogueSchema(resources), { tables: {}, columns: {} }).values()].flat().join('\n');
}
