/**
 * 垃圾处置 reports. Weighing figures (日报, 月报, 看板, 趋势) all add up the same 进场称重 rows, so
 * a board figure equals the total of the list behind it; the ledgers and maps are custom
 * handlers (apps/server/src/systems/ljcz/reports.ts). Call names the spec leaves open are ours
 * (docs/api.md, 垃圾处置).
 */
import type { Measure, ReportDefinition } from '../../model/reports';
import { LJCZ, SSGL, WXHSZT } from './shared';

const net: Measure = { key: 'netWeight', label: '净重', agg: 'sum', field: 'netWeight', unit: '吨', digits: 2 };
const trips: Measure = { key: 'trips', label: '车次', agg: 'count', unit: '车' };
const weigh = (key: string, title: string, call: string, o: Partial<ReportDefinition>): ReportDefinition => ({
  key, title, kind: 'aggregate', call, method: 'POST', source: 'stationWeigh', dateField: 'weighTime', measures: [net, trips], totals: true, ...o,
});
const custom = (key: string, title: string, call: string, columns: ReportDefinition['columns'], o: Partial<ReportDefinition> = {}): ReportDefinition => ({
  key, title, kind: 'custom', call, method: 'POST', handler: key, columns, ...o,
});

const day = { field: 'weighTime', bucket: 'day', as: 'date', label: '日期' } as const;
const stationColumns = [
  { key: 'stationCode', label: '场站编号' }, { key: 'stationName', label: '场站名称' }, { key: 'stationTypeLabel', label: '场站类型' },
  { key: 'statusLabel', label: '运行状态' }, { key: 'address', label: '地址' }, { key: 'designCapacity', label: '设计能力(吨/日)' },
];

