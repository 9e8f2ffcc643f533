/**
 * 安全检查: check projects (检查表: items with their standards and scores, edited as lines) and
 * check records as a case workflow (model/workflow.ts, as 问题上报's cases): a hazard found in
 * a check (待下发) is sent to a responsible department and person with a rectification deadline
 * (*assign*, 整改中), who reports it rectified (*handle*, 待复查); an auditor passes it (已闭环) or
 * returns it for more work (*audit*). Overdue ones rise to the 安全主管 (超时督办). *get* reads one.
 */
import { commonFields } from '../../model/common-fields';
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { type WorkflowDefinition } from '../../model/workflow';
import { aqscFamily, lookups, SYSTEM } from './shared';

const MANAGER = 'role:manager';

export const checkProject: ResourceDefinition = {
  key: 'checkProject', name: '检查项目', system: SYSTEM, endpoints: aqscFamily('checkProject'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  lines: { resource: 'checkItem', parentField: 'projectId', orderField: 'lineNo', call: 'items', max: 50, totals: [{ field: 'score', into: 'totalScore' }] },
  fields: [
    field.text('code', '项目编号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like', important: true }),
    field.text('name', '项目名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.enum('checkType', '检查类型', 'aqscCheckType', { rules: { required: true }, filter: 'eq', defaultValue: 'daily' }),
    field.enum('frequency', '检查频次', 'aqscFrequency', { rules: { required: true }, filter: 'eq', defaultValue: 'monthly' }),
    field.number('totalScore', '总分', { unit: '分', readonly: true, rules: { precision: 1 } }),
    field.number('passScore', '合格分', { unit: '分', rules: { required: true, min: 0, max: 1000, precision: 1 } }),
    field.enum('status', '状态', 'aqscEnableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    commonFields.remark(),
  ],
};

/** 检查项: one line of a check project — what is checked, against which standard, worth how much. */
export const checkItem: ResourceDefinition = {
  key: 'checkItem', name: '检查项', system: SYSTEM, endpoints: aqscFamily('checkItem'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'content', operations: [],
  fields: [
    field.lookup('projectId', '检查项目', lookups.checkProject, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade', show: ['column', 'detail'] }),
    field.integer('lineNo', '序号', { rules: { min: 1, max: 999 }, show: ['column', 'detail'] }),
    field.text('content', '检查内容', { rules: { required: true, maxLength: 60 } }),
    field.text('standard', '检查标准', { rules: { required: true, maxLength: 200 } }),
    field.enum('method', '检查方法', 'aqscCheckMethod', { rules: { required: true }, defaultValue: 'look' }),
    field.number('score', '分值', { unit: '分', rules: { required: true, min: 0.5, max: 100, precision: 1 } }),
  ],
};

/** 安全人员: a sign-in account (or a person of the staff) with its department and role — who acts on check records. */
export const member: ResourceDefinition = {
  key: 'member', name: '安全人员', system: SYSTEM, endpoints: aqscFamily('member'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.text('account', '登录账号', { rules: { maxLength: 40, unique: true }, filter: 'like' }),
    field.lookup('staffId', '对应人员', lookups.staff, { filter: 'eq', show: ['form', 'detail'] }),
    field.lookup('deptId', '所属部门', lookups.dept, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('role', '角色', 'aqscRole', { rules: { required: true }, filter: 'eq', defaultValue: 'rectifier' }),
    field.phone('phone', '手机号', { rules: { ...patterns.phone } }),
    field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};

/** 节假日: rest days and make-up working days the rectification clock follows. */
export const holiday: ResourceDefinition = {
  key: 'holiday', name: '节假日', system: SYSTEM, endpoints: aqscFamily('holiday'),
  sort: { field: 'day', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.date('day', '日期', { rules: { required: true, unique: true }, filter: 'range' }),
    field.text('name', '名称', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('kind', '类型', 'aqscHolidayKind', { rules: { required: true }, filter: 'eq', defaultValue: 'rest' }),
  ],
};

export const checkWorkflow: WorkflowDefinition = {
  stateField: 'state', stateEnum: 'aqscCheckState',
  deptField: 'deptId', handlerField: 'handlerId', reporterField: 'checkerId', deadlineField: 'deadline',
  people: { resource: 'member', accountField: 'account', deptField: 'deptId', roleField: 'role' },
  holidays: { resource: 'holiday', dateField: 'day', kindField: 'kind' },
  states: [
    { value: 'found', label: '待下发', status: 'warning', deadline: { workingDays: 1 } },
    { value: 'rectifying', label: '整改中', status: 'info', deadline: { workingDays: 5 } },
    { value: 'toAudit', label: '待复查', status: 'warning', deadline: { workingDays: 2 } },
    { value: 'closed', label: '已闭环', status: 'success', final: true },
  ],
  initial: { assigned: 'found', unassigned: 'found' },
  escalation: { states: ['found', 'rectifying', 'toAudit'], role: 'manager', queue: [] },
  scopeLabels: { toSign: '待下发', center: '超时督办' },
  numbering: { field: 'code', prefix: 'YH' },
  reportTimeField: 'reportTime',
  createdLabel: '登记隐患',
  deletable: { states: ['found'], who: ['reporter', MANAGER] },
  transitions: [
    {
      key: 'assign', label: '下发整改', call: 'assign', from: ['found'], to: 'rectifying', who: ['reporter', 'role:officer', MANAGER], deadline: 'date',
      asks: { assignee: { dept: true, person: true }, date: { label: '整改期限', required: true, field: 'rectifyDue' }, note: { label: '整改要求', required: false, field: 'requirement' } },
      stamps: [{ field: 'assignTime' }],
    },
    {
      key: 'handle', label: '整改反馈', call: 'handle', from: ['rectifying'], to: 'toAudit', who: ['handler'],
      asks: { note: { label: '整改情况', required: true, field: 'rectifyNote' }, images: { label: '整改后照片', required: false, field: 'rectifyImages' } },
      stamps: [{ field: 'rectifyTime' }],
    },
    {
      key: 'audit', label: '复查', call: 'audit', from: ['toAudit'], who: ['role:auditor', MANAGER],
      outcomes: [{ value: 'pass', label: '复查通过，闭环', to: 'closed' }, { value: 'return', label: '复查不通过，退回整改', to: 'rectifying' }],
      asks: { note: { label: '复查意见', required: true, field: 'auditNote' } },
      stamps: [{ field: 'auditTime' }, { field: 'closeTime', when: 'closed' }],
    },
  ],
};

export const checkRecord: ResourceDefinition = {
  key: 'checkRecord', name: '检查记录', system: SYSTEM, endpoints: aqscFamily('checkRecord'),
  sort: { field: 'reportTime', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  workflow: checkWorkflow,
  fields: [
    field.text('code', '隐患编号', { readonly: true, rules: { maxLength: 20, unique: true }, filter: 'like', important: true }),
    field.lookup('projectId', '检查项目', lookups.checkProject, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.date('checkDate', '检查日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.lookup('checkDeptId', '受检部门', lookups.dept, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.text('place', '检查部位', { rules: { required: true, maxLength: 50 } }),
    field.number('score', '检查得分', { unit: '分', rules: { required: true, min: 0, max: 1000, precision: 1 } }),
    field.enum('hazardType', '隐患类型', 'aqscHazardType', { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('hazardLevel', '隐患等级', 'aqscHazardLevel', { rules: { required: true }, filter: 'eq', defaultValue: 'general' }),
    field.textarea('description', '隐患描述', { rules: { required: true, maxLength: 500 }, show: ['form', 'detail'] }),
    field.images('images', '隐患照片', { maxFiles: 9, show: ['form', 'detail'] }),
    field.lookup('checkerId', '检查人', lookups.member, { readonly: true, show: ['column', 'detail'] }),
    field.datetime('reportTime', '登记时间', { readonly: true, filter: 'range', show: ['column', 'detail'] }),
    field.lookup('deptId', '责任部门', lookups.dept, { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.lookup('handlerId', '整改责任人', lookups.member, { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.enum('state', '状态', 'aqscCheckState', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.date('rectifyDue', '整改期限', { readonly: true, show: ['column', 'detail'] }),
    field.datetime('deadline', '当前环节期限', { readonly: true, show: ['detail'] }),
    field.text('requirement', '整改要求', { readonly: true, rules: { maxLength: 500 }, show: ['detail'] }),
    field.datetime('assignTime', '下发时间', { readonly: true, show: ['detail'] }),
    field.text('rectifyNote', '整改情况', { readonly: true, rules: { maxLength: 500 }, show: ['detail'] }),
    field.images('rectifyImages', '整改后照片', { readonly: true, maxFiles: 18, show: ['detail'] }),
    field.datetime('rectifyTime', '整改完成时间', { readonly: true, show: ['detail'] }),
    field.text('auditNote', '复查意见', { readonly: true, rules: { maxLength: 500 }, show: ['detail'] }),
    field.datetime('auditTime', '复查时间', { readonly: true, show: ['detail'] }),
    field.datetime('closeTime', '闭环时间', { readonly: true, show: ['detail'] }),
  ],
};
