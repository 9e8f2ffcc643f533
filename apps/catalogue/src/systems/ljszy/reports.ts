/**
 * 垃圾收运 reports at the spec's paths (business-modules §7: reports, platform dashboard,
 * kanban, containers and weights, not-working facilities, the six gross-weight views,
 * data investigation, abnormal daily and company monthly reports, route helpers).
 */
import { modules as messages } from '../../../../../src/i18n/messages/modules';
import type { Condition, Measure, ReportDefinition } from '../../model/reports';

const B = '/cloud/ljszy';
type Opts = Omit<ReportDefinition, 'key' | 'title' | 'call' | 'kind' | 'method'> & { method?: 'GET' | 'POST' };

const aggregate = (key: string, title: string, call: string, o: Opts): ReportDefinition => ({ key, title, call: `${B}/${call}`, kind: 'aggregate', method: o.method ?? 'POST', ...o });
const records = (key: string, title: string, call: string, o: Opts): ReportDefinition => ({ key, title, call: `${B}/${call}`, kind: 'records', method: o.method ?? 'POST', ...o });
const custom = (key: string, title: string, call: string, handler: string, o: Omit<Opts, 'handler'> = {}): ReportDefinition => ({ key, title, call: `${B}/${call}`, kind: 'custom', method: o.method ?? 'GET', handler, ...o });

// Measures over weighing records (kg in the table, 吨 in reports).
const m = {
  trips: { key: 'trips', label: '车次', agg: 'count' } as Measure,
  netT: { key: 'netWeight', label: '净重', agg: 'sum', field: 'netWeight', unit: '吨', scale: 0.001, digits: 2 } as Measure,
  grossT: { key: 'grossWeight', label: '毛重', agg: 'sum', field: 'grossWeight', unit: '吨', scale: 0.001, digits: 2 } as Measure,
  tareT: { key: 'tareWeight', label: '皮重', agg: 'sum', field: 'tareWeight', unit: '吨', scale: 0.001, digits: 2 } as Measure,
  cars: { key: 'cars', label: '车辆数', agg: 'countDistinct', field: 'carId', unit: '辆' } as Measure,
  weightT: { key: 'weight', label: '重量', agg: 'sum', field: 'weight', unit: '吨', scale: 0.001, digits: 2 } as Measure,
};
const notVoid: Condition[] = [{ field: 'status', op: 'ne', value: 'void' }];
const weighing = { source: 'carWeightOperate', where: notVoid, dateField: 'weighTime' } as const;
const day = { field: 'weighTime', bucket: 'day', as: 'date', label: '日期' } as const;
const month = { field: 'weighTime', bucket: 'month', as: 'month', label: '月份' } as const;
const arrivals = { source: 'carArrivalRecord', dateField: 'arrivalTime' } as const;
const arrivalFields = ['carId', 'facilityId', 'arrivalTime', 'leaveTime', 'stayMinutes', 'location'] as const;
const longStop: Condition[] = [{ field: 'stayMinutes', op: 'gte', value: 15 }];

