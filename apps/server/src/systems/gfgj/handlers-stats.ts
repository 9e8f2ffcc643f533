/**
 * 回收清运 statistics (dataStatistics/ and the terminal board): every figure reads the rows the
 * lists show under the same period — recycled kilograms are finished orders by their finish
 * time, carted and disposed kilograms carting orders (arrived ones by arrival), so the flow
 * chart's total equals the disposal list's and the stations' figures add up to the board's.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { ident, tableOf } from '../../resources/names';
import { addDateRange } from '../../resources/select';
import { invalid } from '../../resources/messages';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;
const REGION = ident(tables('platform').region!);

export const table = (mod: ModuleDefinition, key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));

/** The label of an enum value of the system (rows carry `<key>Label` for tables and exports). */
export function labelOf(mod: ModuleDefinition, code: string, value: unknown): string {
  return mod.enums.find((e) => e.code === code)?.options.find((o) => o.value === value)?.label ?? String(value ?? '');
}

/** startDate..endDate on a date field of a resource as the lists filter it; 'true' without a range. */
export function within(mod: ModuleDefinition, payload: Obj, params: unknown[]) {
  return (key: string, field: string, alias: string) => {
    const where = { clauses: [] as string[], params };
    addDateRange(where, mod.resources.find((r) => r.key === key)!.fields.find((f) => f.key === field)!, payload.startDate, payload.endDate, alias);
    return where.clauses.length ? where.clauses.join(' AND ') : 'true';
  };
}

export function optionalId(payload: Obj, name: string, label: string): number | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (!/^\d{1,9}$/.test(String(v))) throw invalid(`${label}不正确`);
  return Number(v);
}

const paging = (payload: Obj, options: { all?: number }) => (options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload));

/** getStationPointList: each station's finished orders and recycled kg, kg carted out, terminal state. */
const stationStat: CustomHandler = async (sql, mod, payload, options) => {
  const { pageNum, pageSize } = paging(payload, options);
  const params: unknown[] = [];
  const range = within(mod, payload, params);
  const only = optionalId(payload, 'stationId', '站点');
  const where = only === undefined ? 'true' : `s.id = $${params.push(only)}`;
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(mod, 'stationPoint')} s WHERE ${only === undefined ? 'true' : 's.id = $1'}`, only === undefined ? [] : [only]);
  const rows = await sql.query<Obj>(
    `SELECT s.id, s.code, s.name, s.station_type AS "stationType", s.address, s.location, s.terminal_status AS "terminalStatus",
            (SELECT name FROM ${REGION} r WHERE r.id = s.region_id) AS "regionName",
            (SELECT count(*)::int FROM ${table(mod, 'order')} o WHERE o.station_id = s.id AND o.status = 'finished' AND ${range('order', 'finishTime', 'o')}) AS orders,
            (SELECT coalesce(sum(o.actual_weight), 0)::float8 FROM ${table(mod, 'order')} o WHERE o.station_id = s.id AND o.status = 'finished' AND ${range('order', 'finishTime', 'o')}) AS "recycleWeight",
            (SELECT coalesce(sum(c.weight), 0)::float8 FROM ${table(mod, 'cartingOrder')} c WHERE c.station_id = s.id AND c.status <> 'cancelled' AND ${range('cartingOrder', 'dispatchTime', 'c')}) AS "cartedWeight"
       FROM ${table(mod, 'stationPoint')} s WHERE ${where}
      ORDER BY "recycleWeight" DESC, s.code LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    params,
  );
  for (const r of rows) Object.assign(r, { stationTypeLabel: labelOf(mod, 'gfgjStationType', r.stationType), terminalStatusLabel: labelOf(mod, 'gfgjTerminalStatus', r.terminalStatus) });
  return { rows, total: count!.n };
};

/** getDisposalSiteList: each site's arrived trips and kg, the stations they came from, effective signings. */
const siteStat: CustomHandler = async (sql, mod, payload, options) => {
  const { pageNum, pageSize } = paging(payload, options);
  const params: unknown[] = [];
  const range = within(mod, payload, params);
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(mod, 'disposalSite')}`);
  const rows = await sql.query<Obj>(
    `SELECT d.id, d.code, d.name, d.site_type AS "siteType", d.address, d.location, x.trips, x.weight AS "receivedWeight", x.stations,
            (SELECT count(*)::int FROM ${table(mod, 'disposalSiteSigning')} g WHERE g.disposal_site_id = d.id AND g.status = 'effective') AS signings
       FROM ${table(mod, 'disposalSite')} d,
            LATERAL (SELECT count(*)::int AS trips, coalesce(sum(c.weight), 0)::float8 AS weight, count(DISTINCT c.station_id)::int AS stations
                       FROM ${table(mod, 'cartingOrder')} c WHERE c.disposal_site_id = d.id AND c.status = 'arrived' AND ${range('cartingOrder', 'arriveTime', 'c')}) x
      ORDER BY x.weight DESC, d.code LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    params,
  );
  for (const r of rows) r.siteTypeLabel = labelOf(mod, 'gfgjSiteType', r.siteType);
  return { rows, total: count!.n };
};

