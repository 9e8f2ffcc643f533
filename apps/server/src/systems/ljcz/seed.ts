/**
 * 垃圾处置 demo data of one tenant. The stations are the platform's transfer stations (same
 * names and places as 垃圾收运's facilities) plus an incineration and a kitchen-waste plant; every
 * platform vehicle is bound to the station its garbage type goes to, and its weighings there
 * (90 days up to SEED_END) use its own unit, garbage type and load capacity. Station cameras are
 * 视频监管's cameras at those facilities. Set-based and deterministic.
 */
import type { Sql } from '../../db/types';
import { people, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;
export const DAYS = 90;
const ids = (table: string, where = 'true') => `(SELECT array_agg(id ORDER BY id) a FROM ${table} WHERE ${where})`;

export async function seedLjcz(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('ljcz');
  const pf = tables('platform');
  const spjg = tables('spjg');
  await seedTable(sql, t.stationInfo!,
    `WITH st AS ${ids(pf.staff!)}, rg AS ${ids(pf.region!, `level = 'street'`)}, co AS ${ids(pf.company!)},
          src AS (SELECT f.id AS facility_id, f.name, 'transfer' AS kind, f.address, f.location, f.company_id, (row_number() OVER (ORDER BY f.id))::int AS k
                    FROM ${pf.facility} f WHERE f.facility_type = 'transferStation'
                  UNION ALL
                  SELECT NULL, x.name, x.kind, x.address, round(($1::float8 + x.dx)::numeric, 6) || ',' || round(($2::float8 + x.dy)::numeric, 6), NULL, 100 + x.k
                    FROM (VALUES (1, $3 || '静脉产业园焚烧发电厂', 'incineration', '杭州市' || $3 || '静脉产业园 1 号', 0.085, 0.062),
                                 (2, $3 || '餐厨垃圾资源化处理厂', 'kitchen', '杭州市' || $3 || '循环经济园 8 号', -0.071, 0.054)) x(k, name, kind, address, dx, dy))
     INSERT INTO ${t.stationInfo} (tenant_id, station_code, station_name, station_type, facility_id, region_id, company_id, manager_id, phone,
                                   design_capacity, address, location, open_date, status, remark)
     SELECT ${TID}, CASE WHEN kind = 'transfer' THEN 'ZZ-' ELSE 'CZ-' END || $4 || lpad((k % 100)::text, 2, '0'), name, kind, facility_id,
            rg.a[1 + k % cardinality(rg.a)], coalesce(company_id, co.a[1 + k % cardinality(co.a)]), st.a[1 + k % cardinality(st.a)],
            '0571-8' || lpad((k * 7919 % 10000000)::text, 7, '0'),
            CASE kind WHEN 'transfer' THEN 150 + (k % 4) * 50 WHEN 'incineration' THEN 1500 ELSE 400 END, address, location,
            DATE '2015-06-01' + k * 97, CASE WHEN k % 9 = 5 THEN 'maintenance' ELSE 'running' END, NULL
       FROM src, st, rg, co`,
    [p.lng, p.lat, p.tenantId === '1' ? '余杭' : '萧山', p.tenantId === '1' ? 'A' : 'B']);
  // One weighbridge per transfer station, two at each plant.
  await seedTable(sql, t.stationPound!,
    `INSERT INTO ${t.stationPound} (tenant_id, pound_no, pound_name, station_id, max_weight, device_no, bind_date, bind_status)
     SELECT ${TID}, 'DB-' || s.station_code || '-' || n, s.station_name || ' ' || n || ' 号地磅', s.id, CASE WHEN s.station_type = 'transfer' THEN 60 ELSE 100 END,
            'WI' || lpad((s.id * 10 + n)::text, 8, '0'), coalesce(s.open_date, DATE '2020-01-01') + 30, 'bound'
       FROM ${t.stationInfo} s, generate_series(1, CASE WHEN s.station_type = 'transfer' THEN 1 ELSE 2 END) n`);
  await seedTable(sql, t.vehicleSite!,
    `WITH st AS ${ids(pf.staff!)}, rg AS ${ids(pf.region!, `level = 'street'`)}
     INSERT INTO ${t.vehicleSite} (tenant_id, site_name, region_id, address, location, parking_spaces, charging_piles, manager_id, status)
     SELECT ${TID}, x || '环卫车辆停保场', rg.a[1 + i % cardinality(rg.a)], '杭州市' || x || '路 ' || (i * 66) || ' 号',
            round(($1::float8 + (i - 2) * 0.021)::numeric, 6) || ',' || round(($2::float8 - 0.03 + i * 0.008)::numeric, 6),
            20 + i * 10, i * 4, st.a[1 + (i * 3) % cardinality(st.a)], CASE WHEN i = 4 THEN 'disabled' ELSE 'enabled' END
       FROM unnest($3::text[]) WITH ORDINALITY u(x, i), st, rg`,
    [p.lng, p.lat, p.roads.slice(0, p.tenantId === '1' ? 4 : 2)]);
  // Kitchen waste goes to the kitchen plant, other waste alternately to the incineration plant, the rest to transfer stations.
  await seedTable(sql, t.garbageCar!,
    `WITH tr AS ${ids(t.stationInfo!, `station_type = 'transfer'`)},
          inc AS (SELECT min(id) id FROM ${t.stationInfo} WHERE station_type = 'incineration'),
          kit AS (SELECT min(id) id FROM ${t.stationInfo} WHERE station_type = 'kitchen'),
          v AS (SELECT id, garbage_type, status, (row_number() OVER (ORDER BY id))::int AS k FROM ${pf.vehicle})
     INSERT INTO ${t.garbageCar} (tenant_id, car_id, garbage_type, station_id, rfid_no, bind_date, bind_status)
     SELECT ${TID}, v.id, v.garbage_type,
            CASE WHEN v.garbage_type = 'kitchen' THEN kit.id WHEN v.garbage_type = 'other' AND v.k % 3 = 0 THEN inc.id ELSE tr.a[1 + v.k % cardinality(tr.a)] END,
            'E2' || upper(to_hex(3000000 + v.id * 7 + $1::int * 100000)) || 'A0', DATE '2026-01-05' + v.k * 3, CASE WHEN v.status = 'repair' THEN 'unbound' ELSE 'bound' END
       FROM v, tr, inc, kit`,
    [Number(p.tenantId)]);
  // Each bound car's loads at its station: one or two a day, net weight within its capacity.
  await seedTable(sql, t.stationWeigh!,
    `WITH pd AS (SELECT station_id, min(id) id FROM ${t.stationPound} GROUP BY station_id),
          c AS (SELECT g.car_id, g.station_id, g.garbage_type, v.company_id, v.load_capacity / 1000.0 AS cap, (row_number() OVER (ORDER BY g.car_id))::int AS k
                  FROM ${t.garbageCar} g JOIN ${pf.vehicle} v ON v.id = g.car_id WHERE g.bind_status = 'bound')
     INSERT INTO ${t.stationWeigh} (tenant_id, bill_no, station_id, pound_id, car_id, company_id, garbage_type, gross_weight, tare_weight, net_weight, weigh_time, operator)
     SELECT ${TID}, 'BD' || to_char(w.day, 'YYMMDD') || lpad(c.k::text, 3, '0') || n, c.station_id, pd.id, c.car_id, c.company_id, c.garbage_type,
            round((c.cap * 1.2 + w.net)::numeric, 2), round((c.cap * 1.2)::numeric, 2), round(w.net::numeric, 2),
            w.day + time '06:10' + (n - 1) * interval '5 hours' + (c.k * 7 % 50) * interval '1 minute', ($3::text[])[1 + (c.k + w.g) % 6]
       FROM c JOIN pd ON pd.station_id = c.station_id,
            LATERAL (SELECT ($1::date - g) AS day, g, round((c.cap * (0.5 + ((c.k * 7 + g * 3) % 40) / 100.0))::numeric, 2)::float8 AS net FROM generate_series(0, $2::int - 1) g) w,
            generate_series(1, 1 + (c.k + w.g) % 2) n`,
    [SEED_END, DAYS, people]);
  await seedEquipment(sql);
  // A reader per station each day: transfer stations use about 1 kWh per tonne handled plus base load.
  await seedTable(sql, t.waterElectric!,
    `WITH st AS ${ids(pf.staff!)}
     INSERT INTO ${t.waterElectric} (tenant_id, station_id, reader_id, read_date, water, power, water_fee, power_fee)
     SELECT ${TID}, s.id, st.a[1 + (s.id + g) % cardinality(st.a)], $1::date - g, x.water, x.power, round((x.water * 4.1)::numeric, 2), round((x.power * 0.68)::numeric, 2)
       FROM ${t.stationInfo} s, generate_series(0, $2::int - 1) g, st,
            LATERAL (SELECT round((s.design_capacity * (0.04 + (g * 7 + s.id) % 10 / 200.0))::numeric, 2)::float8 AS water,
                            round((s.design_capacity * (1.5 + (g * 3 + s.id) % 10 / 10.0))::numeric, 1)::float8 AS power) x`,
    [SEED_END, DAYS]);
  // 视频监管's cameras at the stations' facilities, bound to them.
  await seedTable(sql, t.gisVideo!,
    `INSERT INTO ${t.gisVideo} (tenant_id, station_id, camera_id, position, bind_date)
     SELECT ${TID}, s.id, c.id, (ARRAY['卸料大厅','进场道路','压缩车间','地磅房'])[1 + (row_number() OVER (PARTITION BY s.id ORDER BY c.id) - 1)::int % 4], DATE '2026-03-01'
       FROM ${t.stationInfo} s JOIN ${spjg.camera} c ON c.facility_id = s.facility_id`);
}

async function seedEquipment(sql: Sql): Promise<void> {
  const t = tables('ljcz');
  const pf = tables('platform');
  await seedTable(sql, t.equipment!,
    `WITH s AS (SELECT id, station_code, station_type, (row_number() OVER (ORDER BY id))::int AS k FROM ${t.stationInfo})
     INSERT INTO ${t.equipment} (tenant_id, code, name, station_id, equipment_type, model, manufacturer, rated_power, install_date, status)
     SELECT ${TID}, 'SB-' || s.station_code || '-' || n, x.label || ' ' || n || ' 号', s.id, x.kind, x.model, x.maker, x.power,
            DATE '2018-04-01' + (s.k * 53 + n * 11) % 2000,
            CASE WHEN (s.k * 6 + n) % 11 = 3 THEN 'fault' WHEN (s.k * 6 + n) % 7 = 2 THEN 'standby' ELSE 'running' END
       FROM s, generate_series(1, 6) n,
            LATERAL (SELECT (CASE WHEN s.station_type = 'transfer' THEN ARRAY['compressor','compressor','weighbridge','deodorizer','sewage','monitor']
                                  WHEN s.station_type = 'incineration' THEN ARRAY['incinerator','crane','conveyor','deodorizer','sewage','monitor']
                                  ELSE ARRAY['crane','conveyor','compressor','deodorizer','sewage','monitor'] END)[n] AS kind) k,
            LATERAL (SELECT k.kind, m.label, m.model, m.maker, m.power FROM (VALUES
              ('compressor', '水平式垃圾压缩机', 'YS-H20', '中联环境', 37.0), ('weighbridge', '电子汽车衡', 'SCS-60', '梅特勒-托利多', 1.5),
              ('deodorizer', '植物液喷淋除臭系统', 'CX-800', '浙江蓝天环保', 7.5), ('sewage', '渗滤液处理系统', 'MBR-50', '碧水源', 45.0),
              ('monitor', '臭气在线监测仪', 'EM-2000', '聚光科技', 0.5), ('incinerator', '机械炉排焚烧炉', 'LP-750', '光大环境', 500.0),
              ('crane', '垃圾抓斗起重机', 'QZ-16', '大连重工', 132.0), ('conveyor', '链板输送机', 'LB-1200', '江苏鹏飞', 22.0)) m(kind, label, model, maker, power)
             WHERE m.kind = k.kind) x`);
  await seedTable(sql, t.equipmentSub!,
    `INSERT INTO ${t.equipmentSub} (tenant_id, equipment_id, name, spec, quantity, life_months, last_replace_date)
     SELECT ${TID}, e.id, x.name, x.spec, x.qty, x.life, DATE '2026-01-10' + (e.id * 13 + x.k * 5) % 300
       FROM ${t.equipment} e JOIN (VALUES
         ('compressor', 1, '液压油缸', 'Φ160×1200', 2, 36), ('compressor', 2, '推头耐磨板', 'NM400 δ12', 1, 12),
         ('incinerator', 1, '炉排片', 'ZG40Cr25Ni20', 120, 24), ('incinerator', 2, '一次风机', 'Y2-280M', 1, 60),
         ('crane', 1, '抓斗钢丝绳', '6×37-Φ26', 2, 12), ('conveyor', 1, '链板', 'P=200', 80, 18),
         ('deodorizer', 1, '雾化喷嘴', 'SS304 0.3mm', 24, 6), ('sewage', 1, 'MBR 膜组件', 'PVDF 0.1μm', 10, 36)) x(kind, k, name, spec, qty, life)
         ON x.kind = e.equipment_type`);
  await seedTable(sql, t.popularGroup!,
    `INSERT INTO ${t.popularGroup} (tenant_id, name, sort_no, remark)
     VALUES (${TID}, '重点关注设备', 1, '故障设备与核心设备'), (${TID}, '压缩设备', 2, NULL), (${TID}, '环保设备', 3, '除臭与渗滤液处理')`);
  await seedTable(sql, t.popularEquipment!,
    `WITH g AS (SELECT id, sort_no FROM ${t.popularGroup})
     INSERT INTO ${t.popularEquipment} (tenant_id, group_id, equipment_id, sort_no)
     SELECT ${TID}, g.id, e.id, (row_number() OVER (PARTITION BY g.id ORDER BY e.id))::int
       FROM ${t.equipment} e JOIN g ON (g.sort_no = 1 AND e.status = 'fault') OR (g.sort_no = 2 AND e.equipment_type = 'compressor' AND e.id % 3 = 0)
                                    OR (g.sort_no = 3 AND e.equipment_type IN ('deodorizer', 'sewage') AND e.id % 4 = 0)`);
  await seedTable(sql, t.maintenanceFeeType!,
    `INSERT INTO ${t.maintenanceFeeType} (tenant_id, code, name, remark)
     SELECT ${TID}, c, n, NULL FROM unnest(ARRAY['RG','PJ','WW','BY','JC'], ARRAY['人工费','配件费','外委维修费','保养费','检测费']) u(c, n)`);
  await seedTable(sql, t.accessoryType!,
    `INSERT INTO ${t.accessoryType} (tenant_id, name) SELECT ${TID}, unnest(ARRAY['液压件','电气件','密封件','滤材','传动件'])`);
  await seedTable(sql, t.accessory!,
    `INSERT INTO ${t.accessory} (tenant_id, type_id, name, spec, unit, price)
     SELECT ${TID}, (SELECT id FROM ${t.accessoryType} WHERE name = x.tp), x.name, x.spec, x.unit, x.price
       FROM (VALUES ('液压件','液压油缸','Φ160×1200','个',8600.00), ('液压件','液压泵','A10VSO71','台',12800.00), ('电气件','接触器','LC1-D65','个',420.00),
                    ('电气件','变频器','ACS580-37kW','台',9800.00), ('密封件','油缸密封组件','Φ160','套',360.00), ('滤材','除臭滤芯','HF-800','支',280.00),
                    ('滤材','液压油滤芯','HX-160×10','支',150.00), ('传动件','链条','24A-1','米',95.00)) x(tp, name, spec, unit, price)`);
  // About one repair per equipment per month over the 90 days; a faulty one's first is still pending.
  await seedTable(sql, t.maintenanceRecord!,
    `WITH ft AS ${ids(t.maintenanceFeeType!)}, ac AS (SELECT array_agg(id ORDER BY id) a, array_agg(price ORDER BY id) pr FROM ${t.accessory}), st AS ${ids(pf.staff!)},
          e AS (SELECT id, station_id, name, status, (row_number() OVER (ORDER BY id))::int AS k FROM ${t.equipment})
     INSERT INTO ${t.maintenanceRecord} (tenant_id, record_no, equipment_id, station_id, fee_type_id, accessory_id, accessory_qty, fee, repair_date, repairer_id, content, result)
     SELECT ${TID}, 'WX' || to_char($1::date - (e.k * 7 + m * 29) % $2::int, 'YYMMDD') || lpad(e.k::text, 3, '0') || m, e.id, e.station_id, ft.a[1 + (e.k + m) % cardinality(ft.a)],
            CASE WHEN (e.k + m) % 2 = 0 THEN ac.a[1 + (e.k + m) % cardinality(ac.a)] END, CASE WHEN (e.k + m) % 2 = 0 THEN 1 + m % 2 ELSE 0 END,
            round((300 + (e.k * 37 + m * 91) % 900 + CASE WHEN (e.k + m) % 2 = 0 THEN ac.pr[1 + (e.k + m) % cardinality(ac.a)] * (1 + m % 2) ELSE 0 END)::numeric, 2),
            $1::date - (e.k * 7 + m * 29) % $2::int, st.a[1 + (e.k + m) % cardinality(st.a)],
            e.name || (ARRAY['例行检修，更换易损件','运行异响，检查紧固','液压系统渗漏处理','电气控制故障排查'])[1 + (e.k + m) % 4],
            CASE WHEN e.status = 'fault' AND m = 0 THEN 'pending' WHEN (e.k + m) % 2 = 0 THEN 'replaced' ELSE 'repaired' END
       FROM e, generate_series(0, 2) m, ft, ac, st`,
    [SEED_END, DAYS]);
}
