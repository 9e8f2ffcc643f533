/**
 * 收运一张图's dashboard calls: figures read from 垃圾收运's weighings, work records, arrivals,
 * routes and facilities and from the positions store (never copies of them), so the map and
 * the lists agree with 垃圾收运 and 车辆运行.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { platformEnums } from '../../../../catalogue/src/platform/enums';
import { parsePoint, parsePolygon, type LngLat } from '../../../../catalogue/src/model/geoKinds';
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';
import { lastPositions } from '../../gps/last-positions';
import { fill } from '../../../../../src/i18n/fill';
import { ljsy as msg } from '../../../../../src/i18n/messages/ljsy';
import type { CustomHandler } from '../types';
import { carsOf } from './cars';
import { addDays, deptSubtree, optionalId, pageRows, periodOf, tonnes } from './scope';
import { historyPositions } from './track';
import { insideRing } from '../../../../../src/map/fence';

type Obj = Record<string, unknown>;

const labelOf = (mod: ModuleDefinition, code: string, value: unknown): string => {
  const options = [...mod.enums, ...platformEnums].find((e) => e.code === code)?.options ?? [];
  return options.find((o) => o.value === value)?.label ?? String(value ?? '');
};

const T = () => ({ s: tables('ljszy'), y: tables('ljsy'), p: tables('platform') });

async function areas(sql: Sql) {
  const rows = await sql.query<{ id: number; name: string; dept_id: number; boundary: string }>(`SELECT id, name, dept_id, boundary FROM ${T().y.deptArea} ORDER BY code`);
  return rows.flatMap((a) => {
    const ring = parsePolygon(a.boundary);
    return ring ? [{ ...a, ring }] : [];
  });
}

/** Weighed figures per car over a period (void weighings excluded). */
async function weighedByCar(sql: Sql, start: string, end: string) {
  const rows = await sql.query<{ car_id: number; trips: number; kg: number }>(
    `SELECT car_id, count(*)::int AS trips, coalesce(sum(net_weight), 0)::float8 AS kg FROM ${T().s.carWeightOperate}
     WHERE status IS DISTINCT FROM 'void' AND weigh_time >= $1::timestamp AND weigh_time < $2::timestamp GROUP BY car_id`,
    [start, addDays(end, 1)],
  );
  return new Map(rows.map((r) => [r.car_id, r]));
}

