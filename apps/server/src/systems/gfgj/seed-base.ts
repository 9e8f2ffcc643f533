/**
 * 回收清运 base data of one tenant: garbage classes and prices, stations in the tenant's
 * communities (run by its companies, managed by its staff, each with a weighing terminal),
 * disposal sites and their signings with the companies, department point classes and areas
 * around the stations' streets. Set-based and deterministic.
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

export const TID = `current_setting('app.tenant_id')`;
/** Ordered ids of a platform table: `k` from 0 and the count `c`. */
export const ranked = (table: string, where = 'true', order = 'id') =>
  `(SELECT id, (row_number() OVER (ORDER BY ${order}))::int - 1 AS k, (count(*) OVER ())::int AS c FROM ${table} WHERE ${where})`;

const CLASSES: readonly (readonly [string, string, string, number, number])[] = [
  ['KHS-01', '废纸板', 'recyclable', 1.2, 10], ['KHS-02', '废塑料', 'recyclable', 0.8, 8], ['KHS-03', '废金属', 'recyclable', 2.1, 20],
  ['KHS-04', '废玻璃', 'recyclable', 0.2, 2], ['KHS-05', '旧衣物', 'recyclable', 0.5, 5], ['KHS-06', '废旧家电', 'recyclable', 3.5, 30],
  ['YH-01', '废电池', 'hazardous', 0, 15], ['YH-02', '废灯管', 'hazardous', 0, 15], ['QT-01', '大件家具', 'other', 0, 5],
];
const SITES: readonly (readonly [string, string, string, string])[] = [
  ['城北再生资源分拣中心', 'sortingCenter', '城北再生资源有限公司', '0571-88012345'],
  ['富阳再生纸业有限公司', 'recyclingPlant', '富阳再生纸业有限公司', '0571-63312211'],
  ['萧山金属再生利用厂', 'recyclingPlant', '萧山金属再生利用有限公司', '0571-82761230'],
  ['杭州危险废物处置中心', 'hazardousPlant', '杭州环境集团', '0571-86452200'],
];

