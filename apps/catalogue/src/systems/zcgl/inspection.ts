/**
 * 设施巡检 as a workflow (model/workflow.ts, as 问题上报's cases): a task is drawn up (待提交),
 * submitted to an inspector (*submit*, 待巡检), who records the round (*inspection*): 正常 closes
 * it, 异常 sends it to 待整改 until a re-inspection finds it fixed. 巡检人员 are the people who
 * act (by sign-in account); 巡检日历 the rest days the clock skips.
 */
import type { EnumDefinition } from '../../model/fields';
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { workflowEnum, type WorkflowDefinition } from '../../model/workflow';
import { platformLookups } from '../../platform';
import { gaojieFamily, lookups, SYSTEM } from './shared';

const MANAGER = 'role:manager';

export const inspectionWorkflow: WorkflowDefinition = {
  stateField: 'state', stateEnum: 'inspectionState',
  deptField: 'deptId', handlerField: 'inspectorId', reporterField: 'creatorId', deadlineField: 'deadline',
  people: { resource: 'inspector', accountField: 'account', deptField: 'deptId', roleField: 'role' },
  holidays: { resource: 'holiday', dateField: 'day', kindField: 'kind' },
  states: [
    { value: 'draft', label: '待提交', status: 'default', deadline: { workingDays: 2 } },
    { value: 'toInspect', label: '待巡检', status: 'warning', deadline: { workingDays: 2 } },
    { value: 'rectify', label: '待整改', status: 'error', deadline: { workingDays: 3 } },
    { value: 'done', label: '已完成', status: 'success', final: true },
  ],
  initial: { assigned: 'draft', unassigned: 'draft' },
  escalation: { states: ['toInspect', 'rectify'], role: 'manager', queue: ['draft'] },
  scopeLabels: { toSign: '待提交', center: '超时督办' },
  numbering: { field: 'code', prefix: 'XJ' },
  reportTimeField: 'createdAt',
  createdLabel: '创建',
  deletable: { states: ['draft'], who: ['reporter', MANAGER] },
  transitions: [
    {
      key: 'submit', label: '提交', call: 'submit', from: ['draft'], to: 'toInspect', who: ['reporter', MANAGER],
      asks: { assignee: { dept: true, person: true }, note: { label: '巡检要求', required: false } }, stamps: [{ field: 'submitTime' }],
    },
    {
      key: 'inspection', label: '登记巡检', call: 'inspection', from: ['toInspect', 'rectify'], who: ['handler', MANAGER],
      outcomes: [{ value: 'normal', label: '正常，巡检完成', to: 'done' }, { value: 'abnormal', label: '异常，待整改', to: 'rectify' }],
      asks: { note: { label: '巡检情况', required: true, field: 'findings' }, images: { label: '现场照片', required: false, field: 'photos' } },
      stamps: [{ field: 'inspectTime' }, { field: 'finishTime', when: 'done' }],
    },
  ],
};

export const inspection: ResourceDefinition = {
  key: 'inspection', name: '巡检任务', system: SYSTEM, endpoints: gaojieFamily('inspection'),
  sort: { field: 'planDate', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete'],
  workflow: inspectionWorkflow,
  fields: [
    field.text('code', '任务编号', { readonly: true, rules: { maxLength: 20, unique: true }, filter: 'like' }),
    field.lookup('facilityId', '巡检设施', platformLookups.facility, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('inspectType', '巡检类型', 'inspectType', { rules: { required: true }, filter: 'eq', defaultValue: 'routine' }),
    field.date('planDate', '计划日期', { rules: { required: true, minDate: '2020-01-01' }, filter: 'range' }),
    field.textarea('content', '巡检内容', { rules: { required: true, maxLength: 300 }, show: ['form', 'detail'] }),
    field.lookup('creatorId', '制单人', lookups.inspector, { readonly: true, show: ['column', 'detail'] }),
    field.datetime('createdAt', '制单时间', { readonly: true, show: ['detail'] }),
    field.lookup('deptId', '巡检部门', platformLookups.company, { readonly: true, filter: 'eq', show: ['column', 'detail'] }),
    field.lookup('inspectorId', '巡检人', lookups.inspector, { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.enum('state', '状态', 'inspectionState', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.datetime('deadline', '期限', { readonly: true, show: ['detail'] }),
    field.datetime('submitTime', '提交时间', { readonly: true, show: ['detail'] }),
    field.datetime('inspectTime', '巡检时间', { readonly: true, show: ['column', 'detail'] }),
    field.datetime('finishTime', '完成时间', { readonly: true, show: ['detail'] }),
    field.text('findings', '巡检情况', { readonly: true, rules: { maxLength: 500 }, show: ['detail'] }),
    field.images('photos', '现场照片', { readonly: true, maxFiles: 18, show: ['detail'] }),
  ],
};

/** 巡检人员: a sign-in account with its department and role (巡检员 or 设施主管). */
export const inspector: ResourceDefinition = {
  key: 'inspector', name: '巡检人员', system: SYSTEM, endpoints: gaojieFamily('inspector'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.text('account', '登录账号', { rules: { maxLength: 40, unique: true }, filter: 'like' }),
    field.lookup('deptId', '所属部门', platformLookups.company, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('role', '角色', 'inspectorRole', { rules: { required: true }, filter: 'eq', defaultValue: 'inspector' }),
    field.phone('phone', '手机号', { rules: { ...patterns.phone } }),
    field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};

/** 巡检日历: rest days and make-up working days of the inspection clock. */
export const holiday: ResourceDefinition = {
  key: 'holiday', name: '节假日', system: SYSTEM, endpoints: gaojieFamily('holiday'),
  sort: { field: 'day', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.date('day', '日期', { rules: { required: true, unique: true }, filter: 'range' }),
    field.text('name', '名称', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('kind', '类型', 'holidayKind', { rules: { required: true }, filter: 'eq', defaultValue: 'rest' }),
  ],
};

export const inspectionEnums: readonly EnumDefinition[] = [
  workflowEnum(inspectionWorkflow, '状态'),
  { code: 'inspectType', label: '巡检类型', options: [{ value: 'routine', label: '日常巡检' }, { value: 'special', label: '专项检查' }, { value: 'safety', label: '安全检查' }, { value: 'season', label: '季节性检查' }] },
  { code: 'inspectorRole', label: '角色', options: [{ value: 'inspector', label: '巡检员', status: 'default' }, { value: 'manager', label: '设施主管', status: 'warning' }] },
  { code: 'holidayKind', label: '类型', options: [{ value: 'rest', label: '休息日', status: 'success' }, { value: 'work', label: '调休上班日', status: 'warning' }] },
];
