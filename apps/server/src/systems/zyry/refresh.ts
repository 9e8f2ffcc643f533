/**
 * What 作业人员 derives from the positions and the calendar, kept in its own tables so lists,
 * exports and the kanban read the same rows (decision 0281): each device's battery, last report
 * and online state; each worker's day on post and overtime (days of the history once, today on
 * every refresh); the alarm ledger (device alarms from the GPS store, out-of-area spells from the
 * day on post, contracts entering their reminder window or past their end); contract states.
 * Times are Beijing wall clock, as the positions'. Runs after the GPS history (ready), every
 * half minute while the simulator runs (start), and when a test asks.
 */
import type { Sql } from '../../db/types';
import { wallMs } from '../../gps/query';
import { OFFLINE_AFTER_MS } from '../../gps/live';
import { wallText } from '../../gps/simulate';
import { SEED_END } from '../../seed/profiles';
import { addDays } from '../../seed/seed-util';
import { alarmSettings, assignments, P, T, type Assignment, type AlarmSettings } from './assignments';
import { dayOnPost, type DayPoint } from './onpost';

const TID = `current_setting('app.tenant_id')`;
/** Alarms of the seeded history up to the day before the seed's last day arrive handled (a supervisor saw to them then). */
const HANDLED_BEFORE = `${addDays(SEED_END, -1)} 00:00:00`;

export const dayOf = (wall: number) => wallText(wall).slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const hhmm = (ms: number | null) => (ms === null ? null : wallText(ms).slice(11, 16));

/** Everything for the current tenant at wall time `now`: `days` (YYYY-MM-DD) are (re)computed; today by default. */
export async function refreshZyry(sql: Sql, now: number, days: readonly string[] = [dayOf(now)]): Promise<void> {
  const settings = await alarmSettings(sql);
  await syncDevices(sql, now);
  await syncContracts(sql, dayOf(now));
  const people = (await assignments(sql)).filter((a) => a.ring && a.periods.length);
  for (const day of days) await computeDay(sql, people, day, now, settings);
  await syncDeviceAlarms(sql, settings);
  if (settings.contractAlarm) await syncContractAlarms(sql);
}

/** The days of the history window without rows yet (a first start, or a longer window). */
export async function daysWithoutRows(sql: Sql, days: readonly string[]): Promise<string[]> {
  if (!days.length) return [];
  const done = await sql.query<{ d: string }>(`SELECT DISTINCT to_char(work_date, 'YYYY-MM-DD') AS d FROM ${T().attendance} WHERE work_date = ANY($1::date[])`, [days]);
  const have = new Set(done.map((r) => r.d));
  return days.filter((d) => !have.has(d));
}

async function syncDevices(sql: Sql, now: number): Promise<void> {
  await sql.query(
    `UPDATE ${T().device} d SET battery = x.battery, last_report = x.at, last_location = x.location, online_state = x.state, update_time = localtimestamp(0)
     FROM (SELECT d2.id, round(l.battery)::int AS battery, l.at, CASE WHEN l.at IS NULL THEN NULL ELSE round(l.lon::numeric, 6) || ',' || round(l.lat::numeric, 6) END AS location,
                  CASE WHEN l.at IS NULL THEN 'never' WHEN l.status <> 0 AND l.at > $1::timestamp THEN 'online' ELSE 'offline' END AS state
           FROM ${T().device} d2 LEFT JOIN gps_last_position l ON l.device_kind = 'wearable' AND l.vehicle_id = d2.staff_id AND l.device_no = d2.device_no) x
     WHERE x.id = d.id AND (d.online_state IS DISTINCT FROM x.state OR d.last_report IS DISTINCT FROM x.at OR d.battery IS DISTINCT FROM x.battery)`,
    [wallText(now - OFFLINE_AFTER_MS)],
  );
}

/** States move with the calendar: the same function the write trigger uses (migration 0282). */
async function syncContracts(sql: Sql, today: string): Promise<void> {
  await sql.query(
    `UPDATE ${T().contract} SET expiry_state = zyry_contract_state(start_date, end_date, remind_days, $1::date), days_left = end_date - $1::date
     WHERE expiry_state IS DISTINCT FROM zyry_contract_state(start_date, end_date, remind_days, $1::date) OR days_left IS DISTINCT FROM end_date - $1::date`,
    [today],
  );
}

