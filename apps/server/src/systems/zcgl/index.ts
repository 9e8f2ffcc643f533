/** 资产管理's server side: its custom reports (history, depreciation) and its demo data (its calls: server.ts). */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { zcglHandlers } from './handlers';
import { seedAssets } from './seed-assets';
import { seedFacilities } from './seed-facilities';
import { seedInspection } from './seed-inspection';

async function seed(sql: Sql, profile: TenantProfile): Promise<void> {
  await seedAssets(sql, profile);
  await seedFacilities(sql);
  await seedInspection(sql, profile);
}

export default { handlers: zcglHandlers, seed: { version: 1, run: seed } } satisfies ServerSystem;
