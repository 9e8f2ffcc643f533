/**
 * The tenant's users as 系统管理 manages them (decision 0330): the page list with roles and
 * direct systems, disable/enable (a disabled user's sessions end at once), delete, roles and
 * department; and who holds a role (角色人员). root and the caller themselves cannot be disabled
 * or deleted; root holds everything and takes no roles.
 */
import { accessServer as m } from '../../../../src/i18n/messages/access';
import type { Sql } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { invalid } from '../resources/messages';
import { idValue } from '../resources/records';
import { pagingOf } from '../resources/unpack';
import { revokeUserSessions } from '../services/sessions';
import { ROOT_USERNAME } from './grants';
import { tables } from '../seed/tables';
import { text } from './roles';

type Obj = Record<string, unknown>;

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** User ids of `ids` (a list or comma-separated text), 1–500 of them. */
export function userIdsOf(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : typeof raw === 'number' ? [raw] : [];
  const ids = [...new Set(list.map((v) => String(v).trim()).filter(Boolean))];
  if (!ids.length || ids.length > 500 || ids.some((id) => !USER_ID.test(id))) throw invalid(m.userIdsRequired);
  return ids;
}

const keywordOf = (p: Obj) => (typeof p.keyword === 'string' ? text(p.keyword, 'keyword').slice(0, 50).replace(/[\\%_]/g, '\\$&') : '');

const DEPT = tables('platform').department;

const USER_COLUMNS = `u.user_id AS id, u.user_id AS "userId", u.username, u.name, u.dept_id AS "deptId",
  (SELECT d.name FROM ${DEPT} d WHERE d.id::text = u.dept_id) AS "deptName",
  u.disabled, CASE WHEN u.disabled THEN 'disabled' ELSE 'enabled' END AS status, (u.username = '${ROOT_USERNAME}') AS root,
  to_char(u.created_at, 'YYYY-MM-DD HH24:MI:SS') AS "createdAt",
  (SELECT coalesce(jsonb_agg(jsonb_build_object('id', r.role_id, 'name', r.name) ORDER BY r.role_id), '[]'::jsonb)
     FROM user_roles ur JOIN roles r ON r.tenant_id = ur.tenant_id AND r.role_id = ur.role_id WHERE ur.user_id = u.user_id) AS roles,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('code', s.code, 'name', s.name) ORDER BY s.sort), '[]'::jsonb)
     FROM user_systems us JOIN systems s ON s.tenant_id = us.tenant_id AND s.code = us.system_code WHERE us.user_id = u.user_id) AS systems`;

/** Users by name or account, status, role and department, in account order. */
export async function userPage(sql: Sql, p: Obj) {
  const { pageNum, pageSize } = pagingOf(p);
  const clauses: string[] = [];
  const params: unknown[] = [];
  const keyword = keywordOf(p);
  if (keyword) clauses.push(`(u.username ILIKE '%' || $${params.push(keyword)} || '%' OR u.name ILIKE '%' || $${params.length} || '%')`);
  if (p.status === 'enabled' || p.status === 'disabled') clauses.push(`u.disabled = $${params.push(p.status === 'disabled')}`);
  else if (p.status !== undefined && p.status !== '') throw invalid('状态须为“启用”或“停用”');
  if (p.roleId !== undefined && p.roleId !== '') clauses.push(`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.user_id AND ur.role_id = $${params.push(idValue(p.roleId))})`);
  if (typeof p.deptId === 'string' && p.deptId) clauses.push(`u.dept_id = $${params.push(text(p.deptId, 'deptId').slice(0, 64))}`);
  const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${where}`, params);
  const rows = await sql.query(`SELECT ${USER_COLUMNS} FROM users u ${where} ORDER BY u.username LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  return { rows, total: count!.n, pageNum, pageSize };
}

/** The users of `ids`, locked; refuses unknown ids, and root and the caller when `guarded`. */
async function lockedUsers(sql: Sql, ids: string[], self: string, guarded: boolean): Promise<{ user_id: string; name: string }[]> {
  const rows = await sql.query<{ user_id: string; username: string; name: string }>('SELECT user_id, username, name FROM users WHERE user_id = ANY($1::text[]) FOR UPDATE', [ids]);
  if (rows.length !== ids.length) throw notFound(m.userNotFound);
  if (rows.some((r) => r.username === ROOT_USERNAME)) throw forbidden(m.rootUntouchable);
  if (guarded && ids.includes(self)) throw forbidden(m.selfUntouchable);
  return rows;
}

