/**
 * 合同报表 (report/…): contract amounts by year, month, party and state (aggregates of the
 * contract list, so every total equals the list with the same period), a year's month matrix
 * of signed amounts per party B, the expiring contracts (performing ones ending within the
 * reminder's days, and those past their end) and the board's overview.
 */
import type { Measure, ReportDefinition } from '../../model/reports';
import { BASE } from './shared';

const R = `${BASE}/report`;
const amount: Measure = { key: 'amount', label: '合同金额', agg: 'sum', field: 'amount', unit: '万元', scale: 0.0001, digits: 2 };
const count: Measure = { key: 'contracts', label: '合同数', agg: 'count', unit: '份' };
const bySign = { kind: 'aggregate', method: 'POST', source: 'contract', dateField: 'signDate', filters: ['contractType', 'state', 'itemId'], totals: true } as const;

export const xmhtReports: readonly ReportDefinition[] = [
  // Pages and boards open on the days up to the last signing (today while contracts are signed).
  { key: 'dataRange', title: '数据范围', kind: 'custom', call: `${R}/dataRange`, method: 'POST', handler: 'dataRange', columns: [] },
  { ...bySign, key: 'amountByYear', title: '按年度', call: `${R}/amountByYear`, groupBy: [{ field: 'signDate', bucket: 'year', as: 'year', label: '签订年度' }], measures: [count, amount], orderBy: { key: 'year', dir: 'asc' }, chart: { category: 'year', measures: ['amount'] }, export: `${R}/amountByYearExport` },
  { ...bySign, key: 'amountByMonth', title: '按月份', call: `${R}/amountByMonth`, groupBy: [{ field: 'signDate', bucket: 'month', as: 'month', label: '签订月份' }], measures: [count, amount], orderBy: { key: 'month', dir: 'asc' }, chart: { category: 'month', measures: ['amount'] }, limit: 400 },
  { ...bySign, key: 'amountByParty', title: '按乙方', call: `${R}/amountByParty`, groupBy: [{ field: 'partyBId', label: '乙方' }], measures: [count, amount], orderBy: { key: 'amount', dir: 'desc' }, chart: { category: 'partyBId', measures: ['amount'] } },
  { ...bySign, key: 'amountByPartyA', title: '按甲方', call: `${R}/amountByPartyA`, groupBy: [{ field: 'partyAId', label: '甲方' }], measures: [count, amount], orderBy: { key: 'amount', dir: 'desc' }, chart: { category: 'partyAId', measures: ['amount'] } },
  { ...bySign, key: 'amountByState', title: '按状态', call: `${R}/amountByState`, groupBy: [{ field: 'state', label: '合同状态' }], measures: [count, amount], orderBy: { key: 'amount', dir: 'desc' }, chart: { category: 'state', measures: ['amount'] } },
  {
    key: 'monthMatrix', title: '月度签约矩阵', kind: 'aggregate', method: 'POST', source: 'contract', call: `${R}/monthMatrix`, export: `${R}/monthMatrixExport`,
    matrix: { row: 'partyBId', rowLabel: '乙方', column: 'signDate', period: 'year', measure: amount },
  },
  {
    key: 'expiring', title: '到期合同', kind: 'custom', call: `${R}/expiring`, method: 'POST', handler: 'expiring', undated: true, export: `${R}/expiringExport`,
    columns: [
      { key: 'code', label: '合同编号' }, { key: 'name', label: '合同名称' }, { key: 'itemLabel', label: '所属项目' }, { key: 'partyBLabel', label: '乙方' },
      { key: 'amount', label: '合同金额(元)' }, { key: 'endDate', label: '到期日期' }, { key: 'daysLeft', label: '剩余天数' }, { key: 'levelLabel', label: '到期状态' },
    ],
  },
  {
    key: 'overview', title: '合同概况', kind: 'custom', call: `${R}/overview`, method: 'POST', handler: 'overview', undated: true,
    columns: [
      { key: 'items', label: '在建项目' }, { key: 'contracts', label: '合同总数' }, { key: 'performing', label: '履行中' }, { key: 'amount', label: '履行中合同金额(万元)' },
      { key: 'expiring', label: '即将到期' }, { key: 'expired', label: '已到期未完结' }, { key: 'remindDays', label: '提醒天数' },
    ],
  },
];
