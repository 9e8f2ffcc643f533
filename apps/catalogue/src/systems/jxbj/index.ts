/**
 * 道路保洁 (jxbj): roads drawn as lines with their cleaning standards, lines, shifts, work types
 * and working speeds, vehicle schedules, pointers and expenses; the one-map colours every road by
 * the coverage its sweepers' GPS tracks reached that day (computed by the server, never stored).
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { jxbjEnums } from './enums';
import { jxbjReports } from './reports';
import * as resources from './resources';

const { group, list, report } = menu;

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台',
  widgets: [
    { kind: 'stat', title: '道路', report: 'totalIndex', measure: 'roads', unit: '条', period: 'current' },
    { kind: 'stat', title: '道路里程', report: 'totalIndex', measure: 'lengthKm', unit: 'km', period: 'current' },
    { kind: 'stat', title: '当日覆盖率', report: 'totalIndex', measure: 'rate', unit: '%', period: 'day' },
    { kind: 'stat', title: '当日达标率', report: 'totalIndex', measure: 'doneRate', unit: '%', period: 'day' },
    { kind: 'trend', title: '每日覆盖率', report: 'completionByDay', measure: 'rate', category: 'date', unit: '%' },
    { kind: 'bar', title: '单位覆盖率', report: 'subjectCompletion', measure: 'rate', category: 'companyName', unit: '%', period: 'day' },
  ],
};

const oneMap: PageDefinition = {
  kind: 'layers', key: 'oneMap', title: '保洁一张图', day: true,
  layers: [{ report: 'roadCompletion', label: '道路', shape: 'line', geometry: 'path', state: 'state', stateEnum: 'coverageState', labelKey: 'hover' }],
  tabs: ['realTimeOperation', 'carLocation', 'roadOperationList', 'taskStat', 'roadWorkConfig'],
};

export default defineSystem({
  code: 'jxbj',
  name: '道路保洁',
  welcome,
  enumCalls: ['/cloud/jxbj/common/loadEnumValue.smvc'],
  menu: [
    group('作业配置', [
      list('road', '道路', 'road'),
      list('roadStandard', '保洁标准', 'roadStandard'),
      list('line', '作业线路', 'line'),
      list('shift', '班次', 'shift'),
      list('workType', '作业类型', 'workType'),
      list('speedConfig', '速度配置', 'speedConfig'),
    ]),
    group('作业管理', [
      list('carLineSchedule', '车辆线路排班', 'carLine'),
      report('carLineWeek', '排班周表', 'carLineWeek'),
      list('pointer', '作业点位', 'pointer'),
      list('carExpense', '车辆费用', 'carExpense'),
      report('carExpenseCars', '车辆费用汇总', 'carExpenseCars'),
    ]),
    group('一张图', [
      oneMap,
      report('roadTrack', '道路轨迹', 'roadTrack', 'roadOperation'),
      report('videoList', '视频列表', 'carVideoList', 'sweeperList'),
    ]),
    group('报表', [
      report('carWorkReport', '车辆作业报表', 'carWorkReport', 'workReportDetail', 'carStatic', 'roadCarWork'),
      report('completion', '完成率统计', 'completionByDay', 'subjectCompletion', 'roadCompletionSum', 'completionBySubject'),
      report('workStat', '作业统计', 'workStat', 'workStatList', 'taskInfo', 'totalIndex'),
    ]),
  ],
  resources: Object.values(resources),
  enums: jxbjEnums,
  reports: [...jxbjReports, { key: 'dataRange', title: '数据范围', kind: 'custom', method: 'GET', call: '/cloud/jxbj/common/dataRange', handler: 'dataRange' }],
});
