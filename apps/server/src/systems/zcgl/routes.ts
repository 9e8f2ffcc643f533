/**
 * common/userPermission: what the signed-in user may do in 资产管理 — the pages of its menu and,
 * per resource, the operations and actions the catalogue gives (holding the system grants them
 * all; the server checks the system on every call).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { ok } from '../../http/errors';
import { register } from '../../resources/register';
import { BASE } from '../../../../catalogue/src/systems/zcgl/shared';

export function zcglRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const pages = mod.pages.map((p) => ({ key: p.key, title: p.title }));
  const resources = Object.fromEntries(mod.resources.map((r) => [r.key, [...r.operations, ...(r.actions ?? []).map((a) => a.key), ...(r.workflow?.transitions ?? []).map((t) => t.key)]]));
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, mod.system, method, `${BASE}/common/userPermission`, async (request, _p, tenantId) => {
      const { userId } = sessionOf(request);
      const [user] = await app.db.tenant(tenantId, (sql) => sql.query<{ name: string; username: string }>(`SELECT name, username FROM users WHERE user_id = $1`, [userId]));
      return ok({ userId, userName: user?.name ?? '', account: user?.username ?? '', systemCode: mod.system, pages, resources });
    });
  }
}
