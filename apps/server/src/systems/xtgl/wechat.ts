/**
 * WeChat work and mini-program bindings against a simulated code exchange (decision 0341). A
 * code stands for "this WeChat identity has just authorized": the simulator issues one to the
 * signed-in user for their own identity (wechat-identity.ts), stored by hash for five minutes;
 * exchanging it answers the identity once, as WeChat's jscode2session / getuserinfo would
 * (40029 invalid or expired, 40163 already used). Bindings are records of 微信绑定, every change
 * in its audit trail.
 */
import { randomBytes } from 'node:crypto';
import type { ModuleDefinition } from '../../../../catalogue/src';
import { xtgl as msg } from '../../../../../src/i18n/messages/xtgl';
import type { Sql } from '../../db/types';
import { audit, changesOf } from '../../resources/audit';
import { invalid, say } from '../../resources/messages';
import { getRow, insertRow } from '../../resources/records';
import type { Ctx } from '../../resources/select';
import { tokenHash } from '../../security/tokens';
import { tables } from '../../seed/tables';
import { BIND_LABEL, wxIdentity, type BindType } from './wechat-identity';

export const CODE_MINUTES = 5;

export function bindTypeOf(raw: unknown): BindType {
  if (raw !== 'work' && raw !== 'mp') throw invalid(msg.bindTypeInvalid);
  return raw;
}

export function codeOf(raw: unknown): string {
  if (typeof raw !== 'string' || !/^[0-9a-f]{32}$/.test(raw.trim())) throw invalid(raw === undefined || raw === null || raw === '' ? msg.codeRequired : msg.codeInvalid);
  return raw.trim();
}

/** A code for the signed-in user's own WeChat identity of this type. */
export async function issueCode(sql: Sql, tenantId: string, userId: string, type: BindType): Promise<{ code: string; expiresIn: number; wxUserId: string }> {
  const code = randomBytes(16).toString('hex');
  const wxUserId = wxIdentity(tenantId, userId, type);
  await sql.query(`DELETE FROM wechat_codes WHERE expires_at < now() - interval '1 day'`);
  await sql.query(
    `INSERT INTO wechat_codes (tenant_id, code_hash, kind, user_id, wx_id, expires_at) VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [tokenHash(code), type, userId, wxUserId, CODE_MINUTES],
  );
  return { code, expiresIn: CODE_MINUTES * 60, wxUserId };
}

/** The identity a code stands for, once; 400 (with WeChat's error code in the message) otherwise. */
export async function exchangeCode(sql: Sql, code: string, type: BindType): Promise<string> {
  const [row] = await sql.query<{ kind: string; wx_id: string; used: boolean; expired: boolean }>(
    `SELECT kind, wx_id, used_at IS NOT NULL AS used, expires_at < now() AS expired FROM wechat_codes WHERE code_hash = $1 FOR UPDATE`, [tokenHash(code)],
  );
  if (!row || row.expired) throw invalid(msg.codeInvalid);
  if (row.used) throw invalid(msg.codeUsed);
  if (row.kind !== type) throw invalid(say(msg.codeWrongKind, { kind: BIND_LABEL[type] }));
  await sql.query('UPDATE wechat_codes SET used_at = now() WHERE code_hash = $1', [tokenHash(code)]);
  return row.wx_id;
}

export interface BindingRow {
  id: number;
  bindType: BindType;
  userId: string;
  account: string;
  userName: string;
  wxUserId: string;
  nickname: string | null;
  bindChannel: string;
  bindTime: string;
  lastLoginTime: string | null;
}

const COLUMNS = `id, bind_type AS "bindType", user_id AS "userId", account, user_name AS "userName", wx_user_id AS "wxUserId", nickname,
  bind_channel AS "bindChannel", to_char(bind_time, 'YYYY-MM-DD HH24:MI:SS') AS "bindTime", to_char(last_login_time, 'YYYY-MM-DD HH24:MI:SS') AS "lastLoginTime"`;

const table = () => tables('xtgl').wechatBinding!;

export async function bindingsOf(sql: Sql, userId: string): Promise<BindingRow[]> {
  return sql.query<BindingRow>(`SELECT ${COLUMNS} FROM ${table()} WHERE user_id = $1 ORDER BY bind_type DESC`, [userId]);
}

export async function bindingByWx(sql: Sql, type: BindType, wxUserId: string): Promise<BindingRow | undefined> {
  const [row] = await sql.query<BindingRow>(`SELECT ${COLUMNS} FROM ${table()} WHERE bind_type = $1 AND wx_user_id = $2`, [type, wxUserId]);
  return row;
}

export function bindingCtx(mod: ModuleDefinition): Ctx {
  return { mod, resource: mod.resources.find((r) => r.key === 'wechatBinding')! };
}

/** Binds `userId` to the identity (one per type each way), audited as the actor's create. */
export async function bind(sql: Sql, ctx: Ctx, actorId: string, userId: string, type: BindType, wxUserId: string, channel: string): Promise<BindingRow> {
  // One binder at a time per tenant: two concurrent binds of one identity never both pass the checks.
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext(current_setting('app.tenant_id') || '/wechat-binding'))`);
  const mine = (await bindingsOf(sql, userId)).find((b) => b.bindType === type);
  if (mine) throw invalid(say(msg.alreadyBound, { kind: BIND_LABEL[type], wxId: mine.wxUserId }));
  if (await bindingByWx(sql, type, wxUserId)) throw invalid(say(msg.wxTaken, { kind: BIND_LABEL[type] }));
  const [user] = await sql.query<{ username: string; name: string }>('SELECT username, name FROM users WHERE user_id = $1', [userId]);
  const id = await insertRow(sql, ctx, {
    bindType: type, userId, account: user?.username ?? userId, userName: user?.name ?? '', wxUserId, nickname: user?.name ?? null, bindChannel: channel,
  });
  await sql.query(`UPDATE ${table()} SET bind_time = localtimestamp(0) WHERE id = $1`, [id]);
  const row = (await getRow(sql, ctx, id))!;
  await audit(sql, { userId: actorId }, ctx, 'create', id, changesOf(ctx, undefined, row));
  return (await sql.query<BindingRow>(`SELECT ${COLUMNS} FROM ${table()} WHERE id = $1`, [id]))[0]!;
}

/** Removes one binding, audited as the actor's unbind. */
export async function unbind(sql: Sql, ctx: Ctx, actorId: string, id: number): Promise<void> {
  const before = await getRow(sql, ctx, id);
  if (!before) return;
  await sql.query(`DELETE FROM ${table()} WHERE id = $1`, [id]);
  await audit(sql, { userId: actorId }, ctx, 'unbind', id, changesOf(ctx, before, undefined));
}

export async function touchLogin(sql: Sql, id: number): Promise<void> {
  await sql.query(`UPDATE ${table()} SET last_login_time = localtimestamp(0) WHERE id = $1`, [id]);
}
