/**
 * 人员台账 (rytz): the three staff ledgers with the department count tree beside each, the
 * all-staff roster, the operate data and head-count statistics, and each user's favourite people
 * and groups. Calls under /cloud/rytz (spec §7 "Staff"); decision 0250.
 */
import type { PageDefinition, ReportTreePage } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { rytzEnums } from './enums';
import * as popular from './popular';
import { rytzReports } from './reports';
import * as ledgers from './resources';

const { group, list, report } = menu;

/** A ledger beside the department tree counting its own people: picking a department lists its subtree. */
const withTree = (key: string, title: string, resource: string, staffType?: string): ReportTreePage => ({
  kind: 'reportTree', key, title, trees: ['deptCountTree'], ...(staffType ? { params: { staffType } } : {}),
  records: { resource, filters: { deptId: 'deptId' } },
});

const operateData: PageDefinition = {
  kind: 'dashboard', key: 'operateData', title: '人员运营数据', periods: [365, 730, 1095],
  widgets: [
    { kind: 'stat', title: '在册人数', report: 'operateData', measure: 'total', unit: '人', period: 'current' },
    { kind: 'stat', title: '在职人数', report: 'operateData', measure: 'onJob', unit: '人', period: 'current' },
    { kind: 'stat', title: '离职人数', report: 'operateData', measure: 'left', unit: '人', period: 'current' },
    { kind: 'stat', title: '本月入职', report: 'operateData', measure: 'entries', unit: '人' },
    { kind: 'stat', title: '本月离职', report: 'operateData', measure: 'leavings', unit: '人' },
    { kind: 'stat', title: '平均年龄', report: 'operateData', measure: 'avgAge', unit: '岁', period: 'current' },
    { kind: 'pie', title: '在职人员类别', report: 'staffByType', measure: 'count', category: 'staffType', unit: '人', period: 'current' },
    { kind: 'bar', title: '各部门在职人数', report: 'staffByDept', measure: 'count', category: 'deptId', unit: '人', period: 'current' },
    { kind: 'bar', title: '各岗位在职人数', report: 'staffByPost', measure: 'count', category: 'post', unit: '人', period: 'current' },
    { kind: 'trend', title: '每月入职人数', report: 'entriesByMonth', measure: 'entries', category: 'month', unit: '人' },
    { kind: 'trend', title: '每月离职人数', report: 'leavingsByMonth', measure: 'leavings', category: 'month', unit: '人' },
    { kind: 'bar', title: '在职人员年龄段', report: 'ageBands', measure: 'count', category: 'band', unit: '人', period: 'current' },
    { kind: 'bar', title: '在职人员司龄段', report: 'seniorityBands', measure: 'count', category: 'band', unit: '人', period: 'current' },
  ],
};

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', periods: [365],
  widgets: [
    { kind: 'stat', title: '在职人数', report: 'operateData', measure: 'onJob', unit: '人', period: 'current' },
    { kind: 'stat', title: '本月入职', report: 'operateData', measure: 'entries', unit: '人' },
    { kind: 'stat', title: '本月离职', report: 'operateData', measure: 'leavings', unit: '人' },
    { kind: 'stat', title: '30日内合同到期', report: 'operateData', measure: 'contractsDue', unit: '人', period: 'current' },
    { kind: 'pie', title: '在职人员类别', report: 'staffByType', measure: 'count', category: 'staffType', unit: '人', period: 'current' },
    { kind: 'rank', title: '合同即将到期（剩余天数）', report: 'contractDue', measure: 'daysLeft', category: 'name', unit: '天', period: 'current' },
  ],
};

export default defineSystem({
  code: 'rytz',
  name: '人员台账',
  enumCalls: ['/cloud/rytz/common/loadEnumValue.smvc'],
  welcome,
  menu: [
    group('人员台账', [
      withTree('yht', '一线作业人员', 'yhtStaff', 'yht'),
      withTree('wxht', '外包劳务人员', 'wxhtStaff', 'wxht'),
      withTree('common', '管理及其他人员', 'commonStaff', 'common'),
      withTree('allStaff', '全员花名册', 'allStaff'),
    ]),
    group('统计分析', [operateData, report('deptCount', '部门人数统计', 'deptCount')]),
    group('我的常用人员', [list('popularStaff', '常用人员', 'popularStaff'), list('popularGroup', '常用分组', 'popularGroup')]),
  ],
  resources: [...Object.values(ledgers), ...Object.values(popular)],
  enums: rytzEnums,
  reports: rytzReports,
});
