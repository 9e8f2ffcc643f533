/**
 * 回收清运 (gfgj): a recycling service's app users and their audit, recycling orders collected
 * at the door (with the collector's track), stations and their weighing terminals, carting to
 * disposal sites under signed contracts, invitations, and the statistics of the flows.
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { gfgjEnums } from './enums';
import { gfgjReports } from './reports';
import { baseResources } from './resources-base';
import { orderResources } from './resources-orders';
import { userResources } from './resources-users';

const { group, list, report } = menu;

const heatMap: PageDefinition = {
  kind: 'dashboard', key: 'heatMap', title: '热力图', periods: [30, 7, 90],
  widgets: [
    { kind: 'heatmap', title: '下单热力（街道 × 时段）', report: 'heatMap', category: 'hour', row: 'regionName', measure: 'orders', unit: '单' },
    { kind: 'pie', title: '品类回收量', report: 'recycleClass', category: 'garbageClassId', measure: 'weight', unit: 'kg', drill: { page: 'order', filter: 'garbageClassId', dateFilter: 'finishTime' } },
    { kind: 'trend', title: '每日回收重量', report: 'recycleData', category: 'date', measure: 'weight', unit: 'kg' },
  ],
};

const realtime: PageDefinition = {
  kind: 'dashboard', key: 'realtimeStat', title: '实时统计', refreshSeconds: 60, periods: [7, 30],
  widgets: [
    { kind: 'stat', title: '今日订单', report: 'realtime', measure: 'ordersToday', unit: '单' },
    { kind: 'stat', title: '今日完成', report: 'realtime', measure: 'finishedToday', unit: '单' },
    { kind: 'stat', title: '待接单', report: 'realtime', measure: 'pendingOrders', unit: '单', period: 'current' },
    { kind: 'stat', title: '今日回收', report: 'realtime', measure: 'weightToday', unit: 'kg' },
    { kind: 'stat', title: '今日出勤回收员', report: 'realtime', measure: 'activeRecyclers', unit: '人' },
    { kind: 'stat', title: '今日清运车次', report: 'realtime', measure: 'cartingToday', unit: '车次' },
    { kind: 'trend', title: '每日完成订单', report: 'recycleData', category: 'date', measure: 'orders', unit: '单' },
    { kind: 'rank', title: '站点回收排行', report: 'stationStat', category: 'name', measure: 'recycleWeight', unit: 'kg' },
    { kind: 'pie', title: '品类回收占比', report: 'recycleClass', category: 'garbageClassId', measure: 'weight', unit: 'kg' },
  ],
};

const flowChart: PageDefinition = {
  kind: 'dashboard', key: 'flowChart', title: '流向图', periods: [30, 7, 90],
  widgets: [
    { kind: 'sankey', title: '回收物流向（站点 → 处置场）', report: 'flowCharts', category: 'stationName', target: 'siteName', measure: 'weight', unit: '吨' },
    { kind: 'rank', title: '处置场接收排行', report: 'siteStat', category: 'name', measure: 'receivedWeight', unit: 'kg' },
    { kind: 'trend', title: '每日处置重量', report: 'disposalData', category: 'date', measure: 'weight', unit: 'kg' },
  ],
};

const terminalBoard: PageDefinition = {
  kind: 'kanban', key: 'terminalBoard', title: '终端设备看板', refreshSeconds: 60, periods: [7, 30],
  widgets: [
    { kind: 'stat', title: '终端总数', report: 'deviceBoard', measure: 'terminals', unit: '台', period: 'current' },
    { kind: 'stat', title: '在线终端', report: 'deviceBoard', measure: 'online', unit: '台', period: 'current' },
    { kind: 'stat', title: '离线终端', report: 'deviceBoard', measure: 'offline', unit: '台', period: 'current' },
    { kind: 'stat', title: '故障终端', report: 'deviceBoard', measure: 'fault', unit: '台', period: 'current' },
    { kind: 'stat', title: '称重次数', report: 'deviceBoard', measure: 'weighings', unit: '次', period: 'range' },
    { kind: 'pie', title: '终端状态分布', report: 'terminalStatus', category: 'terminalStatus', measure: 'count', unit: '台', period: 'current', drill: { page: 'stationPoint', filter: 'terminalStatus' } },
    // A weighing on a station's terminal is a finished order delivered there.
    { kind: 'trend', title: '每日称重次数', report: 'recycleData', category: 'date', measure: 'orders', unit: '次' },
    { kind: 'rank', title: '终端称重排行', report: 'terminalList', category: 'name', measure: 'weight', unit: 'kg' },
  ],
};

export default defineSystem({
  code: 'gfgj',
  name: '回收清运',
  enumCalls: ['/cloud/gfgj/common/loadEnumValue'],
  menu: [
    group('用户管理', [
      list('auditBusiness', '商户审核', 'auditBusiness'), list('auditRecycling', '回收员审核', 'auditRecycling'), list('user', '用户列表', 'user'),
      list('wechatUser', '微信用户', 'wechatUser'), list('recharge', '充值记录', 'rechargeRecord'), list('insider', '内部人员', 'insider'),
    ]),
    group('订单管理', [
      list('order', '订单列表', 'order'),
      { kind: 'layers', key: 'orderMap', title: '订单分布', layers: [{ report: 'orderMap', label: '订单', shape: 'point', geometry: 'location', state: 'mapState', stateEnum: 'gfgjOrderMapState', labelKey: 'name' }] },
      { kind: 'replay', key: 'orderReplay', title: '轨迹回放' },
      list('cartingOrder', '清运订单', 'cartingOrder'),
      {
        kind: 'layers', key: 'cartingMap', title: '清运路线', day: true, tabs: ['flowCharts'],
        layers: [{ report: 'cartingLines', label: '清运路线', shape: 'line', geometry: 'line', state: 'status', stateEnum: 'gfgjCartingStatus', labelKey: 'label' }],
      },
      list('inviteRecord', '邀请记录', 'inviteRecord'),
    ]),
    group('基础数据', [
      list('garbageClass', '垃圾类别', 'garbageClass'), list('stationPoint', '站点', 'stationPoint'), list('deptPointClass', '部门点位分类', 'deptPointClass'),
      list('deptArea', '部门区域', 'deptArea'),
      {
        kind: 'layers', key: 'pointMap', title: '站点地图',
        layers: [
          { resource: 'stationPoint', shape: 'point', geometry: 'location', state: 'terminalStatus' },
          { resource: 'disposalSite', shape: 'point', geometry: 'location', state: 'status' },
          { resource: 'deptArea', shape: 'polygon', geometry: 'boundary' },
        ],
      },
      list('disposalSite', '处置场', 'disposalSite'), list('disposalSigning', '处置场签约', 'disposalSiteSigning'),
    ]),
    group('统计分析', [heatMap, realtime, flowChart, report('dataStat', '回收统计', 'stationStat', 'siteStat', 'recycleData', 'recycleClass', 'disposalData'), terminalBoard]),
  ],
  resources: [...userResources, ...orderResources, ...baseResources],
  enums: gfgjEnums,
  reports: gfgjReports,
});
