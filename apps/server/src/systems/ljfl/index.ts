/** 垃圾分类 (ljfl) server part: its demo data and the data range (everything else is the catalogue's generic calls and reports). */
import type { Sql } from '../../db/types';
import type { TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { seedLjflData } from './seed-data';
import { seedLjflMaster } from './seed-master';

async function seedLjfl(sql: Sql, p: TenantProfile): Promise<void> {
  await seedLjflMaster(sql, p);
  await seedLjflData(sql, p);
}

export default {
  handlers: {
    /** The first and last day of the garbage quantities (RLS keeps it to the tenant). */
    async dataRange(sql) {
      const [row] = await sql.query<{ start: string | null; end: string | null }>(
        `SELECT to_char(min(stat_date), 'YYYY-MM-DD') AS start, to_char(max(stat_date), 'YYYY-MM-DD') AS end FROM ${tables('ljfl').garbageQuantity}`,
      );
      return row;
    },
  },
  seed: { version: 1, run: seedLjfl },
} satisfies ServerSystem;