/** getHeatMapData: orders by street and hour of the order time, every street × 07–20 时 (zeros included). */
const heatMap: CustomHandler = async (sql, mod, payload) => {
  const params: unknown[] = [];
  const range = within(mod, payload, params);
  const rows = await sql.query(
    `WITH o AS (SELECT o.region_id, extract(hour FROM o.order_time)::int AS h FROM ${table(mod, 'order')} o WHERE ${range('order', 'orderTime', 'o')}),
          r AS (SELECT DISTINCT s.region_id FROM ${table(mod, 'stationPoint')} s UNION SELECT DISTINCT region_id FROM o)
     SELECT g.name AS "regionName", lpad(h::text, 2, '0') || '时' AS hour, (SELECT count(*)::int FROM o WHERE o.region_id = r.region_id AND o.h = hs.h) AS orders
       FROM r JOIN ${REGION} g ON g.id = r.region_id, generate_series(7, 20) AS hs(h)
      ORDER BY hs.h, g.code`,
    params,
  );
  return { rows, total: rows.length };
};

/** The day a real-time figure describes: the payload's end day, else the last day with orders. */
async function dayOf(sql: Sql, mod: ModuleDefinition, payload: Obj): Promise<string> {
  const end = payload.endDate;
  if (end !== undefined && end !== null && end !== '') {
    if (typeof end !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(end) || Number.isNaN(Date.parse(end))) throw invalid('日期格式为 YYYY-MM-DD');
    return end;
  }
  const [row] = await sql.query<{ d: string | null }>(`SELECT to_char(max(order_time), 'YYYY-MM-DD') AS d FROM ${table(mod, 'order')}`);
  return row?.d ?? new Date().toISOString().slice(0, 10);
}

/** getRealtimeData: the day's orders, completions, kg and amount, recyclers out, carting trips; open orders and online terminals now. */
const realtime: CustomHandler = async (sql, mod, payload) => {
  const day = await dayOf(sql, mod, payload);
  const o = table(mod, 'order');
  const [row] = await sql.query(
    `SELECT $1::text AS day,
            (SELECT count(*)::int FROM ${o} WHERE order_time >= $1::date::timestamp AND order_time < ($1::date + 1)::timestamp) AS "ordersToday",
            (SELECT count(*)::int FROM ${o} WHERE status = 'finished' AND finish_time >= $1::date::timestamp AND finish_time < ($1::date + 1)::timestamp) AS "finishedToday",
            (SELECT count(*)::int FROM ${o} WHERE status = 'pending') AS "pendingOrders",
            (SELECT coalesce(sum(actual_weight), 0)::float8 FROM ${o} WHERE status = 'finished' AND finish_time >= $1::date::timestamp AND finish_time < ($1::date + 1)::timestamp) AS "weightToday",
            (SELECT coalesce(sum(amount), 0)::float8 FROM ${o} WHERE status = 'finished' AND finish_time >= $1::date::timestamp AND finish_time < ($1::date + 1)::timestamp) AS "amountToday",
            (SELECT count(DISTINCT recycler_id)::int FROM ${o} WHERE accept_time >= $1::date::timestamp AND accept_time < ($1::date + 1)::timestamp) AS "activeRecyclers",
            (SELECT count(*)::int FROM ${table(mod, 'cartingOrder')} WHERE status <> 'cancelled' AND dispatch_time >= $1::date::timestamp AND dispatch_time < ($1::date + 1)::timestamp) AS "cartingToday",
            (SELECT count(*)::int FROM ${table(mod, 'stationPoint')} WHERE terminal_no IS NOT NULL AND terminal_status = 'online') AS "onlineTerminals"`,
    [day],
  );
  return { rows: [row], total: 1 };
};

