/**
 * The management calls of roles and users (spec §7 "Management lookups", §6; decision 0330),
 * calls of 系统管理 (xtgl) needing its pages' functions, and the permission look-ups every
 * signed-in user may make about themselves. Paths: docs/api.md, "Roles and permissions".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { opCode, viewCode } from '../../../catalogue/src';
import { accessServer as m } from '../../../../src/i18n/messages/access';
import type { AppContext } from '../context';
import type { Sql } from '../db/types';
import { sessionOf } from '../http/auth';
import { ok } from '../http/errors';
import { identity, object, optionalText } from '../http/schemas';
import { invalid, say } from '../resources/messages';
import { idsOf } from '../resources/records';
import { register, type Need } from '../resources/register';
import { unpack } from '../resources/unpack';
import { auditAccess } from './audit';
import { functionsAnswer, hasFunctions, permittedDepartments, staffTree } from './lookups';
import { createRole, deleteRoles, functionTree, roleDetail, roleInput, roleOptions, rolePage, updateRole } from './roles';
import { changeRoleStaff, deleteUsers, roleStaffPage, saveUserRoles, setDisabled, userIdsOf, userPage } from './users';
import { idValue } from '../resources/records';

type Obj = Record<string, unknown>;

export const MANAGEMENT = '/cloud/management/rest';
/** The system the access pages belong to, and their page keys (apps/catalogue/src/systems/xtgl). */
export const ACCESS_SYSTEM = 'xtgl';
export const ACCESS_PAGES = { user: 'user', role: 'role', roleStaff: 'roleStaff' } as const;

const fn = (page: string, key: string): Need => ({ fn: opCode(page, key) });
const view = (...pages: string[]): Need => ({ fn: pages.map(viewCode) });

export function accessRoutes(server: FastifyInstance, app: AppContext): void {
  const { user, role, roleStaff } = ACCESS_PAGES;
  /** A write of the tenant's roles or users: one transaction, then every cached grant of the tenant is dropped. */
  const change = (path: string, need: Need, run: (sql: Sql, p: Obj, r: FastifyRequest) => Promise<{ data: unknown; msg: string }>) =>
    register(server, app, ACCESS_SYSTEM, 'POST', path, async (r, p, tid) => {
      const { data, msg } = await app.db.tenant(tid, (sql) => run(sql, p, r));
      app.menus.grants.forget(tid);
      return ok(data, msg);
    }, need);
  const read = (path: string, need: Need, run: (sql: Sql, p: Obj) => Promise<unknown>) => {
    for (const method of ['GET', 'POST'] as const) register(server, app, ACCESS_SYSTEM, method, path, async (_r, p, tid) => ok(await app.db.tenant(tid, (sql) => run(sql, p))), need);
  };
  const self = (r: FastifyRequest) => sessionOf(r).userId;

  // 角色管理
  read(`${MANAGEMENT}/role/pageList`, view(role), rolePage);
  read(`${MANAGEMENT}/role/getById`, view(role), roleDetail);
  read(`${MANAGEMENT}/role/list`, view(role, user, roleStaff), roleOptions);
  read(`${MANAGEMENT}/role/functionTree`, view(role), functionTree);
  change(`${MANAGEMENT}/role/save`, fn(role, 'create'), async (sql, p, r) => {
    const input = await roleInput(sql, p);
    const id = await createRole(sql, input);
    await auditAccess(sql, self(r), 'role', id, 'create', { name: input.name, dataScope: input.dataScope });
    return { data: await roleDetail(sql, { id }), msg: m.saved };
  });
  change(`${MANAGEMENT}/role/update`, fn(role, 'edit'), async (sql, p, r) => {
    const id = idValue(p.id);
    const input = await roleInput(sql, p);
    await updateRole(sql, id, input);
    await auditAccess(sql, self(r), 'role', id, 'update', { name: input.name, dataScope: input.dataScope });
    return { data: await roleDetail(sql, { id }), msg: m.saved };
  });
  change(`${MANAGEMENT}/role/delete`, fn(role, 'delete'), async (sql, p, r) => {
    const ids = idsOf(p);
    const count = await deleteRoles(sql, ids);
    for (const id of ids) await auditAccess(sql, self(r), 'role', id, 'delete', {});
    return { data: { deleted: count }, msg: say(m.deleted, { count }) };
  });

  // 角色人员
  read(`${MANAGEMENT}/roleStaff/pageList`, view(roleStaff, role), (sql, p) => roleStaffPage(sql, p));
  read(`${MANAGEMENT}/roleStaff/candidates`, fn(roleStaff, 'add'), (sql, p) => roleStaffPage(sql, p, true));
  change(`${MANAGEMENT}/roleStaff/add`, fn(roleStaff, 'add'), async (sql, p, r) => {
    const count = await changeRoleStaff(sql, p, true);
    await auditAccess(sql, self(r), 'role', idValue(p.roleId), 'addStaff', { users: userIdsOf(p.userIds ?? p.ids).join(',') });
    return { data: { added: count }, msg: say(m.staffAdded, { count }) };
  });
  change(`${MANAGEMENT}/roleStaff/remove`, fn(roleStaff, 'remove'), async (sql, p, r) => {
    const count = await changeRoleStaff(sql, p, false);
    await auditAccess(sql, self(r), 'role', idValue(p.roleId), 'removeStaff', { users: userIdsOf(p.userIds ?? p.ids).join(',') });
    return { data: { removed: count }, msg: say(m.staffRemoved, { count }) };
  });

  // 用户管理
  read(`${MANAGEMENT}/user/pageList`, view(user), userPage);
  change(`${MANAGEMENT}/user/disable`, fn(user, 'disable'), async (sql, p, r) => {
    const ids = userIdsOf(p.ids ?? p.id);
    const count = await setDisabled(sql, ids, true, self(r));
    for (const id of ids) await auditAccess(sql, self(r), 'user', id, 'disable', {});
    return { data: { disabled: count }, msg: say(m.disabled, { count }) };
  });
  change(`${MANAGEMENT}/user/enable`, fn(user, 'disable'), async (sql, p, r) => {
    const ids = userIdsOf(p.ids ?? p.id);
    const count = await setDisabled(sql, ids, false, self(r));
    for (const id of ids) await auditAccess(sql, self(r), 'user', id, 'enable', {});
    return { data: { enabled: count }, msg: say(m.enabled, { count }) };
  });
  change(`${MANAGEMENT}/user/delete`, fn(user, 'delete'), async (sql, p, r) => {
    const ids = userIdsOf(p.ids ?? p.id);
    const count = await deleteUsers(sql, ids, self(r));
    for (const id of ids) await auditAccess(sql, self(r), 'user', id, 'delete', {});
    return { data: { deleted: count }, msg: say(m.deleted, { count }) };
  });
  change(`${MANAGEMENT}/user/saveRoles`, fn(user, 'assignRoles'), async (sql, p, r) => {
    await saveUserRoles(sql, p);
    await auditAccess(sql, self(r), 'user', userIdsOf(p.id)[0]!, 'assignRoles', { roleIds: String(p.roleIds ?? ''), deptId: String(p.deptId ?? '') });
    return { data: null, msg: m.rolesAssigned };
  });

  lookupRoutes(server, app);
}

