import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { sessionOf } from '../http/auth';
import { ApiError, messages, ok, RESULT, unauthorized } from '../http/errors';
import { parseParameters } from '../http/parameters';
import { perAddress } from '../http/rate-limit';
import { hashedPassword, object, optionalText, text } from '../http/schemas';
import { tokenHash } from '../security/tokens';
import { tables } from '../seed/tables';
import { login, type LoginInput } from '../services/login';
import { loadProfile, loginData } from '../services/profile';
import { createSession, resolveSession, revokeSession } from '../services/sessions';

const TENANT_ID = /^[0-9A-Za-z_-]{1,64}$/;

/** Login answers carry the token twice: in data and as the access-token header (spec §3). */
function sendLogin(reply: FastifyReply, result: { token: string; data: unknown }) {
  reply.header('access-token', JSON.stringify({ access_token: result.token }));
  return ok(result.data, messages.loginOk);
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, settings, requireSession } = ctx;
  // Per source address, whatever names it tries: new names cannot dodge the per-account counts.
  const limit = perAddress(settings.loginPerMinute);
  const credentials = {
    username: text(64),
    password: hashedPassword,
    ip: optionalText(64),
    loginWeb: optionalText(64),
  };

  app.post<{ Body: LoginInput }>(
    '/cas/login',
    { schema: { body: object(credentials, ['username', 'password']) }, config: limit },
    async (request, reply) => sendLogin(reply, await login(ctx, request.body, request.ip)),
  );

  app.post<{ Body: LoginInput }>(
    '/cas/loginWithVcode',
    { schema: { body: object({ ...credentials, vid: text(64), vcode: text(16) }, ['username', 'password', 'vid', 'vcode']) }, config: limit },
    async (request, reply) => sendLogin(reply, await login(ctx, request.body, request.ip)),
  );

  // Auto-login replays the stored wire credential (already hashed), never a plaintext password.
  app.post<{ Body: LoginInput }>(
    '/cas/loginForToken',
    { schema: { body: object(credentials, ['username', 'password']) }, config: limit },
    async (request, reply) => sendLogin(reply, await login(ctx, request.body, request.ip)),
  );

  app.post('/cas/logout', { preHandler: requireSession }, async (request) => {
    await revokeSession(db, sessionOf(request));
    return ok(null, messages.logoutOk);
  });

  app.post('/casServer/checkToken', { preHandler: requireSession }, async (request) => {
    const session = sessionOf(request);
    return ok({ valid: true, tenantId: session.tenantId === '0' ? null : session.tenantId, userId: session.userId });
  });

  app.post('/casServer/user', { preHandler: requireSession }, async (request) => {
    const session = sessionOf(request);
    const profile = await db.tenant(session.tenantId, (sql) => loadProfile(sql, session.userId));
    if (!profile) throw unauthorized();
    return ok({
      tenantId: profile.tenantId,
      userId: profile.userId,
      userName: profile.userName,
      name: profile.name,
      photoId: profile.photoId,
      systemList: profile.systems.map((s) => `${s.code}||${s.name}`),
    });
  });

  // Third-party single sign-on: the payload {tenantId, appId, appSecret, userId} as a JSON string.
  app.post<{ Body: { parameters: string } }>(
    '/cas/getTokenFromThirdPartyAppUser',
    { schema: { body: object({ parameters: text(2000) }, ['parameters']) } },
    async (request, reply) => {
      const p = parseParameters(request.body.parameters, ['tenantId', 'appId', 'appSecret', 'userId']);
      const denied = new ApiError(200, RESULT.failed, messages.thirdPartyInvalid);
      if (!TENANT_ID.test(p.tenantId)) throw denied;
      const result = await db.tenant(p.tenantId, async (sql) => {
        const [link] = await sql.query<{ secret_hash: string; user_id: string }>(
          'SELECT secret_hash, user_id FROM third_party_app_users WHERE app_id = $1 AND external_user_id = $2',
          [p.appId, p.userId],
        );
        const given = Buffer.from(tokenHash(p.appSecret), 'hex');
        const expected = Buffer.from(link?.secret_hash ?? tokenHash(''), 'hex');
        // The application must be registered and enabled in 系统管理 › 应用信息 (decision 0343).
        const [registered] = await sql.query<{ status: string }>(`SELECT status FROM ${tables('xtgl').appInfo} WHERE app_id = $1`, [p.appId]);
        if (!link || !timingSafeEqual(given, expected) || registered?.status !== 'enabled') return null;
        const profile = await loadProfile(sql, link.user_id);
        if (!profile || profile.disabled) return null;
        const session = await createSession(sql, p.tenantId, link.user_id);
        return { token: session.token, data: loginData(profile, session.token) };
      });
      if (!result) throw denied;
      return sendLogin(reply, result);
    },
  );

  // Video single sign-on check: is sessionId (a session token) live and held by userId? Only a
  // signed-in caller may ask: to anyone else it would be an oracle for guessed or stolen tokens.
  app.get<{ Querystring: { userId: string; sessionId: string } }>(
    '/cas/judgehuangshanvideo',
    { schema: { querystring: object({ userId: text(64), sessionId: text(256) }, ['userId', 'sessionId']) }, preHandler: requireSession },
    async (request) => {
      const session = await resolveSession(db, settings, request.query.sessionId);
      if (!session || session.userId !== request.query.userId) {
        throw new ApiError(200, RESULT.failed, messages.sessionInvalid, { valid: false });
      }
      return ok({ valid: true, userId: session.userId, tenantId: session.tenantId === '0' ? null : session.tenantId });
    },
  );
}
