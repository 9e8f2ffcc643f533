/** Seed statements that can run again: each fills its table only while the tenant's rows are none. */
import type { Sql } from '../db/types';
import { ident } from '../resources/names';

export async function seedTable(sql: Sql, table: string, text: string, params?: unknown[]): Promise<boolean> {
  const [row] = await sql.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${ident(table)}) AS has`);
  if (row?.has) return false;
  await sql.query(text, params);
  return true;
}
