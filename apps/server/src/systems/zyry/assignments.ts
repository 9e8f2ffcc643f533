/**
 * Who works where: every person wearing an enabled positioning device, with their post (the
 * first enabled post listing them), its job area (ring and work periods) and their department —
 * what the simulator, the on-post computation and the live tree all start from. The tenant's
 * alarm settings (defaults until saved) sit here too.
 */
import type { Sql } from '../../db/types';
import { parseRing } from '../../../../../src/map/fence';
import type { LonLat } from '../../../../../src/map/roads';
import { moduleOf } from '../../../../catalogue/src';
import { tables } from '../../seed/tables';

export type Obj = Record<string, unknown>;
export const T = () => tables('zyry');
export const P = () => tables('platform');

export interface Assignment {
  staffId: number;
  name: string;
  phone: string;
  deptId: number;
  deviceId: number;
  deviceNo: string;
  model: string;
  postId: number | null;
  postName: string | null;
  postType: string | null;
  areaId: number | null;
  areaName: string | null;
  ring: LonLat[] | null;
  /** Work periods of the area, minutes after midnight. */
  periods: { start: number; end: number }[];
}

const minutes = (hhmm: string | null) => {
  if (!hhmm || !/^\d{2}:\d{2}$/.test(hhmm)) return null;
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
};

export function periodsOf(row: { shift1_start: string | null; shift1_end: string | null; shift2_start: string | null; shift2_end: string | null }) {
  const pairs = [[row.shift1_start, row.shift1_end], [row.shift2_start, row.shift2_end]] as const;
  return pairs.flatMap(([a, b]) => {
    const start = minutes(a);
    const end = minutes(b);
    return start !== null && end !== null && end > start ? [{ start, end }] : [];
  });
}

export async function assignments(sql: Sql): Promise<Assignment[]> {
  const z = T();
  const rows = await sql.query<{
    device_id: number; device_no: string; model: string; staff_id: number; name: string; phone: string; dept_id: number;
    post_id: number | null; post_name: string | null; post_type: string | null; area_id: number | null; area_name: string | null; boundary: string | null;
    shift1_start: string | null; shift1_end: string | null; shift2_start: string | null; shift2_end: string | null;
  }>(
    `SELECT d.id AS device_id, d.device_no, d.model, s.id AS staff_id, s.name, s.phone, s.dept_id,
            p.id AS post_id, p.name AS post_name, p.post_type, a.id AS area_id, a.name AS area_name, a.boundary,
            a.shift1_start, a.shift1_end, a.shift2_start, a.shift2_end
     FROM ${z.device} d JOIN ${P().staff} s ON s.id = d.staff_id
     LEFT JOIN LATERAL (SELECT id, name, post_type, area_id FROM ${z.post} p WHERE p.status = 'enabled' AND s.id = ANY(p.staff_ids) ORDER BY p.id LIMIT 1) p ON true
     LEFT JOIN ${z.jobArea} a ON a.id = p.area_id AND a.status = 'enabled'
     WHERE d.status = 'enabled'
     ORDER BY s.id`,
  );
  return rows.map((r) => ({
    staffId: r.staff_id, name: r.name, phone: r.phone, deptId: r.dept_id, deviceId: r.device_id, deviceNo: r.device_no, model: r.model,
    postId: r.post_id, postName: r.post_name, postType: r.post_type, areaId: r.area_id, areaName: r.area_name,
    ring: r.area_id ? parseRing(r.boundary) : null, periods: r.area_id ? periodsOf(r) : [],
  }));
}

export interface AlarmSettings {
  leaveMinutes: number;
  absentMinutes: number;
  overtimeMinutes: number;
  lowBattery: number;
  outOfAreaAlarm: boolean;
  offlineAlarm: boolean;
  lowBatteryAlarm: boolean;
  contractAlarm: boolean;
}

/** The tenant's alarm settings: the saved record, or the catalogue's defaults until one is saved. */
export async function alarmSettings(sql: Sql): Promise<AlarmSettings> {
  const fields = moduleOf('zyry')!.resources.find((r) => r.key === 'alarmSetting')!.fields;
  const defaults = Object.fromEntries(fields.map((f) => [f.key, f.defaultValue])) as unknown as AlarmSettings;
  const [row] = await sql.query<Record<string, unknown>>(
    `SELECT leave_minutes AS "leaveMinutes", absent_minutes AS "absentMinutes", overtime_minutes AS "overtimeMinutes", low_battery AS "lowBattery",
            out_of_area_alarm AS "outOfAreaAlarm", offline_alarm AS "offlineAlarm", low_battery_alarm AS "lowBatteryAlarm", contract_alarm AS "contractAlarm"
     FROM ${T().alarmSetting} ORDER BY id LIMIT 1`,
  );
  const out = { ...defaults };
  for (const [k, v] of Object.entries(row ?? {})) if (v !== null && v !== undefined) (out as unknown as Obj)[k] = v;
  return out;
}
