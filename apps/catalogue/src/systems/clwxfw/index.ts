/**
 * 维修与费用 (clwxfw): platform-account cars, departments and car assignment, cost rows and their
 * lists by kind, month matrices, settlements (settle / revoke), refuel and oil-card records, the
 * tenant's check switches with their white list, and the stations, oils, pay ways and params.
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { clwxfwEnums } from './enums';
import { clwxfwReports } from './reports';
import * as base from './resources-base';
import * as costs from './resources-cost';

const { group, list, report, tree } = menu;

// A click on a cost type or a car opens 费用明细 filtered by it over the board's period.
const costList = (filter: string) => ({ page: 'costDetail', filter, dateFilter: 'costDate' });

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', refreshSeconds: 300, periods: [30, 7, 90],
  widgets: [
    { kind: 'stat', title: '期间费用', report: 'costOverview', measure: 'amount', unit: '元', period: 'range' },
    { kind: 'stat', title: '费用笔数', report: 'costOverview', measure: 'count', unit: '笔', period: 'range' },
    { kind: 'stat', title: '未结算费用', report: 'unsettledOverview', measure: 'amount', unit: '元', period: 'current' },
    { kind: 'trend', title: '每日费用', report: 'costTrend', measure: 'amount', category: 'date', unit: '元' },
    { kind: 'pie', title: '费用构成', report: 'costTypeShare', measure: 'amount', category: 'costType', unit: '元', drill: costList('costType') },
    { kind: 'rank', title: '单车费用排行', report: 'carCostRank', measure: 'amount', category: 'carId', unit: '元', drill: costList('carId') },
  ],
};

export default defineSystem({
  code: 'clwxfw',
  name: '维修与费用',
  welcome,
  menu: [
    group('车辆与组织', [
      list('platformCar', '平台账户车辆', 'platformCar'),
      tree('deptCar', '部门车辆', 'department', { resource: 'carAssign', field: 'deptId' }),
      list('carAssign', '车辆归属', 'carAssign'),
      { kind: 'reportTree', key: 'orgCars', title: '组织车辆', trees: ['orgTree'], records: { resource: 'carAssign', filters: { deptId: 'deptId' } } },
      report('device', '车载终端', 'devicePage'),
    ]),
    group('费用管理', [
      list('costDetail', '费用明细', 'cost'),
      // The family's car trees (by grade, type, department) and staff tree beside the costs they pick.
      { kind: 'reportTree', key: 'costByCar', title: '车辆费用', trees: ['gradeCarTree', 'classCarTree', 'deptCarTree'], records: { resource: 'cost', filters: { carId: 'carId' } } },
      { kind: 'reportTree', key: 'costByHandler', title: '经办人费用', trees: ['staffTree'], records: { resource: 'cost', filters: { staffId: 'handlerId' } } },
      report('oilCost', '油耗费用', 'oil'),
      report('repairCost', '维修费用', 'repair'),
      report('accessoriesCost', '配件费用', 'typeOfAccessories'),
      report('monthlyCost', '月度费用', 'cblx', 'wblx', 'costMonth'),
    ]),
    group('结算管理', [
      list('settlement', '费用结算', 'settlement'),
      list('oilRefuel', '加油明细', 'oilRefuel'),
      list('oilCardRecharge', '油卡充值查询', 'oilCardRecharge'),
    ]),
    group('设置', [
      list('tenantSetting', '租户设置', 'tenantSetting'),
      list('whiteList', '白名单记录', 'whiteRecord'),
      list('station', '加油站点', 'station'),
      list('stationParam', '站点参数', 'stationParam'),
      list('refuelOil', '油品', 'refuelOil'),
      list('payWay', '支付方式', 'payWay'),
      list('param', '系统参数', 'param'),
    ]),
  ],
  resources: [...Object.values(base), ...Object.values(costs)],
  enums: clwxfwEnums,
  reports: clwxfwReports,
});
