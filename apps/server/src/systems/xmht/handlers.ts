/** 合同报表's custom figures: the expiring contracts and the board's overview (expiry.ts holds the one query both read). */
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { expiringContracts, remindDays } from './expiry';

export const expiring: CustomHandler = async (sql) => {
  const rows = await expiringContracts(sql, (await remindDays(sql)).days);
  return { rows, total: rows.length };
};

export const overview: CustomHandler = async (sql) => {
  const t = tables('xmht');
  const { days } = await remindDays(sql);
  const soon = await expiringContracts(sql, days);
  const [row] = await sql.query<{ items: number; contracts: number; performing: number; amount: number }>(
    `SELECT (SELECT count(*)::int FROM ${t.item} WHERE state = 'running') AS items,
            (SELECT count(*)::int FROM ${t.contract}) AS contracts,
            (SELECT count(*)::int FROM ${t.contract} WHERE state = 'performing') AS performing,
            (SELECT COALESCE(round(sum(amount)::numeric / 10000, 2), 0)::float8 FROM ${t.contract} WHERE state = 'performing') AS amount`,
  );
  const rows = [{ ...row, expiring: soon.filter((c) => c.level === 'soon').length, expired: soon.filter((c) => c.level === 'expired').length, remindDays: days }];
  return { rows, total: 1 };
};

/** The days the system has data for: its contracts' signing dates, up to today. */
export const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(sign_date), 'YYYY-MM-DD') AS start, to_char(greatest(max(sign_date), current_date), 'YYYY-MM-DD') AS end FROM ${tables('xmht').contract}`,
  );
  return row;
};

export const xmhtHandlers = { expiring, overview, dataRange } satisfies Record<string, CustomHandler>;
