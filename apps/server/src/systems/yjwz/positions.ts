/**
 * 人员位置 and 车辆位置: read from the GPS tables (gps_last_position, gps_alarm, gps_position),
 * never copied. An emergency car is where its terminal last reported; a person riding an
 * emergency car (随车车辆) is where that car is, anyone else at the storehouse their team stands
 * by in. Map states (enums esStaffMapState, esCarMapState): alarm — the car has an unacknowledged
 * alarm; offline — no report for 30 minutes (or the person is on leave); online otherwise.
 */
import type { Sql } from '../../db/types';
import { lastPositions, type LastPosition } from '../../gps/last-positions';
import { track } from '../../gps/query';
import { distanceKm, wallText } from '../../gps/simulate';
import { invalid } from '../../resources/messages';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { dateParam, labels, optionalEnum, optionalId, pageOf, table, type Obj } from './util';

type MapState = 'online' | 'offline' | 'alarm';
const point = (lon: number, lat: number) => `${lon.toFixed(6)},${lat.toFixed(6)}`;
const lonLat = (text: unknown): [number, number] | null => {
  const [x, y] = String(text ?? '').split(',').map(Number);
  return Number.isFinite(x) && Number.isFinite(y) ? [x!, y!] : null;
};

function carState(last: LastPosition | undefined): MapState {
  if (!last?.time || !last.online) return 'offline';
  return last.alarms > 0 ? 'alarm' : 'online';
}

async function lastByVehicle(sql: Sql): Promise<Map<number, LastPosition>> {
  return new Map((await lastPositions(sql)).map((p) => [p.carId, p]));
}

/** esPosition/pageList: every emergency person (filters: team, role, duty status) with a position. */
export const esPosition: CustomHandler = async (sql, mod, payload, { all }) => {
  const params: unknown[] = [];
  const where: string[] = [];
  const team = optionalId(payload, 'teamId');
  const role = optionalEnum(mod, payload, 'role', 'esRole');
  const duty = optionalEnum(mod, payload, 'dutyStatus', 'esDutyStatus');
  if (team !== undefined) where.push(`e.team_id = $${params.push(team)}`);
  if (role) where.push(`e.role = $${params.push(role)}`);
  if (duty) where.push(`e.duty_status = $${params.push(duty)}`);
  const rows = await sql.query<{ id: number; name: string; team_name: string; role: string; duty_status: string; duty_phone: string; car_id: number | null; car_no: string | null; place: string | null; location: string | null }>(
    `SELECT e.id, p.name, t.name AS team_name, e.role, e.duty_status, e.duty_phone, e.car_id, v.car_no, s.name AS place, s.location
       FROM ${table(mod, 'esStaff')} e JOIN ${tables('platform').staff} p ON p.id = e.staff_id
       JOIN ${table(mod, 'esTeam')} t ON t.id = e.team_id LEFT JOIN ${table(mod, 'esStorehouse')} s ON s.id = t.storehouse_id
       LEFT JOIN ${tables('platform').vehicle} v ON v.id = e.car_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY t.code, e.role, p.name, e.id`,
    params,
  );
  const last = await lastByVehicle(sql);
  const roleLabel = labels(mod, 'esRole');
  const dutyLabel = labels(mod, 'esDutyStatus');
  const stateLabel = labels(mod, 'esStaffMapState');
  const out = rows.map((r) => {
    const gps = r.car_id !== null ? last.get(r.car_id) : undefined;
    const onCar = gps?.lon != null && gps.lat != null;
    const at = onCar ? [gps.lon!, gps.lat!] as [number, number] : lonLat(r.location);
    const state: MapState = r.duty_status === 'leave' ? 'offline' : onCar ? carState(gps) : 'online';
    return {
      id: r.id, name: r.name, teamName: r.team_name, role: r.role, roleLabel: roleLabel(r.role), dutyStatus: r.duty_status, dutyStatusLabel: dutyLabel(r.duty_status),
      phone: r.duty_phone, source: onCar ? 'gps' : 'station', sourceLabel: onCar ? '随车定位' : '驻点', carNo: r.car_no ?? '', placeName: r.place ?? '',
      time: onCar ? gps.time : null, location: at ? point(at[0], at[1]) : null, mapState: state, mapStateLabel: stateLabel(state),
    };
  });
  return pageOf(out, payload, all);
};

