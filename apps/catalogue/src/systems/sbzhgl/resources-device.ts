/** 设备台账: devices at the tenant's shared facilities, their sensors and their running fees. */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { common, family, lookups, SB, SYSTEM } from './shared';

export const device: ResourceDefinition = {
  key: 'device', name: '设备', system: SYSTEM, endpoints: family(SB, 'device'),
  sort: { field: 'deviceNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export', 'import'],
  fields: [
    common.code('deviceNo', '设备编号'),
    field.text('name', '设备名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.enum('deviceType', '设备类型', 'sbzhglDeviceType', { rules: { required: true }, filter: 'eq' }),
    field.text('brand', '品牌型号', { rules: { maxLength: 50 } }),
    field.lookup('facilityId', '所在设施', platformLookups.facility, { filter: 'eq', indexed: true }),
    field.text('address', '安装地址', { rules: { required: true, maxLength: 100 } }),
    field.point('location', '经纬度', { rules: { required: true }, show: ['form', 'detail'] }),
    field.text('simNo', '物联网卡号', { rules: { maxLength: 20, pattern: '^\\d{11,20}$', patternMessage: '物联网卡号为 11–20 位数字' }, show: ['form', 'detail'] }),
    common.installDate(),
    field.enum('status', '运行状态', 'sbzhglDeviceStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    common.remark(),
    common.createTime(),
  ],
};

export const sensor: ResourceDefinition = {
  key: 'sensor', name: '传感器', system: SYSTEM, endpoints: family(SB, 'sensor'),
  sort: { field: 'sensorNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'gte', field: 'rangeMax', other: 'rangeMin', message: '量程上限不能小于量程下限' }],
  fields: [
    common.code('sensorNo', '传感器编号'),
    field.text('name', '传感器名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.enum('sensorType', '传感器类型', 'sbzhglSensorType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('deviceId', '所属设备', lookups.device, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', indexed: true }),
    field.text('measureUnit', '计量单位', { rules: { required: true, maxLength: 10 } }),
    field.number('rangeMin', '量程下限', { rules: { required: true, min: -1000, max: 100_000, precision: 2 } }),
    field.number('rangeMax', '量程上限', { rules: { required: true, min: -1000, max: 100_000, precision: 2 } }),
    field.number('accuracy', '精度', { unit: '%', rules: { min: 0.01, max: 10, precision: 2 } }),
    field.integer('sampleSeconds', '采集间隔', { unit: '秒', rules: { required: true, min: 10, max: 86_400 }, defaultValue: 300 }),
    common.installDate(),
    field.enum('status', '运行状态', 'sbzhglDeviceStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    common.remark(),
  ],
};

/** 费率记录: what a device costs to run (IoT card traffic, electricity, platform and upkeep fees). */
export const rateRecord: ResourceDefinition = {
  key: 'rateRecord', name: '费率记录', system: SYSTEM, endpoints: family(SB, 'rateRecord'),
  sort: { field: 'payDate', dir: 'desc' }, labelField: 'billNo', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'gte', field: 'endDate', other: 'startDate', message: '计费结束日期不能早于开始日期' }],
  fields: [
    field.text('billNo', '账单编号', { rules: { required: true, maxLength: 30, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '账单编号只能包含大写字母、数字和“-”', upperCase: true }, filter: 'like' }),
    field.lookup('deviceId', '设备', lookups.device, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', indexed: true }),
    field.enum('feeType', '费用类型', 'sbzhglFeeType', { rules: { required: true }, filter: 'eq' }),
    field.date('startDate', '计费开始', { rules: { required: true, maxDaysAhead: 0 } }),
    field.date('endDate', '计费结束', { rules: { required: true, maxDaysAhead: 31 } }),
    field.number('quantity', '用量', { rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.text('quantityUnit', '用量单位', { rules: { required: true, maxLength: 10 } }),
    field.number('unitPrice', '单价', { unit: '元', rules: { required: true, min: 0, max: 100_000, precision: 4 } }),
    field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['quantity', 'unitPrice'] }, important: true }),
    field.date('payDate', '缴费日期', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range' }),
    field.text('payer', '经办人', { rules: { required: true, maxLength: 20 } }),
    common.remark(),
  ],
};
