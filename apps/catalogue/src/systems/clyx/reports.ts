/**
 * 车辆运行 reports over the positions store (answered by handlers in the server's clyx folder)
 * and the cost statistics over cost records, at the spec's paths.
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';

const ASSET = '/envcloud/hw/asset/api/v1';
const OIL = '/envcloud/hw/oil/api/v1';
const WATER = '/envcloud/hw/water/api/v1';
const C = '/cloud/clyx';

const col = (key: string, label: string): ReportColumn => ({ key, label });
const car = [col('carNo', '车牌号'), col('driverName', '司机')];
const gps = (key: string, title: string, call: string, handler: string, columns: ReportColumn[], exportPath?: string): ReportDefinition => ({
  key, title, kind: 'custom', method: 'POST', call, handler, columns, paged: true, source: 'device', filters: ['carId'], ...(exportPath ? { export: exportPath } : {}),
});

export const clyxReports: readonly ReportDefinition[] = [
  // The asset page's field check (a call, not a table): answers { valid, message }.
  { key: 'assetValidateField', title: '资产字段校验', kind: 'custom', method: 'POST', call: `${ASSET}/asset/validateField`, handler: 'validateField' },
  { key: 'dataRange', title: '数据范围', kind: 'custom', method: 'GET', call: `${C}/common/dataRange`, handler: 'dataRange' },
  gps('realtimeInfo', '车辆实时信息', `${C}/realtime/pageList`, 'realtimeInfo',
    [...car, col('onlineText', '在线状态'), col('time', '最后定位'), col('speed', '速度(km/h)'), col('mileage', '里程(km)'), col('fuel', '油量(L)'), col('address', '位置')], `${C}/realtime/export`),
  gps('dailyReport', '运行日报', `${ASSET}/dailyReport/pageList`, 'dailyReport',
    [col('date', '日期'), ...car, col('distanceKm', '行驶里程(km)'), col('movingHours', '行驶时长(h)'), col('stops', '停车次数'), col('maxSpeed', '最高速度(km/h)'), col('avgSpeed', '平均速度(km/h)'), col('fuelUsed', '耗油(L)'), col('speeding', '超速次数'), col('firstTime', '首次定位'), col('lastTime', '末次定位')],
    `${ASSET}/dailyReport/download`),
  gps('onlineReport', '在线报表', `${ASSET}/onLineReport/pageListAvg`, 'onlineReport',
    [...car, col('days', '上线天数'), col('onlineHours', '在线时长(h)'), col('offlineTimes', '离线次数'), col('offlineMinutes', '离线时长(min)'), col('onlineRate', '在线率(%)'), col('lastTime', '最后定位')], `${C}/onlineReport/export`),
  gps('violationReport', '违规报表', `${C}/violation/pageList`, 'violationReport',
    [...car, col('startTime', '开始时间'), col('endTime', '结束时间'), col('minutes', '持续(min)'), col('maxSpeed', '最高速度(km/h)'), col('limit', '限速(km/h)'), col('location', '位置')], `${C}/violation/export`),
  gps('alarmList', '报警记录', `${C}/alarm/pageList`, 'alarmList',
    [...car, col('kindName', '报警类型'), col('startTime', '报警时间'), col('endTime', '结束时间'), col('value', '报警值'), col('ackText', '处理状态'), col('ackTime', '确认时间'), col('location', '位置')], `${C}/alarm/export`),
  gps('parking', '停车记录', `${C}/parking/pageList`, 'parking',
    [...car, col('startTime', '停车时间'), col('endTime', '驶离时间'), col('minutes', '停车时长(min)'), col('location', '位置')], `${C}/parking/export`),
  {
    key: 'costStat', title: '费用统计', kind: 'aggregate', method: 'POST', call: `${C}/cost/statistics`, source: 'cost', dateField: 'costDate', filters: ['carId', 'costType'],
    groupBy: [{ field: 'carId', label: '车辆' }, { field: 'costType', label: '费用类型' }],
    measures: [{ key: 'times', label: '笔数', agg: 'count' }, { key: 'amount', label: '金额', agg: 'sum', field: 'amount', unit: '元', digits: 2 }],
    orderBy: { key: 'amount', dir: 'desc' }, paged: true, totals: true, export: `${C}/cost/exportStatistics`,
  },
  {
    key: 'costMonthly', title: '月度费用', kind: 'aggregate', method: 'POST', call: `${C}/cost/monthly`, source: 'cost', dateField: 'costDate', filters: ['costType'],
    groupBy: [{ field: 'costDate', bucket: 'month', as: 'month', label: '月份' }, { field: 'costType', label: '费用类型' }],
    measures: [{ key: 'amount', label: '金额', agg: 'sum', field: 'amount', unit: '元', digits: 2 }],
    orderBy: { key: 'month', dir: 'desc' }, paged: true, totals: true,
  },
  gps('oilAbnormal', '油量异常', `${OIL}/oilAbnormal/list`, 'oilAbnormal',
    [...car, col('startTime', '发生时间'), col('lost', '下降油量(L)'), col('threshold', '报警阈值(L)'), col('ackText', '处理状态'), col('location', '位置')], `${OIL}/oilAbnormal/export`),
  gps('oilDaily', '油耗日报', `${OIL}/oilDaily/list`, 'oilDaily',
    [col('date', '日期'), ...car, col('distanceKm', '行驶里程(km)'), col('fuelUsed', '耗油(L)'), col('refuelled', '加油(L)'), col('per100', '百公里油耗(L)'), col('startFuel', '期初油量(L)'), col('endFuel', '期末油量(L)')], `${OIL}/oilDaily/export`),
  gps('oilMonthly', '油耗月报', `${OIL}/oilMonthly/list`, 'oilMonthly',
    [col('month', '月份'), ...car, col('distanceKm', '行驶里程(km)'), col('fuelUsed', '耗油(L)'), col('refuelled', '加油(L)'), col('per100', '百公里油耗(L)')], `${OIL}/oilMonthly/export`),
  gps('oilCurve', '油量曲线', `${OIL}/oilCurve/list`, 'oilCurve', [col('time', '时间'), col('fuel', '油量(L)'), col('speed', '速度(km/h)')]),
  gps('waterRecord', '加水记录', `${WATER}/waterRecord/list`, 'waterRecord',
    [...car, col('time', '加水时间'), col('before', '加水前(L)'), col('after', '加水后(L)'), col('added', '加水量(L)'), col('location', '位置')], `${WATER}/waterRecord/export`),
  gps('waterDaily', '用水日报', `${WATER}/waterDaily/list`, 'waterDaily',
    [col('date', '日期'), ...car, col('used', '用水(L)'), col('added', '加水(L)'), col('times', '加水次数'), col('endWater', '期末水量(L)')], `${WATER}/waterDaily/export`),
  gps('waterCurve', '水位曲线', `${WATER}/curve`, 'waterCurve', [col('time', '时间'), col('water', '水量(L)'), col('speed', '速度(km/h)')]),
];
