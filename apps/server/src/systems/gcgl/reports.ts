/**
 * gcgl custom reports: the one-map statistics (yzt), the toilet map list (gis), the cleaning
 * parameters by type code, and the data range. Each figure counts the same rows the lists show
 * under the same date range, so a board tile equals the total of its list.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { addDateRange } from '../../resources/select';
import { pagingOf } from '../../resources/unpack';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

const table = (mod: ModuleDefinition, key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));

/**
 * startDate..endDate (both inclusive, either optional) on a date field of a resource, as the lists
 * filter it (select.ts), binding into the shared params: one clause per table a query reads.
 */
function range(mod: ModuleDefinition, payload: Obj, params: unknown[]) {
  return (key: string, field: string, alias: string) => {
    const where = { clauses: [] as string[], params };
    addDateRange(where, mod.resources.find((r) => r.key === key)!.fields.find((f) => f.key === field)!, payload.startDate, payload.endDate, alias);
    return where.clauses.length ? where.clauses.join(' AND ') : 'true';
  };
}

function idParam(payload: Obj, name: string): number | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (!/^\d{1,9}$/.test(String(v))) throw invalid(messages.idRequired);
  return Number(v);
}

/** Toilets, devices now; alarms, cleanings, ratings and meter readings in the range. */
const statistics: CustomHandler = async (sql, mod, payload) => {
  const params: unknown[] = [];
  const within = range(mod, payload, params);
  const device = table(mod, 'device');
  const [row] = await sql.query(
    `SELECT (SELECT count(*)::int FROM ${table(mod, 'equipment')}) AS toilets,
            (SELECT count(*)::int FROM ${table(mod, 'equipment')} WHERE status = 'open') AS "openToilets",
            (SELECT count(*)::int FROM ${device} WHERE equipment_id IS NOT NULL) AS devices,
            (SELECT count(*)::int FROM ${device} WHERE equipment_id IS NOT NULL AND online_status = 'online') AS "onlineDevices",
            (SELECT count(*)::int FROM ${table(mod, 'alarm')} t WHERE ${within('alarm', 'alarmTime', 't')}) AS alarms,
            (SELECT count(*)::int FROM ${table(mod, 'alarm')} WHERE alarm_status = 'pending') AS "pendingAlarms",
            (SELECT count(*)::int FROM ${table(mod, 'cleanRecord')} t WHERE ${within('cleanRecord', 'cleanTime', 't')}) AS cleanings,
            (SELECT count(*)::int FROM ${table(mod, 'comment')} t WHERE ${within('comment', 'commentTime', 't')}) AS comments,
            (SELECT coalesce(round(avg(score), 2), 0)::float8 FROM ${table(mod, 'comment')} t WHERE ${within('comment', 'commentTime', 't')}) AS "avgScore",
            (SELECT coalesce(sum(water), 0)::float8 FROM ${table(mod, 'waterElectric')} t WHERE ${within('waterElectric', 'readDate', 't')}) AS water,
            (SELECT coalesce(sum(power), 0)::float8 FROM ${table(mod, 'waterElectric')} t WHERE ${within('waterElectric', 'readDate', 't')}) AS power`,
    params,
  );
  return [row];
};

const STATUS_LABEL = `CASE e.status WHEN 'open' THEN '开放' WHEN 'maintenance' THEN '维修中' ELSE '停用' END`;
const MAP_STATE = `CASE WHEN x.pending > 0 THEN 'alarm' WHEN x.offline > 0 OR e.status <> 'open' THEN 'offline' ELSE 'online' END`;

/** Each toilet with its place and state now: pending alarms, offline devices, cleanings and ratings in the range. */
const toiletMap: CustomHandler = async (sql, mod, payload, options) => {
  const { pageNum, pageSize } = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
  const params: unknown[] = [];
  const within = range(mod, payload, params);
  const only = idParam(payload, 'equipmentId');
  const where = only === undefined ? 'true' : `e.id = $${params.push(only)}`;
  const device = table(mod, 'device');
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(mod, 'equipment')} e WHERE ${only === undefined ? 'true' : 'e.id = $1'}`, only === undefined ? [] : [only]);
  const rows = await sql.query(
    `SELECT e.id, e.code, e.name, e.address, e.location, e.status, ${STATUS_LABEL} AS "statusLabel", x.devices, x.offline AS "offlineDevices",
            x.pending AS "pendingAlarms", x.cleanings, x."avgScore", ${MAP_STATE} AS "mapState",
            CASE ${MAP_STATE} WHEN 'alarm' THEN '报警' WHEN 'offline' THEN '离线或停用' ELSE '正常' END AS "mapStateLabel"
       FROM ${table(mod, 'equipment')} e,
            LATERAL (SELECT (SELECT count(*)::int FROM ${device} d WHERE d.equipment_id = e.id) AS devices,
                            (SELECT count(*)::int FROM ${device} d WHERE d.equipment_id = e.id AND d.online_status = 'offline') AS offline,
                            (SELECT count(*)::int FROM ${table(mod, 'alarm')} a WHERE a.equipment_id = e.id AND a.alarm_status = 'pending') AS pending,
                            (SELECT count(*)::int FROM ${table(mod, 'cleanRecord')} c WHERE c.equipment_id = e.id AND ${within('cleanRecord', 'cleanTime', 'c')}) AS cleanings,
                            (SELECT coalesce(round(avg(score), 2), 0)::float8 FROM ${table(mod, 'comment')} m WHERE m.equipment_id = e.id AND ${within('comment', 'commentTime', 'm')}) AS "avgScore") x
      WHERE ${where}
      ORDER BY e.code, e.id LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    params,
  );
  return { rows, total: count!.n };
};

/** getByParamTypeCodeNew: the values of a cleaning parameter type (default the cleaning positions). */
const paramTypeCode: CustomHandler = async (_sql, mod, payload) => {
  const code = payload.typeCode ?? payload.paramTypeCode ?? 'cleanPosition';
  const allowed = ['cleanPosition', 'cleanResult'];
  if (typeof code !== 'string' || !allowed.includes(code)) throw invalid('参数类型不存在，可选：cleanPosition（保洁部位）、cleanResult（检查结果）');
  const e = mod.enums.find((x) => x.code === code)!;
  return e.options.map((o, i) => ({ typeCode: code, code: o.value, name: o.label, sort: i + 1 }));
};

/** The days with cleaning records: reports and boards default to the last of them. */
const dataRange: CustomHandler = async (sql: Sql, mod) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(clean_time), 'YYYY-MM-DD') AS start, to_char(max(clean_time), 'YYYY-MM-DD') AS "end" FROM ${table(mod, 'cleanRecord')}`,
  );
  return row;
};

export const gcglHandlers: Record<string, CustomHandler> = { statistics, toiletMap, paramTypeCode, dataRange };
