/**
 * Transactions on a PGlite instance as the server's Sql: as the owner, or as the app role
 * scoped to one tenant. No Node APIs: the server's embedded database (pglite.ts) and the
 * Storybook screens (PGlite in the browser) run the same code.
 */
import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import { scopeStatements } from './roles';
import type { Database, Sql } from './types';

function sqlOf(tx: Transaction): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      return (await tx.query<T>(text, params as unknown[])).rows;
    },
    async exec(text: string) {
      await tx.exec(text);
    },
  };
}

export function pgliteScopes(pg: Pick<PGliteInterface, 'transaction'>): Pick<Database, 'owner' | 'tenant'> {
  return {
    owner: (fn) => pg.transaction((tx) => fn(sqlOf(tx))),
    tenant: (tenantId, fn) =>
      pg.transaction(async (tx) => {
        await tx.exec(scopeStatements(tenantId));
        return fn(sqlOf(tx));
      }),
  };
}
