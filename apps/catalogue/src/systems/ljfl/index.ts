/**
 * 垃圾分类 (ljfl): master data (shared units, vehicles and facilities, its treatment plants),
 * sorting quality by street and village, garbage quantities with the data platform's matrices,
 * plant weighings, GIS and the board.
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { ljflEnums } from './enums';
import { ljflReports } from './reports';
import * as base from './resources-base';
import * as data from './resources-data';
import * as quality from './resources-quality';
import { JLZS, LJFL } from './shared';

const { group, list, report } = menu;

const widgets: PageDefinition & { kind: 'kanban' } = {
  kind: 'kanban', key: 'board', title: '分类看板', periods: [30, 7, 90], refreshSeconds: 300,
  widgets: [
    { kind: 'stat', title: '垃圾总量', report: 'boardQuantity', measure: 'weight', unit: '吨', period: 'range' },
    { kind: 'stat', title: '平均投放准确率', report: 'boardQuality', measure: 'accuracyRate', unit: '%', period: 'range' },
    { kind: 'stat', title: '处理设施进场量', report: 'boardHandle', measure: 'netWeight', unit: '吨', period: 'range' },
    { kind: 'stat', title: '进场车次', report: 'boardHandle', measure: 'trips', unit: '车', period: 'range' },
    { kind: 'trend', title: '垃圾量趋势', report: 'quantityTrend', measure: 'weight', category: 'date', unit: '吨' },
    { kind: 'pie', title: '分类垃圾量占比', report: 'quantityByType', measure: 'weight', category: 'garbageType', unit: '吨', drill: { page: 'garbageQuantity', filter: 'garbageType', dateFilter: 'statDate' } },
    { kind: 'bar', title: '街道垃圾量', report: 'quantityByRegion', measure: 'weight', category: 'regionId', unit: '吨', drill: { page: 'garbageQuantity', filter: 'regionId', dateFilter: 'statDate' } },
    { kind: 'rank', title: '处理设施进场量排名', report: 'zszyHandle', measure: 'netWeight', category: 'handleFacilityId', unit: '吨' },
    { kind: 'pie', title: '收集设施类型', report: 'gisCollectFacility', measure: 'facilities', category: 'facilityType', unit: '座', period: 'current' },
  ],
};

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台',
  widgets: [
    { kind: 'stat', title: '垃圾总量', report: 'boardQuantity', measure: 'weight', unit: '吨', period: 'range' },
    { kind: 'stat', title: '平均综合指数', report: 'boardQuality', measure: 'indexValue', unit: '分', period: 'range' },
    { kind: 'stat', title: '处理设施进场量', report: 'boardHandle', measure: 'netWeight', unit: '吨', period: 'range' },
    { kind: 'trend', title: '垃圾量趋势', report: 'quantityTrend', measure: 'weight', category: 'date', unit: '吨' },
    { kind: 'pie', title: '分类垃圾量占比', report: 'quantityByType', measure: 'weight', category: 'garbageType', unit: '吨' },
  ],
};

// Collection points and plants by state, the units' areas (switched off at first) under them.
const gis: PageDefinition = {
  kind: 'layers', key: 'gisStat', title: 'GIS 统计',
  layers: [
    { resource: 'collectFacility', shape: 'point', geometry: 'location', state: 'status' },
    { resource: 'handleFacility', shape: 'point', geometry: 'location', state: 'status' },
    { resource: 'deptArea', shape: 'polygon', geometry: 'boundary', hidden: true },
  ],
};

export default defineSystem({
  code: 'ljfl',
  name: '垃圾分类',
  welcome,
  enumCalls: [`${LJFL}/common/loadEnumValue`, `${JLZS}/common/loadEnumValue`],
  menu: [
    group('基础数据', [
      list('unit', '分类单位', 'unit'),
      list('car', '分类车辆', 'car'),
      list('collectFacility', '收集设施', 'collectFacility'),
      list('handleFacility', '处理设施', 'handleFacility'),
      list('garbage', '垃圾品类', 'garbage'),
      list('deptArea', '部门区域', 'deptArea'),
      list('major', '重点单位', 'major'),
    ]),
    group('分类质量', [
      list('qualityIndex', '分类质量指数', 'qualityIndex'),
      report('qualityMatrix', '质量指数月报', 'qualityIndexMatrix'),
      list('village', '村庄分类', 'village'),
      list('mlxc', '美丽乡村', 'mlxc'),
      list('lifeScore', '生活垃圾评分', 'lifeScore'),
      report('lifeScoreMatrix', '评分月报', 'lifeScoreMatrix'),
      list('sourceReduction', '源头减量', 'sourceReduce'),
      list('integration', '积分管理', 'integration'),
    ]),
    group('数据统计', [
      list('garbageQuantity', '垃圾量统计', 'garbageQuantity'),
      report('dataPlatform', '数据平台报表', 'quantityDaily', 'quantityMonthly'),
      list('carWeighRecord', '车辆称重记录', 'carWeighRecord'),
      list('facilityManage', '设施管理', 'facilityManage'),
      report('bigData', '大数据分析', 'quantityByRegion', 'quantityByType', 'sourceReduceStat'),
      report('zszyStat', '资源化利用统计', 'zszyRecyclable', 'zszyHandle'),
      gis,
      report('gisReport', 'GIS 设施统计', 'gisCollectFacility', 'gisHandleFacility'),
      widgets,
    ]),
    group('系统配置', [
      list('metaData', '元数据', 'metaData'),
      list('datasource', '数据源', 'datasource'),
      { kind: 'settings', key: 'config', title: '分类配置', resource: 'config' },
    ]),
  ],
  resources: [...Object.values(base), ...Object.values(quality), ...Object.values(data)],
  enums: ljflEnums,
  reports: ljflReports,
});
