/**
 * 考评 as a workflow (model/workflow.ts): an inspector starts an evaluation of a facility (init:
 * deductions with photos), confirms it; the facility's responsible department agrees or appeals
 * within three working days (an unanswered one counts as agreed: the state expires into 签认);
 * a member of a higher grade than the inspector upholds or changes an appealed score; a sample
 * drawn by the 复核设置 share of the inspector's grade is reviewed by a higher grade before it is
 * done. The score is the server's: 100 minus the deductions, each within its rule's maximum
 * (apps/server/src/systems/ryxj/scoring.ts). 申诉处理 and 复核 are views of the same records.
 */
import type { EnumDefinition } from '../../model/fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { view } from '../../model/resource';
import { workflowEnum, type WorkflowDefinition } from '../../model/workflow';
import { lookups, ryxjFamily, SYSTEM } from './shared';

/** A member whose role grade is above the inspector's (model/workflow.ts `outranks`). */
const HIGHER = 'outranks';
const LEADER = 'role:leader';
const SAMPLED = { field: 'sampled', to: { true: 'toReview' } } as const;

export const evaluationWorkflow: WorkflowDefinition = {
  stateField: 'state', stateEnum: 'ryxjEvalState',
  deptField: 'deptId', handlerField: 'inspectorId', reporterField: 'inspectorId', deadlineField: 'deadline',
  people: { resource: 'roleStaff', accountField: 'account', deptField: 'deptId', roleField: 'roleId', roles: { valueField: 'kind', gradeField: 'grade' } },
  holidays: { resource: 'holiday', dateField: 'day', kindField: 'kind' },
  states: [
    { value: 'draft', label: '待确认', status: 'default', deadline: { workingDays: 2 } },
    { value: 'toAgree', label: '待签认', status: 'warning', deadline: { workingDays: 3 }, expire: { transition: 'agree', note: '申诉期内未签认也未申诉，系统视为签认' } },
    { value: 'appealed', label: '申诉中', status: 'error', deadline: { workingDays: 3 } },
    { value: 'toReview', label: '待复核', status: 'info', deadline: { workingDays: 5 } },
    { value: 'done', label: '已完成', status: 'success', final: true },
  ],
  initial: { assigned: 'draft', unassigned: 'draft' },
  // Appeals and reviews left past their deadline rise to the 考评负责人 (the 申诉与复核 tab).
  escalation: { states: ['appealed', 'toReview'], role: 'leader', queue: ['appealed', 'toReview'] },
  scopeLabels: { mine: '我的考评', toSign: '待确认', center: '申诉与复核' },
  words: { record: '考评', member: '考评人员', handler: '巡检员', dept: '责任部门', reporter: '巡检员' },
  inherit: [
    { field: 'facilityType', lookup: 'facilityId', from: 'facilityType' },
    { field: 'companyId', lookup: 'facilityId', from: 'companyId' },
    { field: 'deptId', lookup: 'facilityId', from: 'evalDeptId' },
  ],
  selfAssigned: true,
  creators: ['role:inspector', 'role:reviewer', LEADER],
  numbering: { field: 'code', prefix: 'KP' },
  reportTimeField: 'initTime',
  createdLabel: '发起考评',
  deletable: { states: ['draft'], who: ['handler', LEADER] },
  // The inspector scores his draft; an appealed or sampled score is changed by a higher grade.
  editable: [{ states: ['draft'], who: ['handler'] }, { states: ['appealed', 'toReview'], who: [HIGHER] }],
  transitions: [
    { key: 'confirm', label: '确认提交', call: 'confirm', from: ['draft'], to: 'toAgree', who: ['handler'], asks: { note: { label: '确认说明', required: false } }, stamps: [{ field: 'confirmTime' }] },
    { key: 'agree', label: '签认', call: 'agrees', from: ['toAgree'], to: 'done', who: ['dept'], asks: { note: { label: '签认意见', required: false } }, stamps: [{ field: 'agreeTime' }], branch: SAMPLED },
    {
      key: 'appeal', label: '申诉', call: 'appeal', from: ['toAgree'], to: 'appealed', who: ['dept'],
      asks: { note: { label: '申诉理由', required: true, field: 'appealReason' }, images: { label: '申诉证据', required: false, field: 'appealImages' } },
      actorField: 'appellantId', stamps: [{ field: 'appealTime' }], set: { appealResult: 'pending' },
    },
    {
      key: 'appealConfirm', label: '申诉处理', call: 'appealConfirm', from: ['appealed'], who: [HIGHER],
      outcomes: [
        { value: 'upheld', label: '维持原评分', to: 'done', set: { appealResult: 'upheld' } },
        { value: 'changed', label: '改判（按修改后的扣分）', to: 'done', set: { appealResult: 'changed' } },
      ],
      asks: { note: { label: '处理意见', required: true, field: 'appealReply' } }, actorField: 'deciderId', notBy: 'appellantId', stamps: [{ field: 'decideTime' }], branch: SAMPLED,
    },
    {
      key: 'review', label: '复核', call: 'review', from: ['toReview'], who: [HIGHER],
      outcomes: [
        { value: 'passed', label: '复核通过', to: 'done', set: { reviewResult: 'passed' } },
        { value: 'adjusted', label: '复核改判（按修改后的扣分）', to: 'done', set: { reviewResult: 'adjusted' } },
      ],
      asks: { note: { label: '复核意见', required: true, field: 'reviewNote' } }, actorField: 'reviewerId', stamps: [{ field: 'reviewTime' }],
    },
  ],
};

