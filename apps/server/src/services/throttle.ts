import type { Database } from '../db/types';
import { PLATFORM_TENANT } from '../seed/demo-data';
import { lockDurationMs, type Settings } from '../settings';

export interface ThrottleState {
  failures: number;
  lockedUntil: number;
}

/**
 * Failed sign-ins are counted per user name whether or not the account exists, so captcha
 * and lockout answers never tell an attacker which names are real.
 */
export async function readThrottle(db: Database, username: string): Promise<ThrottleState> {
  const [row] = await db.tenant(PLATFORM_TENANT, (sql) =>
    sql.query<{ failures: number; locked_until: Date | null }>(
      'SELECT failures, locked_until FROM login_throttle WHERE username = $1',
      [username],
    ),
  );
  return { failures: row?.failures ?? 0, lockedUntil: row?.locked_until ? new Date(row.locked_until).getTime() : 0 };
}

export async function recordFailure(db: Database, settings: Settings, username: string): Promise<ThrottleState> {
  return db.tenant(PLATFORM_TENANT, async (sql) => {
    const [row] = await sql.query<{ failures: number }>(
      `INSERT INTO login_throttle (tenant_id, username, failures, updated_at) VALUES ($1, $2, 1, now())
       ON CONFLICT (tenant_id, username) DO UPDATE SET failures = login_throttle.failures + 1, updated_at = now()
       RETURNING failures`,
      [PLATFORM_TENANT, username],
    );
    const failures = row?.failures ?? 1;
    const lockMs = lockDurationMs(settings, failures);
    const lockedUntil = lockMs > 0 ? Date.now() + lockMs : 0;
    if (lockedUntil) {
      await sql.query('UPDATE login_throttle SET locked_until = $2 WHERE username = $1', [username, new Date(lockedUntil)]);
    }
    return { failures, lockedUntil };
  });
}

export async function clearThrottle(db: Database, username: string): Promise<void> {
  await db.tenant(PLATFORM_TENANT, (sql) => sql.query('DELETE FROM login_throttle WHERE username = $1', [username]));
}
