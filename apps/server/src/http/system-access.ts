/**
 * Authorization of business calls (docs/decisions/0330): a call belongs to one system and needs
 * a function of it (resolved from the catalogue, access/needs.ts); only users whose grants hold
 * it may make it, whatever the client sends — 403 before anything runs. A user without the
 * system at all hears so; one with the system but not the function hears that. The platform's
 * shared master data is read by any user of the tenant who holds some system.
 */
import type { FastifyRequest } from 'fastify';
import { PLATFORM } from '../../../catalogue/src';
import { accessServer } from '../../../../src/i18n/messages/access';
import type { AppContext } from '../context';
import type { Grants } from '../access/grants';
import type { ResolvedNeed } from '../access/needs';
import { sessionOf } from './auth';
import { forbidden, messages } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's grants, once a business call's guard has read them. */
    access: Grants | null;
  }
}

export type Verdict = 'allowed' | 'noSystem' | 'noFunction';

/** Whether grants allow a need; `isNew` decides an upsert (create without an id, edit with one). */
export function judge(grants: Grants, system: string, need: ResolvedNeed, isNew?: boolean): Verdict {
  if (grants.root) return 'allowed';
  if (system === PLATFORM) return grants.systems.size > 0 ? 'allowed' : 'noSystem';
  const g = grants.systems.get(system);
  if (!g) return 'noSystem';
  if (g.all || need.kind === 'system') return 'allowed';
  if (need.kind === 'whole') return 'noFunction';
  const codes = need.kind === 'any' ? need.codes : isNew === undefined ? [need.create, need.edit] : [isNew ? need.create : need.edit];
  return codes.some((c) => g.codes.has(c)) ? 'allowed' : 'noFunction';
}

export function refuse(verdict: Verdict): void {
  if (verdict === 'noSystem') throw forbidden(messages.forbiddenSystem);
  if (verdict === 'noFunction') throw forbidden(accessServer.forbiddenFunction);
}

/** preHandler of a business call of `system` needing `need`. */
export function requireAccess(app: AppContext, system: string, need: ResolvedNeed) {
  return async function accessGuard(request: FastifyRequest): Promise<void> {
    const session = sessionOf(request);
    const grants = await app.menus.grants(session.tenantId, session.userId);
    request.access = grants;
    refuse(judge(grants, system, need));
  };
}

/** preHandler of a call open to every user of the system (labels, the platform's master data). */
export function requireSystem(app: AppContext, system: string) {
  return requireAccess(app, system, { kind: 'system' });
}
