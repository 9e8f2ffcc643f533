/**
 * 考核管理 reports: the month ranking of subjects (handler in apps/server/src/systems/khgl/), each
 * subject's scores by dimension, the year matrix of total scores by subject and month, and the
 * figures of the 工作台. All read the records and the score rows the server wrote from them.
 */
import type { ReportDefinition } from '../../model/reports';

const W = '/cloud/khgl/web';

export const khglReports: readonly ReportDefinition[] = [
  {
    key: 'ranking', title: '月度考核排名', call: `${W}/examineRecord/ranking`, kind: 'custom', method: 'POST', handler: 'ranking', periods: ['month'],
    source: 'record', filters: ['schemeId'], export: `${W}/examineRecord/rankingExport`,
    columns: [
      { key: 'rank', label: '排名' }, { key: 'subjectName', label: '考核对象' }, { key: 'schemeName', label: '考核方案' }, { key: 'totalScore', label: '综合得分' },
      { key: 'gradeLabel', label: '考核等级' }, { key: 'dimensions', label: '各维度得分' }, { key: 'stateLabel', label: '记录状态' }, { key: 'code', label: '记录编号' },
    ],
  },
  {
    key: 'scoreByDimension', title: '维度得分', call: `${W}/examineScore/byDimension`, kind: 'aggregate', method: 'POST', source: 'score', periods: ['month'],
    dateField: 'periodStart', filters: ['subjectId', 'dimensionId'], export: `${W}/examineScore/byDimensionExport`, totals: true,
    groupBy: [{ field: 'subjectId', label: '考核对象' }, { field: 'dimensionId', label: '考核维度' }],
    measures: [{ key: 'score', label: '维度得分', agg: 'avg', field: 'score', unit: '分', digits: 1 }, { key: 'weightedScore', label: '加权得分', agg: 'sum', field: 'weightedScore', unit: '分', digits: 1 }],
    orderBy: { key: 'subjectId', dir: 'asc' },
  },
  {
    key: 'scoreMatrix', title: '年度得分矩阵', call: `${W}/examineRecord/yearMatrix`, kind: 'aggregate', method: 'POST', source: 'record', export: `${W}/examineRecord/yearMatrixExport`,
    filters: ['schemeId'],
    matrix: { row: 'subjectId', rowLabel: '考核对象', column: 'periodStart', period: 'year', measure: { key: 'totalScore', label: '综合得分', agg: 'avg', field: 'totalScore', unit: '分', digits: 1 } },
  },
  {
    key: 'overview', title: '考核概况', call: `${W}/examineRecord/overview`, kind: 'custom', method: 'POST', handler: 'overview',
    columns: [
      { key: 'month', label: '考核月份' }, { key: 'subjects', label: '考核对象' }, { key: 'records', label: '考核记录' }, { key: 'drafts', label: '草稿（全部月份）' },
      { key: 'submitted', label: '待确认（全部月份）' }, { key: 'confirmed', label: '已确认' }, { key: 'avgScore', label: '平均得分' }, { key: 'excellent', label: '优秀' },
    ],
  },
  {
    key: 'gradeDistribution', title: '考核等级分布', call: `${W}/examineRecord/gradeDistribution`, kind: 'aggregate', method: 'POST', source: 'record', dateField: 'periodStart',
    groupBy: [{ field: 'grade', label: '考核等级' }], measures: [{ key: 'count', label: '记录数', agg: 'count', unit: '条' }], orderBy: { key: 'count', dir: 'desc' },
  },
  {
    key: 'monthlyAverage', title: '月度平均得分', call: `${W}/examineRecord/monthlyAverage`, kind: 'aggregate', method: 'POST', source: 'record', dateField: 'periodStart',
    groupBy: [{ field: 'periodStart', bucket: 'month', as: 'month', label: '月份' }], measures: [{ key: 'avgScore', label: '平均得分', agg: 'avg', field: 'totalScore', unit: '分', digits: 1 }],
    orderBy: { key: 'month', dir: 'asc' },
  },
  { key: 'dataRange', title: '数据日期范围', call: `${W}/examineRecord/dataRange`, kind: 'custom', method: 'POST', handler: 'dataRange' },
];
