/** 园林养护 (ylyh): nursery stock (types, documents moving the stock, ledger and history), group areas, trees and their care. */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { ylyhEnums } from './enums';
import { ylyhReports } from './reports';
import * as care from './resources-care';
import * as nursery from './resources-nursery';

const { group, list, report } = menu;

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台',
  widgets: [
    { kind: 'stat', title: '养护片区', report: 'ylyhOverview', measure: 'areas', unit: '个', period: 'current' },
    { kind: 'stat', title: '登记树木', report: 'ylyhOverview', measure: 'trees', unit: '株', period: 'current' },
    { kind: 'stat', title: '苗木存量', report: 'ylyhOverview', measure: 'stock', unit: '株(丛/平方米)', period: 'current' },
    { kind: 'stat', title: '近 30 天养护', report: 'ylyhOverview', measure: 'curings', unit: '次', period: 'current' },
    { kind: 'trend', title: '养护次数趋势', report: 'curingTrend', measure: 'count', category: 'date', unit: '次' },
    { kind: 'pie', title: '树木长势分布', report: 'treeByHealth', measure: 'count', category: 'health', unit: '株', period: 'current' },
  ],
};

export default defineSystem({
  code: 'ylyh',
  name: '园林养护',
  welcome,
  enumCalls: ['/cloud/ylyh/web/common/loadEnumValue'],
  menu: [
    group('苗木管理', [
      list('nurseryType', '苗木类型', 'nurseryStockType'),
      list('nurserySubtype', '苗木子类', 'nurseryStockSubtype'),
      list('increaseNursery', '苗木增加', 'increaseNursery'),
      list('removeNursery', '苗木减少', 'removeNursery'),
      report('nurseryRecord', '苗木台账', 'nurseryRecord'),
      report('nurseryHistory', '苗木历史', 'nurseryStockHistory'),
    ]),
    group('养护管理', [
      list('groupArea', '养护片区', 'groupAreaManage'),
      list('tree', '树木档案', 'tree'),
      list('treeCuring', '养护记录', 'treeCuringHistory'),
      list('curingType', '养护类型', 'treeCuringType'),
    ]),
  ],
  resources: [...Object.values(nursery), ...Object.values(care)],
  enums: ylyhEnums,
  reports: ylyhReports,
});
