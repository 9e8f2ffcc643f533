/**
 * Catalogue-driven resources of the reference server: tables (migrations, db/schema), calls
 * (crud-routes.ts, report-routes.ts) and demo data (seed/). app.ts loads the systems, then
 * calls prepareResources after the migrations and registers resourceRoutes.
 */
import type { FastifyInstance } from 'fastify';
import { moduleOf, PLATFORM, type ModuleDefinition } from '../../../catalogue/src';
import type { AppContext } from '../context';
import type { Database } from '../db/types';
import { resourceCrudRoutes } from './crud-routes';
import { reportRoutes } from './report-routes';
import { settingsRoutes } from './settings-routes';
import { referenceIndex } from './references';
import { join } from 'node:path';
import { readSnapshot, SNAPSHOT_NAME, unmigratedTables } from '../db/schema/snapshot';
import { seedModules } from './seed';
import { installUploadParsers } from './upload';
import { serverSystem } from '../systems';

/** The platform module and every system, platform first (its tables and seed come first). */
export function withPlatform(systems: readonly ModuleDefinition[]): ModuleDefinition[] {
  return [moduleOf(PLATFORM)!, ...systems];
}

/** Checks that the migrations cover the catalogue (their tables exist by now), then seeds. */
export async function prepareResources(db: Database, systems: readonly ModuleDefinition[], options: { seed: boolean; migrationsDir?: string }): Promise<void> {
  const all = withPlatform(systems);
  const snapshot = readSnapshot(options.migrationsDir ? join(options.migrationsDir, SNAPSHOT_NAME) : undefined);
  const behind = unmigratedTables(all.flatMap((m) => m.resources), snapshot);
  if (behind.length) throw new Error(`目录字段与迁移不一致（${behind.join('、')}）：请运行 npm run migration -- <说明> 生成并提交迁移。`);
  if (options.seed) await seedModules(db, all.map((m) => m.system));
}

export function resourceRoutes(server: FastifyInstance, ctx: AppContext, systems: readonly ModuleDefinition[]): void {
  void server.register(async (scope) => {
    installUploadParsers(scope);
    const modules = withPlatform(systems);
    const refs = referenceIndex(modules);
    for (const mod of modules) {
      for (const resource of mod.resources) {
        if (resource.singleton) settingsRoutes(scope, ctx, mod, resource);
        else resourceCrudRoutes(scope, ctx, mod, resource, refs);
      }
      reportRoutes(scope, ctx, mod);
      serverSystem(mod.system).routes?.(scope, ctx, mod);
    }
  });
}
