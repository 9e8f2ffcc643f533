/**
 * 90 days of 垃圾收运 activity ending 2026-11-20 for one tenant: route bindings, weighing
 * configuration, work records, arrivals, weighings, container and classified weights, and
 * daily reports. Deterministic: every "random" figure is arithmetic on the row's indices.
 * Weighed tonnage has weekday seasonality and a slight upward trend (the kanban forecasts it).
 */
import type { Sql } from '../../db/types';
import { seedTable } from '../../seed/seed-table';
import { people, SEED_DAYS, SEED_END, type TenantProfile } from '../../seed/profiles';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;

export async function seedLjszyActivity(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('ljszy');
  const cars = `(SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS i, garbage_type, company_id, status FROM ${t.carInfo})`;
  const routes = `(SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS r FROM ${t.route})`;
  const facs = `(SELECT id, route_id, property_company_id, location, (row_number() OVER (ORDER BY id) - 1)::int AS fi,
                        (row_number() OVER (PARTITION BY route_id ORDER BY id) - 1)::int AS s FROM ${t.facilityInfo} WHERE status = 'enabled')`;
  const days = `(SELECT d, DATE '${SEED_END}' - ${SEED_DAYS - 1} + d AS day FROM generate_series(0, ${SEED_DAYS - 1}) d)`;

  await seedTable(sql, t.carRouteBand, 
    `INSERT INTO ${t.carRouteBand} (tenant_id, car_id, route_id, shift, band_date, status)
     SELECT ${TID}, c.id, r.id, CASE WHEN c.i % 4 = 3 THEN 'night' ELSE 'morning' END, DATE '2026-08-01', 'enabled'
     FROM ${cars} c JOIN ${routes} r ON r.r = c.i % ${p.routes}`,
  );
  await seedTable(sql, t.carWeightConfig, 
    `INSERT INTO ${t.carWeightConfig} (tenant_id, car_id, station, tare_weight, min_net_weight, max_net_weight, alarm_enabled)
     SELECT ${TID}, c.id, CASE c.garbage_type WHEN 'kitchen' THEN 'kitchenPlant' WHEN 'recyclable' THEN 'east' WHEN 'hazardous' THEN 'west'
                              ELSE CASE WHEN c.i % 2 = 0 THEN 'tianziling' ELSE 'jiufeng' END END,
            CASE c.garbage_type WHEN 'other' THEN 9800 WHEN 'kitchen' THEN 7600 WHEN 'recyclable' THEN 5200 ELSE 4100 END, 50,
            CASE c.garbage_type WHEN 'other' THEN 8000 WHEN 'kitchen' THEN 5000 WHEN 'recyclable' THEN 3000 ELSE 2000 END, c.i % 5 <> 4
     FROM ${cars} c`,
  );
  // A car works its bound route daily; cars under repair stop ten days before the end.
  const working = `FROM ${days} dd, ${cars} c JOIN ${t.carRouteBand} b ON b.car_id = c.id
     WHERE NOT (c.status = 'repair' AND dd.d >= ${SEED_DAYS - 10})`;
  await seedTable(sql, t.carWork, 
    `INSERT INTO ${t.carWork} (tenant_id, work_date, car_id, route_id, start_time, end_time, mileage_km, trips, facility_count, status)
     SELECT ${TID}, dd.day, c.id, b.route_id, dd.day + TIME '05:30' + ((c.i * 7 + dd.d) % 30) * INTERVAL '1 minute',
            dd.day + TIME '16:10' + ((c.i * 11 + dd.d) % 50) * INTERVAL '1 minute', round((42 + (c.i * 13 + dd.d * 7) % 35 + 0.1 * (dd.d % 10))::numeric, 1),
            CASE WHEN (dd.d * 7 + c.i * 3) % 29 = 0 THEN 0 ELSE 2 END,
            CASE WHEN (dd.d * 7 + c.i * 3) % 29 = 0 THEN 0 ELSE (SELECT count(*) FROM ${t.facilityInfo} f WHERE f.route_id = b.route_id AND f.status = 'enabled') END,
            CASE WHEN (dd.d * 7 + c.i * 3) % 29 = 0 THEN 'idle' WHEN dd.d = ${SEED_DAYS - 1} AND c.i % 3 = 0 THEN 'working' ELSE 'done' END
     ${working}`,
  );
  // Arrivals at up to ten facilities of the route; a few facilities go uncollected in the last week.
  await seedTable(sql, t.carArrivalRecord, 
    `INSERT INTO ${t.carArrivalRecord} (tenant_id, car_id, facility_id, route_id, arrival_time, leave_time, stay_minutes, garbage_type, location, collected)
     SELECT ${TID}, c.id, f.id, b.route_id, x.at, x.at + x.st * INTERVAL '1 minute', x.st, c.garbage_type, f.location,
            NOT (f.fi % 19 = 7 AND dd.d >= ${SEED_DAYS - 10}) AND (dd.d + f.s + c.i) % 41 <> 0
     FROM ${days} dd, ${cars} c JOIN ${t.carRouteBand} b ON b.car_id = c.id JOIN ${facs} f ON f.route_id = b.route_id AND f.s < 10,
          LATERAL (SELECT dd.day + TIME '05:40' + (f.s * 22 + (c.i + dd.d) % 9 + (c.i / ${p.routes}) * 240) * INTERVAL '1 minute' AS at,
                          4 + (dd.d * 7 + f.s * 11 + c.i * 3) % 19 AS st) x
     WHERE NOT (c.status = 'repair' AND dd.d >= ${SEED_DAYS - 10}) AND (dd.d * 7 + c.i * 3) % 29 <> 0`,
  );
  await seedTable(sql, t.carWeightOperate, 
    `WITH fx AS MATERIALIZED ${facs}
     INSERT INTO ${t.carWeightOperate} (tenant_id, bill_no, car_id, company_id, facility_id, property_company_id, garbage_type, station,
                                        gross_weight, tare_weight, net_weight, weigh_time, operator, status, abnormal_reason)
     SELECT ${TID}, 'BD' || to_char(dd.day, 'YYYYMMDD') || lpad((c.i * 2 + trip)::text, 4, '0'), c.id, c.company_id, f.id, f.property_company_id, c.garbage_type, cfg.station,
            cfg.tare_weight + w.net, cfg.tare_weight, w.net,
            dd.day + TIME '09:10' + (trip * 300 + (c.i * 7 + dd.d) % 50) * INTERVAL '1 minute', ($1::text[])[1 + (dd.d + trip) % 6],
            CASE WHEN (dd.d * 13 + c.i * 7 + trip) % 151 = 0 THEN 'void' WHEN (dd.d * 13 + c.i * 7 + trip) % 37 = 0 THEN 'abnormal' ELSE 'normal' END,
            CASE WHEN (dd.d * 13 + c.i * 7 + trip) % 37 = 0 AND (dd.d * 13 + c.i * 7 + trip) % 151 <> 0 THEN '净重超出配置范围' END
     FROM ${days} dd, ${cars} c JOIN ${t.carRouteBand} b ON b.car_id = c.id JOIN ${t.carWeightConfig} cfg ON cfg.car_id = c.id,
          generate_series(0, 1) trip,
          fx f,
          LATERAL (SELECT round((CASE c.garbage_type WHEN 'other' THEN 3200 WHEN 'kitchen' THEN 2100 WHEN 'recyclable' THEN 900 ELSE 120 END)
                     * (ARRAY[1.08, 1.0, 0.98, 0.97, 1.0, 1.05, 1.12])[extract(isodow from dd.day)::int]
                     * (1 + 0.0015 * dd.d) * (0.88 + ((dd.d * 31 + c.i * 17 + trip * 7) % 25) / 100.0))::float8 AS net) w
     WHERE f.route_id = b.route_id AND f.s = trip AND NOT (c.status = 'repair' AND dd.d >= ${SEED_DAYS - 10}) AND (dd.d * 7 + c.i * 3) % 29 <> 0`,
    [people.slice(12, 18)],
  );
  await seedTable(sql, t.containerWeight, 
    `WITH fc AS MATERIALIZED (SELECT fi.id AS facility_id, min(a.car_id) AS car_id FROM ${t.facilityInfo} fi JOIN ${t.carRouteBand} a ON a.route_id = fi.route_id GROUP BY fi.id)
     INSERT INTO ${t.containerWeight} (tenant_id, container_id, facility_id, car_id, garbage_type, weight, weigh_time)
     SELECT ${TID}, k.id, k.facility_id, (SELECT fc.car_id FROM fc WHERE fc.facility_id = k.facility_id),
            k.garbage_type, round((CASE k.volume WHEN '660' THEN 180 ELSE 65 END * (0.6 + ((dd.d * 17 + k.n * 13) % 40) / 100.0))::numeric, 1), dd.day + TIME '06:00' + (k.n % 240) * INTERVAL '1 minute'
     FROM ${days} dd, (SELECT id, facility_id, garbage_type, volume, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM ${t.facilityContainer} WHERE status = 'normal') k
     WHERE (k.n + dd.d) % 8 = 0`,
  );
  await seedTable(sql, t.classifyWeight, 
    `INSERT INTO ${t.classifyWeight} (tenant_id, weigh_date, facility_id, property_company_id, garbage_type, weight)
     SELECT ${TID}, dd.day, f.id, f.property_company_id, gt, round((CASE gt WHEN 'other' THEN 380 WHEN 'kitchen' THEN 240 ELSE 70 END * (0.8 + ((dd.d * 7 + f.fi * 3) % 40) / 100.0))::numeric, 1)
     FROM ${days} dd, ${facs} f, unnest(ARRAY['other', 'kitchen', 'recyclable']) gt
     WHERE f.fi % 3 = 0 AND (dd.d + f.fi) % 3 = 0`,
  );
  await seedTable(sql, t.classifyRecord, 
    `INSERT INTO ${t.classifyRecord} (tenant_id, record_time, facility_id, car_id, garbage_type, weight, qualified, inspector)
     SELECT ${TID}, dd.day + TIME '07:00' + ((f.fi * 13 + dd.d) % 600) * INTERVAL '1 minute', f.id, b.car_id, gt,
            round((CASE gt WHEN 'other' THEN 160 WHEN 'kitchen' THEN 110 WHEN 'recyclable' THEN 35 ELSE 4 END * (0.7 + ((dd.d * 11 + f.fi) % 60) / 100.0))::numeric, 1),
            (dd.d * 3 + f.fi) % 9 <> 0, ($1::text[])[1 + f.fi % 4]
     FROM ${days} dd, ${facs} f JOIN LATERAL (SELECT car_id FROM ${t.carRouteBand} WHERE route_id = f.route_id ORDER BY car_id LIMIT 1) b ON true,
          unnest(ARRAY['other', 'kitchen', 'recyclable', 'hazardous']) gt
     WHERE (dd.d + f.fi) % 4 = 0 AND (gt <> 'hazardous' OR f.fi % 5 = 0)`,
    [people.slice(18, 22)],
  );
}

