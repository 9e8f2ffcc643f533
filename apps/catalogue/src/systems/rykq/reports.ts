/**
 * 考勤管理's reports: the daily report per department, the month sheet (a staff × day matrix of
 * marks with summaries, model/matrix.ts `codes`), the attendance permission tree, leave balances,
 * and the ht family's approvals (pageList, logPageList), overtime and leave monthly, monthly
 * overtime details and health statistics. Custom ones are answered by
 * apps/server/src/systems/rykq/handlers-*.ts.
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';
import { HT, RYKQ } from './shared';

const cols = (pairs: readonly (readonly [string, string])[]): ReportColumn[] => pairs.map(([key, label]) => ({ key, label }));

function custom(key: string, title: string, call: string, handler: string, extra: Partial<ReportDefinition>): ReportDefinition {
  return { key, title, kind: 'custom', call, method: 'POST', handler, ...extra };
}

export const DAILY_COLUMNS = cols([
  ['day', '日期'], ['deptLabel', '部门'], ['planned', '应出勤'], ['present', '实出勤'], ['normal', '正常'], ['late', '迟到'], ['early', '早退'],
  ['missing', '缺卡'], ['absent', '旷工'], ['leave', '请假'], ['rest', '休息'], ['overtimeHours', '加班(小时)'], ['rate', '出勤率(%)'],
]);

export const monthReport: ReportDefinition = {
  key: 'monthReport', title: '考勤月报', kind: 'aggregate', call: `${RYKQ}/monthReport/pageList.smvc`, method: 'POST', source: 'attendanceRecord',
  filters: ['deptId', 'groupId'], export: `${RYKQ}/monthReport/export.smvc`,
  matrix: {
    row: 'staffId', rowLabel: '姓名', column: 'day', period: 'month', measure: { key: 'days', label: '天数', agg: 'count' }, everyRow: true,
    codes: {
      field: 'status',
      summary: [
        { key: 'attend', label: '出勤', unit: '天', values: ['normal', 'late', 'early', 'lateEarly', 'missing', 'restWork'] },
        { key: 'lateCount', label: '迟到', unit: '次', values: ['late', 'lateEarly'] },
        { key: 'lateMinutes', label: '迟到', unit: '分钟', measure: { key: 'lateMinutes', label: '迟到', agg: 'sum', field: 'lateMinutes', digits: 0 } },
        { key: 'earlyCount', label: '早退', unit: '次', values: ['early', 'lateEarly'] },
        { key: 'missing', label: '缺卡', unit: '次', values: ['missing'] },
        { key: 'absent', label: '旷工', unit: '天', values: ['absent'] },
        { key: 'leave', label: '请假', unit: '天', values: ['leave'] },
        { key: 'rest', label: '休息', unit: '天', values: ['rest'] },
        { key: 'overtimeHours', label: '加班', unit: '小时', measure: { key: 'overtimeHours', label: '加班', agg: 'sum', field: 'overtimeHours', digits: 1 } },
      ],
    },
  },
};

export const rykqReports: readonly ReportDefinition[] = [
  // The first and last day of attendance: report pages open on them (useDataRange).
  custom('dataRange', '考勤数据范围', `${RYKQ}/attendanceRecord/dataRange.smvc`, 'dataRange', { method: 'GET', columns: cols([['start', '开始日期'], ['end', '结束日期']]) }),
  custom('dailyReport', '考勤日报', `${RYKQ}/dailyReport/pageList.smvc`, 'dailyReport', {
    source: 'attendanceRecord', filters: ['deptId'], paged: true, columns: DAILY_COLUMNS, export: `${RYKQ}/dailyReport/export.smvc`,
  }),
  monthReport,
  custom('permissionTree', '考勤权限部门', `${RYKQ}/permission/loadPermissionTree.smvc`, 'permissionTree', {
    method: 'GET', columns: cols([['label', '部门'], ['count', '人数']]),
  }),
  custom('permissionDept', '可查看考勤的部门', `${RYKQ}/permission/loadPermissionDept.smvc`, 'permissionDept', {
    method: 'GET', columns: cols([['code', '部门编码'], ['name', '部门名称'], ['parentName', '上级部门'], ['staffCount', '人数'], ['groupCount', '考勤组']]),
  }),
  custom('leaveBalance', '假期余额', `${RYKQ}/leaveManage/balance.smvc`, 'leaveBalance', {
    source: 'leaveQuota', filters: ['staffId', 'leaveType'], paged: true,
    columns: cols([['staffName', '人员'], ['deptName', '部门'], ['year', '年度'], ['leaveTypeLabel', '假期类型'], ['quotaDays', '额度(天)'], ['usedDays', '已休(天)'], ['pendingDays', '审批中(天)'], ['remainDays', '剩余(天)']]),
  }),
  { key: 'pdglShiftTime', title: '班次时间', kind: 'records', call: '/cloud/pdgl/api/v1/shiftTime', method: 'GET', source: 'shift', fields: ['code', 'name', 'startTime', 'endTime', 'breakMinutes', 'lateGrace', 'earlyGrace', 'status'], limit: 200 },
  custom('approvalPageList', '审批列表', `${HT}/approvalInfo/pageList`, 'approvalPageList', {
    source: 'leave', filters: ['state'], paged: true,
    columns: cols([['kindLabel', '审批类型'], ['code', '单号'], ['staffName', '申请人员'], ['deptName', '部门'], ['summary', '内容'], ['applyTime', '提交时间'], ['stateLabel', '状态'], ['approverName', '当前审批人']]),
  }),
  custom('approvalLogPageList', '审批日志', `${HT}/approvalInfo/logPageList`, 'approvalLogPageList', {
    paged: true, columns: cols([['at', '时间'], ['kindLabel', '审批类型'], ['code', '单号'], ['staffName', '申请人员'], ['label', '操作'], ['userName', '操作人'], ['fromLabel', '原状态'], ['toLabel', '新状态'], ['outcomeLabel', '结果'], ['note', '意见']]),
  }),
  custom('overtimeLeaveMonthly', '加班请假月报', `${HT}/overtimeAndLeave/monthly`, 'overtimeLeaveMonthly', {
    source: 'leave', filters: ['deptId'], periods: ['month'], paged: true, export: `${HT}/overtimeAndLeave/monthlyExport`,
    columns: cols([['staffName', '人员'], ['deptName', '部门'], ['leaveDays', '请假(天)'], ['annual', '年休假'], ['personal', '事假'], ['sick', '病假'], ['otherLeave', '其他假'], ['overtimeHours', '加班(小时)'], ['overtimeCount', '加班次数'], ['clockOvertime', '打卡加班(小时)']]),
  }),
  custom('monthlyOverTimeDetails', '月度加班明细', `${HT}/monthlyOverTimeDetails/pageList`, 'monthlyOverTimeDetails', {
    source: 'overtime', filters: ['deptId', 'staffId'], periods: ['month'], paged: true, export: `${HT}/monthlyOverTimeDetails/export`,
    columns: cols([['code', '加班单号'], ['staffName', '人员'], ['deptName', '部门'], ['workDate', '加班日期'], ['startTime', '开始'], ['endTime', '结束'], ['hours', '时长(小时)'], ['typeLabel', '加班类型'], ['compensationLabel', '补偿方式'], ['approverName', '审批人']]),
  }),
  custom('healthStatistics', '健康统计', `${HT}/personalHealthReport/statistics`, 'healthStatistics', {
    source: 'healthReport', filters: ['deptId'], export: `${HT}/personalHealthReport/statisticsExport`,
    columns: cols([['day', '日期'], ['reported', '上报人数'], ['notReported', '未上报'], ['fever', '体温≥37.3℃'], ['symptomatic', '有症状'], ['unfit', '不宜上岗'], ['avgTemperature', '平均体温(℃)'], ['rate', '上报率(%)']]),
  }),
];
