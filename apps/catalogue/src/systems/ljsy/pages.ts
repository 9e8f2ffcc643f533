/** 收运一张图's menu and 工作台: each group's pages in menu order. */
import type { PageDefinition } from '../../model/pages';
import { menu, type MenuGroupDefinition } from '../../model/system';

const { group, list, report, tree } = menu;

export const ljsyWelcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', refreshSeconds: 300, periods: [30, 7, 90],
  widgets: [
    { kind: 'stat', title: '收运量', report: 'dailyGarbageNum', measure: 'netWeight', unit: '吨' },
    { kind: 'stat', title: '收运车次', report: 'dailyGarbageNum', measure: 'trips', unit: '车次' },
    { kind: 'stat', title: '出车数', report: 'dailyGarbageNum', measure: 'cars', unit: '辆' },
    { kind: 'trend', title: '每日垃圾量', report: 'dailyGarbageNum', measure: 'netWeight', category: 'date', unit: '吨' },
    { kind: 'rank', title: '车辆收运量排行', report: 'carOperationList', measure: 'netWeight', category: 'carNo', unit: '吨' },
  ],
};

/** The one map: until the layers kind lands, the live vehicles (dept areas and routes have their own maps). */
const oneMap: PageDefinition = { kind: 'liveMonitor', key: 'map', title: '收运一张图' };

export const ljsyMenu: readonly MenuGroupDefinition[] = [
  group('一张图', [
    oneMap,
    { kind: 'lineMap', key: 'carRoute', title: '车辆线路', report: 'carRouteList', line: 'line', state: 'state', stateEnum: 'routeWorkState', label: 'hover', tabs: ['routePoints'],
      caption: '{date} 共 {n} 条车辆线路：按线路设施顺序连线，颜色为当日作业状态，悬停查看车辆与线路', listTitle: '车辆线路明细' },
    { kind: 'replay', key: 'historyPosition', title: '历史轨迹' },
    { kind: 'map', key: 'gpsLast', title: '车辆实时位置', list: 'gpsLastPositions' },
    { kind: 'map', key: 'facility', title: '设施分布', list: 'facilityList' },
  ]),
  group('区域管理', [
    list('deptArea', '部门区域', 'deptArea'),
    tree('deptTree', '部门树', 'dept', { resource: 'deptArea', field: 'deptId' }),
    list('carArea', '车辆作业区域', 'carArea'),
  ]),
  group('收运统计', [
    report('dailyGarbage', '每日垃圾量', 'dailyGarbageNum'),
    report('carOperation', '车辆作业统计', 'carOperationList', 'carInfo', 'historyPositions'),
    report('monthlyList', '日报与月报', 'dailyList', 'monthlyList'),
  ]),
];
