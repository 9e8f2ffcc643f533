/**
 * The 应急看板's figures. Every figure is the count or sum of a list behind it: 应急人员 and 出勤人员
 * count the 应急人员 list, 在线车辆 the 车辆位置 rows online, 库存预警 the 物资库存 rows below
 * their safety stock (the same query, stock.ts).
 */
import { lastPositions } from '../../gps/last-positions';
import type { CustomHandler } from '../types';
import { stockQuery } from './stock';
import { BOOK, table, TENANT, STOCK_IN, STOCK_OUT } from './util';

/** Widgets read `{ rows }` (the shape of the engine's aggregate reports). */
const answer = (rows: unknown[]) => ({ rows, total: rows.length });

export const esBoardOverview: CustomHandler = async (sql, mod) => {
  const stock = stockQuery(mod, {});
  const [row] = await sql.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM ${table(mod, 'esTeam')} WHERE status = 'enabled') AS teams,
            (SELECT count(*)::int FROM ${table(mod, 'esStaff')}) AS staff,
            (SELECT count(*)::int FROM ${table(mod, 'esStaff')} WHERE duty_status = 'onDuty') AS "onDutyStaff",
            (SELECT count(*)::int FROM ${table(mod, 'esCar')}) AS cars,
            (SELECT count(*)::int FROM ${table(mod, 'esStorehouse')} WHERE status = 'enabled') AS storehouses,
            (SELECT count(DISTINCT s."materialId")::int FROM (${stock.query}) s WHERE s.quantity > 0) AS materials,
            (SELECT count(*)::int FROM (${stock.query}) s WHERE s.warning) AS warnings`,
    stock.params,
  );
  const cars = new Set((await sql.query<{ car_id: number }>(`SELECT car_id FROM ${table(mod, 'esCar')}`)).map((r) => r.car_id));
  const onlineCars = (await lastPositions(sql)).filter((p) => cars.has(p.carId) && p.online).length;
  const rows = [{ ...row, onlineCars }];
  return { rows, total: 1 };
};

/** The ten slots furthest below their safety stock. */
export const esStockWarning: CustomHandler = async (sql, mod) => {
  const stock = stockQuery(mod, {});
  return answer(await sql.query(
    `SELECT s."storehouseName" || ' · ' || s."materialName" AS name, s.quantity, s."safetyStock", (s."safetyStock" - s.quantity)::float8 AS shortage
       FROM (${stock.query}) s WHERE s.warning ORDER BY shortage DESC, name LIMIT 10`,
    stock.params,
  ));
};

/** Kinds of supplies each enabled storehouse holds now. */
export const esStorehouseKinds: CustomHandler = async (sql, mod) =>
  answer(await sql.query(
    `SELECT h.id AS "storehouseId", h.name AS "storehouseName", count(b.item_id) FILTER (WHERE b.quantity > 0)::int AS kinds
       FROM ${table(mod, 'esStorehouse')} h LEFT JOIN stock_balance b ON b.tenant_id = ${TENANT} AND b.book = $1 AND b.storehouse_id = h.id
      WHERE h.status = 'enabled' GROUP BY h.id, h.name, h.code ORDER BY h.code`,
    [BOOK],
  ));

/** The days the system has data for: its ledger postings and documents, up to today (a document of today counts). */
export const dataRange: CustomHandler = async (sql, mod) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(d), 'YYYY-MM-DD') AS start, to_char(greatest(max(d), current_date), 'YYYY-MM-DD') AS end
       FROM (SELECT biz_date AS d FROM stock_ledger WHERE tenant_id = ${TENANT} AND book = $1 AND doc_resource IN ('${STOCK_IN}', '${STOCK_OUT}')
             UNION ALL SELECT in_date FROM ${table(mod, 'esStockIn')} UNION ALL SELECT out_date FROM ${table(mod, 'esStockOut')}) x`,
    [BOOK],
  );
  return row;
};
