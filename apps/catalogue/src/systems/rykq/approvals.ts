/**
 * 请假 and 加班 as workflows on the engine (model/workflow.ts): an application goes to the team
 * leader of the person's department (审批流程), a leave of more than three days then to a
 * department head; the applicant may withdraw while it waits. Every step is in the action log
 * (the ht family's logPageList). An approved leave turns that day's 旷工 into 请假.
 */
import type { EnumDefinition } from '../../model/fields';
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { workflowEnum, type WorkflowDefinition, type WorkflowTransition } from '../../model/workflow';
import { rykqFamily, rykqLookups, SYSTEM } from './shared';

/** 审批人员: the accounts that apply and approve, with their department and role. */
export const approver: ResourceDefinition = {
  key: 'approver', name: '审批人员', system: SYSTEM, endpoints: rykqFamily('approver'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.text('account', '登录账号', { rules: { maxLength: 40, unique: true }, filter: 'like' }),
    field.lookup('staffId', '对应人员', rykqLookups.staff, { show: ['form', 'detail'] }),
    field.lookup('deptId', '所属部门', rykqLookups.department, { rules: { required: true }, filter: 'eq' }),
    field.enum('role', '审批角色', 'kqRole', { rules: { required: true }, filter: 'eq', defaultValue: 'teamLeader' }),
    field.phone('phone', '手机号', { rules: { ...patterns.phone } }),
    field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};

/** 审批流程: who approves first for a department (its team leader). */
export const approvalFlow: ResourceDefinition = {
  key: 'approvalFlow', name: '审批流程', system: SYSTEM, endpoints: rykqFamily('approvalFlow'),
  sort: { field: 'deptId', dir: 'asc' }, labelField: 'deptId', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('deptId', '部门', rykqLookups.department, { rules: { required: true, unique: true }, filter: 'eq' }),
    field.lookup('approverId', '班组长审批人', rykqLookups.approver, { rules: { required: true }, filter: 'eq' }),
    field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};

const HR = 'role:hr';
const NOTE = { note: { label: '审批意见', required: false } } as const;
const REJECT = { value: 'reject', label: '驳回', to: 'rejected' } as const;
const withdraw = (from: readonly string[]): WorkflowTransition => ({
  key: 'cancel', label: '撤回', call: 'cancel.smvc', from, to: 'cancelled', who: ['reporter', HR], confirm: '确定撤回这份申请吗？', asks: { note: { label: '撤回说明', required: false } },
});

const shared = {
  stateField: 'state', deptField: 'deptId', handlerField: 'approverId', reporterField: 'applicantId', deadlineField: 'deadline',
  people: { resource: 'approver', accountField: 'account', deptField: 'deptId', roleField: 'role' },
  holidays: { resource: 'holiday', dateField: 'day', kindField: 'kind' },
  assignment: { resource: 'approvalFlow', match: ['deptId'], enabledField: 'enabled' },
  reportTimeField: 'applyTime', createdLabel: '提交申请',
  scopeLabels: { mine: '待我审批', toSign: '待班组长审批', overdue: '审批超时', center: '人事督办' },
  deletable: { states: ['rejected', 'cancelled'], who: ['reporter', HR] },
} as const;

export const leaveWorkflow: WorkflowDefinition = {
  ...shared, stateEnum: 'leaveState',
  states: [
    { value: 'toLeader', label: '待班组长审批', status: 'warning', deadline: { workingDays: 1 } },
    { value: 'toHead', label: '待部门负责人审批', status: 'warning', deadline: { workingDays: 1 } },
    { value: 'approved', label: '已批准', status: 'success', final: true },
    { value: 'rejected', label: '已驳回', status: 'error', final: true },
    { value: 'cancelled', label: '已撤回', status: 'default', final: true },
  ],
  initial: { assigned: 'toLeader', unassigned: 'toHead' },
  escalation: { states: ['toLeader', 'toHead'], role: 'hr', queue: ['toHead'] },
  numbering: { field: 'code', prefix: 'QJ' },
  transitions: [
    {
      key: 'leaderApprove', label: '班组长审批', call: 'leaderApprove.smvc', from: ['toLeader'], who: ['handler', HR], asks: NOTE,
      // More than three days: the department head decides after the team leader.
      outcomes: [{ value: 'pass', label: '同意', to: 'approved', over: { field: 'days', limit: 3, to: 'toHead' } }, REJECT],
      stamps: [{ field: 'approveTime', when: 'approved' }],
    },
    {
      key: 'headApprove', label: '部门负责人审批', call: 'headApprove.smvc', from: ['toHead'], who: ['role:deptHead', HR], asks: NOTE,
      outcomes: [{ value: 'pass', label: '同意', to: 'approved' }, REJECT], stamps: [{ field: 'approveTime', when: 'approved' }],
    },
    withdraw(['toLeader', 'toHead']),
  ],
};

export const overtimeWorkflow: WorkflowDefinition = {
  ...shared, stateEnum: 'overtimeState',
  states: [
    { value: 'toLeader', label: '待班组长审批', status: 'warning', deadline: { workingDays: 1 } },
    { value: 'approved', label: '已批准', status: 'success', final: true },
    { value: 'rejected', label: '已驳回', status: 'error', final: true },
    { value: 'cancelled', label: '已撤回', status: 'default', final: true },
  ],
  initial: { assigned: 'toLeader', unassigned: 'toLeader' },
  escalation: { states: ['toLeader'], role: 'hr', queue: [] },
  numbering: { field: 'code', prefix: 'JB' },
  transitions: [
    {
      key: 'leaderApprove', label: '审批', call: 'approve.smvc', from: ['toLeader'], who: ['handler', HR], asks: NOTE,
      outcomes: [{ value: 'pass', label: '同意', to: 'approved' }, REJECT], stamps: [{ field: 'approveTime', when: 'approved' }],
    },
    withdraw(['toLeader']),
  ],
};

/** The fields every application has: who, which department (its team leader approves), the workflow's own. */
function applicationFields(codeLabel: string) {
  return {
    head: [
      field.text('code', codeLabel, { readonly: true, rules: { maxLength: 20, unique: true }, filter: 'like', important: true }),
      field.lookup('staffId', '申请人员', rykqLookups.staff, { rules: { required: true }, filter: 'eq', indexed: true, important: true, fills: [{ map: { deptId: 'deptId' } }] }),
      field.lookup('deptId', '所属部门', rykqLookups.department, { rules: { required: true }, filter: 'eq', indexed: true }),
    ],
    tail: [
      field.lookup('applicantId', '提交人', rykqLookups.approver, { readonly: true, show: ['column', 'detail'] }),
      field.datetime('applyTime', '提交时间', { readonly: true, filter: 'range', show: ['column', 'detail'] }),
      field.lookup('approverId', '审批人', rykqLookups.approver, { readonly: true, filter: 'eq', show: ['column', 'detail'] }),
      field.datetime('approveTime', '批准时间', { readonly: true, show: ['detail'] }),
      field.datetime('deadline', '审批期限', { readonly: true, show: ['detail'] }),
    ],
  };
}

const leaveParts = applicationFields('请假单号');
export const leave: ResourceDefinition = {
  key: 'leave', name: '请假申请', system: SYSTEM, endpoints: rykqFamily('leaveManage'),
  sort: { field: 'applyTime', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  workflow: leaveWorkflow,
  recordRules: [{ kind: 'gte', field: 'endTime', other: 'startTime', message: '结束时间不能早于开始时间' }],
  fields: [
    ...leaveParts.head,
    field.enum('leaveType', '请假类型', 'leaveType', { rules: { required: true }, filter: 'eq', defaultValue: 'personal' }),
    field.datetime('startTime', '开始时间', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 366 }, filter: 'range' }),
    field.datetime('endTime', '结束时间', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 400 } }),
    field.number('days', '请假天数', { unit: '天', rules: { required: true, min: 0.5, max: 180, precision: 1 } }),
    field.textarea('reason', '请假事由', { rules: { required: true, maxLength: 300 }, show: ['form', 'detail'] }),
    field.attachments('attachments', '证明材料', { maxFiles: 5, show: ['form', 'detail'] }),
    field.enum('state', '审批状态', 'leaveState', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    ...leaveParts.tail,
  ],
};

