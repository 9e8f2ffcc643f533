/** 垃圾分类 (ljfl) server part: its demo data (everything else is the catalogue's generic calls and reports). */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { seedLjflData } from './seed-data';
import { seedLjflMaster } from './seed-master';

async function seedLjfl(sql: Sql, p: TenantProfile): Promise<void> {
  await seedLjflMaster(sql, p);
  await seedLjflData(sql, p);
}

export default { seed: { version: 1, run: seedLjfl } } satisfies ServerSystem;
