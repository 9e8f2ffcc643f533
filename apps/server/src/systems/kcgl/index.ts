/** kcgl demo data of one tenant. */
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';

const TID = `current_setting('app.tenant_id')`;

async function seed(sql: Sql): Promise<void> {
  await seedTable(sql, tables('kcgl').storehouse, 
    `INSERT INTO ${tables('kcgl').storehouse} (tenant_id, code, name, keeper, area, status)
     VALUES (${TID}, 'CK-01', '城东物资仓库', '王建国', 860, 'enabled'), (${TID}, 'CK-02', '城西备件仓库', '李海军', 420.5, 'enabled'), (${TID}, 'CK-03', '应急物资仓库', '张志强', 300, 'disabled')`,
  );
}

export default { seed: { version: 1, run: seed } } satisfies ServerSystem;
