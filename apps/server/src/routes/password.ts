import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { ApiError, messages, ok, RESULT, unauthorized } from '../http/errors';
import { hashedPassword, identity, object } from '../http/schemas';
import { hashPassword, verifyPassword } from '../security/password';
import { loadProfile } from '../services/profile';
import { revokeUserSessions } from '../services/sessions';

export const PASSWORD_EXPIRED_PATH = '/cloud/management/rest/user/checkPasswordExpired';
export const CHANGE_PASSWORD_PATH = '/cloud/management/rest/user/changePassword';

export function passwordRoutes(app: FastifyInstance, { db, requireSession }: AppContext): void {
  // Boolean-like answer: data true when the tenant checks expiry and the password is past it.
  app.post(PASSWORD_EXPIRED_PATH, { schema: { body: { anyOf: [object(identity), { type: 'null' }] } }, preHandler: requireSession }, async (request) => {
    const session = sessionOf(request);
    const profile = await db.tenant(session.tenantId, (sql) => loadProfile(sql, session.userId));
    if (!profile) throw unauthorized();
    return ok(profile.passwordExpired);
  });

  // The tenant's rule is checked by the client before hashing: the server only ever sees hashes.
  app.post<{ Body: { oldPassword: string; newPassword: string } }>(
    CHANGE_PASSWORD_PATH,
    { schema: { body: object({ ...identity, oldPassword: hashedPassword, newPassword: hashedPassword }, ['oldPassword', 'newPassword']) }, preHandler: requireSession },
    async (request) => {
      const session = sessionOf(request);
      const oldPassword = request.body.oldPassword.toLowerCase();
      const newPassword = request.body.newPassword.toLowerCase();
      if (oldPassword === newPassword) throw new ApiError(200, RESULT.failed, messages.samePassword);
      const [row] = await db.tenant(session.tenantId, (sql) =>
        sql.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_id = $1', [session.userId]),
      );
      if (!row || !(await verifyPassword(oldPassword, row.password_hash))) {
        throw new ApiError(200, RESULT.failed, messages.oldPasswordWrong);
      }
      const stored = await hashPassword(newPassword);
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