export async function setDisabled(sql: Sql, ids: string[], disabled: boolean, self: string): Promise<number> {
  await lockedUsers(sql, ids, self, disabled);
  await sql.query('UPDATE users SET disabled = $2 WHERE user_id = ANY($1::text[])', [ids, disabled]);
  if (disabled) for (const id of ids) await revokeUserSessions(sql, id);
  return ids.length;
}

export async function deleteUsers(sql: Sql, ids: string[], self: string): Promise<number> {
  await lockedUsers(sql, ids, self, true);
  for (const id of ids) await revokeUserSessions(sql, id);
  await sql.query('DELETE FROM users WHERE user_id = ANY($1::text[])', [ids]);
  return ids.length;
}

/** Role ids of `roleIds` (a list or comma-separated text; empty: none). */
function roleIdsOf(raw: unknown): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
  if (list.length > 100) throw invalid(m.roleIdRequired);
  return [...new Set(list.map(idValue))];
}

/** A user's roles and department, replaced whole. */
export async function saveUserRoles(sql: Sql, p: Obj): Promise<void> {
  const [id] = userIdsOf(p.id);
  const roleIds = roleIdsOf(p.roleIds);
  await lockedUsers(sql, [id!], '', false);
  const found = await sql.query('SELECT role_id FROM roles WHERE role_id = ANY($1::int[])', [roleIds]);
  if (found.length !== roleIds.length) throw notFound(m.roleNotFound);
  const deptId = typeof p.deptId === 'string' && p.deptId.trim() ? p.deptId.trim().slice(0, 64) : null;
  if (p.deptId !== undefined && p.deptId !== null && p.deptId !== '' && typeof p.deptId !== 'string') throw invalid(m.deptUnknown);
  if (deptId && (!/^\d{1,9}$/.test(deptId) || !(await sql.query(`SELECT 1 FROM ${DEPT} WHERE id = $1`, [Number(deptId)])).length)) throw invalid(m.deptUnknown);
  await sql.query('DELETE FROM user_roles WHERE user_id = $1', [id]);
  if (roleIds.length) {
    await sql.query(`INSERT INTO user_roles (tenant_id, user_id, role_id) SELECT current_setting('app.tenant_id'), $1, unnest($2::int[])`, [id, roleIds]);
  }
  if (p.deptId !== undefined) await sql.query('UPDATE users SET dept_id = $2 WHERE user_id = $1', [id, deptId]);
}

async function roleOf(sql: Sql, p: Obj): Promise<{ role_id: number; name: string }> {
  if (p.roleId === undefined || p.roleId === null || p.roleId === '') throw invalid(m.roleIdRequired);
  const [role] = await sql.query<{ role_id: number; name: string }>('SELECT role_id, name FROM roles WHERE role_id = $1', [idValue(p.roleId)]);
  if (!role) throw notFound(m.roleNotFound);
  return role;
}

/** The users holding a role (角色人员), or those who could be added (`candidates`). */
export async function roleStaffPage(sql: Sql, p: Obj, candidates = false) {
  const role = await roleOf(sql, p);
  const { pageNum, pageSize } = pagingOf(p);
  const params: unknown[] = [role.role_id];
  const clauses = [`${candidates ? 'NOT ' : ''}EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.user_id AND ur.role_id = $1)`];
  if (candidates) clauses.push(`u.username <> '${ROOT_USERNAME}'`);
  const keyword = keywordOf(p);
  if (keyword) clauses.push(`(u.username ILIKE '%' || $${params.push(keyword)} || '%' OR u.name ILIKE '%' || $${params.length} || '%')`);
  const where = `WHERE ${clauses.join(' AND ')}`;
  const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${where}`, params);
  const rows = await sql.query(`SELECT ${USER_COLUMNS} FROM users u ${where} ORDER BY u.username LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`, params);
  return { role: { id: role.role_id, name: role.name }, rows, total: count!.n, pageNum, pageSize };
}

export async function changeRoleStaff(sql: Sql, p: Obj, add: boolean): Promise<number> {
  const role = await roleOf(sql, p);
  const ids = userIdsOf(p.userIds ?? p.ids);
  if (add) {
    await lockedUsers(sql, ids, '', false);
    const added = await sql.query(
      `INSERT INTO user_roles (tenant_id, user_id, role_id) SELECT current_setting('app.tenant_id'), unnest($1::text[]), $2 ON CONFLICT DO NOTHING RETURNING user_id`,
      [ids, role.role_id],
    );
    return added.length;
  }
  const removed = await sql.query('DELETE FROM user_roles WHERE role_id = $1 AND user_id = ANY($2::text[]) RETURNING user_id', [role.role_id, ids]);
  return removed.length;
}
