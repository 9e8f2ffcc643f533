/**
 * 考核管理 (khgl): assessment schemes, dimensions (examineDimension/loadList), subjects from the
 * shared master data, rules with formulas checked on the server (examineRule/checkFormula), monthly
 * records scored by the server, their score rows and remarks, and the ranking and matrix reports.
 * Decision 0255.
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { khglEnums } from './enums';
import { khglReports } from './reports';
import * as resources from './resources';

const { group, list, report } = menu;

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', periods: [180, 90, 365],
  widgets: [
    { kind: 'stat', title: '本月考核对象', report: 'overview', measure: 'subjects', unit: '个' },
    { kind: 'stat', title: '本月考核记录', report: 'overview', measure: 'records', unit: '条' },
    { kind: 'stat', title: '草稿待提交', report: 'overview', measure: 'drafts', unit: '条', period: 'current' },
    { kind: 'stat', title: '已提交待确认', report: 'overview', measure: 'submitted', unit: '条', period: 'current' },
    { kind: 'stat', title: '本月平均得分', report: 'overview', measure: 'avgScore', unit: '分' },
    { kind: 'trend', title: '月度平均得分', report: 'monthlyAverage', measure: 'avgScore', category: 'month', unit: '分' },
    { kind: 'pie', title: '考核等级分布', report: 'gradeDistribution', measure: 'count', category: 'grade', unit: '条', drill: { page: 'record', filter: 'grade' } },
    { kind: 'rank', title: '本月综合得分排名', report: 'ranking', measure: 'totalScore', category: 'subjectName', unit: '分', period: 'day' },
  ],
};

export default defineSystem({
  code: 'khgl',
  name: '考核管理',
  welcome,
  enumCalls: ['/cloud/khgl/web/common/loadEnumValue'],
  menu: [
    group('考核配置', [list('scheme', '考核方案', 'scheme'), list('dimension', '考核维度', 'dimension'), list('subject', '考核对象', 'subject'), list('rule', '考核规则', 'rule')]),
    group('考核实施', [list('record', '考核记录', 'record'), list('score', '考核得分', 'score'), list('remark', '考核备注', 'remark')]),
    group('考核分析', [report('ranking', '考核排名', 'ranking', 'scoreByDimension'), report('matrix', '年度得分矩阵', 'scoreMatrix')]),
  ],
  resources: Object.values(resources),
  enums: khglEnums,
  reports: khglReports,
});
