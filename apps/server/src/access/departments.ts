/**
 * The tenant's department tree as the data scope reads it: the platform's departments
 * (decision 0214), which the org calls serve too (routes/org.ts). Ids as text.
 */
import type { Sql } from '../db/types';
import { tables } from '../seed/tables';

export interface DeptRow {
  id: string;
  parentId: string | null;
  name: string;
}

export async function departmentRows(sql: Sql): Promise<DeptRow[]> {
  return sql.query<DeptRow>(`SELECT id::text AS id, parent_id::text AS "parentId", name FROM ${tables('platform').department} ORDER BY sort_no, id`);
}

/** `id` and every department below it. */
export function subtree(rows: readonly DeptRow[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i] && !out.includes(r.id)) out.push(r.id);
  return out;
}
