/**
 * What a dispatch can take, for the 调度台's map layers: every vehicle at its last GPS report
 * (gps_last_position, never copied) and every member of staff with the vehicle they ride (crew.ts:
 * its 司机, or a 装卸工 crewing it), each with its state — 执行任务 when an open dispatch (已下达 or
 * 已接收) holds it, 离线 without a report for 30 minutes (or a vehicle off the road), 报警 with an
 * unacknowledged alarm, else 空闲.
 */
import { enumLabel } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { lastPositions, type LastPosition } from '../../gps/last-positions';
import type { CustomHandler } from '../types';
import { crewOf } from './crew';
import { platformTable, SYSTEM, table } from './shared';

const point = (p: LastPosition | undefined) => (p?.lon != null && p.lat != null ? `${p.lon.toFixed(6)},${p.lat.toFixed(6)}` : null);
const answer = <T>(rows: T[]) => ({ rows, total: rows.length });

/** Open dispatches by the vehicles and staff they hold: id → the dispatch's number. */
async function openDispatches(sql: Sql): Promise<{ cars: Map<number, string>; staff: Map<number, string> }> {
  const rows = await sql.query<{ code: string; car_ids: number[] | null; staff_ids: number[] | null }>(
    `SELECT code, car_ids, staff_ids FROM ${table('dispatchRecord')} WHERE state IN ('issued', 'received') ORDER BY issued_at`,
  );
  const cars = new Map<number, string>();
  const staff = new Map<number, string>();
  for (const r of rows) {
    for (const id of r.car_ids ?? []) cars.set(id, r.code);
    for (const id of r.staff_ids ?? []) staff.set(id, r.code);
  }
  return { cars, staff };
}

export const carCandidates: CustomHandler = async (sql) => {
  const vehicles = await sql.query<{ id: number; car_no: string; car_type: string; driver_name: string; status: string; company: string | null }>(
    `SELECT v.id, v.car_no, v.car_type, v.driver_name, v.status, c.name AS company FROM ${platformTable('vehicle')} v
       LEFT JOIN ${platformTable('company')} c ON c.id = v.company_id ORDER BY v.car_no`,
  );
  const last = new Map((await lastPositions(sql)).map((p) => [p.carId, p]));
  const open = await openDispatches(sql);
  return answer(vehicles.map((v) => {
    const gps = last.get(v.id);
    const busy = open.cars.get(v.id) ?? '';
    const state = v.status !== 'inUse' || !gps?.online ? 'offline' : gps.alarms > 0 ? 'alarm' : busy ? 'busy' : 'idle';
    return {
      id: v.id, carNo: v.car_no, carType: v.car_type, carTypeLabel: enumLabel(SYSTEM, 'carType', v.car_type) ?? v.car_type, driverName: v.driver_name,
      companyName: v.company ?? '', time: gps?.time ?? '', speed: gps?.speed ?? 0, location: point(gps), mapState: state,
      mapStateLabel: enumLabel(SYSTEM, 'zhddCarMapState', state) ?? state, openDispatch: busy,
    };
  }));
};

export const staffCandidates: CustomHandler = async (sql) => {
  const people = await sql.query<{ id: number; name: string; phone: string; post: string; dept: string | null }>(
    `SELECT s.id, s.name, s.phone, s.post, d.name AS dept FROM ${platformTable('staff')} s
       LEFT JOIN ${platformTable('department')} d ON d.id = s.dept_id ORDER BY s.id`,
  );
  const crew = await crewOf(sql);
  const plates = new Map((await sql.query<{ id: number; car_no: string }>(`SELECT id, car_no FROM ${platformTable('vehicle')}`)).map((v) => [v.id, v.car_no]));
  const last = new Map((await lastPositions(sql)).map((p) => [p.carId, p]));
  const open = await openDispatches(sql);
  return answer(people.map((s) => {
    const car = crew.get(s.id);
    const gps = car === undefined ? undefined : last.get(car);
    const busy = open.staff.get(s.id) ?? '';
    const state = !gps?.online ? 'offline' : busy ? 'busy' : 'idle';
    return {
      id: s.id, name: s.name, phone: s.phone, post: s.post, deptName: s.dept ?? '', carNo: car === undefined ? '' : plates.get(car) ?? '', time: gps?.time ?? '', location: point(gps),
      mapState: state, mapStateLabel: enumLabel(SYSTEM, 'zhddStaffMapState', state) ?? state, openDispatch: busy,
    };
  }));
};