export async function seedLjszyReports(sql: Sql): Promise<void> {
  const t = tables('ljszy');
  const days = `(SELECT d, DATE '${SEED_END}' - ${SEED_DAYS - 1} + d AS day FROM generate_series(0, ${SEED_DAYS - 1}) d)`;
  await seedTable(sql, t.operateDailyReport, 
    `INSERT INTO ${t.operateDailyReport} (tenant_id, report_date, company_id, car_count, staff_count, collected)
     SELECT ${TID}, w.day, w.company_id, count(DISTINCT w.car_id), count(DISTINCT w.car_id) * 3, round((sum(w.net_weight) / 1000)::numeric, 2)
     FROM (SELECT weigh_time::date AS day, company_id, car_id, net_weight FROM ${t.carWeightOperate} WHERE status <> 'void') w GROUP BY w.day, w.company_id`,
  );
  await seedTable(sql, t.operatePersonnelReport, 
    `INSERT INTO ${t.operatePersonnelReport} (tenant_id, report_date, staff_name, post, car_id, hours)
     SELECT ${TID}, dd.day, ($1::text[])[1 + k], (ARRAY['driver','loader','loader','weigher','dispatcher'])[1 + k % 5],
            (SELECT id FROM ${t.carInfo} ORDER BY id LIMIT 1 OFFSET k % 6), 7.5 + (dd.d + k) % 4 * 0.5
     FROM ${days} dd, generate_series(0, 11) k WHERE dd.d >= ${SEED_DAYS - 30}`,
    [people],
  );
  await seedTable(sql, t.operateStationReport, 
    `INSERT INTO ${t.operateStationReport} (tenant_id, report_date, station, inbound, outbound, trips)
     SELECT ${TID}, w.day, w.station, round((sum(w.net_weight) / 1000)::numeric, 2), round((sum(w.net_weight) / 1000 * 0.97)::numeric, 2), count(*)
     FROM (SELECT weigh_time::date AS day, station, net_weight FROM ${t.carWeightOperate} WHERE status <> 'void') w GROUP BY w.day, w.station`,
  );
  await seedTable(sql, t.pushRecord, 
    `INSERT INTO ${t.pushRecord} (tenant_id, subscribe_type, title, content, push_time, readed)
     SELECT ${TID}, (ARRAY['dailyReport','abnormal','notWorking'])[1 + k % 3],
            (ARRAY['收运日报', '称重异常提醒', '设施未收运提醒'])[1 + k % 3] || '（' || to_char(DATE '${SEED_END}' - k / 3, 'MM月DD日') || '）',
            (ARRAY['昨日全区收运情况已生成，请查看运营日报。', '有磅单净重超出配置范围，请核查。', '有设施超过 24 小时未收运，请安排车辆。'])[1 + k % 3],
            DATE '${SEED_END}' - k / 3 + TIME '08:00', k >= 6
     FROM generate_series(0, 29) k`,
  );
  await seedTable(sql, t.rssSetting, 
    `INSERT INTO ${t.rssSetting} (tenant_id, subscribe_type, enabled, push_time, receivers)
     VALUES (${TID}, 'dailyReport', true, '08:00', '调度中心'), (${TID}, 'abnormal', true, '09:00', '称重站'), (${TID}, 'notWorking', false, '10:00', NULL)`,
  );
}
