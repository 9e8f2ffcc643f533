/**
 * 垃圾处置 custom reports: the basic figures of the boards, the facility ledger per station, the
 * station list with its load, the three station maps (处置地图, GIS with cameras, 处置厂) and the
 * producing-facility map. Weights sum the same 进场称重 rows the list shows for the same dates,
 * so a board figure equals the total of its list.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { platformEnums } from '../../../../catalogue/src/platform/enums';
import type { EnumDefinition } from '../../../../catalogue/src/model/fields';
import { invalid, messages } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { addDateRange } from '../../resources/select';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

const table = (mod: ModuleDefinition, key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));

/** A SQL CASE giving an enum value's Chinese label. */
function label(e: EnumDefinition | undefined, column: string): string {
  const options = e?.options ?? [];
  return `CASE ${column} ${options.map((o) => `WHEN '${o.value.replace(/'/g, "''")}' THEN '${o.label.replace(/'/g, "''")}'`).join(' ')} ELSE '' END`;
}
const enumOf = (mod: ModuleDefinition, code: string) => mod.enums.find((e) => e.code === code) ?? platformEnums.find((e) => e.code === code);

/** startDate..endDate on a resource's date field (as its list filters it), bound into params. */
function within(mod: ModuleDefinition, payload: Obj, params: unknown[], key: string, field: string, alias: string): string {
  const where = { clauses: [] as string[], params };
  addDateRange(where, mod.resources.find((r) => r.key === key)!.fields.find((f) => f.key === field)!, payload.startDate, payload.endDate, alias);
  return where.clauses.length ? where.clauses.join(' AND ') : 'true';
}

function stationFilter(payload: Obj, params: unknown[], alias: string): string {
  const v = payload.stationId;
  if (v === undefined || v === null || v === '') return 'true';
  if (!/^\d{1,9}$/.test(String(v))) throw invalid(messages.idRequired);
  return `${alias}.id = $${params.push(Number(v))}`;
}

const page = (payload: Obj, all?: number) => {
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  return `LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`;
};

/** The station rows with their figures in the period: the one query behind the station lists and maps. */
async function stationRows(sql: Parameters<CustomHandler>[0], mod: ModuleDefinition, payload: Obj, all?: number) {
  const params: unknown[] = [];
  const weighed = within(mod, payload, params, 'stationWeigh', 'weighTime', 'w');
  const repaired = within(mod, payload, params, 'maintenanceRecord', 'repairDate', 'm');
  const read = within(mod, payload, params, 'waterElectric', 'readDate', 'r');
  const only = stationFilter(payload, params, 's');
  const camera = ident(tables('spjg').camera!);
  const countParams: unknown[] = [];
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(mod, 'stationInfo')} s WHERE ${stationFilter(payload, countParams, 's')}`, countParams);
  const rows = await sql.query<Obj>(
    `SELECT s.id, s.id AS "stationId", s.station_code AS "stationCode", s.station_name AS "stationName", s.station_name AS name, s.station_type AS "stationType",
            ${label(enumOf(mod, 'ljczStationType'), 's.station_type')} AS "stationTypeLabel", s.status, ${label(enumOf(mod, 'ljczStationStatus'), 's.status')} AS "statusLabel",
            s.address, s.location, s.design_capacity AS "designCapacity", x.*,
            CASE WHEN x.days = 0 THEN 0 ELSE round((x."netWeight" / x.days / s.design_capacity * 100)::numeric, 1)::float8 END AS "loadRate"
       FROM ${table(mod, 'stationInfo')} s,
            LATERAL (SELECT coalesce(round(sum(w.net_weight)::numeric, 2), 0)::float8 AS "netWeight", count(*)::int AS trips, count(DISTINCT w.weigh_time::date)::int AS days
                       FROM ${table(mod, 'stationWeigh')} w WHERE w.station_id = s.id AND ${weighed}) w,
            LATERAL (SELECT count(*)::int AS repairs, coalesce(round(sum(m.fee)::numeric, 2), 0)::float8 AS "repairFee"
                       FROM ${table(mod, 'maintenanceRecord')} m WHERE m.station_id = s.id AND ${repaired}) m,
            LATERAL (SELECT coalesce(round(sum(r.water)::numeric, 2), 0)::float8 AS water, coalesce(round(sum(r.power)::numeric, 1), 0)::float8 AS power
                       FROM ${table(mod, 'waterElectric')} r WHERE r.station_id = s.id AND ${read}) r,
            LATERAL (SELECT (SELECT count(*)::int FROM ${table(mod, 'equipment')} e WHERE e.station_id = s.id) AS equipment,
                            (SELECT count(*)::int FROM ${table(mod, 'equipment')} e WHERE e.station_id = s.id AND e.status = 'running') AS "runningEquipment",
                            (SELECT count(*)::int FROM ${table(mod, 'equipment')} e WHERE e.station_id = s.id AND e.status = 'fault') AS "faultEquipment",
                            (SELECT count(*)::int FROM ${table(mod, 'stationPound')} p WHERE p.station_id = s.id AND p.bind_status = 'bound') AS pounds,
                            (SELECT count(*)::int FROM ${table(mod, 'garbageCar')} g WHERE g.station_id = s.id AND g.bind_status = 'bound') AS "boundCars",
                            (SELECT count(*)::int FROM ${table(mod, 'gisVideo')} v WHERE v.station_id = s.id) AS cameras,
                            (SELECT count(*)::int FROM ${table(mod, 'gisVideo')} v JOIN ${camera} c ON c.id = v.camera_id WHERE v.station_id = s.id AND c.online_status = 'online') AS "onlineCameras",
                            (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name || ' · ' || v.position, 'onlineStatus', c.online_status) ORDER BY c.id), '[]'::json)
                               FROM ${table(mod, 'gisVideo')} v JOIN ${camera} c ON c.id = v.camera_id WHERE v.station_id = s.id) AS "cameraList",
                            w.*, m.*, r.*) x
      WHERE ${only}
      ORDER BY s.station_code, s.id ${page(payload, all)}`,
    params,
  );
  return { rows, total: count!.n };
}

/** Map colour: stopped stations grey, stations under maintenance or loaded above 90 % red. */
function withMapState(rows: Obj[]): Obj[] {
  return rows.map((r) => {
    const state = r.status === 'stopped' ? 'offline' : r.status === 'maintenance' || Number(r.loadRate) > 90 ? 'alarm' : 'online';
    const stateLabel = { offline: '停运', alarm: r.status === 'maintenance' ? '检修' : '超负荷', online: '正常' }[state];
    return { ...r, mapState: state, mapStateLabel: stateLabel };
  });
}

const stations: CustomHandler = async (sql, mod, payload, options) => {
  const { rows, total } = await stationRows(sql, mod, payload, options.all);
  return { rows: withMapState(rows), total };
};

/** The boards' basic figures: stations, equipment and bindings now; weighings in the period. */
const basicInfo: CustomHandler = async (sql, mod, payload) => {
  const params: unknown[] = [];
  const weighed = within(mod, payload, params, 'stationWeigh', 'weighTime', 'w');
  const [row] = await sql.query(
    `SELECT (SELECT count(*)::int FROM ${table(mod, 'stationInfo')}) AS stations,
            (SELECT count(*)::int FROM ${table(mod, 'stationInfo')} WHERE status = 'running') AS "runningStations",
            (SELECT coalesce(sum(design_capacity), 0)::float8 FROM ${table(mod, 'stationInfo')}) AS "designCapacity",
            (SELECT count(*)::int FROM ${table(mod, 'equipment')}) AS equipment,
            (SELECT count(*)::int FROM ${table(mod, 'equipment')} WHERE status = 'fault') AS "faultEquipment",
            (SELECT count(*)::int FROM ${table(mod, 'garbageCar')} WHERE bind_status = 'bound') AS "boundCars",
            (SELECT count(*)::int FROM ${table(mod, 'stationPound')} WHERE bind_status = 'bound') AS pounds,
            (SELECT coalesce(round(sum(net_weight)::numeric, 2), 0)::float8 FROM ${table(mod, 'stationWeigh')} w WHERE ${weighed}) AS "netWeight",
            (SELECT count(*)::int FROM ${table(mod, 'stationWeigh')} w WHERE ${weighed}) AS trips`,
    params,
  );
  return [row];
};

/** 产废地图: the platform's collection facilities (not the stations themselves) where garbage is produced. */
const productMapInfo: CustomHandler = async (sql, _mod, payload, options) => {
  const pf = tables('platform');
  const facility = ident(pf.facility!);
  const where = `f.facility_type NOT IN ('transferStation', 'compressionStation')`;
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${facility} f WHERE ${where}`);
  const rows = await sql.query(
    `SELECT f.id, f.code, f.name, f.facility_type AS "facilityType", ${label(enumOf(_mod, 'facilityType'), 'f.facility_type')} AS "facilityTypeLabel",
            f.address, f.location, c.name AS "companyName", ${label(enumOf(_mod, 'enableStatus'), 'f.status')} AS "statusLabel",
            CASE WHEN f.status = 'enabled' THEN 'online' ELSE 'offline' END AS "mapState", CASE WHEN f.status = 'enabled' THEN '正常' ELSE '停用' END AS "mapStateLabel"
       FROM ${facility} f LEFT JOIN ${ident(pf.company!)} c ON c.id = f.company_id
      WHERE ${where} ORDER BY f.code, f.id ${page(payload, options.all)}`,
  );
  return { rows, total: count!.n };
};

/** The days with weighings: boards and reports default to the last of them. */
const dataRange: CustomHandler = async (sql, mod) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(weigh_time), 'YYYY-MM-DD') AS start, to_char(max(weigh_time), 'YYYY-MM-DD') AS "end" FROM ${table(mod, 'stationWeigh')}`,
  );
  return row;
};

export const ljczHandlers: Record<string, CustomHandler> = {
  basicInfo, facilityLedger: stations, stationBrief: stations, mapInfo: stations, gisList: stations, dealFactoryMapInfo: stations, productMapInfo, dataRange,
};
