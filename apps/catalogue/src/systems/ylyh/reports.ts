/**
 * 园林养护 reports over the stock ledger (book ylyh.nursery; handlers in
 * apps/server/src/systems/ylyh/reports.ts): the 苗木台账 (stock per area and sub-type), the
 * 苗木历史 (movements with a running balance), sub-types of one area, and the 工作台's figures.
 */
import type { ReportDefinition } from '../../model/reports';
import { BASE } from './shared';

type Opts = Partial<ReportDefinition>;
const custom = (key: string, title: string, call: string, handler: string, o: Opts = {}): ReportDefinition => ({ key, title, call: `${BASE}/${call}`, kind: 'custom', method: 'POST', handler, ...o });

// Filters of the stock reports: an area and a type (fields of 树木, which has both).
const stockFilters = { source: 'tree', filters: ['groupAreaId', 'typeId'] } as const;
const historyColumns = [
  { key: 'bizDate', label: '业务日期' }, { key: 'kindLabel', label: '变动类型' }, { key: 'docCode', label: '单号' }, { key: 'groupAreaName', label: '养护片区' },
  { key: 'typeName', label: '苗木类型' }, { key: 'subtypeName', label: '苗木子类' }, { key: 'unitLabel', label: '单位' }, { key: 'quantity', label: '变动数量' }, { key: 'balance', label: '结存数量' },
];

export const ylyhReports: readonly ReportDefinition[] = [
  custom('nurseryRecord', '苗木台账', 'nurseryRecord/pageList', 'nurseryRecord', {
    ...stockFilters, paged: true, export: `${BASE}/nurseryRecord/export`,
    columns: [
      { key: 'groupAreaName', label: '养护片区' }, { key: 'typeName', label: '苗木类型' }, { key: 'subtypeName', label: '苗木子类' }, { key: 'specification', label: '规格' },
      { key: 'unitLabel', label: '单位' }, { key: 'opening', label: '期初数量' }, { key: 'increased', label: '本期增加' }, { key: 'removed', label: '本期减少' }, { key: 'quantity', label: '结存数量' },
    ],
  }),
  custom('nurseryStockHistory', '苗木历史', 'nurserystockhistory/pageList', 'nurseryHistory', { ...stockFilters, paged: true, export: `${BASE}/nurserystockhistory/export`, columns: historyColumns }),
  custom('nurseryStockHistoryAll', '苗木历史（不分页）', 'nurserystockhistory/getList', 'nurseryHistoryAll', { ...stockFilters, columns: historyColumns }),
  custom('subtypesOfArea', '片区苗木子类', 'nurserystocksubtype/getListByGroupAreaId', 'subtypesOfArea', {
    method: 'GET',
    columns: [{ key: 'code', label: '子类编号' }, { key: 'name', label: '子类名称' }, { key: 'typeName', label: '苗木类型' }, { key: 'unitLabel', label: '单位' }, { key: 'quantity', label: '片区存量' }],
  }),
  custom('dataRange', '数据日期范围', 'nurserystockhistory/dataRange', 'dataRange'),
  custom('ylyhOverview', '园林养护概况', 'nurseryRecord/overview', 'overview', {
    columns: [{ key: 'areas', label: '养护片区' }, { key: 'trees', label: '登记树木' }, { key: 'stock', label: '苗木存量' }, { key: 'curings', label: '近 30 天养护' }],
  }),
  {
    key: 'curingTrend', title: '养护次数趋势', call: `${BASE}/treecuringhistory/trend`, kind: 'aggregate', method: 'POST', source: 'treeCuringHistory', dateField: 'curingDate',
    groupBy: [{ field: 'curingDate', bucket: 'day', as: 'date', label: '日期' }], measures: [{ key: 'count', label: '养护次数', agg: 'count', unit: '次' }],
    orderBy: { key: 'date', dir: 'asc' }, limit: 400,
  },
  {
    key: 'treeByHealth', title: '树木长势分布', call: `${BASE}/tree/healthShare`, kind: 'aggregate', method: 'POST', source: 'tree',
    groupBy: [{ field: 'health', label: '长势' }], measures: [{ key: 'count', label: '树木数', agg: 'count', unit: '株' }], orderBy: { key: 'count', dir: 'desc' },
  },
];
