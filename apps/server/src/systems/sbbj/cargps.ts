/**
 * 设备在线's car GPS terminals follow the GPS store, not the heartbeat schedule: a terminal's
 * last heartbeat is its vehicle's last position (gps_last_position), it is offline once silent
 * longer than its threshold (seeded to the GPS offline threshold, OFFLINE_AFTER_MS), and its
 * offline periods are the silences of the position history — the same facts the live map shows.
 * GPS times are Beijing wall time (gps/simulate.ts); sbbj tables hold the database's local time.
 */
import type { Sql } from '../../db/types';
import { OFFLINE_AFTER_MS } from '../../gps/live';
import { tables } from '../../seed/tables';

export const GPS_OFFLINE_MINUTES = OFFLINE_AFTER_MS / 60_000;
const KIND = 'cargps';
/** Beijing wall time ↔ the database's local timestamp. */
const fromWall = (col: string) => `(${col} AT TIME ZONE INTERVAL '+08:00')::timestamp(0)`;
const toWall = (col: string) => `(${col}::timestamptz AT TIME ZONE INTERVAL '+08:00')`;
const threshold = `make_interval(mins => coalesce(d.offline_minutes, ${GPS_OFFLINE_MINUTES}))`;

/**
 * First start: the offline periods of the last `days` from the position history — every silence
 * longer than the device's threshold between two positions, and an open one after the last
 * position when it is older than the threshold. Only while the tenant has no car GPS periods.
 */
export async function seedCarGpsPeriods(sql: Sql, days: number): Promise<void> {
  const [has] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM sbbj_offline_period WHERE device_kind = $1`, [KIND]);
  if (has!.n > 0) return;
  const t = tables('sbbj')[KIND]!;
  await sql.query(
    `INSERT INTO sbbj_offline_period (tenant_id, device_kind, device_id, start_time, end_time)
     SELECT current_setting('app.tenant_id'), $1, g.device_id, ${fromWall('g.at')}, ${fromWall('g.next_at')}
       FROM (SELECT d.id AS device_id, p.at, lead(p.at) OVER (PARTITION BY d.id ORDER BY p.at) AS next_at, ${threshold} AS gap
               FROM ${t} d JOIN gps_position p ON p.device_kind = 'vehicle' AND p.vehicle_id = d.vehicle_id
              WHERE p.at >= ${toWall('localtimestamp(0)')} - make_interval(days => $2::int)) g
      WHERE g.next_at - g.at > g.gap`,
    [KIND, days],
  );
}

/**
 * One step for the current tenant at the database's now: heartbeats from the last positions, the
 * online state from the silence, open periods closed at the first position after their start,
 * new ones opened at the last position of a device that is silent (at its registration when it
 * never reported: its last heartbeat stays empty).
 */
export async function syncCarGps(sql: Sql): Promise<void> {
  const t = tables('sbbj')[KIND]!;
  await sql.query(`UPDATE ${t} d SET last_heartbeat = ${fromWall('l.at')} FROM gps_last_position l WHERE l.device_kind = 'vehicle' AND l.vehicle_id = d.vehicle_id AND d.last_heartbeat IS DISTINCT FROM ${fromWall('l.at')}`);
  await sql.query(
    `UPDATE ${t} d SET online_status = CASE WHEN d.last_heartbeat IS NOT NULL AND d.last_heartbeat >= localtimestamp(0) - ${threshold} THEN 'online' ELSE 'offline' END`,
  );
  // Reported since the period began: it ends at the first position after its start (a device
  // silent again after that one report gets a new period from its last position below).
  await sql.query(
    `UPDATE sbbj_offline_period p
        SET end_time = coalesce((SELECT ${fromWall('min(g.at)')} FROM gps_position g WHERE g.device_kind = 'vehicle' AND g.vehicle_id = d.vehicle_id AND g.at > ${toWall('p.start_time')}), d.last_heartbeat)
       FROM ${t} d
      WHERE p.device_kind = $1 AND p.end_time IS NULL AND p.device_id = d.id AND d.last_heartbeat > p.start_time`,
    [KIND],
  );
  await sql.query(
    `INSERT INTO sbbj_offline_period (tenant_id, device_kind, device_id, start_time)
     SELECT current_setting('app.tenant_id'), $1, d.id, coalesce(d.last_heartbeat, d.create_time) FROM ${t} d
      WHERE d.online_status = 'offline'
        AND NOT EXISTS (SELECT 1 FROM sbbj_offline_period p WHERE p.device_kind = $1 AND p.device_id = d.id AND p.end_time IS NULL)`,
    [KIND],
  );
}