/** getRealtimeOrders: the newest orders (the real-time page's stream). */
const realtimeOrders: CustomHandler = async (sql, mod) => {
  const rows = await sql.query<Obj>(
    `SELECT o.id, o.order_no AS "orderNo", u.name AS "userName", g.name AS "className", o.status, to_char(o.order_time, 'YYYY-MM-DD HH24:MI:SS') AS "orderTime"
       FROM ${table(mod, 'order')} o JOIN ${table(mod, 'user')} u ON u.id = o.app_user_id JOIN ${table(mod, 'garbageClass')} g ON g.id = o.garbage_class_id
      ORDER BY o.order_time DESC, o.id DESC LIMIT 20`,
  );
  for (const r of rows) r.statusLabel = labelOf(mod, 'gfgjOrderStatus', r.status);
  return { rows, total: rows.length };
};

/** flowCharts: arrived carting per station → disposal site in tonnes (the Sankey's links). */
const flowCharts: CustomHandler = async (sql, mod, payload) => {
  const params: unknown[] = [];
  const range = within(mod, payload, params);
  const rows = await sql.query(
    `SELECT s.id AS "stationId", s.name AS "stationName", d.id AS "siteId", d.name AS "siteName", count(*)::int AS trips, round((sum(c.weight) / 1000)::numeric, 3)::float8 AS weight
       FROM ${table(mod, 'cartingOrder')} c JOIN ${table(mod, 'stationPoint')} s ON s.id = c.station_id JOIN ${table(mod, 'disposalSite')} d ON d.id = c.disposal_site_id
      WHERE c.status = 'arrived' AND ${range('cartingOrder', 'arriveTime', 'c')}
      GROUP BY s.id, s.name, d.id, d.name ORDER BY weight DESC, s.name, d.name`,
    params,
  );
  return { rows, total: rows.length };
};

/** deviceBoard: the stations' weighing terminals now, and their weighings (finished orders) in the period. */
const deviceBoard: CustomHandler = async (sql, mod, payload) => {
  const params: unknown[] = [];
  const range = within(mod, payload, params);
  const [row] = await sql.query<Obj>(
    `SELECT count(*)::int AS terminals, count(*) FILTER (WHERE terminal_status = 'online')::int AS online,
            count(*) FILTER (WHERE terminal_status = 'offline')::int AS offline, count(*) FILTER (WHERE terminal_status = 'fault')::int AS fault,
            (SELECT count(*)::int FROM ${table(mod, 'order')} o WHERE o.status = 'finished' AND ${range('order', 'finishTime', 'o')}) AS weighings,
            (SELECT coalesce(sum(o.actual_weight), 0)::float8 FROM ${table(mod, 'order')} o WHERE o.status = 'finished' AND ${range('order', 'finishTime', 'o')}) AS weight
       FROM ${table(mod, 'stationPoint')} WHERE terminal_no IS NOT NULL`,
    params,
  );
  const terminals = Number(row!.terminals);
  row!.onlineRate = terminals ? Math.round((Number(row!.online) / terminals) * 1000) / 10 : 0;
  return { rows: [row], total: 1 };
};

/** terminalList: each terminal with its station, state, last heartbeat and weighings in the period. */
const terminalList: CustomHandler = async (sql, mod, payload) => {
  const params: unknown[] = [];
  const range = within(mod, payload, params);
  const rows = await sql.query<Obj>(
    `SELECT s.id, s.terminal_no AS "terminalNo", s.name, s.terminal_status AS "terminalStatus", to_char(s.heartbeat_time, 'YYYY-MM-DD HH24:MI:SS') AS "heartbeatTime",
            count(o.id)::int AS weighings, coalesce(sum(o.actual_weight), 0)::float8 AS weight
       FROM ${table(mod, 'stationPoint')} s LEFT JOIN ${table(mod, 'order')} o ON o.station_id = s.id AND o.status = 'finished' AND ${range('order', 'finishTime', 'o')}
      WHERE s.terminal_no IS NOT NULL GROUP BY s.id, s.terminal_no, s.name, s.terminal_status, s.heartbeat_time ORDER BY weight DESC, s.terminal_no`,
    params,
  );
  for (const r of rows) r.terminalStatusLabel = labelOf(mod, 'gfgjTerminalStatus', r.terminalStatus);
  return { rows, total: rows.length };
};

/** The days with orders: boards and reports default to the last of them. */
const dataRange: CustomHandler = async (sql, mod) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(order_time), 'YYYY-MM-DD') AS start, to_char(max(order_time), 'YYYY-MM-DD') AS "end" FROM ${table(mod, 'order')}`,
  );
  return row;
};

export const statsHandlers: Record<string, CustomHandler> = { stationStat, siteStat, heatMap, realtime, realtimeOrders, flowCharts, deviceBoard, terminalList, dataRange };
