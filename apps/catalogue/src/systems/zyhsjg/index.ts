/**
 * 再生资源监管 (zyhsjg): customers hand recyclables to sites (customer records with one line per
 * category), sites sort and hand them on; the supervision statistics add the confirmed records
 * up by customer, site, flow and category; vehicles' tracks come from the positions store.
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { zyhsjgEnums } from './enums';
import { zyhsjgReports } from './reports';
import * as base from './resources-base';
import * as records from './resources-records';

const { group, list, report, tree } = menu;

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', periods: [30, 7, 90],
  widgets: [
    { kind: 'stat', title: '回收重量', report: 'customerSiteCount', measure: 'weight', unit: 'kg', period: 'range' },
    { kind: 'stat', title: '回收次数', report: 'customerSiteCount', measure: 'records', unit: '次', period: 'range' },
    { kind: 'stat', title: '有交投客户', report: 'customerSiteCount', measure: 'activeCustomers', unit: '家', period: 'range' },
    { kind: 'stat', title: '处理重量', report: 'customerSiteCount', measure: 'handledWeight', unit: 'kg', period: 'range' },
    { kind: 'trend', title: '回收量趋势', report: 'dailyTrend', measure: 'weight', category: 'date', unit: 'kg' },
    { kind: 'bar', title: '站点接收量', report: 'siteStatistical', measure: 'weight', category: 'siteName', unit: 'kg' },
    { kind: 'pie', title: '资源类别占比', report: 'categoryStatistical', measure: 'weight', category: 'categoryName', unit: 'kg' },
    { kind: 'rank', title: '客户交投排行', report: 'customerStatistical', measure: 'weight', category: 'customerName', unit: 'kg' },
  ],
};

export default defineSystem({
  code: 'zyhsjg',
  name: '再生资源监管',
  welcome,
  enumCalls: ['/cloud/zyhsjg/common/loadEnumValue.smvc'],
  menu: [
    group('基础信息', [
      list('customer', '客户', 'customer'),
      list('site', '回收站点', 'site'),
      tree('category', '资源类别', 'resourcesCategory'),
      {
        kind: 'layers', key: 'siteMap', title: '站点分布',
        layers: [{ resource: 'site', shape: 'point', geometry: 'location', state: 'status' }, { resource: 'customer', shape: 'point', geometry: 'location', state: 'status' }],
      },
    ]),
    group('回收记录', [
      list('customerRecord', '客户回收记录', 'customerRecord'),
      list('customerRecordDetail', '客户回收明细', 'customerRecordDetail'),
      list('siteSorting', '站点分拣记录', 'siteSortingRecord'),
      list('siteHandle', '站点处理记录', 'siteHandleRecord'),
    ]),
    group('统计分析', [
      report('supervision', '监管统计', 'customerSiteCount', 'customerStatistical', 'siteStatistical', 'customerSiteData', 'customerSiteDataDetail', 'categoryStatistical'),
      report('trajectoryData', '轨迹数据', 'getTrajectoryData', 'getVehTrackMongoData'),
      { kind: 'replay', key: 'trajectory', title: '车辆轨迹' },
    ]),
  ],
  resources: [...Object.values(base), ...Object.values(records)],
  enums: zyhsjgEnums,
  reports: zyhsjgReports,
});
