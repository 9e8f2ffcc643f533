import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Database } from './types';
import { ACTIVITY_SQL, FLUSH_STATS_SQL, maintenancePlan, stepSql, type TableActivity } from './maintenance';
import { pgliteScopes } from './pglite-scopes';

export interface PgliteOptions {
  /** How often the server does autovacuum's work (PGlite has none); 0 = only when maintain() is called. */
  autovacuumMs?: number;
  /** In memory only: start from this data folder dumped as a tarball (PGlite's dumpDataDir) instead of an empty one. */
  image?: Blob;
}

/** Embedded PostgreSQL. `dataDir` undefined keeps everything in memory (tests). */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create(options.image ? { loadDataDir: options.image } : {});

  // VACUUM cannot run inside a transaction block: these statements run on their own.
  async function vacuumWhatNeedsIt(): Promise<string[]> {
    await pg.query(FLUSH_STATS_SQL);
    const steps = maintenancePlan((await pg.query<TableActivity>(ACTIVITY_SQL)).rows);
    for (const step of steps) await pg.exec(stepSql(step));
    return steps.map(stepSql);
  }
  let running: Promise<string[]> | null = null;
  const maintain = () => (running ??= vacuumWhatNeedsIt().finally(() => (running = null)));
  const timer = options.autovacuumMs ? setInterval(() => void maintain().catch(() => undefined), options.autovacuumMs) : undefined;
  timer?.unref();

  return {
    kind: 'pglite',
    ...pgliteScopes(pg),
    maintain,
    async close() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      await pg.close();
    },
  };
}
