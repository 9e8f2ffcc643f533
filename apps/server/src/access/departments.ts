/**
 * The tenant's department tree as the data scope reads it: the departments the org calls serve
 * (routes/org.ts). One place, so the scope follows the tree wherever it is kept.
 */
import type { Sql } from '../db/types';

export interface DeptRow {
  id: string;
  parentId: string | null;
  name: string;
}

export async function departmentRows(sql: Sql): Promise<DeptRow[]> {
  return sql.query<DeptRow>(`SELECT dept_id AS id, parent_id AS "parentId", name FROM departments ORDER BY sort, dept_id`);
}

/** `id` and every department below it. */
export function subtree(rows: readonly DeptRow[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i] && !out.includes(r.id)) out.push(r.id);
  return out;
}
