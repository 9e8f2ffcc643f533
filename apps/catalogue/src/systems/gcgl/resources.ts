/**
 * 公厕管理 (gcgl) resources. A toilet's devices are 设备在线's toiletdevice rows (the same
 * physical sensors; this system's device list is a view of them bound to a toilet), and its
 * keeper, unit and district are the platform's staff, companies and regions.
 */
import type { EndpointFamily } from '../../model/endpoints';
import { field, patterns, type LookupSource } from '../../model/fields';
import { view, type ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform/resources';
import { toiletdevice } from '../../platform/devices';

export const SYSTEM = 'gcgl';
export const G = '/cloud/gcgl';
export const A = '/cloud/gcadd';

const family = (base: string, overrides?: EndpointFamily['overrides']): EndpointFamily => ({ base, shape: 'pageList', pack: 'identity', entity: 'json', ...(overrides ? { overrides } : {}) });

export const gcglLookups = {
  equipment: { system: SYSTEM, resource: 'equipment', labelField: 'name' },
  device: { system: SYSTEM, resource: 'device', labelField: 'deviceNo' },
  sensor: { system: SYSTEM, resource: 'sensor', labelField: 'name' },
} satisfies Record<string, LookupSource>;

const remark = () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] });
const toilet = (extra: Parameters<typeof field.lookup>[3] = {}) => field.lookup('equipmentId', '公厕', gcglLookups.equipment, { rules: { required: true }, filter: 'eq', indexed: true, important: true, ...extra });

