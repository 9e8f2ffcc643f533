/**
 * 人员监控: what the positions say, computed by the server (apps/server/src/systems/zyry/):
 * each worker's day on post (在岗 / 离岗 / 脱岗 / 未上线 from the time inside their job area during
 * its work periods), overtime beyond the last period, and the alarms a supervisor handles (SOS,
 * leaving the area, low battery, offline, contracts near or past their end).
 */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { family, SYSTEM, V101, zyryLookups } from './shared';

const minutes = (key: string, label: string) => field.integer(key, label, { unit: '分钟', readonly: true });
const who = () => [
  field.lookup('staffId', '人员', platformLookups.staff, { readonly: true, filter: 'eq', indexed: true, important: true }),
  field.lookup('deptId', '部门', platformLookups.department, { readonly: true, filter: 'eq' }),
  field.lookup('areaId', '作业区域', zyryLookups.jobArea, { readonly: true, filter: 'eq' }),
  field.lookup('postId', '岗位', zyryLookups.post, { readonly: true, filter: 'eq', show: ['detail'] }),
];

export const attendance: ResourceDefinition = {
  key: 'attendance', name: '在岗记录', system: SYSTEM, endpoints: family(`${V101}/attendance`),
  sort: { field: 'workDate', dir: 'desc' }, labelField: 'workDate', operations: ['export'],
  fields: [
    field.date('workDate', '日期', { readonly: true, filter: 'range', indexed: true, important: true }),
    ...who(),
    field.enum('status', '在岗状态', 'zyryOnPost', { readonly: true, filter: 'eq', important: true }),
    minutes('workMinutes', '应在岗'),
    minutes('inMinutes', '在岗时长'),
    minutes('outMinutes', '离岗时长'),
    minutes('offlineMinutes', '离线时长'),
    field.number('inRate', '在岗率', { unit: '%', readonly: true, rules: { precision: 1 } }),
    field.integer('leaveTimes', '离岗次数', { unit: '次', readonly: true }),
    minutes('longestOut', '最长离岗'),
    field.time('firstIn', '首次在岗', { readonly: true }),
    field.time('lastIn', '末次在岗', { readonly: true }),
    field.number('distanceKm', '行走里程', { unit: '公里', readonly: true, rules: { precision: 2 }, show: ['detail'] }),
  ],
};

export const overtime: ResourceDefinition = {
  key: 'overtime', name: '加班记录', system: SYSTEM, endpoints: family(`${V101}/overtime`),
  sort: { field: 'workDate', dir: 'desc' }, labelField: 'workDate', operations: ['export'],
  fields: [
    field.date('workDate', '日期', { readonly: true, filter: 'range', indexed: true, important: true }),
    ...who(),
    field.time('periodEnd', '应下岗', { readonly: true }),
    field.datetime('startTime', '加班开始', { readonly: true }),
    field.datetime('endTime', '加班结束', { readonly: true }),
    minutes('minutes', '加班时长'),
  ],
};

export const alarm: ResourceDefinition = {
  key: 'alarm', name: '告警', system: SYSTEM, endpoints: family(`${V101}/alarm`),
  sort: { field: 'alarmTime', dir: 'desc' }, labelField: 'alarmTime', operations: ['export'],
  fields: [
    field.datetime('alarmTime', '告警时间', { readonly: true, filter: 'range', indexed: true, important: true }),
    field.enum('alarmKind', '告警类型', 'zyryAlarmKind', { readonly: true, filter: 'eq', important: true }),
    field.enum('level', '告警级别', 'zyryAlarmLevel', { readonly: true, filter: 'eq' }),
    field.lookup('staffId', '人员', platformLookups.staff, { readonly: true, filter: 'eq', indexed: true }),
    field.lookup('deptId', '部门', platformLookups.department, { readonly: true, filter: 'eq' }),
    field.lookup('areaId', '作业区域', zyryLookups.jobArea, { readonly: true, filter: 'eq', show: ['column', 'detail'] }),
    field.text('content', '告警内容', { readonly: true, rules: { maxLength: 100 } }),
    field.text('deviceNo', '设备编号', { readonly: true, rules: { maxLength: 20 }, show: ['detail'] }),
    field.datetime('endTime', '结束时间', { readonly: true, show: ['detail'] }),
    field.point('location', '位置', { readonly: true, show: ['detail'] }),
    field.lookup('contractId', '合同', zyryLookups.contract, { readonly: true, onDelete: 'cascade', show: ['detail'] }),
    field.enum('handleState', '处理状态', 'zyryHandleState', { readonly: true, filter: 'eq', defaultValue: 'pending' }),
    field.textarea('handleRemark', '处理意见', { rules: { maxLength: 200 }, show: ['detail'] }),
    field.text('handler', '处理人', { readonly: true, rules: { maxLength: 20 }, show: ['column', 'detail'] }),
    field.datetime('handleTime', '处理时间', { readonly: true, show: ['detail'] }),
    // Where the alarm came from (gps:<id>, area:<staff>:<start>, contract:<id>:<kind>): one row per fact, however often the server looks.
    field.text('sourceKey', '来源', { readonly: true, rules: { maxLength: 60, unique: true }, show: [] }),
  ],
  actions: [
    { key: 'handle', label: '处理', call: 'handle', kind: 'form', fields: ['handleRemark'], required: ['handleRemark'], set: { handleState: 'handled' }, scope: 'row', answeredBy: 'system' },
  ],
  lockedWhen: { field: 'handleState', value: 'handled', message: '该告警已处理' },
};
