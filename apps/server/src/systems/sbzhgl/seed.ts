/**
 * 设备管理 demo data of one tenant, all set-based (INSERT … SELECT generate_series): devices at
 * the tenant's shared facilities with their sensors and fees, bins with 4 weeks of fill-level
 * readings every 4 hours, and monitor items with 4 weeks of readings every 3 hours, ending SEED_END.
 */
import type { Sql } from '../../db/types';
import { people, SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;
/** Weeks of readings the trend pages show. */
export const READING_DAYS = 28;
const TYPES = ['overflow', 'weighing', 'environment', 'leachate', 'meter', 'odor', 'gateway'];
const TYPE_NAMES = ['满溢检测终端', '智能称重终端', '环境监测站', '渗滤液监测仪', '智能水电表', '臭气监测仪', '物联网网关'];
const BRANDS = ['海康威视 DS-IOT200', '大华 DH-EM300', '华为 AR502H', '聚光科技 AQMS-900', '安科瑞 ADW300', '汉威 HW-E3'];
/** [code, name, category, unit, lower, upper, base, amplitude]: readings swing daily around base. */
const ITEMS: [string, string, string, string, number, number, number, number][] = [
  ['JC-H2S', '硫化氢', 'odor', 'mg/m³', 0, 0.06, 0.032, 0.02],
  ['JC-PM25', 'PM2.5', 'air', 'μg/m³', 0, 75, 45, 22],
  ['JC-NOISE', '厂界噪声', 'noise', 'dB(A)', 0, 60, 51, 6],
  ['JC-PH', '渗滤液 pH', 'leachate', '无量纲', 6, 9, 7.5, 1.1],
  ['JC-COD', '渗滤液 COD', 'leachate', 'mg/L', 0, 100, 68, 22],
  ['JC-KWH', '压缩站用电量', 'energy', 'kWh', 0, 120, 70, 38],
  ['JC-NH3', '氨', 'odor', 'mg/m³', 0, 1.5, 0.8, 0.45],
  ['JC-PM10', 'PM10', 'air', 'μg/m³', 0, 150, 82, 40],
  ['JC-OU', '臭气浓度', 'odor', '无量纲', 0, 20, 12, 5.5],
  ['JC-NH3N', '渗滤液氨氮', 'leachate', 'mg/L', 0, 25, 15, 6.5],
];
/** Device type each item's readings come from. */
const ITEM_DEVICE: Record<string, string> = { odor: 'odor', air: 'environment', noise: 'environment', leachate: 'leachate', energy: 'meter' };
/** A deterministic pseudo-random number in [0, 1) of two integers (SQL). */
const noise = (a: string, b: string) => `((((${a}) * 7919 + (${b}) * 104729) % 1000) / 1000.0::float8)`;

export async function seedSbzhgl(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('sbzhgl');
  const facility = tables('platform').facility!;
  const devices = Math.round(p.facilities / 2);
  // Devices sit at the shared facilities (every other one); without facilities, around the map centre.
  await seedTable(sql, t.device!,
    `WITH f AS (SELECT id, name, address, location, row_number() OVER (ORDER BY code, id) - 1 AS i FROM ${facility}),
          n AS (SELECT count(*)::int AS c FROM f)
     INSERT INTO ${t.device} (tenant_id, device_no, name, device_type, brand, facility_id, address, location, sim_no, install_date, status, remark)
     SELECT ${TID}, 'SB-' || lpad((g + 1)::text, 4, '0'),
            coalesce(f.name || ' ', '') || ($2::text[])[1 + g % 7],
            ($1::text[])[1 + g % 7], ($3::text[])[1 + g % 6], f.id,
            coalesce(f.address, '杭州市' || ($6::text[])[1 + g % cardinality($6::text[])] || ' ' || (10 + g * 3) || ' 号'),
            CASE WHEN f.location IS NOT NULL
                 THEN round((split_part(f.location, ',', 1)::float8 + 0.0002)::numeric, 6) || ',' || round((split_part(f.location, ',', 2)::float8 + 0.0002)::numeric, 6)
                 ELSE round(($4::float8 + ((g * 37) % 61 - 30) * 0.001)::numeric, 6) || ',' || round(($5::float8 + ((g * 53) % 47 - 23) * 0.001)::numeric, 6) END,
            '1440' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
            DATE '2024-03-01' + g * 11,
            CASE WHEN g % 11 = 5 THEN 'fault' WHEN g % 13 = 7 THEN 'maintenance' WHEN g % 17 = 16 THEN 'disabled' ELSE 'normal' END,
            CASE WHEN g % 11 = 5 THEN '通信中断，已报修' END
       FROM generate_series(0, $7::int - 1) g CROSS JOIN n
       LEFT JOIN f ON f.i = (g * 2) % nullif(n.c, 0)`,
    [TYPES, TYPE_NAMES, BRANDS, p.lng, p.lat, p.roads, devices],
  );
  // Two sensors per device, of the kinds its type carries.
  await seedTable(sql, t.sensor!,
    `INSERT INTO ${t.sensor} (tenant_id, sensor_no, name, sensor_type, device_id, measure_unit, range_min, range_max, accuracy, sample_seconds, install_date, status)
     SELECT ${TID}, 'CG-' || substr(d.device_no, 4) || '-' || k, d.name || ' ' || s.label, s.kind, d.id, s.unit, s.lo, s.hi, s.acc,
            CASE WHEN d.device_type = 'overflow' THEN 1800 ELSE 300 END, d.install_date, CASE WHEN d.status = 'fault' AND k = 1 THEN 'fault' ELSE d.status END
       FROM ${t.device} d CROSS JOIN generate_series(1, 2) k
       CROSS JOIN LATERAL (SELECT * FROM (VALUES
         ('overflow', 1, 'ultrasonic', '料位传感器', 'cm', 0, 300, 1.0), ('overflow', 2, 'temperature', '温度传感器', '℃', -40, 85, 0.5),
         ('weighing', 1, 'weight', '称重传感器', 'kg', 0, 5000, 0.1), ('weighing', 2, 'temperature', '温度传感器', '℃', -40, 85, 0.5),
         ('environment', 1, 'temperature', '温度传感器', '℃', -40, 85, 0.5), ('environment', 2, 'humidity', '湿度传感器', '%RH', 0, 100, 2.0),
         ('leachate', 1, 'ph', 'pH 电极', 'pH', 0, 14, 0.1), ('leachate', 2, 'flow', '电磁流量计', 'm³/h', 0, 50, 0.5),
         ('meter', 1, 'power', '电能计量模块', 'kWh', 0, 99999, 0.5), ('meter', 2, 'flow', '水表计量模块', 'm³', 0, 9999, 1.0),
         ('odor', 1, 'h2s', '硫化氢传感器', 'ppm', 0, 100, 3.0), ('odor', 2, 'nh3', '氨气传感器', 'ppm', 0, 100, 3.0),
         ('gateway', 1, 'temperature', '温度传感器', '℃', -40, 85, 0.5), ('gateway', 2, 'humidity', '湿度传感器', '%RH', 0, 100, 2.0)
       ) v(dtype, n, kind, label, unit, lo, hi, acc) WHERE v.dtype = d.device_type AND v.n = k) s`,
  );
  // Monthly IoT card traffic for every device; electricity too for powered stations.
  await seedTable(sql, t.rateRecord!,
    `INSERT INTO ${t.rateRecord} (tenant_id, bill_no, device_id, fee_type, start_date, end_date, quantity, quantity_unit, unit_price, amount, pay_date, payer, remark)
     SELECT ${TID}, 'ZD-' || to_char(m.start, 'YYYYMM') || '-' || substr(d.device_no, 4) || CASE fee WHEN 'traffic' THEN 'T' ELSE 'E' END,
            d.id, fee, m.start, (m.start + interval '1 month' - interval '1 day')::date, q, CASE fee WHEN 'traffic' THEN 'GB' ELSE 'kWh' END,
            price, round((q * price)::numeric, 2)::float8, (m.start + interval '1 month' + interval '4 days')::date, ($1::text[])[1 + d.id % 24], NULL
       FROM ${t.device} d
       CROSS JOIN (SELECT (DATE '2026-08-01' + (k || ' month')::interval)::date AS start, k FROM generate_series(0, 2) k) m
       CROSS JOIN LATERAL (SELECT 'traffic' AS fee, round((0.4 + ${noise('d.id', 'm.k')} * 2.6)::numeric, 2)::float8 AS q, 5.0::float8 AS price
                           UNION ALL
                           SELECT 'electric', round((180 + ${noise('d.id', 'm.k + 7')} * 320)::numeric, 1)::float8, 0.8125::float8
                            WHERE d.device_type IN ('environment', 'leachate', 'odor')) x`,
    [people],
  );
  // Bins at the collection points, rooms, shop and institution points (four in ten facilities).
  await seedTable(sql, t.overflowDevice!,
    `INSERT INTO ${t.overflowDevice} (tenant_id, device_no, name, facility_id, container_type, capacity, threshold, location, install_date, status)
     SELECT ${TID}, 'MY-' || lpad((g + 1)::text, 4, '0'), f.name || ' 满溢监测', f.id,
            (ARRAY['bin240', 'bin660', 'box', 'compressBox'])[1 + g % 4], (ARRAY[240, 660, 3000, 8000])[1 + g % 4],
            (ARRAY[80, 75, 85, 90])[1 + g % 4], f.location, DATE '2025-04-01' + g * 5,
            CASE WHEN g % 9 = 4 THEN 'fault' ELSE 'normal' END
       FROM (SELECT id, name, location, (row_number() OVER (ORDER BY code, id) - 1)::int AS g FROM ${facility}
              WHERE facility_type IN ('communityPoint', 'garbageRoom', 'streetShop', 'publicInstitution')) f
      WHERE f.g < $1`,
    [Math.round(p.facilities * 0.4)],
  );
  // A bin fills from its 06:00 collection on, each at its own pace (weekends 20 % faster), capped at 100 %.
  await seedTable(sql, t.overflowRecord!,
    `WITH d AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS r FROM ${t.overflowDevice}),
          s AS (SELECT k, TIMESTAMP '${SEED_END} 22:00:00' - interval '4 hours' * k AS at FROM generate_series(0, ${READING_DAYS * 6 - 1}) k)
     INSERT INTO ${t.overflowRecord} (tenant_id, overflow_device_id, record_time, fill_level, temperature, battery)
     SELECT ${TID}, d.id, s.at,
            round(least(100, greatest(0, ((extract(hour FROM s.at)::int + 18) % 24) * (1.8 + (d.r % 6) * 0.7)
                  * CASE WHEN extract(isodow FROM s.at) >= 6 THEN 1.2 ELSE 1 END + ${noise('d.id', 's.k')} * 8 - 2))::numeric, 1)::float8,
            round((14 + 6 * sin(pi() * (extract(hour FROM s.at) - 9) / 12) + ${noise('s.k', 'd.id')} * 2)::numeric, 1)::float8,
            greatest(20, 100 - s.k / 6 - d.r)
       FROM d CROSS JOIN s`,
  );
  // Monitor items at the devices that measure them (tenant 2 keeps the first six).
  const items = ITEMS.slice(0, p.facilities >= 40 ? ITEMS.length : 6);
  await seedTable(sql, t.monitorItem!,
    `INSERT INTO ${t.monitorItem} (tenant_id, code, name, category, measure_unit, lower_limit, upper_limit, device_id, facility_id, interval_minutes, status, remark)
     SELECT ${TID}, x.code, x.name, x.category, x.unit, x.lo, x.hi, d.id, d.facility_id, 60, 'enabled', '排放限值依据 GB 14554、GB 16889'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[]) WITH ORDINALITY AS x(code, name, category, unit, lo, hi, dtype, i)
       LEFT JOIN LATERAL (SELECT id, facility_id FROM ${t.device} WHERE device_type = x.dtype ORDER BY id OFFSET (x.i - 1) % 2 LIMIT 1) d ON true`,
    [items.map((i) => i[0]), items.map((i) => i[1]), items.map((i) => i[2]), items.map((i) => i[3]), items.map((i) => i[4]), items.map((i) => i[5]), items.map((i) => ITEM_DEVICE[i[2]]!)],
  );
  // Readings every 3 hours (the seed stays under a second; devices report more often): a daily swing peaking mid-afternoon plus noise; every 5th item manual at 08:00.
  await seedTable(sql, t.monitorRecord!,
    `WITH i AS (SELECT id, code, x.base, x.amp FROM ${t.monitorItem} JOIN unnest($1::text[], $2::float8[], $3::float8[]) AS x(c, base, amp) ON x.c = code),
          s AS (SELECT k, TIMESTAMP '${SEED_END} 23:00:00' - interval '3 hours' * k AS at FROM generate_series(0, ${READING_DAYS * 8 - 1}) k)
     INSERT INTO ${t.monitorRecord} (tenant_id, monitor_item_id, record_time, value, source)
     SELECT ${TID}, i.id, s.at,
            round((i.base + i.amp * sin(pi() * (extract(hour FROM s.at) - 9) / 12) + i.amp * (${noise('i.id', 's.k')} * 1.4 - 0.7))::numeric, 3)::float8,
            CASE WHEN i.id % 5 = 0 AND extract(hour FROM s.at) = 8 THEN 'manual' ELSE 'auto' END
       FROM i CROSS JOIN s`,
    [ITEMS.map((i) => i[0]), ITEMS.map((i) => i[6]), ITEMS.map((i) => i[7])],
  );
}
