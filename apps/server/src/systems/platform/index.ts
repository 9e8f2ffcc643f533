/**
 * The tenant's shared master data: units, vehicles, staff and regions that every system's pages refer to
 * (the same 浙A·D… vehicle in 垃圾收运, 车辆管理 and 车辆运行). Seeded before any system.
 */
import type { Sql } from '../../db/types';
import { people, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { seedWorkforce } from './workforce';

const TID = `current_setting('app.tenant_id')`;
// Garbage type per car slot: about half other waste, a third kitchen waste.
const CAR_TYPES = ['other', 'other', 'kitchen', 'other', 'kitchen', 'recyclable', 'other', 'kitchen', 'other', 'other', 'kitchen', 'hazardous'];

async function seedPlatform(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('platform');
  await seedTable(sql, t.company, 
    `INSERT INTO ${t.company} (tenant_id, name, short_name, credit_code, contact, phone, address, state)
     SELECT ${TID}, n, left(n, 4), '91330100MA2' || lpad((i * 7919 % 9999999)::text, 7, '0'), ($2::text[])[i], '1390571' || lpad((i * 37)::text, 4, '0'),
            '杭州市' || left(n, 2) || '区环卫路 ' || i || ' 号', CASE WHEN i = 3 THEN 'suspended' ELSE 'normal' END
     FROM unnest($1::text[]) WITH ORDINALITY AS x(n, i)`,
    [p.companies, people],
  );
  await seedTable(sql, t.vehicle, 
    `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${t.company})
     INSERT INTO ${t.vehicle} (tenant_id, car_no, car_type, garbage_type, company_id, driver_name, driver_phone, load_capacity, status, gps_device_no, purchase_date, remark)
     SELECT ${TID}, '浙A·' || $1 || lpad(((g * 379 + 1200) % 9000 + 1000)::text, 4, '0'),
            CASE gt WHEN 'other' THEN CASE WHEN g % 5 = 0 THEN 'hookArm' ELSE 'compactor' END WHEN 'kitchen' THEN CASE WHEN g % 2 = 0 THEN 'bucketTruck' ELSE 'kitchenTruck' END
                    WHEN 'recyclable' THEN 'recycleTruck' ELSE 'hazardTruck' END,
            gt, c.a[1 + g % cardinality(c.a)], ($3::text[])[1 + g % 24], '1380571' || lpad((g * 113 % 10000)::text, 4, '0'),
            CASE gt WHEN 'other' THEN 8000 WHEN 'kitchen' THEN 5000 WHEN 'recyclable' THEN 3000 ELSE 2000 END,
            CASE WHEN g % 12 = 11 THEN 'repair' ELSE 'inUse' END, 'GPS' || lpad((880000 + g)::text, 8, '0'),
            DATE '2021-03-01' + (g * 47) % 1200, NULL
     FROM generate_series(0, $2::int - 1) g, LATERAL (SELECT ($4::text[])[1 + g % 12] AS gt) k, c`,
    [p.plateLetter, p.cars, people, CAR_TYPES],
  );
  await seedWorkforce(sql, p.tenantId);
  // Regions top-down: each level's parent is already there when it is inserted.
  if (await seedTable(sql, t.region, `INSERT INTO ${t.region} (tenant_id, code, name, level) SELECT ${TID}, x[1], x[2], x[3] FROM jsonb_to_recordset($1::jsonb) AS r(x text[])`, [JSON.stringify(p.regions.map((x) => ({ x })))])) {
    await sql.query(`UPDATE ${t.region} c SET parent_id = p.id FROM ${t.region} p, jsonb_to_recordset($1::jsonb) AS r(x text[]) WHERE c.code = r.x[1] AND p.code = r.x[4]`, [JSON.stringify(p.regions.map((x) => ({ x })))]);
  }
  await seedHousingEstates(sql, p);
}

/** The tenant's housing estates: the profile's communities (the facilities' names start with them), spread over its streets. */
async function seedHousingEstates(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('platform');
  await seedTable(sql, t.housingEstate,
    `WITH s AS (SELECT array_agg(id ORDER BY code) a FROM ${t.region} WHERE level = 'street')
     INSERT INTO ${t.housingEstate} (tenant_id, code, name, region_id, address, location, households)
     SELECT ${TID}, 'XQ-' || lpad(i::text, 4, '0'), n, s.a[1 + (i - 1) % cardinality(s.a)],
            '杭州市' || ($2::text[])[1 + i % cardinality($2::text[])] || ' ' || (60 + i * 11) || ' 号',
            round(($3::float8 + ((i * 37) % 61 - 30) * 0.0011)::numeric, 6) || ',' || round(($4::float8 + ((i * 53) % 47 - 23) * 0.0012)::numeric, 6),
            600 + (i * 389) % 1900
     FROM unnest($1::text[]) WITH ORDINALITY AS x(n, i), s`,
    [p.communities, p.roads, p.lng, p.lat],
  );
}

// v2: the administrative regions; v3: the housing estates; v4: the department tree and its workforce.
export default { seed: { version: 4, run: seedPlatform } } satisfies ServerSystem;
