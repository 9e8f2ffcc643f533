/** 垃圾收运 master data of one tenant (after the platform's units and vehicles): property companies, routes, facilities, containers. */
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import { people, type TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

export async function seedLjszyMaster(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('ljszy');
  await seedTable(sql, t.propertyCompany, 
    `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${t.company})
     INSERT INTO ${t.propertyCompany} (tenant_id, name, contact, phone, community_count, households, company_id, address)
     SELECT ${TID}, n, ($2::text[])[i + 8], '1357101' || lpad((i * 53)::text, 4, '0'), 3 + i * 2, 2400 + i * 1350,
            c.a[1 + (i - 1) % cardinality(c.a)], '杭州市' || ($3::text[])[1 + i % cardinality($3::text[])] || ' ' || (100 + i) || ' 号'
     FROM unnest($1::text[]) WITH ORDINALITY AS x(n, i), c`,
    [p.properties, people, p.roads],
  );
  await seedTable(sql, t.route, 
    `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${t.company})
     INSERT INTO ${t.route} (tenant_id, code, name, company_id, garbage_type, distance_km, planned_trips, start_time, status)
     SELECT ${TID}, 'XL-' || lpad((g + 1)::text, 3, '0'), ($1::text[])[g + 1], c.a[1 + g % cardinality(c.a)],
            CASE WHEN ($1::text[])[g + 1] LIKE '%餐厨%' THEN 'kitchen' WHEN ($1::text[])[g + 1] LIKE '%可回收%' THEN 'recyclable'
                 WHEN ($1::text[])[g + 1] LIKE '%有害%' THEN 'hazardous' ELSE 'other' END,
            round((18 + g * 3.7)::numeric, 1), 2, lpad((5 + g % 3)::text, 2, '0') || ':' || CASE WHEN g % 2 = 0 THEN '00' ELSE '30' END, 'enabled'
     FROM generate_series(0, $2::int - 1) g, c`,
    [p.routeNames, p.routes],
  );
  // Facilities scattered around the map centre; every 17th is disabled.
  await seedTable(sql, t.facilityInfo, 
    `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${t.company}),
          r AS (SELECT array_agg(id ORDER BY id) a FROM ${t.route}),
          pc AS (SELECT array_agg(id ORDER BY id) a FROM ${t.propertyCompany})
     INSERT INTO ${t.facilityInfo} (tenant_id, code, name, facility_type, address, location, route_id, property_company_id, company_id, staff_name, device_no, status, sync_time)
     SELECT ${TID}, 'SS-' || lpad((g + 1)::text, 4, '0'),
            ($3::text[])[1 + g % cardinality($3::text[])] || CASE g % 6 WHEN 0 THEN '垃圾房' WHEN 1 THEN '收集点' WHEN 2 THEN '转运站' WHEN 3 THEN '压缩站' WHEN 4 THEN '沿街商铺收集点' ELSE '公共机构收集点' END || ' ' || (g / cardinality($3::text[]) + 1) || ' 号',
            (ARRAY['garbageRoom','communityPoint','transferStation','compressionStation','streetShop','publicInstitution'])[1 + g % 6],
            '杭州市' || ($4::text[])[1 + g % cardinality($4::text[])] || ' ' || (20 + g * 7) || ' 号',
            round(($1::float8 + ((g * 37) % 61 - 30) * 0.0011)::numeric, 6) || ',' || round(($2::float8 + ((g * 53) % 47 - 23) * 0.0012)::numeric, 6),
            r.a[1 + g % cardinality(r.a)], pc.a[1 + g % cardinality(pc.a)], c.a[1 + (g % cardinality(r.a)) % cardinality(c.a)],
            ($6::text[])[1 + (g + 5) % 24], CASE WHEN g % 4 = 0 THEN 'DEV-' || lpad((g + 1)::text, 5, '0') END,
            CASE WHEN g % 17 = 16 THEN 'disabled' ELSE 'enabled' END, TIMESTAMP '2026-11-01 08:00:00'
     FROM generate_series(0, $5::int - 1) g, c, r, pc`,
    [p.lng, p.lat, p.communities, p.roads, p.facilities, people],
  );
  // Every tenth facility has no garbage-type configuration (kanban: facilities without config).
  await seedTable(sql, t.facilityGarType, 
    `INSERT INTO ${t.facilityGarType} (tenant_id, facility_id, garbage_type, container_count, daily_output, remark)
     SELECT ${TID}, f.id, gt, 2 + (f.id * 7 + length(gt)) % 6, (CASE gt WHEN 'other' THEN 420 WHEN 'kitchen' THEN 260 ELSE 60 END) + (f.id * 13) % 90, NULL
     FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i FROM ${t.facilityInfo}) f,
          unnest(ARRAY['other', 'kitchen', 'recyclable']) gt
     WHERE f.i % 10 <> 9 AND (gt <> 'recyclable' OR f.i % 3 = 0)`,
  );
  await seedTable(sql, t.facilityContainer, 
    `INSERT INTO ${t.facilityContainer} (tenant_id, container_no, facility_id, garbage_type, volume, rfid_no, status, install_date)
     SELECT ${TID}, 'RQ-' || lpad((f.i * 4 + k + 1)::text, 5, '0'), f.id, (ARRAY['other','kitchen','other','recyclable'])[k + 1],
            CASE WHEN k = 2 THEN '660' ELSE '240' END, 'E200' || upper(lpad(to_hex(f.i * 4 + k + 4096), 8, '0')),
            CASE WHEN (f.i * 4 + k) % 29 = 28 THEN 'damaged' WHEN (f.i * 4 + k) % 83 = 82 THEN 'lost' ELSE 'normal' END,
            DATE '2024-05-01' + ((f.i * 4 + k) * 11) % 500
     FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i FROM ${t.facilityInfo}) f, generate_series(0, 3) k`,
  );
  await seedTable(sql, t.compressionBox, 
    `INSERT INTO ${t.compressionBox} (tenant_id, box_no, facility_id, capacity, fill_rate, status, last_empty_time)
     SELECT ${TID}, 'YSX-' || lpad((f.i + 1)::text, 3, '0'), f.id, 8 + (f.i % 3) * 2, (f.i * 37) % 100,
            (ARRAY['empty','loading','full','transit'])[1 + (f.i * 37 % 100) / 25], TIMESTAMP '2026-11-20 06:00:00' - ((f.i * 97) % 2880) * INTERVAL '1 minute'
     FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i FROM ${t.facilityInfo} WHERE facility_type IN ('transferStation', 'compressionStation')) f`,
  );
  await seedTable(sql, t.rfid, 
    `WITH c AS (SELECT array_agg(id ORDER BY id) a FROM ${t.company})
     INSERT INTO ${t.rfid} (tenant_id, rfid_no, bind_type, container_id, car_id, company_id, state)
     SELECT ${TID}, rfid_no, 'container', id, NULL, c.a[1 + id % cardinality(c.a)], CASE WHEN status = 'lost' THEN 'disabled' ELSE 'enabled' END
     FROM ${t.facilityContainer}, c ORDER BY id LIMIT 80`,
  );
}
