/**
 * 回收清运 tracks, maps and option lists. A collector's track is the GPS history of the vehicle
 * the order names, from acceptance to completion (an open order: two hours on); a carting
 * order's from dispatch to arrival. The carting routes map draws those tracks, or the straight
 * line from station to site when the vehicle reported no positions then.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { notFound } from '../../http/errors';
import { invalid, messages } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { labelOf, table, within } from './handlers-stats';
import { insideRing } from '../../../../../src/map/fence';

type Obj = Record<string, unknown>;
const PF = tables('platform');
/** Points drawn for one route on the map at most (the line field's limit is 500). */
const LINE_POINTS = 200;

interface Window { carId: number | null; start: string | null; end: string | null }

async function orderWindow(sql: Sql, mod: ModuleDefinition, payload: Obj): Promise<Window> {
  const id = idValue(payload.orderId ?? payload.id);
  const [row] = await sql.query<Window>(
    `SELECT car_id AS "carId", to_char(accept_time, 'YYYY-MM-DD HH24:MI:SS') AS start,
            to_char(coalesce(finish_time, accept_time + interval '2 hours'), 'YYYY-MM-DD HH24:MI:SS') AS "end" FROM ${table(mod, 'order')} WHERE id = $1`, [id]);
  if (!row) throw notFound(messages.notFound);
  return row;
}

async function cartingWindow(sql: Sql, mod: ModuleDefinition, payload: Obj): Promise<Window> {
  const id = idValue(payload.cartingOrderId ?? payload.id);
  const [row] = await sql.query<Window>(
    `SELECT car_id AS "carId", to_char(dispatch_time, 'YYYY-MM-DD HH24:MI:SS') AS start,
            to_char(coalesce(arrive_time, dispatch_time + interval '2 hours'), 'YYYY-MM-DD HH24:MI:SS') AS "end" FROM ${table(mod, 'cartingOrder')} WHERE id = $1`, [id]);
  if (!row) throw notFound(messages.notFound);
  return row;
}

/** The vehicle's positions in the window, oldest first, with the km driven since its start. */
async function positions(sql: Sql, w: Window) {
  if (w.carId === null || w.start === null) return [];
  return sql.query<Obj>(
    `SELECT to_char(at, 'YYYY-MM-DD HH24:MI:SS') AS at, lon AS lng, lat, speed::float8 AS speed,
            round((mileage - first_value(mileage) OVER (ORDER BY at))::numeric, 2)::float8 AS mileage
       FROM gps_position WHERE device_kind = 'vehicle' AND vehicle_id = $1 AND at >= $2::timestamp AND at <= $3::timestamp ORDER BY at LIMIT 5000`,
    [w.carId, w.start, w.end],
  );
}

const plain = (rows: Obj[]) => rows.map(({ mileage: _m, ...r }) => r);
const summary = (w: Window, rows: Obj[]) => ({ carId: w.carId, startTime: w.start, endTime: w.end, points: rows.length, mileage: rows.length ? rows[rows.length - 1]!.mileage : 0 });

/** historyPosition (plain points) and newHistoryPosition (with mileage and a summary) of one window kind. */
function track(windowOf: typeof orderWindow, detailed: boolean): CustomHandler {
  return async (sql, mod, payload) => {
    const w = await windowOf(sql, mod, payload);
    const rows = await positions(sql, w);
    return detailed ? { rows, total: rows.length, summary: summary(w, rows) } : { rows: plain(rows), total: rows.length };
  };
}

const orderTrack = track(orderWindow, false);
const orderTrackNew = track(orderWindow, true);
const cartingTrack = track(cartingWindow, false);
const cartingTrackNew = track(cartingWindow, true);

/** getStationList: the enabled stations (order and carting forms pick one). */
const stationList: CustomHandler = async (sql, mod) => {
  const rows = await sql.query<Obj>(
    `SELECT id, code, name, station_type AS "stationType", address, location FROM ${table(mod, 'stationPoint')} WHERE status = 'enabled' ORDER BY code`);
  for (const r of rows) r.stationTypeLabel = labelOf(mod, 'gfgjStationType', r.stationType);
  return { rows, total: rows.length };
};

/** getDisposalSiteList: the enabled disposal sites. */
const siteList: CustomHandler = async (sql, mod) => {
  const rows = await sql.query<Obj>(`SELECT id, code, name, site_type AS "siteType", address, location FROM ${table(mod, 'disposalSite')} WHERE status = 'enabled' ORDER BY code`);
  for (const r of rows) r.siteTypeLabel = labelOf(mod, 'gfgjSiteType', r.siteType);
  return { rows, total: rows.length };
};

/** common/getGarbageClassList: the enabled classes with their prices, optionally of one category. */
const garbageClassList: CustomHandler = async (sql, mod, payload) => {
  const category = payload.category;
  if (category !== undefined && category !== '' && !mod.enums.find((e) => e.code === 'gfgjGarbageCategory')!.options.some((o) => o.value === category)) {
    throw invalid('垃圾大类不存在，可选：recyclable、hazardous、kitchen、other');
  }
  const rows = await sql.query<Obj>(
    `SELECT id, code, name, category, unit_price::float8 AS "unitPrice", points_per_kg AS "pointsPerKg" FROM ${table(mod, 'garbageClass')}
      WHERE status = 'enabled' AND ($1::text IS NULL OR category = $1) ORDER BY sort, id`, [category === '' ? null : (category ?? null)]);
  for (const r of rows) r.categoryLabel = labelOf(mod, 'gfgjGarbageCategory', r.category);
  return { rows, total: rows.length };
};

