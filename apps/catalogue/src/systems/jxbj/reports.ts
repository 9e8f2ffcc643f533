/**
 * 道路保洁 one-map and reports: every figure is computed by the server from the vehicles' GPS
 * tracks against the road lines (apps/server/src/systems/jxbj/coverage.ts), none is stored.
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';
import { NEW, OLD } from './shared';

const col = (key: string, label: string): ReportColumn => ({ key, label });
const YZT = `${OLD}/yzt`;
const REPORT = `${OLD}/report`;

const custom = (key: string, title: string, call: string, handler: string, columns: ReportColumn[], method: 'GET' | 'POST' = 'GET', paged = true): ReportDefinition => ({
  key, title, kind: 'custom', method, call, handler, columns, paged, ...FILTERS[key],
});

/** The filters a report page offers: lookups of a resource that has them (the handlers read the same keys). */
const byRoad = { source: 'pointer', filters: ['roadId'] } as const;
const byLine = { source: 'road', filters: ['lineId', 'companyId'] } as const;
const byCar = { source: 'carLine', filters: ['carId', 'lineId'] } as const;
const FILTERS: Record<string, Pick<ReportDefinition, 'source' | 'filters'>> = {
  roadTrack: byRoad, roadOperation: byRoad,
  completionByDay: byLine, roadCompletion: byLine, completionBySubject: byLine, subjectCompletion: byLine, roadCompletionSum: byLine, roadWorkConfig: byLine,
  taskStat: byCar, taskInfo: byCar, carWorkReport: byCar, workStatList: byCar, carStatic: byCar, workReportDetail: { source: 'carLine', filters: ['carId'] },
  roadOperationList: { source: 'carLine', filters: ['carId'] }, roadCarWork: byLine, carExpenseCars: { source: 'carExpense', filters: ['carId'] },
};

const road = [col('roadName', '道路'), col('lineName', '作业线路'), col('companyName', '保洁单位')];
const cover = [col('lengthKm', '道路长度(km)'), col('coveredKm', '已覆盖(km)'), col('coverage', '覆盖率(%)'), col('targetRate', '达标线(%)'), col('stateText', '完成状态')];
const car = [col('carNo', '车牌号'), col('lineName', '作业线路'), col('shiftName', '班次')];
const work = [col('totalKm', '行驶里程(km)'), col('workKm', '作业里程(km)'), col('workMinutes', '作业时长(min)'), col('avgWorkSpeed', '平均作业速度(km/h)')];

