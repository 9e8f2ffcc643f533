/**
 * 分类准确率's figures, computed from the sorting records allocated to estates (handlers in
 * apps/server/src/systems/bkdz/accuracy.ts): accuracy = 正确投放次数 / 投放次数 by estate, street
 * and district, the estates per level (参数配置's lines), the daily trend and the summary. Every
 * summary total is the sum of the list behind it.
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';
import { BASE } from './shared';

type Opts = Partial<ReportDefinition>;
const custom = (key: string, title: string, call: string, handler: string, o: Opts = {}): ReportDefinition => ({ key, title, call: `${BASE}/${call}`, kind: 'custom', method: 'GET', handler, ...o });

// Reports filter by a region of this system's tree (a district takes its streets' estates).
const byRegion = { source: 'housingEstate', filters: ['regionId'] } as const;
const figures: ReportColumn[] = [
  { key: 'totalCount', label: '投放次数(次)' }, { key: 'correctCount', label: '正确投放次数(次)' }, { key: 'accuracy', label: '准确率(%)' },
];
const listOf = (place: ReportColumn[]): ReportColumn[] => [...place, { key: 'estateCount', label: '小区数(个)' }, ...figures, { key: 'levelLabel', label: '等级' }];

export const bkdzReports: readonly ReportDefinition[] = [
  custom('calculateSummary', '准确率汇总', 'accuracyRate/calculateSummary', 'calculateSummary', {
    ...byRegion,
    columns: [
      { key: 'period', label: '统计期间' }, { key: 'estateCount', label: '参评小区(个)' }, ...figures, { key: 'levelLabel', label: '等级' },
      { key: 'excellent', label: '优秀(个)' }, { key: 'good', label: '良好(个)' }, { key: 'pass', label: '合格(个)' }, { key: 'fail', label: '不合格(个)' },
      { key: 'insufficient', label: '样本不足(个)' }, { key: 'reached', label: '达标小区(个)' }, { key: 'targetRate', label: '达标准确率(%)' },
    ],
  }),
  custom('accuracyList', '小区准确率', 'accuracyRate/getList', 'estateList', {
    ...byRegion, paged: true, export: `${BASE}/accuracyRate/export`,
    columns: [
      { key: 'estateName', label: '小区' }, { key: 'streetName', label: '街道' }, { key: 'districtName', label: '区县' }, { key: 'facilityCount', label: '投放设施(个)' },
      { key: 'recordCount', label: '检查次数(次)' }, ...figures, { key: 'levelLabel', label: '等级' },
    ],
  }),
  custom('streetAccuracy', '街道准确率', 'accuracyRate/getStreetList', 'streetList', { ...byRegion, columns: listOf([{ key: 'streetName', label: '街道' }, { key: 'districtName', label: '区县' }]) }),
  custom('districtAccuracy', '区县准确率', 'accuracyRate/getDistrictList', 'districtList', { ...byRegion, columns: listOf([{ key: 'districtName', label: '区县' }]) }),
  custom('levelList', '等级分布', 'accuracyRate/getLevelList', 'levelList', {
    ...byRegion,
    columns: [{ key: 'levelLabel', label: '等级' }, { key: 'range', label: '准确率区间' }, { key: 'estateCount', label: '小区数(个)' }, { key: 'share', label: '占比(%)' }, ...figures, { key: 'estates', label: '小区' }],
    measures: [{ key: 'estateCount', label: '小区数', agg: 'sum', unit: '个' }],
    chart: { category: 'level', measures: ['estateCount'] },
  }),
  custom('trendList', '准确率趋势', 'accuracyRate/getTrendList', 'trendList', {
    ...byRegion,
    columns: [{ key: 'date', label: '日期' }, { key: 'estateCount', label: '参评小区(个)' }, ...figures],
    measures: [{ key: 'accuracy', label: '准确率', agg: 'avg', unit: '%', digits: 1 }],
    chart: { category: 'date', measures: ['accuracy'] },
  }),
  custom('summary', '分类准确率概况', 'summary/getSummary', 'summary', {
    columns: [
      { key: 'estates', label: '小区(个)' }, { key: 'boundFacilities', label: '已绑定设施(个)' }, { key: 'unboundFacilities', label: '未绑定设施(个)' },
      { key: 'pendingRecords', label: '待分配记录(条)' }, { key: 'accuracy', label: '准确率(%)' },
    ],
  }),
  custom('bandingHousingEstateList', '小区绑定情况', 'facility/bandingHousingEstateList', 'bandingList', {
    ...byRegion, paged: true,
    columns: [
      { key: 'code', label: '小区编号' }, { key: 'name', label: '小区名称' }, { key: 'streetName', label: '所属街道' }, { key: 'households', label: '户数(户)' },
      { key: 'facilityCount', label: '绑定设施(个)' }, { key: 'facilities', label: '设施' },
    ],
  }),
];