function pointOf(payload: Obj): [number, number] {
  const raw = payload.location ?? (payload.lng !== undefined ? `${payload.lng},${payload.lat}` : undefined);
  const [lng, lat] = String(raw ?? '').split(',').map((v) => (v.trim() === '' ? NaN : Number(v)));
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || lng! < 73 || lng! > 136 || lat! < 3 || lat! > 54) throw invalid('请提供中国境内的经纬度，例如 lng=120.15&lat=30.28');
  return [lng!, lat!];
}

/** common/getDeptByLocalion: the department areas whose boundary holds the point. */
const deptByLocation: CustomHandler = async (sql, mod, payload) => {
  const point = pointOf(payload);
  const areas = await sql.query<Obj & { boundary: string }>(
    `SELECT a.id, a.name, a.boundary, (SELECT name FROM ${PF.company} c WHERE c.id = a.company_id) AS "companyName",
            (SELECT name FROM ${PF.region} r WHERE r.id = a.region_id) AS "regionName", a.company_id AS "companyId"
       FROM ${table(mod, 'deptArea')} a ORDER BY a.name`);
  const rows = areas.filter((a) => {
    try {
      return insideRing(point, JSON.parse(a.boundary) as [number, number][]);
    } catch {
      return false;
    }
  }).map(({ boundary: _b, ...r }) => r);
  return { rows, total: rows.length };
};

/** mapList: the period's orders at their address; finished green, open grey, open past the appointment red. */
const orderMap: CustomHandler = async (sql, mod, payload, options) => {
  const { pageNum, pageSize } = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
  const params: unknown[] = [];
  const range = within(mod, payload, params)('order', 'orderTime', 'o');
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(mod, 'order')} o WHERE ${range} AND o.status <> 'cancelled'`, params);
  const rows = await sql.query<Obj>(
    `SELECT o.id, o.order_no AS "orderNo", u.name, o.address, o.location, g.name AS "className", o.status,
            CASE WHEN o.status = 'finished' THEN 'online' WHEN o.appoint_time < (SELECT max(order_time) FROM ${table(mod, 'order')}) THEN 'alarm' ELSE 'offline' END AS "mapState"
       FROM ${table(mod, 'order')} o JOIN ${table(mod, 'user')} u ON u.id = o.app_user_id JOIN ${table(mod, 'garbageClass')} g ON g.id = o.garbage_class_id
      WHERE ${range} AND o.status <> 'cancelled'
      ORDER BY o.order_time DESC, o.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    params,
  );
  for (const r of rows) Object.assign(r, { statusLabel: labelOf(mod, 'gfgjOrderStatus', r.status), mapStateLabel: labelOf(mod, 'gfgjMapState', r.mapState) });
  return { rows, total: count!.n };
};

/** lineList: a day's carting trips, each as its GPS track (at most LINE_POINTS points) or station → site. */
const cartingLines: CustomHandler = async (sql, mod, payload) => {
  const params: unknown[] = [];
  const range = within(mod, payload, params)('cartingOrder', 'dispatchTime', 'c');
  const rows = await sql.query<Obj>(
    `SELECT c.id, c.carting_no AS "cartingNo", s.name AS "stationName", d.name AS "siteName", v.car_no AS "carNo", c.weight::float8 AS weight, c.status,
            s.location AS "from", d.location AS "to", tr.line, coalesce(tr.n, 0) AS points
       FROM ${table(mod, 'cartingOrder')} c JOIN ${table(mod, 'stationPoint')} s ON s.id = c.station_id JOIN ${table(mod, 'disposalSite')} d ON d.id = c.disposal_site_id
       LEFT JOIN ${PF.vehicle} v ON v.id = c.car_id
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_array(round(p.lon::numeric, 6), round(p.lat::numeric, 6)) ORDER BY p.at)::text AS line, max(p.total)::int AS n
           FROM (SELECT at, lon, lat, row_number() OVER (ORDER BY at) AS k, count(*) OVER () AS total FROM gps_position
                  WHERE device_kind = 'vehicle' AND vehicle_id = c.car_id AND at >= c.dispatch_time AND at <= coalesce(c.arrive_time, c.dispatch_time + interval '2 hours')) p
          WHERE p.k % greatest(1, ceil(p.total / ${LINE_POINTS}.0)::int) = 0 OR p.k = 1) tr ON true
      WHERE ${range} ORDER BY c.dispatch_time, c.id LIMIT 500`,
    params,
  );
  for (const r of rows) {
    const straight = JSON.stringify([String(r.from).split(',').map(Number), String(r.to).split(',').map(Number)]);
    Object.assign(r, { line: Number(r.points) >= 2 ? r.line : straight, label: `${r.cartingNo} ${r.stationName} → ${r.siteName}`, statusLabel: labelOf(mod, 'gfgjCartingStatus', r.status) });
    delete r.from;
    delete r.to;
  }
  return { rows, total: rows.length };
};

export const trackHandlers: Record<string, CustomHandler> = {
  orderTrack, orderTrackNew, cartingTrack, cartingTrackNew, stationList, siteList, garbageClassList, deptByLocation, orderMap, cartingLines,
};
