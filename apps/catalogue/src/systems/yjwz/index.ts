/**
 * 应急保障 (yjwz): emergency teams, staff (from the shared staff) and cars (from the shared
 * fleet), storehouses of emergency supplies with their stock on the ledger (book yjwz.supplies),
 * positions read from the GPS tables, and the 应急看板. Calls: the es* family under
 * /envcloud/hw/jlzs/api/v1, all POST JSON.
 */
import type { MapLayer, PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { yjwzEnums } from './enums';
import { yjwzReports } from './reports';
import * as people from './resources-people';
import * as supplies from './resources-supplies';
import { BASE } from './shared';

const { group, list, report } = menu;

/** The map layers: people and cars where the GPS tables put them, storehouses where they stand. */
const layers = {
  staff: { report: 'esPosition', label: '应急人员', shape: 'point', geometry: 'location', state: 'mapState', stateEnum: 'esStaffMapState', labelKey: 'name' },
  cars: { report: 'esCarPosition', label: '应急车辆', shape: 'point', geometry: 'location', state: 'mapState', stateEnum: 'esCarMapState', labelKey: 'name' },
  storehouses: { resource: 'esStorehouse', label: '应急仓库', shape: 'point', geometry: 'location', state: 'status' },
  track: { report: 'esCarTrack', label: '行驶轨迹', shape: 'line', geometry: 'lon,lat', vertices: true },
} satisfies Record<string, MapLayer>;

const board: PageDefinition = {
  kind: 'dashboard', key: 'board', title: '应急看板', refreshSeconds: 300, periods: [30, 7, 90],
  widgets: [
    { kind: 'stat', title: '应急队伍', report: 'esBoardOverview', measure: 'teams', unit: '支', period: 'current' },
    { kind: 'stat', title: '应急人员', report: 'esBoardOverview', measure: 'staff', unit: '人', period: 'current' },
    { kind: 'stat', title: '出勤人员', report: 'esBoardOverview', measure: 'onDutyStaff', unit: '人', period: 'current' },
    { kind: 'stat', title: '应急车辆', report: 'esBoardOverview', measure: 'cars', unit: '辆', period: 'current' },
    { kind: 'stat', title: '在线车辆', report: 'esBoardOverview', measure: 'onlineCars', unit: '辆', period: 'current' },
    { kind: 'stat', title: '应急仓库', report: 'esBoardOverview', measure: 'storehouses', unit: '个', period: 'current' },
    { kind: 'stat', title: '库存预警', report: 'esBoardOverview', measure: 'warnings', unit: '项', period: 'current' },
    { kind: 'pie', title: '人员角色分布', report: 'esStaffByRole', measure: 'count', category: 'role', unit: '人', period: 'current', drill: { page: 'staff', filter: 'role' } },
    { kind: 'bar', title: '车辆状态', report: 'esCarByStatus', measure: 'count', category: 'carStatus', unit: '辆', period: 'current', drill: { page: 'car', filter: 'carStatus' } },
    { kind: 'trend', title: '物资出库趋势', report: 'esStockOutTrend', measure: 'count', category: 'date', unit: '单' },
    { kind: 'rank', title: '库存低于安全库存', report: 'esStockWarning', measure: 'shortage', category: 'name', period: 'current' },
    { kind: 'bar', title: '各仓库在库物资品种', report: 'esStorehouseKinds', measure: 'kinds', category: 'storehouseName', unit: '种', period: 'current' },
  ],
};

export default defineSystem({
  code: 'yjwz',
  name: '应急保障',
  enumCalls: [`${BASE}/esCommon/loadEnumValue`],
  menu: [
    group('应急资源', [list('team', '应急队伍', 'esTeam'), list('staff', '应急人员', 'esStaff'), list('car', '应急车辆', 'esCar')]),
    group('应急物资', [
      list('storehouse', '应急仓库', 'esStorehouse'),
      list('material', '物资目录', 'esMaterial'),
      list('stockIn', '物资入库', 'esStockIn'),
      list('stockOut', '物资出库', 'esStockOut'),
      report('stock', '物资库存', 'esStock', 'esStockFlow'),
    ]),
    group('应急监控', [
      { kind: 'layers', key: 'position', title: '人员位置', layers: [layers.staff] },
      { kind: 'layers', key: 'carPosition', title: '车辆位置', layers: [layers.cars] },
      // One emergency car's day: its path from the positions store, the points below.
      { kind: 'layers', key: 'carTrack', title: '车辆轨迹', day: true, pick: { resource: 'esCar', field: 'carId', records: true }, layers: [layers.track] },
      board,
      { kind: 'layers', key: 'map', title: '应急一张图', layers: [layers.staff, layers.cars, layers.storehouses] },
    ]),
  ],
  resources: [...Object.values(people), ...Object.values(supplies)],
  enums: yjwzEnums,
  reports: yjwzReports,
});