export const jxbjReports: readonly ReportDefinition[] = [
  // One-map (yzt)
  custom('completionByDay', '完成率', `${YZT}/getCompletion`, 'completionByDay',
    [col('date', '日期'), col('roads', '排班道路'), col('done', '已达标'), col('partial', '未达标'), col('none', '未作业'), col('lengthKm', '排班里程(km)'), col('coveredKm', '覆盖里程(km)'), col('rate', '覆盖率(%)'), col('doneRate', '达标率(%)')]),
  custom('roadCompletion', '道路完成情况', `${YZT}/getCompletionNew`, 'roadCompletion', [col('date', '日期'), ...road, col('shiftNames', '班次'), ...cover, col('cars', '作业车辆')]),
  custom('completionBySubject', '单位道路完成情况', `${YZT}/getCompletionBySubjectId`, 'completionBySubject', [col('date', '日期'), ...road, ...cover]),
  custom('subjectCompletion', '单位完成率', `${YZT}/getSubjectComplations`, 'subjectCompletion',
    [col('companyName', '保洁单位'), col('roads', '排班道路'), col('done', '已达标'), col('lengthKm', '排班里程(km)'), col('coveredKm', '覆盖里程(km)'), col('rate', '覆盖率(%)'), col('doneRate', '达标率(%)')]),
  custom('roadCompletionSum', '道路完成率汇总', `${YZT}/getRoadComplations`, 'roadCompletionSum',
    [...road, col('days', '排班天数'), col('doneDays', '达标天数'), col('avgCoverage', '平均覆盖率(%)'), col('doneRate', '达标率(%)')]),
  custom('taskStat', '任务统计', `${YZT}/getTaskStat`, 'taskStat',
    [col('date', '日期'), ...car, col('roads', '任务道路'), col('doneRoads', '达标道路'), col('coverage', '覆盖率(%)'), col('stateText', '任务状态')]),
  custom('roadOperationList', '道路作业记录', `${YZT}/getRoadOperationList`, 'roadOperationList',
    [col('date', '日期'), col('roadName', '道路'), col('carNo', '车牌号'), col('startTime', '开始时间'), col('endTime', '结束时间'), col('km', '作业里程(km)'), col('avgSpeed', '平均速度(km/h)')]),
  custom('roadOperation', '道路作业详情', `${YZT}/getRoadOperation`, 'roadOperation',
    [col('roadName', '道路'), col('carNo', '车牌号'), col('startTime', '开始时间'), col('endTime', '结束时间'), col('km', '作业里程(km)'), col('avgSpeed', '平均速度(km/h)')]),
  custom('carLocation', '作业车辆位置', `${YZT}/getCarLocation`, 'carLocation',
    [col('carNo', '车牌号'), col('lineName', '作业线路'), col('time', '定位时间'), col('speed', '速度(km/h)'), col('location', '位置'), col('onlineText', '在线状态')]),
  custom('realTimeOperation', '实时作业', `${YZT}/getRealTimeOperation`, 'realTimeOperation',
    [col('carNo', '车牌号'), col('lineName', '作业线路'), col('shiftName', '当前班次'), col('time', '定位时间'), col('speed', '速度(km/h)'), col('roadName', '所在道路'), col('stateText', '作业状态')]),
  custom('roadTrack', '道路轨迹', `${YZT}/getRoadTrack`, 'roadTrack',
    [col('time', '时间'), col('carNo', '车牌号'), col('speed', '速度(km/h)'), col('distanceM', '距道路(m)'), col('working', '作业速度内'), col('location', '位置')]),
  custom('roadWorkConfig', '道路作业配置', `${YZT}/getRoadWorkConfigList`, 'roadWorkConfig',
    [...road, col('standardName', '保洁标准'), col('sweepTimes', '每日遍数'), col('bufferM', '缓冲区(m)'), col('targetRate', '达标线(%)'), col('workTypeName', '作业类型'), col('speedBand', '作业速度(km/h)'), col('schedule', '排班')]),
  custom('totalIndex', '总指标', `${YZT}/getTotalIndex`, 'totalIndex',
    [col('date', '日期'), col('roads', '道路'), col('lengthKm', '道路里程(km)'), col('lines', '线路'), col('cars', '作业车辆'), col('rate', '当日覆盖率(%)'), col('doneRate', '当日达标率(%)'), col('workKm', '当日作业里程(km)')], 'GET', false),
  custom('workStat', '作业统计', `${YZT}/getWorkStat`, 'workStat', [col('date', '日期'), col('cars', '出车数'), ...work.slice(0, 3)]),
  custom('sweeperList', '作业车辆', `${YZT}/getCarList`, 'sweeperList', [...car, col('driverName', '司机'), col('weekdaysText', '作业日'), col('companyName', '保洁单位')]),
  custom('carVideoList', '车辆视频', `${YZT}/getCarVideoList`, 'carVideoList',
    [col('carNo', '车牌号'), col('lineName', '作业线路'), col('deviceNo', '摄像终端'), col('vendor', '厂商'), col('onlineText', '在线状态'), col('lastTime', '最后定位')]),
  custom('workStatList', '车辆作业统计', `${YZT}/getWorkStatList`, 'workStatList', [col('carNo', '车牌号'), col('days', '作业天数'), ...work]),
  // Reports
  custom('taskInfo', '任务信息', `${REPORT}/getTaskInfo`, 'taskStat',
    [col('date', '日期'), ...car, col('roads', '任务道路'), col('doneRoads', '达标道路'), col('coverage', '覆盖率(%)'), col('stateText', '任务状态')]),
  custom('workReportDetail', '作业明细', `${REPORT}/getWorkReportDetail`, 'workReportDetail',
    [col('date', '日期'), col('carNo', '车牌号'), col('roadName', '道路'), col('shiftName', '班次'), col('passes', '作业趟数'), col('coveredKm', '覆盖里程(km)'), col('coverage', '覆盖率(%)')]),
  custom('carStatic', '车辆作业汇总', `${REPORT}/carStatic`, 'workStatList', [col('carNo', '车牌号'), col('days', '作业天数'), ...work], 'POST'),
  custom('roadCarWork', '道路车辆作业', `${REPORT}/getRoadCarWorkReportList`, 'roadCarWork',
    [col('roadName', '道路'), col('carNo', '车牌号'), col('days', '作业天数'), col('passes', '作业趟数'), col('coveredKm', '覆盖里程(km)'), col('avgCoverage', '平均覆盖率(%)')]),
  custom('carWorkReport', '车辆作业报表', `${NEW}/carWorkReport/pageList`, 'carWorkReport',
    [col('date', '日期'), ...car, ...work, col('roads', '任务道路'), col('doneRoads', '达标道路'), col('coverage', '覆盖率(%)')], 'POST'),
  custom('carLineWeek', '排班周表', `${NEW}/carLine/weekMatrix`, 'carLineWeek',
    [col('carNo', '车牌号'), col('d1', '周一'), col('d2', '周二'), col('d3', '周三'), col('d4', '周四'), col('d5', '周五'), col('d6', '周六'), col('d7', '周日')]),
  custom('carExpenseCars', '车辆费用汇总', `${OLD}/carExp/getCarList`, 'expenseCars',
    [col('carNo', '车牌号'), col('driverName', '司机'), col('count', '费用笔数'), col('amount', '费用合计(元)'), col('lastDate', '最近发生')]),
];