export const ljczReports: readonly ReportDefinition[] = [
  // 场站日报 / 月报 / 年报 (ssgl stationInfo) and the station summary trend
  weigh('stationDayReport', '场站日报', `${SSGL}/stationInfo/dayReport`, {
    filters: ['stationId', 'garbageType'], groupBy: [{ field: 'stationId', label: '场站' }, { field: 'garbageType', label: '垃圾类型' }],
    orderBy: { key: 'netWeight', dir: 'desc' }, paged: true, export: `${SSGL}/stationInfo/exportDayReport`,
  }),
  {
    key: 'stationMonthReport', title: '场站月报', kind: 'aggregate', call: `${SSGL}/stationInfo/monthReport`, method: 'POST', source: 'stationWeigh',
    matrix: { row: 'stationId', rowLabel: '场站', column: 'weighTime', period: 'month', measure: net, everyRow: true }, export: `${SSGL}/stationInfo/exportMonthReport`,
  },
  {
    key: 'njgcqYearReport', title: '场站年报（按月）', kind: 'aggregate', call: `${SSGL}/stationInfo/njgcqYearReport`, method: 'POST', source: 'stationWeigh',
    matrix: { row: 'stationId', rowLabel: '场站', column: 'weighTime', period: 'year', measure: net, everyRow: true }, export: `${SSGL}/stationInfo/exportNjgcq`,
  },
  weigh('stationSummaryTrend', '场站汇总趋势', `${SSGL}/stationSummary/trend`, {
    filters: ['stationId', 'garbageType'], groupBy: [day], orderBy: { key: 'date', dir: 'asc' }, limit: 400, chart: { category: 'date', measures: ['netWeight'] },
  }),
  // 处置看板 (/cloud/ljcz/kanban): garbage by type, weighbridge (equipment), month of the year, day and subject (transport unit)
  weigh('garbageTypeStat', '垃圾类型统计', `${LJCZ}/kanban/getGarbageTypeStat`, { filters: ['stationId'], groupBy: [{ field: 'garbageType', label: '垃圾类型' }], orderBy: { key: 'netWeight', dir: 'desc' } }),
  weigh('equipmentStat', '地磅称重统计', `${LJCZ}/kanban/getEquipmentStat`, { filters: ['stationId'], groupBy: [{ field: 'poundId', label: '地磅' }], orderBy: { key: 'netWeight', dir: 'desc' } }),
  weigh('yearStat', '年度逐月统计', `${LJCZ}/kanban/getYearStat`, { filters: ['stationId'], groupBy: [{ field: 'weighTime', bucket: 'month', as: 'month', label: '月份' }], orderBy: { key: 'month', dir: 'asc' } }),
  weigh('dayStat', '逐日统计', `${LJCZ}/kanban/getDayStat`, { filters: ['stationId'], groupBy: [day], orderBy: { key: 'date', dir: 'asc' }, limit: 400 }),
  weigh('subjectStat', '运输单位统计', `${LJCZ}/kanban/getSubjectStat`, { filters: ['stationId'], groupBy: [{ field: 'companyId', label: '运输单位' }], orderBy: { key: 'netWeight', dir: 'desc' } }),
  custom('basicInfo', '基础信息', `${LJCZ}/basicInfo/getInfo`, [
    { key: 'stations', label: '场站数' }, { key: 'runningStations', label: '运行场站' }, { key: 'designCapacity', label: '设计处理能力(吨/日)' },
    { key: 'equipment', label: '设备数' }, { key: 'faultEquipment', label: '故障设备' }, { key: 'boundCars', label: '绑定车辆' },
    { key: 'pounds', label: '地磅数' }, { key: 'netWeight', label: '期间进场量(吨)' }, { key: 'trips', label: '期间车次' },
  ]),
  // 设施台账 and 场站信息 (/cloud/ljcz)
  custom('facilityLedger', '设施台账', `${LJCZ}/facilityLedger/pageList`, [
    ...stationColumns.slice(0, 3), { key: 'equipment', label: '设备数' }, { key: 'runningEquipment', label: '运行设备' }, { key: 'faultEquipment', label: '故障设备' },
    { key: 'repairs', label: '期间维修次数' }, { key: 'repairFee', label: '期间维修费用(元)' }, { key: 'water', label: '期间用水(吨)' }, { key: 'power', label: '期间用电(千瓦时)' },
  ], { paged: true, filters: ['stationId'], export: `${LJCZ}/facilityLedger/export` }),
  custom('stationBrief', '场站信息', `${LJCZ}/stationInfo/getList`, [
    ...stationColumns, { key: 'pounds', label: '地磅数' }, { key: 'boundCars', label: '绑定车辆' }, { key: 'cameras', label: '摄像头' },
    { key: 'netWeight', label: '期间进场量(吨)' }, { key: 'loadRate', label: '日均负荷率(%)' },
  ], { paged: true, filters: ['stationId'] }),
  // Maps: 处置地图 (ljcz mapInfo), GIS with cameras (ssgl gis), 处置厂 / 产废 maps (wxhszt transportBoard)
  custom('mapInfo', '场站分布', `${LJCZ}/mapInfo/getList`, [
    ...stationColumns.slice(0, 4), { key: 'boundCars', label: '绑定车辆' }, { key: 'netWeight', label: '期间进场量(吨)' }, { key: 'loadRate', label: '日均负荷率(%)' }, { key: 'mapStateLabel', label: '地图状态' },
  ], { paged: true, filters: ['stationId'] }),
  custom('gisList', 'GIS 场站', `${SSGL}/gis/pageList`, [
    ...stationColumns.slice(0, 4), { key: 'address', label: '地址' }, { key: 'cameras', label: '摄像头' }, { key: 'onlineCameras', label: '在线摄像头' }, { key: 'mapStateLabel', label: '地图状态' },
  ], { paged: true, filters: ['stationId'] }),
  custom('dealFactoryMapInfo', '处置厂分布', `${WXHSZT}/transportBoard/getDealFactoryMapInfo`, [
    ...stationColumns.slice(1, 4), { key: 'designCapacity', label: '设计能力(吨/日)' }, { key: 'netWeight', label: '期间进场量(吨)' }, { key: 'loadRate', label: '日均负荷率(%)' }, { key: 'mapStateLabel', label: '地图状态' },
  ], { paged: true, filters: ['stationId'] }),
  custom('productMapInfo', '产废点位分布', `${WXHSZT}/transportBoard/getProductMapInfo`, [
    { key: 'code', label: '设施编号' }, { key: 'name', label: '设施名称' }, { key: 'facilityTypeLabel', label: '设施类型' }, { key: 'address', label: '地址' },
    { key: 'companyName', label: '收运单位' }, { key: 'statusLabel', label: '状态' }, { key: 'mapStateLabel', label: '地图状态' },
  ], { paged: true }),
  // 转运看板 terminal board (/cloud/wxhszt/api/terminalBoard)
  {
    key: 'terminalEnergyConsumeInfo', title: '场站能耗', kind: 'aggregate', call: `${WXHSZT}/terminalBoard/terminalEnergyConsumeInfo`, method: 'POST', source: 'waterElectric',
    dateField: 'readDate', filters: ['stationId'], groupBy: [{ field: 'stationId', label: '场站' }],
    measures: [{ key: 'water', label: '用水量', agg: 'sum', field: 'water', unit: '吨', digits: 2 }, { key: 'power', label: '用电量', agg: 'sum', field: 'power', unit: '千瓦时', digits: 1 }],
    orderBy: { key: 'power', dir: 'desc' }, totals: true,
  },
  {
    key: 'sbDbData', title: '设备状态对比', kind: 'aggregate', call: `${WXHSZT}/terminalBoard/getSbDbData`, method: 'POST', source: 'equipment',
    filters: ['stationId'], groupBy: [{ field: 'status', label: '设备状态' }], measures: [{ key: 'count', label: '设备数', agg: 'count', unit: '台' }], totals: true,
  },
  { key: 'dataRange', title: '数据范围', kind: 'custom', call: `${LJCZ}/common/dataRange`, method: 'GET', handler: 'dataRange', columns: [] },
];
