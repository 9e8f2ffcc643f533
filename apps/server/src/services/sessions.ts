import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '../db/types';
import { newToken, tokenHash } from '../security/tokens';
import type { Settings } from '../settings';

export interface SessionInfo {
  tenantId: string;
  userId: string;
  sessionId: string;
  token: string;
}

interface SessionRow {
  tenant_id: string;
  session_id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
}

/** Opens a session inside the user's tenant scope; only the token's hash is stored. */
export async function createSession(sql: Sql, tenantId: string, userId: string): Promise<SessionInfo> {
  const token = newToken();
  const sessionId = randomUUID();
  const now = new Date();
  await sql.query(
    `INSERT INTO sessions (tenant_id, session_id, token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $5)`,
    [tenantId, sessionId, tokenHash(token), userId, now],
  );
  return { tenantId, userId, sessionId, token };
}

/**
 * Every authenticated call resolves its token; a few seconds of memory spare the database a
 * transaction per request. Revocation in this process drops entries at once; another process
 * sees a revocation after at most sessionCacheMs. Requests that miss together (a client's burst
 * when its entry has just expired) share one look-up.
 */
const recentlyResolved = new Map<string, { session: SessionInfo; createdAt: number; until: number }>();
const inFlight = new Map<string, Promise<{ session: SessionInfo; createdAt: number } | null>>();
/** Bumped by every revocation: a look-up that started before one is not cached. */
let revocations = 0;

function forgetSessions(match: (session: SessionInfo) => boolean): void {
  revocations += 1;
  for (const [key, entry] of recentlyResolved) if (match(entry.session)) recentlyResolved.delete(key);
}

async function lookUp(db: Database, settings: Settings, hash: string): Promise<{ session: SessionInfo; createdAt: number } | null> {
  const [row] = await db.tenant(null, (sql) => sql.query<SessionRow>('SELECT * FROM auth_find_session($1)', [hash]));
  if (!row || row.revoked_at) return null;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  const createdAt = new Date(row.created_at).getTime();
  if (now - lastSeen > settings.sessionIdleMs) return null;
  if (now - createdAt > settings.sessionAbsoluteMs) return null;
  if (now - lastSeen > settings.sessionTouchMs) {
    await db.tenant(row.tenant_id, (sql) =>
      sql.query('UPDATE sessions SET last_seen_at = now() WHERE session_id = $1', [row.session_id]),
    );
  }
  return { session: { tenantId: row.tenant_id, userId: row.user_id, sessionId: row.session_id, token: '' }, createdAt };
}

/** The live session of a token, or null when unknown, revoked, idle too long or too old. */
export async function resolveSession(db: Database, settings: Settings, token: string): Promise<SessionInfo | null> {
  if (token.length < 16 || token.length > 256) return null;
  const hash = tokenHash(token);
  const cached = recentlyResolved.get(hash);
  const now = Date.now();
  if (cached && cached.until > now && now - cached.createdAt <= settings.sessionAbsoluteMs) return { ...cached.session, token };
  recentlyResolved.delete(hash);
  let pending = inFlight.get(hash);
  if (!pending) {
    const generation = revocations;
    pending = lookUp(db, settings, hash).then((found) => {
      if (found && settings.sessionCacheMs > 0 && generation === revocations) {
        if (recentlyResolved.size > 10_000) recentlyResolved.clear();
        recentlyResolved.set(hash, { ...found, until: Date.now() + settings.sessionCacheMs });
      }
      return found;
    });
    inFlight.set(hash, pending);
    void pending.catch(() => undefined).finally(() => inFlight.delete(hash));
  }
  const found = await pending;
  return found ? { ...found.session, token } : null;
}

export async function revokeSession(db: Database, session: SessionInfo): Promise<void> {
  forgetSessions((s) => s.sessionId === session.sessionId);
  await db.tenant(session.tenantId, (sql) =>
    sql.query('UPDATE sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL', [session.sessionId]),
  );
}

/** Password change ends every session of the user. */
export async function revokeUserSessions(sql: Sql, userId: string): Promise<void> {
  forgetSessions((s) => s.userId === userId);
  await sql.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
