/**
 * 再生资源监管 reports (custom handlers in apps/server/src/systems/zyhsjg/reports.ts): the
 * supervision statistics of recoverySupervise — counts, per customer, per site, per
 * customer → site flow and its detail — all sums of the confirmed customer records' lines,
 * so every figure equals the records behind it; the category lists of the tree; and the
 * vehicle trajectory calls over the positions store.
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';
import { BASE } from './shared';

type Opts = Partial<ReportDefinition>;
const custom = (key: string, title: string, call: string, handler: string, o: Opts = {}): ReportDefinition => ({ key, title, call: `${BASE}/${call}`, kind: 'custom', method: 'POST', handler, ...o });
const col = (key: string, label: string): ReportColumn => ({ key, label });

const records = { source: 'customerRecord' } as const;
const S = 'recoverySupervise';
const flowColumns = [col('records', '回收次数'), col('weight', '回收重量(kg)'), col('amount', '回收金额(元)')];

export const zyhsjgReports: readonly ReportDefinition[] = [
  custom('customerSiteCount', '监管概况', `${S}/customerSiteCount`, 'customerSiteCount', {
    ...records,
    columns: [col('customers', '客户数'), col('sites', '站点数'), col('activeCustomers', '有交投客户'), ...flowColumns, col('sortedWeight', '分拣重量(kg)'), col('handledWeight', '处理重量(kg)')],
  }),
  custom('customerStatistical', '客户统计', `${S}/customerStatistical`, 'customerStatistical', {
    ...records, filters: ['customerId'], paged: true, totals: true, export: `${BASE}/${S}/exportCustomerStatistical`,
    columns: [col('customerCode', '客户编号'), col('customerName', '客户名称'), col('customerTypeLabel', '客户类型'), col('sites', '交投站点数'), ...flowColumns],
  }),
  custom('siteStatistical', '站点统计', `${S}/siteStatistical`, 'siteStatistical', {
    ...records, filters: ['siteId'], paged: true, totals: true, export: `${BASE}/${S}/exportSiteStatistical`,
    columns: [col('siteCode', '站点编号'), col('siteName', '站点名称'), col('siteTypeLabel', '站点类型'), col('customers', '交投客户数'), ...flowColumns, col('sortedWeight', '分拣重量(kg)'), col('handledWeight', '处理重量(kg)'), col('stockWeight', '期间结余(kg)')],
  }),
  custom('customerSiteData', '客户站点流向', `${S}/customerSiteData`, 'customerSiteData', {
    ...records, filters: ['customerId', 'siteId'], paged: true, totals: true, export: `${BASE}/${S}/exportCustomerSiteData`,
    columns: [col('customerName', '客户'), col('siteName', '回收站点'), ...flowColumns, col('lastDate', '最近回收日期')],
  }),
  custom('customerSiteDataDetail', '流向明细', `${S}/customerSiteDataDetail`, 'customerSiteDataDetail', {
    ...records, filters: ['customerId', 'siteId'], paged: true, totals: true,
    columns: [col('recordDate', '回收日期'), col('code', '回收单号'), col('customerName', '客户'), col('siteName', '回收站点'), col('categoryName', '资源类别'), col('weight', '重量(kg)'), col('unitPrice', '单价(元/kg)'), col('amount', '金额(元)')],
  }),
  custom('categoryStatistical', '类别统计', `${S}/categoryStatistical`, 'categoryStatistical', {
    ...records, filters: ['siteId'], paged: true, totals: true,
    columns: [col('categoryName', '资源类别'), col('parentName', '大类'), ...flowColumns],
  }),
  custom('dailyTrend', '回收量趋势', `${S}/dailyTrend`, 'dailyTrend', { ...records, columns: [col('date', '日期'), col('weight', '回收重量(kg)'), col('amount', '回收金额(元)')] }),
  custom('dataRange', '数据日期范围', `${S}/dataRange`, 'dataRange'),

  // The category tree read by level.
  custom('getCategoryList', '资源大类', 'resourcesCategory/getCategoryList', 'categoryList', { columns: [col('code', '类别编码'), col('name', '类别名称'), col('guidePrice', '指导价(元/kg)'), col('children', '子类数')] }),
  custom('getSubCategoryList', '资源子类', 'resourcesCategory/getSubCategoryList', 'subCategoryList', { columns: [col('code', '类别编码'), col('name', '类别名称'), col('guidePrice', '指导价(元/kg)')] }),
  custom('subPageList', '子类分页', 'resourcesCategory/subPageList', 'subPageList', { paged: true, columns: [col('code', '类别编码'), col('name', '类别名称'), col('parentName', '上级类别'), col('guidePrice', '指导价(元/kg)')] }),

  // Vehicle trajectory over the positions store (the replay page draws the same tracks).
  custom('getTrajectoryData', '车辆轨迹统计', 'vehicleData/getTrajectoryData.smvc', 'trajectoryData', {
    source: 'customerRecord', filters: ['vehicleId'], paged: true,
    columns: [col('date', '日期'), col('carNo', '车牌号'), col('firstTime', '首次定位'), col('lastTime', '末次定位'), col('points', '定位点数'), col('distanceKm', '行驶里程(km)'), col('maxSpeed', '最高速度(km/h)'), col('records', '回收记录数'), col('weight', '回收重量(kg)')],
  }),
  custom('getVehTrackMongoData', '车辆轨迹点', 'vehicleData/getVehTrackMongoData.smvc', 'trackPoints', {
    source: 'customerRecord', filters: ['vehicleId'], paged: true,
    columns: [col('carNo', '车牌号'), col('time', '定位时间'), col('lon', '经度'), col('lat', '纬度'), col('speed', '速度(km/h)'), col('mileage', '里程(km)')],
  }),
];
