/** What a system's server folder may add to the generic engine: report handlers and seed data. */
import type { ModuleDefinition } from '../../../catalogue/src';
import type { Sql } from '../db/types';
import type { TenantProfile } from '../seed/profiles';

type Obj = Record<string, unknown>;

/** A report the generic engine cannot express (anti-joins, distances, forecasts, route edits). */
export type CustomHandler = (sql: Sql, mod: ModuleDefinition, payload: Obj, options: { all?: number }) => Promise<unknown>;

/**
 * Demo data of one system for one tenant, run inside its RLS scope. `version` is recorded per
 * system; raising it runs the seed again on existing databases, so `run` must be idempotent
 * (seedTable fills only empty tables).
 */
export interface SystemSeed {
  version: number;
  run(sql: Sql, profile: TenantProfile): Promise<void>;
}

/** Calls of a system beyond the catalogue's (registered with the resources, same session and system checks). */
export type SystemRoutes = (server: import('fastify').FastifyInstance, app: import('../context').AppContext, mod: ModuleDefinition) => void;

export interface ServerSystem {
  routes?: SystemRoutes;
  /** Custom report handlers by the name a catalogue report's `handler` gives. */
  handlers?: Record<string, CustomHandler>;
  seed?: SystemSeed;
}
