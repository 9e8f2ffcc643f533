/**
 * 巡检考评's reports: scores by facility type, responsible department and unit (ranked, by month
 * or quarter), evaluations per department and month, appeal rates and outcomes, the facilities
 * with their latest evaluation (facilityInfo2, also the map's layer), punches of a day for the
 * map and the workflow's live figures for the 工作台.
 */
import type { Measure, ReportDefinition } from '../../model/reports';
import { workflowReportSpec } from '../../model/workflow-report';
import { evaluationWorkflow } from './evaluation';
import { API } from './shared';

const E = `${API}/evalInfo`;

/** Evaluations that count: confirmed by their inspector (a draft's score may still change). */
const COUNTED = [{ field: 'state', op: 'ne', value: 'draft' }] as const;

const scoreMeasures: readonly Measure[] = [
  { key: 'evaluations', label: '考评次数', agg: 'count', unit: '次' },
  { key: 'avgScore', label: '平均得分', agg: 'avg', field: 'score', unit: '分', digits: 1 },
  { key: 'minScore', label: '最低分', agg: 'min', field: 'score', unit: '分', digits: 1 },
  { key: 'maxScore', label: '最高分', agg: 'max', field: 'score', unit: '分', digits: 1 },
  { key: 'avgDeduct', label: '平均扣分', agg: 'avg', field: 'deductTotal', unit: '分', digits: 1 },
];

const byGroup = (key: string, title: string, call: string, field: string, label: string): ReportDefinition => ({
  key, title, kind: 'aggregate', call: `${E}/${call}`, method: 'POST', source: 'evaluation', where: COUNTED, dateField: 'evalDate',
  groupBy: [{ field, label }], measures: scoreMeasures, orderBy: { key: 'avgScore', dir: 'desc' }, export: `${E}/${call}Export`,
  periods: ['month', 'quarter'], chart: { category: field, measures: ['avgScore'] },
});

export const ryxjReports: readonly ReportDefinition[] = [
  byGroup('scoreByType', '按设施类型', 'statByType', 'facilityType', '设施类型'),
  byGroup('scoreByDept', '责任部门得分排名', 'statByDept', 'deptId', '责任部门'),
  byGroup('scoreByCompany', '作业单位得分排名', 'statByCompany', 'companyId', '作业单位'),
  {
    key: 'monthMatrix', title: '月度考评次数', kind: 'aggregate', call: `${E}/monthMatrix`, method: 'POST', source: 'evaluation', where: COUNTED,
    matrix: { row: 'deptId', rowLabel: '责任部门', column: 'evalDate', period: 'year', measure: { key: 'evaluations', label: '考评次数', agg: 'count', unit: '次' } },
    export: `${E}/monthMatrixExport`,
  },
  {
    key: 'appealStat', title: '申诉统计', kind: 'custom', handler: 'appealStat', call: `${API}/appeal/stat`, method: 'POST', export: `${API}/appeal/statExport`,
    columns: [
      { key: 'deptIdLabel', label: '责任部门' },
      { key: 'evaluations', label: '考评次数' },
      { key: 'appeals', label: '申诉次数' },
      { key: 'appealRate', label: '申诉率(%)' },
      { key: 'pending', label: '待处理' },
      { key: 'upheld', label: '维持原评分' },
      { key: 'changed', label: '改判' },
      { key: 'changeRate', label: '改判率(%)' },
      { key: 'reviews', label: '复核次数' },
      { key: 'adjusted', label: '复核改判' },
    ],
  },
  {
    key: 'facilityInfo2', title: '设施考评概况', kind: 'custom', handler: 'facilityInfo2', call: `${API}/facilityInfo2/pageList`, method: 'POST', paged: true,
    export: `${API}/facilityInfo2/export`,
    columns: [
      { key: 'code', label: '设施编号' },
      { key: 'name', label: '设施名称' },
      { key: 'facilityTypeLabel', label: '设施类型' },
      { key: 'deptIdLabel', label: '责任部门' },
      { key: 'inspectorLabel', label: '责任巡检员' },
      { key: 'evaluations', label: '期间考评次数' },
      { key: 'avgScore', label: '期间平均分' },
      { key: 'lastEvalDate', label: '最近考评' },
      { key: 'lastScore', label: '最近得分' },
      { key: 'lastGradeLabel', label: '最近等级' },
      { key: 'lastStateLabel', label: '最近考评状态' },
      { key: 'punches', label: '期间打卡次数' },
      { key: 'lastPunchTime', label: '最近打卡' },
    ],
  },
  {
    key: 'clockDay', title: '当日打卡', kind: 'records', call: `${API}/clockInfo/mapList`, method: 'POST', source: 'clockInfo', dateField: 'punchTime',
    fields: ['inspectorId', 'facilityId', 'punchTime', 'punchType', 'location', 'distance', 'deviation'], orderBy: { key: 'punchTime', dir: 'asc' }, limit: 500,
  },
  {
    key: 'evalFigures', title: '考评实时统计', kind: 'workflow', call: `${E}/figures`, method: 'POST', source: 'evaluation',
    workflow: workflowReportSpec(evaluationWorkflow, { dueWithinHours: 8 }),
  },
  // The first and last day of evaluations and punches: boards, reports and the map default to its end.
  { key: 'dataRange', title: '数据范围', kind: 'custom', call: `${API}/common/dataRange`, method: 'GET', handler: 'dataRange', columns: [] },
  {
    key: 'dailyScore', title: '每日平均得分', kind: 'aggregate', call: `${E}/dailyScore`, method: 'POST', source: 'evaluation', where: COUNTED, dateField: 'evalDate',
    groupBy: [{ field: 'evalDate', bucket: 'day', as: 'date', label: '日期' }], measures: [scoreMeasures[1]!, scoreMeasures[0]!], orderBy: { key: 'date', dir: 'asc' }, limit: 400,
  },
  {
    key: 'gradeShare', title: '考评等级分布', kind: 'aggregate', call: `${E}/gradeShare`, method: 'POST', source: 'evaluation', where: COUNTED, dateField: 'evalDate',
    groupBy: [{ field: 'grade', label: '考评等级' }], measures: [scoreMeasures[0]!],
  },
];
