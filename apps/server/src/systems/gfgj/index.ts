/** gfgj on the server: statistics, tracks, maps and option lists, and the demo data. */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { statsHandlers } from './handlers-stats';
import { trackHandlers } from './handlers-tracks';
import { seedActivity } from './seed-activity';
import { seedBase } from './seed-base';

async function seedGfgj(sql: Sql, p: TenantProfile): Promise<void> {
  await seedBase(sql, p);
  await seedActivity(sql, p);
}

export default {
  handlers: { ...statsHandlers, ...trackHandlers },
  seed: { version: 1, run: seedGfgj },
} satisfies ServerSystem;
