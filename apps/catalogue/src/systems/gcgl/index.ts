/** 公厕管理 (gcgl): toilets, their devices and sensors, alarms, public ratings and cleaning. */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { gcglEnums } from './enums';
import { gcglReports } from './reports';
import { gcglResources } from './resources';

const { group, list, report } = menu;

const kanban: PageDefinition = {
  kind: 'kanban', key: 'kanban', title: '公厕看板', periods: [30, 7, 90], refreshSeconds: 300,
  widgets: [
    { kind: 'stat', title: '公厕总数', report: 'statistics', measure: 'toilets', unit: '座', period: 'current' },
    { kind: 'stat', title: '在线设备', report: 'statistics', measure: 'onlineDevices', unit: '台', period: 'current' },
    { kind: 'stat', title: '报警数', report: 'statistics', measure: 'alarms', unit: '次', period: 'range' },
    { kind: 'stat', title: '保洁次数', report: 'statistics', measure: 'cleanings', unit: '次', period: 'range' },
    { kind: 'stat', title: '平均评分', report: 'statistics', measure: 'avgScore', unit: '星', period: 'range' },
    { kind: 'trend', title: '每日保洁', report: 'cleanTrend', measure: 'count', category: 'date', unit: '次' },
    { kind: 'pie', title: '报警类型分布', report: 'alarmStat', measure: 'count', category: 'sensorKind', unit: '次', drill: { page: 'alarm', filter: 'sensorKind', dateFilter: 'alarmTime' } },
    { kind: 'bar', title: '评分分布', report: 'commentStat', measure: 'count', category: 'score', unit: '条', drill: { page: 'comment', filter: 'score', dateFilter: 'commentTime' } },
    { kind: 'rank', title: '公厕保洁排行', report: 'cleanCount', measure: 'count', category: 'equipmentId', unit: '次', drill: { page: 'cleanRecord', filter: 'equipmentId', dateFilter: 'cleanTime' } },
    { kind: 'trend', title: '每日用水量', report: 'waterElectricStat', measure: 'water', category: 'date', unit: '吨' },
  ],
};

export default defineSystem({
  code: 'gcgl',
  name: '公厕管理',
  menu: [
    group('公厕档案', [list('equipment', '公厕信息', 'equipment'), list('device', '公厕设备', 'device'), list('sensor', '传感器', 'sensor')]),
    group('运行监测', [
      list('alarm', '报警记录', 'alarm'), list('waterElectric', '水电统计', 'waterElectric'), list('comment', '评价管理', 'comment'),
      { kind: 'layers', key: 'gis', title: '公厕地图', layers: [{ report: 'toiletMap', label: '公厕', shape: 'point', geometry: 'location', state: 'mapState', stateEnum: 'toiletMapState', labelKey: 'name' }] },
    ]),
    group('保洁管理', [
      report('cleanDaily', '保洁日报', 'allCleanRecord', 'timeCleanRecord', 'positionCount', 'paramTypeCode'),
      list('cleanRecord', '保洁记录', 'cleanRecord'),
      report('cleanCount', '保洁统计', 'cleanCount'),
      kanban,
    ]),
  ],
  resources: gcglResources,
  enums: gcglEnums,
  reports: gcglReports,
});
