/**
 * One business call of a system, as every route module registers it (generic calls, workflow
 * steps, reports, settings, a system's own calls): its own module, so they import it without
 * importing each other.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { requireSystem } from '../http/system-access';
import { unpack } from './unpack';

type Obj = Record<string, unknown>;

export type Handler = (request: FastifyRequest, payload: Obj, tenantId: string, reply: FastifyReply) => Promise<unknown>;

/** A business call of `system`: a live session of a user who holds the system (403 otherwise, before anything runs). */
export function register(server: FastifyInstance, app: AppContext, system: string, method: 'GET' | 'POST', path: string, handler: Handler) {
  app.businessRoutes.push({ system, method, url: path });
  server.route({
    method,
    url: path,
    preHandler: [app.requireSession, requireSystem(app, system)],
    handler: async (request, reply) => {
      const tenantId = sessionOf(request).tenantId;
      const result = await handler(request, unpack(request), tenantId, reply);
      return reply.sent ? reply : result;
    },
  });
}
