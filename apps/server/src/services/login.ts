import type { Database } from '../db/types';
import { ApiError, fill, messages, RESULT } from '../http/errors';
import { dummyHash, verifyPassword } from '../security/password';
import { captchaRequired, type Settings } from '../settings';
import { consumeCaptcha } from './captcha';
import { loadProfile, loginData } from './profile';
import { createSession } from './sessions';
import { clearThrottle, readThrottle, recordFailure } from './throttle';

export interface LoginInput {
  username: string;
  password: string;
  vid?: string;
  vcode?: string;
}

/** Business failures answer HTTP 200 with result ≠ 0 so the client shows msg (spec §8). */
const fail = (result: number, msg: string, needVcode: boolean) => new ApiError(200, result, msg, { needVcode });

/**
 * Sign-in: lockout, captcha, then the password. Unknown names and wrong passwords take the
 * same path, cost the same scrypt work and get the same answer.
 */
export async function login(db: Database, settings: Settings, input: LoginInput) {
  const name = input.username.trim().toLowerCase();
  const throttle = await readThrottle(db, name);
  const now = Date.now();
  if (throttle.lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((throttle.lockedUntil - now) / 60_000));
    throw fail(RESULT.locked, fill(messages.accountLocked, { minutes }), true);
  }
  if (input.vid || input.vcode) {
    if (!input.vid || !input.vcode || !(await consumeCaptcha(db, input.vid, input.vcode))) {
      throw fail(RESULT.vcodeInvalid, messages.vcodeInvalid, true);
    }
  } else if (captchaRequired(settings, throttle.failures)) {
    throw fail(RESULT.vcodeRequired, messages.vcodeRequired, true);
  }

  const [account] = await db.tenant(null, (sql) =>
    sql.query<{ tenant_id: string; user_id: string; password_hash: string }>('SELECT * FROM auth_find_user($1)', [name]),
  );
  const password = input.password.toLowerCase();
  const valid = await verifyPassword(password, account?.password_hash ?? (await dummyHash()));
  if (!account || !valid) {
    const after = await recordFailure(db, settings, name);
    throw fail(RESULT.failed, messages.badCredentials, captchaRequired(settings, after.failures));
  }
  if (throttle.failures > 0) await clearThrottle(db, name);
  return db.tenant(account.tenant_id, async (sql) => {
    const session = await createSession(sql, account.tenant_id, account.user_id);
    const profile = await loadProfile(sql, account.user_id);
    if (!profile) throw fail(RESULT.failed, messages.badCredentials, false);
    return { token: session.token, data: loginData(profile, session.token) };
  });
}
