/**
 * What 资产管理 keeps about the platform's facilities (built date, floor area, the staff member
 * who answers for them) and a depreciation card for every built facility (垃圾房, 转运站,
 * 压缩站, 公共机构): 原值 by kind, 5 % 残值, 折旧年限 by kind, from the month after it was built.
 */
import type { Sql } from '../../db/types';
import { SEED_END } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

/** [facility type, 原值 base (元), 折旧年限, floor area (m²)]. */
const KINDS = `(VALUES ('transferStation', 3800000, 20, 1600.0), ('compressionStation', 1250000, 15, 420.0), ('garbageRoom', 186000, 10, 45.0),
                        ('publicInstitution', 92000, 8, 24.0), ('communityPoint', 0, 0, 12.0), ('streetShop', 0, 0, 6.0)) AS k(type, value, years, area)`;

export async function seedFacilities(sql: Sql): Promise<void> {
  const t = tables('zcgl');
  const pt = tables('platform');
  await sql.query(`WITH s AS (SELECT array_agg(id ORDER BY id) a FROM ${pt.staff})
    UPDATE ${pt.facility} f SET built_date = DATE '${SEED_END}' - (400 + (f.id * 97) % 4600), floor_area = round((k.area * (0.8 + (f.id % 5) * 0.1))::numeric, 1),
           keeper_id = s.a[1 + f.id % cardinality(s.a)]
      FROM ${KINDS}, s WHERE k.type = f.facility_type AND f.built_date IS NULL AND f.keeper_id IS NULL AND cardinality(s.a) > 0`);
  await seedTable(sql, t.facilityDepreciation, `INSERT INTO ${t.facilityDepreciation} (tenant_id, card_no, facility_id, original_value, residual_value, useful_years, start_date, depreciable_value, remark)
    SELECT ${TID}, 'ZJ-' || f.code, f.id, v.value, round((v.value * 0.05)::numeric, 2)::float8, k.years, (date_trunc('month', COALESCE(f.built_date, DATE '2020-01-01')) + INTERVAL '1 month')::date,
           v.value - round((v.value * 0.05)::numeric, 2)::float8, '年限平均法，残值率 5%'
      FROM ${pt.facility} f JOIN ${KINDS} ON k.type = f.facility_type AND k.years > 0,
           LATERAL (SELECT round((k.value * (0.85 + (f.id * 7 % 31) / 100.0))::numeric, -2)::float8 AS value) v`);
}
