/** 考勤管理 (rykq): shifts, groups and rosters; clock-ins and the attendance computed from them; leave and overtime approvals; the ht family's reports and fills. */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { approvalEnums, approvalFlow, approver, leave, leaveQuota, overtime } from './approvals';
import { constructionMonthRecord, dataFill, healthReport, htEnums } from './ht';
import { attendanceRecord, clockRecord, recordEnums } from './records';
import { rykqReports } from './reports';
import { attendanceGroup, clockPlace, duty, holiday, schedule, setupEnums, shift } from './setup';
import { RYKQ } from './shared';

const { group, list, report } = menu;

const roster: PageDefinition = { kind: 'roster', key: 'roster', title: '排班管理', grid: 'rosterGrid', resource: 'schedule', save: 'saveRoster', filters: ['groupId', 'deptId'] };
const permission: PageDefinition = {
  kind: 'reportTree', key: 'permission', title: '考勤权限', trees: ['permissionTree'], records: { resource: 'attendanceRecord', filters: { deptId: 'deptId' } },
};
const todo = (key: string, title: string, resource: string): PageDefinition => ({ kind: 'list', key, title, resources: [resource], scope: 'mine' });

export default defineSystem({
  code: 'rykq',
  name: '考勤管理',
  enumCalls: [`${RYKQ}/common/loadEnumValue.smvc`],
  menu: [
    group('考勤设置', [
      list('shiftTime', '班次时间', 'shift'), list('attendanceGroup', '考勤组', 'attendanceGroup', 'clockPlace'), roster,
      list('holiday', '节假日', 'holiday'), list('approver', '审批设置', 'approver', 'approvalFlow', 'leaveQuota'),
    ]),
    group('考勤统计', [
      list('clock', '打卡管理', 'clockRecord'), list('attendanceRecord', '考勤记录', 'attendanceRecord'), report('dailyReport', '考勤日报', 'dailyReport'),
      report('monthReport', '考勤月报', 'monthReport'), permission, list('duty', '值班管理', 'duty'),
    ]),
    group('请假加班审批', [
      list('leave', '请假管理', 'leave'), list('overtime', '加班管理', 'overtime'), todo('myApproval', '待我审批', 'leave'),
      report('approvalCenter', '审批记录', 'approvalPageList', 'approvalLogPageList'), report('leaveBalance', '假期余额', 'leaveBalance'),
      report('overtimeLeaveMonthly', '加班请假月报', 'overtimeLeaveMonthly', 'monthlyOverTimeDetails'),
    ]),
    group('健康与数据填报', [
      list('healthReport', '健康上报', 'healthReport'), report('healthStatistics', '健康统计', 'healthStatistics'),
      list('constructionMonthRecord', '施工月记录', 'constructionMonthRecord'), list('dataFill', '数据填报', 'dataFill'),
    ]),
  ],
  resources: [shift, attendanceGroup, clockPlace, schedule, holiday, approver, approvalFlow, leaveQuota, duty, clockRecord, attendanceRecord, leave, overtime, healthReport, constructionMonthRecord, dataFill],
  enums: [...setupEnums, ...recordEnums, ...approvalEnums, ...htEnums],
  reports: [...rykqReports, { key: 'rosterGrid', title: '排班表', kind: 'custom', call: `${RYKQ}/schedule/rosterGrid.smvc`, method: 'POST', handler: 'rosterGrid', source: 'schedule', filters: ['groupId', 'deptId'], columns: [] }],
});
