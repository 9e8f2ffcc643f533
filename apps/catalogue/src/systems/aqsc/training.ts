/**
 * 安全培训: training types (with the hours a course normally takes), plans (a course on dates for
 * staff of the shared staff master data) and records (one per trainee of a plan: attendance,
 * hours, score and the certificate as attachments).
 */
import { commonFields } from '../../model/common-fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { aqscFamily, lookups, SYSTEM } from './shared';

export const trainType: ResourceDefinition = {
  key: 'trainType', name: '培训类型', system: SYSTEM, endpoints: aqscFamily('trainType'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '类型编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类型编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '类型名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.enum('cycle', '培训周期', 'aqscTrainCycle', { rules: { required: true }, filter: 'eq', defaultValue: 'yearly' }),
    field.number('standardHours', '标准学时', { unit: '学时', rules: { required: true, min: 0.5, max: 200, precision: 1 } }),
    field.boolean('mandatory', '必训', { rules: { required: true }, filter: 'eq', defaultValue: true }),
    field.textarea('description', '培训内容', { rules: { maxLength: 300 }, show: ['form', 'detail'] }),
    field.enum('status', '状态', 'aqscEnableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

export const trainPlan: ResourceDefinition = {
  key: 'trainPlan', name: '培训计划', system: SYSTEM, endpoints: aqscFamily('plan'),
  sort: { field: 'startDate', dir: 'desc' }, labelField: 'title', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'gte', field: 'endDate', other: 'startDate', message: '结束日期不能早于开始日期' }],
  lockedWhen: { field: 'state', value: 'cancelled', message: '已取消的培训计划不能修改或删除' },
  actions: [
    { key: 'start', label: '开始培训', call: 'start', kind: 'set', set: { state: 'ongoing' }, confirm: '确定将该计划标记为进行中吗？', scope: 'row' },
    { key: 'finish', label: '完成', call: 'finish', kind: 'set', set: { state: 'done' }, confirm: '确定该培训已完成吗？完成后可继续登记培训记录。', scope: 'row' },
    { key: 'cancel', label: '取消计划', call: 'cancel', kind: 'set', set: { state: 'cancelled' }, confirm: '取消后计划不能再修改。确定取消吗？', scope: 'row' },
  ],
  related: [{ resource: 'trainRecord', field: 'planId', title: '培训记录' }],
  fields: [
    field.text('code', '计划编号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.text('title', '培训主题', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.lookup('typeId', '培训类型', lookups.trainType, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.date('startDate', '开始日期', { rules: { required: true, minDate: '2020-01-01' }, filter: 'range' }),
    field.date('endDate', '结束日期', { rules: { required: true, minDate: '2020-01-01' } }),
    field.number('hours', '计划学时', { unit: '学时', rules: { required: true, min: 0.5, max: 200, precision: 1 } }),
    field.text('place', '培训地点', { rules: { required: true, maxLength: 50 } }),
    field.text('trainer', '授课人', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.lookup('deptId', '组织部门', lookups.dept, { rules: { required: true }, filter: 'eq' }),
    field.lookupMany('trainees', '参训人员', lookups.staff, { rules: { required: true }, show: ['form', 'detail'] }),
    field.enum('state', '状态', 'aqscPlanState', { readonly: true, filter: 'eq', indexed: true, defaultValue: 'planned' }),
    commonFields.remark(),
  ],
};

export const trainRecord: ResourceDefinition = {
  key: 'trainRecord', name: '培训记录', system: SYSTEM, endpoints: aqscFamily('record'),
  sort: { field: 'trainDate', dir: 'desc' }, labelField: 'staffId', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'requiredWhen', field: 'score', when: 'attendance', values: ['present', 'late'], message: '出勤人员请填写考核成绩' }],
  fields: [
    field.lookup('planId', '培训计划', lookups.trainPlan, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    field.lookup('staffId', '参训人员', lookups.staff, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    field.date('trainDate', '培训日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.enum('attendance', '出勤情况', 'aqscAttendance', { rules: { required: true }, filter: 'eq', defaultValue: 'present' }),
    field.number('hours', '实际学时', { unit: '学时', rules: { required: true, min: 0, max: 200, precision: 1 } }),
    field.number('score', '考核成绩', { unit: '分', rules: { min: 0, max: 100, precision: 1 }, filter: 'range' }),
    field.enum('result', '考核结果', 'aqscTrainResult', { rules: { required: true }, filter: 'eq', defaultValue: 'pass' }),
    field.text('certificateNo', '证书编号', { rules: { maxLength: 30 }, filter: 'like' }),
    field.attachments('certificates', '证书附件', { maxFiles: 3, show: ['form', 'detail'] }),
    commonFields.remark(),
  ],
};
