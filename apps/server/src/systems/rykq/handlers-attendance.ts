/**
 * 考勤日报 (per day and department, from the computed records) and the attendance permission tree
 * (the platform departments the user may see attendance of, with their head counts).
 */
import type { CustomHandler } from '../types';
import { dateRange, optionalId, pageOf } from './params';
import { addDaysTo, inDeptTree, lastRecordDay, P, PRESENT, T } from './sql-parts';

type Obj = Record<string, unknown>;

export const dailyReport: CustomHandler = async (sql, _mod, payload, options) => {
  const last = await lastRecordDay(sql);
  const { from, to } = dateRange(payload, { from: addDaysTo(last, -6), to: last });
  const dept = optionalId(payload, 'deptId', '部门');
  const page = pageOf(payload, options.all);
  const params: unknown[] = [from, to];
  const where = [`r.day BETWEEN $1::date AND $2::date`];
  if (dept !== null) where.push(inDeptTree('r.dept_id', `$${params.push(dept)}`));
  const base = `FROM ${T().attendanceRecord} r LEFT JOIN ${P().department} d ON d.id = r.dept_id WHERE ${where.join(' AND ')}`;
  const rows = await sql.query<Obj>(
    `SELECT to_char(r.day, 'YYYY-MM-DD') AS day, r.dept_id AS "deptId", d.name AS "deptLabel",
            count(*) FILTER (WHERE r.status NOT IN ('rest', 'restWork'))::int AS planned,
            count(*) FILTER (WHERE r.status IN ${PRESENT})::int AS present,
            count(*) FILTER (WHERE r.status = 'normal')::int AS normal,
            count(*) FILTER (WHERE r.status IN ('late', 'lateEarly'))::int AS late,
            count(*) FILTER (WHERE r.status IN ('early', 'lateEarly'))::int AS early,
            count(*) FILTER (WHERE r.status = 'missing')::int AS missing,
            count(*) FILTER (WHERE r.status = 'absent')::int AS absent,
            count(*) FILTER (WHERE r.status = 'leave')::int AS leave,
            count(*) FILTER (WHERE r.status = 'rest')::int AS rest,
            coalesce(sum(r.overtime_hours), 0)::float8 AS "overtimeHours",
            CASE WHEN count(*) FILTER (WHERE r.status NOT IN ('rest', 'restWork', 'leave')) = 0 THEN 100
                 ELSE round(100.0 * count(*) FILTER (WHERE r.status IN ('normal', 'late', 'early', 'lateEarly', 'missing'))
                            / count(*) FILTER (WHERE r.status NOT IN ('rest', 'restWork', 'leave')), 1)::float8 END AS rate
       ${base} GROUP BY 1, 2, 3 ORDER BY 1 DESC, 3 LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 ${base} GROUP BY r.day, r.dept_id) x`, params);
  return { rows: rows.map((r) => ({ ...r, id: `${r.day}-${r.deptId}` })), total: count!.n, pageNum: page.pageNum, pageSize: page.pageSize };
};

interface DeptRow { id: number; code: string; name: string; parent: number | null; staff: number; groups: number }

async function departments(sql: Parameters<CustomHandler>[0]): Promise<DeptRow[]> {
  return sql.query<DeptRow>(
    `SELECT d.id, d.code, d.name, d.parent_id AS parent,
            (SELECT count(*)::int FROM ${P().staff} s WHERE s.dept_id = d.id AND s.status = 'onJob') AS staff,
            (SELECT count(*)::int FROM ${T().attendanceGroup} g WHERE g.dept_id = d.id) AS groups
       FROM ${P().department} d ORDER BY d.sort_no, d.code`);
}

interface Node { id: string; label: string; count: number; deptId: number; children?: Node[] }

/** The department tree with each node's head count including the departments under it. */
export const permissionTree: CustomHandler = async (sql) => {
  const rows = await departments(sql);
  const build = (parent: number | null): Node[] =>
    rows.filter((r) => r.parent === parent).map((r) => {
      const children = build(r.id);
      const count = r.staff + children.reduce((s, c) => s + c.count, 0);
      return { id: String(r.id), label: r.name, count, deptId: r.id, ...(children.length ? { children } : {}) };
    });
  // Departments whose parent is missing still show, as roots.
  const ids = new Set(rows.map((r) => r.id));
  const roots = rows.filter((r) => r.parent !== null && !ids.has(r.parent)).flatMap((r) => build(r.parent));
  return [...build(null), ...roots];
};

export const permissionDept: CustomHandler = async (sql) => {
  const rows = await departments(sql);
  const name = new Map(rows.map((r) => [r.id, r.name]));
  const list = rows.map((r) => ({ id: r.id, code: r.code, name: r.name, parentId: r.parent, parentName: r.parent ? (name.get(r.parent) ?? '') : '', staffCount: r.staff, groupCount: r.groups }));
  return { rows: list, total: list.length };
};

/** The first and the last day with attendance records. */
export const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(day), 'YYYY-MM-DD') AS start, to_char(max(day), 'YYYY-MM-DD') AS "end" FROM ${T().attendanceRecord}`);
  return row ?? { start: null, end: null };
};
