/** One page of a custom report's SQL with its total (or, for exports, up to `all` rows). */
import type { Sql } from '../db/types';
import { pagingOf } from './unpack';

export async function pagedQuery(sql: Sql, query: string, params: unknown[], payload: Record<string, unknown>, all?: number) {
  const [count] = await sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${query}) q`, params);
  const { pageNum, pageSize } = all ? { pageNum: 1, pageSize: all } : pagingOf(payload);
  const rows = await sql.query(`${query} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  return { rows, total: count!.total, pageNum, pageSize };
}
