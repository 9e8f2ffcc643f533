/**
 * 问题上报 工作台: the workflow's live figures (model/workflow-report.ts) — 待签收, 处置中,
 * 已超时, 已上报指挥中心 and 即将超时 tiles, departments ranked by overdue cases — each opening the
 * list it counts. The same figures head the 问题看板 (analysis.ts).
 */
import type { PageDefinition, Widget } from '../../model/pages';
import type { ReportDefinition } from '../../model/reports';
import { workflowReportSpec } from '../../model/workflow-report';
import { problemWorkflow } from './problem';

const B = '/cloud/wtsb/problem';
/** Due within this many hours counts as 即将超时. */
const DUE_SOON_HOURS = 4;

export const caseFigureReports: readonly ReportDefinition[] = [
  {
    key: 'caseFigures', title: '案件实时统计', kind: 'workflow', call: `${B}/figures`, method: 'POST', source: 'problem',
    workflow: workflowReportSpec(problemWorkflow, { dueWithinHours: DUE_SOON_HOURS, raisedState: 'center' }),
  },
  {
    key: 'caseFiguresByDept', title: '部门超时排行', kind: 'workflow', call: `${B}/deptFigures`, method: 'POST', source: 'problem',
    workflow: workflowReportSpec(problemWorkflow, { dueWithinHours: DUE_SOON_HOURS, raisedState: 'center', groupBy: { field: 'deptId', label: '处置部门' } }),
  },
];

const tile = (title: string, measure: string, drill?: Widget['drill']): Widget => ({ kind: 'stat', title, report: 'caseFigures', measure, unit: '件', period: 'current', drill });

/** The live tiles, shared by the 工作台 and the 问题看板. */
export const caseTiles: readonly Widget[] = [
  tile('待签收', 'toSign'),
  tile('处置中', 'handling'),
  tile('已超时', 'overdue', { page: 'problem', scope: 'overdue' }),
  tile('已上报指挥中心', 'raised', { page: 'commandCenter', scope: 'center' }),
];

export const overdueRank: Widget = {
  kind: 'rank', title: '部门超时排行', report: 'caseFiguresByDept', measure: 'overdue', category: 'deptId', unit: '件', period: 'current',
  drill: { page: 'problem', filter: 'deptId', scope: 'overdue' },
};

export const wtsbWelcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', refreshSeconds: 60,
  widgets: [
    ...caseTiles,
    tile('即将超时', 'dueSoon'),
    overdueRank,
    { kind: 'pie', title: '待办分布', report: 'kanbanOpenByState', measure: 'problems', category: 'state', unit: '件' },
    { kind: 'trend', title: '每日上报', report: 'kanbanTrend', measure: 'problems', category: 'date', unit: '件' },
  ],
};
