/** 车辆管理's enums (served at /cloud/clgl/v2/web/common/enum/list). */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const clglEnums: readonly EnumDefinition[] = [
  e('clglRemindStatus', '提醒状态', [
    { value: 'pending', label: '提醒中', status: 'warning' },
    { value: 'ignored', label: '已忽略', status: 'default' },
  ]),
  e('fuelType', '燃料类型', [
    { value: 'diesel', label: '柴油' },
    { value: 'gasoline', label: '汽油' },
    { value: 'electric', label: '纯电动' },
    { value: 'hybrid', label: '混合动力' },
    { value: 'cng', label: '天然气' },
  ]),
  e('depreciationMethod', '折旧方法', [{ value: 'straightLine', label: '年限平均法' }]),
  e('inspectionResult', '年检结果', [
    { value: 'passed', label: '合格', status: 'success' },
    { value: 'failed', label: '不合格', status: 'error' },
    { value: 'waiting', label: '待年检', status: 'warning' },
  ]),
  e('insuranceType', '险种', [
    { value: 'compulsory', label: '交强险' },
    { value: 'commercial', label: '商业险' },
    { value: 'carrier', label: '承运人责任险' },
  ]),
  e('upkeepStatus', '保养状态', [
    { value: 'planned', label: '待保养', status: 'warning' },
    { value: 'done', label: '已保养', status: 'success' },
  ]),
  e('accidentType', '事故类型', [
    { value: 'collision', label: '碰撞' },
    { value: 'scrape', label: '刮擦' },
    { value: 'rollover', label: '侧翻' },
    { value: 'pedestrian', label: '碰撞行人' },
    { value: 'other', label: '其他' },
  ]),
  e('responsibility', '事故责任', [
    { value: 'full', label: '全部责任' },
    { value: 'main', label: '主要责任' },
    { value: 'equal', label: '同等责任' },
    { value: 'minor', label: '次要责任' },
    { value: 'none', label: '无责任' },
  ]),
  e('caseStatus', '处理状态', [
    { value: 'processing', label: '处理中', status: 'warning' },
    { value: 'closed', label: '已结案', status: 'success' },
  ]),
  e('violationStatus', '违章处理状态', [
    { value: 'unhandled', label: '未处理', status: 'error' },
    { value: 'handled', label: '已处理', status: 'success' },
  ]),
  e('checkType', '检查类型', [
    { value: 'beforeTrip', label: '出车前检查' },
    { value: 'afterTrip', label: '收车检查' },
    { value: 'monthly', label: '月度检查' },
  ]),
  e('checkResult', '检查结果', [
    { value: 'normal', label: '正常', status: 'success' },
    { value: 'abnormal', label: '异常', status: 'error' },
  ]),
  e('oilCardStatus', '油卡状态', [
    { value: 'inactive', label: '未激活', status: 'default' },
    { value: 'active', label: '已激活', status: 'success' },
    { value: 'frozen', label: '已冻结', status: 'warning' },
  ]),
  e('oilType', '油品', [
    { value: 'gas92', label: '92# 汽油' },
    { value: 'gas95', label: '95# 汽油' },
    { value: 'diesel0', label: '0# 柴油' },
    { value: 'dieselM10', label: '-10# 柴油' },
  ]),
  e('payMethod', '支付方式', [
    { value: 'oilCard', label: '油卡' },
    { value: 'cash', label: '现金' },
    { value: 'transfer', label: '对公转账' },
  ]),
  e('rechargeMethod', '充值方式', [
    { value: 'transfer', label: '对公转账' },
    { value: 'cash', label: '现金' },
    { value: 'online', label: '网银' },
  ]),
  e('repairStatus', '维修状态', [
    { value: 'repairing', label: '维修中', status: 'warning' },
    { value: 'done', label: '已完工', status: 'success' },
  ]),
  e('dailyCostType', '费用类型', [
    { value: 'toll', label: '通行费' },
    { value: 'parking', label: '停车费' },
    { value: 'washing', label: '洗车费' },
    { value: 'charging', label: '充电费' },
    { value: 'other', label: '其他' },
  ]),
  e('factoryGrade', '维修资质', [
    { value: 'first', label: '一类' },
    { value: 'second', label: '二类' },
    { value: 'third', label: '三类' },
  ]),
  e('equipmentStatus', '设备状态', [
    { value: 'inUse', label: '在用', status: 'success' },
    { value: 'idle', label: '闲置', status: 'default' },
    { value: 'broken', label: '故障', status: 'error' },
  ]),
  e('reservedTarget', '适用档案', [
    { value: 'car', label: '车辆信息' },
    { value: 'accident', label: '事故记录' },
    { value: 'maintenanceRecord', label: '维修记录' },
    { value: 'refuelRecord', label: '加油记录' },
  ]),
  e('reservedFieldType', '字段类型', [
    { value: 'text', label: '文本' },
    { value: 'number', label: '数字' },
    { value: 'date', label: '日期' },
  ]),
  e('flowType', '流程', [
    { value: 'repair', label: '维修审批' },
    { value: 'refuel', label: '加油审批' },
    { value: 'expense', label: '费用报销' },
  ]),
  e('costKind', '费用类别', [
    { value: 'refuel', label: '加油费' },
    { value: 'repair', label: '维修费' },
    { value: 'insurance', label: '保险费' },
    { value: 'daily', label: '日常费用' },
  ]),
];
