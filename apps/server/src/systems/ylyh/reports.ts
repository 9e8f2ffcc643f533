/**
 * 园林养护 reports over the stock ledger (migration 0031, book ylyh.nursery: storehouse = 养护片区,
 * item = 苗木子类): the 苗木台账 (opening, increases, removals and balance per area and sub-type),
 * the 苗木历史 (every movement with its running balance), the sub-types an area holds, and the
 * 工作台's overview. Increases and removals are the net postings of each document kind, reversals
 * of cancelled documents included, so 结存 = 期初 + 增加 − 减少 always equals the ledger.
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
export const BOOK = 'ylyh.nursery';
export const INCREASE = 'ylyh.increaseNursery';
export const REMOVE = 'ylyh.removeNursery';
const TENANT = `current_setting('app.tenant_id')`;
const UNIT_LABEL = `CASE s.unit WHEN 'plant' THEN '株' WHEN 'clump' THEN '丛' WHEN 'sqm' THEN '平方米' WHEN 'pot' THEN '盆' ELSE s.unit END`;

const table = (mod: ModuleDefinition, key: string) => ident(tableOf(mod.resources.find((r) => r.key === key)!));

function dateParam(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

function optionalId(payload: Obj, name: string): number | undefined {
  const v = payload[name];
  return v === undefined || v === null || v === '' ? undefined : idValue(v);
}

function range(payload: Obj): { start?: string; end?: string } {
  const start = dateParam(payload, 'startDate');
  const end = dateParam(payload, 'endDate');
  if (start && end && start > end) throw invalid(messages.badDateRange);
  return { start, end };
}

/** Ledger rows of the book, of an area and a type (its sub-types), up to the end date. */
function ledgerWhere(mod: ModuleDefinition, payload: Obj, end: string | undefined): { sql: string; params: unknown[] } {
  const params: unknown[] = [BOOK];
  const parts = [`g.tenant_id = ${TENANT}`, `g.book = $1`];
  const area = optionalId(payload, 'groupAreaId');
  const type = optionalId(payload, 'typeId');
  if (area !== undefined) parts.push(`g.storehouse_id = $${params.push(area)}`);
  if (type !== undefined) parts.push(`g.item_id IN (SELECT id FROM ${table(mod, 'nurseryStockSubtype')} WHERE type_id = $${params.push(type)})`);
  if (end) parts.push(`g.biz_date <= $${params.push(end)}::date`);
  return { sql: parts.join(' AND '), params };
}

/** A page (or, for exports, up to `all` rows) of a query, with its total. */
async function paged(sql: Sql, query: string, params: unknown[], payload: Obj, all?: number) {
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${query}) q`, params);
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = await sql.query(`${query} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  return { rows, total: count!.total, pageNum, pageSize };
}

const names = () => `a.name AS "groupAreaName", y.name AS "typeName", s.name AS "subtypeName", s.specification, ${UNIT_LABEL} AS "unitLabel"`;
const joins = (mod: ModuleDefinition) => `JOIN ${table(mod, 'groupAreaManage')} a ON a.id = q.storehouse_id
  JOIN ${table(mod, 'nurseryStockSubtype')} s ON s.id = q.item_id
  LEFT JOIN ${table(mod, 'nurseryStockType')} y ON y.id = s.type_id`;

/** 苗木台账: one row per area × sub-type that ever moved up to the end date. */
const nurseryRecord: CustomHandler = async (sql, mod, payload, { all }) => {
  const { start, end } = range(payload);
  const w = ledgerWhere(mod, payload, end);
  const from = start ? `$${w.params.push(start)}::date` : `DATE '0001-01-01'`;
  const query = `SELECT q.storehouse_id AS "groupAreaId", q.item_id AS "subtypeId", ${names()},
      q.opening::float8 AS opening, q.increased::float8 AS increased, q.removed::float8 AS removed, (q.opening + q.increased - q.removed)::float8 AS quantity
    FROM (SELECT g.storehouse_id, g.item_id,
            coalesce(sum(g.quantity) FILTER (WHERE g.biz_date < ${from}), 0) AS opening,
            coalesce(sum(g.quantity) FILTER (WHERE g.biz_date >= ${from} AND g.doc_resource = '${INCREASE}'), 0) AS increased,
            coalesce(-sum(g.quantity) FILTER (WHERE g.biz_date >= ${from} AND g.doc_resource = '${REMOVE}'), 0) AS removed
          FROM stock_ledger g WHERE ${w.sql} GROUP BY g.storehouse_id, g.item_id) q
    ${joins(mod)}
    ORDER BY a.code, s.code`;
  return paged(sql, query, w.params, payload, all);
};

