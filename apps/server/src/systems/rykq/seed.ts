/** 考勤管理's demo data of one tenant: set-up, then activity (and the computed attendance), then what people fill in. */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import { seedActivity } from './seed-activity';
import { seedFills } from './seed-fills';
import { seedSetup } from './seed-setup';

export async function seedRykq(sql: Sql, p: TenantProfile): Promise<void> {
  await seedSetup(sql, p);
  await seedActivity(sql, p);
  await seedFills(sql, p);
}
