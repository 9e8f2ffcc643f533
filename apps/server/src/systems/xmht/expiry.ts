/**
 * Expiring contracts: performing ones whose end falls within the reminder's days (即将到期) or
 * has passed while still performing (已到期). One query for the report, the board and the
 * shell notices, so they always agree.
 */
import { DEFAULT_REMIND_DAYS } from '../../../../catalogue/src/systems/xmht/settings';
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';

export interface ExpiringRow {
  id: number;
  code: string;
  name: string;
  itemLabel: string;
  partyBLabel: string;
  amount: number;
  endDate: string;
  daysLeft: number;
  level: 'expired' | 'soon';
  levelLabel: string;
}

/** The tenant's reminder days (提醒设置), the default until it is saved. */
export async function remindDays(sql: Sql): Promise<{ days: number; notice: boolean }> {
  const [row] = await sql.query<{ days: number; notice: boolean | null }>(`SELECT remind_days AS days, notice FROM ${tables('xmht').reminder} ORDER BY id LIMIT 1`);
  return { days: row?.days ?? DEFAULT_REMIND_DAYS, notice: row?.notice ?? true };
}

export async function expiringContracts(sql: Sql, days: number): Promise<ExpiringRow[]> {
  const t = tables('xmht');
  return sql.query<ExpiringRow>(
    `SELECT c.id, c.code, c.name, i.name AS "itemLabel", b.name AS "partyBLabel", c.amount::float8 AS amount, to_char(c.end_date, 'YYYY-MM-DD') AS "endDate",
            (c.end_date - current_date)::int AS "daysLeft",
            CASE WHEN c.end_date < current_date THEN 'expired' ELSE 'soon' END AS level,
            CASE WHEN c.end_date < current_date THEN '已到期' ELSE '即将到期' END AS "levelLabel"
       FROM ${t.contract} c JOIN ${t.item} i ON i.id = c.item_id JOIN ${tables('platform').company} b ON b.id = c.party_b_id
      WHERE c.state = 'performing' AND c.end_date <= current_date + $1::int
      ORDER BY c.end_date, c.code`,
    [days],
  );
}
