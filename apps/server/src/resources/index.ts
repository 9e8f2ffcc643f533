/**
 * Catalogue-driven resources of the reference server: tables (schema.ts), calls
 * (crud-routes.ts, report-routes.ts) and demo data (seed/). app.ts calls prepareResources
 * after the migrations and registers resourceRoutes.
 */
import type { FastifyInstance } from 'fastify';
import { modules } from '../../../catalogue/src';
import type { AppContext } from '../context';
import type { Database } from '../db/types';
import { resourceCrudRoutes } from './crud-routes';
import { reportRoutes } from './report-routes';
import { syncResourceSchema } from './schema';
import { seedModules } from './seed';
import { installUploadParsers } from './upload';

export const allResources = modules.flatMap((m) => m.resources);

export async function prepareResources(db: Database, options: { seed: boolean }): Promise<void> {
  await syncResourceSchema(db, allResources);
  if (options.seed) await seedModules(db);
}

export function resourceRoutes(server: FastifyInstance, ctx: AppContext): void {
  void server.register(async (scope) => {
    installUploadParsers(scope);
    for (const mod of modules) {
      for (const resource of mod.resources) resourceCrudRoutes(scope, ctx, mod, resource);
      reportRoutes(scope, ctx, mod);
    }
  });
}
