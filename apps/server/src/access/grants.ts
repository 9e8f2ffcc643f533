/**
 * What a user may do (docs/decisions/0330): per system, all functions or a set of function codes,
 * and the data scope. The union of the user's roles applies (the widest scope of the roles that
 * grant a system); a system held directly (user_systems) grants all of it with every row, as
 * before roles; the user named root holds every system of the tenant; a disabled user nothing.
 */
import { DATA_SCOPES, PLATFORM, type DataScope } from '../../../catalogue/src';
import type { Sql } from '../db/types';
import type { RowScope } from '../resources/row-scope';
import { departmentRows, subtree } from './departments';

export interface SystemGrant {
  all: boolean;
  codes: ReadonlySet<string>;
  scope: DataScope;
}

export interface Grants {
  userId: string;
  root: boolean;
  disabled: boolean;
  deptId: string | null;
  systems: ReadonlyMap<string, SystemGrant>;
  /** The user's department, and it with its sub-tree (null without a department). */
  depts: { dept: string[]; deptTree: string[] } | null;
}

export const ROOT_USERNAME = 'root';

const wider = (a: DataScope, b: DataScope): DataScope => (DATA_SCOPES.indexOf(a) >= DATA_SCOPES.indexOf(b) ? a : b);

export async function loadGrants(sql: Sql, userId: string): Promise<Grants> {
  const [user] = await sql.query<{ username: string; dept_id: string | null; disabled: boolean }>(
    'SELECT username, dept_id, disabled FROM users WHERE user_id = $1',
    [userId],
  );
  const root = user?.username === ROOT_USERNAME;
  const systems = new Map<string, { all: boolean; codes: Set<string>; scope: DataScope }>();
  const grant = (code: string) => {
    let g = systems.get(code);
    if (!g) systems.set(code, (g = { all: false, codes: new Set(), scope: 'self' }));
    return g;
  };
  if (user && !user.disabled) {
    const direct = root
      ? await sql.query<{ system_code: string }>('SELECT code AS system_code FROM systems')
      : await sql.query<{ system_code: string }>('SELECT system_code FROM user_systems WHERE user_id = $1', [userId]);
    for (const { system_code } of direct) Object.assign(grant(system_code), { all: true, scope: 'all' });
    const held = await sql.query<{ system_code: string; all_functions: boolean; data_scope: DataScope }>(
      `SELECT rs.system_code, rs.all_functions, r.data_scope FROM user_roles ur
         JOIN roles r ON r.tenant_id = ur.tenant_id AND r.role_id = ur.role_id
         JOIN role_systems rs ON rs.tenant_id = ur.tenant_id AND rs.role_id = ur.role_id
        WHERE ur.user_id = $1`,
      [userId],
    );
    for (const h of held) {
      const g = grant(h.system_code);
      g.all ||= h.all_functions;
      g.scope = wider(g.scope, h.data_scope);
    }
    const functions = await sql.query<{ system_code: string; function_code: string }>(
      `SELECT rf.system_code, rf.function_code FROM user_roles ur
         JOIN role_functions rf ON rf.tenant_id = ur.tenant_id AND rf.role_id = ur.role_id
        WHERE ur.user_id = $1`,
      [userId],
    );
    for (const f of functions) grant(f.system_code).codes.add(f.function_code);
  }
  let depts: Grants['depts'] = null;
  if (user?.dept_id && [...systems.values()].some((g) => g.scope === 'dept' || g.scope === 'deptTree')) {
    const rows = await departmentRows(sql);
    depts = { dept: [user.dept_id], deptTree: subtree(rows, user.dept_id) };
  }
  return { userId, root, disabled: user?.disabled ?? true, deptId: user?.dept_id ?? null, systems, depts };
}

/**
 * The widest data scope of the user in a system, or across every system they hold (no system
 * given, or the platform's shared data, which any user of some system reads); null without one.
 */
export function scopeIn(grants: Grants, system?: string): DataScope | null {
  if (grants.root) return 'all';
  const held = system && system !== PLATFORM ? [grants.systems.get(system)].filter((g) => g !== undefined) : [...grants.systems.values()];
  return held.length ? held.reduce<DataScope>((w, g) => wider(w, g.scope), 'self') : null;
}

/** The rows of scoped resources the user sees in a system: undefined for all of them. */
export function rowScopeOf(grants: Grants, system: string): RowScope | undefined {
  const scope = scopeIn(grants, system);
  if (scope === null || scope === 'all') return undefined;
  if (scope === 'self' || !grants.depts) return { userId: grants.userId };
  return { userId: grants.userId, depts: grants.depts[scope] };
}

/** The function codes a user holds in a system ('all' for the whole system). */
export function heldCodes(grants: Grants, system: string): 'all' | string[] {
  const g = grants.systems.get(system);
  if (grants.root || g?.all) return 'all';
  return g ? [...g.codes] : [];
}
