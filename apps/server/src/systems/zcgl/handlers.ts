/**
 * 资产管理 custom reports: the operation history of the asset archive (its audit trail, engine
 * migration 0009) and the straight-line depreciation of each facility card — monthly amount,
 * months charged, accumulated depreciation and net book value as of today, and the schedule
 * year by year. Money is computed in numeric and rounded to the fen; the last month takes the
 * rounding, so a card fully depreciated has exactly 原值 − 残值 charged.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { validDate } from '../../../../catalogue/src/model/validate';
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { idValue } from '../../resources/records';
import { pagingOf } from '../../resources/unpack';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

const table = (mod: ModuleDefinition, key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));

function optionalId(payload: Obj, name: string): number | undefined {
  const v = payload[name];
  return v === undefined || v === null || v === '' ? undefined : idValue(v);
}

function optionalDate(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

/** One page of a query (or up to `all` rows for an export) with its total. */
async function pageOf(sql: Sql, query: string, params: unknown[], payload: Obj, all?: number) {
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${query}) q`, params);
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = await sql.query(`${query} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  return { rows, total: count!.total, pageNum, pageSize };
}

const ACTIONS = `(VALUES ('create', '新增'), ('update', '修改'), ('delete', '删除'), ('import', '导入'), ('check', '盘点')) AS act(v, l)`;

/** 操作历史: audit entries of the asset archive, newest first; by type, department, action, date and asset. */
export const operationHistory: CustomHandler = async (sql, mod, payload, { all }) => {
  const archive = mod.resources.find((r) => r.key === 'assetArchive')!;
  const params: unknown[] = [tableOf(archive)];
  const where = ['l.table_name = $1'];
  const typeId = optionalId(payload, 'assetTypeId');
  const deptId = optionalId(payload, 'deptId');
  const start = optionalDate(payload, 'startDate');
  const end = optionalDate(payload, 'endDate');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  if (typeId !== undefined) where.push(`a.asset_type_id = $${params.push(typeId)}`);
  if (deptId !== undefined) where.push(`a.dept_id = $${params.push(deptId)}`);
  if (start) where.push(`l.at >= $${params.push(start)}::date`);
  if (end) where.push(`l.at < $${params.push(end)}::date + 1`);
  if (typeof payload.action === 'string' && payload.action) where.push(`l.action = $${params.push(payload.action)}`);
  if (typeof payload.keyword === 'string' && payload.keyword.trim()) {
    where.push(`(a.asset_code ILIKE $${params.push(`%${payload.keyword.trim()}%`)} OR a.name ILIKE $${params.length})`);
  }
  const query = `SELECT l.id, to_char(l.at, 'YYYY-MM-DD HH24:MI:SS') AS at, l.user_name AS "userName", l.action, COALESCE(act.l, l.action) AS "actionLabel", l.record_id AS "recordId",
        COALESCE(a.asset_code, (SELECT c->>'old' FROM jsonb_array_elements(l.changes) c WHERE c->>'field' = 'assetCode')) AS "assetCode",
        COALESCE(a.name, (SELECT c->>'old' FROM jsonb_array_elements(l.changes) c WHERE c->>'field' = 'name')) AS "assetName",
        (SELECT string_agg(CASE WHEN l.action IN ('create', 'import', 'check') OR c->>'old' IS NULL THEN (c->>'label') || '：' || COALESCE(c->>'new', '空')
                                WHEN l.action = 'delete' THEN (c->>'label') || '：' || COALESCE(c->>'old', '空')
                                ELSE (c->>'label') || '：' || COALESCE(c->>'old', '空') || ' → ' || COALESCE(c->>'new', '空') END, '；')
           FROM jsonb_array_elements(l.changes) c) AS detail
      FROM audit_log l LEFT JOIN ${table(mod, 'assetArchive')} a ON a.id = l.record_id LEFT JOIN ${ACTIONS} ON act.v = l.action
     WHERE ${where.join(' AND ')} ORDER BY l.at DESC, l.id DESC`;
  return pageOf(sql, query, params, payload, all);
};

