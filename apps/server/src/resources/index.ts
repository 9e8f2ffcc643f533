/**
 * Catalogue-driven resources of the reference server: tables (schema.ts), calls
 * (crud-routes.ts, report-routes.ts) and demo data (seed/). app.ts loads the systems, then
 * calls prepareResources after the migrations and registers resourceRoutes.
 */
import type { FastifyInstance } from 'fastify';
import { moduleOf, PLATFORM, type ModuleDefinition } from '../../../catalogue/src';
import type { AppContext } from '../context';
import type { Database } from '../db/types';
import { resourceCrudRoutes } from './crud-routes';
import { reportRoutes } from './report-routes';
import { syncResourceSchema } from './schema';
import { seedModules } from './seed';
import { installUploadParsers } from './upload';

/** The platform module and every system, platform first (its tables and seed come first). */
export function withPlatform(systems: readonly ModuleDefinition[]): ModuleDefinition[] {
  return [moduleOf(PLATFORM)!, ...systems];
}

export async function prepareResources(db: Database, systems: readonly ModuleDefinition[], options: { seed: boolean }): Promise<void> {
  const all = withPlatform(systems);
  await syncResourceSchema(db, all.flatMap((m) => m.resources));
  if (options.seed) await seedModules(db, all.map((m) => m.system));
}

export function resourceRoutes(server: FastifyInstance, ctx: AppContext, systems: readonly ModuleDefinition[]): void {
  void server.register(async (scope) => {
    installUploadParsers(scope);
    for (const mod of withPlatform(systems)) {
      for (const resource of mod.resources) resourceCrudRoutes(scope, ctx, mod, resource);
      reportRoutes(scope, ctx, mod);
    }
  });
}
