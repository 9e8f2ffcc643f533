/**
 * Settlements of 维修与费用: settling attaches the unit's unsettled costs of the period to the
 * settlement and writes their sums (so its totals always equal the costs it settles); revoking
 * frees those costs again. One transaction each (the caller's); the seed uses the same code.
 */
import { findResource, moduleOf } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { notFound } from '../../http/errors';
import { audit, changesOf, type Actor } from '../../resources/audit';
import { invalid } from '../../resources/messages';
import { getRow } from '../../resources/records';
import type { Ctx } from '../../resources/select';
import { tables } from '../../seed/tables';

type Obj = Record<string, unknown>;

export const settleMessages = {
  notFound: '结算单不存在',
  alreadySettled: '结算单已结算，不能重复结算',
  revokedCannotSettle: '已撤销的结算单不能再结算，请新建结算单',
  noCosts: '该单位在结算期内没有未结算的费用',
  notSettled: '只有已结算的结算单可以撤销',
} as const;

const ctxOf = (): Ctx => ({ mod: moduleOf('clwxfw')!, resource: findResource('clwxfw', 'settlement')! });

async function locked(sql: Sql, id: number): Promise<Obj> {
  const t = tables('clwxfw');
  const [row] = await sql.query(`SELECT id, state FROM ${t.settlement} WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) throw notFound(settleMessages.notFound);
  return row;
}

/** The next settlement number of the day: JS<yyyyMMdd>-<nnn>. */
async function nextNumber(sql: Sql): Promise<string> {
  const [{ day }] = await sql.query<{ day: string }>(`SELECT to_char(localtimestamp, 'YYYYMMDD') AS day`);
  const [{ n }] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tables('clwxfw').settlement} WHERE settle_no LIKE $1`, [`JS${day}-%`]);
  return `JS${day}-${String(n + 1).padStart(3, '0')}`;
}

export async function settle(sql: Sql, id: number, actor?: Actor): Promise<Obj> {
  const t = tables('clwxfw');
  const vehicles = tables('platform').vehicle;
  const ctx = ctxOf();
  const row = await locked(sql, id);
  if (row.state === 'settled') throw invalid(settleMessages.alreadySettled);
  if (row.state === 'revoked') throw invalid(settleMessages.revokedCannotSettle);
  const before = await getRow(sql, ctx, id);
  const attached = await sql.query<{ n: number }>(
    `WITH s AS (SELECT company_id, period_start, period_end FROM ${t.settlement} WHERE id = $1)
     UPDATE ${t.cost} c SET settle_state = 'settled', settlement_id = $1, update_time = localtimestamp(0)
       FROM s WHERE c.settle_state = 'unsettled' AND c.settlement_id IS NULL
        AND c.cost_date BETWEEN s.period_start AND s.period_end
        AND c.car_id IN (SELECT v.id FROM ${vehicles} v WHERE v.company_id = s.company_id)
     RETURNING c.id`,
    [id],
  );
  if (!attached.length) throw invalid(settleMessages.noCosts);
  const settleNo = await nextNumber(sql);
  // The sums come from the rows now attached: the totals equal the costs settled.
  await sql.query(
    `UPDATE ${t.settlement} s SET state = 'settled', settle_no = $2, settle_time = localtimestamp(0), revoke_time = NULL, update_time = localtimestamp(0),
       cost_count = x.n, total_amount = x.total, oil_amount = x.oil, repair_amount = x.repair, accessories_amount = x.acc, other_amount = x.other
     FROM (SELECT count(*)::int AS n, round(coalesce(sum(amount), 0)::numeric, 2)::float8 AS total,
             round(coalesce(sum(amount) FILTER (WHERE cost_type = 'oil'), 0)::numeric, 2)::float8 AS oil,
             round(coalesce(sum(amount) FILTER (WHERE cost_type IN ('repair', 'upkeep')), 0)::numeric, 2)::float8 AS repair,
             round(coalesce(sum(amount) FILTER (WHERE cost_type = 'accessories'), 0)::numeric, 2)::float8 AS acc,
             round(coalesce(sum(amount) FILTER (WHERE cost_type NOT IN ('oil', 'repair', 'upkeep', 'accessories')), 0)::numeric, 2)::float8 AS other
           FROM ${t.cost} WHERE settlement_id = $1) x
     WHERE s.id = $1`,
    [id, settleNo],
  );
  const after = (await getRow(sql, ctx, id))!;
  if (actor) await audit(sql, actor, ctx, 'settle', id, changesOf(ctx, before, after));
  return after;
}

export async function revokeSettlement(sql: Sql, id: number, actor?: Actor): Promise<Obj> {
  const t = tables('clwxfw');
  const ctx = ctxOf();
  const row = await locked(sql, id);
  if (row.state !== 'settled') throw invalid(settleMessages.notSettled);
  const before = await getRow(sql, ctx, id);
  await sql.query(`UPDATE ${t.cost} SET settle_state = 'unsettled', settlement_id = NULL, update_time = localtimestamp(0) WHERE settlement_id = $1`, [id]);
  await sql.query(`UPDATE ${t.settlement} SET state = 'revoked', revoke_time = localtimestamp(0), update_time = localtimestamp(0) WHERE id = $1`, [id]);
  const after = (await getRow(sql, ctx, id))!;
  if (actor) await audit(sql, actor, ctx, 'revoke', id, changesOf(ctx, before, after));
  return after;
}
