/**
 * 考勤设置: 班次 (times of day, a shift may end the next morning), 考勤组 (members from the
 * platform's staff, a shift per weekday or a rotating roster, the places where clocking in
 * counts), 排班 (one planned shift per person and day, edited on the roster page) and the
 * tenant's holiday calendar that both the roster and the approval clock follow.
 */
import type { EnumDefinition } from '../../model/fields';
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { rykqFamily, rykqLookups, SYSTEM } from './shared';

const minutes = (key: string, label: string, max: number, defaultValue: number) =>
  field.integer(key, label, { unit: '分钟', rules: { required: true, min: 0, max }, defaultValue });

export const shift: ResourceDefinition = {
  key: 'shift', name: '班次', system: SYSTEM, endpoints: rykqFamily('shiftTime'),
  sort: { field: 'startTime', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '班次编码', { rules: { required: true, maxLength: 10, unique: true, pattern: '^[A-Z0-9]+$', patternMessage: '班次编码只能包含大写字母和数字' }, filter: 'like' }),
    field.text('name', '班次名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like', important: true }),
    field.time('startTime', '上班时间', { rules: { required: true } }),
    // An end at or before the start is on the next day (夜班 22:00–06:00).
    field.time('endTime', '下班时间', { rules: { required: true } }),
    minutes('breakMinutes', '休息时长', 240, 60),
    minutes('lateGrace', '迟到宽限', 60, 5),
    minutes('earlyGrace', '早退宽限', 60, 5),
    minutes('overtimeThreshold', '加班起算', 240, 30),
    field.enum('color', '排班颜色', 'shiftColor', { rules: { required: true }, defaultValue: 'blue' }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

const weekday = (key: string, label: string) => field.lookup(key, label, rykqLookups.shift, { show: ['form', 'detail'] });

export const attendanceGroup: ResourceDefinition = {
  key: 'attendanceGroup', name: '考勤组', system: SYSTEM, endpoints: rykqFamily('attendanceGroup'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  related: [{ resource: 'clockPlace', field: 'groupId', title: '打卡地点' }],
  fields: [
    field.text('name', '考勤组名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.lookup('deptId', '所属部门', rykqLookups.department, { rules: { required: true }, filter: 'eq' }),
    field.lookup('leaderId', '考勤负责人', rykqLookups.staff, { rules: { required: true } }),
    field.lookupMany('memberIds', '考勤人员', rykqLookups.staff, { rules: { required: true } }),
    field.enum('scheduleType', '排班方式', 'scheduleType', { rules: { required: true }, filter: 'eq', defaultValue: 'fixed' }),
    weekday('monShift', '周一班次'), weekday('tueShift', '周二班次'), weekday('wedShift', '周三班次'), weekday('thuShift', '周四班次'),
    weekday('friShift', '周五班次'), weekday('satShift', '周六班次'), weekday('sunShift', '周日班次'),
    field.integer('maxWorkDays', '连续上班上限', { unit: '天', rules: { required: true, min: 1, max: 13 }, defaultValue: 6 }),
    field.boolean('holidayRest', '法定节假日休息', { rules: { required: true }, defaultValue: true, show: ['form', 'detail'] }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

export const clockPlace: ResourceDefinition = {
  key: 'clockPlace', name: '打卡地点', system: SYSTEM, endpoints: rykqFamily('clockPlace'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '地点名称', { rules: { required: true, maxLength: 30 }, filter: 'like', important: true }),
    field.lookup('groupId', '考勤组', rykqLookups.group, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.point('location', '位置', { rules: { required: true } }),
    field.integer('radius', '打卡半径', { unit: '米', rules: { required: true, min: 50, max: 2000 }, defaultValue: 300 }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

/** One planned shift of one person on one day (no row: 休息). Written by the roster page's save call. */
export const schedule: ResourceDefinition = {
  key: 'schedule', name: '排班', system: SYSTEM, endpoints: rykqFamily('schedule'),
  sort: { field: 'day', dir: 'desc' }, labelField: 'day', operations: ['export'],
  actions: [{ key: 'saveRoster', label: '保存排班', call: 'saveRoster.smvc', kind: 'set', scope: 'all', answeredBy: 'system' }],
  fields: [
    field.date('day', '日期', { rules: { required: true }, filter: 'range', indexed: true }),
    field.lookup('staffId', '人员', rykqLookups.staff, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('groupId', '考勤组', rykqLookups.group, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.lookup('deptId', '部门', rykqLookups.department, { rules: { required: true }, filter: 'eq' }),
    field.lookup('shiftId', '班次', rykqLookups.shift, { rules: { required: true }, filter: 'eq' }),
  ],
};

export const holiday: ResourceDefinition = {
  key: 'holiday', name: '节假日', system: SYSTEM, endpoints: rykqFamily('holiday'),
  sort: { field: 'day', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.date('day', '日期', { rules: { required: true, unique: true }, filter: 'range' }),
    field.text('name', '名称', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('kind', '类型', 'holidayKind', { rules: { required: true }, filter: 'eq', defaultValue: 'rest' }),
  ],
};

/** 值班: who is on duty on a day (白班、夜班、节假日值班、带班领导). */
export const duty: ResourceDefinition = {
  key: 'duty', name: '值班', system: SYSTEM, endpoints: rykqFamily('duty'),
  sort: { field: 'dutyDate', dir: 'desc' }, labelField: 'dutyDate', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.date('dutyDate', '值班日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 366 }, filter: 'range', important: true }),
    field.enum('dutyType', '值班类型', 'dutyType', { rules: { required: true }, filter: 'eq', defaultValue: 'day' }),
    field.lookup('staffId', '值班人员', rykqLookups.staff, { rules: { required: true }, filter: 'eq' }),
    field.lookup('deptId', '值班部门', rykqLookups.department, { rules: { required: true }, filter: 'eq' }),
    field.time('startTime', '开始时间', { rules: { required: true } }),
    field.time('endTime', '结束时间', { rules: { required: true } }),
    field.phone('phone', '值班电话', { rules: { required: true, ...patterns.phone } }),
    field.textarea('remark', '值班记录', { rules: { maxLength: 300 }, show: ['form', 'detail'] }),
  ],
};

export const setupEnums: readonly EnumDefinition[] = [
  { code: 'scheduleType', label: '排班方式', options: [{ value: 'fixed', label: '固定班制', status: 'info' }, { value: 'roster', label: '排班制', status: 'warning' }] },
  {
    code: 'shiftColor', label: '排班颜色',
    options: [{ value: 'blue', label: '蓝', status: 'info' }, { value: 'green', label: '绿', status: 'success' }, { value: 'orange', label: '橙', status: 'warning' }, { value: 'red', label: '红', status: 'error' }, { value: 'grey', label: '灰', status: 'default' }],
  },
  { code: 'holidayKind', label: '类型', options: [{ value: 'rest', label: '休息日', status: 'success' }, { value: 'work', label: '调休上班日', status: 'warning' }] },
  {
    code: 'dutyType', label: '值班类型',
    options: [{ value: 'day', label: '白班值班', status: 'info' }, { value: 'night', label: '夜间值班', status: 'warning' }, { value: 'holiday', label: '节假日值班', status: 'error' }, { value: 'leader', label: '带班领导', status: 'success' }],
  },
];
