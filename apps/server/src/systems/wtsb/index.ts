/** 问题上报's server side: its custom reports (配置, 分析, 督查) and its demo data (its calls: server.ts). */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { deptAreaNear } from './handlers-config';
import { deptReviewRate, handleTime, kanbanStats, responseTime, workUnitStats } from './handlers-analysis';
import { allAreas, facTransedGarNum } from './handlers-zhj';
import { seedWtsbConfig } from './seed-config';
import { seedWtsbConfigLists } from './seed-config-lists';
import { seedWtsbProblems } from './seed-problems';

async function seed(sql: Sql, profile: TenantProfile): Promise<void> {
  // Problem types and persons first: the 配置 lists and the problems refer to them.
  await seedWtsbConfig(sql, profile);
  await seedWtsbConfigLists(sql, profile);
  await seedWtsbProblems(sql, profile);
}

export default {
  handlers: { deptAreaNear, responseTime, handleTime, kanbanStats, workUnitStats, deptReviewRate, allAreas, facTransedGarNum },
  seed: { version: 1, run: seed },
} satisfies ServerSystem;
