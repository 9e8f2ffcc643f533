/**
 * 仓库管理 reports: stock sums and details from the stock ledger (custom handlers in
 * apps/server/src/systems/kcgl/reports.ts), warnings, and the 工作台's trends.
 */
import type { ReportDefinition } from '../../model/reports';
import { BASE } from './shared';

type Opts = Partial<ReportDefinition>;
const custom = (key: string, title: string, call: string, handler: string, o: Opts = {}): ReportDefinition => ({ key, title, call: `${BASE}/${call}`, kind: 'custom', method: 'POST', handler, ...o });
const aggregate = (key: string, title: string, call: string, o: Opts): ReportDefinition => ({ key, title, call: `${BASE}/${call}`, kind: 'aggregate', method: 'POST', ...o });

// Filters of the stock reports: a storehouse and a material (fields of 预警设置).
const stockFilters = { source: 'storehouseWarning', filters: ['storehouseId', 'materialId'] } as const;
const sumColumns = [
  { key: 'materialCode', label: '物料编码' }, { key: 'materialName', label: '物料名称' }, { key: 'typeName', label: '物料类型' },
  { key: 'specName', label: '规格' }, { key: 'unitName', label: '单位' }, { key: 'quantity', label: '库存数量' }, { key: 'amount', label: '库存金额(元)' },
];

export const kcglReports: readonly ReportDefinition[] = [
  custom('sumStockList', '库存汇总', 'stockCheck/sumStockList', 'sumStock', { ...stockFilters, paged: true, columns: sumColumns }),
  custom('sumStockListGreaterThanZero', '有库存物料', 'stockCheck/sumStockListGreaterThanZero', 'sumStockPositive', { ...stockFilters, paged: true, columns: sumColumns }),
  custom('materialDetail', '分仓库存', 'stockCheck/materialDetail', 'materialDetail', {
    ...stockFilters, paged: true,
    columns: [{ key: 'storehouseName', label: '仓库' }, { key: 'locationName', label: '库位' }, { key: 'materialCode', label: '物料编码' }, { key: 'materialName', label: '物料名称' }, { key: 'unitName', label: '单位' }, { key: 'quantity', label: '库存数量' }],
  }),
  custom('materialDetailPage', '出入库流水', 'stockCheck/materialDetailPage', 'ledgerPage', {
    ...stockFilters, paged: true, export: `${BASE}/stockCheck/materialDetailPageExport`,
    columns: [
      { key: 'bizDate', label: '业务日期' }, { key: 'kindLabel', label: '业务类型' }, { key: 'docCode', label: '单号' }, { key: 'storehouseName', label: '仓库' },
      { key: 'locationName', label: '库位' }, { key: 'materialName', label: '物料' }, { key: 'quantity', label: '变动数量' }, { key: 'balance', label: '结存数量' },
    ],
  }),
  custom('getStorageLocation', '库位库存', 'stockCheck/getStorageLocation', 'locationStock', {
    source: 'storehouseWarning', filters: ['storehouseId'],
    columns: [{ key: 'storehouseName', label: '仓库' }, { key: 'code', label: '库位编号' }, { key: 'name', label: '库位名称' }, { key: 'statusLabel', label: '库位状态' }, { key: 'materials', label: '物料种数' }, { key: 'quantity', label: '库存数量' }],
  }),
  custom('stockWarnings', '库存预警', 'storehouseWarning/warningList', 'stockWarnings', {
    ...stockFilters,
    columns: [
      { key: 'storehouseName', label: '仓库' }, { key: 'materialCode', label: '物料编码' }, { key: 'materialName', label: '物料名称' }, { key: 'unitName', label: '单位' },
      { key: 'quantity', label: '当前库存' }, { key: 'minQuantity', label: '库存下限' }, { key: 'shortage', label: '缺口' },
    ],
  }),
  custom('dataRange', '数据日期范围', 'stockCheck/dataRange', 'dataRange'),
  custom('kcglOverview', '仓库概况', 'stockCheck/overview', 'overview', {
    columns: [{ key: 'materials', label: '在库物料' }, { key: 'warnings', label: '低于下限' }, { key: 'stockAmount', label: '库存金额' }, { key: 'drafts', label: '待提交单据' }],
  }),
  aggregate('inTrend', '入库金额趋势', 'storehouseIn/trend', {
    source: 'storehouseIn', dateField: 'inDate', where: [{ field: 'state', op: 'eq', value: 'submitted' }],
    groupBy: [{ field: 'inDate', bucket: 'day', as: 'date', label: '日期' }], measures: [{ key: 'amount', label: '入库金额', agg: 'sum', field: 'totalAmount', unit: '元', digits: 2 }],
    orderBy: { key: 'date', dir: 'asc' }, limit: 400,
  }),
  aggregate('outByType', '出库类型占比', 'storehouseOut/typeShare', {
    source: 'storehouseOut', dateField: 'outDate', where: [{ field: 'state', op: 'eq', value: 'submitted' }],
    groupBy: [{ field: 'outType', label: '出库类型' }], measures: [{ key: 'amount', label: '出库金额', agg: 'sum', field: 'totalAmount', unit: '元', digits: 2 }],
    orderBy: { key: 'amount', dir: 'desc' },
  }),
];
