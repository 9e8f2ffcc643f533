/** 问题上报's server side: its calls beyond the catalogue's and its demo data. */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { wtsbRoutes } from './routes';
import { seedWtsbConfig } from './seed-config';
import { seedWtsbProblems } from './seed-problems';

async function seed(sql: Sql, profile: TenantProfile): Promise<void> {
  await seedWtsbConfig(sql, profile);
  await seedWtsbProblems(sql, profile);
}

export default { routes: wtsbRoutes, seed: { version: 1, run: seed } } satisfies ServerSystem;
