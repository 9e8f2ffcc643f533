/**
 * The live channel: a WebSocket at LIVE_PATH with the same checks as the HTTP calls — a valid
 * token (query `token`/`access_token`, browsers cannot set headers on a socket) and a user who
 * holds some system — refused before the upgrade (401/403) otherwise. The socket hears only its
 * session's tenant, and of events meant for some users (group chat) only its user's; it is closed
 * (4401) once the session dies (revocation, idle, logout).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLATFORM } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { badRequest } from '../http/errors';
import { gps as msg } from '../../../../src/i18n/messages/gps';
import { requireSystem } from '../http/system-access';
import { resolveSession } from '../services/sessions';
import { isWearableEvent, type LiveHub } from './hub';

export const LIVE_PATH = '/cloud/platform/gps/live';
/** How often an open socket's session is checked again. */
const RECHECK_MS = 30_000;

export function liveSocketRoute(app: FastifyInstance, ctx: AppContext, hub: LiveHub, peopleSystems: readonly string[] = []): void {
  // Read before the upgrade, with the other checks: whether this user may hear people's positions.
  const peopleSeers = new WeakSet<object>();
  const markPeopleSeer = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    const held = await ctx.menus.userSystems(session.tenantId, session.userId);
    if (peopleSystems.some((code) => held.has(code))) peopleSeers.add(request);
  };
  app.route({
    method: 'GET',
    url: LIVE_PATH,
    preHandler: [ctx.requireSession, requireSystem(ctx, PLATFORM), markPeopleSeer],
    // A plain GET (no upgrade) is told what the address is for, as every call answers: 400 with a Chinese msg.
    handler: async () => {
      throw badRequest(msg.liveNeedsSocket);
    },
    wsHandler: (socket, request) => {
      const session = sessionOf(request);
      const seesPeople = peopleSeers.has(request);
      const unsubscribe = hub.subscribe(session.tenantId, (event, text) => {
        if (socket.readyState === socket.OPEN && (seesPeople || !isWearableEvent(event))) socket.send(text);
      }, session.userId);
      const token = new URL(request.url, 'http://x').searchParams.get('token') ?? new URL(request.url, 'http://x').searchParams.get('access_token') ?? '';
      const recheck = setInterval(() => {
        void resolveSession(ctx.db, ctx.settings, token).then((alive) => {
          if (!alive) socket.close(4401, 'session');
        }, () => undefined);
      }, RECHECK_MS);
      recheck.unref();
      // Clients may ping to keep proxies from closing an idle socket.
      socket.on('message', (data: Buffer) => {
        if (data.toString() === 'ping') socket.send('{"type":"pong"}');
      });
      socket.on('close', () => {
        clearInterval(recheck);
        unsubscribe();
      });
      socket.send(JSON.stringify({ type: 'hello', data: { tenantId: session.tenantId } }));
    },
  });
}
