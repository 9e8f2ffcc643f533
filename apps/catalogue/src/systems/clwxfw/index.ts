/** 维修与费用 (clwxfw): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'clwxfw',
  name: '维修与费用',
  menu: [
    group('费用管理', [planned('platformCar', '平台账户车辆'), planned('oilCost', '油耗费用'), planned('repairCost', '维修费用'), planned('accessoriesCost', '配件费用'), planned('monthlyCost', '月度费用')]),
    group('结算管理', [planned('settlement', '费用结算'), planned('oilRefuel', '加油明细')]),
    group('设置', [planned('tenantSetting', '租户设置'), planned('whiteList', '白名单记录')]),
  ],
});