export async function seedBase(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('gfgj');
  const pf = tables('platform');
  const full = p.tenantId === '1';
  const stations = full ? 10 : 5;
  const sites = full ? 4 : 2;
  await seedTable(sql, t.garbageClass!,
    `INSERT INTO ${t.garbageClass} (tenant_id, code, name, category, unit_price, points_per_kg, sort, status)
     SELECT ${TID}, c->>0, c->>1, c->>2, (c->>3)::numeric, (c->>4)::int, i, 'enabled' FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(c, i)`,
    [JSON.stringify(CLASSES)]);
  await seedTable(sql, t.stationPoint!,
    `WITH r AS ${ranked(pf.region!, `level = 'street'`, 'code')}, c AS ${ranked(pf.company!)}, s AS ${ranked(pf.staff!)}
     INSERT INTO ${t.stationPoint} (tenant_id, code, name, station_type, company_id, region_id, address, location, manager_id, phone, capacity,
                                    open_hours, terminal_no, terminal_status, heartbeat_time, status)
     SELECT ${TID}, 'ZD-' || $1 || lpad(i::text, 3, '0'), ($2::text[])[i] || (ARRAY['回收站','回收小屋','中转站','智能回收箱'])[1 + i % 4],
            (ARRAY['recycleStation','recycleRoom','transitStation','smartBox'])[1 + i % 4],
            (SELECT id FROM c WHERE k = i % c.c), (SELECT id FROM r WHERE k = i % r.c), ($2::text[])[i] || (10 + i * 7) || ' 号',
            round(($3::float8 + (i % 5 - 2) * 0.011 + i * 0.0017)::numeric, 6) || ',' || round(($4::float8 + (i % 3 - 1) * 0.009 - i * 0.0013)::numeric, 6),
            (SELECT id FROM s WHERE k = (i * 2) % s.c), '1390571' || lpad((1000 + i * 37)::text, 4, '0'), 2 + (i % 4) * 1.5,
            CASE WHEN i % 4 = 3 THEN '00:00-24:00' ELSE '08:00-18:00' END, 'T-' || $1 || lpad(i::text, 4, '0'),
            CASE WHEN i = 3 THEN 'fault' WHEN i % 5 = 4 THEN 'offline' ELSE 'online' END,
            $5::date + time '17:50' - make_interval(mins => CASE WHEN i % 5 = 4 THEN 600 ELSE i END), 'enabled'
       FROM generate_series(1, $6::int) i`,
    [p.plateLetter, p.communities, p.lng, p.lat, SEED_END, stations]);
  await seedTable(sql, t.disposalSite!,
    `INSERT INTO ${t.disposalSite} (tenant_id, code, name, site_type, operator_name, address, location, daily_capacity, contact, phone, permit_no, status)
     SELECT ${TID}, 'CZ-' || $1 || lpad(i::text, 2, '0'), s->>0, s->>1, s->>2, '杭州市' || (ARRAY['余杭区','富阳区','萧山区','临平区'])[i] || '环保产业园 ' || i * 3 || ' 号',
            round(($2::float8 + (ARRAY[0.05,-0.09,0.08,0.12])[i])::numeric, 6) || ',' || round(($3::float8 + (ARRAY[0.08,-0.06,-0.07,0.05])[i])::numeric, 6),
            (ARRAY[300,180,150,60])[i], (ARRAY['徐建华','陆晓明','方卫国','蒋丽娟'])[i], s->>3, '浙危废经第' || (3300 + i * 11) || '号', 'enabled'
       FROM jsonb_array_elements($4::jsonb) WITH ORDINALITY AS x(s, i) WHERE i <= $5`,
    [p.plateLetter, p.lng, p.lat, JSON.stringify(SITES), sites]);
  // Each company signs with every site for the classes the site takes.
  await seedTable(sql, t.disposalSiteSigning!,
    `WITH c AS ${ranked(pf.company!)}, d AS ${ranked(t.disposalSite!)}
     INSERT INTO ${t.disposalSiteSigning} (tenant_id, contract_no, disposal_site_id, company_id, garbage_class_ids, unit_price, agreed_tonnage, start_date, end_date, status)
     SELECT ${TID}, 'QY-2026-' || $1 || lpad((d.k * 10 + c.k + 1)::text, 3, '0'), d.id, c.id,
            (SELECT array_agg(g.id ORDER BY g.id) FROM ${t.garbageClass} g WHERE g.category = CASE WHEN s.site_type = 'hazardousPlant' THEN 'hazardous' ELSE 'recyclable' END),
            CASE WHEN s.site_type = 'hazardousPlant' THEN 2800 ELSE 60 + d.k * 15 END, 500 + c.k * 200,
            DATE '2026-01-01' - (c.k * 30), CASE WHEN c.k = 3 THEN DATE '2026-10-31' ELSE DATE '2026-12-31' + (d.k * 365) END,
            CASE WHEN c.k = 3 THEN 'expired' ELSE 'effective' END
       FROM d JOIN ${t.disposalSite} s ON s.id = d.id, c`,
    [p.plateLetter]);
  await seedTable(sql, t.deptPointClass!,
    `INSERT INTO ${t.deptPointClass} (tenant_id, company_id, station_id, garbage_class_ids, collect_times, status)
     SELECT ${TID}, s.company_id, s.id,
            (SELECT array_agg(g.id ORDER BY g.id) FROM ${t.garbageClass} g WHERE g.category = 'recyclable' OR (s.station_type = 'recycleStation' AND g.category = 'hazardous')),
            2 + s.id % 5, 'enabled'
       FROM ${t.stationPoint} s`);
  // One service area per street holding stations: a square of about 1.6 km around them.
  await seedTable(sql, t.deptArea!,
    `WITH a AS (SELECT s.region_id, min(s.company_id) AS company_id, min(s.manager_id) AS leader_id, count(*) AS n,
                       avg(split_part(s.location, ',', 1)::float8) AS lng, avg(split_part(s.location, ',', 2)::float8) AS lat
                  FROM ${t.stationPoint} s GROUP BY s.region_id)
     INSERT INTO ${t.deptArea} (tenant_id, name, company_id, region_id, leader_id, center, boundary, households)
     SELECT ${TID}, r.name || '回收服务区', a.company_id, a.region_id, a.leader_id, round(a.lng::numeric, 6) || ',' || round(a.lat::numeric, 6),
            json_build_array(json_build_array(round((a.lng - 0.008)::numeric, 6), round((a.lat - 0.007)::numeric, 6)), json_build_array(round((a.lng + 0.008)::numeric, 6), round((a.lat - 0.007)::numeric, 6)),
                             json_build_array(round((a.lng + 0.008)::numeric, 6), round((a.lat + 0.007)::numeric, 6)), json_build_array(round((a.lng - 0.008)::numeric, 6), round((a.lat + 0.007)::numeric, 6)),
                             json_build_array(round((a.lng - 0.008)::numeric, 6), round((a.lat - 0.007)::numeric, 6)))::text,
            a.n * 1800
       FROM a JOIN ${pf.region} r ON r.id = a.region_id`);
}
