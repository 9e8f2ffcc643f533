/** ryxj demo data of one tenant. */
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';

const TID = `current_setting('app.tenant_id')`;

async function seed(sql: Sql): Promise<void> {
  await seedTable(sql, tables('ryxj').evaluation, 
    `INSERT INTO ${tables('ryxj').evaluation} (tenant_id, title, eval_date, score, confirmed)
     SELECT ${TID}, (ARRAY['垃圾房保洁检查','收集点满溢检查','车辆作业规范检查'])[1 + k % 3] || ' 第 ' || k || ' 期', DATE '2026-11-20' - k * 7, 78 + (k * 7) % 22, k > 3
     FROM generate_series(1, 6) k`,
  );
}

export default { seed: { version: 1, run: seed } } satisfies ServerSystem;
