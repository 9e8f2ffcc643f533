import { PGlite, type Transaction } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Database, Sql } from './types';
import { scopeStatements } from './roles';

function wrap(tx: Transaction): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      return (await tx.query<T>(text, params as unknown[])).rows;
    },
    async exec(text: string) {
      await tx.exec(text);
    },
  };
}

/** Embedded PostgreSQL. `dataDir` undefined keeps everything in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    kind: 'pglite',
    owner: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    tenant: (tenantId, fn) =>
      pg.transaction(async (tx) => {
        await tx.exec(scopeStatements(tenantId));
        return fn(wrap(tx));
      }),
    close: () => pg.close(),
  };
}
