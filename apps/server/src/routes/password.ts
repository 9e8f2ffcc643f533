import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { ApiError, badRequest, fill, messages, ok, RESULT, unauthorized } from '../http/errors';
import { hashedPassword, identity, object, text } from '../http/schemas';
import { clientHash, hashPassword, verifyPassword } from '../security/password';
import type { TransportKey } from '../security/transport-key';
import { newPasswordProblem } from '../services/password-rule';
import { loadProfile } from '../services/profile';
import { revokeUserSessions } from '../services/sessions';
import { readThrottle, recordFailure } from '../services/throttle';

export const PASSWORD_EXPIRED_PATH = '/cloud/management/rest/user/checkPasswordExpired';
export const CHANGE_PASSWORD_PATH = '/cloud/management/rest/user/changePassword';
export const PUBLIC_KEY_PATH = '/cloud/management/rest/np/password/publicKey';

interface ChangeBody {
  oldPassword: string;
  newPassword: string;
  newPasswordCipher: string;
}

const failed = (msg: string, result: number = RESULT.failed) => new ApiError(200, result, msg);

export function passwordRoutes(app: FastifyInstance, ctx: AppContext & { transportKey: TransportKey }): void {
  const { db, requireSession, transportKey } = ctx;
  // Boolean-like answer: data true when the tenant checks expiry and the password is past it.
  app.post(PASSWORD_EXPIRED_PATH, { schema: { body: { anyOf: [object(identity), { type: 'null' }] } }, preHandler: requireSession }, async (request) => {
    const session = sessionOf(request);
    const profile = await db.tenant(session.tenantId, (sql) => loadProfile(sql, session.userId));
    if (!profile) throw unauthorized();
    return ok(profile.passwordExpired);
  });

  // The key the new password is encrypted to (docs/decisions/0105); public like any public key.
  app.get(PUBLIC_KEY_PATH, async () => ok({ keyId: transportKey.keyId, algorithm: 'RSA-OAEP-256', publicKey: transportKey.publicKey }, messages.publicKeyOk));

  // Both passwords arrive hashed (spec §5); the new one also encrypted, so the rule is checked here.
  app.post<{ Body: ChangeBody }>(
    CHANGE_PASSWORD_PATH,
    {
      schema: { body: object({ ...identity, oldPassword: hashedPassword, newPassword: hashedPassword, newPasswordCipher: text(1024), keyId: text(64) }, ['oldPassword', 'newPassword', 'newPasswordCipher']) },
      preHandler: requireSession,
    },
    async (request) => {
      const session = sessionOf(request);
      const oldPassword = request.body.oldPassword.toLowerCase();
      const newPassword = request.body.newPassword.toLowerCase();
      const typed = transportKey.decrypt(request.body.newPasswordCipher);
      if (typed === null || clientHash(typed) !== newPassword) throw badRequest(messages.passwordCipherInvalid);
      if (oldPassword === newPassword) throw failed(messages.samePassword);
      const [row] = await db.tenant(session.tenantId, (sql) =>
        sql.query<{ password_hash: string; username: string }>('SELECT password_hash, username FROM users WHERE user_id = $1', [session.userId]),
      );
      if (!row) throw unauthorized();
      // Wrong old passwords count like failed sign-ins of this account from this address.
      const name = row.username.trim().toLowerCase();
      const throttle = await readThrottle(db, name, request.ip);
      if (throttle.lockedUntil > Date.now()) {
        throw failed(fill(messages.accountLocked, { minutes: Math.max(1, Math.ceil((throttle.lockedUntil - Date.now()) / 60_000)) }), RESULT.locked);
      }
      if (!(await ctx.hashes.run(request.ip, () => verifyPassword(oldPassword, row.password_hash)))) {
        await recordFailure(db, ctx.settings, name, request.ip);
        throw failed(messages.oldPasswordWrong);
      }
      const problem = await db.tenant(session.tenantId, (sql) => newPasswordProblem(sql, typed));
      if (problem) throw failed(problem);
      const stored = await ctx.hashes.run(request.ip, () => hashPassword(newPassword));
      await db.tenant(session.tenantId, async (sql) => {
        await sql.query(
          `UPDATE users u SET password_hash = $2, password_changed_at = now(),
             password_expires_at = CASE WHEN t.password_expiry_enabled THEN now() + make_interval(days => t.password_max_age_days) END
           FROM tenants t WHERE t.tenant_id = u.tenant_id AND u.user_id = $1`,
          [session.userId, stored],
        );
        await revokeUserSessions(sql, session.userId);
      });
      return ok(null, messages.passwordChanged);
    },
  );
}
