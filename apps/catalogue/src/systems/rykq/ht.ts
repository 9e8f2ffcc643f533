/**
 * The /envcloud/hw/ht family: 个人健康上报 (a daily self-report: temperature and symptoms), 施工月记录
 * (a site's month: work days, people, hours, incidents) and 数据填报 (a department's monthly
 * figures a clerk fills and corrects). Its approvals, overtime and leave summaries are reports
 * over 考勤管理's workflows (reports.ts).
 */
import type { EnumDefinition } from '../../model/fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { htFamily, rykqLookups, SYSTEM } from './shared';

const MONTH = { pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: '月份格式为 YYYY-MM，例如 2026-11' };

export const healthReport: ResourceDefinition = {
  key: 'healthReport', name: '健康上报', system: SYSTEM, endpoints: htFamily('personalHealthReport'),
  sort: { field: 'reportDate', dir: 'desc' }, labelField: 'reportDate', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.date('reportDate', '上报日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true, important: true }),
    field.lookup('staffId', '人员', rykqLookups.staff, { rules: { required: true }, filter: 'eq', important: true, fills: [{ map: { deptId: 'deptId' } }] }),
    field.lookup('deptId', '部门', rykqLookups.department, { rules: { required: true }, filter: 'eq' }),
    field.number('temperature', '体温', { unit: '℃', rules: { required: true, min: 34, max: 43, precision: 1 } }),
    field.multiEnum('symptoms', '症状', 'healthSymptom'),
    field.enum('healthState', '健康状况', 'healthState', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    field.boolean('fitForWork', '可正常上岗', { rules: { required: true }, filter: 'eq', defaultValue: true }),
    field.textarea('remark', '说明', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

export const constructionMonthRecord: ResourceDefinition = {
  key: 'constructionMonthRecord', name: '施工月记录', system: SYSTEM, endpoints: htFamily('constructionMonthRecord'),
  sort: { field: 'month', dir: 'desc' }, labelField: 'projectName', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('month', '月份', { rules: { required: true, maxLength: 7, ...MONTH }, filter: 'eq', important: true }),
    field.text('projectName', '施工项目', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.lookup('deptId', '施工班组', rykqLookups.department, { rules: { required: true }, filter: 'eq' }),
    field.text('site', '施工地点', { rules: { required: true, maxLength: 100 } }),
    field.integer('workDays', '施工天数', { unit: '天', rules: { required: true, min: 0, max: 31 } }),
    field.integer('workerDays', '出工人次', { unit: '人次', rules: { required: true, min: 0, max: 10_000 } }),
    field.number('overtimeHours', '加班时长', { unit: '小时', rules: { required: true, min: 0, max: 10_000, precision: 1 } }),
    field.integer('safetyIncidents', '安全事件', { unit: '起', rules: { required: true, min: 0, max: 100 }, defaultValue: 0 }),
    field.integer('progress', '完成进度', { unit: '%', rules: { required: true, min: 0, max: 100 } }),
    field.textarea('remark', '情况说明', { rules: { maxLength: 300 }, show: ['form', 'detail'] }),
  ],
};

export const dataFill: ResourceDefinition = {
  key: 'dataFill', name: '数据填报', system: SYSTEM,
  endpoints: htFamily('dataFill', { detail: { name: 'get' } }),
  sort: { field: 'month', dir: 'desc' }, labelField: 'month', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('month', '填报月份', { rules: { required: true, maxLength: 7, ...MONTH }, filter: 'eq', important: true }),
    field.lookup('deptId', '填报部门', rykqLookups.department, { rules: { required: true }, filter: 'eq', important: true }),
    field.integer('headcount', '在岗人数', { unit: '人', rules: { required: true, min: 0, max: 10_000 } }),
    field.number('attendanceDays', '出勤人天', { unit: '人天', rules: { required: true, min: 0, max: 310_000, precision: 1 } }),
    field.number('leaveDays', '请假人天', { unit: '人天', rules: { required: true, min: 0, max: 310_000, precision: 1 } }),
    field.number('overtimeHours', '加班时长', { unit: '小时', rules: { required: true, min: 0, max: 1_000_000, precision: 1 } }),
    field.integer('injuries', '工伤人数', { unit: '人', rules: { required: true, min: 0, max: 10_000 }, defaultValue: 0 }),
    field.number('trainingHours', '培训学时', { unit: '小时', rules: { min: 0, max: 100_000, precision: 1 } }),
    field.enum('fillState', '填报状态', 'fillState', { rules: { required: true }, filter: 'eq', defaultValue: 'draft' }),
    field.text('filler', '填报人', { rules: { required: true, maxLength: 20 } }),
    field.textarea('remark', '备注', { rules: { maxLength: 300 }, show: ['form', 'detail'] }),
  ],
};

export const htEnums: readonly EnumDefinition[] = [
  {
    code: 'healthSymptom', label: '症状',
    options: [{ value: 'fever', label: '发热' }, { value: 'cough', label: '咳嗽' }, { value: 'soreThroat', label: '咽痛' }, { value: 'fatigue', label: '乏力' }, { value: 'diarrhea', label: '腹泻' }, { value: 'heatstroke', label: '中暑症状' }],
  },
  { code: 'healthState', label: '健康状况', options: [{ value: 'normal', label: '正常', status: 'success' }, { value: 'watch', label: '需关注', status: 'warning' }, { value: 'sick', label: '身体不适', status: 'error' }] },
  { code: 'fillState', label: '填报状态', options: [{ value: 'draft', label: '草稿', status: 'default' }, { value: 'submitted', label: '已提交', status: 'success' }] },
];
