/**
 * 垃圾分类 reports, all over its own lists (a board figure is the sum of the list behind it):
 * the data platform's month matrices, big-data breakdowns, resource-use (zszy) statistics,
 * the quality and score matrices, and the GIS and board statistics under /cloud/zszy/prd/api.
 */
import type { Measure, ReportDefinition } from '../../model/reports';
import { JLZS, LJFL, ZSZY } from './shared';

type Opts = Partial<ReportDefinition>;
const aggregate = (key: string, title: string, call: string, o: Opts): ReportDefinition => ({ key, title, call, kind: 'aggregate', method: 'POST', ...o });

const tons: Measure = { key: 'weight', label: '垃圾量', agg: 'sum', field: 'weight', unit: '吨', digits: 2 };
const netT: Measure = { key: 'netWeight', label: '进场净重', agg: 'sum', field: 'netWeight', unit: '吨', scale: 0.001, digits: 2 };
const qty = { source: 'garbageQuantity', dateField: 'statDate' } as const;

export const ljflReports: readonly ReportDefinition[] = [
  // The days the quantities cover: boards and matrices open on the latest data.
  { key: 'dataRange', title: '数据日期范围', kind: 'custom', call: `${JLZS}/common/dataRange`, method: 'GET', handler: 'dataRange', columns: [{ key: 'start', label: '开始日期' }, { key: 'end', label: '结束日期' }] },
  // 数据平台报表: days (or months) of the garbage quantities by type.
  aggregate('quantityDaily', '垃圾量日报', `${LJFL}/dataPlatform/dailyReport`, {
    source: 'garbageQuantity', filters: ['regionId'], export: `${LJFL}/dataPlatform/dailyReport/export`,
    matrix: { row: 'garbageType', rowLabel: '垃圾类型', column: 'statDate', period: 'month', measure: tons },
  }),
  aggregate('quantityMonthly', '垃圾量月报', `${LJFL}/dataPlatform/monthlyReport`, {
    source: 'garbageQuantity', filters: ['regionId'], export: `${LJFL}/dataPlatform/monthlyReport/export`,
    matrix: { row: 'garbageType', rowLabel: '垃圾类型', column: 'statDate', period: 'year', measure: tons },
  }),
  aggregate('quantityByRegion', '街道垃圾量', `${LJFL}/bigData/regionQuantity`, {
    ...qty, filters: ['garbageType'], groupBy: [{ field: 'regionId', label: '街道' }], measures: [tons], orderBy: { key: 'weight', dir: 'desc' }, totals: true,
    chart: { category: 'regionId', measures: ['weight'] }, export: `${LJFL}/bigData/regionQuantity/export`,
  }),
  aggregate('quantityByType', '分类垃圾量', `${LJFL}/bigData/typeQuantity`, {
    ...qty, filters: ['regionId'], groupBy: [{ field: 'garbageType', label: '垃圾类型' }], measures: [tons], orderBy: { key: 'weight', dir: 'desc' }, totals: true,
    chart: { category: 'garbageType', measures: ['weight'] },
  }),
  aggregate('quantityTrend', '垃圾量趋势', `${LJFL}/bigData/quantityTrend`, {
    ...qty, filters: ['regionId', 'garbageType'], groupBy: [{ field: 'statDate', bucket: 'day', as: 'date', label: '日期' }], measures: [tons], orderBy: { key: 'date', dir: 'asc' }, limit: 400,
  }),
  // 资源化利用 (zszy statistics): recyclables by month, plant intake by plant.
  aggregate('zszyRecyclable', '可回收物月度统计', `${JLZS}/zszyStatistics/recyclable`, {
    ...qty, where: [{ field: 'garbageType', op: 'eq', value: 'recyclable' }], filters: ['regionId'],
    groupBy: [{ field: 'statDate', bucket: 'month', as: 'month', label: '月份' }], measures: [tons], orderBy: { key: 'month', dir: 'asc' }, totals: true,
    chart: { category: 'month', measures: ['weight'] }, export: `${JLZS}/zszyStatistics/recyclable/export`,
  }),
  aggregate('zszyHandle', '处理设施进场量', `${JLZS}/zszyStatistics/handle`, {
    source: 'carWeighRecord', dateField: 'weighTime', filters: ['garbageType'],
    groupBy: [{ field: 'handleFacilityId', label: '处理设施' }], measures: [netT, { key: 'trips', label: '车次', agg: 'count', unit: '车' }], orderBy: { key: 'netWeight', dir: 'desc' }, totals: true,
    chart: { category: 'handleFacilityId', measures: ['netWeight'] }, export: `${JLZS}/zszyStatistics/handle/export`,
  }),
  aggregate('sourceReduceStat', '减量措施统计', `${JLZS}/sourceReduce/statistics`, {
    source: 'sourceReduce', dateField: 'statMonth', filters: ['regionId'],
    groupBy: [{ field: 'measure', label: '减量措施' }], measures: [{ key: 'reducedWeight', label: '减量', agg: 'sum', field: 'reducedWeight', unit: '吨', digits: 2 }], orderBy: { key: 'reducedWeight', dir: 'desc' }, totals: true,
    chart: { category: 'measure', measures: ['reducedWeight'] },
  }),
  // Month/index matrices: each street's months of a year.
  aggregate('qualityIndexMatrix', '分类质量指数月报', `${JLZS}/index/monthMatrix`, {
    source: 'qualityIndex', export: `${JLZS}/index/monthMatrix/export`,
    matrix: { row: 'regionId', rowLabel: '街道', column: 'statMonth', period: 'year', measure: { key: 'indexValue', label: '综合指数', agg: 'avg', field: 'indexValue', unit: '分', digits: 1 } },
  }),
  aggregate('lifeScoreMatrix', '生活垃圾评分月报', `${JLZS}/lifeScore/monthMatrix`, {
    source: 'lifeScore', export: `${JLZS}/lifeScore/monthMatrix/export`,
    matrix: { row: 'regionId', rowLabel: '街道', column: 'statMonth', period: 'year', measure: { key: 'totalScore', label: '总分', agg: 'avg', field: 'totalScore', unit: '分', digits: 1 } },
  }),
  // Board statistics (zszy board): totals of the lists above.
  aggregate('boardQuantity', '垃圾总量', `${ZSZY}/board/quantity`, { ...qty, measures: [tons] }),
  aggregate('boardQuality', '分类质量', `${ZSZY}/board/quality`, {
    source: 'qualityIndex', dateField: 'statMonth',
    measures: [{ key: 'accuracyRate', label: '平均投放准确率', agg: 'avg', field: 'accuracyRate', unit: '%', digits: 1 }, { key: 'indexValue', label: '平均综合指数', agg: 'avg', field: 'indexValue', unit: '分', digits: 1 }],
  }),
  aggregate('boardHandle', '处理设施进场', `${ZSZY}/board/handle`, { source: 'carWeighRecord', dateField: 'weighTime', measures: [netT, { key: 'trips', label: '车次', agg: 'count', unit: '车' }] }),
  // GIS statistics: what the map shows, counted.
  aggregate('gisCollectFacility', '收集设施分布', `${ZSZY}/gis/collectFacility`, {
    source: 'collectFacility', groupBy: [{ field: 'facilityType', label: '设施类型' }], measures: [{ key: 'facilities', label: '设施数', agg: 'count', unit: '座' }, { key: 'bins', label: '分类桶数', agg: 'sum', field: 'binCount', unit: '个' }], orderBy: { key: 'facilities', dir: 'desc' },
  }),
  aggregate('gisHandleFacility', '处理设施能力', `${ZSZY}/gis/handleFacility`, {
    source: 'handleFacility', groupBy: [{ field: 'handleType', label: '处理方式' }], measures: [{ key: 'plants', label: '设施数', agg: 'count', unit: '座' }, { key: 'capacity', label: '设计处理能力', agg: 'sum', field: 'designCapacity', unit: '吨/日', digits: 1 }], orderBy: { key: 'capacity', dir: 'desc' },
  }),
];
