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

/** The live session of a token, or null when unknown, revoked, idle too long or too old. */
export async function resolveSession(db: Database, settings: Settings, token: string): Promise<SessionInfo | null> {
  if (token.length < 16 || token.length > 256) return null;
  const [row] = await db.tenant(null, (sql) =>
    sql.query<SessionRow>('SELECT * FROM auth_find_session($1)', [tokenHash(token)]),
  );
  if (!row || row.revoked_at) return null;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (now - lastSeen > settings.sessionIdleMs) return null;
  if (now - new Date(row.created_at).getTime() > settings.sessionAbsoluteMs) return null;
  if (now - lastSeen > settings.sessionTouchMs) {
    await db.tenant(row.tenant_id, (sql) =>
      sql.query('UPDATE sessions SET last_seen_at = now() WHERE session_id = $1', [row.session_id]),
    );
  }
  return { tenantId: row.tenant_id, userId: row.user_id, sessionId: row.session_id, token };
}

export async function revokeSession(db: Database, session: SessionInfo): Promise<void> {
  await db.tenant(session.tenantId, (sql) =>
    sql.query('UPDATE sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL', [session.sessionId]),
  );
}

/** Password change ends every session of the user. */
export async function revokeUserSessions(sql: Sql, userId: string): Promise<void> {
  await sql.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
