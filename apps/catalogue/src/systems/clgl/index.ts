/** 车辆管理 (clgl): the fleet's papers, costs and upkeep; the car is the platform's shared vehicle. */
import type { PageDefinition, Widget } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { clglEnums } from './enums';
import { clglReports, detailList } from './reports';
import * as base from './resources-base';
import * as cars from './resources-car';
import * as records from './resources-records';

const { group, list, report } = menu;

// A click on a reminder opens the list of that paper, filtered by the car.
const remind = (title: string, reportKey: string, page: string): Widget => ({
  kind: 'rank', title, report: reportKey, measure: 'daysLeft', category: 'carId', unit: '天', period: 'current', drill: { page, filter: 'carId' },
});

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', refreshSeconds: 300, periods: [30, 7, 90],
  widgets: [
    { kind: 'stat', title: '年检到期', report: 'remindSummary', measure: 'inspection', unit: '辆', period: 'current' },
    { kind: 'stat', title: '保险到期', report: 'remindSummary', measure: 'insurance', unit: '辆', period: 'current' },
    { kind: 'stat', title: '保养到期', report: 'remindSummary', measure: 'upkeep', unit: '辆', period: 'current' },
    { kind: 'stat', title: '车辆费用', report: 'costSummary', measure: 'total', unit: '元', period: 'range' },
    remind('年检到期提醒（剩余天数）', 'inspectionRemind', 'annualInspection'),
    remind('保险到期提醒（剩余天数）', 'insuranceRemind', 'insurance'),
    remind('保养到期提醒（剩余天数）', 'upkeepRemind', 'upkeepPlan'),
  ],
};

const kanban: PageDefinition = {
  kind: 'kanban', key: 'kanban', title: '车辆分析看板', refreshSeconds: 300, periods: [30, 7, 90, 365],
  widgets: [
    { kind: 'stat', title: '费用合计', report: 'costSummary', measure: 'total', unit: '元', period: 'range' },
    { kind: 'stat', title: '加油费', report: 'costSummary', measure: 'refuel', unit: '元', period: 'range' },
    { kind: 'stat', title: '维修费', report: 'costSummary', measure: 'repair', unit: '元', period: 'range' },
    { kind: 'stat', title: '保险费', report: 'costSummary', measure: 'insurance', unit: '元', period: 'range' },
    { kind: 'stat', title: '日常费用', report: 'costSummary', measure: 'daily', unit: '元', period: 'range' },
    { kind: 'trend', title: '每日费用', report: 'costTrend', measure: 'amount', category: 'date', unit: '元' },
    { kind: 'pie', title: '费用构成', report: 'costByKind', measure: 'amount', category: 'kind', unit: '元' },
    { kind: 'rank', title: '车辆费用排行', report: 'carCostRank', measure: 'total', category: 'carId', unit: '元' },
    { kind: 'bar', title: '车辆加油量', report: 'refuelByCar', measure: 'liters', category: 'carId', unit: '升', drill: { page: 'refuelRecord', filter: 'carId', dateFilter: 'refuelTime' } },
    { kind: 'pie', title: '事故类型分布', report: 'accidentByType', measure: 'accidents', category: 'accidentType', unit: '起', drill: { page: 'accident', filter: 'accidentType', dateFilter: 'accidentTime' } },
  ],
};

const v1Records = [cars.car, cars.depreciation, records.water, records.annualInspection, records.insurance, records.upkeepPlan, records.accident, records.violation, records.checkRecord, records.oilCard, records.oilCardRecharge, records.refuelRecord, records.maintenanceRecord, records.dailyCost];

export default defineSystem({
  code: 'clgl',
  name: '车辆管理',
  welcome,
  enumCalls: ['/cloud/clgl/v2/web/common/enum/list', '/cloud/clgl/common/enum/list'],
  menu: [
    group('车辆档案', [
      list('car', '车辆信息', 'car'),
      list('depreciation', '车辆折旧', 'depreciation', 'depreciationSchedule'),
      list('popularCar', '常用车辆与分组', 'popularGroup', 'popularCar'),
      list('groupCode', '分组编码', 'groupCode'),
      list('equipment', '随车设备', 'equipment'),
      list('checkRecord', '车辆检查', 'checkRecord'),
      list('partyPostBand', '党员先锋岗', 'partyPostBand'),
    ]),
    group('年检保险与到期预警', [
      list('annualInspection', '年检管理', 'annualInspection'),
      list('insurance', '保险管理', 'insurance'),
      list('upkeepPlan', '保养计划', 'upkeepPlan'),
    ]),
    group('行车安全', [list('accident', '事故记录', 'accident'), list('violation', '违章记录', 'violation')]),
    group('油卡与加油', [
      list('oilCard', '油卡管理', 'oilCard'),
      list('oilCardRecharge', '油卡充值', 'oilCardRecharge'),
      list('refuelRecord', '加油记录', 'refuelRecord'),
      list('water', '加水记录', 'water'),
      list('oilSupplier', '油品供应商', 'oilSupplier'),
      list('refuelStation', '加油站', 'refuelStation'),
      list('waterStation', '加水站', 'waterStation'),
      list('rechargeStation', '充电站', 'rechargeStation'),
    ]),
    group('维修保养', [
      list('maintenanceType', '维修类型', 'maintenanceType'),
      list('maintenanceSubtype', '维修子类型', 'maintenanceSubtype'),
      list('maintenanceRecord', '维修记录', 'maintenanceRecord'),
      list('serviceFactory', '维修厂', 'serviceFactory'),
    ]),
    group('费用与配置', [
      list('dailyCost', '日常费用', 'dailyCost'),
      report('carCost', '车辆费用', 'carCost'),
      list('insuranceCompany', '保险公司', 'insuranceCompany'),
      list('equipmentType', '设备类型', 'equipmentType'),
      list('flowNode', '流程节点配置', 'flowNodeConfig'),
      list('reservedField', '预留字段配置', 'reservedField'),
      list('param', '系统参数', 'param'),
    ]),
    group('分析', [kanban]),
  ],
  resources: [...Object.values(base), ...Object.values(cars), ...Object.values(records)],
  enums: clglEnums,
  reports: [...v1Records.map(detailList), ...clglReports],
});
