import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { resolveSession, type SessionInfo } from '../services/sessions';
import type { Settings } from '../settings';
import { forbidden, messages, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: SessionInfo | null;
  }
}

function field(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** An identity field as text: a number names someone just as its string form does. */
function identityField(source: unknown, name: string): string | undefined {
  const value = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' ? String(value) : field(source, name);
}

/**
 * The token as the request layer sends it (spec §7): `Authorization: Bearer`, the
 * `access_token` header, or `token`/`access_token` in the query or body (packing modes).
 */
export function extractToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (match) return match[1];
  }
  const alt = request.headers['access_token'];
  if (typeof alt === 'string' && alt.trim()) return alt.trim();
  return (
    field(request.query, 'access_token') ??
    field(request.query, 'token') ??
    field(request.body, 'access_token') ??
    field(request.body, 'token')
  );
}

/** preHandler that requires a live session and rejects identity fields naming someone else. */
export function authenticate(db: Database, settings: Settings) {
  return async function requireSession(request: FastifyRequest): Promise<void> {
    const token = extractToken(request);
    if (!token) throw unauthorized(messages.tokenMissing);
    const session = await resolveSession(db, settings, token);
    if (!session) throw unauthorized();
    for (const source of [request.query, request.body]) {
      const tenantId = identityField(source, 'tenantId');
      const userId = identityField(source, 'userId');
      if (tenantId && tenantId !== session.tenantId && !(session.tenantId === '0' && tenantId === 'null')) throw forbidden();
      if (userId && userId !== session.userId) throw forbidden();
    }
    request.auth = session;
  };
}

export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('access', null);
}

/** The session of an authenticated route (the preHandler guarantees it). */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