/** 公厕信息: the toilet archive (sync marks it sent to the city's platform). */
export const equipment: ResourceDefinition = {
  key: 'equipment', name: '公厕', system: SYSTEM, endpoints: family(`${G}/equipment`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '公厕编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '公厕编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
    field.text('name', '公厕名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.enum('level', '公厕等级', 'toiletLevel', { rules: { required: true }, filter: 'eq' }),
    field.lookup('regionId', '所属区域', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.lookup('companyId', '管理单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookup('keeperId', '保洁负责人', platformLookups.staff, { rules: { required: true } }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.coordinates('location', '经纬度', { rules: { required: true } }),
    field.integer('maleStalls', '男厕位', { unit: '个', rules: { required: true, min: 0, max: 100 }, defaultValue: 4 }),
    field.integer('femaleStalls', '女厕位', { unit: '个', rules: { required: true, min: 0, max: 100 }, defaultValue: 6 }),
    field.integer('accessibleStalls', '无障碍厕位', { unit: '个', rules: { required: true, min: 0, max: 20 }, defaultValue: 1 }),
    field.text('openTime', '开放时间', { rules: { required: true, ...patterns.hhmm }, defaultValue: '06:00', show: ['form', 'detail'] }),
    field.text('closeTime', '关闭时间', { rules: { required: true, ...patterns.hhmm }, defaultValue: '22:00', show: ['form', 'detail'] }),
    field.enum('status', '运行状态', 'toiletStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'open' }),
    field.datetime('syncTime', '同步时间', { readonly: true, show: ['column', 'detail'] }),
    remark(),
  ],
  actions: [{ key: 'sync', label: '同步到市平台', call: 'sync', kind: 'touch', touch: 'syncTime', scope: 'row', confirm: '确定将该公厕信息同步到市平台吗？' }],
};

/** 公厕设备: 设备在线's toilet devices (same rows), bound here to the toilet they serve. */
export const device: ResourceDefinition = view(toiletdevice, {
  key: 'device', system: SYSTEM, endpoints: family(`${G}/device`), operations: ['edit', 'export'],
  fields: ['deviceNo', 'equipmentId', 'toiletName', 'sensorType', 'onlineStatus', 'lastHeartbeat', 'offlineMinutes', 'remark'],
  extend: [field.lookup('equipmentId', '所属公厕', gcglLookups.equipment, { rules: { required: true }, filter: 'eq', indexed: true })],
});

/** 传感器: one measured quantity of a device with its alarm thresholds; readings arrive by report. */
export const sensor: ResourceDefinition = {
  key: 'sensor', name: '传感器', system: SYSTEM, endpoints: family(`${G}/sensor`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '传感器编号', { rules: { required: true, maxLength: 32, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '传感器编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
    field.text('name', '传感器名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    toilet(),
    field.lookup('deviceId', '所属设备', gcglLookups.device, { rules: { required: true }, filter: 'eq' }),
    field.enum('sensorKind', '监测项', 'gcglSensorKind', { rules: { required: true }, filter: 'eq' }),
    field.text('unit', '计量单位', { rules: { required: true, maxLength: 10 } }),
    field.number('lowerLimit', '报警下限', { rules: { min: -1000, max: 100_000, precision: 2 } }),
    field.number('upperLimit', '报警上限', { rules: { required: true, min: 0, max: 100_000, precision: 2 } }),
    field.number('currentValue', '当前读数', { readonly: true, rules: { precision: 2 } }),
    field.datetime('readTime', '读数时间', { readonly: true }),
    field.enum('sensorStatus', '状态', 'gcglSensorStatus', { readonly: true, filter: 'eq', defaultValue: 'normal' }),
    remark(),
  ],
  recordRules: [{ kind: 'gte', field: 'upperLimit', other: 'lowerLimit', message: '报警上限不能小于报警下限' }],
};

/** 报警记录: a reading beyond its sensor's thresholds; operators dispatch and close it. */
export const alarm: ResourceDefinition = {
  key: 'alarm', name: '报警记录', system: SYSTEM, endpoints: family(`${G}/alarm`),
  sort: { field: 'alarmTime', dir: 'desc' }, labelField: 'alarmNo', operations: ['delete', 'export'],
  fields: [
    field.text('alarmNo', '报警编号', { readonly: true, filter: 'like', important: true }),
    toilet({ readonly: true }),
    field.lookup('sensorId', '传感器', gcglLookups.sensor, { readonly: true, filter: 'eq' }),
    field.enum('sensorKind', '监测项', 'gcglSensorKind', { readonly: true, filter: 'eq' }),
    field.enum('alarmKind', '报警类型', 'gcglAlarmKind', { readonly: true, filter: 'eq' }),
    field.number('value', '报警读数', { readonly: true, rules: { precision: 2 } }),
    field.number('threshold', '报警阈值', { readonly: true, rules: { precision: 2 } }),
    field.datetime('alarmTime', '报警时间', { readonly: true, filter: 'range', indexed: true }),
    field.enum('alarmStatus', '处理状态', 'gcglAlarmStatus', { readonly: true, filter: 'eq', defaultValue: 'pending' }),
    field.textarea('handleRemark', '处理说明', { rules: { maxLength: 200 }, show: ['column', 'detail'] }),
    field.datetime('handleTime', '处理时间', { readonly: true, show: ['column', 'detail'] }),
  ],
  actions: [{ key: 'handle', label: '处理', call: 'handle', kind: 'form', fields: ['handleRemark'], required: ['handleRemark'], set: { alarmStatus: 'handled' }, scope: 'row' }],
  lockedWhen: { field: 'alarmStatus', value: 'handled', message: '该报警已处理，不能再次处理' },
};

/** 水电统计: a toilet's daily water and electricity use from its meters. */
export const waterElectric: ResourceDefinition = {
  key: 'waterElectric', name: '水电记录', system: SYSTEM, endpoints: family(`${G}/waterElectric`),
  sort: { field: 'readDate', dir: 'desc' }, labelField: 'readDate', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    toilet(),
    field.date('readDate', '日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    field.number('water', '用水量', { unit: '吨', rules: { required: true, min: 0, max: 500, precision: 2 } }),
    field.number('power', '用电量', { unit: '千瓦时', rules: { required: true, min: 0, max: 5000, precision: 1 } }),
    field.number('waterFee', '水费', { unit: '元', rules: { min: 0, max: 10_000, precision: 2 } }),
    field.number('powerFee', '电费', { unit: '元', rules: { min: 0, max: 10_000, precision: 2 } }),
    remark(),
  ],
};

/** 评价管理: the public's ratings (扫码评价、热线); operators reply. */
export const comment: ResourceDefinition = {
  key: 'comment', name: '公众评价', system: SYSTEM, endpoints: family(`${G}/comment`),
  sort: { field: 'commentTime', dir: 'desc' }, labelField: 'content', operations: ['delete', 'export'],
  fields: [
    toilet({ readonly: true }),
    field.integer('score', '评分', { unit: '星', readonly: true, filter: 'eq', rules: { min: 1, max: 5 } }),
    field.enum('source', '评价渠道', 'commentSource', { readonly: true, filter: 'eq' }),
    field.text('content', '评价内容', { readonly: true }),
    field.text('nickname', '评价人', { readonly: true, show: ['column', 'detail'] }),
    field.datetime('commentTime', '评价时间', { readonly: true, filter: 'range', indexed: true }),
    field.enum('replyStatus', '回复状态', 'replyStatus', { readonly: true, filter: 'eq', defaultValue: 'pending' }),
    field.textarea('reply', '回复内容', { rules: { maxLength: 200 }, show: ['column', 'detail'] }),
  ],
  actions: [{ key: 'reply', label: '回复', call: 'reply', kind: 'form', fields: ['reply'], required: ['reply'], set: { replyStatus: 'replied' }, scope: 'row' }],
};

/** 保洁记录: one cleaning of one part of a toilet by a cleaner (from the cleaners' app). */
export const cleanRecord: ResourceDefinition = {
  key: 'cleanRecord', name: '保洁记录', system: SYSTEM, endpoints: family(`${A}/cleanRecord`, { list: { method: 'GET' } }),
  sort: { field: 'cleanTime', dir: 'desc' }, labelField: 'cleanTime', operations: [],
  fields: [
    toilet({ readonly: true }),
    field.lookup('cleanerId', '保洁员', platformLookups.staff, { readonly: true, filter: 'eq' }),
    field.enum('position', '保洁部位', 'cleanPosition', { readonly: true, filter: 'eq' }),
    field.datetime('cleanTime', '保洁时间', { readonly: true, filter: 'range', indexed: true }),
    field.integer('minutes', '用时', { unit: '分钟', readonly: true }),
    field.enum('result', '检查结果', 'cleanResult', { readonly: true, filter: 'eq' }),
    field.text('remark', '备注', { readonly: true, show: ['detail'] }),
  ],
};

export const gcglResources = [equipment, device, sensor, alarm, waterElectric, comment, cleanRecord] as const;
