/**
 * Where every equipped worker is now: their last report (GPS store, kind wearable), whether the
 * device is online, whether now is work time of their area, and so their state — 在岗 (inside the
 * area in work time), 离岗 (outside it), 离线 (silent in work time), 非作业时段. The kanban, the live
 * tree, the one-map and the people layer read this one function.
 */
import type { Sql } from '../../db/types';
import { insideRing } from '../../../../../src/map/fence';
import { OFFLINE_AFTER_MS } from '../../gps/live';
import { r1, wallMs } from '../../gps/query';
import { wallText } from '../../gps/simulate';
import { assignments, type Assignment } from './assignments';

export type NowState = 'onPost' | 'outOfArea' | 'offline' | 'offDuty';

export const NOW_LABEL: Record<NowState, string> = { onPost: '在岗', outOfArea: '离岗', offline: '离线', offDuty: '非作业时段' };
/** The people layer colours states by the on-post enum: 在岗, 离岗, and 未上线 for the silent and the resting. */
export const NOW_AS_ON_POST: Record<NowState, string> = { onPost: 'onPost', outOfArea: 'left', offline: 'notOnline', offDuty: 'notOnline' };

export interface WorkerNow extends Assignment {
  time: string | null;
  lon: number | null;
  lat: number | null;
  speed: number;
  battery: number | null;
  online: boolean;
  inWork: boolean;
  state: NowState;
  /** Unacknowledged device alarms of the last day (the live map's alarm counts). */
  alarms: number;
}

export async function workersNow(sql: Sql, now: number): Promise<WorkerNow[]> {
  const people = await assignments(sql);
  const last = await sql.query<{ vehicle_id: number; device_no: string; at: Date | string; lon: number; lat: number; speed: number; status: number; battery: number | null; alarms: number }>(
    `SELECT l.vehicle_id, l.device_no, l.at, l.lon, l.lat, l.speed, l.status, l.battery,
            (SELECT count(*)::int FROM gps_alarm a WHERE a.device_kind = 'wearable' AND a.vehicle_id = l.vehicle_id AND a.ack_at IS NULL AND a.at >= l.at - INTERVAL '1 day') AS alarms
     FROM gps_last_position l WHERE l.device_kind = 'wearable' AND l.vehicle_id = ANY($1::int[])`,
    [people.map((p) => p.staffId)],
  );
  const by = new Map(last.map((r) => [r.vehicle_id, r]));
  const midnight = now - (now % 86_400_000);
  const minute = (now - midnight) / 60_000;
  return people.map((a) => {
    const l = by.get(a.staffId);
    const at = l ? wallMs(l.at) : null;
    const online = Boolean(l && at !== null && l.status !== 0 && now - at < OFFLINE_AFTER_MS);
    const inWork = a.periods.some((p) => minute >= p.start && minute < p.end);
    const inside = Boolean(l && a.ring && insideRing([l.lon, l.lat], a.ring));
    const state: NowState = !inWork ? 'offDuty' : !online ? 'offline' : inside ? 'onPost' : 'outOfArea';
    return {
      ...a, time: at === null ? null : wallText(at), lon: l?.lon ?? null, lat: l?.lat ?? null, speed: l ? r1(l.speed) : 0,
      battery: l?.battery == null ? null : Math.round(Number(l.battery)), online, inWork, state, alarms: l?.alarms ?? 0,
    };
  });
}
