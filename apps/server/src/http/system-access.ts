/**
 * Authorization by system: a business call belongs to one system, and only users who hold that
 * system may make it (whatever the client sends). The platform's shared master data is read by
 * any user of the tenant who holds some system.
 */
import type { FastifyRequest } from 'fastify';
import { PLATFORM } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { sessionOf } from './auth';
import { forbidden, messages } from './errors';

export function requireSystem(app: AppContext, system: string) {
  return async function systemGuard(request: FastifyRequest): Promise<void> {
    const session = sessionOf(request);
    const held = await app.menus.userSystems(session.tenantId, session.userId);
    if (system === PLATFORM ? held.size === 0 : !held.has(system)) throw forbidden(messages.forbiddenSystem);
  };
}
