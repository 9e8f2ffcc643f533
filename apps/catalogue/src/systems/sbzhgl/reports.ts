/**
 * 设备管理 reports: overflow alarms (readings at or over their device's threshold) and monitor
 * readings flagged against their item's limits are custom handlers joining the two tables
 * (apps/server/src/systems/sbzhgl); the trends are aggregates drawn as charts.
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';
import { DM, SB } from './shared';

const alarmColumns: ReportColumn[] = [
  { key: 'deviceNo', label: '设备编号' }, { key: 'deviceName', label: '设备名称' }, { key: 'facilityName', label: '所在设施' },
  { key: 'recordTime', label: '采集时间' }, { key: 'fillLevel', label: '满溢度(%)' }, { key: 'threshold', label: '满溢阈值(%)' },
  { key: 'exceed', label: '超出(百分点)' }, { key: 'levelLabel', label: '告警级别' },
];

const monitorColumns: ReportColumn[] = [
  { key: 'itemCode', label: '监测项编码' }, { key: 'itemName', label: '监测项' }, { key: 'categoryLabel', label: '监测类别' },
  { key: 'recordTime', label: '监测时间' }, { key: 'value', label: '监测值' }, { key: 'measureUnit', label: '单位' },
  { key: 'lowerLimit', label: '下限值' }, { key: 'upperLimit', label: '上限值' }, { key: 'stateLabel', label: '判定' },
];

const overviewColumns: ReportColumn[] = [
  { key: 'devices', label: '设备总数' }, { key: 'faults', label: '故障设备' }, { key: 'overflowDevices', label: '满溢设备' },
  { key: 'overflowAlarms', label: '当日满溢告警' }, { key: 'monitorItems', label: '监测项' }, { key: 'overLimit', label: '当日超限记录' },
];

export const sbzhglReports: readonly ReportDefinition[] = [
  {
    key: 'overflowAlarm', title: '满溢告警', kind: 'custom', call: `${SB}/overflowAlarm/pageList`, method: 'POST', handler: 'overflowAlarms',
    source: 'overflowRecord', filters: ['overflowDeviceId'], paged: true, columns: alarmColumns, export: `${SB}/overflowAlarm/export`,
  },
  {
    key: 'overflowTrend', title: '满溢度趋势', kind: 'aggregate', call: `${SB}/overflowRecord/trend`, method: 'POST',
    source: 'overflowRecord', dateField: 'recordTime', filters: ['overflowDeviceId'],
    groupBy: [{ field: 'recordTime', bucket: 'day', as: 'date', label: '日期' }],
    measures: [
      { key: 'avgFill', label: '平均满溢度', agg: 'avg', field: 'fillLevel', unit: '%', digits: 1 },
      { key: 'maxFill', label: '最高满溢度', agg: 'max', field: 'fillLevel', unit: '%', digits: 1 },
    ],
    orderBy: { key: 'date', dir: 'asc' }, limit: 400, chart: { category: 'date', measures: ['avgFill', 'maxFill'] },
  },
  {
    key: 'overflowAlarmDaily', title: '满溢告警趋势', kind: 'custom', call: `${SB}/overflowAlarm/daily`, method: 'POST', handler: 'overflowAlarmDaily',
    source: 'overflowRecord', columns: [{ key: 'date', label: '日期' }, { key: 'alarms', label: '告警次数' }],
  },
  {
    key: 'monitorRecordQuery', title: '监测数据判定', kind: 'custom', call: `${DM}/monitorRecord/judgeList`, method: 'POST', handler: 'monitorRecords',
    source: 'monitorRecord', filters: ['monitorItemId'], paged: true, columns: monitorColumns, export: `${DM}/monitorRecord/judgeExport`,
  },
  {
    key: 'monitorOverLimit', title: '超限记录', kind: 'custom', call: `${DM}/monitorRecord/overLimitList`, method: 'POST', handler: 'monitorOverLimit',
    source: 'monitorRecord', filters: ['monitorItemId'], paged: true, columns: monitorColumns, export: `${DM}/monitorRecord/overLimitExport`,
  },
  {
    key: 'monitorTrend', title: '监测值趋势', kind: 'aggregate', call: `${DM}/monitorRecord/trend`, method: 'POST',
    source: 'monitorRecord', dateField: 'recordTime', filters: ['monitorItemId'],
    groupBy: [{ field: 'recordTime', bucket: 'day', as: 'date', label: '日期' }],
    measures: [
      { key: 'avgValue', label: '日均值', agg: 'avg', field: 'value', digits: 2 },
      { key: 'maxValue', label: '日最高', agg: 'max', field: 'value', digits: 2 },
      { key: 'minValue', label: '日最低', agg: 'min', field: 'value', digits: 2 },
    ],
    orderBy: { key: 'date', dir: 'asc' }, limit: 400, chart: { category: 'date', measures: ['avgValue', 'maxValue', 'minValue'] },
  },
  {
    key: 'sbzhglOverview', title: '设备概况', kind: 'custom', call: `${SB}/statistics/overview`, method: 'POST', handler: 'sbzhglOverview',
    columns: overviewColumns,
  },
  {
    key: 'deviceByType', title: '设备类型分布', kind: 'aggregate', call: `${SB}/statistics/deviceByType`, method: 'POST', source: 'device',
    groupBy: [{ field: 'deviceType', label: '设备类型' }], measures: [{ key: 'devices', label: '设备数', agg: 'count', unit: '台' }],
  },
];
