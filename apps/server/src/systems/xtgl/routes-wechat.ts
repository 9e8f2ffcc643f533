/**
 * The WeChat calls (decision 0341). Binding one's own account is for any signed-in user of the
 * tenant (platform calls): wechatwork bind / unbind / getBindInfo, wechatmp bind, and the mini
 * program's login family (checkUserByCode, bandUserByCode before sign-in; unBandUser,
 * getBandInfoByUserId for oneself). Unbinding someone else's record (`id`) and the list
 * (listBandInfo, a generic call) belong to 系统管理.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM, type ModuleDefinition } from '../../../../catalogue/src';
import { WECHAT } from '../../../../catalogue/src/systems/xtgl/shared';
import { xtgl as msg } from '../../../../../src/i18n/messages/xtgl';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { ApiError, forbidden, messages as serverMessages, notFound, ok, RESULT } from '../../http/errors';
import { perAddress } from '../../http/rate-limit';
import { register, type Handler } from '../../resources/register';
import { invalid, say } from '../../resources/messages';
import { idValue } from '../../resources/records';
import { login } from '../../services/login';
import { tables } from '../../seed/tables';
import { loadProfile, loginData } from '../../services/profile';
import { createSession } from '../../services/sessions';
import { BIND_LABEL, type BindType } from './wechat-identity';
import { bind, bindingByWx, bindingCtx, bindingsOf, bindTypeOf, codeOf, exchangeCode, issueCode, touchLogin, unbind } from './wechat';

export const LOGIN_BASE = '/cloud/wechat/login';
const TENANT_ID = /^[0-9A-Za-z_-]{1,64}$/;
const HASHED = /^[0-9a-fA-F]{64}$/;

type Obj = Record<string, unknown>;

/** A login answer: the token in data and as the access-token header (as /cas/login). */
function sendLogin(reply: FastifyReply, result: { token: string; data: unknown }) {
  reply.header('access-token', JSON.stringify({ access_token: result.token }));
  return ok(result.data, msg.wechatLogin);
}

const bodyOf = (raw: unknown): Obj => (raw && typeof raw === 'object' && !Array.isArray(raw) && !Buffer.isBuffer(raw) ? (raw as Obj) : {});

/** The `userId` a call names (body, query or its `parameters`); the session guard has checked it is the caller. */
function namedUser(request: FastifyRequest): string | undefined {
  const sources = [bodyOf(request.body), bodyOf(request.query)];
  for (const source of [...sources]) {
    if (typeof source.parameters === 'string') {
      try {
        sources.push(bodyOf(JSON.parse(source.parameters)));
      } catch {
        // not JSON: no user named there
      }
    }
  }
  const named = sources.map((s) => s.userId).find((v) => v !== undefined && v !== null && v !== '');
  return named === undefined ? undefined : String(named);
}

function tenantOf(raw: unknown): string {
  if (typeof raw !== 'string' && typeof raw !== 'number') throw invalid(msg.tenantRequired);
  const id = String(raw);
  if (!TENANT_ID.test(id) || id === '0') throw invalid(msg.tenantRequired);
  return id;
}

