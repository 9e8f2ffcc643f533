/**
 * 打卡 and 考勤记录: raw clock-ins (time, place, method, inside the place's radius or not) with
 * 补卡 corrections that carry a reason, and the attendance of each person and day, computed by
 * the server from the clock-ins against the day's planned shift, approved leaves and the
 * holiday calendar (apps/server/src/systems/rykq/compute.ts). Records are never typed in.
 */
import type { EnumDefinition } from '../../model/fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { rykqFamily, rykqLookups, SYSTEM } from './shared';

export const clockRecord: ResourceDefinition = {
  key: 'clockRecord', name: '打卡记录', system: SYSTEM, endpoints: rykqFamily('clockmanage'),
  sort: { field: 'clockTime', dir: 'desc' }, labelField: 'clockTime', operations: ['export'],
  actions: [
    // 补卡 writes a clock-in with its reason and recomputes that day's attendance in the same transaction.
    { key: 'correct', label: '补卡', call: 'correct.smvc', kind: 'form', fields: ['staffId', 'clockTime', 'reason'], required: ['staffId', 'clockTime', 'reason'], scope: 'all', answeredBy: 'system' },
  ],
  recordRules: [{ kind: 'requiredWhen', field: 'reason', when: 'source', values: ['correction'], message: '补卡须填写原因' }],
  fields: [
    field.lookup('staffId', '人员', rykqLookups.staff, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    field.datetime('clockTime', '打卡时间', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true, important: true }),
    field.enum('method', '打卡方式', 'clockMethod', { rules: { required: true }, filter: 'eq', defaultValue: 'app' }),
    field.lookup('placeId', '打卡地点', rykqLookups.place, { filter: 'eq' }),
    field.point('location', '打卡位置', { show: ['detail'] }),
    field.integer('distance', '距打卡点', { unit: '米', rules: { min: 0, max: 1_000_000 }, readonly: true }),
    field.boolean('inRange', '范围内', { readonly: true, filter: 'eq' }),
    field.enum('source', '来源', 'clockSource', { rules: { required: true }, filter: 'eq', defaultValue: 'device', readonly: true }),
    field.textarea('reason', '补卡原因', { rules: { maxLength: 200 } }),
    field.text('operator', '操作人', { readonly: true, rules: { maxLength: 20 }, show: ['detail'] }),
  ],
};

const hours = (key: string, label: string) => field.number(key, label, { unit: '小时', readonly: true, rules: { min: 0, max: 48, precision: 2 } });

export const attendanceRecord: ResourceDefinition = {
  key: 'attendanceRecord', name: '考勤记录', system: SYSTEM, endpoints: rykqFamily('attendanceRecord'),
  sort: { field: 'day', dir: 'desc' }, labelField: 'day', operations: ['export'],
  fields: [
    field.date('day', '考勤日期', { readonly: true, filter: 'range', indexed: true, important: true }),
    field.lookup('staffId', '人员', rykqLookups.staff, { readonly: true, filter: 'eq', indexed: true, important: true }),
    field.lookup('deptId', '部门', rykqLookups.department, { readonly: true, filter: 'eq', indexed: true }),
    field.lookup('groupId', '考勤组', rykqLookups.group, { readonly: true, filter: 'eq' }),
    field.lookup('shiftId', '班次', rykqLookups.shift, { readonly: true }),
    field.datetime('planStart', '应上班', { readonly: true, show: ['detail'] }),
    field.datetime('planEnd', '应下班', { readonly: true, show: ['detail'] }),
    field.datetime('clockIn', '上班打卡', { readonly: true }),
    field.datetime('clockOut', '下班打卡', { readonly: true }),
    field.enum('status', '考勤结果', 'attendanceStatus', { readonly: true, filter: 'eq', indexed: true, important: true }),
    field.integer('lateMinutes', '迟到', { unit: '分钟', readonly: true, rules: { min: 0, max: 1440 } }),
    field.integer('earlyMinutes', '早退', { unit: '分钟', readonly: true, rules: { min: 0, max: 1440 } }),
    hours('workHours', '工作时长'),
    hours('overtimeHours', '加班'),
    field.lookup('leaveId', '请假单', rykqLookups.leave, { readonly: true, show: ['detail'] }),
    field.text('note', '说明', { readonly: true, rules: { maxLength: 100 } }),
    field.datetime('computedAt', '计算时间', { readonly: true, show: ['detail'] }),
  ],
};

/** A day's result, in the order a sheet prefers when it must pick one (the worst first). */
export const ATTENDANCE_STATUS: EnumDefinition = {
  code: 'attendanceStatus', label: '考勤结果',
  options: [
    { value: 'absent', label: '旷工', status: 'error', short: '旷' },
    { value: 'missing', label: '缺卡', status: 'warning', short: '缺' },
    { value: 'lateEarly', label: '迟到早退', status: 'warning', short: '迟早' },
    { value: 'late', label: '迟到', status: 'warning', short: '迟' },
    { value: 'early', label: '早退', status: 'warning', short: '早' },
    { value: 'leave', label: '请假', status: 'info', short: '假' },
    { value: 'restWork', label: '休息日加班', status: 'info', short: '加' },
    { value: 'normal', label: '正常', status: 'success', short: '√' },
    { value: 'rest', label: '休息', status: 'default', short: '休' },
  ],
};

export const recordEnums: readonly EnumDefinition[] = [
  ATTENDANCE_STATUS,
  {
    code: 'clockMethod', label: '打卡方式',
    options: [{ value: 'app', label: '手机定位' }, { value: 'face', label: '人脸识别' }, { value: 'fingerprint', label: '指纹' }, { value: 'wifi', label: '办公 Wi-Fi' }, { value: 'manual', label: '人工补录' }],
  },
  { code: 'clockSource', label: '来源', options: [{ value: 'device', label: '原始打卡', status: 'default' }, { value: 'correction', label: '补卡', status: 'warning' }] },
];
