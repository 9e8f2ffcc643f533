/**
 * 维修与费用's reports: the cost lists by kind (oil, repair, accessories by type), the month
 * matrices (成本类型 cblx, 维保类型 wblx, per car), the device page, and the trees and lookups the
 * family answers (grade / class / dept car trees, org and staff trees, car types, cars by code).
 */
import type { Measure, ReportDefinition } from '../../model/reports';
import { BASE } from './shared';

const amount: Measure = { key: 'amount', label: '金额', agg: 'sum', field: 'amount', unit: '元', digits: 2 };
const count: Measure = { key: 'count', label: '笔数', agg: 'count', unit: '笔' };
const quantity: Measure = { key: 'quantity', label: '数量', agg: 'sum', field: 'quantity', digits: 2 };

const costList = (key: string, title: string, call: string, kinds: readonly string[], fields: readonly string[]): ReportDefinition => ({
  key, title, kind: 'records', call: `${BASE}/cost/${call}`, method: 'POST', source: 'cost',
  where: [{ field: 'costType', op: 'in', value: kinds }], dateField: 'costDate', filters: ['carId', 'settleState'],
  fields, orderBy: { key: 'costDate', dir: 'desc' }, paged: true, export: `${BASE}/cost/${call}/export`,
});

const custom = (key: string, title: string, call: string, columns: ReportDefinition['columns'] = []): ReportDefinition => ({
  key, title, kind: 'custom', call: `${BASE}/${call}`, method: 'GET', handler: key, columns,
});

const monthMatrix = (key: string, title: string, call: string, row: string, rowLabel: string, where?: ReportDefinition['where']): ReportDefinition => ({
  key, title, kind: 'aggregate', call: `${BASE}/${call}`, method: 'POST', source: 'cost', ...(where ? { where } : {}),
  matrix: { row, rowLabel, column: 'costDate', period: 'month', measure: amount }, export: `${BASE}/${call}/export`,
});

/** The 工作台 board's figures over cost rows (names ours: /cloud/clwxfw/board/…). */
const board = (key: string, title: string, o: Partial<ReportDefinition>): ReportDefinition => ({
  key, title, kind: 'aggregate', call: `${BASE}/board/${key}`, method: 'POST', source: 'cost', dateField: 'costDate', ...o,
});

export const clwxfwBoardReports: readonly ReportDefinition[] = [
  board('costOverview', '费用概况', { groupBy: [], measures: [amount, count] }),
  board('unsettledOverview', '未结算费用', { dateField: undefined, where: [{ field: 'settleState', op: 'eq', value: 'unsettled' }], groupBy: [], measures: [amount, count] }),
  board('costTrend', '费用趋势', { groupBy: [{ field: 'costDate', bucket: 'day', as: 'date', label: '日期' }], measures: [amount], orderBy: { key: 'date', dir: 'asc' }, limit: 400 }),
  board('costTypeShare', '费用构成', { groupBy: [{ field: 'costType', label: '费用类型' }], measures: [amount], orderBy: { key: 'amount', dir: 'desc' } }),
  board('carCostRank', '单车费用排行', { groupBy: [{ field: 'carId', label: '车辆' }], measures: [amount], orderBy: { key: 'amount', dir: 'desc' }, limit: 10 }),
];

export const clwxfwReports: readonly ReportDefinition[] = [
  ...clwxfwBoardReports,
  costList('oil', '油耗费用', 'oil', ['oil'], ['carId', 'costDate', 'quantity', 'amount', 'vendor', 'settleState']),
  costList('repair', '维修费用', 'repair', ['repair', 'upkeep'], ['carId', 'costDate', 'costType', 'repairType', 'amount', 'vendor', 'settleState']),
  {
    key: 'typeOfAccessories', title: '配件费用（按类型）', kind: 'aggregate', call: `${BASE}/cost/typeOfAccessories`, method: 'POST', source: 'cost',
    where: [{ field: 'costType', op: 'eq', value: 'accessories' }], dateField: 'costDate', filters: ['carId'],
    groupBy: [{ field: 'accessoryType', label: '配件类型' }], measures: [count, quantity, amount], totals: true,
    orderBy: { key: 'amount', dir: 'desc' }, chart: { category: 'accessoryType', measures: ['amount'] }, export: `${BASE}/cost/typeOfAccessories/export`,
  },
  monthMatrix('cblx', '月度费用（按费用类型）', 'cost/month/cblx', 'costType', '费用类型'),
  monthMatrix('wblx', '月度维修费用（按维保类型）', 'cost/month/wblx', 'repairType', '维保类型', [{ field: 'costType', op: 'in', value: ['repair', 'upkeep'] }]),
  monthMatrix('costMonth', '月度费用（按车辆）', 'cost/month', 'carId', '车辆'),
  {
    key: 'devicePage', title: '车载终端', kind: 'records', call: `${BASE}/device/page`, method: 'POST', source: 'platformCar',
    filters: ['carType', 'status'], fields: ['carNo', 'carType', 'companyId', 'gpsDeviceNo', 'status'], orderBy: { key: 'carNo', dir: 'asc' }, paged: true,
  },
  custom('queryList', '车辆列表', 'car/queryList'),
  custom('getCarByCode', '按车牌查车辆', 'car/getCarByCode'),
  custom('gradeCarTree', '车辆等级树', 'cost/gradeCarTree'),
  custom('classCarTree', '车辆类型树', 'cost/classCarTree'),
  custom('deptCarTree', '部门车辆树', 'cost/deptCarTree'),
  custom('orgTree', '组织树', 'org/tree'),
  custom('staffTree', '人员树', 'staff/tree'),
  custom('carTypeList', '车辆类型', 'carType/list'),
];
