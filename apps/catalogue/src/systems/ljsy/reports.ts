/**
 * The one-map dashboard's calls (spec §7 ljsy): figures derived from 垃圾收运's weighings, work
 * records, routes and facilities and from the positions store, answered by the handlers in
 * apps/server/src/systems/ljsy/. The spec names the family only; the call names are ours (docs/api.md).
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';
import { DASHBOARD } from './shared';

const col = (key: string, label: string): ReportColumn => ({ key, label });

function custom(key: string, title: string, name: string, columns: readonly ReportColumn[], extra: Partial<ReportDefinition> = {}): ReportDefinition {
  return { key, title, kind: 'custom', call: `${DASHBOARD}/${name}`, method: 'GET', handler: key, columns, ...extra };
}

const tonnes = (key: string, label: string) => col(key, `${label}(吨)`);

export const ljsyReports: readonly ReportDefinition[] = [
  custom('dataRange', '数据日期范围', 'dataRange', [col('start', '首日'), col('end', '末日')]),
  // 每日垃圾量: the weighed net tonnes per day, by garbage type (void weighings excluded).
  custom('dailyGarbageNum', '每日垃圾量', 'dailyGarbageNum', [
    col('date', '日期'), col('trips', '车次'), tonnes('netWeight', '合计'), tonnes('other', '其他垃圾'), tonnes('kitchen', '厨余垃圾'),
    tonnes('recyclable', '可回收物'), tonnes('hazardous', '有害垃圾'), col('cars', '出车数(辆)'),
  ], { export: `${DASHBOARD}/dailyGarbageNum/export` }),
  // Facilities on the map: collected on the day (arrival record) or not, and since when.
  custom('facilityList', '收运设施分布', 'facilityList', [
    col('code', '设施编号'), col('name', '设施名称'), col('facilityTypeLabel', '设施类型'), col('routeName', '所属线路'), col('areaName', '所在区域'),
    col('location', '经纬度'), col('collectedLabel', '当日收运'), col('lastArrival', '最近到站时间'),
  ], { paged: true, source: 'carArea', filters: ['deptId'] }),
  // A car's route of the day: its bound route's facilities in order as the line, coloured by its work state.
  custom('carRouteList', '车辆线路', 'carRouteList', [
    col('carNo', '车牌号'), col('routeName', '线路名称'), col('shiftLabel', '班次'), col('facilityCount', '设施数(个)'), col('distanceKm', '线路里程(公里)'),
    col('trips', '完成车次'), col('stateLabel', '作业状态'), col('deptName', '所属部门'),
  ], { source: 'carArea', filters: ['carId', 'deptId'] }),
  // The routes and their points (facilities in collection order).
  custom('routePoints', '线路点位', 'routePoints', [
    col('routeCode', '线路编号'), col('routeName', '线路名称'), col('seq', '顺序'), col('code', '设施编号'), col('name', '设施名称'), col('location', '经纬度'), col('address', '地址'),
  ], { paged: true }),
  // One car's GPS reports of a period from the positions store.
  custom('historyPositions', '历史轨迹', 'historyPositions', [
    col('carNo', '车牌号'), col('time', '定位时间'), col('lon', '经度'), col('lat', '纬度'), col('speed', '速度(km/h)'), col('mileage', '里程(km)'), col('state', '状态'),
  ], { method: 'POST', paged: true, source: 'carArea', filters: ['carId'] }),
  // Per car over the period: trips and tonnes weighed, work records, kilometres driven.
  custom('carOperationList', '车辆作业统计', 'carOperationList', [
    col('carNo', '车牌号'), col('deptName', '所属部门'), col('routeName', '线路'), col('workDays', '作业天数'), col('trips', '车次'), tonnes('netWeight', '收运量'),
    col('arrivals', '到站次数'), col('mileageKm', '行驶里程(公里)'),
  ], { paged: true, source: 'carArea', filters: ['carId', 'deptId'], export: `${DASHBOARD}/carOperationList/export` }),
  // 日报 / 月报 lists (POST): the collection of each day / month with its cars and facilities.
  custom('dailyList', '收运日报', 'dailyList', [
    col('date', '日期'), col('trips', '车次'), tonnes('netWeight', '收运量'), col('cars', '出车数(辆)'), col('facilities', '收运设施(个)'), col('mileageKm', '行驶里程(公里)'),
  ], { method: 'POST', paged: true, totals: true }),
  custom('monthlyList', '收运月报', 'monthlyList', [
    col('month', '月份'), col('trips', '车次'), tonnes('netWeight', '收运量'), col('cars', '出车数(辆)'), col('workDays', '作业天数'), tonnes('dailyAverage', '日均收运量'),
  ], { method: 'POST', paged: true, totals: true }),
  // Every vehicle's last GPS report (POST): online, moving, offline.
  custom('gpsLastPositions', '车辆实时位置', 'gpsLastPositions', [
    col('carNo', '车牌号'), col('deptName', '所属部门'), col('driverName', '司机'), col('time', '定位时间'), col('location', '经纬度'), col('speed', '速度(km/h)'), col('stateLabel', '状态'),
  ], { method: 'POST', source: 'carArea', filters: ['carId', 'deptId'] }),
  // A car's card: master data, department and area, last position and the day's work.
  custom('carInfo', '车辆信息', 'carInfo', [
    col('carNo', '车牌号'), col('carTypeLabel', '车辆类型'), col('companyName', '所属单位'), col('driverName', '司机'), col('driverPhone', '联系电话'),
    col('deptName', '所属部门'), col('areaName', '作业区域'), col('routeName', '线路'), col('lastTime', '最近定位'), col('todayTrips', '当日车次'), tonnes('todayWeight', '当日收运量'),
  ], { paged: true, source: 'carArea', filters: ['carId', 'deptId'] }),
];