/** Card figures shared by the summary and the schedule: depreciable amount (numeric) and months in all. */
const CARD = `SELECT d.id, d.card_no, f.name AS facility_name, d.original_value::numeric AS ov, d.residual_value::numeric AS rv,
       (d.original_value - d.residual_value)::numeric AS dv, d.useful_years, d.useful_years * 12 AS total, d.start_date,
       extract(year FROM d.start_date)::int AS ys, extract(month FROM d.start_date)::int AS ms`;
/** Accumulated depreciation after `m` months (the last month takes the rounding). */
const acc = (m: string) => `CASE WHEN (${m}) >= c.total THEN c.dv ELSE round(c.dv * (${m}) / c.total, 2) END`;
const clamp = (m: string) => `greatest(0, least(c.total, ${m}))`;

function cardsOf(mod: ModuleDefinition, payload: Obj): { from: string; params: unknown[] } {
  const params: unknown[] = [];
  const facilityId = optionalId(payload, 'facilityId');
  const where = facilityId === undefined ? '' : `WHERE d.facility_id = $${params.push(facilityId)}`;
  return { from: `(${CARD} FROM ${table(mod, 'facilityDepreciation')} d LEFT JOIN platform_facility f ON f.id = d.facility_id ${where})`, params };
}

/** 折旧汇总: per card as of today (or `endDate`). */
export const depreciationSummary: CustomHandler = async (sql, mod, payload, { all }) => {
  const asOf = optionalDate(payload, 'endDate');
  const { from, params } = cardsOf(mod, payload);
  const day = asOf ? `$${params.push(asOf)}::date` : 'current_date';
  const months = clamp(`(extract(year FROM ${day})::int - c.ys) * 12 + extract(month FROM ${day})::int - c.ms + 1`);
  const query = `SELECT c.id, c.card_no AS "cardNo", c.facility_name AS "facilityName", c.ov::float8 AS "originalValue", c.rv::float8 AS "residualValue",
        c.useful_years AS "usefulYears", round(c.dv / c.total, 2)::float8 AS monthly, m.months, (${acc('m.months')})::float8 AS accumulated,
        (c.ov - ${acc('m.months')})::float8 AS "netValue"
      FROM ${from} c, LATERAL (SELECT ${months} AS months) m ORDER BY c.card_no`;
  return pageOf(sql, query, params, payload, all);
};

/** 折旧计划: per card and calendar year, from the start month until fully depreciated. */
export const depreciationSchedule: CustomHandler = async (sql, mod, payload, { all }) => {
  const { from, params } = cardsOf(mod, payload);
  const byEnd = (y: string) => clamp(`(${y} - c.ys) * 12 + 13 - c.ms`);
  const query = `SELECT c.id * 100 + (y.y - c.ys) AS id, c.card_no AS "cardNo", c.facility_name AS "facilityName", y.y AS year,
        ${byEnd('y.y')} - ${byEnd('y.y - 1')} AS months, (c.ov - ${acc(byEnd('y.y - 1'))})::float8 AS opening,
        (${acc(byEnd('y.y'))} - ${acc(byEnd('y.y - 1'))})::float8 AS depreciation, (${acc(byEnd('y.y'))})::float8 AS accumulated,
        (c.ov - ${acc(byEnd('y.y'))})::float8 AS closing
      FROM ${from} c, LATERAL generate_series(c.ys, c.ys + (c.ms - 1 + c.total - 1) / 12) AS y(y) ORDER BY c.card_no, y.y`;
  return pageOf(sql, query, params, payload, all);
};

/** From the first audit entry of the archive up to today: pages open on the last 30 days including today's changes. */
export const dataRange: CustomHandler = async (sql, mod) => {
  const [row] = await sql.query<{ start: string | null; end: string }>(
    `SELECT to_char(min(at), 'YYYY-MM-DD') AS start, to_char(greatest(max(at)::date, current_date), 'YYYY-MM-DD') AS end FROM audit_log WHERE table_name = $1`,
    [tableOf(mod.resources.find((r) => r.key === 'assetArchive')!)],
  );
  return row;
};

export const zcglHandlers = { operationHistory, depreciationSummary, depreciationSchedule, dataRange };
