import type { AppContext } from '../context';
import { ApiError, fill, messages, RESULT } from '../http/errors';
import { accessServer } from '../../../../src/i18n/messages/access';
import { dummyHash, verifyPassword } from '../security/password';
import { captchaRequired } from '../settings';
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

/** The captcha is needed after failures from this address or, escalated, from any address. */
const needsCaptcha = (ctx: Pick<AppContext, 'settings'>, t: { failures: number; accountFailures: number }) =>
  captchaRequired(ctx.settings, Math.max(t.failures, t.accountFailures));

/**
 * Sign-in: lockout (of this account from this address), captcha, then the password through the
 * hash gate. Unknown names and wrong passwords take the same path, cost the same scrypt work and
 * get the same answer.
 */
export async function login(ctx: Pick<AppContext, 'db' | 'settings' | 'hashes'>, input: LoginInput, source: string) {
  const { db, settings } = ctx;
  const name = input.username.trim().toLowerCase();
  const throttle = await readThrottle(db, name, source);
  const now = Date.now();
  if (throttle.lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((throttle.lockedUntil - now) / 60_000));
    throw fail(RESULT.locked, fill(messages.accountLocked, { minutes }), true);
  }
  if (input.vid || input.vcode) {
    if (!input.vid || !input.vcode || !(await consumeCaptcha(db, input.vid, input.vcode))) {
      throw fail(RESULT.vcodeInvalid, messages.vcodeInvalid, true);
    }
  } else if (needsCaptcha(ctx, throttle)) {
    throw fail(RESULT.vcodeRequired, messages.vcodeRequired, true);
  }

  const [account] = await db.tenant(null, (sql) =>
    sql.query<{ tenant_id: string; user_id: string; password_hash: string }>('SELECT * FROM auth_find_user($1)', [name]),
  );
  const password = input.password.toLowerCase();
  const stored = account?.password_hash ?? (await dummyHash());
  const valid = await ctx.hashes.run(source, () => verifyPassword(password, stored));
  if (!account || !valid) {
    const after = await recordFailure(db, settings, name, source);
    throw fail(RESULT.failed, messages.badCredentials, needsCaptcha(ctx, after));
  }
  if (throttle.failures > 0 || throttle.accountFailures > 0) await clearThrottle(db, name, source);
  return db.tenant(account.tenant_id, async (sql) => {
    const profile = await loadProfile(sql, account.user_id);
    if (!profile) throw fail(RESULT.failed, messages.badCredentials, false);
    // Told only to whoever knows the password: a guesser learns nothing about the account.
    if (profile.disabled) throw fail(RESULT.failed, accessServer.userDisabled, false);
    const session = await createSession(sql, account.tenant_id, account.user_id);
    return { token: session.token, data: loginData(profile, session.token) };
  });
}
