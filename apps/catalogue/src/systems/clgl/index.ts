/** 车辆管理 (clgl): its menu; the pages not delivered yet are planned leaves. */
import { defineSystem, menu } from '../../model/system';
import * as resources from './resources';

const { group, list, planned } = menu;

export default defineSystem({
  code: 'clgl',
  name: '车辆管理',
  enumCalls: ['/cloud/clgl/v2/web/common/enum/list'],
  menu: [
    group('车辆档案', [planned('car', '车辆信息'), planned('depreciation', '车辆折旧'), planned('accident', '事故记录'), planned('violation', '违章记录'), planned('checkRecord', '车辆检查')]),
    group('油卡与加油', [planned('oilCard', '油卡管理'), planned('oilCardRecharge', '油卡充值'), planned('refuelRecord', '加油记录'), planned('oilSupplier', '油品供应商'), planned('refuelStation', '加油站')]),
    group('维修保养', [planned('maintenanceType', '维修类型'), planned('maintenanceRecord', '维修记录'), planned('serviceFactory', '维修厂'), planned('equipment', '随车设备')]),
    group('费用与配置', [planned('dailyCost', '日常费用'), planned('carCost', '车辆费用'), planned('waterStation', '加水站'), planned('rechargeStation', '充电站'), list('insuranceCompany', '保险公司', 'insuranceCompany'), planned('groupCode', '分组编码'), planned('flowNode', '流程节点配置'), planned('reservedField', '预留字段配置')]),
    group('分析', [planned('kanban', '车辆分析看板')]),
  ],
  resources: [resources.insuranceCompany],
});
