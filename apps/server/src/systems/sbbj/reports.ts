/** sbbj offline analysis: devices offline now, and offline periods with their durations. */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { validDate } from '../../../../catalogue/src/model/validate';
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { tables } from '../../seed/tables';
import { pagingOf } from '../../resources/unpack';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

const KINDS = ['cargps', 'carcamera', 'infrascamera', 'toiletdevice'] as const;

function deviceTable(mod: ModuleDefinition, kind: string): string {
  return ident(tableOf(mod.resources.find((r) => r.key === kind)!));
}

/** What a device is mounted on, as text (plate, facility or toilet name). */
function mountSql(kind: string): { join: string; name: string } {
  const platform = tables('platform');
  if (kind === 'cargps' || kind === 'carcamera') return { join: `LEFT JOIN ${ident(platform.vehicle!)} m ON m.id = d.vehicle_id`, name: 'm.car_no' };
  if (kind === 'infrascamera') return { join: `LEFT JOIN ${ident(platform.facility!)} m ON m.id = d.facility_id`, name: 'm.name' };
  return { join: '', name: 'd.toilet_name' };
}

function dateParam(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

/** The optional date range and device number filter of both reports. */
function filters(payload: Obj, dateColumn: string) {
  const start = dateParam(payload, 'startDate');
  const end = dateParam(payload, 'endDate');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (start) clauses.push(`${dateColumn} >= $${params.push(start)}::date`);
  if (end) clauses.push(`${dateColumn} < $${params.push(end)}::date + 1`);
  const no = payload.deviceNo;
  if (typeof no === 'string' && no.trim()) clauses.push(`d.device_no ILIKE '%' || $${params.push(no.trim().replace(/[\\%_]/g, '\\$&'))} || '%'`);
  return { clauses, params };
}

/** 3天2小时5分钟 */
const DURATION = (minutes: string) =>
  `CASE WHEN ${minutes} >= 1440 THEN (${minutes} / 1440)::int || '天' ELSE '' END
   || CASE WHEN ${minutes} >= 60 THEN (${minutes} % 1440 / 60)::int || '小时' ELSE '' END
   || (${minutes} % 60)::int || '分钟'`;

/** Devices offline now: since when, for how long, and how often they went offline in the range. */
const offlineList = (kind: string): CustomHandler => async (sql: Sql, mod, payload, options) => {
  const { pageNum, pageSize } = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
  const table = deviceTable(mod, kind);
  const m = mountSql(kind);
  // Device filters first (the count uses only them), then the range of the periods counted.
  const byNo = filters({ deviceNo: payload.deviceNo }, 'p.start_time');
  const all = filters(payload, 'p.start_time');
  const range = all.clauses.filter((c) => c.includes('p.start_time'));
  const minutes = `floor(extract(epoch FROM localtimestamp(0) - o.start_time) / 60)`;
  const where = [`d.online_status = 'offline'`, ...all.clauses.filter((c) => !c.includes('p.start_time'))].join(' AND ');
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} d WHERE ${[`d.online_status = 'offline'`, ...byNo.clauses].join(' AND ')}`, byNo.params);
  const rows = await sql.query(
    `SELECT d.id, d.device_no AS "deviceNo", ${m.name} AS "mountName", to_char(d.last_heartbeat, 'YYYY-MM-DD HH24:MI:SS') AS "lastHeartbeat",
            to_char(o.start_time, 'YYYY-MM-DD HH24:MI:SS') AS "offlineSince", ${DURATION(minutes)} AS "offlineDuration", ${minutes}::int AS "offlineMinutes",
            (SELECT count(*)::int FROM sbbj_offline_period p WHERE p.device_kind = '${kind}' AND p.device_id = d.id${range.length ? ` AND ${range.join(' AND ')}` : ''}) AS periods
       FROM ${table} d ${m.join}
       LEFT JOIN sbbj_offline_period o ON o.device_kind = '${kind}' AND o.device_id = d.id AND o.end_time IS NULL
      WHERE ${where}
      ORDER BY o.start_time NULLS LAST, d.device_no, d.id
      LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    all.params,
  );
  return { rows, total: count!.n };
};

/** Offline periods (closed and open) in the range, newest first, with their durations. */
const offlineDetail = (kind: string): CustomHandler => async (sql, mod, payload, options) => {
  const { pageNum, pageSize } = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
  const table = deviceTable(mod, kind);
  const m = mountSql(kind);
  const f = filters(payload, 'p.start_time');
  const deviceId = payload.deviceId ?? payload.id;
  if (deviceId !== undefined && deviceId !== '') {
    if (!/^\d{1,9}$/.test(String(deviceId))) throw invalid(messages.idRequired);
    f.clauses.push(`d.id = $${f.params.push(Number(deviceId))}`);
  }
  const where = [`p.device_kind = '${kind}'`, ...f.clauses].join(' AND ');
  const from = `sbbj_offline_period p JOIN ${table} d ON d.id = p.device_id ${m.join}`;
  const minutes = `floor(extract(epoch FROM coalesce(p.end_time, localtimestamp(0)) - p.start_time) / 60)`;
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, f.params);
  const rows = await sql.query(
    `SELECT p.id, d.id AS "deviceId", d.device_no AS "deviceNo", ${m.name} AS "mountName",
            to_char(p.start_time, 'YYYY-MM-DD HH24:MI:SS') AS "startTime",
            coalesce(to_char(p.end_time, 'YYYY-MM-DD HH24:MI:SS'), '仍离线') AS "endTime",
            ${DURATION(minutes)} AS duration, ${minutes}::int AS minutes
       FROM ${from} WHERE ${where}
      ORDER BY p.start_time DESC, p.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    f.params,
  );
  return { rows, total: count!.n };
};

/** Offline analysis runs up to today: reports default to the last week. */
const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string }>(
    `SELECT to_char(min(start_time), 'YYYY-MM-DD') AS start, to_char(localtimestamp, 'YYYY-MM-DD') AS "end" FROM sbbj_offline_period`,
  );
  return row;
};

/** Handlers by the names the catalogue's reports give: <kind>OfflineList, <kind>OfflineDetail. */
export const sbbjHandlers: Record<string, CustomHandler> = {
  dataRange,
  ...Object.fromEntries(KINDS.flatMap((k) => [[`${k}OfflineList`, offlineList(k)], [`${k}OfflineDetail`, offlineDetail(k)]])),
};
