/**
 * 公厕管理 demo data of one tenant: the toilets 设备在线's toilet devices name (same names, so
 * the devices bind to them; a power meter is added beside each, and the others where 设备在线 has not
 * registered them), sensors with thresholds on
 * those devices, and 30 days up to SEED_END of alarms (readings beyond the thresholds), meter
 * readings, public ratings and cleanings by the tenant's staff. Set-based and deterministic.
 */
import type { Sql } from '../../db/types';
import { SEED_END, type TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;
export const DAYS = 30;
/** The names 设备在线 gives its toilet devices (sbbj/seed.ts): tenant 1 has all, tenant 2 the first four. */
const TOILETS = ['西湖文化广场公厕', '武林门公厕', '湖滨路公厕', '南山路公厕', '北山街公厕', '河坊街公厕', '城站公厕', '黄龙公厕'];
const ADDRESS = ['中山北路 580 号', '武林广场东侧', '湖滨路 23 号', '南山路 208 号', '北山街 40 号', '河坊街 118 号', '城站广场西侧', '黄龙路 5 号'];
const DAYS_SQL = `(SELECT ($1::date - g)::date AS d, g FROM generate_series(0, ${DAYS - 1}) g)`;
const COMMENTS = ['环境很差，异味明显', '纸巾缺少，地面湿滑', '基本干净，洗手液不足', '干净整洁，没有异味', '非常干净，保洁阿姨很负责'];

export async function seedGcgl(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('gcgl');
  const pf = tables('platform');
  const dev = t.device!; // 设备在线's toiletdevice table (a view of it)
  const n = p.tenantId === '1' ? TOILETS.length : 4;
  await seedTable(sql, t.equipment!,
    `WITH r AS (SELECT id, row_number() OVER (ORDER BY code) - 1 AS k, count(*) OVER () AS c FROM ${pf.region} WHERE level = 'street'),
          c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS c FROM ${pf.company}),
          s AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS c FROM ${pf.staff})
     INSERT INTO ${t.equipment} (tenant_id, code, name, level, region_id, company_id, keeper_id, address, location, male_stalls, female_stalls,
                                 accessible_stalls, open_time, close_time, status, sync_time)
     SELECT ${TID}, 'GC-' || $1 || lpad(i::text, 2, '0'), ($2::text[])[i], (ARRAY['first','second','first','third'])[1 + i % 4],
            (SELECT id FROM r WHERE k = i % r.c), (SELECT id FROM c WHERE k = i % c.c), (SELECT id FROM s WHERE k = i % s.c),
            ($3::text[])[i], round(($4::float8 + (i % 3 - 1) * 0.012 + i * 0.002)::numeric, 6) || ',' || round(($5::float8 + (i % 4 - 1.5) * 0.01)::numeric, 6),
            4 + i % 3, 6 + i % 4, 1, CASE WHEN i % 4 = 0 THEN '00:00' ELSE '06:00' END, CASE WHEN i % 4 = 0 THEN '23:59' ELSE '22:00' END,
            CASE WHEN i = 7 THEN 'maintenance' ELSE 'open' END, ($6::date - 1)::timestamp + time '20:00'
       FROM generate_series(1, $7::int) i`,
    [p.plateLetter, TOILETS, ADDRESS, p.lng, p.lat, SEED_END, n]);
  // Bind 设备在线's devices to their toilets; a toilet's devices it lacks (its power meter) are added there.
  await sql.query(`UPDATE ${dev} d SET equipment_id = e.id FROM ${t.equipment} e WHERE d.equipment_id IS NULL AND d.toilet_name = e.name`);
  await sql.query(
    `INSERT INTO ${dev} (tenant_id, device_no, toilet_name, sensor_type, offline_minutes, equipment_id, online_status, last_heartbeat)
     SELECT ${TID}, 'WC-' || substr(e.code, 4) || '-' || k.n, e.name, k.type, 20, e.id, 'online', localtimestamp(0)
       FROM ${t.equipment} e, (VALUES (1, 'odor'), (2, 'flow'), (3, 'water'), (4, 'power')) k(n, type)
      WHERE NOT EXISTS (SELECT 1 FROM ${dev} d WHERE d.device_no = 'WC-' || substr(e.code, 4) || '-' || k.n)`);
  await seedTable(sql, t.sensor!,
    `INSERT INTO ${t.sensor} (tenant_id, code, name, equipment_id, device_id, sensor_kind, unit, lower_limit, upper_limit, sensor_status)
     SELECT ${TID}, 'S-' || substr(d.device_no, 4) || '-' || k.n, e.name || k.label, e.id, d.id, k.kind, k.unit, k.lo, k.hi, 'normal'
       FROM ${dev} d JOIN ${t.equipment} e ON e.id = d.equipment_id
       JOIN (VALUES ('odor', 1, 'ammonia', '氨气', 'ppm', NULL, 1.5), ('odor', 2, 'hydrogenSulfide', '硫化氢', 'ppm', NULL, 0.1),
                    ('flow', 1, 'passenger', '客流', '人次/时', NULL, 240), ('flow', 2, 'occupancy', '厕位占用率', '%', NULL, 95),
                    ('water', 1, 'water', '日用水', '吨', 0.2, 6), ('power', 1, 'power', '日用电', '千瓦时', 2, 60))
            AS k(type, n, kind, label, unit, lo, hi) ON k.type = d.sensor_type`);
  // Readings beyond the thresholds on some days: alarms; those of the last day are still open.
  await seedTable(sql, t.alarm!,
    `INSERT INTO ${t.alarm} (tenant_id, alarm_no, equipment_id, sensor_id, sensor_kind, alarm_kind, value, threshold, alarm_time, alarm_status, handle_remark, handle_time)
     SELECT ${TID}, 'BJ' || to_char(dd.d, 'YYYYMMDD') || lpad(s.id::text, 4, '0'), s.equipment_id, s.id, s.sensor_kind, 'overUpper',
            round((s.upper_limit * (1.1 + ((s.id * 7 + dd.g) % 5) * 0.1))::numeric, 2), s.upper_limit,
            dd.d + make_interval(hours => 8 + (s.id + dd.g) % 12, mins => (s.id * 13) % 60), CASE WHEN dd.g = 0 THEN 'pending' ELSE 'handled' END,
            CASE WHEN dd.g = 0 THEN NULL ELSE '已通知保洁员现场处理，读数恢复正常' END,
            CASE WHEN dd.g = 0 THEN NULL ELSE dd.d + make_interval(hours => 9 + (s.id + dd.g) % 12) END
       FROM ${t.sensor} s, ${DAYS_SQL} dd WHERE (s.id * 5 + dd.g * 3) % 11 = 0`, [SEED_END]);
  await sql.query(
    `UPDATE ${t.sensor} s SET current_value = COALESCE(a.value, round((s.upper_limit * (0.35 + (s.id % 5) * 0.1))::numeric, 2)),
            read_time = $1::date + time '18:00', sensor_status = CASE WHEN a.value IS NULL THEN 'normal' ELSE 'alarm' END
       FROM ${t.sensor} s2 LEFT JOIN ${t.alarm} a ON a.sensor_id = s2.id AND a.alarm_status = 'pending'
      WHERE s.id = s2.id AND s.read_time IS NULL`, [SEED_END]);
  await seedTable(sql, t.waterElectric!,
    `INSERT INTO ${t.waterElectric} (tenant_id, equipment_id, read_date, water, power, water_fee, power_fee)
     SELECT ${TID}, e.id, dd.d, w.water, w.power, round(w.water * 4.1, 2), round(w.power * 0.62, 2)
       FROM ${t.equipment} e, ${DAYS_SQL} dd,
            LATERAL (SELECT round((1.6 + ((e.id * 3 + dd.g * 7) % 17) * 0.17)::numeric, 2) AS water, round((22 + ((e.id * 5 + dd.g * 11) % 19) * 1.3)::numeric, 1) AS power) w`, [SEED_END]);
  await seedTable(sql, t.comment!,
    `INSERT INTO ${t.comment} (tenant_id, equipment_id, score, source, content, nickname, comment_time, reply_status, reply)
     SELECT ${TID}, e.id, sc.score, (ARRAY['qrcode','miniProgram','qrcode','hotline'])[1 + (e.id + dd.g + k) % 4], ($2::text[])[sc.score],
            '市民' || lpad(((e.id * 37 + dd.g * 11 + k) % 900 + 100)::text, 3, '0'), dd.d + make_interval(hours => 8 + (e.id + k * 5 + dd.g) % 12, mins => (dd.g * 7) % 60),
            CASE WHEN dd.g < 2 THEN 'pending' ELSE 'replied' END, CASE WHEN dd.g < 2 THEN NULL ELSE '感谢您的反馈，我们已安排保洁员跟进。' END
       FROM ${t.equipment} e, ${DAYS_SQL} dd, generate_series(0, 1) k,
            LATERAL (SELECT (ARRAY[5,4,5,3,4,5,2,4,1,5,4])[1 + (e.id * 3 + dd.g * 5 + k * 7) % 11] AS score) sc
      WHERE (e.id + dd.g + k) % 3 <> 0`, [SEED_END, COMMENTS]);
  await seedTable(sql, t.cleanRecord!,
    `WITH s AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS c FROM ${pf.staff})
     INSERT INTO ${t.cleanRecord} (tenant_id, equipment_id, cleaner_id, position, clean_time, minutes, result, remark)
     SELECT ${TID}, e.id, CASE WHEN k % 2 = 0 THEN e.keeper_id ELSE (SELECT id FROM s WHERE s.k = (e.id + 1) % s.c) END,
            (ARRAY['maleRoom','femaleRoom','accessible','washBasin','floor','thirdRoom'])[1 + (k + dd.g) % 6],
            dd.d + time '06:30' + make_interval(mins => k * 150 + (e.id * 7 + dd.g) % 20), 10 + (e.id + k * 3 + dd.g) % 16,
            CASE WHEN (e.id + k + dd.g * 3) % 23 = 0 THEN 'unqualified' ELSE 'qualified' END,
            CASE WHEN (e.id + k + dd.g * 3) % 23 = 0 THEN '地面有积水，已返工' ELSE NULL END
       FROM ${t.equipment} e, ${DAYS_SQL} dd, generate_series(0, 5) k WHERE e.status = 'open'`, [SEED_END]);
}
