import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { ok } from '../http/errors';
import { identity, object, optionalText } from '../http/schemas';
import { deptTree, permittedDepartments } from '../access/lookups';

/**
 * Organisation lookups used by the shell (spec §7): the tenant's department tree and list, by
 * permission — the departments the user's data scope covers (in `systemCode`, else the widest of
 * their systems; decision 0330).
 */
export function orgRoutes(app: FastifyInstance, { db, requireSession, menus }: AppContext): void {
  const load = async (tenantId: string, userId: string, systemCode?: string) => {
    const grants = await menus.grants(tenantId, userId);
    return db.tenant(tenantId, (sql) => permittedDepartments(sql, grants, systemCode || undefined));
  };

  app.get<{ Querystring: { systemCode?: string } }>(
    '/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr',
    { schema: { querystring: object({ ...identity, systemCode: optionalText(64) }) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      return ok(deptTree(await load(session.tenantId, session.userId, request.query.systemCode)));
    },
  );

  app.get<{ Querystring: { parentId?: string; systemCode?: string } }>(
    '/cloud/ehr/sync/dept/loadDepartmentEhr',
    { schema: { querystring: object({ ...identity, parentId: optionalText(64), systemCode: optionalText(64) }) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const rows = await load(session.tenantId, session.userId, request.query.systemCode);
      const parentId = request.query.parentId;
      return ok(rows.filter((r) => !parentId || r.parentId === parentId).map((r) => ({ id: r.id, name: r.name, parentId: r.parentId })));
    },
  );
}
