/**
 * Roles of a tenant (decision 0330): name, description, data scope and, per system, all its
 * functions or a list of them. Read and written in the caller's tenant transaction; every check
 * before the first write, so a refused save writes nothing.
 */
import { DATA_SCOPES, safeText, systemCodes, type DataScope } from '../../../catalogue/src';
import { fill, messages as serverMessages } from '../http/errors';
import { accessServer as m } from '../../../../src/i18n/messages/access';
import type { Sql } from '../db/types';
import { notFound } from '../http/errors';
import { invalid, say } from '../resources/messages';
import { pagingOf } from '../resources/unpack';
import { idValue } from '../resources/records';
import { functionsOf } from './needs';

type Obj = Record<string, unknown>;

/** Per system: every function ('all') or these codes. */
export type RoleFunctions = Record<string, 'all' | string[]>;

export interface RoleInput {
  name: string;
  description: string;
  dataScope: DataScope;
  functions: RoleFunctions;
}

/** Text of a parameter, trimmed; control characters, bidi overrides and lone surrogates are refused. */
export function text(v: unknown, name = 'name'): string {
  const out = typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : String(v).trim();
  if (!safeText(out)) throw invalid(fill(serverMessages.fieldControlChar, { field: name }));
  return out;
}

/** The role a save or update asks for, checked against the catalogue and the tenant's systems. */
export async function roleInput(sql: Sql, p: Obj): Promise<RoleInput> {
  const name = text(p.name);
  if (!name) throw invalid(m.roleNameRequired);
  if ([...name].length > 30) throw invalid(m.roleNameTooLong);
  const description = text(p.description, 'description');
  if ([...description].length > 200) throw invalid(m.roleDescriptionTooLong);
  const dataScope = (p.dataScope ?? 'all') as DataScope;
  if (!DATA_SCOPES.includes(dataScope)) throw invalid(m.roleScopeInvalid);
  let raw = p.functions ?? {};
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw invalid(m.roleFunctionsInvalid);
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(m.roleFunctionsInvalid);
  const held = new Set((await sql.query<{ code: string }>('SELECT code FROM systems')).map((r) => r.code));
  const functions: RoleFunctions = {};
  for (const [system, list] of Object.entries(raw as Obj)) {
    if (!held.has(system) || !systemCodes.includes(system)) throw invalid(say(m.roleSystemUnknown, { code: system.slice(0, 40) }));
    if (list === 'all') {
      functions[system] = 'all';
      continue;
    }
    if (!Array.isArray(list) || list.length > 2000 || list.some((c) => typeof c !== 'string')) throw invalid(m.roleFunctionsInvalid);
    const known = new Set(functionsOf(system)?.codes ?? []);
    const unknown = (list as string[]).find((c) => !known.has(c));
    if (unknown !== undefined) throw invalid(say(m.roleFunctionUnknown, { system, code: unknown.slice(0, 60) }));
    functions[system] = [...new Set(list as string[])];
  }
  return { name, description, dataScope, functions };
}

async function refuseTakenName(sql: Sql, name: string, except?: number): Promise<void> {
  const taken = await sql.query('SELECT 1 FROM roles WHERE lower(name) = lower($1) AND role_id IS DISTINCT FROM $2', [name, except ?? null]);
  if (taken.length) throw invalid(say(m.roleNameTaken, { name }));
}

async function writeGrants(sql: Sql, roleId: number, functions: RoleFunctions): Promise<void> {
  await sql.query('DELETE FROM role_systems WHERE role_id = $1', [roleId]);
  const systems = Object.entries(functions).map(([code, list]) => ({ code, whole: list === 'all' }));
  if (!systems.length) return;
  await sql.query(
    `INSERT INTO role_systems (tenant_id, role_id, system_code, all_functions)
     SELECT current_setting('app.tenant_id'), $1, x.code, x.whole FROM jsonb_to_recordset($2::jsonb) AS x(code text, whole boolean)`,
    [roleId, JSON.stringify(systems)],
  );
  const rows = Object.entries(functions).flatMap(([system, list]) => (list === 'all' ? [] : list.map((code) => ({ system, code }))));
  if (!rows.length) return;
  await sql.query(
    `INSERT INTO role_functions (tenant_id, role_id, system_code, function_code)
     SELECT current_setting('app.tenant_id'), $1, x.system, x.code FROM jsonb_to_recordset($2::jsonb) AS x(system text, code text)`,
    [roleId, JSON.stringify(rows)],
  );
}

