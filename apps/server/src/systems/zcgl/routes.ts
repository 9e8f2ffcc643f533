/**
 * common/userPermission (spec §6 "asset module user permission"): what the signed-in user may do
 * in 资产管理 — the pages of its menu they may open and, per resource, the operations and actions
 * their roles grant (decision 0330; the server checks the same on every call).
 */
import type { FastifyInstance } from 'fastify';
import { resourceFunctions, viewCode, type ModuleDefinition } from '../../../../catalogue/src';
import { heldCodes } from '../../access/grants';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { ok } from '../../http/errors';
import { register } from '../../resources/register';
import { BASE } from '../../../../catalogue/src/systems/zcgl/shared';

export function zcglRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const all = [...mod.pages.map((p) => viewCode(p.key)), ...mod.resources.flatMap((r) => resourceFunctions(r).map((f) => f.code))];
  for (const method of ['GET', 'POST'] as const) {
    register(server, app, mod.system, method, `${BASE}/common/userPermission`, async (request, _p, tenantId) => {
      const { userId } = sessionOf(request);
      const held = heldCodes(request.access!, mod.system);
      const may = new Set(held === 'all' ? all : held);
      const pages = mod.pages.filter((p) => may.has(viewCode(p.key))).map((p) => ({ key: p.key, title: p.title }));
      const resources = Object.fromEntries(mod.resources.map((r) => [r.key, resourceFunctions(r).filter((f) => may.has(f.code)).map((f) => f.code.slice(r.key.length + 1))]));
      const [user] = await app.db.tenant(tenantId, (sql) => sql.query<{ name: string; username: string }>(`SELECT name, username FROM users WHERE user_id = $1`, [userId]));
      return ok({ userId, userName: user?.name ?? '', account: user?.username ?? '', systemCode: mod.system, pages, resources });
    }, { system: true });
  }
}
