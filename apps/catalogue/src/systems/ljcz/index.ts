/**
 * 垃圾处置 (ljcz): stations and plants of the disposal chain (/cloud/ssgl), their equipment and
 * upkeep, the weighings at the gate with day, month and year reports, the disposal kanban and
 * maps (/cloud/ljcz) and the transport boards (/cloud/wxhszt/api).
 */
import type { MapLayer, PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { ljczEnums } from './enums';
import { ljczReports } from './reports';
import * as equipment from './resources-equipment';
import * as station from './resources-station';

const { group, list, report } = menu;

const kanban: PageDefinition = {
  kind: 'kanban', key: 'kanban', title: '处置看板', periods: [30, 7, 365], refreshSeconds: 300,
  widgets: [
    { kind: 'stat', title: '场站数', report: 'basicInfo', measure: 'stations', unit: '座', period: 'current' },
    { kind: 'stat', title: '设计处理能力', report: 'basicInfo', measure: 'designCapacity', unit: '吨/日', period: 'current' },
    { kind: 'stat', title: '进场量', report: 'basicInfo', measure: 'netWeight', unit: '吨', period: 'range' },
    { kind: 'stat', title: '进场车次', report: 'basicInfo', measure: 'trips', unit: '车', period: 'range' },
    { kind: 'trend', title: '每日进场量', report: 'dayStat', measure: 'netWeight', category: 'date', unit: '吨' },
    { kind: 'pie', title: '垃圾类型占比', report: 'garbageTypeStat', measure: 'netWeight', category: 'garbageType', unit: '吨', drill: { page: 'stationWeigh', filter: 'garbageType', dateFilter: 'weighTime' } },
    { kind: 'bar', title: '逐月进场量', report: 'yearStat', measure: 'netWeight', category: 'month', unit: '吨' },
    { kind: 'rank', title: '地磅称重排行', report: 'equipmentStat', measure: 'netWeight', category: 'poundId', unit: '吨', drill: { page: 'stationWeigh', filter: 'poundId', dateFilter: 'weighTime' } },
    { kind: 'rank', title: '运输单位排行', report: 'subjectStat', measure: 'netWeight', category: 'companyId', unit: '吨', drill: { page: 'stationWeigh', filter: 'companyId', dateFilter: 'weighTime' } },
  ],
};

const transportBoard: PageDefinition = {
  kind: 'kanban', key: 'transportBoard', title: '转运看板', periods: [30, 7, 90], refreshSeconds: 300,
  widgets: [
    { kind: 'stat', title: '设备数', report: 'basicInfo', measure: 'equipment', unit: '台', period: 'current' },
    { kind: 'stat', title: '故障设备', report: 'basicInfo', measure: 'faultEquipment', unit: '台', period: 'current' },
    { kind: 'stat', title: '绑定车辆', report: 'basicInfo', measure: 'boundCars', unit: '辆', period: 'current' },
    { kind: 'bar', title: '场站用电量', report: 'terminalEnergyConsumeInfo', measure: 'power', category: 'stationId', unit: '千瓦时', drill: { page: 'waterElectric', filter: 'stationId', dateFilter: 'readDate' } },
    { kind: 'bar', title: '场站用水量', report: 'terminalEnergyConsumeInfo', measure: 'water', category: 'stationId', unit: '吨', drill: { page: 'waterElectric', filter: 'stationId', dateFilter: 'readDate' } },
    { kind: 'pie', title: '设备状态', report: 'sbDbData', measure: 'count', category: 'status', unit: '台', period: 'current', drill: { page: 'equipment', filter: 'status' } },
  ],
};

/** A map of one report's rows at their location, coloured by their mapState (the enum names what alarm and offline mean here). */
const map = (key: string, title: string, report: string, more: Partial<MapLayer> = {}): PageDefinition => ({
  kind: 'layers', key, title, layers: [{ report, shape: 'point', geometry: 'location', state: 'mapState', stateEnum: 'ljczStationMapState', labelKey: 'name', ...more }],
});
// 视频监管's camera call opens a station's cameras (the same cameras as its video tree).
const SPJG_LIVE = '/cloud/spjg/video/liveUrl.jhtml';

export default defineSystem({
  code: 'ljcz',
  name: '垃圾处置',
  menu: [
    group('处置设施', [
      list('stationInfo', '场站信息', 'stationInfo'),
      list('stationPound', '场站地磅绑定', 'stationPound'),
      list('garbageCar', '垃圾车辆绑定', 'garbageCar'),
      list('vehicleSite', '车辆场站', 'vehicleSite'),
      list('region', '区域', 'region'),
    ]),
    group('设施设备', [
      list('equipment', '设施设备管理', 'equipment'),
      list('equipmentSub', '设备子项', 'equipmentSub'),
      list('popularEquipment', '常用设备', 'popularEquipment', 'popularGroup'),
      report('facilityLedger', '设施台账', 'facilityLedger', 'stationBrief', 'basicInfo'),
    ]),
    group('运维管理', [
      list('maintenanceRecord', '维修记录', 'maintenanceRecord'),
      list('maintenanceFeeType', '维修费用类型', 'maintenanceFeeType'),
      list('accessories', '配件', 'accessory', 'accessoryType'),
      list('waterElectric', '水电统计', 'waterElectric'),
    ]),
    group('称重报表', [
      list('stationWeigh', '进场称重', 'stationWeigh'),
      report('stationDaily', '场站日报', 'stationDayReport'),
      report('stationMonthly', '场站月报', 'stationMonthReport', 'njgcqYearReport'),
      report('stationTrend', '场站汇总趋势', 'stationSummaryTrend'),
    ]),
    group('看板地图', [
      kanban,
      transportBoard,
      map('gis', '处置地图', 'mapInfo'),
      map('gisVideoMap', 'GIS 视频', 'gisList', { video: { live: SPJG_LIVE, cameras: 'cameraList' } }),
      list('gisVideo', '视频绑定', 'gisVideo'),
      map('dealFactoryMap', '处置厂地图', 'dealFactoryMapInfo'),
      map('productMap', '产废地图', 'productMapInfo', { stateEnum: 'ljczProductMapState' }),
    ]),
  ],
  resources: [...Object.values(station), ...Object.values(equipment)],
  enums: ljczEnums,
  reports: ljczReports,
});
