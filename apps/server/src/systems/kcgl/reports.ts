/**
 * 仓库管理 reports over the stock ledger (migration 0031, book kcgl.material): sums per material
 * (all, or only those in stock), per storehouse and location, the ledger with its running
 * balance, location stock, warnings below the minimum, and the 工作台's overview. Sums "as of"
 * the report's end date read the ledger; current figures read stock_balance (equal by trigger).
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
export const BOOK = 'kcgl.material';
const TENANT = `current_setting('app.tenant_id')`;

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

/** Ledger conditions from the payload: book, storehouse, material, up to the end date. */
function ledgerWhere(payload: Obj, alias = 'g'): { sql: string; params: unknown[] } {
  const params: unknown[] = [BOOK];
  const parts = [`${alias}.tenant_id = ${TENANT}`, `${alias}.book = $1`];
  const storehouse = optionalId(payload, 'storehouseId');
  const material = optionalId(payload, 'materialId');
  const end = dateParam(payload, 'endDate');
  if (storehouse !== undefined) parts.push(`${alias}.storehouse_id = $${params.push(storehouse)}`);
  if (material !== undefined) parts.push(`${alias}.item_id = $${params.push(material)}`);
  if (end) parts.push(`${alias}.biz_date <= $${params.push(end)}::date`);
  return { sql: parts.join(' AND '), params };
}

/** A page (or, for exports, up to `all` rows) of a query, with its total. */
async function paged(sql: Sql, query: string, params: unknown[], payload: Obj, all?: number) {
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${query}) q`, params);
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = await sql.query(`${query} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  return { rows, total: count!.total, pageNum, pageSize };
}

function materialColumns(mod: ModuleDefinition): string {
  return `m.code AS "materialCode", m.name AS "materialName",
    (SELECT name FROM ${table(mod, 'materialType')} y WHERE y.id = m.material_type_id) AS "typeName",
    (SELECT value FROM ${table(mod, 'materialSpecDetail')} d WHERE d.id = m.spec_detail_id) AS "specName",
    (SELECT name FROM ${table(mod, 'materialUnit')} u WHERE u.id = m.unit_id) AS "unitName"`;
}

function sums(positiveOnly: boolean): CustomHandler {
  return async (sql, mod, payload, { all }) => {
    const w = ledgerWhere(payload);
    const material = optionalId(payload, 'materialId');
    const query = `SELECT m.id, ${materialColumns(mod)}, coalesce(s.q, 0)::float8 AS quantity, round(coalesce(s.q, 0) * coalesce(m.reference_price, 0)::numeric, 2)::float8 AS amount
      FROM ${table(mod, 'material')} m
      LEFT JOIN (SELECT g.item_id, sum(g.quantity) AS q FROM stock_ledger g WHERE ${w.sql} GROUP BY g.item_id) s ON s.item_id = m.id
      WHERE ${positiveOnly ? 'coalesce(s.q, 0) > 0' : 'true'} ${material !== undefined ? `AND m.id = ${material}` : ''}
      ORDER BY m.code, m.id`;
    return paged(sql, query, w.params, payload, all);
  };
}

