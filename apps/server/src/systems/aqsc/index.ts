/** 安全生产's server side: its statistics and its demo data (its extra calls: server.ts). */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { aqscHandlers } from './handlers';
import { seedChecks } from './seed-checks';
import { seedLibrary } from './seed-library';
import { seedTraining } from './seed-training';

async function seed(sql: Sql, profile: TenantProfile): Promise<void> {
  await seedLibrary(sql, profile);
  await seedTraining(sql, profile);
  await seedChecks(sql, profile);
}

export default { handlers: aqscHandlers, seed: { version: 1, run: seed } } satisfies ServerSystem;