const score = (key: string, label: string, show: readonly ('column' | 'detail')[] = ['column', 'detail']) =>
  field.number(key, label, { unit: '分', readonly: true, rules: { precision: 1 }, show });

/** 考评记录: pageList / addOrUpdate / delete / loadInfo / export, the workflow's steps, init and addUpdateScore. */
export const evaluation: ResourceDefinition = {
  key: 'evaluation', name: '考评', system: SYSTEM, endpoints: ryxjFamily('evalInfo'),
  sort: { field: 'evalDate', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  workflow: evaluationWorkflow,
  lines: { resource: 'evalScore', parentField: 'evaluationId', orderField: 'lineNo', call: 'scoreList', totals: [{ field: 'deduction', into: 'deductTotal' }], max: 50, allowEmpty: true },
  fields: [
    field.text('code', '考评编号', { readonly: true, rules: { maxLength: 20, unique: true }, filter: 'like', pin: 'start' }),
    field.text('title', '考评事项', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('facilityId', '考评设施', lookups.facility, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    field.enum('facilityType', '设施类型', 'facilityType', { readonly: true, filter: 'eq', show: ['column', 'filter', 'detail'] }),
    field.lookup('deptId', '责任部门', lookups.department, { readonly: true, filter: 'eq', indexed: true, show: ['column', 'filter', 'detail'] }),
    field.lookup('companyId', '作业单位', lookups.company, { readonly: true, filter: 'eq', show: ['column', 'filter', 'detail'] }),
    field.date('evalDate', '考评日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    field.lookup('inspectorId', '巡检员', lookups.member, { readonly: true, filter: 'eq', indexed: true, show: ['column', 'filter', 'detail'] }),
    score('deductTotal', '扣分合计', ['detail']),
    { ...score('score', '得分'), important: true },
    score('originalScore', '初评得分', ['detail']),
    field.enum('grade', '考评等级', 'ryxjEvalGrade', { readonly: true, filter: 'eq', show: ['column', 'filter', 'detail'] }),
    field.enum('state', '状态', 'ryxjEvalState', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'filter', 'detail'] }),
    field.datetime('initTime', '发起时间', { readonly: true, show: ['detail'] }),
    field.datetime('deadline', '期限', { readonly: true, show: ['detail'] }),
    field.datetime('confirmTime', '确认时间', { readonly: true, show: ['detail'] }),
    field.datetime('agreeTime', '签认时间', { readonly: true, show: ['detail'] }),
    field.boolean('sampled', '抽中复核', { readonly: true, filter: 'eq', show: ['detail'] }),
    field.enum('appealResult', '申诉结果', 'ryxjAppealResult', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'filter', 'detail'] }),
    field.text('appealReason', '申诉理由', { readonly: true, rules: { maxLength: 500 }, show: ['detail'] }),
    field.images('appealImages', '申诉证据', { readonly: true, maxFiles: 18, show: ['detail'] }),
    field.lookup('appellantId', '申诉人', lookups.member, { readonly: true, show: ['detail'] }),
    field.datetime('appealTime', '申诉时间', { readonly: true, show: ['detail'] }),
    field.text('appealReply', '处理意见', { readonly: true, rules: { maxLength: 500 }, show: ['detail'] }),
    field.lookup('deciderId', '申诉处理人', lookups.member, { readonly: true, show: ['detail'] }),
    field.datetime('decideTime', '处理时间', { readonly: true, show: ['detail'] }),
    field.enum('reviewResult', '复核结果', 'ryxjReviewResult', { readonly: true, filter: 'eq', indexed: true, show: ['detail'] }),
    field.text('reviewNote', '复核意见', { readonly: true, rules: { maxLength: 500 }, show: ['detail'] }),
    field.lookup('reviewerId', '复核人', lookups.member, { readonly: true, show: ['detail'] }),
    field.datetime('reviewTime', '复核时间', { readonly: true, show: ['detail'] }),
    field.images('photos', '现场照片', { maxFiles: 9, show: ['form', 'detail'] }),
    field.textarea('remark', '考评说明', { rules: { maxLength: 300 }, show: ['form', 'detail'] }),
  ],
};

