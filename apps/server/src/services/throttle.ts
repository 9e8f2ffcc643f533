import type { Database } from '../db/types';
import { PLATFORM_TENANT } from '../seed/demo-data';
import { lockDurationMs, type Settings } from '../settings';

export interface ThrottleState {
  /** Failures of this user name from this source address: they lock (this address only). */
  failures: number;
  lockedUntil: number;
  /** Failures of this user name from any address: they escalate to the captcha, never lock. */
  accountFailures: number;
}

/** The source key of the account-wide row. */
const ANY_SOURCE = '';

/**
 * Failed sign-ins are counted per user name whether or not the account exists, so captcha
 * and lockout answers never tell an attacker which names are real; and per source address,
 * so a stranger cannot lock the rightful user out (OWASP ASVS 5.0 §6.3).
 */
export async function readThrottle(db: Database, username: string, source: string): Promise<ThrottleState> {
  const rows = await db.tenant(PLATFORM_TENANT, (sql) =>
    sql.query<{ source: string; failures: number; locked_until: Date | null }>(
      'SELECT source, failures, locked_until FROM login_throttle WHERE username = $1 AND source IN ($2, $3)',
      [username, source, ANY_SOURCE],
    ),
  );
  const pair = rows.find((r) => r.source === source && source !== ANY_SOURCE);
  const account = rows.find((r) => r.source === ANY_SOURCE);
  return {
    failures: pair?.failures ?? 0,
    lockedUntil: pair?.locked_until ? new Date(pair.locked_until).getTime() : 0,
    accountFailures: account?.failures ?? 0,
  };
}

export async function recordFailure(db: Database, settings: Settings, username: string, source: string): Promise<ThrottleState> {
  return db.tenant(PLATFORM_TENANT, async (sql) => {
    const rows = await sql.query<{ source: string; failures: number }>(
      `INSERT INTO login_throttle (tenant_id, username, source, failures, updated_at)
       VALUES ($1, $2, $3, 1, now()), ($1, $2, $4, 1, now())
       ON CONFLICT (tenant_id, username, source) DO UPDATE SET failures = login_throttle.failures + 1, updated_at = now()
       RETURNING source, failures`,
      [PLATFORM_TENANT, username, source, ANY_SOURCE],
    );
    const failures = rows.find((r) => r.source === source)?.failures ?? 1;
    const accountFailures = rows.find((r) => r.source === ANY_SOURCE)?.failures ?? 1;
    const lockMs = lockDurationMs(settings, failures);
    const lockedUntil = lockMs > 0 ? Date.now() + lockMs : 0;
    if (lockedUntil) {
      await sql.query('UPDATE login_throttle SET locked_until = $3 WHERE username = $1 AND source = $2', [username, source, new Date(lockedUntil)]);
    }
    return { failures, lockedUntil, accountFailures };
  });
}

/** After a success: this address's count and the account-wide escalation start again. */
export async function clearThrottle(db: Database, username: string, source: string): Promise<void> {
  await db.tenant(PLATFORM_TENANT, (sql) => sql.query('DELETE FROM login_throttle WHERE username = $1 AND source IN ($2, $3)', [username, source, ANY_SOURCE]));
}
