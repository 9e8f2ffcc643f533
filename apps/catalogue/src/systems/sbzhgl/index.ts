/**
 * 设备管理 (sbzhgl): devices at the tenant's shared facilities, their sensors, fees and map;
 * overflow bins with fill-level readings and alarms; data-monitor items with limits and readings.
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { sbzhglEnums } from './enums';
import { sbzhglReports } from './reports';
import * as devices from './resources-device';
import * as monitor from './resources-monitor';
import * as overflow from './resources-overflow';

const { group, list, report } = menu;

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', periods: [14, 28],
  widgets: [
    { kind: 'stat', title: '设备总数', report: 'sbzhglOverview', measure: 'devices', unit: '台', period: 'current' },
    { kind: 'stat', title: '故障设备', report: 'sbzhglOverview', measure: 'faults', unit: '台', period: 'current' },
    { kind: 'stat', title: '满溢告警', report: 'sbzhglOverview', measure: 'overflowAlarms', unit: '次' },
    { kind: 'stat', title: '监测超限', report: 'sbzhglOverview', measure: 'overLimit', unit: '条' },
    { kind: 'trend', title: '满溢度趋势', report: 'overflowTrend', measure: 'avgFill', category: 'date', unit: '%' },
    { kind: 'bar', title: '满溢告警次数', report: 'overflowAlarmDaily', measure: 'alarms', category: 'date', unit: '次' },
    { kind: 'pie', title: '设备类型分布', report: 'deviceByType', measure: 'devices', category: 'deviceType', unit: '台', period: 'current' },
  ],
};

const gis: PageDefinition = {
  kind: 'layers', key: 'gis', title: '设备地图',
  layers: [
    { resource: 'device', shape: 'point', geometry: 'location', state: 'status' },
    { resource: 'overflowDevice', shape: 'point', geometry: 'location', state: 'status' },
  ],
};

export default defineSystem({
  code: 'sbzhgl',
  name: '设备管理',
  welcome,
  enumCalls: ['/cloud/sbzhgl/web/common/enum/list', '/cloud/dataMonitor/web/api/common/enum/list'],
  menu: [
    group('设备台账', [list('device', '设备', 'device'), list('sensor', '传感器', 'sensor'), gis, list('rateRecord', '费率记录', 'rateRecord')]),
    group('满溢监测', [
      list('overflowDevice', '满溢设备', 'overflowDevice'),
      list('overflowRecord', '满溢记录', 'overflowRecord'),
      report('overflowAlarm', '满溢告警', 'overflowAlarm'),
      report('overflowTrend', '满溢度趋势', 'overflowTrend'),
    ]),
    group('数据监测', [
      list('monitorItem', '监测项', 'monitorItem'),
      list('monitorRecord', '监测记录', 'monitorRecord'),
      report('monitorJudge', '监测数据判定', 'monitorRecordQuery', 'monitorOverLimit'),
      report('monitorTrend', '监测值趋势', 'monitorTrend'),
    ]),
  ],
  resources: [...Object.values(devices), ...Object.values(overflow), ...Object.values(monitor)],
  enums: sbzhglEnums,
  reports: sbzhglReports,
});
