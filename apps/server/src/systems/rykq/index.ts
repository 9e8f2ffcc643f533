/** 考勤管理's server side: its custom reports, the workflow hook and its demo data (its own calls: server.ts). */
import type { ServerSystem } from '../types';
import { dailyReport, dataRange, permissionDept, permissionTree } from './handlers-attendance';
import { approvalLogPageList, approvalPageList, leaveBalance, monthlyOverTimeDetails, overtimeLeaveMonthly } from './handlers-approvals';
import { healthStatistics } from './handlers-health';
import { leaveSaved, quotaSaved } from './hooks';
import { rosterGrid } from './roster';
import { seedRykq } from './seed';

export default {
  handlers: { dataRange, dailyReport, permissionTree, permissionDept, leaveBalance, approvalPageList, approvalLogPageList, overtimeLeaveMonthly, monthlyOverTimeDetails, healthStatistics, rosterGrid },
  afterSave: { leave: leaveSaved, leaveQuota: quotaSaved },
  seed: { version: 1, run: seedRykq },
} satisfies ServerSystem;
