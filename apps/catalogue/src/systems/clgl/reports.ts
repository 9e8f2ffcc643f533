/**
 * 车辆管理 reports: each v1 record's detailList, the due-date reminders of the 工作台, the
 * per-car cost table (车辆费用) and the kanban analysis (sums over refuel, repair, insurance and
 * daily cost rows, answered by the handlers in apps/server/src/systems/clgl/costs.ts).
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';
import type { ResourceDefinition } from '../../model/resource';
import { V1, V2 } from './shared';

/** `<base>/detailList`: the unpaged rows of one car (or all), newest first. */
export function detailList(resource: ResourceDefinition): ReportDefinition {
  const carField = resource.fields.some((f) => f.key === 'carId') ? ['carId'] : [];
  return {
    key: `${resource.key}DetailList`, title: `${resource.name}明细`, kind: 'records', method: 'POST',
    call: `${resource.endpoints.base}/detailList`, source: resource.key, filters: carField,
    fields: resource.fields.filter((f) => f.show.includes('column')).map((f) => f.key),
    orderBy: { key: resource.sort.field, dir: resource.sort.dir }, limit: 1000,
  };
}

const custom = (key: string, title: string, call: string, handler: string, columns: ReportColumn[], extra: Partial<ReportDefinition> = {}): ReportDefinition => ({
  key, title, kind: 'custom', method: 'POST', call, handler, columns, ...extra,
});

const remindColumns: ReportColumn[] = [
  { key: 'carIdLabel', label: '车辆' }, { key: 'dueDate', label: '到期日期' }, { key: 'daysLeft', label: '剩余天数' },
];
const costColumns: ReportColumn[] = [
  { key: 'carNo', label: '车牌号' }, { key: 'refuel', label: '加油费(元)' }, { key: 'repair', label: '维修费(元)' },
  { key: 'insurance', label: '保险费(元)' }, { key: 'daily', label: '日常费用(元)' }, { key: 'total', label: '合计(元)' },
];

export const clglReports: readonly ReportDefinition[] = [
  // 工作台: papers due within 30 days (or overdue) that nobody ignored.
  custom('remindSummary', '到期提醒概况', `${V2}/remind/summary`, 'remindSummary', [
    { key: 'inspection', label: '年检到期' }, { key: 'insurance', label: '保险到期' }, { key: 'upkeep', label: '保养到期' }, { key: 'total', label: '提醒合计' },
  ]),
  custom('inspectionRemind', '年检到期提醒', `${V2}/remind/annualInspection`, 'inspectionRemind', remindColumns),
  custom('insuranceRemind', '保险到期提醒', `${V2}/remind/insurance`, 'insuranceRemind', remindColumns),
  custom('upkeepRemind', '保养到期提醒', `${V2}/remind/upkeepPlan`, 'upkeepRemind', remindColumns),

  // 车辆费用 and the kanban: every figure is a sum of the four cost lists in the period.
  custom('carCost', '车辆费用', `${V1}/carCost/pageList`, 'carCost', costColumns, { paged: true, export: `${V1}/carCost/export` }),
  custom('costSummary', '费用概况', `${V2}/kanban/costSummary`, 'costSummary', [
    { key: 'refuel', label: '加油费(元)' }, { key: 'repair', label: '维修费(元)' }, { key: 'insurance', label: '保险费(元)' }, { key: 'daily', label: '日常费用(元)' }, { key: 'total', label: '合计(元)' },
  ]),
  custom('costByKind', '费用构成', `${V2}/kanban/costByKind`, 'costByKind', [{ key: 'kindLabel', label: '费用类别' }, { key: 'amount', label: '金额(元)' }]),
  custom('carCostRank', '车辆费用排行', `${V2}/kanban/carCostRank`, 'carCostRank', [{ key: 'carIdLabel', label: '车辆' }, { key: 'total', label: '合计(元)' }]),
  custom('costTrend', '每日费用', `${V2}/kanban/costTrend`, 'costTrend', [{ key: 'date', label: '日期' }, { key: 'amount', label: '金额(元)' }]),
  {
    key: 'refuelByCar', title: '车辆加油量', kind: 'aggregate', method: 'POST', call: `${V2}/kanban/refuelByCar`, source: 'refuelRecord', dateField: 'refuelTime',
    groupBy: [{ field: 'carId', label: '车辆' }], measures: [{ key: 'liters', label: '加油量', agg: 'sum', field: 'liters', unit: '升', digits: 1 }], orderBy: { key: 'liters', dir: 'desc' }, limit: 10,
  },
  {
    key: 'accidentByType', title: '事故类型分布', kind: 'aggregate', method: 'POST', call: `${V2}/kanban/accidentByType`, source: 'accident', dateField: 'accidentTime',
    groupBy: [{ field: 'accidentType', label: '事故类型' }], measures: [{ key: 'accidents', label: '事故数', agg: 'count' }], orderBy: { key: 'accidents', dir: 'desc' },
  },
  // The boards' last day: today, or the latest cost row when none today (first: the earliest).
  custom('dataRange', '数据范围', `${V2}/kanban/dataRange`, 'dataRange', [{ key: 'start', label: '开始日期' }, { key: 'end', label: '结束日期' }]),
  // The family's common car list.
  { key: 'carList', title: '车辆列表', kind: 'records', method: 'POST', call: `${V2}/common/car/list`, source: 'car', fields: ['carNo', 'carType', 'companyId', 'status'], orderBy: { key: 'carNo', dir: 'asc' }, limit: 1000 },
];