const overtimeParts = applicationFields('加班单号');
export const overtime: ResourceDefinition = {
  key: 'overtime', name: '加班申请', system: SYSTEM, endpoints: rykqFamily('overtimeManage'),
  sort: { field: 'applyTime', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  workflow: overtimeWorkflow,
  recordRules: [{ kind: 'gte', field: 'endTime', other: 'startTime', message: '结束时间不能早于开始时间' }],
  fields: [
    ...overtimeParts.head,
    field.enum('overtimeType', '加班类型', 'overtimeType', { rules: { required: true }, filter: 'eq', defaultValue: 'workday' }),
    field.datetime('startTime', '开始时间', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 60 }, filter: 'range' }),
    field.datetime('endTime', '结束时间', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 61 } }),
    field.number('hours', '加班时长', { unit: '小时', rules: { required: true, min: 0.5, max: 24, precision: 1 } }),
    field.enum('compensation', '补偿方式', 'overtimeCompensation', { rules: { required: true }, filter: 'eq', defaultValue: 'pay' }),
    field.textarea('reason', '加班事由', { rules: { required: true, maxLength: 300 }, show: ['form', 'detail'] }),
    field.enum('state', '审批状态', 'overtimeState', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    ...overtimeParts.tail,
  ],
};

/** 假期额度: the days of a leave type a person has in a year (the balance report subtracts approved leaves). */
export const leaveQuota: ResourceDefinition = {
  key: 'leaveQuota', name: '假期额度', system: SYSTEM, endpoints: rykqFamily('leaveQuota'),
  sort: { field: 'staffId', dir: 'asc' }, labelField: 'staffId', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('staffId', '人员', rykqLookups.staff, { rules: { required: true }, filter: 'eq' }),
    field.integer('year', '年度', { rules: { required: true, min: 2020, max: 2100 }, filter: 'eq' }),
    field.enum('leaveType', '假期类型', 'leaveType', { rules: { required: true }, filter: 'eq', defaultValue: 'annual' }),
    field.number('quotaDays', '额度', { unit: '天', rules: { required: true, min: 0, max: 365, precision: 1 } }),
  ],
};

