/**
 * 车辆运行 reports computed from the positions store: daily running, online time, speeding,
 * alarms, parking (detected stops), fuel and water (tank levels the terminals report).
 * Every query runs in the tenant scope (RLS) and is bounded by the asked period.
 */
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { validDate } from '../../../../catalogue/src/model/validate';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import { lastPositions } from '../../gps/last-positions';
import { SPEED_LIMIT, wallNow } from '../../gps/simulate';
import { gps as msg } from '../../../../../src/i18n/messages/gps';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;
const MAX_DAYS = 92;

function dateOf(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The period asked for (default: the last 7 days with data), at most MAX_DAYS days. */
async function periodOf(sql: Sql, payload: Obj, defaultDays = 7): Promise<{ start: string; end: string }> {
  const end = dateOf(payload, 'endDate') ?? (await lastDay(sql));
  const start = dateOf(payload, 'startDate') ?? addDays(end, -(defaultDays - 1));
  if (start > end || Date.parse(end) - Date.parse(start) > MAX_DAYS * 86_400_000) throw invalid(messages.badDateRange);
  return { start, end };
}

async function lastDay(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ d: string | null }>(`SELECT to_char(max(at), 'YYYY-MM-DD') AS d FROM gps_last_position WHERE device_kind = 'vehicle'`);
  return row?.d ?? '2026-11-20';
}

function carOf(payload: Obj): number | null {
  const v = payload.carId;
  return v === undefined || v === null || v === '' ? null : idValue(v);
}

/** Window clause of one period (and car): the track index serves it. */
function scope(period: { start: string; end: string }, carId: number | null, alias = '') {
  const a = alias ? `${alias}.` : '';
  const params: unknown[] = [period.start, addDays(period.end, 1)];
  let clause = `${a}tenant_id = current_setting('app.tenant_id') AND ${a}device_kind = 'vehicle' AND ${a}at >= $1::timestamp AND ${a}at < $2::timestamp`;
  if (carId !== null) {
    params.push(carId);
    clause += ` AND ${a}vehicle_id = $3`;
  }
  return { clause, params };
}

const V = () => tables('platform').vehicle;
const loc = (lon = 'lon', lat = 'lat') => `round(${lon}::numeric, 5) || ',' || round(${lat}::numeric, 5)`;

/** Paged rows of a query (LIMIT/OFFSET after a window count). */
async function paged(sql: Sql, payload: Obj, query: string, params: unknown[], all?: number) {
  const paging = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = await sql.query<Obj>(`SELECT *, count(*) OVER ()::int AS "__total" FROM (${query}) q LIMIT ${paging.pageSize} OFFSET ${(paging.pageNum - 1) * paging.pageSize}`, params);
  const total = Number(rows[0]?.__total ?? 0);
  for (const r of rows) delete r.__total;
  return { rows, total, ...paging };
}

/** Per vehicle and day: distance, moving time, stops, speeds, fuel and water used and added. */
function dailySql(where: string) {
  return `WITH p AS (
      SELECT vehicle_id, at, speed, mileage, fuel, water, status,
             lag(fuel) OVER w AS pf, lag(water) OVER w AS pw, lag(at) OVER w AS pat, lag(speed) OVER w AS ps
      FROM gps_position WHERE ${where} WINDOW w AS (PARTITION BY vehicle_id, at::date ORDER BY at))
    SELECT p.vehicle_id, to_char(p.at, 'YYYY-MM-DD') AS date, v.car_no AS "carNo", v.driver_name AS "driverName",
           round((max(mileage) - min(mileage))::numeric, 1)::float8 AS "distanceKm",
           round((coalesce(sum(extract(epoch FROM at - pat)) FILTER (WHERE speed > 0), 0) / 3600)::numeric, 2)::float8 AS "movingHours",
           count(*) FILTER (WHERE speed = 0 AND ps = 0 AND at - pat >= INTERVAL '2 minutes')::int AS stops,
           round(max(speed)::numeric, 1)::float8 AS "maxSpeed",
           round((CASE WHEN sum(extract(epoch FROM at - pat)) FILTER (WHERE speed > 0) > 0
                  THEN (max(mileage) - min(mileage)) / (sum(extract(epoch FROM at - pat)) FILTER (WHERE speed > 0) / 3600) ELSE 0 END)::numeric, 1)::float8 AS "avgSpeed",
           round(coalesce(sum(greatest(pf - fuel, 0)) FILTER (WHERE p.status & 16 = 0), 0)::numeric, 1)::float8 AS "fuelUsed",
           round(coalesce(sum(greatest(fuel - pf, 0)), 0)::numeric, 1)::float8 AS refuelled,
           round((array_agg(fuel ORDER BY at))[1]::numeric, 1)::float8 AS "startFuel", round((array_agg(fuel ORDER BY at DESC))[1]::numeric, 1)::float8 AS "endFuel",
           round(coalesce(sum(greatest(pw - water, 0)), 0)::numeric, 1)::float8 AS "waterUsed",
           round(coalesce(sum(greatest(water - pw, 0)), 0)::numeric, 1)::float8 AS "waterAdded",
           count(*) FILTER (WHERE water > pw)::int AS "waterTimes", round((array_agg(water ORDER BY at DESC))[1]::numeric, 1)::float8 AS "endWater",
           count(*) FILTER (WHERE p.status & 4 <> 0 AND (ps IS NULL OR ps <= ${SPEED_LIMIT}))::int AS speeding,
           to_char(min(at), 'HH24:MI:SS') AS "firstTime", to_char(max(at), 'HH24:MI:SS') AS "lastTime"
    FROM p JOIN ${V()} v ON v.id = p.vehicle_id
    GROUP BY p.vehicle_id, 2, v.car_no, v.driver_name`;
}

