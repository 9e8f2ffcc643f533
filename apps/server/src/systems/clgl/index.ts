/** 车辆管理's server side: its cost and reminder reports and its demo data per tenant. */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { carCost, carCostRank, costByKind, costSummary, costTrend, dataRange } from './costs';
import { remindHandlers } from './remind';
import { seedClglActivity } from './seed-activity';
import { seedClglMaster } from './seed-master';

async function seed(sql: Sql, profile: TenantProfile): Promise<void> {
  await seedClglMaster(sql, profile);
  await seedClglActivity(sql);
}

// v2: every leaf of the menu (v1 had the insurance companies only; their rows are kept).
export default {
  handlers: { carCost, costSummary, costByKind, carCostRank, costTrend, dataRange, ...remindHandlers },
  seed: { version: 3, run: seed },
} satisfies ServerSystem;
