/**
 * sbbj demo devices of one tenant: a GPS terminal and a camera per platform vehicle, cameras at
 * the facilities, sensors in public toilets; the last 7 days of offline periods of the cameras and
 * sensors follow the same schedule as the live simulation (services/device-heartbeats.ts), the GPS
 * terminals' follow the GPS store (cargps.ts).
 */
import type { Sql } from '../../db/types';
import { outages, SLOT_MS } from '../../services/device-heartbeats';
import { GPS_OFFLINE_MINUTES } from './cargps';
import type { TenantProfile } from '../../seed/profiles';
import { seedTable } from '../../seed/seed-table';
import { tables } from '../../seed/tables';

const TID = `current_setting('app.tenant_id')`;
export const HISTORY_DAYS = 7;
const TOILETS = ['西湖文化广场公厕', '武林门公厕', '湖滨路公厕', '南山路公厕', '北山街公厕', '河坊街公厕', '城站公厕', '黄龙公厕'];

/** Camera codes shared with 视频监管's cameras (the same physical cameras). */
export const vehicleCameraCode = `'VC-' || lpad(v.id::text, 4, '0')`;
export const facilityCameraCode = `'FC-' || f.code`;

export async function seedDevices(sql: Sql, p: TenantProfile): Promise<void> {
  const t = tables('sbbj');
  const v = tables('platform').vehicle;
  const f = tables('platform').facility;
  await seedTable(sql, t.cargps!, `INSERT INTO ${t.cargps} (tenant_id, device_no, vehicle_id, offline_minutes) SELECT ${TID}, coalesce(v.gps_device_no, 'GPS-' || v.id), v.id, ${GPS_OFFLINE_MINUTES} FROM ${v} v`);
  await seedTable(sql, t.carcamera!, `INSERT INTO ${t.carcamera} (tenant_id, device_no, vehicle_id, channel, offline_minutes) SELECT ${TID}, ${vehicleCameraCode}, v.id, 1, 10 FROM ${v} v`);
  await seedTable(sql, t.infrascamera!,
    `INSERT INTO ${t.infrascamera} (tenant_id, device_no, facility_id, channel, offline_minutes)
     SELECT ${TID}, ${facilityCameraCode}, f.id, 1, 15 FROM ${f} f
      WHERE f.facility_type IN ('transferStation', 'compressionStation') OR f.id % 4 = 0`);
  await seedTable(sql, t.toiletdevice!,
    `INSERT INTO ${t.toiletdevice} (tenant_id, device_no, toilet_name, sensor_type, offline_minutes)
     SELECT ${TID}, 'WC-' || $1 || lpad(i::text, 2, '0') || '-' || s.n, ($2::text[])[i], s.kind, 20
       FROM generate_series(1, $3::int) i, (VALUES (1, 'odor'), (2, 'flow'), (3, 'water')) s(n, kind)`,
    [p.plateLetter, TOILETS, p.tenantId === '1' ? TOILETS.length : 4]);
  // Car GPS periods come from the position history once it is written (cargps.ts, at ready).
  for (const [kind, minutes] of [['carcamera', 10], ['infrascamera', 15], ['toiletdevice', 20]] as const) await seedHistory(sql, kind, t[kind]!, minutes);
}

/** The schedule's offline periods of the last days; the open one leaves the device silent since its start. */
async function seedHistory(sql: Sql, kind: string, table: string, offlineMinutes: number): Promise<void> {
  const [has] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM sbbj_offline_period WHERE device_kind = $1`, [kind]);
  if (has!.n > 0) return;
  const devices = await sql.query<{ id: number; key: string }>(`SELECT id, device_no AS key FROM ${table} ORDER BY device_no, id`);
  const now = Date.now();
  const from = Math.floor((now - HISTORY_DAYS * 86_400_000) / SLOT_MS) * SLOT_MS;
  const periods: { d: number; s: number; e: number | null }[] = [];
  const silentSince: { d: number; s: number; offline: boolean }[] = [];
  devices.forEach((dev, i) => {
    for (const o of outages(dev.key, i, from, now)) {
      // Silent for less than its threshold: not offline yet, no period (the heartbeat step opens it).
      const offline = o.end !== undefined || now - o.start > offlineMinutes * 60_000;
      if (offline) periods.push({ d: dev.id, s: o.start, e: o.end ?? null });
      if (o.end === undefined) silentSince.push({ d: dev.id, s: o.start, offline });
    }
  });
  const stamp = (col: string) => `to_timestamp(${col} / 1000.0)::timestamp(0)`;
  await sql.query(
    `INSERT INTO sbbj_offline_period (tenant_id, device_kind, device_id, start_time, end_time)
     SELECT ${TID}, $1, r.d, ${stamp('r.s')}, CASE WHEN r.e IS NULL THEN NULL ELSE ${stamp('r.e')} END
       FROM jsonb_to_recordset($2::jsonb) AS r(d int, s float8, e float8)`,
    [kind, JSON.stringify(periods)],
  );
  await sql.query(
    `UPDATE ${table} t SET last_heartbeat = ${stamp('r.s')}, online_status = CASE WHEN r.offline THEN 'offline' ELSE 'online' END
       FROM jsonb_to_recordset($1::jsonb) AS r(d int, s float8, offline boolean) WHERE t.id = r.d`,
    [JSON.stringify(silentSince)],
  );
  await sql.query(`UPDATE ${table} SET last_heartbeat = ${stamp(String(now))}, online_status = 'online' WHERE last_heartbeat IS NULL`);
}
