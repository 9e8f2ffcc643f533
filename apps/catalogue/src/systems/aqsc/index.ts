/**
 * 安全生产 (aqsc): the safety officer's work — a document library with attachments and validity,
 * training types, plans and records (trainees from the shared staff), check projects with their
 * items, check records followed to closure as a workflow (assign → handle → audit), and the
 * statistics of hazards, rectification and training. Calls: /cloud/aqsc/web/api, POST JSON.
 */
import type { PageDefinition, Widget } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { checkItem, checkProject, checkRecord, holiday, member } from './checks';
import { aqscEnums } from './enums';
import { file, fileCategory } from './files';
import { aqscReports } from './reports';
import { BASE } from './shared';
import { trainPlan, trainRecord, trainType } from './training';

const { group, list, report, tree } = menu;

const live = (title: string, measure: string, drill?: Widget['drill']): Widget => ({ kind: 'stat', title, report: 'checkFigures', measure, unit: '项', period: 'current', drill });

const board: PageDefinition = {
  kind: 'dashboard', key: 'board', title: '安全看板', refreshSeconds: 300, periods: [90, 30, 365],
  widgets: [
    live('待下发', 'found', { page: 'checkRecord', scope: 'toSign' }),
    live('整改中', 'rectifying'),
    live('待复查', 'toAudit'),
    live('超期未闭环', 'overdue', { page: 'checkRecord', scope: 'overdue' }),
    { kind: 'stat', title: '整改率', report: 'overview', measure: 'rectifyRate', unit: '%', period: 'range' },
    { kind: 'stat', title: '培训学时', report: 'overview', measure: 'trainingHours', unit: '学时', period: 'range' },
    { kind: 'stat', title: '人员培训覆盖率', report: 'overview', measure: 'coverage', unit: '%', period: 'range' },
    { kind: 'pie', title: '隐患状态', report: 'hazardByState', measure: 'hazards', category: 'state', unit: '项', drill: { page: 'checkRecord', filter: 'state', dateFilter: 'checkDate' } },
    { kind: 'bar', title: '隐患类型', report: 'hazardByType', measure: 'hazards', category: 'hazardType', unit: '项', drill: { page: 'checkRecord', filter: 'hazardType', dateFilter: 'checkDate' } },
    { kind: 'bar', title: '受检部门隐患', report: 'hazardByDept', measure: 'hazards', category: 'checkDeptId', unit: '项', drill: { page: 'checkRecord', filter: 'checkDeptId', dateFilter: 'checkDate' } },
    { kind: 'rank', title: '部门超期排行', report: 'checkFiguresByDept', measure: 'overdue', category: 'deptId', unit: '项', period: 'current', drill: { page: 'checkRecord', filter: 'deptId', scope: 'overdue' } },
    { kind: 'trend', title: '每月隐患', report: 'hazardByMonth', measure: 'hazards', category: 'month', unit: '项' },
    { kind: 'trend', title: '每月培训学时', report: 'trainingByMonth', measure: 'hours', category: 'month', unit: '学时' },
  ],
};

export default defineSystem({
  code: 'aqsc',
  name: '安全生产',
  enumCalls: [`${BASE}/common/loadEnumValue`],
  welcome: { ...board, key: 'welcome', title: '工作台' },
  menu: [
    group('安全资料', [list('file', '安全文件', 'file'), tree('fileCategory', '文件分类', 'fileCategory', { resource: 'file', field: 'categoryId' })]),
    group('安全培训', [list('trainType', '培训类型', 'trainType'), list('trainPlan', '培训计划', 'trainPlan'), list('trainRecord', '培训记录', 'trainRecord')]),
    group('安全检查', [
      list('checkProject', '检查项目', 'checkProject'),
      list('checkRecord', '检查记录', 'checkRecord'),
      { kind: 'list', key: 'overdueCheck', title: '超时督办', resources: ['checkRecord'], scope: 'center' },
      list('member', '安全人员', 'member', 'holiday'),
    ]),
    group('统计分析', [
      { ...report('statistics', '安全统计', 'hazardByType', 'hazardByDept', 'hazardByState', 'hazardByMonth', 'rectification', 'trainingByType', 'trainingByMonth'), days: 90 },
      board,
    ]),
  ],
  resources: [fileCategory, file, trainType, trainPlan, trainRecord, checkProject, checkItem, member, holiday, checkRecord],
  enums: aqscEnums,
  reports: aqscReports,
});
