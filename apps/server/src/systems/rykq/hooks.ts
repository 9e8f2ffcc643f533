/** What follows a save or step of 考勤管理's leaves (ServerSystem.afterSave): an approved leave recomputes the attendance of its days. */
import { getRow } from '../../resources/records';
import type { AfterSave } from '../types';
import { recomputeExisting } from './roster';

export const leaveSaved: AfterSave = async (sql, ctx, id) => {
  const row = await getRow(sql, ctx, id);
  if (!row || row.state !== 'approved') return;
  const from = String(row.startTime).slice(0, 10);
  const to = String(row.endTime).slice(0, 10);
  await recomputeExisting(sql, [Number(row.staffId)], from, to);
};
