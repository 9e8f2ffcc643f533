/** 收运一张图's menu and 工作台: each group's pages in menu order. */
import type { MapLayer, PageDefinition } from '../../model/pages';
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

// The one map's layers: dept areas (polygons by grade), facilities (collected on the day or not),
// cars' routes (lines by work state) and vehicles' last positions (moving, parked, offline).
const areas: MapLayer = { resource: 'deptArea', label: '部门区域', shape: 'polygon', geometry: 'boundary', state: 'grade' };
const facilities: MapLayer = { report: 'facilityList', label: '收运设施', shape: 'point', geometry: 'location', state: 'dayState', stateEnum: 'facilityDayState', labelKey: 'name' };
const routes: MapLayer = { report: 'carRouteList', label: '车辆线路', shape: 'line', geometry: 'line', state: 'state', stateEnum: 'routeWorkState', labelKey: 'hover' };
const vehicles: MapLayer = { report: 'gpsLastPositions', label: '车辆位置', shape: 'point', geometry: 'location', state: 'state', stateEnum: 'carLiveState', labelKey: 'hover' };

export const ljsyMenu: readonly MenuGroupDefinition[] = [
  group('一张图', [
    { kind: 'layers', key: 'map', title: '收运一张图', day: true, layers: [areas, facilities, routes, vehicles], tabs: ['carInfo', 'dailyGarbageNum'] },
    { kind: 'layers', key: 'carRoute', title: '车辆线路', day: true, layers: [routes, { ...facilities, hidden: true }], tabs: ['routePoints'] },
    { kind: 'replay', key: 'historyPosition', title: '历史轨迹' },
    { kind: 'layers', key: 'gpsLast', title: '车辆实时位置', layers: [vehicles, { ...areas, hidden: true }] },
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
