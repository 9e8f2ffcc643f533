/** 车辆运行 (clyx): live monitoring, track replay, running reports, devices and alarms, oil and water. */
import { defineSystem, menu } from '../../model/system';
import { clyxReports } from './reports';
import * as resources from './resources';

const { group, list, report } = menu;

export default defineSystem({
  code: 'clyx',
  name: '车辆运行',
  enumCalls: ['/cloud/clyx/common/loadEnumValue', '/envcloud/hw/asset/api/v1/common/loadEnumValue'],
  menu: [
    group('实时监控', [
      { kind: 'liveMonitor', key: 'onlineCar', title: '在线车辆' },
      report('realtime', '车辆实时信息', 'realtimeInfo'),
      { kind: 'replay', key: 'trackReplay', title: '轨迹回放' },
    ]),
    group('运行报表', [
      report('dailyReport', '运行日报', 'dailyReport'),
      report('onlineReport', '在线报表', 'onlineReport'),
      report('violationReport', '违规报表', 'violationReport'),
      report('costStat', '费用统计', 'costStat', 'costMonthly'),
      list('cost', '费用登记', 'cost'),
    ]),
    group('设备与报警', [
      list('device', '车载设备', 'device'),
      list('workElement', '作业要素', 'workElement'),
      report('alarm', '报警记录', 'alarmList'),
      report('parking', '停车记录', 'parking'),
      list('pass', '通行证', 'pass'),
      list('asset', '车辆资产', 'asset'),
      list('queryCondition', '个人查询条件', 'queryCondition'),
    ]),
    group('油水监测', [
      list('oilConfig', '油量配置', 'oilConfig'),
      report('oilAbnormal', '油量异常', 'oilAbnormal'),
      report('oilDaily', '油耗日报', 'oilDaily', 'oilMonthly'),
      { kind: 'dashboard', key: 'oilCurve', title: '油量曲线', widgets: [{ kind: 'trend', title: '油量曲线', report: 'oilCurve', measure: 'fuel', category: 'time', unit: 'L' }] },
      list('waterConfig', '水量配置', 'waterConfig'),
      report('waterRecord', '加水记录', 'waterRecord', 'waterDaily'),
      { kind: 'dashboard', key: 'waterCurve', title: '水位曲线', widgets: [{ kind: 'trend', title: '水位曲线', report: 'waterCurve', measure: 'water', category: 'time', unit: 'L' }] },
    ]),
  ],
  resources: [resources.device, resources.workElement, resources.pass, resources.cost, resources.queryCondition, resources.asset, resources.oilConfig, resources.waterConfig],
  enums: resources.clyxEnums,
  reports: clyxReports,
});
