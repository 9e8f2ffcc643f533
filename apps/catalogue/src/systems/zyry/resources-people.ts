/**
 * 设备与合同: the positioning devices field workers wear (battery, last report and online state
 * come from the positions, never typed in), their contracts (state and days left computed from
 * the end date and the contract's own reminder days) and the tenant's alarm settings.
 */
import { commonFields } from '../../model/common-fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { family, SYSTEM, V2 } from './shared';

export const device: ResourceDefinition = {
  key: 'device', name: '定位设备', system: SYSTEM, endpoints: family(`${V2}/device`),
  sort: { field: 'deviceNo', dir: 'asc' }, labelField: 'deviceNo', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('deviceNo', '设备编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '设备编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
    field.enum('model', '设备型号', 'zyryDeviceModel', { rules: { required: true }, filter: 'eq', defaultValue: 'badge' }),
    field.text('imei', 'IMEI', { rules: { required: true, unique: true, pattern: '^\\d{15}$', patternMessage: 'IMEI 为 15 位数字' }, show: ['form', 'detail'] }),
    field.text('simNo', '物联网卡号', { rules: { required: true, unique: true, pattern: '^\\d{11,20}$', patternMessage: '物联网卡号为 11–20 位数字' }, filter: 'like' }),
    field.lookup('staffId', '绑定人员', platformLookups.staff, { rules: { unique: true }, filter: 'eq' }),
    field.date('bindDate', '绑定日期', { rules: { minDate: '2015-01-01', maxDaysAhead: 0 }, show: ['form', 'detail'] }),
    field.enum('status', '设备状态', 'zyryDeviceStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    field.enum('onlineState', '在线状态', 'zyryOnline', { readonly: true, filter: 'eq', defaultValue: 'never' }),
    field.integer('battery', '电量', { unit: '%', readonly: true }),
    field.datetime('lastReport', '最后上报', { readonly: true }),
    field.point('lastLocation', '最后位置', { readonly: true, show: ['detail'] }),
    commonFields.remark(),
    commonFields.createTime(),
  ],
  recordRules: [{ kind: 'requiredWhen', field: 'bindDate', when: 'status', values: ['enabled'], message: '启用的设备请填写绑定日期' }],
};

export const contract: ResourceDefinition = {
  key: 'contract', name: '人员合同', system: SYSTEM, endpoints: family(`${V2}/personContract`),
  sort: { field: 'endDate', dir: 'asc' }, labelField: 'contractNo', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('contractNo', '合同编号', { rules: { required: true, maxLength: 30, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '合同编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
    field.lookup('staffId', '人员', platformLookups.staff, { rules: { required: true }, filter: 'eq', important: true }),
    field.enum('contractType', '合同类型', 'zyryContractType', { rules: { required: true }, filter: 'eq', defaultValue: 'labour' }),
    field.date('signDate', '签订日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, show: ['form', 'detail'] }),
    field.date('startDate', '开始日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 366 } }),
    field.date('endDate', '结束日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 3660 }, filter: 'range' }),
    field.number('wage', '月工资', { unit: '元', rules: { required: true, min: 0, max: 100_000, precision: 2 } }),
    field.integer('remindDays', '到期提醒', { unit: '天', rules: { required: true, min: 1, max: 180 }, defaultValue: 30 }),
    field.enum('expiryState', '合同状态', 'zyryContractState', { readonly: true, filter: 'eq' }),
    field.integer('daysLeft', '剩余天数', { unit: '天', readonly: true }),
    field.attachments('attachments', '合同附件', { maxFiles: 5, show: ['form', 'detail'] }),
    commonFields.remark(),
    commonFields.createTime(),
  ],
  recordRules: [
    { kind: 'gte', field: 'endDate', other: 'startDate', message: '结束日期不能早于开始日期' },
    { kind: 'gte', field: 'startDate', other: 'signDate', message: '开始日期不能早于签订日期' },
  ],
};

/** One record per tenant: when on-post monitoring calls a worker away, and which alarms are raised. */
export const alarmSetting: ResourceDefinition = {
  key: 'alarmSetting', name: '告警设置', system: SYSTEM, endpoints: family(`${V2}/alarmSetting`),
  singleton: { get: 'get', save: 'save' },
  sort: { field: 'leaveMinutes', dir: 'asc' }, labelField: 'leaveMinutes', operations: ['edit'],
  fields: [
    field.integer('leaveMinutes', '离岗判定', { unit: '分钟', rules: { required: true, min: 5, max: 120 }, defaultValue: 15 }),
    field.integer('absentMinutes', '脱岗判定', { unit: '分钟', rules: { required: true, min: 15, max: 480 }, defaultValue: 60 }),
    field.integer('overtimeMinutes', '加班起算', { unit: '分钟', rules: { required: true, min: 10, max: 240 }, defaultValue: 30 }),
    field.integer('lowBattery', '低电量阈值', { unit: '%', rules: { required: true, min: 5, max: 50 }, defaultValue: 20 }),
    field.boolean('outOfAreaAlarm', '越界离岗告警', { defaultValue: true }),
    field.boolean('offlineAlarm', '设备离线告警', { defaultValue: true }),
    field.boolean('lowBatteryAlarm', '电量低告警', { defaultValue: true }),
    field.boolean('contractAlarm', '合同到期告警', { defaultValue: true }),
    field.textarea('remark', '说明', { rules: { maxLength: 200 } }),
  ],
  recordRules: [{ kind: 'gte', field: 'absentMinutes', other: 'leaveMinutes', message: '脱岗判定时长不能短于离岗判定时长' }],
};
