/**
 * 巡检考评's server side: the evaluation's score and the punch's distance after each save, the
 * custom reports (facilityInfo2, 申诉统计) and the demo data of one tenant.
 */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { measurePunch } from './punches';
import { appealStat, dataRange, facilityInfo2 } from './reports';
import { scoreEvaluation } from './scoring';
import { seedActivity } from './seed-activity';
import { seedMaster } from './seed-master';

async function seed(sql: Sql, profile: TenantProfile): Promise<void> {
  await seedMaster(sql, profile.tenantId);
  await seedActivity(sql, profile.tenantId);
}

export default {
  handlers: { facilityInfo2, appealStat, dataRange },
  afterSave: { evaluation: scoreEvaluation, clockInfo: measurePunch },
  seed: { version: 2, run: seed },
} satisfies ServerSystem;