/** 扣分明细: one deduction of an evaluation — the rule item, the points taken off (within its maximum), what was found. */
export const evalScore: ResourceDefinition = {
  key: 'evalScore', name: '扣分明细', system: SYSTEM, endpoints: ryxjFamily('evalScore', { shape: 'pageList' }),
  sort: { field: 'evaluationId', dir: 'desc' }, labelField: 'note', operations: [],
  fields: [
    field.lookup('evaluationId', '考评', lookups.evaluation, { rules: { required: true }, onDelete: 'cascade', filter: 'eq', indexed: true, show: ['column', 'detail'] }),
    field.integer('lineNo', '序号', { rules: { min: 1, max: 50 }, show: ['column', 'detail'] }),
    field.lookup('ruleId', '评分项目', lookups.rule, { rules: { required: true }, filter: 'eq' }),
    field.number('deduction', '扣分', { unit: '分', rules: { required: true, min: 0.5, max: 50, precision: 1 } }),
    field.text('note', '扣分说明', { rules: { required: true, maxLength: 100 } }),
  ],
};

/** The 申诉 and 复核 lists: every field of the evaluation (details, the edit of the deductions), their own columns first. */
const LIST = ['code', 'title', 'facilityId', 'deptId', 'evalDate', 'inspectorId', 'score', 'originalScore', 'state'];
const ordered = (first: readonly string[]) => [...first, ...evaluation.fields.map((f) => f.key).filter((k) => !first.includes(k))];

/** 申诉处理: the evaluations appealed (pending and decided), with the workflow's steps at appeal/. */
const APPEAL_COLUMNS = [...LIST, 'appellantId', 'appealTime', 'appealResult', 'deciderId'];
export const appeal: ResourceDefinition = view(evaluation, {
  key: 'appeal', name: '申诉', system: SYSTEM, endpoints: ryxjFamily('appeal', { shape: 'pageList' }), operations: ['edit', 'export'],
  sort: { field: 'evalDate', dir: 'desc' }, rowsWhere: { field: 'appealResult', value: 'pending', also: ['upheld', 'changed'] },
  fields: ordered(APPEAL_COLUMNS), columns: APPEAL_COLUMNS,
});

/** 复核: the evaluations sampled for review (waiting and reviewed), with the workflow's steps at review/. */
const REVIEW_COLUMNS = [...LIST, 'reviewResult', 'reviewerId', 'reviewTime'];
export const review: ResourceDefinition = view(evaluation, {
  key: 'review', name: '复核', system: SYSTEM, endpoints: ryxjFamily('review', { shape: 'pageList' }), operations: ['edit', 'export'],
  sort: { field: 'evalDate', dir: 'desc' }, rowsWhere: { field: 'reviewResult', value: 'pending', also: ['passed', 'adjusted'] },
  fields: ordered(REVIEW_COLUMNS), columns: REVIEW_COLUMNS,
});

export const evaluationEnums: readonly EnumDefinition[] = [
  workflowEnum(evaluationWorkflow, '状态'),
  {
    code: 'ryxjEvalGrade', label: '考评等级',
    options: [{ value: 'excellent', label: '优秀', status: 'success' }, { value: 'good', label: '良好', status: 'info' }, { value: 'pass', label: '合格', status: 'warning' }, { value: 'fail', label: '不合格', status: 'error' }],
  },
  {
    code: 'ryxjAppealResult', label: '申诉结果',
    options: [{ value: 'pending', label: '待处理', status: 'warning' }, { value: 'upheld', label: '维持原评分', status: 'default' }, { value: 'changed', label: '改判', status: 'success' }],
  },
  {
    code: 'ryxjReviewResult', label: '复核结果',
    options: [{ value: 'pending', label: '待复核', status: 'warning' }, { value: 'passed', label: '复核通过', status: 'success' }, { value: 'adjusted', label: '复核改判', status: 'error' }],
  },
];
