/**
 * 安全统计: hazards by type, checked department, state and month (aggregates of the check records, so every
 * total equals the 检查记录 list with the same period), rectification per responsible department
 * (rate, overdue, on time), training coverage and hours per type and month, and the live
 * figures of the check workflow for the 安全看板.
 */
import type { Measure, ReportDefinition } from '../../model/reports';
import { workflowReportSpec } from '../../model/workflow-report';
import { checkWorkflow } from './checks';
import { BASE } from './shared';

const S = `${BASE}/statistics`;
const hazards: Measure = { key: 'hazards', label: '隐患数', agg: 'count', unit: '项' };
const onChecks = { kind: 'aggregate', method: 'POST', source: 'checkRecord', dateField: 'checkDate', filters: ['hazardLevel', 'checkDeptId'], totals: true } as const;
const attended = { field: 'attendance', op: 'in', value: ['present', 'late'] } as const;

export const aqscReports: readonly ReportDefinition[] = [
  // Pages and boards open on the days up to the last check or training (today while work goes on).
  { key: 'dataRange', title: '数据范围', kind: 'custom', call: `${S}/dataRange`, method: 'POST', handler: 'dataRange', columns: [] },
  { ...onChecks, key: 'hazardByType', title: '按隐患类型', call: `${S}/hazardByType`, groupBy: [{ field: 'hazardType', label: '隐患类型' }], measures: [hazards], orderBy: { key: 'hazards', dir: 'desc' }, chart: { category: 'hazardType', measures: ['hazards'] }, export: `${S}/hazardByTypeExport` },
  { ...onChecks, key: 'hazardByDept', title: '按受检部门', call: `${S}/hazardByDept`, groupBy: [{ field: 'checkDeptId', label: '受检部门' }], measures: [hazards], orderBy: { key: 'hazards', dir: 'desc' }, chart: { category: 'checkDeptId', measures: ['hazards'] } },
  { ...onChecks, key: 'hazardByState', title: '按状态', call: `${S}/hazardByState`, groupBy: [{ field: 'state', label: '状态' }], measures: [hazards], orderBy: { key: 'hazards', dir: 'desc' }, chart: { category: 'state', measures: ['hazards'] } },
  { ...onChecks, key: 'hazardByMonth', title: '按月趋势', call: `${S}/hazardByMonth`, groupBy: [{ field: 'checkDate', bucket: 'month', as: 'month', label: '月份' }], measures: [hazards], orderBy: { key: 'month', dir: 'asc' }, chart: { category: 'month', measures: ['hazards'] } },
  {
    key: 'rectification', title: '整改情况', kind: 'custom', call: `${S}/rectification`, method: 'POST', handler: 'rectification', export: `${S}/rectificationExport`,
    columns: [
      { key: 'deptLabel', label: '责任部门' }, { key: 'assigned', label: '下发整改(项)' }, { key: 'closed', label: '已闭环(项)' }, { key: 'open', label: '未闭环(项)' },
      { key: 'overdue', label: '超期未闭环(项)' }, { key: 'onTime', label: '按期闭环(项)' }, { key: 'rectifyRate', label: '整改率(%)' }, { key: 'onTimeRate', label: '按期率(%)' },
    ],
  },
  {
    key: 'trainingByType', title: '培训覆盖', kind: 'custom', call: `${S}/trainingByType`, method: 'POST', handler: 'trainingByType', export: `${S}/trainingByTypeExport`,
    columns: [
      { key: 'typeLabel', label: '培训类型' }, { key: 'plans', label: '培训场次' }, { key: 'planned', label: '应参训(人次)' }, { key: 'attended', label: '实参训(人次)' },
      { key: 'trainees', label: '参训人数' }, { key: 'coverage', label: '人员覆盖率(%)' }, { key: 'hours', label: '培训学时' }, { key: 'avgScore', label: '平均成绩(分)' },
    ],
  },
  {
    kind: 'aggregate', method: 'POST', source: 'trainRecord', dateField: 'trainDate', where: [attended], totals: true,
    key: 'trainingByMonth', title: '培训学时', call: `${S}/trainingByMonth`, groupBy: [{ field: 'trainDate', bucket: 'month', as: 'month', label: '月份' }],
    measures: [{ key: 'hours', label: '培训学时', agg: 'sum', field: 'hours', unit: '学时', digits: 1 }, { key: 'attended', label: '参训人次', agg: 'count', unit: '人次' }],
    orderBy: { key: 'month', dir: 'asc' }, chart: { category: 'month', measures: ['hours'] },
  },
  {
    key: 'overview', title: '安全概况', kind: 'custom', call: `${S}/overview`, method: 'POST', handler: 'overview',
    columns: [
      { key: 'hazards', label: '隐患总数' }, { key: 'closed', label: '已闭环' }, { key: 'open', label: '未闭环' }, { key: 'overdue', label: '超期未闭环' },
      { key: 'rectifyRate', label: '整改率(%)' }, { key: 'trainingHours', label: '培训学时' }, { key: 'trainees', label: '参训人数' }, { key: 'coverage', label: '人员覆盖率(%)' },
    ],
  },
  {
    key: 'checkFigures', title: '隐患实时统计', kind: 'workflow', call: `${BASE}/checkRecord/figures`, method: 'POST', source: 'checkRecord',
    workflow: workflowReportSpec(checkWorkflow, { dueWithinHours: 8 }),
  },
  {
    key: 'checkFiguresByDept', title: '部门超期排行', kind: 'workflow', call: `${BASE}/checkRecord/deptFigures`, method: 'POST', source: 'checkRecord',
    workflow: workflowReportSpec(checkWorkflow, { dueWithinHours: 8, groupBy: { field: 'deptId', label: '责任部门' } }),
  },
];
