/** 问题上报 (wtsb): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';
import type { PageDefinition } from '../../model/pages';
import { problem, problemEnums } from './problem';
import { defaultHandler, holiday, member, peopleEnums } from './problem-people';
import { problemType } from './problem-type';
import { commonPerson, commonType, configEnums, configReports, deptArea, deptType, usefulExpression } from './config';
import { analysisReports, deptReview, kanbanPage } from './analysis';
import { caseFigureReports, wtsbWelcome } from './board';
import { checkGroup, column, fieldConfig, subject, zhjEnums, zhjReports } from './zhj';

const { group, list, report, tree } = menu;

/** A list of cases opened on one of its tabs (我的待办, 指挥中心). */
const cases = (key: string, title: string, scope: 'mine' | 'center'): PageDefinition => ({ kind: 'list', key, title, resources: ['problem'], scope });

export default defineSystem({
  code: 'wtsb',
  name: '问题上报',
  welcome: wtsbWelcome,
  enumCalls: ['/cloud/wtsb/common/loadEnumValue', '/cloud/zhj/common/loadEnumValue'],
  menu: [
    group('问题处置', [list('problem', '问题列表', 'problem'), cases('myTodo', '我的待办', 'mine'), cases('commandCenter', '指挥中心', 'center')]),
    group('配置', [
      tree('problemType', '问题类型', 'problemType', { resource: 'problem', field: 'typeId' }), list('defaultHandler', '默认处理人', 'defaultHandler'), list('usefulExpression', '常用语', 'usefulExpression', 'commonType', 'commonPerson'),
      list('deptArea', '部门区域', 'deptArea'), report('deptAreaNear', '附近部门区域', 'deptAreaNear', 'deptAreaList'),
      tree('deptType', '部门类型', 'deptType'),
      list('member', '处置人员', 'member'), list('holiday', '节假日', 'holiday'),
    ]),
    group('分析', [
      report('analysis', '问题分析', 'byReportTime', 'byType', 'byState', 'byDept', 'closedByDept', 'responseTime', 'handleTime'), kanbanPage,
      list('deptReview', '部门考核', 'deptReview'), report('deptReviewRate', '考核与按时率', 'deptReviewRate'),
      report('workUnitStat', '作业单位统计', 'workUnitStats', 'workUnitAnalysis'),
    ]),
    group('督查配置', [
      list('checkGroup', '检查组', 'checkGroup', 'subject'), report('subjectOverview', '考核对象总览', 'allSubjects', 'allCheckGroups', 'allAreas'), list('column', '栏目管理', 'column'),
      { kind: 'settings', key: 'fieldConfig', title: '字段配置', resource: 'fieldConfig' },
      report('garTypeDaily', '垃圾类型日报', 'garTypeDailyReport'), report('garTypeMonthly', '垃圾类型月报', 'garTypeMonthlyReport'), report('facTransed', '设施转运量', 'facTransedGarNum'),
    ]),
  ],
  resources: [problemType, problem, member, defaultHandler, holiday, commonType, commonPerson, usefulExpression, deptArea, deptType, deptReview, checkGroup, subject, column, fieldConfig],
  enums: [...problemEnums, ...peopleEnums, ...configEnums, ...zhjEnums],
  reports: [...configReports, ...analysisReports, ...zhjReports, ...caseFigureReports],
});