export const ljsyHandlers: Record<string, CustomHandler> = {
  async dataRange(sql) {
    const [row] = await sql.query<{ start: string | null; end: string | null }>(
      `SELECT to_char(min(weigh_time), 'YYYY-MM-DD') AS start, to_char(max(weigh_time), 'YYYY-MM-DD') AS end FROM ${T().s.carWeightOperate}`,
    );
    return { start: row?.start ?? null, end: row?.end ?? null };
  },

  async dailyGarbageNum(sql, _mod, payload) {
    const { start, end } = await periodOf(sql, payload, 30);
    const rows = await sql.query<Obj>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date, count(w.id)::int AS trips, count(DISTINCT w.car_id)::int AS cars,
              coalesce(sum(w.net_weight), 0)::float8 AS total,
              coalesce(sum(w.net_weight) FILTER (WHERE w.garbage_type = 'other'), 0)::float8 AS other,
              coalesce(sum(w.net_weight) FILTER (WHERE w.garbage_type = 'kitchen'), 0)::float8 AS kitchen,
              coalesce(sum(w.net_weight) FILTER (WHERE w.garbage_type = 'recyclable'), 0)::float8 AS recyclable,
              coalesce(sum(w.net_weight) FILTER (WHERE w.garbage_type = 'hazardous'), 0)::float8 AS hazardous
       FROM generate_series($1::date, $2::date, INTERVAL '1 day') d
       LEFT JOIN ${T().s.carWeightOperate} w ON w.weigh_time >= d AND w.weigh_time < d + INTERVAL '1 day' AND w.status IS DISTINCT FROM 'void'
       GROUP BY d ORDER BY d`,
      [start, end],
    );
    const out = rows.map((r, i) => ({
      id: i + 1, date: r.date, trips: r.trips, cars: r.cars, netWeight: tonnes(r.total as number),
      other: tonnes(r.other as number), kitchen: tonnes(r.kitchen as number), recyclable: tonnes(r.recyclable as number), hazardous: tonnes(r.hazardous as number),
    }));
    return { rows: out, total: out.length };
  },

  async facilityList(sql, mod, payload, options) {
    const { end } = await periodOf(sql, payload, 1);
    const depts = await deptSubtree(sql, payload);
    const { s } = T();
    const rows = await sql.query<{ id: number; code: string; name: string; facility_type: string; location: string; address: string; status: string; route_name: string | null; today: boolean; last: string | null }>(
      `SELECT f.id, f.code, f.name, f.facility_type, f.location, f.address, f.status, r.name AS route_name,
              EXISTS (SELECT 1 FROM ${s.carArrivalRecord} a WHERE a.facility_id = f.id AND a.collected AND a.arrival_time >= $1::timestamp AND a.arrival_time < $2::timestamp) AS today,
              (SELECT to_char(max(a.arrival_time), 'YYYY-MM-DD HH24:MI') FROM ${s.carArrivalRecord} a WHERE a.facility_id = f.id AND a.collected AND a.arrival_time < $2::timestamp) AS last
       FROM ${s.facilityInfo} f LEFT JOIN ${s.route} r ON r.id = f.route_id ORDER BY f.code`,
      [end, addDays(end, 1)],
    );
    const zones = await areas(sql);
    const out = rows.flatMap((f) => {
      const point = parsePoint(f.location);
      const area = point ? zones.find((z) => insideRing(point, z.ring)) : undefined;
      if (depts && !(area && depts.includes(area.dept_id))) return [];
      const disabled = f.status === 'disabled';
      const dayState = disabled ? 'disabled' : f.today ? 'collected' : 'missed';
      return [{
        id: f.id, code: f.code, name: f.name, facilityType: f.facility_type, facilityTypeLabel: labelOf(mod, 'facilityType', f.facility_type),
        routeName: f.route_name ?? '', areaName: area?.name ?? '', location: f.location, address: f.address, collected: f.today,
        dayState, collectedLabel: labelOf(mod, 'facilityDayState', dayState), lastArrival: f.last ?? '', date: end,
      }];
    });
    return pageRows(out, payload, options.all);
  },

  async carRouteList(sql, mod, payload) {
    const { end } = await periodOf(sql, payload, 1);
    const cars = (await carsOf(sql, optionalId(payload, 'carId'), await deptSubtree(sql, payload))).filter((c) => c.route_id !== null);
    const { s } = T();
    const points = await sql.query<{ route_id: number; location: string }>(
      `SELECT route_id, location FROM ${s.facilityInfo} WHERE status = 'enabled' AND route_id IS NOT NULL ORDER BY route_id, code`,
    );
    const work = await sql.query<{ car_id: number; status: string; trips: number }>(
      `SELECT car_id, status, trips FROM ${s.carWork} WHERE work_date = $1::date`, [end],
    );
    const weighed = await weighedByCar(sql, end, end);
    const lines = new Map<number, LngLat[]>();
    for (const p of points) {
      const point = parsePoint(p.location);
      if (point) lines.set(p.route_id, [...(lines.get(p.route_id) ?? []), point]);
    }
    const rows = cars.map((c) => {
      const w = work.find((x) => x.car_id === c.id);
      const state = w?.status === 'done' || w?.status === 'working' ? w.status : 'idle';
      const line = lines.get(c.route_id!) ?? [];
      const stateLabel = labelOf(mod, 'routeWorkState', state);
      return {
        id: c.id, carId: c.id, carNo: c.car_no, routeId: c.route_id, routeName: c.route_name, shift: c.shift, shiftLabel: labelOf(mod, 'shiftKind', c.shift === 'night' ? 'night' : c.shift === 'morning' ? 'morning' : 'day'),
        facilityCount: line.length, distanceKm: c.distance_km, trips: weighed.get(c.id)?.trips ?? 0, state, stateLabel, deptName: c.dept_name ?? msg.noDept,
        line: JSON.stringify(line), hover: fill(msg.routeHover, { car: c.car_no, route: c.route_name ?? '', state: stateLabel }), date: end,
      };
    });
    return { rows, total: rows.length };
  },

  async routePoints(sql, _mod, payload, options) {
    const routeId = optionalId(payload, 'routeId');
    const { s } = T();
    const rows = await sql.query<Obj>(
      `SELECT r.id AS "routeId", r.code AS "routeCode", r.name AS "routeName", f.id AS "facilityId", f.code, f.name, f.location, f.address,
              row_number() OVER (PARTITION BY r.id ORDER BY f.code)::int AS seq
       FROM ${s.route} r JOIN ${s.facilityInfo} f ON f.route_id = r.id AND f.status = 'enabled'
       WHERE ($1::int IS NULL OR r.id = $1) ORDER BY r.code, f.code`,
      [routeId],
    );
    return pageRows(rows.map((r, i) => ({ id: i + 1, ...r })), payload, options.all);
  },

  historyPositions,

  async carOperationList(sql, _mod, payload, options) {
    const { start, end } = await periodOf(sql, payload, 30);
    const cars = await carsOf(sql, optionalId(payload, 'carId'), await deptSubtree(sql, payload));
    const { s } = T();
    const next = addDays(end, 1);
    const work = new Map((await sql.query<{ car_id: number; days: number; km: number }>(
      `SELECT car_id, count(*) FILTER (WHERE status <> 'idle')::int AS days, coalesce(sum(mileage_km), 0)::float8 AS km
       FROM ${s.carWork} WHERE work_date >= $1::date AND work_date <= $2::date GROUP BY car_id`, [start, end],
    )).map((r) => [r.car_id, r]));
    const arrivals = new Map((await sql.query<{ car_id: number; n: number }>(
      `SELECT car_id, count(*)::int AS n FROM ${s.carArrivalRecord} WHERE collected AND arrival_time >= $1::timestamp AND arrival_time < $2::timestamp GROUP BY car_id`, [start, next],
    )).map((r) => [r.car_id, r.n]));
    const weighed = await weighedByCar(sql, start, end);
    const rows = cars.map((c) => ({
      id: c.id, carId: c.id, carNo: c.car_no, deptName: c.dept_name ?? msg.noDept, routeName: c.route_name ?? '',
      workDays: work.get(c.id)?.days ?? 0, trips: weighed.get(c.id)?.trips ?? 0, netWeight: tonnes(weighed.get(c.id)?.kg),
      arrivals: arrivals.get(c.id) ?? 0, mileageKm: Math.round((work.get(c.id)?.km ?? 0) * 10) / 10,
    })).sort((a, b) => b.netWeight - a.netWeight || a.carNo.localeCompare(b.carNo));
    return pageRows(rows, payload, options.all);
  },

  async dailyList(sql, _mod, payload, options) {
    const { start, end } = await periodOf(sql, payload, 30);
    const { s } = T();
    // One grouped pass per source table over the period (not one scan per day).
    const rows = await sql.query<{ date: string; trips: number; kg: number; cars: number; facilities: number; km: number }>(
      `WITH w AS (SELECT weigh_time::date AS d, count(*)::int AS trips, coalesce(sum(net_weight), 0)::float8 AS kg, count(DISTINCT car_id)::int AS cars
                  FROM ${s.carWeightOperate} WHERE status IS DISTINCT FROM 'void' AND weigh_time >= $1::timestamp AND weigh_time < $3::timestamp GROUP BY 1),
            a AS (SELECT arrival_time::date AS d, count(DISTINCT facility_id)::int AS facilities
                  FROM ${s.carArrivalRecord} WHERE collected AND arrival_time >= $1::timestamp AND arrival_time < $3::timestamp GROUP BY 1),
            k AS (SELECT work_date AS d, coalesce(sum(mileage_km), 0)::float8 AS km FROM ${s.carWork} WHERE work_date >= $1::date AND work_date <= $2::date GROUP BY 1)
       SELECT to_char(g, 'YYYY-MM-DD') AS date, coalesce(w.trips, 0) AS trips, coalesce(w.kg, 0) AS kg, coalesce(w.cars, 0) AS cars,
              coalesce(a.facilities, 0) AS facilities, coalesce(k.km, 0) AS km
       FROM generate_series($1::date, $2::date, INTERVAL '1 day') g
       LEFT JOIN w ON w.d = g::date LEFT JOIN a ON a.d = g::date LEFT JOIN k ON k.d = g::date ORDER BY g DESC`,
      [start, end, addDays(end, 1)],
    );
    const out = rows.map((r, i) => ({ id: i + 1, date: r.date, trips: r.trips, netWeight: tonnes(r.kg), cars: r.cars, facilities: r.facilities, mileageKm: Math.round(r.km * 10) / 10 }));
    const sum = (k: 'trips' | 'netWeight' | 'mileageKm') => Math.round(out.reduce((a, r) => a + r[k], 0) * 100) / 100;
    return { ...pageRows(out, payload, options.all), totals: { trips: sum('trips'), netWeight: sum('netWeight'), mileageKm: sum('mileageKm') } };
  },

  async monthlyList(sql, _mod, payload, options) {
    const end = (await periodOf(sql, payload, 1)).end;
    const start = (await periodOf(sql, { ...payload, endDate: end, startDate: payload.startDate ?? `${addDays(end, -330).slice(0, 7)}-01` }, 1)).start;
    const { s } = T();
    const rows = await sql.query<{ month: string; trips: number; kg: number; cars: number; days: number }>(
      `SELECT to_char(weigh_time, 'YYYY-MM') AS month, count(*)::int AS trips, coalesce(sum(net_weight), 0)::float8 AS kg,
              count(DISTINCT car_id)::int AS cars, count(DISTINCT weigh_time::date)::int AS days
       FROM ${s.carWeightOperate} WHERE status IS DISTINCT FROM 'void' AND weigh_time >= $1::timestamp AND weigh_time < $2::timestamp
       GROUP BY 1 ORDER BY 1 DESC`,
      [start, addDays(end, 1)],
    );
    const out = rows.map((r, i) => ({ id: i + 1, month: r.month, trips: r.trips, netWeight: tonnes(r.kg), cars: r.cars, workDays: r.days, dailyAverage: r.days ? tonnes(r.kg / r.days) : 0 }));
    const sum = (k: 'trips' | 'netWeight' | 'workDays') => Math.round(out.reduce((a, r) => a + r[k], 0) * 100) / 100;
    return { ...pageRows(out, payload, options.all), totals: { trips: sum('trips'), netWeight: sum('netWeight'), workDays: sum('workDays') } };
  },

  async gpsLastPositions(sql, mod, payload) {
    const cars = new Map((await carsOf(sql, optionalId(payload, 'carId'), await deptSubtree(sql, payload))).map((c) => [c.id, c]));
    const rows = (await lastPositions(sql)).flatMap((v) => {
      const car = cars.get(v.carId);
      if (!car) return [];
      const state = !v.online ? 'offline' : v.speed > 0 ? 'moving' : 'parked';
      return [{
        id: v.carId, carId: v.carId, carNo: v.carNo, name: v.carNo, deptName: car.dept_name ?? msg.noDept, driverName: v.driverName ?? '', time: v.time ?? '',
        location: v.lon === null || v.lat === null ? '' : `${v.lon.toFixed(6)},${v.lat.toFixed(6)}`, lon: v.lon, lat: v.lat, speed: v.speed,
        state, stateLabel: labelOf(mod, 'carLiveState', state), alarms: v.alarms, hover: `${v.carNo} ${labelOf(mod, 'carLiveState', state)} ${v.speed} km/h`,
      }];
    });
    return { rows, total: rows.length };
  },

  async carInfo(sql, mod, payload, options) {
    const day = (await periodOf(sql, payload, 1)).end;
    const cars = await carsOf(sql, optionalId(payload, 'carId'), await deptSubtree(sql, payload));
    const last = new Map((await lastPositions(sql)).map((v) => [v.carId, v]));
    const weighed = await weighedByCar(sql, day, day);
    const rows = cars.map((c) => ({
      id: c.id, carId: c.id, carNo: c.car_no, carType: c.car_type, carTypeLabel: labelOf(mod, 'carType', c.car_type), companyName: c.company_name ?? '',
      driverName: c.driver_name ?? '', driverPhone: c.driver_phone ?? '', deptName: c.dept_name ?? msg.noDept, areaName: c.area_name ?? '', routeName: c.route_name ?? '',
      lastTime: last.get(c.id)?.time ?? '', location: last.get(c.id)?.lon == null ? '' : `${last.get(c.id)!.lon},${last.get(c.id)!.lat}`,
      todayTrips: weighed.get(c.id)?.trips ?? 0, todayWeight: tonnes(weighed.get(c.id)?.kg), date: day,
    }));
    return pageRows(rows, payload, options.all);
  },
};
