/** What follows a step of 考勤管理's workflows: an approved leave recomputes the attendance of its days. */
import type { WorkflowStepHook } from '../types';
import { recomputeExisting } from './roster';

export const afterStep: WorkflowStepHook = async (sql, { resource, row }) => {
  if (resource !== 'leave' || row.state !== 'approved') return;
  const from = String(row.startTime).slice(0, 10);
  const to = String(row.endTime).slice(0, 10);
  await recomputeExisting(sql, [Number(row.staffId)], from, to);
};
