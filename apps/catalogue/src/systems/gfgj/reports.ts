/**
 * 回收清运 reports: the data statistics (dataStatistics/, query packing), the collectors' and
 * carting vehicles' tracks (historyPosition: the GPS history of the order's vehicle while it
 * ran), the option lists of the order families, the terminal device board
 * (/cloud/zd/jg/api/cp/realTime/) and the maps' lists. A recycled kilogram is counted once:
 * recycling figures read finished orders, disposal figures and the flow chart arrived carting
 * orders — the same rows the lists show.
 */
import type { ReportColumn } from '../../model/report-parts';
import type { ReportDefinition } from '../../model/reports';
import { G } from './shared';

const S = `${G}/dataStatistics`;
const RT = '/cloud/zd/jg/api/cp/realTime';
const col = (key: string, label: string): ReportColumn => ({ key, label });
const custom = (key: string, title: string, call: string, handler: string, columns: ReportColumn[], extra: Partial<ReportDefinition> = {}): ReportDefinition =>
  ({ key, title, kind: 'custom', call, method: 'POST', handler, columns, ...extra });

const TRACK_COLUMNS = [col('at', '时间'), col('lng', '经度'), col('lat', '纬度'), col('speed', '速度(km/h)')];
const STATION_COLUMNS = [col('code', '站点编号'), col('name', '站点名称'), col('stationTypeLabel', '站点类型'), col('address', '地址'), col('location', '位置')];
const SITE_COLUMNS = [col('code', '处置场编号'), col('name', '处置场名称'), col('siteTypeLabel', '处置场类型'), col('address', '地址'), col('location', '位置')];

