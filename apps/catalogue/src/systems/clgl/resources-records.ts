/**
 * 车辆管理 business records (v1 family: pageList / save / update / delete / import / export,
 * detailList and bk/export): papers with due dates, incidents, oil cards and costs.
 */
import { field, type FieldDefinition } from '../../model/fields';
import type { ResourceDefinition, StateAction } from '../../model/resource';
import { bkExport, common, ignoreAction, lookups, SYSTEM, v1, V1_OPS } from './shared';

function record(key: string, name: string, sortField: string, fields: readonly FieldDefinition[], extra: Partial<ResourceDefinition> = {}): ResourceDefinition {
  return {
    key, name, system: SYSTEM, endpoints: v1(key), sort: { field: sortField, dir: 'desc' }, labelField: 'carId',
    operations: V1_OPS, fields, exportVariants: bkExport(fields), ...extra,
  };
}

const due = (key: string, label: string) => field.date(key, label, { rules: { required: true, minDate: '2000-01-01' }, filter: 'range', important: true });
const ignore = (what: string): StateAction[] => [ignoreAction(what)];

export const water = record('water', '加水记录', 'fillTime', [
  common.car(),
  field.lookup('stationId', '加水站', lookups.waterStation, { rules: { required: true }, filter: 'eq' }),
  field.datetime('fillTime', '加水时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range' }),
  field.number('volume', '加水量', { unit: '吨', rules: { required: true, min: 0.1, max: 50, precision: 1 } }),
  field.number('unitPrice', '水价', { unit: '元/吨', rules: { required: true, min: 0, max: 100, precision: 2 } }),
  field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['volume', 'unitPrice'] } }),
  field.text('driverName', '驾驶员', { rules: { maxLength: 20 } }),
  common.remark(), common.createTime(),
]);

