/**
 * 公厕管理 reports: cleaning daily reports and counts (/cloud/gcadd, GET), the kanban and
 * one-map (yzt) statistics, and the toilet map list (gis). Aggregates read the same tables as
 * the lists, so a board figure is the total of the list behind it.
 */
import type { Measure, ReportDefinition } from '../../model/reports';
import { A, G } from './resources';

const count = (label: string): Measure => ({ key: 'count', label, agg: 'count', unit: '次' });
const CLEAN_FIELDS = ['equipmentId', 'cleanerId', 'position', 'cleanTime', 'minutes', 'result'] as const;

export const statColumns = [
  { key: 'toilets', label: '公厕数' }, { key: 'openToilets', label: '开放公厕' }, { key: 'devices', label: '设备数' }, { key: 'onlineDevices', label: '在线设备' },
  { key: 'alarms', label: '报警数' }, { key: 'pendingAlarms', label: '待处理报警' }, { key: 'cleanings', label: '保洁次数' }, { key: 'comments', label: '评价数' },
  { key: 'avgScore', label: '平均评分' }, { key: 'water', label: '用水量(吨)' }, { key: 'power', label: '用电量(千瓦时)' },
];

export const gcglReports: readonly ReportDefinition[] = [
  // 保洁日报 (/cloud/gcadd/cleanDailyReport)
  {
    key: 'allCleanRecord', title: '保洁明细', kind: 'records', call: `${A}/cleanDailyReport/getAllCleanRecord`, method: 'GET', source: 'cleanRecord',
    dateField: 'cleanTime', filters: ['equipmentId', 'position', 'cleanerId'], fields: CLEAN_FIELDS, orderBy: { key: 'cleanTime', dir: 'desc' }, paged: true,
  },
  {
    key: 'timeCleanRecord', title: '按日统计', kind: 'aggregate', call: `${A}/cleanDailyReport/getTimeCleanRecord`, method: 'GET', source: 'cleanRecord',
    dateField: 'cleanTime', filters: ['equipmentId'], groupBy: [{ field: 'cleanTime', bucket: 'day', as: 'date', label: '日期' }],
    measures: [count('保洁次数'), { key: 'minutes', label: '保洁用时', agg: 'sum', field: 'minutes', unit: '分钟' }], orderBy: { key: 'date', dir: 'asc' }, totals: true,
  },
  {
    key: 'positionCount', title: '按部位统计', kind: 'aggregate', call: `${A}/cleanDailyReport/getPositionCount`, method: 'GET', source: 'cleanRecord',
    dateField: 'cleanTime', filters: ['equipmentId'], groupBy: [{ field: 'position', label: '保洁部位' }], measures: [count('保洁次数')], totals: true,
    chart: { category: 'position', measures: ['count'] },
  },
  {
    key: 'paramTypeCode', title: '保洁参数', kind: 'custom', call: `${A}/cleanDailyReport/getByParamTypeCodeNew`, method: 'GET', handler: 'paramTypeCode',
    columns: [{ key: 'typeCode', label: '参数类型' }, { key: 'code', label: '参数编码' }, { key: 'name', label: '参数名称' }, { key: 'sort', label: '排序' }],
  },
  // 保洁记录 counts per toilet (/cloud/gcadd/cleanRecord/countPageList)
  {
    key: 'cleanCount', title: '公厕保洁次数', kind: 'aggregate', call: `${A}/cleanRecord/countPageList`, method: 'GET', source: 'cleanRecord',
    dateField: 'cleanTime', filters: ['equipmentId'], groupBy: [{ field: 'equipmentId', label: '公厕' }],
    measures: [count('保洁次数'), { key: 'minutes', label: '保洁用时', agg: 'sum', field: 'minutes', unit: '分钟' }],
    orderBy: { key: 'count', dir: 'desc' }, paged: true, totals: true,
  },
  // 看板 and 一张图 statistics (/cloud/gcgl/kanban, /cloud/gcgl/yzt)
  { key: 'statistics', title: '公厕运行概况', kind: 'custom', call: `${G}/yzt/getStatistics`, method: 'GET', handler: 'statistics', columns: statColumns },
  {
    key: 'alarmStat', title: '报警类型分布', kind: 'aggregate', call: `${G}/kanban/getAlarmStat`, method: 'GET', source: 'alarm',
    dateField: 'alarmTime', groupBy: [{ field: 'sensorKind', label: '监测项' }], measures: [{ key: 'count', label: '报警数', agg: 'count', unit: '次' }], totals: true,
  },
  {
    key: 'commentStat', title: '评分分布', kind: 'aggregate', call: `${G}/kanban/getCommentStat`, method: 'GET', source: 'comment',
    dateField: 'commentTime', groupBy: [{ field: 'score', label: '评分' }], measures: [{ key: 'count', label: '评价数', agg: 'count', unit: '条' }], orderBy: { key: 'score', dir: 'desc' }, totals: true,
  },
  {
    key: 'waterElectricStat', title: '水电趋势', kind: 'aggregate', call: `${G}/kanban/getWaterElectricStat`, method: 'GET', source: 'waterElectric',
    dateField: 'readDate', filters: ['equipmentId'], groupBy: [{ field: 'readDate', bucket: 'day', as: 'date', label: '日期' }],
    measures: [{ key: 'water', label: '用水量', agg: 'sum', field: 'water', unit: '吨', digits: 2 }, { key: 'power', label: '用电量', agg: 'sum', field: 'power', unit: '千瓦时', digits: 1 }],
    orderBy: { key: 'date', dir: 'asc' }, totals: true,
  },
  {
    key: 'cleanTrend', title: '每日保洁', kind: 'aggregate', call: `${G}/kanban/getCleanTrend`, method: 'GET', source: 'cleanRecord',
    dateField: 'cleanTime', groupBy: [{ field: 'cleanTime', bucket: 'day', as: 'date', label: '日期' }], measures: [count('保洁次数')], orderBy: { key: 'date', dir: 'asc' },
  },
  // 公厕地图: toilets with their state now
  {
    key: 'toiletMap', title: '公厕分布', kind: 'custom', call: `${G}/gis/getToiletList`, method: 'GET', handler: 'toiletMap', paged: true, export: `${G}/gis/export`,
    filters: ['equipmentId'],
    columns: [
      { key: 'code', label: '公厕编号' }, { key: 'name', label: '公厕名称' }, { key: 'statusLabel', label: '运行状态' }, { key: 'address', label: '地址' },
      { key: 'devices', label: '设备数' }, { key: 'offlineDevices', label: '离线设备' }, { key: 'pendingAlarms', label: '待处理报警' },
      { key: 'cleanings', label: '期间保洁次数' }, { key: 'avgScore', label: '平均评分' }, { key: 'mapStateLabel', label: '地图状态' },
    ],
  },
  { key: 'dataRange', title: '数据范围', kind: 'custom', call: `${G}/common/dataRange`, method: 'GET', handler: 'dataRange', columns: [] },
];