interface StoredPoint extends DayPoint {
  staff: number;
}

async function computeDay(sql: Sql, people: readonly Assignment[], day: string, now: number, settings: AlarmSettings): Promise<void> {
  const start = dayStart(day);
  if (start > now || !people.length) return;
  const rows = await sql.query<{ staff: number; at: Date | string; lon: number; lat: number; status: number; mileage: number }>(
    `SELECT vehicle_id AS staff, at, lon, lat, status, mileage FROM gps_position
     WHERE tenant_id = ${TID} AND device_kind = 'wearable' AND vehicle_id = ANY($1::int[]) AND at >= $2::timestamp AND at < $3::timestamp ORDER BY vehicle_id, at`,
    [people.map((p) => p.staffId), `${day} 00:00:00`, `${addDays(day, 1)} 00:00:00`],
  );
  const byStaff = new Map<number, StoredPoint[]>();
  for (const r of rows) {
    const list = byStaff.get(r.staff) ?? [];
    list.push({ staff: r.staff, t: wallMs(r.at), lon: r.lon, lat: r.lat, status: r.status, mileage: Number(r.mileage) });
    byStaff.set(r.staff, list);
  }
  const attendance: Record<string, unknown>[] = [];
  const overtime: Record<string, unknown>[] = [];
  const leaves: Record<string, unknown>[] = [];
  for (const a of people) {
    const points = byStaff.get(a.staffId) ?? [];
    const periods = a.periods.map((p) => ({ start: start + p.start * 60_000, end: start + p.end * 60_000 }));
    const d = dayOnPost(points, a.ring!, periods, now, settings);
    // A day whose work has not begun yet has no row.
    if (!d.workMinutes) continue;
    const who = { staffId: a.staffId, deptId: a.deptId, areaId: a.areaId, postId: a.postId };
    attendance.push({ ...who, status: d.status, workMinutes: d.workMinutes, inMinutes: d.inMinutes, outMinutes: d.outMinutes, offlineMinutes: d.offlineMinutes, inRate: d.inRate,
      leaveTimes: d.leaveTimes, longestOut: d.longestOut, firstIn: hhmm(d.firstIn), lastIn: hhmm(d.lastIn), distanceKm: d.distanceKm });
    if (d.overtime) overtime.push({ ...who, periodEnd: hhmm(periods[periods.length - 1]!.end), startTime: wallText(d.overtime.start), endTime: wallText(d.overtime.end), minutes: d.overtime.minutes });
    if (settings.outOfAreaAlarm) {
      for (const leave of d.leaves) {
        const at = points.find((p) => p.t >= leave.start) ?? points[points.length - 1];
        const minutes = Math.round((leave.end - leave.start) / 60_000);
        leaves.push({ ...who, deviceNo: a.deviceNo, at: wallText(leave.start), endAt: wallText(leave.end), minutes, location: at ? `${at.lon},${at.lat}` : null, key: `area:${a.staffId}:${wallText(leave.start)}`,
          content: `离开${a.areaName ?? '作业区域'} ${minutes} 分钟` });
      }
    }
  }
  await upsertDay(sql, T().attendance, day, attendance, {
    status: 'text', work_minutes: 'int', in_minutes: 'int', out_minutes: 'int', offline_minutes: 'int', in_rate: 'float8', leave_times: 'int', longest_out: 'int', first_in: 'text', last_in: 'text', distance_km: 'float8',
  });
  await upsertDay(sql, T().overtime, day, overtime, { period_end: 'text', start_time: 'timestamp', end_time: 'timestamp', minutes: 'int' });
  if (leaves.length) {
    await sql.query(
      `INSERT INTO ${T().alarm} (tenant_id, alarm_time, alarm_kind, level, staff_id, dept_id, area_id, content, device_no, end_time, location, handle_state, handler, handle_time, handle_remark, source_key)
       SELECT ${TID}, r.at::timestamp, 'outOfArea', 'important', r."staffId", r."deptId", r."areaId", r.content, r."deviceNo", r."endAt"::timestamp, r.location,
              ${handledWhen('r.at::timestamp')}, r.key
       FROM jsonb_to_recordset($1::jsonb) AS r("staffId" int, "deptId" int, "areaId" int, content text, "deviceNo" text, at text, "endAt" text, location text, key text)
       LEFT JOIN ${T().jobArea} a ON a.id = r."areaId" LEFT JOIN ${P().staff} l ON l.id = a.leader_id
       ON CONFLICT (tenant_id, source_key) DO UPDATE SET end_time = EXCLUDED.end_time, content = EXCLUDED.content, update_time = localtimestamp(0)
       WHERE ${T().alarm}.end_time IS DISTINCT FROM EXCLUDED.end_time`,
      [JSON.stringify(leaves)],
    );
  }
}

