import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './types';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Numbered SQL files, applied once each in order, each in its own transaction, recorded in
 * schema_migrations. Hand-written ones hold the shell's tables; generated ones (`npm run
 * migration`) follow the catalogue's resources.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.owner((sql) =>
    sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`),
  );
  const applied = new Set(
    (await db.owner((sql) => sql.query<{ version: string }>('SELECT version FROM schema_migrations'))).map(
      (row) => row.version,
    ),
  );
  const files = readdirSync(dir).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const done: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    await db.owner(async (sql) => {
      await sql.exec(text);
      await sql.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
    done.push(version);
  }
  return done;
}

/** Markers in schema_migrations for one-off data steps such as the demo seed. */
export async function hasMarker(db: Database, marker: string): Promise<boolean> {
  const rows = await db.owner((sql) => sql.query('SELECT 1 FROM schema_migrations WHERE version = $1', [marker]));
  return rows.length > 0;
}

export async function setMarker(db: Database, marker: string): Promise<void> {
  await db.owner((sql) => sql.query('INSERT INTO schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING', [marker]));
}
