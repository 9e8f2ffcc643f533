/**
 * 维修与费用 (clwxfw): platform-account cars, departments and car assignment, cost rows and their
 * lists by kind, month matrices, settlements (settle / revoke), refuel and oil-card records, the
 * tenant's check switches with their white list, and the stations, oils, pay ways and params.
 */
import { defineSystem, menu } from '../../model/system';
import { clwxfwEnums } from './enums';
import { clwxfwReports } from './reports';
import * as base from './resources-base';
import * as costs from './resources-cost';

const { group, list, report, tree } = menu;

export default defineSystem({
  code: 'clwxfw',
  name: '维修与费用',
  menu: [
    group('车辆与组织', [
      list('platformCar', '平台账户车辆', 'platformCar'),
      tree('deptCar', '部门车辆', 'department', { resource: 'carAssign', field: 'deptId' }),
      list('carAssign', '车辆归属', 'carAssign'),
      report('device', '车载终端', 'devicePage'),
    ]),
    group('费用管理', [
      list('costDetail', '费用明细', 'cost'),
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