/** The state, handler, time and remark of an alarm written now: handled already when it belongs to the seeded past. */
function handledWhen(at: string): string {
  return `CASE WHEN ${at} < '${HANDLED_BEFORE}'::timestamp THEN 'handled' ELSE 'pending' END,
          CASE WHEN ${at} < '${HANDLED_BEFORE}'::timestamp THEN coalesce(l.name, '值班员') END,
          CASE WHEN ${at} < '${HANDLED_BEFORE}'::timestamp THEN ${at} + INTERVAL '25 minutes' END,
          CASE WHEN ${at} < '${HANDLED_BEFORE}'::timestamp THEN '已电话联系本人，现场核实处理' END`;
}

/** One day's rows of a per-person table, matched by (work_date, staff_id): changed in place, new ones added, the rest removed. */
async function upsertDay(sql: Sql, table: string, day: string, rows: readonly Record<string, unknown>[], own: Record<string, string>): Promise<void> {
  const camel = (c: string) => c.replace(/_([a-z])/g, (_, x: string) => x.toUpperCase());
  const cols = Object.keys(own);
  const spec = ['"staffId" int', '"deptId" int', '"areaId" int', '"postId" int', ...cols.map((c) => `"${camel(c)}" ${own[c] === 'timestamp' ? 'text' : own[c]}`)].join(', ');
  const value = (c: string) => (own[c] === 'timestamp' ? `r."${camel(c)}"::timestamp` : `r."${camel(c)}"`);
  const data = JSON.stringify(rows);
  await sql.query(`DELETE FROM ${table} WHERE work_date = $1::date AND NOT (staff_id = ANY($2::int[]))`, [day, rows.map((r) => r.staffId)]);
  await sql.query(
    `UPDATE ${table} t SET dept_id = r."deptId", area_id = r."areaId", post_id = r."postId", ${cols.map((c) => `${c} = ${value(c)}`).join(', ')}, update_time = localtimestamp(0)
     FROM jsonb_to_recordset($2::jsonb) AS r(${spec})
     WHERE t.work_date = $1::date AND t.staff_id = r."staffId" AND (${cols.map((c) => `t.${c} IS DISTINCT FROM ${value(c)}`).join(' OR ')})`,
    [day, data],
  );
  await sql.query(
    `INSERT INTO ${table} (tenant_id, work_date, staff_id, dept_id, area_id, post_id, ${cols.join(', ')})
     SELECT ${TID}, $1::date, r."staffId", r."deptId", r."areaId", r."postId", ${cols.map(value).join(', ')}
     FROM jsonb_to_recordset($2::jsonb) AS r(${spec})
     WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.work_date = $1::date AND t.staff_id = r."staffId")`,
    [day, data],
  );
}

