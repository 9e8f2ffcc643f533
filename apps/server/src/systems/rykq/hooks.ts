/**
 * What follows a save or step of 考勤管理's leaves and quotas (ServerSystem.afterSave), in the
 * same transaction: a leave that would take more days of a type than the person's quota of the
 * year leaves (approved and waiting ones counted) is refused, nothing written; an approved leave
 * recomputes the attendance of its days; a second quota of one person, year and type is refused.
 */
import { invalid } from '../../resources/messages';
import { getRow } from '../../resources/records';
import type { Sql } from '../../db/types';
import type { AfterSave } from '../types';
import { say } from './params';
import { recomputeExisting } from './roster';
import { T } from './sql-parts';
import { findEnum } from '../../../../catalogue/src';

/** States whose days count against the quota: waiting for a step, or approved (the seed keeps to the same). */
export const QUOTA_STATES = ['toLeader', 'toHead', 'approved'];

const typeLabel = (value: unknown) => findEnum('rykq', 'leaveType')?.options.find((o) => o.value === value)?.label ?? String(value);

async function checkQuota(sql: Sql, leave: Record<string, unknown>): Promise<void> {
  if (!QUOTA_STATES.includes(String(leave.state))) return;
  const year = Number(String(leave.startTime).slice(0, 4));
  const t = T();
  const [balance] = await sql.query<{ quota: number; approved: number; pending: number }>(
    `SELECT q.quota_days::float8 AS quota,
            coalesce(sum(l.days) FILTER (WHERE l.state = 'approved'), 0)::float8 AS approved,
            coalesce(sum(l.days) FILTER (WHERE l.state <> 'approved'), 0)::float8 AS pending
       FROM ${t.leaveQuota} q
       LEFT JOIN ${t.leave} l ON l.staff_id = q.staff_id AND l.leave_type = q.leave_type AND extract(year FROM l.start_time) = q.year
                              AND l.state = ANY($5::text[]) AND l.id <> $4
      WHERE q.staff_id = $1 AND q.leave_type = $2 AND q.year = $3
      GROUP BY q.id, q.quota_days ORDER BY q.id LIMIT 1`,
    [leave.staffId, leave.leaveType, year, leave.id, QUOTA_STATES],
  );
  if (!balance) return;
  const days = Number(leave.days);
  if (balance.approved + balance.pending + days > balance.quota + 1e-9) {
    throw invalid(say.overQuota(typeLabel(leave.leaveType), year, balance.quota, balance.approved, balance.pending, days));
  }
}

export const leaveSaved: AfterSave = async (sql, ctx, id) => {
  const row = await getRow(sql, ctx, id);
  if (!row) return;
  await checkQuota(sql, row);
  if (row.state !== 'approved') return;
  const from = String(row.startTime).slice(0, 10);
  const to = String(row.endTime).slice(0, 10);
  await recomputeExisting(sql, [Number(row.staffId)], from, to);
};

export const quotaSaved: AfterSave = async (sql, ctx, id) => {
  const row = await getRow(sql, ctx, id);
  if (!row) return;
  const [twin] = await sql.query<{ id: number }>(
    `SELECT id FROM ${T().leaveQuota} WHERE staff_id = $1 AND year = $2 AND leave_type = $3 AND id <> $4 LIMIT 1`,
    [row.staffId, row.year, row.leaveType, id],
  );
  if (twin) throw invalid(say.quotaExists(Number(row.year), typeLabel(row.leaveType)));
};