async function gpsRange(sql: Sql) {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(at), 'YYYY-MM-DD') AS start, to_char(max(at), 'YYYY-MM-DD') AS end FROM gps_alarm WHERE device_kind = 'vehicle'`,
  );
  return { start: row?.start ?? null, end: (await lastDay(sql)) ?? row?.end };
}

const alarmRows = (kinds: string[]) => `
  SELECT v.car_no AS "carNo", v.driver_name AS "driverName", a.id::text AS id, a.kind,
         CASE a.kind WHEN 'speeding' THEN '${msg.kind_speeding}' WHEN 'offline' THEN '${msg.kind_offline}' ELSE '${msg.kind_fuelDrop}' END AS "kindName",
         to_char(a.at, 'YYYY-MM-DD HH24:MI:SS') AS "startTime", to_char(a.end_at, 'YYYY-MM-DD HH24:MI:SS') AS "endTime",
         round(extract(epoch FROM a.end_at - a.at) / 60)::int AS minutes, round(a.value::numeric, 1)::float8 AS value,
         CASE WHEN a.ack_at IS NULL THEN '${msg.unacked}' ELSE '${msg.acked}' END AS "ackText", to_char(a.ack_at, 'YYYY-MM-DD HH24:MI:SS') AS "ackTime",
         ${loc('a.lon', 'a.lat')} AS location
  FROM gps_alarm a JOIN ${V()} v ON v.id = a.vehicle_id
  WHERE a.device_kind = 'vehicle' AND a.kind IN (${kinds.map((k) => `'${k}'`).join(', ')}) AND a.at >= $1::timestamp AND a.at < $2::timestamp`;

/** The curve of one vehicle's day (the asked car, or the first with reports that day). */
async function curve(sql: Sql, payload: Obj, column: 'fuel' | 'water') {
  const { end } = await periodOf(sql, payload, 1);
  const carId = carOf(payload);
  const params: unknown[] = [end, addDays(end, 1)];
  const car = carId ?? (await sql.query<{ id: number }>(
    `SELECT vehicle_id AS id FROM gps_position WHERE device_kind = 'vehicle' AND at >= $1::timestamp AND at < $2::timestamp AND ${column} IS NOT NULL ORDER BY vehicle_id LIMIT 1`, params,
  ))[0]?.id;
  if (car === undefined) return { rows: [], total: 0, pageNum: 1, pageSize: 0 };
  // One reading per ten minutes: enough for a curve, few points to draw.
  const rows = await sql.query<Obj>(
    `SELECT to_char(date_trunc('hour', at) + floor(extract(minute FROM at) / 10) * INTERVAL '10 minutes', 'HH24:MI') AS time,
            round(avg(${column})::numeric, 1)::float8 AS ${column}, round(avg(speed)::numeric, 1)::float8 AS speed
     FROM gps_position WHERE device_kind = 'vehicle' AND at >= $1::timestamp AND at < $2::timestamp AND vehicle_id = $3 AND ${column} IS NOT NULL GROUP BY 1 ORDER BY 1`,
    [...params, car],
  );
  return { rows, total: rows.length, pageNum: 1, pageSize: rows.length, carId: car, date: end };
}

export const clyxHandlers: Record<string, CustomHandler> = {
  async dataRange(sql) {
    return gpsRange(sql);
  },

  async realtimeInfo(sql, _mod, payload, options) {
    const carId = carOf(payload);
    const now = wallNow();
    const list = (await lastPositions(sql, now)).filter((v) => carId === null || v.carId === carId);
    const rows = list.map((v) => ({
      carId: v.carId, carNo: v.carNo, driverName: v.driverName, online: v.online, onlineText: v.online ? msg.online : msg.offline, time: v.time ?? '',
      speed: v.speed, mileage: v.mileage === null ? null : Math.round(v.mileage * 10) / 10, fuel: v.fuel, address: v.lon === null ? '' : `${v.lon.toFixed(5)},${v.lat!.toFixed(5)}`,
    }));
    const paging = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
    return { rows: rows.slice((paging.pageNum - 1) * paging.pageSize, paging.pageNum * paging.pageSize), total: rows.length, ...paging };
  },

  async dailyReport(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload);
    const { clause, params } = scope(period, carOf(payload));
    return paged(sql, payload, `SELECT * FROM (${dailySql(clause)}) d ORDER BY date DESC, "carNo"`, params, options.all);
  },

  async onlineReport(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload);
    const { clause, params } = scope(period, carOf(payload));
    const offline = `SELECT vehicle_id, count(*)::int AS n, coalesce(sum(extract(epoch FROM end_at - at) / 60), 0) AS minutes FROM gps_alarm
                     WHERE device_kind = 'vehicle' AND kind = 'offline' AND at >= $1::timestamp AND at < $2::timestamp GROUP BY vehicle_id`;
    return paged(sql, payload,
      `SELECT v.car_no AS "carNo", v.driver_name AS "driverName", coalesce(d.days, 0) AS days,
              round((coalesce(d.span, 0) / 3600 - coalesce(o.minutes, 0) / 60)::numeric, 1)::float8 AS "onlineHours",
              coalesce(o.n, 0) AS "offlineTimes", round(coalesce(o.minutes, 0)::numeric)::int AS "offlineMinutes",
              CASE WHEN coalesce(d.span, 0) > 0 THEN round((100 * (1 - coalesce(o.minutes, 0) * 60 / d.span))::numeric, 1)::float8 ELSE 0 END AS "onlineRate",
              to_char(d.last, 'YYYY-MM-DD HH24:MI:SS') AS "lastTime"
       FROM ${V()} v
       LEFT JOIN (SELECT vehicle_id, count(*)::int AS days, sum(span) AS span, max(last) AS last FROM (
                    SELECT vehicle_id, at::date, extract(epoch FROM max(at) - min(at)) AS span, max(at) AS last FROM gps_position WHERE ${clause} GROUP BY 1, 2) x GROUP BY 1) d ON d.vehicle_id = v.id
       LEFT JOIN (${offline}) o ON o.vehicle_id = v.id
       ${carOf(payload) !== null ? 'WHERE v.id = $3' : ''}
       ORDER BY "onlineRate" DESC, v.car_no`,
      params, options.all);
  },

  async violationReport(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload);
    const carId = carOf(payload);
    const params: unknown[] = [period.start, addDays(period.end, 1)];
    if (carId !== null) params.push(carId);
    return paged(sql, payload,
      `SELECT "carNo", "driverName", "startTime", "endTime", minutes, value AS "maxSpeed", ${SPEED_LIMIT} AS limit, location FROM (${alarmRows(['speeding'])}
       ${carId !== null ? 'AND a.vehicle_id = $3' : ''}) s ORDER BY "startTime" DESC`, params, options.all);
  },

  async alarmList(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload);
    const carId = carOf(payload);
    const params: unknown[] = [period.start, addDays(period.end, 1)];
    if (carId !== null) params.push(carId);
    return paged(sql, payload, `SELECT * FROM (${alarmRows(['speeding', 'offline', 'fuelDrop'])} ${carId !== null ? 'AND a.vehicle_id = $3' : ''}) s ORDER BY "startTime" DESC, id DESC`, params, options.all);
  },

  async oilAbnormal(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload, 30);
    const carId = carOf(payload);
    const params: unknown[] = [period.start, addDays(period.end, 1)];
    if (carId !== null) params.push(carId);
    const t = tables('clyx').oilConfig;
    return paged(sql, payload,
      `SELECT s."carNo", s."driverName", s."startTime", s.value AS lost, coalesce(c.alarm_drop, 20)::float8 AS threshold, s."ackText", s.location
       FROM (${alarmRows(['fuelDrop'])} ${carId !== null ? 'AND a.vehicle_id = $3' : ''}) s
       LEFT JOIN ${V()} v ON v.car_no = s."carNo" LEFT JOIN ${t} c ON c.car_id = v.id ORDER BY s."startTime" DESC`, params, options.all);
  },

  async parking(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload, 1);
    const { clause, params } = scope(period, carOf(payload));
    return paged(sql, payload,
      `SELECT v.car_no AS "carNo", v.driver_name AS "driverName", to_char(p.pat, 'YYYY-MM-DD HH24:MI:SS') AS "startTime", to_char(p.at, 'YYYY-MM-DD HH24:MI:SS') AS "endTime",
              round(extract(epoch FROM p.at - p.pat) / 60)::int AS minutes, ${loc('p.lon', 'p.lat')} AS location
       FROM (SELECT vehicle_id, at, lon, lat, speed, lag(speed) OVER w AS ps, lag(at) OVER w AS pat FROM gps_position WHERE ${clause}
             WINDOW w AS (PARTITION BY vehicle_id ORDER BY at)) p JOIN ${V()} v ON v.id = p.vehicle_id
       WHERE p.speed = 0 AND p.ps = 0 AND p.at - p.pat >= INTERVAL '2 minutes' ORDER BY p.pat DESC, v.car_no`,
      params, options.all);
  },

  async oilDaily(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload);
    const { clause, params } = scope(period, carOf(payload));
    return paged(sql, payload,
      `SELECT date, "carNo", "driverName", "distanceKm", "fuelUsed", refuelled,
              CASE WHEN "distanceKm" > 0 THEN round(("fuelUsed" / "distanceKm" * 100)::numeric, 1)::float8 ELSE 0 END AS per100, "startFuel", "endFuel"
       FROM (${dailySql(clause)}) d ORDER BY date DESC, "carNo"`, params, options.all);
  },

  async oilMonthly(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload, 90);
    const { clause, params } = scope(period, carOf(payload));
    return paged(sql, payload,
      `SELECT left(date, 7) AS month, "carNo", "driverName", round(sum("distanceKm")::numeric, 1)::float8 AS "distanceKm", round(sum("fuelUsed")::numeric, 1)::float8 AS "fuelUsed",
              round(sum(refuelled)::numeric, 1)::float8 AS refuelled,
              CASE WHEN sum("distanceKm") > 0 THEN round((sum("fuelUsed") / sum("distanceKm") * 100)::numeric, 1)::float8 ELSE 0 END AS per100
       FROM (${dailySql(clause)}) d GROUP BY 1, 2, 3 ORDER BY 1 DESC, 2`, params, options.all);
  },

  async waterRecord(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload);
    const { clause, params } = scope(period, carOf(payload));
    return paged(sql, payload,
      `SELECT v.car_no AS "carNo", v.driver_name AS "driverName", to_char(p.at, 'YYYY-MM-DD HH24:MI:SS') AS time, round(p.pw::numeric, 1)::float8 AS before, round(p.water::numeric, 1)::float8 AS after,
              round((p.water - p.pw)::numeric, 1)::float8 AS added, ${loc('p.lon', 'p.lat')} AS location
       FROM (SELECT vehicle_id, at, lon, lat, water, lag(water) OVER (PARTITION BY vehicle_id ORDER BY at) AS pw FROM gps_position WHERE ${clause} AND water IS NOT NULL) p
       JOIN ${V()} v ON v.id = p.vehicle_id WHERE p.water > p.pw ORDER BY p.at DESC`, params, options.all);
  },

  async waterDaily(sql, _mod, payload, options) {
    const period = await periodOf(sql, payload);
    const { clause, params } = scope(period, carOf(payload));
    return paged(sql, payload,
      `SELECT date, "carNo", "driverName", "waterUsed" AS used, "waterAdded" AS added, "waterTimes" AS times, "endWater"
       FROM (${dailySql(`${clause} AND water IS NOT NULL`)}) d ORDER BY date DESC, "carNo"`, params, options.all);
  },

  oilCurve: (sql, _mod, payload) => curve(sql, payload, 'fuel'),
  waterCurve: (sql, _mod, payload) => curve(sql, payload, 'water'),
};