export function wechatRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const { db } = app;
  const ctx = bindingCtx(mod);
  const holdsXtgl = async (tenantId: string, userId: string) => (await app.menus.userSystems(tenantId, userId)).has(mod.system);

  // The simulator: "scan with my WeChat" — a code for the caller's own identity only.
  register(server, app, PLATFORM, 'POST', `${WECHAT}/simulator/code`, async (request, p, tid) => {
    const type = bindTypeOf(p.bindType);
    const { userId } = sessionOf(request);
    return ok(await db.tenant(tid, (sql) => issueCode(sql, tid, userId, type)), msg.codeIssued);
  });

  const bindSelf = (type: BindType, channel: string): Handler => async (request, p, tid) => {
    const code = codeOf(p.code);
    const { userId } = sessionOf(request);
    const row = await db.tenant(tid, async (sql) => bind(sql, ctx, userId, userId, type, await exchangeCode(sql, code, type), channel));
    return ok(row, say(msg.bound, { kind: BIND_LABEL[type] }));
  };
  register(server, app, PLATFORM, 'POST', `${WECHAT}/wechatwork/bind`, bindSelf('work', 'oauth'));
  register(server, app, PLATFORM, 'POST', `${WECHAT}/wechatmp/bind`, bindSelf('mp', 'miniBind'));

  // Without `id`: the caller's own work binding. With `id`: any record, for holders of 系统管理 (the list's 解除绑定).
  register(server, app, PLATFORM, 'POST', `${WECHAT}/wechatwork/unbind`, async (request, p, tid) => {
    const { userId } = sessionOf(request);
    const byId = p.id !== undefined && p.id !== null && p.id !== '';
    if (byId && !(await holdsXtgl(tid, userId))) throw forbidden(serverMessages.forbiddenSystem);
    const id = byId ? idValue(p.id) : undefined;
    // One's own binding is named by its type: a call naming nothing unbinds nothing.
    const type = byId ? undefined : bindTypeOf(p.bindType);
    const done = await db.tenant(tid, async (sql) => {
      const target = id !== undefined
        ? (await sql.query<{ id: number; bindType: BindType }>(`SELECT id, bind_type AS "bindType" FROM ${tables('xtgl').wechatBinding} WHERE id = $1`, [id]))[0]
        : (await bindingsOf(sql, userId)).find((b) => b.bindType === type);
      if (!target) return null;
      await unbind(sql, ctx, userId, target.id);
      return target;
    });
    if (!done) throw id !== undefined ? notFound(msg.bindingMissing) : invalid(say(msg.notBound, { kind: BIND_LABEL[type!] }));
    return ok({ id: done.id }, say(msg.unbound, { kind: BIND_LABEL[done.bindType] }));
  });

  for (const method of ['GET', 'POST'] as const) {
    register(server, app, PLATFORM, method, `${WECHAT}/wechatwork/getBindInfo`, async (request, _p, tid) => {
      const rows = await db.tenant(tid, (sql) => bindingsOf(sql, sessionOf(request).userId));
      return ok({ work: rows.find((b) => b.bindType === 'work') ?? null, mp: rows.find((b) => b.bindType === 'mp') ?? null });
    });
    register(server, app, PLATFORM, method, `${LOGIN_BASE}/getBandInfoByUserId`, async (request, _p, tid) => {
      const rows = await db.tenant(tid, (sql) => bindingsOf(sql, sessionOf(request).userId));
      const mp = rows.find((b) => b.bindType === 'mp');
      return ok(mp ? { bound: true, ...mp } : { bound: false });
    });
  }
  register(server, app, PLATFORM, 'POST', `${LOGIN_BASE}/unBandUser`, async (request, _p, tid) => {
    const { userId } = sessionOf(request);
    // The spec's call names the user (someone else → 403 before this); a call naming nobody unbinds nothing.
    if (namedUser(request) !== userId) throw invalid(msg.userIdRequired);
    const done = await db.tenant(tid, async (sql) => {
      const mp = (await bindingsOf(sql, userId)).find((b) => b.bindType === 'mp');
      if (mp) await unbind(sql, ctx, userId, mp.id);
      return Boolean(mp);
    });
    if (!done) throw invalid(say(msg.notBound, { kind: BIND_LABEL.mp }));
    return ok({ bound: false }, say(msg.unbound, { kind: BIND_LABEL.mp }));
  });

  // Before sign-in: the mini program's code alone signs a bound user in.
  const limit = perAddress(app.settings.loginPerMinute);
  server.post(`${LOGIN_BASE}/checkUserByCode`, { config: limit }, async (request, reply) => {
    const body = bodyOf(request.body);
    const tenantId = tenantOf(body.tenantId);
    const code = codeOf(body.code);
    const result = await db.tenant(tenantId, async (sql) => {
      const wxUserId = await exchangeCode(sql, code, 'mp');
      const binding = await bindingByWx(sql, 'mp', wxUserId);
      if (!binding) return { bound: false as const, wxUserId };
      await touchLogin(sql, binding.id);
      const session = await createSession(sql, tenantId, binding.userId);
      const profile = await loadProfile(sql, binding.userId);
      if (!profile) return { bound: false as const, wxUserId };
      return { bound: true as const, token: session.token, data: loginData(profile, session.token) };
    });
    if (!result.bound) throw new ApiError(200, RESULT.failed, msg.wechatNotBound, { bound: false, openid: result.wxUserId });
    return sendLogin(reply, result);
  });

  // The first time: the user signs in with the account (same throttle, captcha and lockout as /cas/login) and the code's identity is bound to it.
  server.post(`${LOGIN_BASE}/bandUserByCode`, { config: limit }, async (request, reply) => {
    const body = bodyOf(request.body);
    const tenantId = tenantOf(body.tenantId);
    const code = codeOf(body.code);
    if (typeof body.username !== 'string' || !body.username.trim() || body.username.length > 64) throw invalid(serverMessages.badCredentials);
    if (typeof body.password !== 'string' || !HASHED.test(body.password)) throw invalid(serverMessages.badCredentials);
    const wxUserId = await db.tenant(tenantId, (sql) => exchangeCode(sql, code, 'mp'));
    const signedIn = await login(app, { username: body.username, password: body.password }, request.ip);
    const data = signedIn.data as { tenantId: string | null; userId: string };
    if (data.tenantId !== tenantId) throw new ApiError(200, RESULT.failed, serverMessages.badCredentials);
    await db.tenant(tenantId, (sql) => bind(sql, ctx, data.userId, data.userId, 'mp', wxUserId, 'miniLogin'));
    return sendLogin(reply, signedIn);
  });
}
