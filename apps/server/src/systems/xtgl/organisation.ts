/**
 * The organisation trees of 系统管理 (report-tree pages, nodes `{ id, label, count, children, …keys }`):
 * units → their departments, and departments → their people. Both count the people on the job
 * under each node (its sub-departments included), from the platform's rows.
 */
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';

interface Dept { id: number; name: string; parentId: number | null; companyId: number | null }
interface Node { id: string; label: string; count?: number; deptId?: number; staffId?: number; companyId?: number; children?: Node[] }

async function departments(sql: Sql): Promise<{ depts: Dept[]; people: Map<number, number> }> {
  const t = tables('platform');
  const depts = await sql.query<Dept>(`SELECT id, name, parent_id AS "parentId", company_id AS "companyId" FROM ${t.department} ORDER BY sort_no, id`);
  const counts = await sql.query<{ dept: number; n: number }>(`SELECT dept_id AS dept, count(*)::int AS n FROM ${t.staff} WHERE status IS DISTINCT FROM 'left' AND dept_id IS NOT NULL GROUP BY dept_id`);
  return { depts, people: new Map(counts.map((c) => [c.dept, c.n])) };
}

/** Department nodes under `parent` among `depts`, each with its people counted down its subtree. */
function deptNodes(depts: readonly Dept[], people: Map<number, number>, parent: number | null, leaves?: (d: Dept) => Node[]): Node[] {
  return depts.filter((d) => d.parentId === parent).map((d) => {
    const children = [...deptNodes(depts, people, d.id, leaves), ...(leaves?.(d) ?? [])];
    const below = children.filter((c) => c.staffId === undefined).reduce((s, c) => s + (c.count ?? 0), 0);
    return { id: `d${d.id}`, label: d.name, deptId: d.id, count: (people.get(d.id) ?? 0) + below, ...(children.length ? { children } : {}) };
  });
}

/**
 * The organisation → the units that work for it → the departments each runs (top-down), beside
 * the organisation's own offices. Counts are people on the job below each node.
 */
export const orgTree: CustomHandler = async (sql) => {
  const { depts, people } = await departments(sql);
  const companies = await sql.query<{ id: number; name: string }>(`SELECT id, name FROM ${tables('platform').company} ORDER BY id`);
  const byId = new Map(depts.map((d) => [d.id, d]));
  const total = (id: number): number => (people.get(id) ?? 0) + depts.filter((c) => c.parentId === id).reduce((s, c) => s + total(c.id), 0);
  // Within one unit: a department and its sub-departments of the same unit.
  const under = (d: Dept): Node => {
    const children = depts.filter((c) => c.parentId === d.id && c.companyId === d.companyId).map(under);
    return { id: `d${d.id}`, label: d.name, deptId: d.id, count: total(d.id), ...(children.length ? { children } : {}) };
  };
  // A unit's top departments: its own whose parent is not.
  const tops = (companyId: number) => depts.filter((d) => d.companyId === companyId && (d.parentId === null || byId.get(d.parentId)?.companyId !== companyId));
  const units = companies.map((c) => ({ c, tops: tops(c.id) })).filter((u) => u.tops.length).map(({ c, tops: own }): Node => {
    const children = own.map(under);
    return { id: `c${c.id}`, label: c.name, companyId: c.id, count: children.reduce((n, x) => n + (x.count ?? 0), 0), children };
  });
  return depts.filter((d) => d.parentId === null).map((root): Node => ({
    id: `d${root.id}`, label: root.name, deptId: root.id, count: total(root.id),
    children: [...units, ...depts.filter((c) => c.parentId === root.id && c.companyId === null).map(under)],
  }));
};

/** Departments (nested) → the people on the job in each. */
export const staffTree: CustomHandler = async (sql) => {
  const { depts, people } = await departments(sql);
  const staff = await sql.query<{ id: number; name: string; post: string; deptId: number }>(
    `SELECT id, name, post, dept_id AS "deptId" FROM ${tables('platform').staff} WHERE status IS DISTINCT FROM 'left' AND dept_id IS NOT NULL ORDER BY name, id`,
  );
  const leaves = (d: Dept): Node[] => staff.filter((s) => s.deptId === d.id).map((s) => ({ id: `s${s.id}`, label: `${s.name}（${s.post}）`, staffId: s.id, deptId: d.id }));
  return deptNodes(depts, people, null, leaves);
};