/** Look-ups about the signed-in user themselves (a userId naming anyone else is refused by the session guard). */
function lookupRoutes(server: FastifyInstance, app: AppContext): void {
  const { db, requireSession, menus } = app;
  const schema = { querystring: object({ ...identity, systemCode: optionalText(64), functionCodes: optionalText(4000) }) };
  const grantsOf = (r: FastifyRequest) => menus.grants(sessionOf(r).tenantId, sessionOf(r).userId);
  const systemOf = (p: Obj) => {
    const code = typeof p.systemCode === 'string' ? p.systemCode.trim() : '';
    if (!code) throw invalid(m.systemRequired);
    return code.slice(0, 64);
  };
  const both = (path: string, handler: (r: FastifyRequest, p: Obj) => Promise<unknown>) => {
    server.get(path, { schema, preHandler: requireSession }, (r) => handler(r, unpack(r)));
    server.post(path, { preHandler: requireSession }, (r) => handler(r, unpack(r)));
  };

  both(`${MANAGEMENT}/function/getFunctionsByUserIdAndSystem`, async (r, p) => ok(functionsAnswer(await grantsOf(r), systemOf(p))));
  both(`${MANAGEMENT}/function/hasFunctions`, async (r, p) => {
    const raw = p.functionCodes ?? p.codes;
    const codes = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map((c) => String(c).trim()).filter(Boolean);
    if (!codes.length || codes.length > 200) throw invalid(m.functionsRequired);
    return ok(hasFunctions(await grantsOf(r), systemOf(p), codes));
  });
  const systemParam = (p: Obj) => (typeof p.systemCode === 'string' && p.systemCode.trim() ? p.systemCode.trim().slice(0, 64) : undefined);
  both(`${MANAGEMENT}/dept/getDeptListWithPermission`, async (r, p) => {
    const grants = await grantsOf(r);
    const rows = await db.tenant(sessionOf(r).tenantId, (sql) => permittedDepartments(sql, grants, systemParam(p)));
    return ok(rows.map((d) => ({ id: d.id, name: d.name, parentId: d.parentId })));
  });
  both(`${MANAGEMENT}/staff/loadStaffTreeWithPermission`, async (r, p) => {
    const grants = await grantsOf(r);
    return ok(await db.tenant(sessionOf(r).tenantId, (sql) => staffTree(sql, grants, systemParam(p))));
  });
}
