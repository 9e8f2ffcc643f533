/**
 * 指挥调度 (zhdd): a dispatcher talks to crews. Resource and dispatch modes, the address book of
 * the tenant's staff, dispatch seats and chat groups under /cloud/zhdd; the group chat (page kind
 * `chat`) under /cloud/rongcloud/api/v2 and the crew side under /cloud/zyry/api/v2/groupChat;
 * the 调度台 (page kind `areaPick`): an area drawn on the map, the vehicles and staff in it picked
 * and sent as a dispatch to their group.
 */
import type { MapLayer, PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { zhddEnums } from './enums';
import * as comms from './resources-comms';
import * as dispatch from './resources-dispatch';
import * as modes from './resources-modes';
import { zhddReports } from './reports';
import { BASE, CHAT_BASE, CREW_CHAT_BASE } from './shared';

const { group, list, tree } = menu;

const candidates = {
  cars: { report: 'carCandidates', label: '车辆', shape: 'point', geometry: 'location', state: 'mapState', stateEnum: 'zhddCarMapState', labelKey: 'carNo' },
  staff: { report: 'staffCandidates', label: '人员', shape: 'point', geometry: 'location', state: 'mapState', stateEnum: 'zhddStaffMapState', labelKey: 'name' },
} satisfies Record<string, MapLayer>;

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', refreshSeconds: 120, periods: [30, 7, 90],
  widgets: [
    { kind: 'stat', title: '调度次数', report: 'dispatchOverview', measure: 'dispatches', unit: '次', period: 'range' },
    { kind: 'stat', title: '执行中', report: 'dispatchOverview', measure: 'open', unit: '次', period: 'current' },
    { kind: 'stat', title: '已完成', report: 'dispatchOverview', measure: 'done', unit: '次', period: 'range' },
    { kind: 'stat', title: '平均接收用时', report: 'dispatchOverview', measure: 'avgReceiveMinutes', unit: '分钟', period: 'range' },
    { kind: 'stat', title: '按时接收率', report: 'dispatchOverview', measure: 'onTimeRate', unit: '%', period: 'range' },
    { kind: 'stat', title: '群消息', report: 'dispatchOverview', measure: 'messages', unit: '条', period: 'range' },
    { kind: 'trend', title: '调度趋势', report: 'dispatchTrend', measure: 'count', category: 'date', unit: '次' },
    { kind: 'pie', title: '调度场景分布', report: 'dispatchByScenario', measure: 'count', category: 'scenario', unit: '次', drill: { page: 'dispatchRecord', filter: 'scenario', dateFilter: 'issuedAt' } },
    { kind: 'bar', title: '调度状态分布', report: 'dispatchByState', measure: 'count', category: 'state', unit: '次', drill: { page: 'dispatchRecord', filter: 'state', dateFilter: 'issuedAt' } },
    { kind: 'bar', title: '响应等级分布', report: 'dispatchByLevel', measure: 'count', category: 'responseLevel', unit: '次', drill: { page: 'dispatchRecord', filter: 'responseLevel', dateFilter: 'issuedAt' } },
    { kind: 'rank', title: '群组活跃度', report: 'groupActivity', measure: 'messages', category: 'name' },
  ],
};

export default defineSystem({
  code: 'zhdd',
  name: '指挥调度',
  welcome,
  menu: [
    group('调度', [
      {
        kind: 'areaPick', key: 'console', title: '调度台', layers: [candidates.cars, candidates.staff],
        target: { resource: 'dispatchRecord', area: 'area', picks: [{ layer: 0, field: 'carIds' }, { layer: 1, field: 'staffIds' }], submit: `${BASE}/dispatch/send` },
      },
      list('dispatchRecord', '调度记录', 'dispatchRecord'),
      list('dispatchMode', '调度模式', 'dispatchMode'),
      list('resourceMode', '资源模式', 'resourceMode'),
    ]),
    group('通讯', [
      { kind: 'chat', key: 'groupChat', title: '群聊', base: CHAT_BASE, contacts: `${CREW_CHAT_BASE}/contacts` },
      list('group', '群组', 'chatGroup'),
      tree('communication', '通讯录', 'department', { resource: 'contact', field: 'deptId' }),
      list('operator', '调度坐席', 'operator'),
    ]),
  ],
  resources: [...Object.values(modes), ...Object.values(comms), ...Object.values(dispatch)],
  enums: zhddEnums,
  reports: zhddReports,
});
