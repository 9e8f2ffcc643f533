/**
 * 问题/案件: a case as a 数字城管 operator handles it — 受理 → 派遣 → 签收/退回 → 处置 → 反馈 →
 * 核查 → 结案 → 评价 — with a working-time clock per state and escalation of overdue cases to
 * the command center (model/workflow.ts). 处置部门 are the tenant's units (platform companies);
 * 上报人 and 处置人 are 处置人员 (problem-people.ts).
 */
import type { EnumDefinition } from '../../model/fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { workflowEnum, type WorkflowDefinition } from '../../model/workflow';
import { SYSTEM, wtsbFamily, wtsbLookups } from './problem-shared';

const COMMAND_CENTER = 'role:commandCenter';
const DELAY_PENDING = { field: 'delayPending', equals: true, message: '该案件没有待审批的延期申请' } as const;
const DELAY_FREE = { field: 'delayPending', equals: false, message: '该案件已有待审批的延期申请，请等待指挥中心审批' } as const;

export const problemWorkflow: WorkflowDefinition = {
  stateField: 'state', stateEnum: 'problemState',
  deptField: 'deptId', handlerField: 'handlerId', reporterField: 'reporterId', deadlineField: 'deadline',
  people: { resource: 'member', accountField: 'account', deptField: 'deptId', roleField: 'role' },
  holidays: { resource: 'holiday', dateField: 'day', kindField: 'kind' },
  states: [
    { value: 'toDispatch', label: '待派遣', status: 'warning', deadline: { workingHours: 2 } },
    { value: 'toSign', label: '待签收', status: 'warning', deadline: { workingHours: 2 } },
    { value: 'handling', label: '处置中', status: 'info', deadline: { workingHours: 'handleHours' } },
    { value: 'refused', label: '已退回', status: 'error', deadline: { workingHours: 4 } },
    { value: 'center', label: '指挥中心协调', status: 'error', deadline: { workingDays: 1 } },
    { value: 'toReview', label: '待核查', status: 'info', deadline: { workingDays: 1 } },
    { value: 'closed', label: '已结案', status: 'success', final: true },
  ],
  initial: { assigned: 'toSign', unassigned: 'toDispatch' },
  escalation: { states: ['toSign', 'handling'], role: 'commandCenter', queue: ['toDispatch', 'refused', 'center', 'toReview'], requests: ['delayPending'] },
  assignment: { resource: 'defaultHandler', match: ['typeId', 'regionId'], enabledField: 'enabled' },
  inherit: [{ field: 'handleHours', lookup: 'typeId', from: 'handleHours' }],
  numbering: { field: 'code', prefix: 'AJ' },
  reportTimeField: 'reportTime',
  deletable: { states: ['toDispatch', 'toSign', 'refused'], who: ['reporter', COMMAND_CENTER] },
  transitions: [
    { key: 'sign', label: '签收', call: 'sign', from: ['toSign'], to: 'handling', who: ['handler', 'dept'], asks: { note: { label: '签收意见', required: false } }, stamps: [{ field: 'signTime' }] },
    { key: 'refuse', label: '退回', call: 'refuse', from: ['toSign'], to: 'refused', who: ['handler', 'dept'], asks: { note: { label: '退回原因', required: true } } },
    {
      key: 'sendOrder', label: '派遣', call: 'sendOrder', from: ['toDispatch', 'refused', 'center', 'toSign'], to: 'toSign', who: [COMMAND_CENTER],
      asks: { assignee: { dept: true, person: true }, note: { label: '派遣意见', required: false } }, stamps: [{ field: 'dispatchTime' }], set: { isRead: false },
    },
    {
      key: 'reportProgress', label: '处置反馈', call: 'reportProgress', from: ['handling'], who: ['handler'],
      outcomes: [{ value: 'progress', label: '阶段反馈', to: 'handling' }, { value: 'finish', label: '处置完毕，提交核查', to: 'toReview' }],
      asks: { note: { label: '处置情况', required: true }, images: { label: '处置图片', required: false, field: 'handleImages' } },
      stamps: [{ field: 'finishTime', when: 'toReview' }],
    },
    // 延期 is a request: the deadline moves only when the command center approves it.
    {
      key: 'delayApply', label: '申请延期', call: 'delayApply', from: ['handling'], to: 'handling', who: ['handler'], deadline: 'keep',
      asks: { date: { label: '延期至', required: true, field: 'delayDate' }, note: { label: '延期原因', required: true, field: 'delayReason' } },
      when: DELAY_FREE, actorField: 'delayApplicantId', set: { delayPending: true },
    },
    {
      key: 'delayApprove', label: '批准延期', call: 'delayApprove', from: ['handling'], to: 'handling', who: [COMMAND_CENTER],
      asks: { note: { label: '审批意见', required: false } }, when: DELAY_PENDING, notBy: 'delayApplicantId', deadlineFrom: 'delayDate', set: { delayPending: false },
    },
    {
      key: 'delayReject', label: '驳回延期', call: 'delayReject', from: ['handling'], to: 'handling', who: [COMMAND_CENTER], deadline: 'keep',
      asks: { note: { label: '驳回原因', required: true } }, when: DELAY_PENDING, notBy: 'delayApplicantId', set: { delayPending: false },
    },
    { key: 'reportCommandCenter', label: '上报指挥中心', call: 'reportCommandCenter', from: ['toSign', 'handling'], to: 'center', who: ['handler', 'dept'], asks: { note: { label: '上报说明', required: true } } },
    { key: 'returnCommandCenter', label: '退回部门处置', call: 'returnCommandCenter', from: ['center'], to: 'handling', who: [COMMAND_CENTER], asks: { note: { label: '协调意见', required: true } } },
    {
      key: 'problemReview', label: '核查', call: 'problemReview', from: ['toReview'], who: [COMMAND_CENTER, 'reporter'],
      outcomes: [{ value: 'pass', label: '核查通过，结案', to: 'closed' }, { value: 'fail', label: '核查不通过，返回处置', to: 'handling' }],
      asks: { note: { label: '核查意见', required: false }, fields: ['evaluation'] }, stamps: [{ field: 'closeTime', when: 'closed' }],
    },
    { key: 'setRead', label: '标记已读', call: 'setRead', from: ['toDispatch', 'toSign', 'handling', 'refused', 'center', 'toReview', 'closed'], who: ['any'], set: { isRead: true } },
  ],
};

