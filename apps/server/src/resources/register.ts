/**
 * One business call of a system, as every route module registers it (generic calls, workflow
 * steps, reports, settings, a system's own calls): its own module, so they import it without
 * importing each other.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { moduleOf, PLATFORM } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { defaultNeed, resolveNeed, type Need } from '../access/needs';
import { rowScopeOf } from '../access/grants';
import { sessionOf } from '../http/auth';
import { judge, refuse, requireAccess } from '../http/system-access';
import { ROW_SCOPE } from './row-scope';
import { unpack } from './unpack';

type Obj = Record<string, unknown>;

export type Handler = (request: FastifyRequest, payload: Obj, tenantId: string, reply: FastifyReply) => Promise<unknown>;

export type { Need };

const isNew = (p: Obj) => p.id === undefined || p.id === null || p.id === '';

/**
 * A business call of `system` needing `need` (access/needs.ts): a live session of a user whose
 * grants hold it (403 otherwise, before anything runs). A system's own calls may leave `need`
 * out: reads then need the view of the page they serve, an undeclared write the whole system.
 * The handler's payload carries the caller's data scope (row-scope.ts).
 */
export function register(server: FastifyInstance, app: AppContext, system: string, method: 'GET' | 'POST', path: string, handler: Handler, need?: Need) {
  const mod = moduleOf(system);
  const resolved = resolveNeed(system, need ?? (mod && system !== PLATFORM ? defaultNeed(mod, method, path) : { system: true }));
  if (resolved.kind === 'whole') {
    server.log.warn(`${system}: POST ${path} may change data and declares no function: only users holding the whole system may call it (docs/adding-a-system.md, "Functions of a system's own calls")`);
  }
  app.businessRoutes.push({ system, method, url: path, need: resolved });
  server.route({
    method,
    url: path,
    preHandler: [app.requireSession, requireAccess(app, system, resolved)],
    handler: async (request, reply) => {
      const tenantId = sessionOf(request).tenantId;
      const payload = unpack(request);
      if (resolved.kind === 'upsert') refuse(judge(request.access!, system, resolved, isNew(payload)));
      const scope = request.access ? rowScopeOf(request.access, system) : undefined;
      if (scope) (payload as Record<symbol, unknown>)[ROW_SCOPE] = scope;
      const result = await handler(request, payload, tenantId, reply);
      return reply.sent ? reply : result;
    },
  });
}
