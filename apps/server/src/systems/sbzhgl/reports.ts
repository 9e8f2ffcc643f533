/**
 * 设备管理 reports the generic engine cannot join: an overflow alarm is a fill-level reading at
 * or over its own device's threshold (read against the device now, so a changed threshold
 * changes the alarms); a monitor reading is judged against its item's lower and upper limits.
 */
import type { ModuleDefinition, ResourceDefinition } from '../../../../catalogue/src';
import { coerce } from '../../../../catalogue/src/model/validate';
import { invalid } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { addDateRange, bind, newWhere, type Where } from '../../resources/select';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

const resourceOf = (mod: ModuleDefinition, key: string): ResourceDefinition => mod.resources.find((r) => r.key === key)!;
const table = (mod: ModuleDefinition, key: string) => ident(tableOf(resourceOf(mod, key)));

/** An eq filter typed by the source field (a lookup id must be a positive integer). */
function addFilter(where: Where, resource: ResourceDefinition, payload: Obj, key: string, column: string): void {
  const raw = payload[key];
  if (raw === undefined || raw === null || raw === '') return;
  const typed = coerce(resource.fields.find((f) => f.key === key)!, raw);
  if ('error' in typed) throw invalid(typed.error);
  where.clauses.push(`${column} = ${bind(where, typed.value)}`);
}

function paging(payload: Obj, options: { all?: number }) {
  const { pageNum, pageSize } = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
  return `LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`;
}

/** Readings at or over the device's threshold (满溢告警), newest first. */
function overflowWhere(mod: ModuleDefinition, payload: Obj): Where {
  const records = resourceOf(mod, 'overflowRecord');
  const where = newWhere();
  where.clauses.push('r.fill_level >= d.threshold');
  addDateRange(where, records.fields.find((f) => f.key === 'recordTime')!, payload.startDate, payload.endDate, 'r');
  addFilter(where, records, payload, 'overflowDeviceId', 'r.overflow_device_id');
  return where;
}

const overflowFrom = (mod: ModuleDefinition) =>
  `${table(mod, 'overflowRecord')} r JOIN ${table(mod, 'overflowDevice')} d ON d.id = r.overflow_device_id
   LEFT JOIN ${ident(tables('platform').facility!)} f ON f.id = d.facility_id`;