export const problem: ResourceDefinition = {
  key: 'problem', name: '问题', system: SYSTEM,
  endpoints: wtsbFamily('problem', {
    shape: 'saveOrUpdate',
    overrides: { list: { name: 'page' }, upsert: { name: 'save' }, detail: { name: 'info', method: 'POST' }, export: { name: 'exportExcel' } },
  }),
  sort: { field: 'reportTime', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  workflow: problemWorkflow,
  fields: [
    field.text('code', '案件编号', { readonly: true, rules: { maxLength: 20, unique: true }, filter: 'like' }),
    field.text('title', '标题', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.textarea('description', '问题描述', { rules: { required: true, maxLength: 500 }, show: ['form', 'detail'] }),
    field.lookup('typeId', '问题类型', wtsbLookups.problemType, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('source', '来源', 'problemSource', { rules: { required: true }, filter: 'eq', defaultValue: 'patrol' }),
    field.enum('urgency', '紧急程度', 'problemUrgency', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    field.lookup('regionId', '所属区域', wtsbLookups.region, { filter: 'eq', show: ['form', 'detail'] }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.coordinates('location', '位置', { show: ['form', 'detail'] }),
    field.lookup('reporterId', '上报人', wtsbLookups.member, { readonly: true, show: ['column', 'detail'] }),
    field.datetime('reportTime', '上报时间', { readonly: true, filter: 'range', show: ['column', 'detail'] }),
    field.lookup('deptId', '处置部门', wtsbLookups.dept, { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.lookup('handlerId', '处置人', wtsbLookups.member, { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.enum('state', '状态', 'problemState', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.integer('handleHours', '处置时限', { unit: '工作小时', readonly: true, show: ['detail'] }),
    field.datetime('deadline', '期限', { readonly: true, show: ['detail'] }),
    field.boolean('delayPending', '延期待审批', { readonly: true, filter: 'eq', defaultValue: false, show: ['column', 'detail'] }),
    field.date('delayDate', '申请延期至', { readonly: true, show: ['detail'] }),
    field.text('delayReason', '延期原因', { readonly: true, rules: { maxLength: 500 }, show: ['detail'] }),
    field.lookup('delayApplicantId', '延期申请人', wtsbLookups.member, { readonly: true, show: ['detail'] }),
    field.datetime('dispatchTime', '派遣时间', { readonly: true, show: ['detail'] }),
    field.datetime('signTime', '签收时间', { readonly: true, show: ['detail'] }),
    field.datetime('finishTime', '办结时间', { readonly: true, show: ['detail'] }),
    field.datetime('closeTime', '结案时间', { readonly: true, show: ['detail'] }),
    field.enum('evaluation', '评价', 'problemEvaluation', { readonly: true, filter: 'eq', show: ['detail'] }),
    field.boolean('isRead', '已读', { readonly: true, filter: 'eq', defaultValue: false, show: ['detail'] }),
    field.images('images', '问题图片', { maxFiles: 9, show: ['form', 'detail'] }),
    field.images('handleImages', '处置图片', { readonly: true, maxFiles: 18, show: ['detail'] }),
  ],
};

export const problemEnums: readonly EnumDefinition[] = [
  workflowEnum(problemWorkflow, '状态'),
  {
    code: 'problemSource', label: '来源',
    options: [{ value: 'patrol', label: '巡查上报' }, { value: 'hotline', label: '市民热线' }, { value: 'video', label: '视频发现' }, { value: 'leader', label: '领导交办' }],
  },
  {
    code: 'problemUrgency', label: '紧急程度',
    options: [{ value: 'normal', label: '一般', status: 'default' }, { value: 'urgent', label: '紧急', status: 'warning' }, { value: 'critical', label: '特急', status: 'error' }],
  },
  {
    code: 'problemEvaluation', label: '评价',
    options: [{ value: 'satisfied', label: '满意', status: 'success' }, { value: 'basic', label: '基本满意', status: 'info' }, { value: 'unsatisfied', label: '不满意', status: 'error' }],
  },
];
