/**
 * The car (the platform's shared vehicle, seen through 车辆管理's calls), its depreciation and
 * schedule, group codes, flow node configuration and the party post band.
 */
import { field } from '../../model/fields';
import { platformLookups, platformResource } from '../../platform';
import { view, type ResourceDefinition } from '../../model/resource';
import { bkExport, common, lookups, SYSTEM, v1, V1_OPS } from './shared';

const carExtend = [
  field.text('vin', '车架号', { rules: { maxLength: 17, pattern: '^[A-HJ-NPR-Z0-9]{17}$', patternMessage: '车架号为 17 位字母或数字（不含 I、O、Q）', upperCase: true }, show: ['form', 'detail'] }),
  field.text('engineNo', '发动机号', { rules: { maxLength: 20 }, show: ['form', 'detail'] }),
  field.text('brandModel', '品牌型号', { rules: { maxLength: 50 } }),
  field.enum('fuelType', '燃料类型', 'fuelType', { filter: 'eq' }),
  field.number('purchasePrice', '购置价格', { unit: '元', rules: { min: 0, max: 10_000_000, precision: 2 }, show: ['form', 'detail'] }),
  field.date('registerDate', '注册登记日期', { rules: { minDate: '1990-01-01', maxDaysAhead: 0 }, show: ['form', 'detail'] }),
];

/** The platform's vehicle: one table, the same rows as 垃圾收运 and 车辆运行. */
export const car: ResourceDefinition = view(platformResource.vehicle, {
  key: 'car', system: SYSTEM, endpoints: v1('car'), operations: V1_OPS, extend: carExtend,
  fields: ['carNo', 'carType', 'brandModel', 'fuelType', 'companyId', 'driverName', 'driverPhone', 'loadCapacity', 'status', 'vin', 'engineNo', 'purchasePrice', 'purchaseDate', 'registerDate', 'gpsDeviceNo', 'garbageType', 'remark', 'createTime'],
  exportVariants: bkExport([...platformResource.vehicle.fields, ...carExtend]),
});

const depreciationFields = [
  field.text('assetNo', '折旧编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '折旧编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
  common.car({ pin: undefined }),
  field.enum('method', '折旧方法', 'depreciationMethod', { rules: { required: true }, defaultValue: 'straightLine' }),
  common.money('price', '原值'),
  common.money('residualValue', '残值'),
  field.integer('years', '折旧年限', { unit: '年', rules: { required: true, min: 1, max: 20 } }),
  field.date('startDate', '开始计提日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 366 }, filter: 'range' }),
  // Written by the table's trigger (migration 0101) from price, residual value and years.
  field.number('yearlyAmount', '年折旧额', { unit: '元', readonly: true }),
  field.number('monthlyAmount', '月折旧额', { unit: '元', readonly: true }),
  common.remark(), common.createTime(),
];

export const depreciation: ResourceDefinition = {
  key: 'depreciation', name: '车辆折旧', system: SYSTEM, endpoints: v1('depreciation'),
  sort: { field: 'assetNo', dir: 'asc' }, labelField: 'assetNo', operations: V1_OPS, fields: depreciationFields,
  recordRules: [{ kind: 'gte', field: 'price', other: 'residualValue', message: '残值不能大于原值' }],
  exportVariants: bkExport(depreciationFields),
};

/** One row per year of a depreciation, computed by the server (never typed in). */
export const depreciationSchedule: ResourceDefinition = {
  key: 'depreciationSchedule', name: '折旧明细', system: SYSTEM, endpoints: v1('depreciationSchedule'),
  sort: { field: 'periodStart', dir: 'asc' }, labelField: 'yearNo', operations: ['export'],
  fields: [
    field.lookup('depreciationId', '折旧编号', { resource: 'depreciation', labelField: 'assetNo' }, { filter: 'eq', onDelete: 'cascade', readonly: true }),
    common.car({ readonly: true, pin: undefined }),
    field.integer('yearNo', '年度序号', { readonly: true }),
    field.date('periodStart', '期间开始', { readonly: true, filter: 'range' }),
    field.date('periodEnd', '期间结束', { readonly: true }),
    field.number('openingValue', '期初净值', { unit: '元', readonly: true }),
    field.number('amount', '本期折旧', { unit: '元', readonly: true }),
    field.number('accumulated', '累计折旧', { unit: '元', readonly: true }),
    field.number('closingValue', '期末净值', { unit: '元', readonly: true }),
  ],
};

/** 分组编码 at /cloud/yht/v2/web/car (getNewGroupCode, insert, update, import; page/selectOne to show them). */
export const groupCode: ResourceDefinition = {
  key: 'groupCode', name: '分组编码', system: SYSTEM,
  endpoints: { base: '/cloud/yht/v2/web/car', shape: 'page', pack: 'identity', entity: 'json' },
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'import', 'export'],
  fields: [
    field.text('code', '分组编码', { rules: { required: true, maxLength: 12, unique: true, pattern: '^FZ\\d{4}$', patternMessage: '分组编码为 FZ 加 4 位数字（可用“获取新编码”）' }, filter: 'like', important: true }),
    field.text('name', '分组名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.lookup('companyId', '所属单位', platformLookups.company, { filter: 'eq' }),
    field.lookupMany('carIds', '分组车辆', lookups.car),
    common.remark(), common.createTime(),
  ],
};

/** 流程节点配置 at /cloud/yht/v2/web/car/flowNodeConfig (list, save). */
export const flowNodeConfig: ResourceDefinition = {
  key: 'flowNodeConfig', name: '流程节点', system: SYSTEM,
  endpoints: { base: '/cloud/yht/v2/web/car/flowNodeConfig', shape: 'saveOrUpdate', pack: 'identity', entity: 'json', overrides: { list: { name: 'list' }, upsert: { name: 'save' } } },
  sort: { field: 'nodeOrder', dir: 'asc' }, labelField: 'nodeName', operations: ['create', 'edit'],
  fields: [
    field.enum('flowType', '流程', 'flowType', { rules: { required: true }, filter: 'eq', important: true }),
    field.integer('nodeOrder', '节点顺序', { rules: { required: true, min: 1, max: 20 } }),
    field.text('nodeName', '节点名称', { rules: { required: true, maxLength: 20 } }),
    field.lookup('approverId', '审批人', platformLookups.staff, { rules: { required: true } }),
    field.integer('timeLimitHours', '办理时限', { unit: '小时', rules: { required: true, min: 1, max: 720 } }),
    field.boolean('enabled', '启用', { filter: 'eq', defaultValue: true }),
    common.createTime(),
  ],
};

/** 党员先锋岗 at /cloud/yht/v2/web/partyPostBand (create, delete, page, update). */
export const partyPostBand: ResourceDefinition = {
  key: 'partyPostBand', name: '党员先锋岗', system: SYSTEM,
  endpoints: { base: '/cloud/yht/v2/web/partyPostBand', shape: 'create', pack: 'identity', entity: 'json', overrides: { list: { name: 'page' } } },
  sort: { field: 'bandDate', dir: 'desc' }, labelField: 'postName', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('postName', '先锋岗名称', { rules: { required: true, maxLength: 30 }, filter: 'like', important: true }),
    field.lookup('staffId', '党员', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
    common.car({ pin: undefined }),
    field.date('bandDate', '挂牌日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.text('pledge', '承诺内容', { rules: { maxLength: 100 } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    common.createTime(),
  ],
};
