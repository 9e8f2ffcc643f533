/** 车辆管理 master data (v2 family: page / list / insert / update / deletes / selectOne / import / export). */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, lookups, SYSTEM, v2, V2_OPS } from './shared';

const master = (key: string, name: string, fields: ResourceDefinition['fields'], sortField = 'name'): ResourceDefinition => ({
  key, name, system: SYSTEM, endpoints: v2(key), sort: { field: sortField, dir: 'asc' }, labelField: 'name', operations: V2_OPS, fields,
});

export const insuranceCompany = master('insuranceCompany', '保险公司', [
  common.name('保险公司名称'), common.contact(), common.phone(), common.createTime(),
]);

export const oilSupplier = master('oilSupplier', '油品供应商', [
  common.name('供应商名称'), common.contact(), common.phone(true), common.address(), common.status(), common.remark(), common.createTime(),
]);

export const refuelStation = master('refuelStation', '加油站', [
  common.name('加油站名称'),
  field.lookup('supplierId', '所属供应商', lookups.oilSupplier, { rules: { required: true }, filter: 'eq' }),
  common.address(), common.location(), common.phone(), common.status(), common.createTime(),
]);

export const waterStation = master('waterStation', '加水站', [
  common.name('加水站名称'), common.address(), common.location(),
  field.number('unitPrice', '水价', { unit: '元/吨', rules: { required: true, min: 0, max: 100, precision: 2 } }),
  common.contact(), common.phone(), common.status(), common.createTime(),
]);

export const rechargeStation = master('rechargeStation', '充电站', [
  common.name('充电站名称'), common.address(), common.location(),
  field.integer('pileCount', '充电桩数', { unit: '个', rules: { required: true, min: 1, max: 500 } }),
  field.number('power', '单桩功率', { unit: 'kW', rules: { required: true, min: 1, max: 1000, precision: 0 } }),
  field.text('operator', '运营商', { rules: { maxLength: 50 } }), common.phone(), common.status(), common.createTime(),
]);

export const serviceFactory = master('serviceFactory', '维修厂', [
  common.name('维修厂名称'),
  field.enum('grade', '维修资质', 'factoryGrade', { rules: { required: true }, filter: 'eq' }),
  common.address(), common.contact(), common.phone(true), common.location(), common.status(), common.createTime(),
]);

export const maintenanceType = master('maintenanceType', '维修类型', [
  field.text('code', '类型编码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类型编码只能包含大写字母、数字和“-”' }, filter: 'like' }),
  common.name('类型名称'), common.remark(), common.createTime(),
], 'code');

export const maintenanceSubtype = master('maintenanceSubtype', '维修子类型', [
  field.lookup('typeId', '维修类型', lookups.maintenanceType, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
  common.name('子类型名称'),
  field.number('standardHours', '标准工时', { unit: '小时', rules: { min: 0, max: 200, precision: 1 } }),
  common.money('standardPrice', '参考价格', false, 1_000_000), common.createTime(),
]);

export const equipmentType = master('equipmentType', '设备类型', [
  field.text('code', '类型编码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类型编码只能包含大写字母、数字和“-”' }, filter: 'like' }),
  common.name('类型名称'), common.remark(), common.createTime(),
], 'code');

export const equipment: ResourceDefinition = {
  ...master('equipment', '随车设备', [
    field.text('code', '设备编号', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.text('name', '设备名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('typeId', '设备类型', lookups.equipmentType, { rules: { required: true }, filter: 'eq' }),
    common.car({ rules: {}, pin: undefined }),
    field.text('model', '品牌型号', { rules: { maxLength: 50 } }),
    field.date('installDate', '安装日期', { rules: { minDate: '2000-01-01', maxDaysAhead: 0 } }),
    field.enum('status', '设备状态', 'equipmentStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'inUse' }),
    common.remark(), common.createTime(),
  ], 'code'),
};

export const popularGroup = master('popularGroup', '常用分组', [
  common.name('分组名称'), field.integer('sortNo', '排序', { rules: { min: 0, max: 999 } }), common.remark(), common.createTime(),
], 'sortNo');

export const popularCar: ResourceDefinition = {
  ...master('popularCar', '常用车辆', [
    field.lookup('groupId', '常用分组', lookups.popularGroup, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    common.car({ pin: undefined }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 999 } }),
    common.remark(), common.createTime(),
  ], 'sortNo'),
  labelField: 'carId',
};

export const reservedField: ResourceDefinition = {
  ...master('reservedField', '预留字段', [
    field.enum('target', '适用档案', 'reservedTarget', { rules: { required: true }, filter: 'eq' }),
    field.text('fieldKey', '字段编码', { rules: { required: true, maxLength: 20, pattern: '^ext[1-9]$|^ext10$', patternMessage: '字段编码为 ext1–ext10' } }),
    field.text('name', '显示名称', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('fieldType', '字段类型', 'reservedFieldType', { rules: { required: true }, defaultValue: 'text' }),
    field.boolean('required', '必填', { defaultValue: false }),
    field.boolean('enabled', '启用', { filter: 'eq', defaultValue: true }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 999 } }),
    common.createTime(),
  ], 'sortNo'),
};

/**
 * 系统参数 (the spec's param list): values the system reads, such as 到期提醒天数 (remindDays),
 * the window of the 工作台's inspection, insurance and upkeep reminders.
 */
export const param: ResourceDefinition = {
  key: 'param', name: '系统参数', system: SYSTEM, endpoints: v2('param'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '参数编码', { rules: { required: true, maxLength: 40, unique: true, pattern: '^[A-Za-z][A-Za-z0-9_]*$', patternMessage: '参数编码以字母开头，只能包含字母、数字和下划线' }, filter: 'like', important: true }),
    field.text('name', '参数名称', { rules: { required: true, maxLength: 40 }, filter: 'like' }),
    field.text('value', '参数值', { rules: { required: true, maxLength: 100 } }),
    field.text('unit', '单位', { rules: { maxLength: 10 } }),
    common.remark(), common.createTime(),
  ],
};
