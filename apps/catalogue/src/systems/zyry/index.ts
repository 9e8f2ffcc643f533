/**
 * 作业人员 (zyry): where the field workers are. Job areas (polygons), their job elements and the
 * posts people are assigned to; the positioning devices they wear and their contracts; and what
 * the positions say — live map and tracks, on-post days and overtime, alarms, the kanban and
 * dashboards. Calls: /cloud/zyry/api/v2 (master data) and v101 (monitoring), the one-map's area
 * and job element calls under /cloud/zyry/ywyzt/rgsb (GET).
 */
import type { MapLayer, PageDefinition, TrackedSubjects } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { zyryEnums } from './enums';
import { zyryReports } from './reports';
import * as config from './resources-config';
import * as monitor from './resources-monitor';
import * as people from './resources-people';
import { V101 } from './shared';

const { group, list, report } = menu;

/** The people the live map and the track replay follow: the workers wearing positioning devices. */
const workers: TrackedSubjects = { kind: 'wearable', tree: 'realtimeTree' };

const kanban: PageDefinition = {
  kind: 'kanban', key: 'kanban', title: '人员看板', refreshSeconds: 60, periods: [7, 30],
  widgets: [
    { kind: 'stat', title: '配备设备人数', report: 'kanbanOverview', measure: 'equipped', unit: '人', period: 'current' },
    { kind: 'stat', title: '在线人数', report: 'kanbanOverview', measure: 'online', unit: '人', period: 'current' },
    { kind: 'stat', title: '当前在岗', report: 'kanbanOverview', measure: 'onPost', unit: '人', period: 'current' },
    { kind: 'stat', title: '当前离岗', report: 'kanbanOverview', measure: 'outOfArea', unit: '人', period: 'current' },
    { kind: 'stat', title: '今日在岗率', report: 'kanbanOverview', measure: 'inRate', unit: '%', period: 'current' },
    { kind: 'stat', title: '今日告警', report: 'kanbanOverview', measure: 'alarmsToday', unit: '条', period: 'current' },
    { kind: 'stat', title: '待处理告警', report: 'kanbanOverview', measure: 'pendingAlarms', unit: '条', period: 'current' },
    { kind: 'stat', title: '合同即将到期', report: 'kanbanOverview', measure: 'expiring', unit: '份', period: 'current' },
    { kind: 'bar', title: '各部门当前在岗', report: 'kanbanByDept', measure: 'onPost', category: 'deptName', unit: '人', period: 'current' },
    { kind: 'bar', title: '各区域当前在岗', report: 'kanbanByArea', measure: 'onPost', category: 'areaName', unit: '人', period: 'current' },
    { kind: 'pie', title: '今日告警类型', report: 'kanbanAlarmKinds', measure: 'count', category: 'alarmKind', unit: '条', period: 'current', drill: { page: 'alarm', filter: 'alarmKind' } },
    { kind: 'trend', title: '在岗率趋势', report: 'kanbanOnPostTrend', measure: 'inRate', category: 'date', unit: '%' },
  ],
};

const dashboard: PageDefinition = {
  kind: 'dashboard', key: 'dashboard', title: '统计看板', periods: [30, 7, 90],
  widgets: [
    { kind: 'pie', title: '出勤构成', report: 'dashStatus', measure: 'count', category: 'status', unit: '人次', drill: { page: 'attendance', filter: 'status', dateFilter: 'workDate' } },
    { kind: 'trend', title: '每日在岗率', report: 'kanbanOnPostTrend', measure: 'inRate', category: 'date', unit: '%' },
    { kind: 'bar', title: '各区域在岗率', report: 'dashAreaRate', measure: 'inRate', category: 'areaName', unit: '%' },
    { kind: 'rank', title: '各部门在岗率', report: 'dashDeptRate', measure: 'inRate', category: 'deptName', unit: '%' },
    { kind: 'trend', title: '每日告警', report: 'dashAlarmTrend', measure: 'count', category: 'date', unit: '条' },
    { kind: 'rank', title: '离岗次数排行', report: 'dashLeaveRank', measure: 'times', category: 'staffName', unit: '次' },
    { kind: 'rank', title: '加班时长排行', report: 'dashOvertimeRank', measure: 'minutes', category: 'staffName', unit: '分钟' },
  ],
};

const layers = {
  areas: { resource: 'jobArea', label: '作业区域', shape: 'polygon', geometry: 'boundary', state: 'grade' },
  roads: { resource: 'jobElement', label: '道路要素', shape: 'line', geometry: 'path', state: 'elementType' },
  points: { resource: 'jobElement', label: '点位要素', shape: 'point', geometry: 'location', state: 'elementType' },
  people: { report: 'realtimeList', label: '作业人员', shape: 'point', geometry: 'location', state: 'state', stateEnum: 'zyryOnPost', labelKey: 'staffName' },
} satisfies Record<string, MapLayer>;

export default defineSystem({
  code: 'zyry',
  name: '作业人员',
  enumCalls: [`${V101}/common/loadEnumValue`],
  menu: [
    group('人员监控', [
      kanban,
      { kind: 'liveMonitor', key: 'realtimePosition', title: '实时位置', subjects: workers },
      { kind: 'replay', key: 'track', title: '轨迹回放', subjects: workers },
      list('alarm', '告警管理', 'alarm'),
    ]),
    group('在岗统计', [
      list('attendance', '出勤情况', 'attendance'),
      report('attendanceSummary', '出勤汇总', 'attendanceSummary'),
      list('overtime', '加班情况', 'overtime'),
      report('overtimeSummary', '加班统计', 'overtimeSummary'),
      dashboard,
    ]),
    group('作业配置', [
      list('jobArea', '作业区域', 'jobArea'),
      list('jobElement', '作业要素', 'jobElement'),
      list('post', '岗位', 'post'),
      { kind: 'layers', key: 'areaMap', title: '区域一张图', layers: [layers.areas, layers.roads, layers.points, layers.people], tabs: ['loadAreaList'] },
    ]),
    group('设备与合同', [
      list('device', '定位设备', 'device'),
      list('contract', '人员合同', 'contract'),
      { kind: 'settings', key: 'alarmSetting', title: '告警设置', resource: 'alarmSetting' },
    ]),
  ],
  resources: [...Object.values(config), ...Object.values(people), ...Object.values(monitor)],
  enums: zyryEnums,
  reports: zyryReports,
});