export const kcglHandlers: Record<string, CustomHandler> = {
  async dataRange(sql) {
    const [row] = await sql.query<{ start: string | null; end: string | null }>(
      // Up to today at least: stock reports read "as of" the range's end, and today's postings count.
      `SELECT to_char(min(biz_date), 'YYYY-MM-DD') AS start, to_char(greatest(max(biz_date), current_date), 'YYYY-MM-DD') AS end FROM stock_ledger WHERE tenant_id = ${TENANT} AND book = $1`,
      [BOOK],
    );
    return row;
  },
  sumStock: sums(false),
  sumStockPositive: sums(true),

  async materialDetail(sql, mod, payload, { all }) {
    const w = ledgerWhere(payload);
    const query = `SELECT concat(s.storehouse_id, '-', s.location_id, '-', s.item_id) AS id, h.name AS "storehouseName", coalesce(l.name, '—') AS "locationName", ${materialColumns(mod)}, s.q::float8 AS quantity
      FROM (SELECT g.storehouse_id, g.location_id, g.item_id, sum(g.quantity) AS q FROM stock_ledger g WHERE ${w.sql} GROUP BY 1, 2, 3) s
      JOIN ${table(mod, 'material')} m ON m.id = s.item_id
      JOIN ${table(mod, 'storehouse')} h ON h.id = s.storehouse_id
      LEFT JOIN ${table(mod, 'storageLocation')} l ON l.id = s.location_id
      WHERE s.q <> 0 ORDER BY h.code, m.code, l.code NULLS FIRST`;
    return paged(sql, query, w.params, payload, all);
  },

  async ledgerPage(sql, mod, payload, { all }) {
    const w = ledgerWhere(payload);
    const start = dateParam(payload, 'startDate');
    const params = [...w.params];
    const from = start ? `WHERE e.biz_date >= $${params.push(start)}::date` : '';
    // The running balance counts every earlier entry of the slot, also those before the start date.
    const query = `SELECT e.id, to_char(e.biz_date, 'YYYY-MM-DD') AS "bizDate",
        CASE e.kind WHEN 'in' THEN '入库' WHEN 'out' THEN '出库' WHEN 'adjust' THEN '盘点调整' ELSE '作废冲销' END AS "kindLabel",
        e.doc_code AS "docCode", h.name AS "storehouseName", coalesce(l.name, '—') AS "locationName", m.name AS "materialName",
        e.quantity::float8 AS quantity, e.balance::float8 AS balance
      FROM (SELECT g.*, sum(g.quantity) OVER (PARTITION BY g.storehouse_id, g.location_id, g.item_id ORDER BY g.biz_date, g.id) AS balance FROM stock_ledger g WHERE ${w.sql}) e
      JOIN ${table(mod, 'material')} m ON m.id = e.item_id
      JOIN ${table(mod, 'storehouse')} h ON h.id = e.storehouse_id
      LEFT JOIN ${table(mod, 'storageLocation')} l ON l.id = e.location_id
      ${from} ORDER BY e.biz_date DESC, e.id DESC`;
    return paged(sql, query, params, payload, all);
  },

  async locationStock(sql, mod, payload) {
    const storehouse = optionalId(payload, 'storehouseId');
    const rows = await sql.query(
      `SELECT l.id, h.name AS "storehouseName", l.code, l.name,
          CASE l.status WHEN 'free' THEN '空闲' WHEN 'inUse' THEN '使用中' WHEN 'full' THEN '已满' ELSE '停用' END AS "statusLabel",
          count(b.item_id) FILTER (WHERE b.quantity > 0)::int AS materials, coalesce(sum(b.quantity), 0)::float8 AS quantity
        FROM ${table(mod, 'storageLocation')} l
        JOIN ${table(mod, 'storehouse')} h ON h.id = l.storehouse_id
        LEFT JOIN stock_balance b ON b.tenant_id = l.tenant_id AND b.book = $1 AND b.location_id = l.id AND b.storehouse_id = l.storehouse_id
        ${storehouse !== undefined ? `WHERE l.storehouse_id = ${storehouse}` : ''}
        GROUP BY l.tenant_id, l.id, h.name, h.code ORDER BY h.code, l.code LIMIT 1000`,
      [BOOK],
    );
    return { rows, total: rows.length };
  },

  async stockWarnings(sql, mod, payload) {
    const rows = await warnings(sql, mod, payload);
    return { rows, total: rows.length };
  },

  async overview(sql, mod) {
    const [row] = await sql.query<Obj>(
      `SELECT (SELECT count(DISTINCT item_id)::int FROM stock_balance WHERE tenant_id = ${TENANT} AND book = $1 AND quantity > 0) AS materials,
          (SELECT round(coalesce(sum(b.quantity * coalesce(m.reference_price, 0)::numeric), 0), 2)::float8 FROM stock_balance b JOIN ${table(mod, 'material')} m ON m.id = b.item_id WHERE b.tenant_id = ${TENANT} AND b.book = $1) AS "stockAmount",
          (SELECT count(*)::int FROM ${table(mod, 'storehouseIn')} WHERE state = 'draft') + (SELECT count(*)::int FROM ${table(mod, 'storehouseOut')} WHERE state = 'draft') AS drafts`,
      [BOOK],
    );
    return { rows: [{ ...row, warnings: (await warnings(sql, mod, {})).length }], total: 1 };
  },
};

/** Enabled minimum levels whose storehouse balance (all locations) is below the minimum. */
async function warnings(sql: Sql, mod: ModuleDefinition, payload: Obj): Promise<Obj[]> {
  const params: unknown[] = [BOOK];
  const storehouse = optionalId(payload, 'storehouseId');
  const material = optionalId(payload, 'materialId');
  const extra = [storehouse !== undefined ? `w.storehouse_id = $${params.push(storehouse)}` : '', material !== undefined ? `w.material_id = $${params.push(material)}` : ''].filter(Boolean);
  return sql.query(
    `SELECT w.id, h.name AS "storehouseName", m.code AS "materialCode", m.name AS "materialName",
        (SELECT name FROM ${table(mod, 'materialUnit')} u WHERE u.id = m.unit_id) AS "unitName",
        coalesce(b.q, 0)::float8 AS quantity, w.min_quantity::float8 AS "minQuantity", (w.min_quantity - coalesce(b.q, 0))::float8 AS shortage
      FROM ${table(mod, 'storehouseWarning')} w
      JOIN ${table(mod, 'material')} m ON m.id = w.material_id
      JOIN ${table(mod, 'storehouse')} h ON h.id = w.storehouse_id
      LEFT JOIN (SELECT storehouse_id, item_id, sum(quantity) AS q FROM stock_balance WHERE tenant_id = ${TENANT} AND book = $1 GROUP BY 1, 2) b ON b.storehouse_id = w.storehouse_id AND b.item_id = w.material_id
      WHERE w.enabled AND coalesce(b.q, 0) < w.min_quantity ${extra.map((c) => `AND ${c}`).join(' ')}
      ORDER BY (w.min_quantity - coalesce(b.q, 0)) DESC, h.code, m.code LIMIT 1000`,
    params,
  );
}