/** SOS, low battery and offline alarms of the worn devices (GPS store) join the ledger once; an acknowledgement on the live map handles them. */
async function syncDeviceAlarms(sql: Sql, settings: AlarmSettings): Promise<void> {
  const kinds = ['sos', ...(settings.lowBatteryAlarm ? ['lowBattery'] : []), ...(settings.offlineAlarm ? ['offline'] : [])];
  await sql.query(
    `INSERT INTO ${T().alarm} (tenant_id, alarm_time, alarm_kind, level, staff_id, dept_id, area_id, content, device_no, end_time, location, handle_state, handler, handle_time, handle_remark, source_key)
     SELECT ${TID}, g.at, g.kind, CASE g.kind WHEN 'sos' THEN 'urgent' WHEN 'offline' THEN 'important' ELSE 'normal' END, g.vehicle_id, s.dept_id, p.area_id,
            CASE g.kind WHEN 'sos' THEN '按下 SOS 求救键' WHEN 'offline' THEN '作业时段设备离线 ' || round(g.value) || ' 分钟' ELSE '设备电量降至 ' || round(g.value) || '%' END,
            d.device_no, g.end_at, round(g.lon::numeric, 6) || ',' || round(g.lat::numeric, 6),
            ${handledWhen('g.at')}, 'gps:' || g.id
     FROM gps_alarm g JOIN ${P().staff} s ON s.id = g.vehicle_id
     LEFT JOIN ${T().device} d ON d.staff_id = g.vehicle_id
     LEFT JOIN LATERAL (SELECT area_id FROM ${T().post} p WHERE p.status = 'enabled' AND g.vehicle_id = ANY(p.staff_ids) ORDER BY p.id LIMIT 1) p ON true
     LEFT JOIN ${T().jobArea} a ON a.id = p.area_id LEFT JOIN ${P().staff} l ON l.id = a.leader_id
     WHERE g.device_kind = 'wearable' AND g.kind = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM ${T().alarm} z WHERE z.source_key = 'gps:' || g.id)`,
    [kinds],
  );
  await sql.query(
    `UPDATE ${T().alarm} z SET handle_state = 'handled', handler = coalesce(u.name, u.username, '值班员'), handle_time = g.ack_at, handle_remark = '已在实时位置确认', update_time = localtimestamp(0)
     FROM gps_alarm g LEFT JOIN users u ON u.user_id = g.ack_user
     WHERE g.device_kind = 'wearable' AND z.source_key = 'gps:' || g.id AND g.ack_at IS NOT NULL AND z.handle_state = 'pending'`,
  );
}

/** A contract alarms once when it enters its reminder window and once when it is past its end. */
async function syncContractAlarms(sql: Sql): Promise<void> {
  const at = `CASE c.expiry_state WHEN 'expiring' THEN greatest(c.end_date - c.remind_days, c.create_time::date) ELSE c.end_date + 1 END + TIME '08:00'`;
  await sql.query(
    `INSERT INTO ${T().alarm} (tenant_id, alarm_time, alarm_kind, level, staff_id, dept_id, area_id, content, contract_id, handle_state, handler, handle_time, handle_remark, source_key)
     SELECT ${TID}, ${at}, CASE c.expiry_state WHEN 'expiring' THEN 'contractExpiring' ELSE 'contractExpired' END,
            CASE c.expiry_state WHEN 'expiring' THEN 'normal' ELSE 'important' END, c.staff_id, s.dept_id, p.area_id,
            CASE c.expiry_state WHEN 'expiring' THEN '合同 ' || c.contract_no || ' 将于 ' || to_char(c.end_date, 'YYYY-MM-DD') || ' 到期，请及时办理续签'
                 ELSE '合同 ' || c.contract_no || ' 已于 ' || to_char(c.end_date, 'YYYY-MM-DD') || ' 到期' END,
            c.id, ${handledWhen(at)}, 'contract:' || c.id || ':' || c.expiry_state
     FROM ${T().contract} c JOIN ${P().staff} s ON s.id = c.staff_id
     LEFT JOIN LATERAL (SELECT area_id FROM ${T().post} p WHERE p.status = 'enabled' AND c.staff_id = ANY(p.staff_ids) ORDER BY p.id LIMIT 1) p ON true
     LEFT JOIN ${T().jobArea} a ON a.id = p.area_id LEFT JOIN ${P().staff} l ON l.id = a.leader_id
     WHERE c.expiry_state IN ('expiring', 'expired') AND NOT EXISTS (SELECT 1 FROM ${T().alarm} z WHERE z.source_key = 'contract:' || c.id || ':' || c.expiry_state)`,
  );
}

