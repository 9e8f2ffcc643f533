/** clgl demo data of one tenant. */
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';

const TID = `current_setting('app.tenant_id')`;

async function seed(sql: Sql): Promise<void> {
  await seedTable(sql, tables('clgl').insuranceCompany, 
    `INSERT INTO ${tables('clgl').insuranceCompany} (tenant_id, name, contact, phone)
     VALUES (${TID}, '中国人民财产保险杭州分公司', '陈立新', '0571-87651234'), (${TID}, '中国平安财产保险浙江分公司', '刘文斌', '0571-88902345'),
            (${TID}, '太平洋财产保险杭州中心支公司', '周晓东', '0571-85103456'), (${TID}, '中华联合财产保险杭州公司', '吴国庆', '0571-86204567')`,
  );
}

export default { seed: { version: 1, run: seed } } satisfies ServerSystem;