export const gfgjReports: readonly ReportDefinition[] = [
  // dataStatistics/
  custom('stationStat', '站点回收统计', `${S}/getStationPointList`, 'stationStat', [
    ...STATION_COLUMNS.slice(0, 3), col('regionName', '所属街道'), col('orders', '完成订单'), col('recycleWeight', '回收重量(kg)'),
    col('cartedWeight', '清运出站(kg)'), col('terminalStatusLabel', '终端状态'),
  ], { paged: true, filters: ['stationId'] }),
  custom('siteStat', '处置场接收统计', `${S}/getDisposalSiteList`, 'siteStat', [
    ...SITE_COLUMNS.slice(0, 3), col('trips', '到场车次'), col('receivedWeight', '接收重量(kg)'), col('stations', '来源站点数'), col('signings', '有效签约'),
  ], { paged: true }),
  {
    key: 'recycleData', title: '回收趋势', kind: 'aggregate', call: `${S}/getRecycleData`, method: 'POST', source: 'order',
    where: [{ field: 'status', op: 'eq', value: 'finished' }], dateField: 'finishTime', filters: ['garbageClassId', 'regionId', 'stationId'],
    groupBy: [{ field: 'finishTime', bucket: 'day', as: 'date', label: '日期' }],
    measures: [{ key: 'orders', label: '完成订单', agg: 'count', unit: '单' }, { key: 'weight', label: '回收重量', agg: 'sum', field: 'actualWeight', unit: 'kg', digits: 1 }, { key: 'amount', label: '结算金额', agg: 'sum', field: 'amount', unit: '元', digits: 2 }],
    orderBy: { key: 'date', dir: 'asc' }, totals: true, chart: { category: 'date', measures: ['weight'] },
  },
  {
    key: 'recycleClass', title: '品类回收量', kind: 'aggregate', call: `${S}/getRecycleClassData`, method: 'POST', source: 'order',
    where: [{ field: 'status', op: 'eq', value: 'finished' }], dateField: 'finishTime', filters: ['regionId', 'stationId'],
    groupBy: [{ field: 'garbageClassId', label: '回收品类' }],
    measures: [{ key: 'orders', label: '完成订单', agg: 'count', unit: '单' }, { key: 'weight', label: '回收重量', agg: 'sum', field: 'actualWeight', unit: 'kg', digits: 1 }],
    orderBy: { key: 'weight', dir: 'desc' }, totals: true,
  },
  {
    key: 'disposalData', title: '处置趋势', kind: 'aggregate', call: `${S}/getDisposalData`, method: 'POST', source: 'cartingOrder',
    where: [{ field: 'status', op: 'eq', value: 'arrived' }], dateField: 'arriveTime', filters: ['disposalSiteId', 'stationId', 'garbageClassId'],
    groupBy: [{ field: 'arriveTime', bucket: 'day', as: 'date', label: '日期' }],
    measures: [{ key: 'trips', label: '到场车次', agg: 'count', unit: '车次' }, { key: 'weight', label: '处置重量', agg: 'sum', field: 'weight', unit: 'kg', digits: 1 }],
    orderBy: { key: 'date', dir: 'asc' }, totals: true, chart: { category: 'date', measures: ['weight'] },
  },
  custom('heatMap', '下单热力（街道 × 时段）', `${S}/getHeatMapData`, 'heatMap', [col('regionName', '街道'), col('hour', '时段'), col('orders', '订单数')]),
  custom('realtime', '实时数据', `${S}/getRealtimeData`, 'realtime', [
    col('ordersToday', '今日订单'), col('finishedToday', '今日完成'), col('pendingOrders', '待接单'), col('weightToday', '今日回收(kg)'),
    col('amountToday', '今日结算(元)'), col('activeRecyclers', '今日出勤回收员'), col('cartingToday', '今日清运车次'), col('onlineTerminals', '在线终端'),
  ]),
  custom('realtimeOrders', '最新订单', `${S}/getRealtimeOrders`, 'realtimeOrders', [
    col('orderNo', '订单编号'), col('userName', '下单用户'), col('className', '品类'), col('statusLabel', '状态'), col('orderTime', '下单时间'),
  ]),
  custom('flowCharts', '回收物流向（站点 → 处置场）', `${S}/flowCharts`, 'flowCharts', [
    col('stationName', '起运站点'), col('siteName', '处置场'), col('trips', '车次'), col('weight', '重量(吨)'),
  ]),
  // Tracks: the order's vehicle between acceptance and completion (dispatch and arrival for carting).
  custom('orderTrack', '订单轨迹', `${G}/order/historyPosition`, 'orderTrack', TRACK_COLUMNS),
  custom('orderTrackNew', '订单轨迹（含里程）', `${G}/order/newHistoryPosition`, 'orderTrackNew', [...TRACK_COLUMNS, col('mileage', '累计里程(km)')]),
  custom('cartingTrack', '清运轨迹', `${G}/cartingOrder/historyPosition`, 'cartingTrack', TRACK_COLUMNS),
  custom('cartingTrackNew', '清运轨迹（含里程）', `${G}/cartingOrder/newHistoryPosition`, 'cartingTrackNew', [...TRACK_COLUMNS, col('mileage', '累计里程(km)')]),
  // Option lists of the order families and common/.
  custom('orderStations', '交投站点', `${G}/order/getStationList`, 'stationList', STATION_COLUMNS),
  custom('cartingStations', '起运站点', `${G}/cartingOrder/getStationList`, 'stationList', STATION_COLUMNS),
  custom('cartingSites', '处置场', `${G}/cartingOrder/getDisposalSiteList`, 'siteList', SITE_COLUMNS),
  custom('garbageClassList', '垃圾类别', `${G}/common/getGarbageClassList`, 'garbageClassList', [col('code', '类别编码'), col('name', '类别名称'), col('categoryLabel', '垃圾大类'), col('unitPrice', '回收单价(元/kg)')]),
  custom('deptByLocation', '所在部门区域', `${G}/common/getDeptByLocalion`, 'deptByLocation', [col('name', '区域名称'), col('companyName', '负责部门'), col('regionName', '所属街道')]),
  // Maps: orders of the period at their address; carting trips of a day as lines.
  custom('orderMap', '订单分布', `${G}/order/mapList`, 'orderMap', [
    col('orderNo', '订单编号'), col('name', '下单用户'), col('address', '上门地址'), col('className', '品类'), col('statusLabel', '订单状态'), col('mapStateLabel', '地图状态'),
  ], { paged: true }),
  custom('cartingLines', '清运路线', `${G}/cartingOrder/lineList`, 'cartingLines', [
    col('cartingNo', '清运单号'), col('stationName', '起运站点'), col('siteName', '处置场'), col('carNo', '车辆'), col('weight', '重量(kg)'), col('statusLabel', '清运状态'), col('points', '轨迹点数'),
  ]),
  // 终端设备看板
  custom('deviceBoard', '终端设备概况', `${RT}/deviceBoard`, 'deviceBoard', [
    col('terminals', '终端总数'), col('online', '在线'), col('offline', '离线'), col('fault', '故障'), col('onlineRate', '在线率(%)'), col('weighings', '称重次数'), col('weight', '称重重量(kg)'),
  ]),
  {
    key: 'terminalStatus', title: '终端状态分布', kind: 'aggregate', call: `${RT}/terminalStatus`, method: 'POST', source: 'stationPoint',
    groupBy: [{ field: 'terminalStatus', label: '终端状态' }], measures: [{ key: 'count', label: '终端数', agg: 'count', unit: '台' }],
  },
  custom('terminalList', '终端明细', `${RT}/terminalList`, 'terminalList', [
    col('terminalNo', '终端号'), col('name', '站点'), col('terminalStatusLabel', '终端状态'), col('heartbeatTime', '最后心跳'), col('weighings', '称重次数'), col('weight', '称重重量(kg)'),
  ]),
  custom('dataRange', '数据范围', `${G}/common/dataRange`, 'dataRange', [col('start', '开始日期'), col('end', '结束日期')], { method: 'GET' }),
];