const overflowAlarms: CustomHandler = async (sql, mod, payload, options) => {
  const where = overflowWhere(mod, payload);
  const cond = where.clauses.join(' AND ');
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${overflowFrom(mod)} WHERE ${cond}`, where.params);
  const rows = await sql.query(
    `SELECT r.id, r.overflow_device_id AS "overflowDeviceId", d.device_no AS "deviceNo", d.name AS "deviceName", f.name AS "facilityName",
            to_char(r.record_time, 'YYYY-MM-DD HH24:MI:SS') AS "recordTime", r.fill_level::float8 AS "fillLevel", d.threshold AS threshold,
            round((r.fill_level - d.threshold)::numeric, 1)::float8 AS exceed,
            CASE WHEN r.fill_level >= 95 THEN '严重' ELSE '一般' END AS "levelLabel"
       FROM ${overflowFrom(mod)} WHERE ${cond}
      ORDER BY r.record_time DESC, r.id DESC ${paging(payload, options)}`,
    where.params,
  );
  return { rows, total: count!.n };
};

/** Alarms per day of the range (the board's bar chart). */
const overflowAlarmDaily: CustomHandler = async (sql, mod, payload) => {
  const where = overflowWhere(mod, payload);
  const rows = await sql.query(
    `SELECT to_char(r.record_time, 'YYYY-MM-DD') AS date, count(*)::int AS alarms
       FROM ${overflowFrom(mod)} WHERE ${where.clauses.join(' AND ')}
      GROUP BY 1 ORDER BY 1 LIMIT 400`,
    where.params,
  );
  return { rows, total: rows.length };
};

const JUDGE = `CASE WHEN m.value > i.upper_limit THEN 'high' WHEN m.value < i.lower_limit THEN 'low' ELSE 'normal' END`;
const JUDGE_LABEL: Record<string, string> = { normal: '正常', high: '超上限', low: '低于下限' };
const CATEGORY = (mod: ModuleDefinition) => mod.enums.find((e) => e.code === 'sbzhglMonitorCategory')!.options;

/** Readings with their item's limits and the judgement; `onlyOut` keeps those outside the limits. */
const monitorList = (onlyOut: boolean): CustomHandler => async (sql, mod, payload, options) => {
  const records = resourceOf(mod, 'monitorRecord');
  const where = newWhere();
  if (onlyOut) where.clauses.push('(m.value > i.upper_limit OR m.value < i.lower_limit)');
  addDateRange(where, records.fields.find((f) => f.key === 'recordTime')!, payload.startDate, payload.endDate, 'm');
  addFilter(where, records, payload, 'monitorItemId', 'm.monitor_item_id');
  const judge = payload.judge;
  if (judge !== undefined && judge !== null && judge !== '') {
    if (typeof judge !== 'string' || !(judge in JUDGE_LABEL)) throw invalid('判定取值不正确');
    where.clauses.push(`${JUDGE} = ${bind(where, judge)}`);
  }
  const from = `${table(mod, 'monitorRecord')} m JOIN ${table(mod, 'monitorItem')} i ON i.id = m.monitor_item_id`;
  const cond = where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : '';
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${cond}`, where.params);
  const rows = await sql.query<Obj>(
    `SELECT m.id, m.monitor_item_id AS "monitorItemId", i.code AS "itemCode", i.name AS "itemName", i.category,
            to_char(m.record_time, 'YYYY-MM-DD HH24:MI:SS') AS "recordTime", m.value::float8 AS value, i.measure_unit AS "measureUnit",
            i.lower_limit::float8 AS "lowerLimit", i.upper_limit::float8 AS "upperLimit", ${JUDGE} AS judge
       FROM ${from} ${cond}
      ORDER BY m.record_time DESC, m.id DESC ${paging(payload, options)}`,
    where.params,
  );
  const categories = CATEGORY(mod);
  for (const r of rows) {
    r.categoryLabel = categories.find((o) => o.value === r.category)?.label ?? '';
    r.stateLabel = JUDGE_LABEL[String(r.judge)];
  }
  return { rows, total: count!.n };
};

/** The 工作台 tiles: master-data counts now, alarms and over-limit readings of the day asked for. */
const sbzhglOverview: CustomHandler = async (sql, mod, payload) => {
  const day = payload.endDate ?? payload.startDate;
  const recordTime = (key: string) => resourceOf(mod, key).fields.find((f) => f.key === 'recordTime')!;
  // The same day bound twice ($1, $2) in the same order: both conditions share one parameter list.
  const byDay = (key: string, alias: string) => {
    const where = newWhere();
    addDateRange(where, recordTime(key), day, day, alias);
    return { sql: where.clauses.join(' AND ') || 'true', params: where.params };
  };
  const overflowDay = byDay('overflowRecord', 'r');
  const monitorDay = byDay('monitorRecord', 'm');
  const dayOf = (alias: string) => (alias === 'r' ? overflowDay.sql : monitorDay.sql);
  const [row] = await sql.query(
    `SELECT (SELECT count(*)::int FROM ${table(mod, 'device')}) AS devices,
            (SELECT count(*)::int FROM ${table(mod, 'device')} WHERE status = 'fault') AS faults,
            (SELECT count(*)::int FROM ${table(mod, 'overflowDevice')}) AS "overflowDevices",
            (SELECT count(*)::int FROM ${overflowFrom(mod)} WHERE r.fill_level >= d.threshold AND ${dayOf('r')}) AS "overflowAlarms",
            (SELECT count(*)::int FROM ${table(mod, 'monitorItem')}) AS "monitorItems",
            (SELECT count(*)::int FROM ${table(mod, 'monitorRecord')} m JOIN ${table(mod, 'monitorItem')} i ON i.id = m.monitor_item_id
              WHERE (m.value > i.upper_limit OR m.value < i.lower_limit) AND ${dayOf('m')}) AS "overLimit"`,
    overflowDay.params,
  );
  return { rows: [row], total: 1 };
};

export const sbzhglHandlers: Record<string, CustomHandler> = {
  overflowAlarms,
  overflowAlarmDaily,
  monitorRecords: monitorList(false),
  monitorOverLimit: monitorList(true),
  sbzhglOverview,
};
