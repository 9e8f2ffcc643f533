/**
 * 物资库存 and 出入库流水 over the stock ledger (migration 0031), book yjwz.supplies only:
 * storehouse = 应急仓库, item = 应急物资. 累计入库 / 累计出库 are the net postings of each document
 * kind (reversals of cancelled documents included), so 当前库存 = 入库 − 出库 equals the ledger.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { pagedQuery } from '../../resources/paged-query';
import type { CustomHandler } from '../types';
import { BOOK, labelSql, optionalEnum, optionalId, range, STOCK_IN, STOCK_OUT, table, TENANT, type Obj } from './util';

/** Ledger rows of the book, of a storehouse, a material and a category, up to the end date. */
function ledgerWhere(mod: ModuleDefinition, payload: Obj, end: string | undefined): { sql: string; params: unknown[] } {
  const params: unknown[] = [BOOK];
  const parts = [`g.tenant_id = ${TENANT}`, `g.book = $1`];
  const house = optionalId(payload, 'storehouseId');
  const material = optionalId(payload, 'materialId');
  const category = optionalEnum(mod, payload, 'category', 'esMaterialCategory');
  if (house !== undefined) parts.push(`g.storehouse_id = $${params.push(house)}`);
  if (material !== undefined) parts.push(`g.item_id = $${params.push(material)}`);
  if (category) parts.push(`g.item_id IN (SELECT id FROM ${table(mod, 'esMaterial')} WHERE category = $${params.push(category)})`);
  if (end) parts.push(`g.biz_date <= $${params.push(end)}::date`);
  return { sql: parts.join(' AND '), params };
}

const names = (mod: ModuleDefinition) => `h.code AS "storehouseCode", h.name AS "storehouseName", m.code AS "materialCode", m.name AS "materialName", m.category,
  ${labelSql(mod, 'esMaterialCategory', 'm.category')} AS "categoryLabel", m.specification, ${labelSql(mod, 'esUnit', 'm.unit')} AS "unitLabel"`;
const joins = (mod: ModuleDefinition) => `JOIN ${table(mod, 'esStorehouse')} h ON h.id = q.storehouse_id JOIN ${table(mod, 'esMaterial')} m ON m.id = q.item_id`;

/** The stock per storehouse × material (every slot that ever moved), as SQL, for the list and the board. */
export function stockQuery(mod: ModuleDefinition, payload: Obj, end?: string): { query: string; params: unknown[] } {
  const w = ledgerWhere(mod, payload, end);
  const query = `SELECT q.storehouse_id AS "storehouseId", q.item_id AS "materialId", ${names(mod)},
      q.in_qty::float8 AS "inQuantity", q.out_qty::float8 AS "outQuantity", (q.in_qty - q.out_qty)::float8 AS quantity, m.safety_stock::float8 AS "safetyStock",
      (q.in_qty - q.out_qty < m.safety_stock) AS warning,
      CASE WHEN q.in_qty - q.out_qty < m.safety_stock THEN '低于安全库存' ELSE '正常' END AS "warningLabel"
    FROM (SELECT g.storehouse_id, g.item_id,
            coalesce(sum(g.quantity) FILTER (WHERE g.doc_resource = '${STOCK_IN}'), 0) AS in_qty,
            coalesce(-sum(g.quantity) FILTER (WHERE g.doc_resource = '${STOCK_OUT}'), 0) AS out_qty
          FROM stock_ledger g WHERE ${w.sql} GROUP BY g.storehouse_id, g.item_id) q
    ${joins(mod)}`;
  return { query, params: w.params };
}

/** esStorehouse/stockList: filters storehouseId, materialId, category, warning (true: only below the safety stock). */
export const esStock: CustomHandler = async (sql, mod, payload, { all }) => {
  const { end } = range(payload);
  const { query, params } = stockQuery(mod, payload, end);
  const onlyWarnings = payload.warning === true || payload.warning === 'true' || payload.warning === '1';
  return pagedQuery(sql, `SELECT * FROM (${query}) s ${onlyWarnings ? 'WHERE s.warning' : ''} ORDER BY s."storehouseCode", s."materialCode"`, params, payload, all);
};

/** esStorehouse/stockFlow: movements in the period with the slot's balance after each. */
export const esStockFlow: CustomHandler = async (sql, mod, payload, { all }) => {
  const { start, end } = range(payload);
  const w = ledgerWhere(mod, payload, end);
  const since = start ? `WHERE q.biz_date >= $${w.params.push(start)}::date` : '';
  const query = `SELECT q.id::int AS id, to_char(q.biz_date, 'YYYY-MM-DD') AS "bizDate", q.kind,
      CASE WHEN q.kind = 'reverse' THEN '作废冲销' WHEN q.doc_resource = '${STOCK_IN}' THEN '物资入库' ELSE '物资出库' END AS "kindLabel",
      q.doc_code AS "docCode", ${names(mod)}, q.quantity::float8 AS quantity, q.balance::float8 AS balance
    FROM (SELECT g.*, sum(g.quantity) OVER (PARTITION BY g.storehouse_id, g.item_id ORDER BY g.biz_date, g.id) AS balance
          FROM stock_ledger g WHERE ${w.sql}) q
    ${joins(mod)}
    ${since}
    ORDER BY q.biz_date DESC, q.id DESC`;
  return pagedQuery(sql, query, w.params, payload, all);
};
