/**
 * The department count tree (commonStaffManage/loadDeptCountTree) and the department head-count
 * table (staffManage/deptCount): every department of the platform's tree with the people of its
 * whole subtree, so a node's count equals the ledger filtered by that department.
 */
import { nestRows, type TreeItem } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { kindOf } from './scope';

interface Dept { id: number; name: string; parentId: number | null; total: number; onJob: number; left: number; yht: number; wxht: number; common: number }
interface Counted { dept: Dept; total: number; onJob: number; left: number; yht: number; wxht: number; common: number; children: Counted[] }

/** Departments in tree order with their own people counted (of one kind when given). */
async function departments(sql: Sql, kind: string | null): Promise<Dept[]> {
  const p = tables('platform');
  return sql.query<Dept>(
    `SELECT d.id, d.name, d.parent_id AS "parentId",
            count(s.id)::int AS total, count(s.id) FILTER (WHERE s.status = 'onJob')::int AS "onJob", count(s.id) FILTER (WHERE s.status = 'left')::int AS left,
            count(s.id) FILTER (WHERE s.status = 'onJob' AND s.staff_type = 'yht')::int AS yht,
            count(s.id) FILTER (WHERE s.status = 'onJob' AND s.staff_type = 'wxht')::int AS wxht,
            count(s.id) FILTER (WHERE s.status = 'onJob' AND s.staff_type = 'common')::int AS common
       FROM ${p.department} d LEFT JOIN ${p.staff} s ON s.dept_id = d.id AND ($1::text IS NULL OR s.staff_type = $1)
      GROUP BY d.id, d.name, d.parent_id, d.sort_no ORDER BY d.sort_no, d.id`,
    [kind],
  );
}

/** Each node's counts summed over its subtree. */
function counted(item: TreeItem<Dept>): Counted {
  const children = item.children.map(counted);
  const sum = (key: 'total' | 'onJob' | 'left' | 'yht' | 'wxht' | 'common') => item.row[key] + children.reduce((s, c) => s + c[key], 0);
  return { dept: item.row, total: sum('total'), onJob: sum('onJob'), left: sum('left'), yht: sum('yht'), wxht: sum('wxht'), common: sum('common'), children };
}

async function countedTree(sql: Sql, kind: string | null): Promise<Counted[]> {
  return nestRows(await departments(sql, kind), 'parentId').map(counted);
}

interface Node { id: string; label: string; deptId: number; count: number; onJob: number; children?: Node[] }

const node = (c: Counted): Node => ({
  id: `dept-${c.dept.id}`, label: c.dept.name, deptId: c.dept.id, count: c.total, onJob: c.onJob,
  ...(c.children.length ? { children: c.children.map(node) } : {}),
});

/** The tree with head counts (`staffType` narrows it to one ledger). */
export const deptCountTree: CustomHandler = async (sql, _mod, payload) => (await countedTree(sql, kindOf(payload))).map(node);

/** One row per department, depth-first, with its subtree's figures (the root row holds the totals). */
export const deptCount: CustomHandler = async (sql, _mod, payload) => {
  const rows: Record<string, unknown>[] = [];
  const walk = (c: Counted, depth: number, parent: string) => {
    rows.push({ deptId: c.dept.id, deptName: `${'　'.repeat(depth)}${c.dept.name}`, parentName: parent, total: c.total, onJob: c.onJob, yht: c.yht, wxht: c.wxht, common: c.common, left: c.left });
    for (const child of c.children) walk(child, depth + 1, c.dept.name);
  };
  for (const root of await countedTree(sql, kindOf(payload))) walk(root, 0, '');
  return { rows, total: rows.length };
};