export const annualInspection = record('annualInspection', '年检记录', 'nextDueDate', [
  common.car(),
  field.date('inspectDate', '年检日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 } }),
  due('nextDueDate', '下次年检日期'),
  field.text('station', '检测站', { rules: { required: true, maxLength: 50 } }),
  field.enum('result', '年检结果', 'inspectionResult', { rules: { required: true }, filter: 'eq' }),
  common.money('cost', '年检费用', false, 100_000),
  common.remind(), common.remark(), common.createTime(),
], { actions: ignore('年检'), recordRules: [{ kind: 'gte', field: 'nextDueDate', other: 'inspectDate', message: '下次年检日期不能早于年检日期' }] });

export const insurance = record('insurance', '保险记录', 'endDate', [
  common.car(),
  field.lookup('companyId', '保险公司', lookups.insuranceCompany, { rules: { required: true }, filter: 'eq' }),
  field.text('policyNo', '保单号', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
  field.enum('insuranceType', '险种', 'insuranceType', { rules: { required: true }, filter: 'eq' }),
  common.money('premium', '保费', true, 1_000_000),
  field.date('startDate', '起保日期', { rules: { required: true, minDate: '2000-01-01' } }),
  due('endDate', '到期日期'),
  common.remind(), common.remark(), common.createTime(),
], { actions: ignore('保险'), recordRules: [{ kind: 'gte', field: 'endDate', other: 'startDate', message: '到期日期不能早于起保日期' }] });

export const upkeepPlan = record('upkeepPlan', '保养计划', 'planDate', [
  common.car(),
  field.lookup('typeId', '保养项目', lookups.maintenanceType, { rules: { required: true }, filter: 'eq' }),
  due('planDate', '计划保养日期'),
  field.integer('planMileage', '计划保养里程', { unit: '公里', rules: { min: 0, max: 2_000_000 } }),
  field.lookup('factoryId', '维修厂', lookups.serviceFactory, { filter: 'eq' }),
  field.enum('status', '保养状态', 'upkeepStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'planned' }),
  common.remind(), common.remark(), common.createTime(),
], { actions: ignore('保养计划') });

export const accident = record('accident', '事故记录', 'accidentTime', [
  common.car(),
  field.text('driverName', '驾驶员', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
  field.datetime('accidentTime', '事故时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range' }),
  field.text('place', '事故地点', { rules: { required: true, maxLength: 100 } }),
  field.enum('accidentType', '事故类型', 'accidentType', { rules: { required: true }, filter: 'eq' }),
  field.enum('responsibility', '事故责任', 'responsibility', { rules: { required: true }, filter: 'eq' }),
  field.integer('injuries', '受伤人数', { unit: '人', rules: { min: 0, max: 100 } }),
  common.money('lossAmount', '损失金额'),
  common.money('claimAmount', '保险理赔', false),
  field.enum('status', '处理状态', 'caseStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'processing' }),
  field.textarea('description', '事故经过', { rules: { maxLength: 500 }, show: ['form', 'detail'] }),
  common.createTime(),
]);

export const violation = record('violation', '违章记录', 'violationTime', [
  common.car(),
  field.text('driverName', '驾驶员', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
  field.datetime('violationTime', '违章时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range' }),
  field.text('place', '违章地点', { rules: { required: true, maxLength: 100 } }),
  field.text('behavior', '违章行为', { rules: { required: true, maxLength: 100 } }),
  common.money('fine', '罚款', true, 100_000),
  field.integer('points', '扣分', { unit: '分', rules: { required: true, min: 0, max: 12 } }),
  field.enum('status', '处理状态', 'violationStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'unhandled' }),
  field.date('handleDate', '处理日期', { rules: { minDate: '2000-01-01', maxDaysAhead: 0 } }),
  common.createTime(),
]);

export const checkRecord = record('checkRecord', '检查记录', 'checkDate', [
  common.car(),
  field.date('checkDate', '检查日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
  field.enum('checkType', '检查类型', 'checkType', { rules: { required: true }, filter: 'eq' }),
  field.lookup('checkerId', '检查人', lookups.staff, { rules: { required: true } }),
  field.enum('result', '检查结果', 'checkResult', { rules: { required: true }, filter: 'eq' }),
  field.text('problem', '发现问题', { rules: { maxLength: 200 } }),
  field.boolean('rectified', '已整改', { defaultValue: false }),
  common.createTime(),
]);

export const oilCard: ResourceDefinition = record('oilCard', '油卡', 'cardNo', [
  field.text('cardNo', '卡号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^\\d{16,19}$', patternMessage: '油卡卡号为 16–19 位数字' }, filter: 'like', important: true, pin: 'start' }),
  field.lookup('carId', '绑定车辆', lookups.car, { filter: 'eq', indexed: true }),
  field.lookup('supplierId', '发卡供应商', lookups.oilSupplier, { rules: { required: true }, filter: 'eq' }),
  field.enum('status', '油卡状态', 'oilCardStatus', { readonly: true, filter: 'eq', defaultValue: 'inactive' }),
  field.date('activateDate', '激活日期', { rules: { minDate: '2000-01-01', maxDaysAhead: 0 } }),
  // Kept by the triggers of migration 0101: recharges minus refuels paid with the card.
  field.number('totalRecharge', '累计充值', { unit: '元', readonly: true }),
  field.number('totalRefuel', '累计加油', { unit: '元', readonly: true }),
  field.number('balance', '余额', { unit: '元', readonly: true, important: true }),
  common.remark(), common.createTime(),
], {
  sort: { field: 'cardNo', dir: 'asc' }, labelField: 'cardNo',
  lockedWhen: undefined,
  actions: [{ key: 'activate', label: '激活', call: 'activate', kind: 'form', fields: ['activateDate'], required: ['activateDate'], set: { status: 'active' }, confirm: '确定激活该油卡吗？', scope: 'row' }],
});

export const oilCardRecharge = record('oilCardRecharge', '油卡充值', 'rechargeTime', [
  field.lookup('oilCardId', '油卡', lookups.oilCard, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
  field.datetime('rechargeTime', '充值时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range' }),
  field.number('amount', '充值金额', { unit: '元', rules: { required: true, min: 1, max: 100_000, precision: 2 } }),
  field.enum('method', '充值方式', 'rechargeMethod', { rules: { required: true }, filter: 'eq' }),
  field.text('voucherNo', '凭证号', { rules: { maxLength: 30 } }),
  field.text('operator', '经办人', { rules: { required: true, maxLength: 20 } }),
  common.remark(), common.createTime(),
], { labelField: 'voucherNo' });

export const refuelRecord = record('refuelRecord', '加油记录', 'refuelTime', [
  common.car(),
  field.lookup('stationId', '加油站', lookups.refuelStation, { rules: { required: true }, filter: 'eq' }),
  field.datetime('refuelTime', '加油时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range' }),
  field.enum('oilType', '油品', 'oilType', { rules: { required: true }, filter: 'eq' }),
  field.number('liters', '加油量', { unit: '升', rules: { required: true, min: 1, max: 1000, precision: 2 } }),
  field.number('unitPrice', '单价', { unit: '元/升', rules: { required: true, min: 1, max: 20, precision: 2 } }),
  field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['liters', 'unitPrice'] } }),
  field.enum('payMethod', '支付方式', 'payMethod', { rules: { required: true }, filter: 'eq', defaultValue: 'oilCard' }),
  field.lookup('oilCardId', '油卡', lookups.oilCard, { filter: 'eq' }),
  field.integer('mileage', '里程表读数', { unit: '公里', rules: { min: 0, max: 2_000_000 } }),
  field.text('driverName', '驾驶员', { rules: { maxLength: 20 } }),
  common.createTime(),
]);

export const maintenanceRecord = record('maintenanceRecord', '维修记录', 'repairDate', [
  common.car(),
  field.lookup('factoryId', '维修厂', lookups.serviceFactory, { rules: { required: true }, filter: 'eq' }),
  field.lookup('typeId', '维修类型', lookups.maintenanceType, { rules: { required: true }, filter: 'eq' }),
  field.lookup('subtypeId', '维修子类型', lookups.maintenanceSubtype, { cascade: { parent: 'typeId', via: 'typeId' } }),
  field.date('repairDate', '送修日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
  field.date('finishDate', '完工日期', { rules: { minDate: '2000-01-01', maxDaysAhead: 0 } }),
  field.integer('mileage', '送修里程', { unit: '公里', rules: { min: 0, max: 2_000_000 } }),
  field.text('description', '故障描述', { rules: { required: true, maxLength: 200 } }),
  common.money('amount', '维修金额', true, 1_000_000),
  field.enum('status', '维修状态', 'repairStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'repairing' }),
  common.createTime(),
], { recordRules: [{ kind: 'gte', field: 'finishDate', other: 'repairDate', message: '完工日期不能早于送修日期' }] });

export const dailyCost = record('dailyCost', '日常费用', 'costDate', [
  common.car(),
  field.date('costDate', '费用日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
  field.enum('costType', '费用类型', 'dailyCostType', { rules: { required: true }, filter: 'eq' }),
  common.money('amount', '金额', true, 100_000),
  field.text('handler', '经办人', { rules: { required: true, maxLength: 20 } }),
  common.remark(), common.createTime(),
]);
