/** SQL pieces 考勤管理's handlers share: table names, a department's subtree, the latest day with records. */
import { platformResource } from '../../../../catalogue/src/platform';
import type { Sql } from '../../db/types';
import { subtreeSelect } from '../../resources/names';
import { SEED_END } from '../../seed/profiles';
import { tables } from '../../seed/tables';

export const T = () => tables('rykq');
export const P = () => tables('platform');

/** `column IN (the department and every department under it)`, the id bound at `$n`. */
export function inDeptTree(column: string, param: string): string {
  return `${column} IN (${subtreeSelect(platformResource.department, param)})`;
}

/** The last day that has attendance records (the seed's last day on a fresh database). */
export async function lastRecordDay(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ day: string | null }>(`SELECT to_char(max(day), 'YYYY-MM-DD') AS day FROM ${T().attendanceRecord}`);
  return row?.day ?? SEED_END;
}

export function addDaysTo(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The statuses that count as present at work. */
export const PRESENT = `('normal', 'late', 'early', 'lateEarly', 'missing', 'restWork')`;
