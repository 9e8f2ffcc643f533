/**
 * 资产管理 reports: the asset analysis (chart by type, data view by department and status, its
 * export) straight from the archive's rows; the operation history from the audit trail; the
 * depreciation figures (as of the range's end) and schedule computed from each card (apps/server/src/systems/zcgl).
 */
import type { ReportDefinition } from '../../model/reports';
import { BASE, GAOJIE } from './shared';

const assetMeasures = [
  { key: 'assets', label: '资产数量', agg: 'count', unit: '件' },
  { key: 'value', label: '原值合计', agg: 'sum', field: 'originalValue', unit: '元', digits: 2 },
] as const;
// No date range: the analysis counts the whole archive as it stands (its figures equal the list's).
const assetFilters = { source: 'assetArchive', filters: ['assetTypeId', 'deptId', 'status'] } as const;
const cardFilters = { source: 'facilityDepreciation', filters: ['facilityId'] } as const;

export const zcglReports: readonly ReportDefinition[] = [
  // The dates the history and depreciation pages open on: up to today (the engine's useDataRange).
  { key: 'dataRange', title: '数据日期范围', kind: 'custom', handler: 'dataRange', call: `${BASE}/common/dataRange`, method: 'POST' },
  {
    key: 'assetAnalyzeChart', title: '资产分类统计', kind: 'aggregate', call: `${BASE}/assetAnalyze/chart`, method: 'POST', ...assetFilters,
    groupBy: [{ field: 'assetTypeId', label: '资产类型' }], measures: assetMeasures, orderBy: { key: 'assets', dir: 'desc' }, totals: true,
    chart: { category: 'assetTypeId', measures: ['assets'] },
  },
  {
    key: 'assetAnalyzeDataView', title: '部门资产数据', kind: 'aggregate', call: `${BASE}/assetAnalyze/dataView`, method: 'POST', ...assetFilters,
    groupBy: [{ field: 'deptId', label: '使用部门' }, { field: 'status', label: '资产状态' }], measures: assetMeasures,
    orderBy: { key: 'value', dir: 'desc' }, totals: true, export: `${BASE}/assetAnalyze/exportDataView`,
  },
  {
    key: 'operationHistory', title: '操作历史', kind: 'custom', handler: 'operationHistory', call: `${BASE}/operationHistory/page`, method: 'POST',
    source: 'assetArchive', filters: ['assetTypeId', 'deptId'], paged: true,
    columns: [
      { key: 'at', label: '操作时间' }, { key: 'userName', label: '操作人' }, { key: 'actionLabel', label: '操作' },
      { key: 'assetCode', label: '资产编号' }, { key: 'assetName', label: '资产名称' }, { key: 'detail', label: '变更内容' },
    ],
  },
  {
    key: 'depreciationSummary', title: '折旧汇总', kind: 'custom', handler: 'depreciationSummary', call: `${GAOJIE}/facilityDepreciation/summary`, method: 'POST',
    ...cardFilters, paged: true, export: `${GAOJIE}/facilityDepreciation/summaryExport`,
    columns: [
      { key: 'cardNo', label: '卡片编号' }, { key: 'facilityName', label: '设施' }, { key: 'originalValue', label: '原值(元)' }, { key: 'residualValue', label: '预计残值(元)' },
      { key: 'usefulYears', label: '折旧年限(年)' }, { key: 'monthly', label: '月折旧额(元)' }, { key: 'months', label: '已计提(月)' },
      { key: 'accumulated', label: '累计折旧(元)' }, { key: 'netValue', label: '账面净值(元)' },
    ],
  },
  {
    key: 'depreciationSchedule', title: '折旧计划', kind: 'custom', handler: 'depreciationSchedule', call: `${GAOJIE}/facilityDepreciation/schedule`, method: 'POST',
    ...cardFilters, paged: true,
    columns: [
      { key: 'cardNo', label: '卡片编号' }, { key: 'facilityName', label: '设施' }, { key: 'year', label: '折旧年度' }, { key: 'months', label: '计提月数' },
      { key: 'opening', label: '期初净值(元)' }, { key: 'depreciation', label: '本年折旧(元)' }, { key: 'accumulated', label: '累计折旧(元)' }, { key: 'closing', label: '期末净值(元)' },
    ],
  },
];
