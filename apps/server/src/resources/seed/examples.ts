/** A few rows for the example resources of other systems (docs/adding-a-resource.md). */
import type { Sql } from '../../db/types';
import { people } from './profiles';
import { tables } from './tables';

const TID = `current_setting('app.tenant_id')`;

export async function seedExamples(sql: Sql): Promise<void> {
  await sql.query(
    `INSERT INTO ${tables('kcgl').storehouse} (tenant_id, code, name, keeper, area, status)
     VALUES (${TID}, 'CK-01', '城东物资仓库', '王建国', 860, 'enabled'), (${TID}, 'CK-02', '城西备件仓库', '李海军', 420.5, 'enabled'), (${TID}, 'CK-03', '应急物资仓库', '张志强', 300, 'disabled')`,
  );
  await sql.query(
    `INSERT INTO ${tables('rytz').staffLedger} (tenant_id, name, phone, post, entry_date)
     SELECT ${TID}, ($1::text[])[k], '1370571' || lpad((k * 71)::text, 4, '0'), (ARRAY['驾驶员','装卸工','保洁员'])[1 + k % 3], DATE '2022-01-10' + k * 45
     FROM generate_series(1, 10) k`,
    [people],
  );
  await sql.query(
    `INSERT INTO ${tables('clgl').insuranceCompany} (tenant_id, name, contact, phone)
     VALUES (${TID}, '中国人民财产保险杭州分公司', '陈立新', '0571-87651234'), (${TID}, '中国平安财产保险浙江分公司', '刘文斌', '0571-88902345'),
            (${TID}, '太平洋财产保险杭州中心支公司', '周晓东', '0571-85103456'), (${TID}, '中华联合财产保险杭州公司', '吴国庆', '0571-86204567')`,
  );
  await sql.query(
    `INSERT INTO ${tables('ryxj').evaluation} (tenant_id, title, eval_date, score, confirmed)
     SELECT ${TID}, (ARRAY['垃圾房保洁检查','收集点满溢检查','车辆作业规范检查'])[1 + k % 3] || ' 第 ' || k || ' 期', DATE '2026-11-20' - k * 7, 78 + (k * 7) % 22, k > 3
     FROM generate_series(1, 6) k`,
  );
}
