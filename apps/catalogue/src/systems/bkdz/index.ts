/**
 * 分类准确率 (bkdz): facilities bound to housing estates, the sorting records supervisors write
 * at them (allocated to estates), the accuracy parameters, and accuracy by estate, street and
 * district with levels and the daily trend.
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { bkdzReports } from './reports';
import * as resources from './resources';
import { bkdzEnums } from './shared';

const { group, list, report, tree } = menu;

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台',
  widgets: [
    { kind: 'stat', title: '准确率', report: 'summary', measure: 'accuracy', unit: '%', period: 'range' },
    { kind: 'stat', title: '小区', report: 'summary', measure: 'estates', unit: '个', period: 'current' },
    { kind: 'stat', title: '未绑定设施', report: 'summary', measure: 'unboundFacilities', unit: '个', period: 'current' },
    { kind: 'stat', title: '待分配记录', report: 'summary', measure: 'pendingRecords', unit: '条', period: 'current' },
    { kind: 'trend', title: '准确率趋势', report: 'trendList', measure: 'accuracy', category: 'date', unit: '%' },
    { kind: 'pie', title: '小区等级分布', report: 'levelList', measure: 'estateCount', category: 'levelLabel', unit: '个' },
  ],
};

export default defineSystem({
  code: 'bkdz',
  name: '分类准确率',
  welcome,
  enumCalls: ['/cloud/bkdz/web/enum/list'],
  menu: [
    group('设施绑定', [
      list('facilityBinding', '设施小区绑定', 'facility'),
      report('estateBinding', '小区绑定情况', 'bandingHousingEstateList'),
      tree('regionTree', '区划小区', 'region', { resource: 'housingEstate', field: 'regionId' }),
    ]),
    group('分类数据', [
      list('sortingRecord', '分类记录', 'record'),
      list('dataAllocation', '数据分配', 'dataAllocation'),
      { kind: 'settings', key: 'config', title: '参数配置', resource: 'config' },
    ]),
    group('准确率分析', [
      report('accuracySummary', '准确率汇总', 'calculateSummary', 'accuracyList', 'streetAccuracy', 'districtAccuracy'),
      report('levelList', '等级列表', 'levelList'),
      report('trend', '趋势分析', 'trendList'),
    ]),
  ],
  resources: Object.values(resources),
  enums: bkdzEnums,
  reports: bkdzReports,
});
