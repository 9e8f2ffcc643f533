/** What a system's server folder may add to the generic engine: report handlers and seed data. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition, ResourceDefinition } from '../../../catalogue/src';
import type { AppContext } from '../context';
import type { Sql } from '../db/types';
import type { TenantProfile } from '../seed/profiles';
import type { Verifier, WriteHook } from '../resources/system-hooks';
import type { WearerSource } from '../gps/wearers';

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

/**
 * Calls of a system beyond the catalogue's (file uploads, streams, workflow steps), registered with
 * the resources under the same session and system checks.
 */
export type SystemRoutes = (server: FastifyInstance, app: AppContext, mod: ModuleDefinition) => void;

/**
 * What a system computes or checks after one of its records was created, changed or stepped (a
 * workflow transition, an expiry), in the same transaction: values the catalogue cannot derive (an
 * evaluation's score from its deductions and their rules, a punch's distance from its facility).
 * Throwing refuses the whole call (400), nothing written. `step`: create, update, expire or the
 * transition's key; `before`: the row before an update, as the API showed it.
 */
export type AfterSave = (sql: Sql, ctx: { mod: ModuleDefinition; resource: ResourceDefinition }, id: number, step: string, before?: Obj) => Promise<void>;

/**
 * `systems/<code>/index.ts`: what the Storybook screens also run in the browser (stories/Screens),
 * so nothing Node-only — report handlers and seeds.
 */
export interface ServerSystem {
  /** Custom report handlers by the name a catalogue report's `handler` gives. */
  handlers?: Record<string, CustomHandler>;
  seed?: SystemSeed;
  /** A background job while the server runs (device heartbeats); returns its stop function. */
  start?: (app: AppContext) => () => void;
  /**
   * Brings the system's own shell notices (notices.system_code = the system) up to date from its
   * data (项目合同's expiring contracts); the notice list runs it, in the tenant's transaction, for
   * the systems the user holds before reading.
   */
  notices?: (sql: Sql) => Promise<void>;
  /** Once per start after the seeds and the GPS history, before serving (state derived from them). */
  ready?: (app: AppContext) => Promise<void>;
  /** Checks of fields declaring `verify` (by its call name), run by that call and by every save. */
  verifiers?: Record<string, Verifier>;
  /** What follows a write of a resource (by key) in the same transaction: derived rows, cross-record checks. */
  writeHooks?: Record<string, WriteHook>;
  /**
   * People of the tenant wearing positioning devices (作业人员's field workers): the GPS engine
   * writes their history and live positions under the device kind 'wearable' (decision 0280).
   */
  wearers?: WearerSource;
  /** Per resource key (a view of the system's own resource uses its owner's): see AfterSave. */
  afterSave?: Record<string, AfterSave>;
}

/**
 * `systems/<code>/server.ts`: the parts only the HTTP server loads (file uploads, streams, sample
 * files on disk), merged with index.ts by loadServerSystems.
 */
export interface ServerOnlyPart {
  routes?: SystemRoutes;
  /** Runs right after the seed, at the same version: demo rows that read files (sample clips). */
  seedFiles?: (sql: Sql, profile: TenantProfile) => Promise<void>;
}

export type ServerPart = ServerSystem & ServerOnlyPart;
