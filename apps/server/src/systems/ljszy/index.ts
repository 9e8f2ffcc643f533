/** 垃圾收运's server side: its custom reports and its demo data. */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { gpsTrack } from './gps-track';
import { ljszyHandlers } from './reports';
import { seedLjszyActivity, seedLjszyReports } from './seed-activity';
import { seedLjszyMaster } from './seed-master';

async function seed(sql: Sql, profile: TenantProfile): Promise<void> {
  await seedLjszyMaster(sql, profile);
  await seedLjszyActivity(sql, profile);
  await seedLjszyReports(sql);
}

export default { handlers: { ...ljszyHandlers, gpsTrack }, seed: { version: 1, run: seed } } satisfies ServerSystem;
