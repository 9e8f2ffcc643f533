import pg from 'pg';
import type { Database, Sql } from './types';
import { scopeStatements } from './roles';

function wrap(client: pg.PoolClient): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  };
}

/** A real PostgreSQL server through a small connection pool. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);

  async function run<T>(begin: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query(begin);
      const result = await fn(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    kind: 'postgres',
    owner: (fn) => run('BEGIN', fn),
    tenant: (tenantId, fn) => run(`BEGIN; ${scopeStatements(tenantId)}`, fn),
    maintain: async () => [],
    close: () => pool.end(),
  };
}
