/** The small database surface the server needs; PGlite and node-postgres both implement it. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction as the connecting (owner) user: migrations and test inspection only. */
  owner<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * One transaction as the non-owner application role with `app.tenant_id` set for this
   * transaction only. `null` means no tenant: every tenant table then shows zero rows.
   */
  tenant<T>(tenantId: string | null, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Vacuums and analyzes the tables whose changes call for it, as PostgreSQL's autovacuum would;
   * returns the statements run. PGlite has no autovacuum, so its adapter also calls this on a
   * timer; on PostgreSQL the server's autovacuum does it and this returns [] at once.
   */
  maintain(): Promise<string[]>;
  close(): Promise<void>;
}