export const ljszyReports: readonly ReportDefinition[] = [
  // Reports by car / by facility
  aggregate('reportByCar', '按车辆统计', 'report/loadCarPageList', { ...weighing, filters: ['companyId', 'garbageType'], groupBy: [{ field: 'carId', label: '车辆' }], measures: [m.trips, m.grossT, m.netT], orderBy: { key: 'netWeight', dir: 'desc' }, paged: true, totals: true, export: `${B}/report/exportCar` }),
  aggregate('reportByFacility', '按设施统计', 'report/loadFacilityPageList', { ...arrivals, filters: ['routeId'], groupBy: [{ field: 'facilityId', label: '收运设施' }], measures: [{ key: 'arrivals', label: '到站次数', agg: 'count' }, { key: 'cars', label: '车辆数', agg: 'countDistinct', field: 'carId', unit: '辆' }, { key: 'avgStay', label: '平均停留', agg: 'avg', field: 'stayMinutes', unit: '分钟', digits: 1 }], orderBy: { key: 'arrivals', dir: 'desc' }, paged: true, totals: true, export: `${B}/report/exportFacility` }),
  records('carFacilityList', '车辆收运设施明细', 'report/loadCarFacilityList', { ...arrivals, filters: ['carId'], fields: arrivalFields, orderBy: { key: 'arrivalTime', dir: 'asc' }, paged: true }),
  aggregate('collectedFacList', '已收运设施', 'report/loadCollectedFacList', { ...arrivals, where: [{ field: 'collected', op: 'eq', value: true }], groupBy: [{ field: 'facilityId', label: '收运设施' }], measures: [{ key: 'times', label: '收运次数', agg: 'count' }], orderBy: { key: 'times', dir: 'desc' }, paged: true }),

  // Platform dashboard
  aggregate('dailyPrimeval', '当日收运概况', 'platform/getDailyPrimevalDTO', { ...weighing, groupBy: [], measures: [m.trips, m.netT, m.cars] }),
  aggregate('dailyGarNum', '每日收运量', 'platform/dailyGarNum', { ...weighing, groupBy: [day], measures: [m.netT, m.trips], orderBy: { key: 'date', dir: 'asc' }, limit: 400 }),
  aggregate('facGarNumDailyList', '分类每日收运量', 'platform/facGarNumDailyList', { ...weighing, groupBy: [day, { field: 'garbageType', label: '垃圾类型' }], measures: [m.netT], orderBy: { key: 'date', dir: 'asc' }, limit: 2000 }),
  aggregate('facGarNumMonthlyList', '分类每月收运量', 'platform/facGarNumMonthlyList', { ...weighing, groupBy: [month, { field: 'garbageType', label: '垃圾类型' }], measures: [m.netT], orderBy: { key: 'month', dir: 'asc' }, limit: 500 }),
  aggregate('facGarNumDailyListXH', '站点每日进场量', 'platform/facGarNumDailyListXH', { ...weighing, groupBy: [day, { field: 'station', label: '称重站点' }], measures: [m.netT], orderBy: { key: 'date', dir: 'asc' }, limit: 2000 }),
  aggregate('facGarNumMonthlyListXH', '站点每月进场量', 'platform/facGarNumMonthlyListXH', { ...weighing, groupBy: [month, { field: 'station', label: '称重站点' }], measures: [m.netT], orderBy: { key: 'month', dir: 'asc' }, limit: 500 }),
  aggregate('subjectGarNumDailyList', '单位每日收运量', 'platform/subjectGarNumDailyList', { ...weighing, groupBy: [day, { field: 'companyId', label: '收运单位' }], measures: [m.netT], orderBy: { key: 'date', dir: 'asc' }, limit: 2000 }),
  aggregate('subjectGarNumMonthlyList', '单位每月收运量', 'platform/subjectGarNumMonthlyList', { ...weighing, groupBy: [month, { field: 'companyId', label: '收运单位' }], measures: [m.netT], orderBy: { key: 'month', dir: 'asc' }, limit: 500 }),
  aggregate('trendList', '收运趋势', 'platform/trendList', { ...weighing, groupBy: [day], measures: [m.netT], orderBy: { key: 'date', dir: 'asc' }, limit: 400 }),
  aggregate('garbageTypeShare', '垃圾类型占比', 'platform/garbageTypeShare', { ...weighing, groupBy: [{ field: 'garbageType', label: '垃圾类型' }], measures: [m.netT], orderBy: { key: 'netWeight', dir: 'desc' } }),
  records('routeList', '线路列表', 'platform/routeList', { source: 'route', fields: ['code', 'name', 'companyId', 'garbageType', 'distanceKm', 'status'], orderBy: { key: 'code', dir: 'asc' }, limit: 500 }),
  aggregate('subjectIdNum', '单位车辆数', 'platform/subjectIdNum', { source: 'carInfo', groupBy: [{ field: 'companyId', label: '收运单位' }], measures: [{ key: 'cars', label: '车辆数', agg: 'count', unit: '辆' }], orderBy: { key: 'cars', dir: 'desc' } }),
  aggregate('subjectFacInfo', '单位设施数', 'platform/subjectFacInfo', { source: 'facilityInfo', groupBy: [{ field: 'companyId', label: '收运单位' }], measures: [{ key: 'facilities', label: '设施数', agg: 'count', unit: '个' }], orderBy: { key: 'facilities', dir: 'desc' } }),
  aggregate('facGarList', '设施分类量', 'platform/facGarList', { source: 'classifyWeight', dateField: 'weighDate', groupBy: [{ field: 'facilityId', label: '收运设施' }], measures: [m.weightT], orderBy: { key: 'weight', dir: 'desc' }, paged: true }),
  records('carByRouteIds', '线路车辆', 'platform/getCarByRouteIds', { source: 'carRouteBand', filters: ['routeId'], fields: ['carId', 'routeId', 'shift', 'bandDate'], orderBy: { key: 'bandDate', dir: 'desc' }, limit: 500 }),

  // Kanban
  aggregate('statList', '收运统计', 'kanban/getStatList', { ...weighing, groupBy: [{ field: 'garbageType', label: '垃圾类型' }], measures: [m.trips, m.netT, m.cars], orderBy: { key: 'netWeight', dir: 'desc' } }),
  records('routeDetail', '线路设施', 'kanban/getRouteDetail', { source: 'facilityInfo', filters: ['routeId'], fields: ['code', 'name', 'facilityType', 'location', 'status'], orderBy: { key: 'code', dir: 'asc' }, limit: 500 }),
  aggregate('carStatList', '车辆收运排行', 'kanban/getCarStatList', { ...weighing, groupBy: [{ field: 'carId', label: '车辆' }], measures: [m.netT, m.trips], orderBy: { key: 'netWeight', dir: 'desc' }, limit: 10 }),
  aggregate('facStatList', '设施到站排行', 'kanban/getFacStatList', { ...arrivals, groupBy: [{ field: 'facilityId', label: '收运设施' }], measures: [{ key: 'arrivals', label: '到站次数', agg: 'count' }], orderBy: { key: 'arrivals', dir: 'desc' }, limit: 10 }),
  custom('facStatListWithNoConfig', '未配置垃圾类型的设施', 'kanban/getFacStatListWithNoConfig', 'facilitiesWithoutGarType', {
    method: 'POST',
    columns: [{ key: 'code', label: '设施编号' }, { key: 'name', label: '设施名称' }, { key: 'address', label: '地址' }, { key: 'routeIdLabel', label: '所属线路' }, { key: 'companyIdLabel', label: '收运单位' }],
  }),
  custom('dailyForecast', '日收运量预测', 'kanban/dailyForeCast', 'dailyForecast', {
    columns: [{ key: 'date', label: '日期' }, { key: 'forecast', label: '预测量(吨)' }, { key: 'lower', label: '预测下限(吨)' }, { key: 'upper', label: '预测上限(吨)' }],
  }),
  custom('monthForecast', '月收运量预测', 'kanban/monthForeCast', 'monthForecast', {
    columns: [{ key: 'month', label: '月份' }, { key: 'actual', label: '已收运(吨)' }, { key: 'forecast', label: '预测全月(吨)' }, { key: 'lower', label: '预测下限(吨)' }, { key: 'upper', label: '预测上限(吨)' }],
  }),
  custom('dailyForecastChart', '日收运量预测曲线', 'kanban/dailyForeCastChart', 'dailyForecastChart'),
  custom('monthForecastChart', '月收运量预测曲线', 'kanban/monthForeCastChart', 'monthForecastChart'),
  aggregate('facReport', '设施收运报表', 'kanban/getFacReport', { source: 'classifyWeight', dateField: 'weighDate', groupBy: [{ field: 'garbageType', label: '垃圾类型' }], measures: [m.weightT], orderBy: { key: 'weight', dir: 'desc' } }),
  records('simpleList', '车辆简表', 'kanban/simpleList', { source: 'carInfo', fields: ['carNo', 'carType', 'status'], orderBy: { key: 'carNo', dir: 'asc' }, limit: 500 }),
  aggregate('weightDailyReport', '称重日报', 'kanban/weightDailyReport', { ...weighing, groupBy: [day, { field: 'station', label: '称重站点' }], measures: [m.trips, m.netT], orderBy: { key: 'date', dir: 'desc' }, paged: true, totals: true }),

  // Containers and weights
  records('containerWeightDetail', '容器称重明细', 'containerWeight/detailList', { source: 'containerWeight', dateField: 'weighTime', filters: ['containerId'], fields: ['containerId', 'facilityId', 'garbageType', 'weight', 'weighTime'], orderBy: { key: 'weighTime', dir: 'desc' }, limit: 500 }),
  aggregate('carWeightRank', '车辆分类量排行', 'classifyRecord/carWeightRank', { source: 'classifyRecord', dateField: 'recordTime', groupBy: [{ field: 'carId', label: '收运车辆' }], measures: [m.weightT], orderBy: { key: 'weight', dir: 'desc' }, limit: 10 }),
  aggregate('resourceTrend', '分类量趋势', 'classifyRecord/getResourceTrend', { source: 'classifyRecord', dateField: 'recordTime', groupBy: [{ field: 'recordTime', bucket: 'day', as: 'date', label: '日期' }, { field: 'garbageType', label: '垃圾类型' }], measures: [m.weightT], orderBy: { key: 'date', dir: 'asc' }, limit: 2000 }),
  aggregate('classifyStat', '分类统计', 'classifyRecord/getStatInfo', { source: 'classifyRecord', dateField: 'recordTime', groupBy: [{ field: 'garbageType', label: '垃圾类型' }], measures: [{ key: 'records', label: '投放次数', agg: 'count' }, m.weightT, { key: 'qualifiedRate', label: '合格率', agg: 'avg', field: 'qualified', unit: '%', scale: 100, digits: 1 }], orderBy: { key: 'weight', dir: 'desc' } }),

  // Not-working facilities: stop list and trajectory
  custom('notWorkFacility', '未作业设施', 'notWorkFacility/pageList', 'notWorkingFacilities', {
    method: 'POST', paged: true, export: `${B}/notWorkFacility/export`,
    columns: [
      { key: 'code', label: messages.colCode }, { key: 'name', label: messages.colName }, { key: 'address', label: messages.colAddress },
      { key: 'routeIdLabel', label: messages.colRoute }, { key: 'lastCollected', label: messages.lastCollected },
    ],
  }),
  records('stopCarList', '车辆停留', 'notWorkFacility/getStopCarPageList', { ...arrivals, where: longStop, filters: ['carId'], fields: arrivalFields, orderBy: { key: 'stayMinutes', dir: 'desc' }, paged: true }),
  records('carTrajectory', '车辆轨迹', 'notWorkFacility/getCarTrajectoryPageList', { ...arrivals, filters: ['carId'], fields: arrivalFields, orderBy: { key: 'arrivalTime', dir: 'asc' }, paged: true }),
  // Facilities within `radius` metres (1000 by default) of a point: beside a chosen stop of 未作业设施.
  custom('pointByGps', '附近设施', 'notWorkFacility/getPointDataByGpsPioint', 'facilitiesNearPoint', {
    undated: true,
    columns: [
      { key: 'code', label: messages.colCode }, { key: 'name', label: messages.colName }, { key: 'address', label: messages.colAddress },
      { key: 'routeIdLabel', label: messages.colRoute }, { key: 'distance', label: '距离(米)' },
    ],
  }),

  // The six gross-weight views (GET page lists) and their exports
  aggregate('grossMain', '毛重汇总', 'carGrossWeightPrimeval/main', { ...weighing, method: 'GET', groupBy: [day], measures: [m.trips, m.grossT, m.tareT, m.netT], orderBy: { key: 'date', dir: 'desc' }, paged: true, totals: true, export: `${B}/carGrossWeightPrimeval/export` }),
  records('grossRecordView', '称重明细', 'carGrossWeightPrimeval/recordView', { ...weighing, method: 'GET', filters: ['carId', 'garbageType'], fields: ['billNo', 'carId', 'garbageType', 'grossWeight', 'tareWeight', 'netWeight', 'weighTime'], orderBy: { key: 'weighTime', dir: 'desc' }, paged: true, export: `${B}/carGrossWeightPrimeval/exportRecordView` }),
  aggregate('grossCountView', '车次统计', 'carGrossWeightPrimeval/countView', { ...weighing, method: 'GET', groupBy: [{ field: 'carId', label: '车辆' }], measures: [m.trips, m.netT], orderBy: { key: 'trips', dir: 'desc' }, paged: true, totals: true, export: `${B}/carGrossWeightPrimeval/exportCountView` }),
  aggregate('grossLabelView', '垃圾类型统计', 'carGrossWeightPrimeval/labelView', { ...weighing, method: 'GET', groupBy: [{ field: 'garbageType', label: '垃圾类型' }], measures: [m.trips, m.grossT, m.netT], orderBy: { key: 'netWeight', dir: 'desc' }, paged: true, totals: true, export: `${B}/carGrossWeightPrimeval/exportLabelView` }),
  aggregate('grossPropertyView', '物业公司统计', 'carGrossWeightPrimeval/propertyManagementView', { ...weighing, method: 'GET', groupBy: [{ field: 'propertyCompanyId', label: '物业公司' }], measures: [m.trips, m.netT], orderBy: { key: 'netWeight', dir: 'desc' }, paged: true, totals: true, export: `${B}/carGrossWeightPrimeval/exportPropertyManagementView` }),
  aggregate('grossCompanyView', '收运单位统计', 'carGrossWeightPrimeval/companyView', { ...weighing, method: 'GET', groupBy: [{ field: 'companyId', label: '收运单位' }], measures: [m.trips, m.netT, m.cars], orderBy: { key: 'netWeight', dir: 'desc' }, paged: true, totals: true, export: `${B}/carGrossWeightPrimeval/exportCompanyView` }),

  // Data investigation
  records('investigationPoints', '设施点位', 'dataInvestigation/pointList', { source: 'facilityInfo', filters: ['routeId'], fields: ['code', 'name', 'facilityType', 'location', 'routeId'], orderBy: { key: 'code', dir: 'asc' }, paged: true }),
  records('investigationStops', '停留记录', 'dataInvestigation/stopList', { ...arrivals, method: 'GET', where: longStop, filters: ['carId'], fields: arrivalFields, orderBy: { key: 'arrivalTime', dir: 'desc' }, paged: true }),
  records('investigationWeights', '称重记录', 'dataInvestigation/weightList', { ...weighing, filters: ['carId'], fields: ['billNo', 'carId', 'garbageType', 'netWeight', 'station', 'weighTime', 'status'], orderBy: { key: 'weighTime', dir: 'desc' }, paged: true }),
  records('investigationWork', '作业记录', 'dataInvestigation/workList', { source: 'carWork', dateField: 'workDate', filters: ['carId'], fields: ['workDate', 'carId', 'routeId', 'mileageKm', 'trips', 'facilityCount', 'status'], orderBy: { key: 'workDate', dir: 'desc' }, paged: true }),
  // The day's real GPS trajectory of a car from the positions store (issue 14).
  custom('investigationTrack', 'GPS 轨迹', 'dataInvestigation/gpsTrack', 'gpsTrack', {
    method: 'POST', paged: true, source: 'carWork', filters: ['carId'],
    columns: [{ key: 'carNo', label: '车牌号' }, { key: 'time', label: '定位时间' }, { key: 'lon', label: '经度' }, { key: 'lat', label: '纬度' }, { key: 'speed', label: '速度(km/h)' }, { key: 'mileage', label: '里程(km)' }, { key: 'state', label: '状态' }],
  }),
  aggregate('ssglFacilityData', '场站进场数据', 'dataInvestigation/ssglFacilityData', { ...weighing, groupBy: [{ field: 'station', label: '称重站点' }], measures: [m.trips, m.netT], orderBy: { key: 'netWeight', dir: 'desc' } }),
  records('wholeDayPointData', '全天到站点位', 'dataInvestigation/wholeDayPointData', { ...arrivals, filters: ['carId'], fields: arrivalFields, orderBy: { key: 'arrivalTime', dir: 'asc' }, limit: 1000 }),
  records('dikonZccHis', '压缩箱历史', 'dataInvestigation/getDikonZccHisList', { source: 'compressionBox', fields: ['boxNo', 'facilityId', 'fillRate', 'status', 'lastEmptyTime'], orderBy: { key: 'lastEmptyTime', dir: 'desc' }, paged: true }),

  // Abnormal daily and company monthly reports
  aggregate('abnormalDaily', '异常日报', 'abnormalDailyReport/pageList', { source: 'carWeightOperate', dateField: 'weighTime', where: [{ field: 'status', op: 'eq', value: 'abnormal' }], groupBy: [day, { field: 'station', label: '称重站点' }], measures: [{ key: 'abnormal', label: '异常磅单', agg: 'count' }, m.netT], orderBy: { key: 'date', dir: 'desc' }, paged: true, totals: true, export: `${B}/abnormalDailyReport/export` }),
  aggregate('companyMonthly', '单位月报', 'companyMonthlyReport/pageList', { ...weighing, groupBy: [month, { field: 'companyId', label: '收运单位' }], measures: [m.trips, m.netT, m.cars], orderBy: { key: 'month', dir: 'desc' }, paged: true, totals: true, export: `${B}/companyMonthlyReport/export`, periods: ['month', 'quarter'], chart: { category: 'companyId', measures: ['netWeight'] } }),

  // Route helpers
  records('facsByRouteId', '线路设施（含所属线路）', 'route/getFacsByRounteId', { source: 'facilityInfo', method: 'GET', filters: ['routeId'], fields: ['code', 'name', 'location', 'routeId'], orderBy: { key: 'code', dir: 'asc' }, limit: 500 }),
  records('facilityByRoute', '线路设施简表', 'route/getFacilityByRounte', { source: 'facilityInfo', method: 'GET', filters: ['routeId'], fields: ['code', 'name', 'location'], orderBy: { key: 'code', dir: 'asc' }, limit: 500 }),
  records('allFacsByRouteId', '线路全部设施', 'route/getAllFacsByRouteId', { source: 'facilityInfo', method: 'GET', filters: ['routeId'], fields: ['code', 'name', 'location', 'status'], orderBy: { key: 'code', dir: 'asc' }, limit: 1000 }),
  custom('facsByCarId', '车辆线路设施', 'route/getFacsByCarId', 'facilitiesOfCar'),
  custom('facilityByCarId', '车辆线路设施', 'route/getFacilityByCarId', 'facilitiesOfCar'),
  custom('enhancingFacsByCarId', '车辆可加密设施', 'route/getEnhancingFacsByCarIdNew', 'enhancingFacilitiesOfCar'),
  custom('enhancingFacsByRouteId', '线路可加密设施', 'route/getEnhancingFacsByRouteIdNew', 'enhancingFacilitiesOfRoute'),
  custom('enhanceRoute', '线路加密', 'route/enhanceRoute', 'enhanceRoute', { method: 'POST' }),
  custom('dataRange', '数据日期范围', 'common/dataRange', 'dataRange'),
  // Facility id → code and name: what clients translate the ids of other calls with.
  custom('translateFacility', '设施名称对照', 'facilityInfo/getTranslateFacilityInfo', 'translateFacilities', {
    undated: true,
    columns: [{ key: 'id', label: '设施ID' }, { key: 'code', label: messages.colCode }, { key: 'name', label: messages.colName }],
  }),
];