export const approvalEnums: readonly EnumDefinition[] = [
  workflowEnum(leaveWorkflow, '审批状态'),
  workflowEnum(overtimeWorkflow, '审批状态'),
  {
    code: 'kqRole', label: '审批角色',
    options: [{ value: 'employee', label: '员工', status: 'default' }, { value: 'teamLeader', label: '班组长', status: 'info' }, { value: 'deptHead', label: '部门负责人', status: 'warning' }, { value: 'hr', label: '考勤管理员', status: 'success' }],
  },
  {
    code: 'leaveType', label: '请假类型',
    options: [
      { value: 'annual', label: '年休假' }, { value: 'personal', label: '事假' }, { value: 'sick', label: '病假' }, { value: 'compensatory', label: '调休' },
      { value: 'marriage', label: '婚假' }, { value: 'maternity', label: '产假' }, { value: 'bereavement', label: '丧假' }, { value: 'injury', label: '工伤假' },
    ],
  },
  { code: 'overtimeType', label: '加班类型', options: [{ value: 'workday', label: '工作日加班' }, { value: 'restday', label: '休息日加班' }, { value: 'holiday', label: '法定节假日加班' }] },
  { code: 'overtimeCompensation', label: '补偿方式', options: [{ value: 'pay', label: '加班费' }, { value: 'timeOff', label: '调休' }] },
];