/** esCarPosition/pageList: every emergency car (filters: team, usage, car status) at its last report. */
export const esCarPosition: CustomHandler = async (sql, mod, payload, { all }) => {
  const params: unknown[] = [];
  const where: string[] = [];
  const team = optionalId(payload, 'teamId');
  const usage = optionalEnum(mod, payload, 'usage', 'esCarUsage');
  const status = optionalEnum(mod, payload, 'carStatus', 'esCarStatus');
  if (team !== undefined) where.push(`c.team_id = $${params.push(team)}`);
  if (usage) where.push(`c.usage = $${params.push(usage)}`);
  if (status) where.push(`c.car_status = $${params.push(status)}`);
  const rows = await sql.query<{ id: number; car_id: number; car_no: string; team_name: string; usage: string; car_status: string; driver: string | null; place: string | null; location: string | null }>(
    `SELECT c.id, c.car_id, v.car_no, t.name AS team_name, c.usage, c.car_status, p.name AS driver, s.name AS place, s.location
       FROM ${table(mod, 'esCar')} c JOIN ${tables('platform').vehicle} v ON v.id = c.car_id
       JOIN ${table(mod, 'esTeam')} t ON t.id = c.team_id LEFT JOIN ${tables('platform').staff} p ON p.id = c.driver_id
       LEFT JOIN ${table(mod, 'esStorehouse')} s ON s.id = c.storehouse_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY t.code, v.car_no, c.id`,
    params,
  );
  const last = await lastByVehicle(sql);
  const usageLabel = labels(mod, 'esCarUsage');
  const statusLabel = labels(mod, 'esCarStatus');
  const stateLabel = labels(mod, 'esCarMapState');
  const out = rows.map((r) => {
    const gps = last.get(r.car_id);
    const has = gps?.lon != null && gps.lat != null;
    const home = lonLat(r.location);
    const state = carState(gps);
    return {
      id: r.id, carId: r.car_id, name: r.car_no, teamName: r.team_name, usage: r.usage, usageLabel: usageLabel(r.usage), carStatus: r.car_status, carStatusLabel: statusLabel(r.car_status),
      driverName: r.driver ?? '', placeName: r.place ?? '', time: gps?.time ?? null, speed: gps?.speed ?? 0, online: Boolean(gps?.online), onlineLabel: gps?.online ? '在线' : '离线',
      location: has ? point(gps.lon!, gps.lat!) : null, distanceKm: has && home ? Math.round(distanceKm([gps.lon!, gps.lat!], home) * 100) / 100 : null,
      alarms: gps?.alarms ?? 0, mapState: state, mapStateLabel: stateLabel(state),
    };
  });
  return pageOf(out, payload, all);
};

/** esCarPosition/track: one emergency car's positions of one day (default: its last report's day). */
export const esCarTrack: CustomHandler = async (sql, mod, payload: Obj) => {
  const id = optionalId(payload, 'carId');
  if (id === undefined) throw invalid('请选择应急车辆');
  const [car] = await sql.query<{ car_id: number }>(`SELECT car_id FROM ${table(mod, 'esCar')} WHERE car_id = $1`, [id]);
  if (!car) throw invalid('该车辆不是应急车辆');
  // `date`, or the day a map page picked (its report range of one day).
  let day = dateParam(payload, 'date') ?? dateParam(payload, 'startDate');
  if (!day) {
    const [row] = await sql.query<{ d: string | null }>(`SELECT to_char(at, 'YYYY-MM-DD') AS d FROM gps_last_position WHERE tenant_id = current_setting('app.tenant_id') AND vehicle_id = $1`, [id]);
    day = row?.d ?? new Date().toISOString().slice(0, 10);
  }
  const points = await track(sql, id, `${day} 00:00:00`, `${day} 23:59:59`);
  return points.map((p) => ({ time: wallText(p.t), lon: p.lon, lat: p.lat, speed: p.speed, mileage: Math.round(p.mileage * 10) / 10 }));
};
