/**
 * The permission-aware look-ups (spec §6, decision 0330): what the signed-in user may do in a
 * system, and the departments and people their data scope covers — the org tree by permission,
 * departments with permission, the staff tree with permission.
 */
import type { Sql } from '../db/types';
import { departmentRows, subtree, type DeptRow } from './departments';
import { heldCodes, scopeIn, type Grants } from './grants';
import { tables } from '../seed/tables';

/** The departments a user's scope covers: all of them, their own and below, or their own. */
export function permittedDepts(rows: readonly DeptRow[], grants: Grants, system?: string): DeptRow[] {
  const scope = scopeIn(grants, system);
  if (scope === 'all') return [...rows];
  if (!scope || !grants.deptId) return [];
  const ids = new Set(scope === 'deptTree' ? subtree(rows, grants.deptId) : [grants.deptId]);
  return rows.filter((r) => ids.has(r.id));
}

export interface DeptNode {
  id: string;
  key: string;
  name: string;
  title: string;
  parentId: string | null;
  children: DeptNode[];
  /** Staff tree: the department's people. */
  staff?: { id: number; name: string; post: string; phone: string }[];
}

/** Departments nested under their parents; one whose parent is not shown becomes a root. */
export function deptTree(rows: readonly DeptRow[]): DeptNode[] {
  const nodes = new Map<string, DeptNode>(rows.map((r) => [r.id, { id: r.id, key: r.id, name: r.name, title: r.name, parentId: r.parentId, children: [] }]));
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The permitted departments of the tenant (read in the caller's transaction). */
export async function permittedDepartments(sql: Sql, grants: Grants, system?: string): Promise<DeptRow[]> {
  return permittedDepts(await departmentRows(sql), grants, system);
}

/** Permitted departments with their people (the platform's staff on the job, decision 0214). */
export async function staffTree(sql: Sql, grants: Grants, system?: string): Promise<DeptNode[]> {
  const depts = await permittedDepartments(sql, grants, system);
  const staff = await sql.query<{ id: number; name: string; post: string; phone: string; dept_id: string }>(
    `SELECT id, name, post, phone, dept_id::text AS dept_id FROM ${tables('platform').staff}
      WHERE dept_id::text = ANY($1::text[]) AND status IS DISTINCT FROM 'left' ORDER BY name, id`,
    [depts.map((d) => d.id)],
  );
  const tree = deptTree(depts);
  const walk = (nodes: DeptNode[]) => {
    for (const n of nodes) {
      n.staff = staff.filter((s) => s.dept_id === n.id).map((s) => ({ id: s.id, name: s.name, post: s.post, phone: s.phone }));
      walk(n.children);
    }
  };
  walk(tree);
  return tree;
}

/** The user's functions in a system: every one, or the codes their roles grant, with the data scope. */
export function functionsAnswer(grants: Grants, system: string) {
  const held = heldCodes(grants, system);
  return { systemCode: system, all: held === 'all', functions: held === 'all' ? [] : held.sort(), dataScope: scopeIn(grants, system) };
}

/** Whether the user holds each of `codes` in a system. */
export function hasFunctions(grants: Grants, system: string, codes: readonly string[]) {
  const held = heldCodes(grants, system);
  const has = Object.fromEntries(codes.map((c) => [c, held === 'all' || held.includes(c)]));
  return { systemCode: system, all: codes.every((c) => has[c]), functions: has };
}
