/**
 * 回收清运's state calls that need more than writing a form's fields: auditUser (one call for
 * both audit lists: only pending merchants and recyclers), recharge (the balance grows and a
 * recharge record is written), changeOrder (an open order goes to another approved recycler)
 * and reward (once per invitation, after the invitee's first order: the inviter's points grow).
 * Each runs in one tenant transaction with its audit entries.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleDefinition, ResourceDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { notFound, ok } from '../../http/errors';
import type { Sql } from '../../db/types';
import { audit, changesOf, type Actor } from '../../resources/audit';
import { runAction } from '../../resources/calls';
import { invalid, messages } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { getRow, idOf } from '../../resources/records';
import { register } from '../../resources/register';
import type { Ctx } from '../../resources/select';

type Obj = Record<string, unknown>;

export function gfgjRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  const resource = (key: string): ResourceDefinition => mod.resources.find((r) => r.key === key)!;
  const ctxOf = (key: string): Ctx => ({ mod, resource: resource(key) });
  const t = (key: string) => ident(tableOf(resource(key)));
  const actorOf = (r: FastifyRequest): Actor => ({ userId: sessionOf(r).userId });
  const call = (path: string, run: (sql: Sql, p: Obj, actor: Actor) => Promise<unknown>, msg: string = messages.saved) =>
    register(server, app, mod.system, 'POST', path, async (r, p, tid) => ok(await app.db.tenant(tid, (sql) => run(sql, p, actorOf(r))), msg));
  const locked = async <T extends Obj>(sql: Sql, key: string, columns: string, id: number) => {
    const [row] = await sql.query<T>(`SELECT ${columns} FROM ${t(key)} WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw notFound(messages.notFound);
    return row;
  };

  call('/cloud/gfgj/user/auditUser', async (sql, p, actor) => {
    const id = idOf(p);
    const u = await locked<{ user_type: string; audit_status: string }>(sql, 'user', 'user_type, audit_status', id);
    const view = u.user_type === 'business' ? 'auditBusiness' : u.user_type === 'recycler' ? 'auditRecycling' : null;
    if (!view) throw invalid('只有商户和回收员需要审核');
    if (u.audit_status !== 'pending') throw invalid('该用户已审核，只能审核待审核的用户');
    if (p.auditStatus !== 'passed' && p.auditStatus !== 'rejected') throw invalid('审核结果须为“已通过”或“已驳回”');
    if (p.auditStatus === 'rejected' && (typeof p.auditRemark !== 'string' || !p.auditRemark.trim())) throw invalid('驳回时请填写审核意见');
    const ctx = ctxOf(view);
    const before = await getRow(sql, ctx, id);
    await runAction(sql, ctx, ctx.resource.actions!.find((a) => a.key === 'audit')!, p);
    await sql.query(`UPDATE ${t('user')} SET audit_time = localtimestamp(0) WHERE id = $1`, [id]);
    const after = (await getRow(sql, ctx, id))!;
    await audit(sql, actor, ctx, 'audit', id, changesOf(ctx, before, after));
    return after;
  });

  call('/cloud/gfgj/user/recharge', async (sql, p, actor) => {
    const id = idOf(p);
    const u = await locked<{ status: string }>(sql, 'user', 'status', id);
    if (u.status !== 'normal') throw invalid('冻结的账号不能充值');
    const amount = typeof p.rechargeAmount === 'number' ? p.rechargeAmount : typeof p.rechargeAmount === 'string' && p.rechargeAmount.trim() ? Number(p.rechargeAmount) : NaN;
    if (!Number.isFinite(amount) || amount < 1 || amount > 50_000 || Math.round(amount * 100) !== amount * 100) throw invalid('充值金额须在 1–50000 元之间，最多两位小数');
    if (!['wechat', 'cash', 'transfer'].includes(String(p.payWay))) throw invalid('请选择充值方式：微信支付、现金或银行转账');
    const ctx = ctxOf('user');
    const before = await getRow(sql, ctx, id);
    const [row] = await sql.query<{ balance: number }>(
      `UPDATE ${t('user')} SET balance = balance + $2, recharge_amount = $2, pay_way = $3, update_time = localtimestamp(0) WHERE id = $1 RETURNING balance::float8 AS balance`,
      [id, amount, p.payWay]);
    const [rec] = await sql.query<{ id: number }>(
      `INSERT INTO ${t('rechargeRecord')} (tenant_id, serial_no, app_user_id, amount, balance_after, pay_way, operator, recharge_time)
       VALUES (current_setting('app.tenant_id'), 'CZ' || to_char(clock_timestamp(), 'YYYYMMDDHH24MISSMS') || lpad($6, 4, '0'), $1, $2, $3, $4,
               COALESCE((SELECT name FROM users WHERE user_id = $5), ''), localtimestamp(0)) RETURNING id`,
      [id, amount, row!.balance, p.payWay, actor.userId, String(id % 10_000)]);
    const after = (await getRow(sql, ctx, id))!;
    await audit(sql, actor, ctx, 'recharge', id, changesOf(ctx, before, after));
    return { ...after, rechargeRecordId: rec!.id };
  }, '充值成功');

  call('/cloud/gfgj/order/changeOrder', async (sql, p, actor) => {
    const id = idOf(p);
    const o = await locked<{ status: string }>(sql, 'order', 'status', id);
    if (o.status !== 'pending' && o.status !== 'accepted') throw invalid('只有待接单或已接单的订单可以改派');
    const recycler = /^\d{1,9}$/.test(String(p.recyclerId ?? '')) ? Number(p.recyclerId) : null;
    if (recycler !== null) {
      const [r] = await sql.query(`SELECT 1 FROM ${t('user')} WHERE id = $1 AND user_type = 'recycler' AND audit_status = 'passed' AND status = 'normal'`, [recycler]);
      if (!r) throw invalid('改派的回收员须为审核通过且状态正常的回收员');
    }
    const ctx = ctxOf('order');
    const before = await getRow(sql, ctx, id);
    await runAction(sql, ctx, ctx.resource.actions!.find((a) => a.key === 'change')!, p);
    await sql.query(`UPDATE ${t('order')} SET status = 'accepted', accept_time = localtimestamp(0) WHERE id = $1`, [id]);
    const after = (await getRow(sql, ctx, id))!;
    await audit(sql, actor, ctx, 'change', id, changesOf(ctx, before, after));
    return after;
  }, '改派成功');

  call('/cloud/gfgj/inviteRecord/reward', async (sql, p, actor) => {
    const id = idOf(p);
    const rec = await locked<{ reward_status: string; first_order_time: string | null; inviter_id: number; reward_points: number }>(
      sql, 'inviteRecord', 'reward_status, first_order_time, inviter_id, reward_points', id);
    if (rec.reward_status !== 'pending') throw invalid('该邀请的奖励已发放');
    if (!rec.first_order_time) throw invalid('被邀请人尚未下单，暂不能发放奖励');
    const ctx = ctxOf('inviteRecord');
    const before = await getRow(sql, ctx, id);
    await sql.query(`UPDATE ${t('inviteRecord')} SET reward_status = 'rewarded', reward_time = localtimestamp(0), update_time = localtimestamp(0) WHERE id = $1`, [id]);
    await sql.query(`UPDATE ${t('user')} SET points = points + $2, update_time = localtimestamp(0) WHERE id = $1`, [rec.inviter_id, rec.reward_points]);
    const after = (await getRow(sql, ctx, id))!;
    await audit(sql, actor, ctx, 'reward', id, changesOf(ctx, before, after));
    return after;
  }, '奖励已发放');
}
