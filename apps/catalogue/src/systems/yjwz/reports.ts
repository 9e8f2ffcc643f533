/**
 * 应急保障 reports (handlers in apps/server/src/systems/yjwz/): positions of the emergency staff
 * and cars read from the GPS tables, the supplies stock and its movements from the stock ledger
 * (book yjwz.supplies), and the figures of the 应急看板.
 */
import type { ReportDefinition } from '../../model/reports';
import { BASE } from './shared';

type Opts = Partial<ReportDefinition>;
const custom = (key: string, title: string, call: string, handler: string, o: Opts = {}): ReportDefinition => ({ key, title, call: `${BASE}/${call}`, kind: 'custom', method: 'POST', handler, ...o });

export const yjwzReports: readonly ReportDefinition[] = [
  custom('esPosition', '人员位置', 'esPosition/pageList', 'esPosition', {
    source: 'esStaff', filters: ['teamId', 'role', 'dutyStatus'], paged: true, export: `${BASE}/esPosition/export`,
    columns: [
      { key: 'name', label: '姓名' }, { key: 'teamName', label: '应急队伍' }, { key: 'roleLabel', label: '应急角色' }, { key: 'dutyStatusLabel', label: '值守状态' },
      { key: 'phone', label: '应急联系电话' }, { key: 'sourceLabel', label: '定位方式' }, { key: 'carNo', label: '随车车辆' }, { key: 'placeName', label: '驻守仓库' },
      { key: 'time', label: '定位时间' }, { key: 'location', label: '经纬度' }, { key: 'mapStateLabel', label: '地图状态' },
    ],
  }),
  custom('esCarPosition', '车辆位置', 'esCarPosition/pageList', 'esCarPosition', {
    source: 'esCar', filters: ['teamId', 'usage', 'carStatus'], paged: true, export: `${BASE}/esCarPosition/export`,
    columns: [
      { key: 'name', label: '车牌号' }, { key: 'teamName', label: '应急队伍' }, { key: 'usageLabel', label: '应急用途' }, { key: 'carStatusLabel', label: '车辆状态' },
      { key: 'driverName', label: '责任驾驶员' }, { key: 'time', label: '最后定位' }, { key: 'speed', label: '速度(km/h)' }, { key: 'onlineLabel', label: '在线' },
      { key: 'location', label: '经纬度' }, { key: 'distanceKm', label: '距停放点(km)' }, { key: 'mapStateLabel', label: '地图状态' },
    ],
  }),
  custom('esCarTrack', '车辆轨迹', 'esCarPosition/track', 'esCarTrack', {
    columns: [{ key: 'time', label: '时间' }, { key: 'lon', label: '经度' }, { key: 'lat', label: '纬度' }, { key: 'speed', label: '速度(km/h)' }, { key: 'mileage', label: '里程(km)' }],
  }),
  custom('esStock', '物资库存', 'esStorehouse/stockList', 'esStock', {
    source: 'esStockIn', filters: ['storehouseId'], paged: true, export: `${BASE}/esStorehouse/stockExport`,
    columns: [
      { key: 'storehouseName', label: '应急仓库' }, { key: 'materialCode', label: '物资编号' }, { key: 'materialName', label: '物资名称' }, { key: 'categoryLabel', label: '物资类别' },
      { key: 'specification', label: '规格型号' }, { key: 'unitLabel', label: '单位' }, { key: 'inQuantity', label: '累计入库' }, { key: 'outQuantity', label: '累计出库' },
      { key: 'quantity', label: '库存数量' }, { key: 'safetyStock', label: '安全库存' }, { key: 'warningLabel', label: '库存状态' },
    ],
  }),
  custom('esStockFlow', '出入库流水', 'esStorehouse/stockFlow', 'esStockFlow', {
    source: 'esStockIn', filters: ['storehouseId'], paged: true, export: `${BASE}/esStorehouse/flowExport`,
    columns: [
      { key: 'bizDate', label: '业务日期' }, { key: 'kindLabel', label: '变动类型' }, { key: 'docCode', label: '单号' }, { key: 'storehouseName', label: '应急仓库' },
      { key: 'materialName', label: '物资名称' }, { key: 'unitLabel', label: '单位' }, { key: 'quantity', label: '变动数量' }, { key: 'balance', label: '结存数量' },
    ],
  }),
  custom('esBoardOverview', '应急保障概况', 'esBoard/overview', 'esBoardOverview', {
    columns: [
      { key: 'teams', label: '应急队伍' }, { key: 'staff', label: '应急人员' }, { key: 'onDutyStaff', label: '出勤人员' }, { key: 'cars', label: '应急车辆' },
      { key: 'onlineCars', label: '在线车辆' }, { key: 'storehouses', label: '应急仓库' }, { key: 'materials', label: '在库物资品种' }, { key: 'warnings', label: '库存预警' },
    ],
  }),
  {
    key: 'esStaffByRole', title: '人员角色分布', call: `${BASE}/esBoard/staffByRole`, kind: 'aggregate', method: 'POST', source: 'esStaff',
    groupBy: [{ field: 'role', label: '应急角色' }], measures: [{ key: 'count', label: '人数', agg: 'count', unit: '人' }], orderBy: { key: 'count', dir: 'desc' },
  },
  {
    key: 'esCarByStatus', title: '车辆状态', call: `${BASE}/esBoard/carByStatus`, kind: 'aggregate', method: 'POST', source: 'esCar',
    groupBy: [{ field: 'carStatus', label: '车辆状态' }], measures: [{ key: 'count', label: '车辆数', agg: 'count', unit: '辆' }], orderBy: { key: 'count', dir: 'desc' },
  },
  {
    key: 'esStockOutTrend', title: '物资出库趋势', call: `${BASE}/esBoard/stockOutTrend`, kind: 'aggregate', method: 'POST', source: 'esStockOut', dateField: 'outDate',
    where: [{ field: 'state', op: 'eq', value: 'submitted' }],
    groupBy: [{ field: 'outDate', bucket: 'day', as: 'date', label: '日期' }], measures: [{ key: 'count', label: '出库单数', agg: 'count', unit: '单' }],
    orderBy: { key: 'date', dir: 'asc' }, limit: 400,
  },
  custom('esStockWarning', '库存预警', 'esBoard/stockWarning', 'esStockWarning', {
    columns: [{ key: 'name', label: '仓库 · 物资' }, { key: 'quantity', label: '库存数量' }, { key: 'safetyStock', label: '安全库存' }, { key: 'shortage', label: '缺口' }],
  }),
  custom('esStorehouseKinds', '各仓库在库物资品种', 'esBoard/storehouseKinds', 'esStorehouseKinds', {
    columns: [{ key: 'storehouseName', label: '应急仓库' }, { key: 'kinds', label: '物资品种' }],
  }),
  custom('dataRange', '数据日期范围', 'esBoard/dataRange', 'dataRange'),
];
