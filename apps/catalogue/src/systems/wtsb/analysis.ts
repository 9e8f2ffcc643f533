/**
 * 问题上报 分析 (spec §7 wtsb): analysis lists by report time, type, state, department, closure,
 * response and handle time; kanban stats; dept review (monthly scores, on-time rate beside them);
 * work-unit statistics, analysis and export. Every figure is computed from the problem table.
 */
import { field } from '../../model/fields';
import type { Measure, ReportDefinition } from '../../model/reports';
import type { PageDefinition } from '../../model/pages';
import type { ResourceDefinition } from '../../model/resource';
import { SYSTEM, wtsbFamily, wtsbLookups } from './problem-shared';
import { caseTiles, overdueRank } from './board';

const B = '/cloud/wtsb';
const problems: Measure = { key: 'problems', label: '问题数', agg: 'count', unit: '件' };
const base = { kind: 'aggregate', method: 'POST', source: 'problem', dateField: 'reportTime', filters: ['source', 'urgency'] } as const;
const hoursColumns = [
  { key: 'deptLabel', label: '处置部门' }, { key: 'problems', label: '问题数(件)' },
  { key: 'avgHours', label: '平均用时(小时)' }, { key: 'maxHours', label: '最长用时(小时)' }, { key: 'minHours', label: '最短用时(小时)' },
];
const unitColumns = [
  { key: 'deptLabel', label: '作业单位' }, { key: 'problems', label: '问题数(件)' }, { key: 'closed', label: '已结案(件)' },
  { key: 'open', label: '未结案(件)' }, { key: 'overdue', label: '超期(件)' }, { key: 'closedRate', label: '结案率(%)' },
  { key: 'onTimeRate', label: '按时办结率(%)' }, { key: 'avgHandleHours', label: '平均处置用时(小时)' },
];

export const analysisReports: readonly ReportDefinition[] = [
  { ...base, key: 'byReportTime', title: '按上报时间', call: `${B}/analysis/reportTimeList`, groupBy: [{ field: 'reportTime', bucket: 'day', as: 'date', label: '上报日期' }], measures: [problems], orderBy: { key: 'date', dir: 'asc' }, limit: 400, totals: true, export: `${B}/analysis/reportTimeExport` },
  { ...base, key: 'byType', title: '按问题类型', call: `${B}/analysis/typeList`, groupBy: [{ field: 'typeId', label: '问题类型' }], measures: [problems], orderBy: { key: 'problems', dir: 'desc' }, totals: true },
  { ...base, key: 'byState', title: '按状态', call: `${B}/analysis/stateList`, groupBy: [{ field: 'state', label: '状态' }], measures: [problems], orderBy: { key: 'problems', dir: 'desc' }, totals: true },
  { ...base, key: 'byDept', title: '按处置部门', call: `${B}/analysis/deptList`, groupBy: [{ field: 'deptId', label: '处置部门' }], measures: [problems], orderBy: { key: 'problems', dir: 'desc' }, totals: true },
  { ...base, key: 'closedByDept', title: '结案情况', call: `${B}/analysis/closedList`, where: [{ field: 'state', op: 'eq', value: 'closed' }], groupBy: [{ field: 'deptId', label: '处置部门' }], measures: [{ ...problems, key: 'closed', label: '已结案' }], orderBy: { key: 'closed', dir: 'desc' }, totals: true },
  { key: 'responseTime', title: '响应时长', kind: 'custom', call: `${B}/analysis/responseTimeList`, method: 'POST', handler: 'responseTime', columns: hoursColumns },
  { key: 'handleTime', title: '处置时长', kind: 'custom', call: `${B}/analysis/handleTimeList`, method: 'POST', handler: 'handleTime', columns: hoursColumns },
  {
    key: 'kanbanStats', title: '问题看板统计', kind: 'custom', call: `${B}/kanban/stats`, method: 'POST', handler: 'kanbanStats',
    columns: [{ key: 'problems', label: '问题总数' }, { key: 'open', label: '处置中' }, { key: 'overdue', label: '超期' }, { key: 'closed', label: '已结案' }, { key: 'today', label: '今日上报' }],
  },
  { ...base, key: 'kanbanTrend', title: '每日上报', call: `${B}/kanban/trend`, groupBy: [{ field: 'reportTime', bucket: 'day', as: 'date', label: '日期' }], measures: [problems], orderBy: { key: 'date', dir: 'asc' }, limit: 400 },
  { ...base, key: 'kanbanOpenByState', title: '待办分布', call: `${B}/kanban/openByState`, where: [{ field: 'state', op: 'ne', value: 'closed' }], groupBy: [{ field: 'state', label: '状态' }], measures: [problems], orderBy: { key: 'problems', dir: 'desc' } },
  { key: 'deptReviewRate', title: '部门考核与按时率', kind: 'custom', call: `${B}/deptReview/rateList`, method: 'POST', handler: 'deptReviewRate', export: `${B}/deptReview/rateExport`,
    columns: [{ key: 'month', label: '考核月份' }, { key: 'deptLabel', label: '部门' }, { key: 'score', label: '考核得分' }, { key: 'handled', label: '办结数(件)' }, { key: 'onTime', label: '按时办结(件)' }, { key: 'onTimeRate', label: '按时率(%)' }] },
  { key: 'workUnitStats', title: '作业单位问题统计', kind: 'custom', call: `${B}/workUnit/problemStats`, method: 'POST', handler: 'workUnitStats', export: `${B}/workUnit/export`, columns: unitColumns },
  { ...base, key: 'workUnitAnalysis', title: '作业单位问题分析', call: `${B}/workUnit/analysis`, filters: ['deptId', 'source', 'urgency'], groupBy: [{ field: 'deptId', label: '作业单位' }, { field: 'typeId', label: '问题类型' }], measures: [problems], orderBy: { key: 'problems', dir: 'desc' }, paged: true, totals: true },
];

/** 部门考核: a department's monthly score (the on-time rate is computed beside it, deptReviewRate). */
export const deptReview: ResourceDefinition = {
  key: 'deptReview', name: '部门考核', system: SYSTEM, endpoints: wtsbFamily('deptReview'),
  sort: { field: 'month', dir: 'desc' }, labelField: 'month', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('month', '考核月份', { rules: { required: true, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: '考核月份格式为 YYYY-MM' }, filter: 'eq' }),
    field.lookup('deptId', '部门', wtsbLookups.dept, { rules: { required: true }, filter: 'eq' }),
    field.number('score', '考核得分', { unit: '分', rules: { required: true, min: 0, max: 100, precision: 1 }, filter: 'range' }),
    field.text('reviewer', '考核人', { rules: { maxLength: 20 } }),
    field.textarea('remark', '考核说明', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

export const kanbanPage: PageDefinition = {
  kind: 'kanban', key: 'kanban', title: '问题看板',
  widgets: [
    { kind: 'stat', title: '问题总数', report: 'kanbanStats', measure: 'problems', unit: '件' },
    ...caseTiles,
    { kind: 'stat', title: '已结案', report: 'kanbanStats', measure: 'closed', unit: '件' },
    { kind: 'trend', title: '每日上报', report: 'kanbanTrend', measure: 'problems', category: 'date', unit: '件' },
    { kind: 'pie', title: '待办分布', report: 'kanbanOpenByState', measure: 'problems', category: 'state', unit: '件' },
    { kind: 'bar', title: '部门问题数', report: 'byDept', measure: 'problems', category: 'deptId', unit: '件' },
    { kind: 'rank', title: '问题类型排行', report: 'byType', measure: 'problems', category: 'typeId', unit: '件' },
    overdueRank,
  ],
};
