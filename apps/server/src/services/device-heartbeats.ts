/**
 * Simulated device heartbeats (sbbj devices, spjg cameras). Each device follows a fixed outage
 * schedule in half-hour slots, so the seeded history and the live simulation agree: a device
 * that is "down" sends no heartbeat, and it counts as offline once it has been silent longer
 * than its offline threshold. The first two devices of each kind are faulty ones taking turns: each
 * is down every other day and an hour into the next, so at any time one of them has been silent
 * past any threshold and the offline lists always have something to show.
 */
import type { AppContext } from '../context';
import type { Sql } from '../db/types';
import { ident } from '../resources/names';

export const SLOT_MS = 30 * 60_000;
const DAY_SLOTS = 48;
/** A faulty device's outage: its day and the first hour of the next, overlapping the other's. */
const FAULTY_DOWN_SLOTS = DAY_SLOTS + 2;

/** FNV-1a: a stable hash of a device key. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Whether the device sends no heartbeats during the slot. `position`: the device's place in its
 * kind by key; the first two are the kind's chronically failing devices, down on alternate days.
 */
export function isDown(key: string, slot: number, position: number): boolean {
  if (position < 2) return (slot + position * DAY_SLOTS) % (2 * DAY_SLOTS) < FAULTY_DOWN_SLOTS;
  if (hash(key) % 7 === 0) return Math.floor(slot / DAY_SLOTS) % 2 === 0;
  return hash(`${key}:${slot}`) % 100 < 5;
}

export interface OutagePeriod {
  start: number;
  /** undefined while still down at `now`. */
  end?: number;
}

/** The device's down periods from `from` until `now` (ms), as the schedule gives them. */
export function outages(key: string, position: number, from: number, now: number): OutagePeriod[] {
  const out: OutagePeriod[] = [];
  let open: number | undefined;
  const last = Math.floor(now / SLOT_MS);
  for (let slot = Math.floor(from / SLOT_MS); slot <= last; slot++) {
    const down = isDown(key, slot, position);
    if (down && open === undefined) open = Math.max(slot * SLOT_MS, from);
    if (!down && open !== undefined) {
      out.push({ start: open, end: slot * SLOT_MS });
      open = undefined;
    }
  }
  if (open !== undefined) out.push({ start: open });
  return out;
}

/** A JS time as the database's local timestamp text (tables hold timestamp(0) local times). */
export function localStamp(sql: Sql, ms: number): Promise<string> {
  return sql.query<{ t: string }>(`SELECT to_char(to_timestamp($1 / 1000.0)::timestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS t`, [ms]).then((r) => r[0]!.t);
}

export interface HeartbeatTable {
  table: string;
  /** Column holding the device key (device_no, code). */
  keyColumn: string;
  /** sbbj kinds record their offline periods; cameras keep only the state. */
  periodsKind?: string;
  /**
   * SQL expression of a row's device kind: the first two devices (by key) of each kind are the
   * faulty ones. 视频监管's cameras group by code prefix (VC-, FC-), as 设备在线's kinds do.
   */
  groupBy?: string;
}

/** The ids of the devices up at `now` (rows in key order: each kind's first two are the faulty ones). */
export function upIds(rows: readonly { id: number; key: string; grp: string }[], now: number): number[] {
  const seen = new Map<string, number>();
  return rows.filter((r) => {
    const position = seen.get(r.grp) ?? 0;
    seen.set(r.grp, position + 1);
    return !isDown(r.key, Math.floor(now / SLOT_MS), position);
  }).map((r) => r.id);
}

/**
 * One simulation step for one table of the current tenant: devices that are up beat now; the
 * online state follows the silence; offline periods open at the last heartbeat and close on
 * the first heartbeat after it.
 */
export async function beat(sql: Sql, spec: HeartbeatTable, now = Date.now()): Promise<void> {
  const t = ident(spec.table);
  const k = ident(spec.keyColumn);
  const threshold = spec.periodsKind ? 'coalesce(offline_minutes, 10)' : '10';
  const rows = await sql.query<{ id: number; key: string; grp: string }>(`SELECT id, ${k} AS key, ${spec.groupBy ?? "''"} AS grp FROM ${t} ORDER BY ${k}, id`);
  const up = upIds(rows, now);
  const stamp = `to_timestamp(${now} / 1000.0)::timestamp(0)`;
  await sql.query(`UPDATE ${t} SET last_heartbeat = ${stamp} WHERE id = ANY($1::int[])`, [up]);
  if (spec.periodsKind) {
    // Back online: close the open period at this heartbeat.
    await sql.query(
      `UPDATE sbbj_offline_period p SET end_time = ${stamp} FROM ${t} d
        WHERE p.device_kind = $1 AND p.end_time IS NULL AND p.device_id = d.id AND d.id = ANY($2::int[])`,
      [spec.periodsKind, up],
    );
  }
  await sql.query(
    `UPDATE ${t} SET online_status = CASE WHEN last_heartbeat IS NULL OR last_heartbeat < ${stamp} - make_interval(mins => ${threshold}) THEN 'offline' ELSE 'online' END`,
  );
  if (spec.periodsKind) {
    await sql.query(
      `INSERT INTO sbbj_offline_period (tenant_id, device_kind, device_id, start_time)
       SELECT current_setting('app.tenant_id'), $1, d.id, coalesce(d.last_heartbeat, ${stamp}) FROM ${t} d
        WHERE d.online_status = 'offline'
          AND NOT EXISTS (SELECT 1 FROM sbbj_offline_period p WHERE p.device_kind = $1 AND p.device_id = d.id AND p.end_time IS NULL)`,
      [spec.periodsKind],
    );
  }
}

/**
 * Runs `step` now and every `settings.deviceHeartbeatMs` (one at a time) while the server runs;
 * off when the setting is 0, as in tests. Returns the stop function a system's `start` returns.
 */
export function heartbeatJob(app: AppContext, step: () => Promise<void>): () => void {
  const every = app.settings.deviceHeartbeatMs;
  if (!every) return () => undefined;
  let running: Promise<void> = step().catch(() => undefined);
  const timer = setInterval(() => { running = running.then(step).catch(() => undefined); }, every);
  timer.unref();
  return () => clearInterval(timer);
}