export async function createRole(sql: Sql, input: RoleInput, seedKey?: string): Promise<number> {
  await refuseTakenName(sql, input.name);
  const [row] = await sql.query<{ role_id: number }>(
    `INSERT INTO roles (tenant_id, name, description, data_scope, seed_key) VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4) RETURNING role_id`,
    [input.name, input.description, input.dataScope, seedKey ?? null],
  );
  await writeGrants(sql, row!.role_id, input.functions);
  return row!.role_id;
}

export async function updateRole(sql: Sql, id: number, input: RoleInput): Promise<void> {
  const [found] = await sql.query('SELECT 1 FROM roles WHERE role_id = $1 FOR UPDATE', [id]);
  if (!found) throw notFound(m.roleNotFound);
  await refuseTakenName(sql, input.name, id);
  await sql.query('UPDATE roles SET name = $2, description = $3, data_scope = $4, updated_at = now() WHERE role_id = $1', [id, input.name, input.description, input.dataScope]);
  await writeGrants(sql, id, input.functions);
}

export async function deleteRoles(sql: Sql, ids: number[]): Promise<number> {
  const removed = await sql.query('DELETE FROM roles WHERE role_id = ANY($1::int[]) RETURNING role_id', [ids]);
  if (!removed.length) throw notFound(m.roleNotFound);
  return removed.length;
}

const ROLE_COLUMNS = `r.role_id AS id, r.name, r.description, r.data_scope AS "dataScope", r.seed_key AS "seedKey",
  to_char(r.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS "updatedAt",
  (SELECT count(*)::int FROM user_roles ur WHERE ur.role_id = r.role_id) AS "userCount",
  (SELECT coalesce(jsonb_agg(jsonb_build_object('code', rs.system_code, 'name', s.name, 'all', rs.all_functions,
      'count', (SELECT count(*)::int FROM role_functions rf WHERE rf.role_id = rs.role_id AND rf.system_code = rs.system_code)) ORDER BY s.sort), '[]'::jsonb)
     FROM role_systems rs JOIN systems s ON s.tenant_id = rs.tenant_id AND s.code = rs.system_code WHERE rs.role_id = r.role_id) AS systems`;

export async function rolePage(sql: Sql, p: Obj) {
  const { pageNum, pageSize } = pagingOf(p);
  const name = text(p.name ?? p.keyword).slice(0, 30);
  const where = name ? `WHERE r.name ILIKE '%' || $1 || '%'` : '';
  const params = name ? [name.replace(/[\\%_]/g, '\\$&')] : [];
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM roles r ${where}`, params);
  const rows = await sql.query(`SELECT ${ROLE_COLUMNS} FROM roles r ${where} ORDER BY r.role_id LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  return { rows, total: count!.n, pageNum, pageSize };
}

/** One role with its functions per system (the editor's checked boxes). */
export async function roleDetail(sql: Sql, p: Obj) {
  const id = idValue(p.id ?? p.roleId);
  const [role] = await sql.query<Obj>(`SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.role_id = $1`, [id]);
  if (!role) throw notFound(m.roleNotFound);
  const systems = await sql.query<{ system_code: string; all_functions: boolean }>('SELECT system_code, all_functions FROM role_systems WHERE role_id = $1', [id]);
  const codes = await sql.query<{ system_code: string; function_code: string }>('SELECT system_code, function_code FROM role_functions WHERE role_id = $1 ORDER BY 1, 2', [id]);
  const functions: RoleFunctions = {};
  for (const s of systems) functions[s.system_code] = s.all_functions ? 'all' : codes.filter((c) => c.system_code === s.system_code).map((c) => c.function_code);
  return { ...role, functions };
}

/** Every role as { id, name } (role pickers). */
export async function roleOptions(sql: Sql) {
  return sql.query(`SELECT role_id AS id, name, data_scope AS "dataScope" FROM roles ORDER BY role_id`);
}

/** The function tree of the tenant's systems, as the role editor shows it. */
export async function functionTree(sql: Sql, p: Obj) {
  const only = text(p.systemCode);
  const systems = await sql.query<{ code: string; name: string }>('SELECT code, name FROM systems ORDER BY sort');
  return systems
    .filter((s) => (!only || s.code === only) && functionsOf(s.code))
    .map((s) => {
      const fns = functionsOf(s.code)!;
      return { code: s.code, name: s.name, groups: fns.groups };
    });
}
