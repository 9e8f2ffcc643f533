/**
 * A seeded PGlite data folder as the tarball PGlite itself dumps (dumpDataDir): servers started
 * with it as `pgliteImage` load it into memory, so any number of them start from the same data
 * without copying the folder (server tests: decision 0364; end-to-end servers: 0363).
 */
import { PGlite } from '@electric-sql/pglite';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The closed folder without the WAL segments a clean shutdown leaves behind: seeding wrote ~9
 * segments of 16 MB that the checkpoint kept for reuse, over half of the image every server
 * would load. Only the segment of the last (shutdown) checkpoint is read when the copy opens; the
 * one after it is kept in case that record crossed into it. PostgreSQL creates new ones as needed.
 */
async function dropSpareWal(dir: string): Promise<void> {
  const pg = await PGlite.create(dir);
  const { rows } = await pg.query<{ at: string; next: string }>(
    `SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS at,
            pg_walfile_name(pg_current_wal_insert_lsn() + pg_size_bytes(current_setting('wal_segment_size'))) AS next`,
  );
  await pg.close();
  const keep = new Set([rows[0]!.at, rows[0]!.next]);
  for (const file of readdirSync(join(dir, 'pg_wal'))) {
    if (/^[0-9A-F]{24}$/.test(file) && !keep.has(file)) rmSync(join(dir, 'pg_wal', file));
  }
}

/** The closed, seeded folder `dir` (its spare WAL removed) as PGlite's tarball. */
export async function pgliteImageOf(dir: string): Promise<Blob> {
  await dropSpareWal(dir);
  const pg = await PGlite.create(dir);
  const image = await pg.dumpDataDir('none');
  await pg.close();
  return image;
}