/** 苗木历史: movements in the period with the slot's balance after each (earlier rows counted). */
function history(pagedAnswer: boolean): CustomHandler {
  return async (sql, mod, payload, { all }) => {
    const { start, end } = range(payload);
    const w = ledgerWhere(mod, payload, end);
    const since = start ? `WHERE q.biz_date >= $${w.params.push(start)}::date` : '';
    const query = `SELECT q.id::int AS id, to_char(q.biz_date, 'YYYY-MM-DD') AS "bizDate", q.kind,
        CASE WHEN q.kind = 'reverse' THEN '作废冲销' WHEN q.doc_resource = '${INCREASE}' THEN '苗木增加' ELSE '苗木减少' END AS "kindLabel",
        q.doc_code AS "docCode", ${names()}, q.quantity::float8 AS quantity, q.balance::float8 AS balance
      FROM (SELECT g.*, sum(g.quantity) OVER (PARTITION BY g.storehouse_id, g.item_id ORDER BY g.biz_date, g.id) AS balance
            FROM stock_ledger g WHERE ${w.sql}) q
      ${joins(mod)}
      ${since}
      ORDER BY q.biz_date DESC, q.id DESC`;
    if (pagedAnswer) return paged(sql, query, w.params, payload, all);
    return sql.query(`${query} LIMIT ${all ?? 2000}`, w.params);
  };
}

export const ylyhHandlers: Record<string, CustomHandler> = {
  nurseryRecord,
  nurseryHistory: history(true),
  nurseryHistoryAll: history(false),

  /** getListByGroupAreaId: the sub-types an area holds now, with the quantity. */
  async subtypesOfArea(sql, mod, payload) {
    const area = optionalId(payload, 'groupAreaId');
    if (area === undefined) throw invalid('请选择养护片区');
    return sql.query(
      `SELECT s.id, s.code, s.name, y.name AS "typeName", ${UNIT_LABEL} AS "unitLabel", b.quantity::float8 AS quantity
         FROM stock_balance b JOIN ${table(mod, 'nurseryStockSubtype')} s ON s.id = b.item_id LEFT JOIN ${table(mod, 'nurseryStockType')} y ON y.id = s.type_id
        WHERE b.tenant_id = ${TENANT} AND b.book = $1 AND b.storehouse_id = $2 AND b.quantity > 0 ORDER BY s.code`,
      [BOOK, area],
    );
  },

  async dataRange(sql, mod) {
    const [row] = await sql.query<{ start: string | null; end: string | null }>(
      `SELECT to_char(least(min(d), current_date), 'YYYY-MM-DD') AS start, to_char(greatest(max(d), current_date), 'YYYY-MM-DD') AS end
         FROM (SELECT biz_date AS d FROM stock_ledger WHERE tenant_id = ${TENANT} AND book = $1 UNION ALL SELECT curing_date FROM ${table(mod, 'treeCuringHistory')}) x`,
      [BOOK],
    );
    return row;
  },

  async overview(sql, mod) {
    const [row] = await sql.query(
      `SELECT (SELECT count(*)::int FROM ${table(mod, 'groupAreaManage')} WHERE status = 'enabled') AS areas,
              (SELECT count(*)::int FROM ${table(mod, 'tree')}) AS trees,
              (SELECT coalesce(sum(quantity), 0)::float8 FROM stock_balance WHERE tenant_id = ${TENANT} AND book = $1) AS stock,
              (SELECT count(*)::int FROM ${table(mod, 'treeCuringHistory')} WHERE curing_date > current_date - 30) AS curings`,
      [BOOK],
    );
    return [row];
  },
};
