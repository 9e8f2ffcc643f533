/**
 * 考核管理: assessment schemes of the tenant's departments, units or people (the platform's master
 * data), their dimensions with weights summing to 100, rules scoring each dimension by a formula
 * over named variables (checked and evaluated safely on the server, never eval), monthly records
 * whose inputs the server scores by the rules (考核得分 per rule, total weighted score, grade),
 * drafted → submitted → confirmed, and remarks on a record. Calls under /cloud/khgl/web; decision 0255.
 */
import { commonFields } from '../../model/common-fields';
import type { EndpointFamily } from '../../model/endpoints';
import { field, type FieldDefinition } from '../../model/fields';
import type { ResourceDefinition, StateAction } from '../../model/resource';
import { platformLookups } from '../../platform';

const W = '/cloud/khgl/web';
const family = (name: string, overrides?: EndpointFamily['overrides']): EndpointFamily => ({ base: `${W}/${name}`, shape: 'create', pack: 'identity', entity: 'json', ...(overrides ? { overrides } : {}) });
const lookups = {
  scheme: { resource: 'scheme', labelField: 'name' },
  dimension: { resource: 'dimension', labelField: 'name' },
  subject: { resource: 'subject', labelField: 'name' },
  rule: { resource: 'rule', labelField: 'indicator' },
  record: { resource: 'record', labelField: 'code' },
};
const detail = ['form', 'detail'] as const;
const enabled = () => field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' });
const score = (key: string, label: string, o: Partial<FieldDefinition> = {}) => field.number(key, label, { unit: '分', rules: { min: 0, max: 100, precision: 1 }, ...o });

/** 考核方案: who is assessed (departments, units or people) and where the grades start. */
export const scheme: ResourceDefinition = {
  key: 'scheme', name: '考核方案', system: 'khgl', endpoints: family('examineScheme'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  related: [{ resource: 'dimension', field: 'schemeId', title: '考核维度' }, { resource: 'subject', field: 'schemeId', title: '考核对象' }],
  recordRules: [
    { kind: 'gte', field: 'excellentLine', other: 'goodLine', message: '优秀分数线不能低于良好分数线' },
    { kind: 'gte', field: 'goodLine', other: 'passLine', message: '良好分数线不能低于合格分数线' },
  ],
  fields: [
    field.text('code', '方案编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Za-z0-9-]+$', patternMessage: '方案编号只能包含字母、数字和“-”' }, filter: 'like', important: true }),
    field.text('name', '方案名称', { rules: { required: true, maxLength: 40, unique: true }, filter: 'like', important: true }),
    field.enum('subjectKind', '考核对象类别', 'khglSubjectKind', { rules: { required: true }, filter: 'eq' }),
    field.number('weightTotal', '维度权重合计', { unit: '%', readonly: true, defaultValue: 0 }),
    score('excellentLine', '优秀分数线', { rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 90, show: detail }),
    score('goodLine', '良好分数线', { rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 80, show: detail }),
    score('passLine', '合格分数线', { rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 60, show: detail }),
    enabled(),
    commonFields.remark(),
    commonFields.createTime(),
  ],
};

/** 考核维度 (examineDimension, loadList: a scheme's dimensions): their weights sum to 100 per scheme. */
export const dimension: ResourceDefinition = {
  key: 'dimension', name: '考核维度', system: 'khgl', endpoints: family('examineDimension', { all: { name: 'loadList' } }),
  sort: { field: 'sortNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  related: [{ resource: 'rule', field: 'dimensionId', title: '考核规则' }],
  fields: [
    field.lookup('schemeId', '考核方案', lookups.scheme, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', important: true }),
    field.text('name', '维度名称', { rules: { required: true, maxLength: 20 }, filter: 'like', important: true }),
    field.number('weight', '权重', { unit: '%', rules: { required: true, min: 1, max: 100, precision: 1 } }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 999 }, defaultValue: 0 }),
    field.textarea('description', '考核内容', { rules: { maxLength: 200 }, show: detail }),
    commonFields.createTime(),
  ],
};

/** 考核对象: a department, unit or person of the shared master data under a scheme. */
export const subject: ResourceDefinition = {
  key: 'subject', name: '考核对象', system: 'khgl', endpoints: family('examineSubject'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  recordRules: [
    { kind: 'requiredWhen', field: 'deptId', when: 'subjectKind', values: ['dept'], message: '考核对象为部门时须选择部门' },
    { kind: 'requiredWhen', field: 'companyId', when: 'subjectKind', values: ['company'], message: '考核对象为单位时须选择单位' },
    { kind: 'requiredWhen', field: 'staffId', when: 'subjectKind', values: ['staff'], message: '考核对象为人员时须选择人员' },
  ],
  fields: [
    field.lookup('schemeId', '考核方案', lookups.scheme, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.enum('subjectKind', '对象类别', 'khglSubjectKind', { rules: { required: true }, filter: 'eq' }),
    field.lookup('deptId', '部门', platformLookups.department, { filter: 'eq', show: [...detail, 'filter'], fills: [{ map: { name: 'name', leader: 'leader' } }] }),
    field.lookup('companyId', '单位', platformLookups.company, { filter: 'eq', show: [...detail, 'filter'], fills: [{ map: { name: 'name', leader: 'contact' } }] }),
    field.lookup('staffId', '人员', platformLookups.staff, { show: detail, fills: [{ map: { name: 'name' } }] }),
    field.text('name', '对象名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.text('leader', '负责人', { rules: { maxLength: 20 } }),
    enabled(),
    commonFields.remark(),
  ],
};

/** 考核规则: one indicator of a dimension, scored by a formula over declared variables within limits. */
export const rule: ResourceDefinition = {
  key: 'rule', name: '考核规则', system: 'khgl', endpoints: family('examineRule'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'indicator', operations: ['create', 'edit', 'delete'],
  recordRules: [
    { kind: 'gte', field: 'maxScore', other: 'minScore', message: '得分上限不能低于得分下限' },
  ],
  fields: [
    field.lookup('dimensionId', '考核维度', lookups.dimension, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', important: true }),
    // The dimension's scheme, kept by the server: dimensions of several schemes share names (服务投诉).
    field.lookup('schemeId', '考核方案', lookups.scheme, { readonly: true, filter: 'eq' }),
    field.text('code', '规则编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Za-z0-9-]+$', patternMessage: '规则编号只能包含字母、数字和“-”' }, filter: 'like' }),
    field.text('indicator', '考核指标', { rules: { required: true, maxLength: 30 }, filter: 'like', important: true }),
    field.multiEnum('variables', '公式变量', 'khglVariable', { rules: { required: true, max: 10 }, show: detail }),
    field.text('formula', '计分公式', {
      rules: { required: true, maxLength: 200 }, verify: { call: 'checkFormula', with: ['variables', 'baseScore'], label: '校验公式' },
    }),
    score('baseScore', '基础分', { rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 100 }),
    score('minScore', '得分下限', { rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 0, show: detail }),
    score('maxScore', '得分上限', { rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue: 100, show: detail }),
    field.textarea('description', '评分说明', { rules: { maxLength: 200 }, show: detail }),
    enabled(),
  ],
};

const count = (key: string, label: string, unit: string, max = 999) => field.integer(key, label, { unit, rules: { required: true, min: 0, max }, defaultValue: 0, show: detail });
const rate = (key: string, label: string, unit: string) => field.number(key, label, { unit, rules: { required: true, min: 0, max: 100, precision: 1 }, show: detail });

/** The workflow of a record: drafted, submitted (locked), confirmed; a submitted record may be sent back. */
const recordActions: readonly StateAction[] = [
  { key: 'submit', label: '提交', call: 'submit', kind: 'set', scope: 'row', set: { state: 'submitted' }, touch: 'submitTime', from: { field: 'state', values: ['draft'] }, confirm: '提交后记录不能再修改，确定提交？' },
  { key: 'confirm', label: '确认', call: 'confirm', kind: 'set', scope: 'row', set: { state: 'confirmed' }, touch: 'confirmTime', from: { field: 'state', values: ['submitted'] }, confirm: '确认后考核结果生效，确定确认？' },
  { key: 'back', label: '退回', call: 'back', kind: 'form', scope: 'row', fields: ['backReason'], required: ['backReason'], set: { state: 'draft' }, from: { field: 'state', values: ['submitted'] } },
];

/** 考核记录: a subject's month — the inputs entered, scores computed by the rules on the server. */
export const record: ResourceDefinition = {
  key: 'record', name: '考核记录', system: 'khgl', endpoints: family('examineRecord'),
  sort: { field: 'month', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  lockedWhen: { field: 'state', value: 'submitted', values: ['confirmed'], message: '已提交或已确认的考核记录不能修改或删除，如需更正请先退回' },
  related: [{ resource: 'score', field: 'recordId', title: '各项得分' }, { resource: 'remark', field: 'recordId', title: '考核备注' }],
  actions: recordActions,
  fields: [
    field.text('code', '记录编号', { readonly: true, rules: { maxLength: 30 }, filter: 'like', important: true }),
    field.lookup('subjectId', '考核对象', lookups.subject, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    field.text('month', '考核月份', { rules: { required: true, maxLength: 7, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: '考核月份格式为 YYYY-MM，例如 2026-10' }, filter: 'eq', important: true }),
    field.lookup('schemeId', '考核方案', lookups.scheme, { readonly: true, filter: 'eq' }),
    count('complaints', '投诉次数', '次'),
    count('overdue', '超时处置次数', '次'),
    count('accidents', '安全事故起数', '起', 99),
    count('hazards', '安全隐患处数', '处'),
    count('violations', '违规作业次数', '次'),
    count('praises', '表扬次数', '次'),
    rate('inspectionScore', '巡检得分', '分'),
    rate('attendanceRate', '出勤率', '%'),
    rate('cleanRate', '作业达标率', '%'),
    score('totalScore', '综合得分', { readonly: true, pin: 'start' }),
    field.enum('grade', '考核等级', 'khglGrade', { readonly: true, filter: 'eq' }),
    field.enum('state', '记录状态', 'khglRecordState', { readonly: true, filter: 'eq', defaultValue: 'draft' }),
    field.text('assessor', '考核人', { rules: { required: true, maxLength: 20 } }),
    field.date('periodStart', '考核期起', { readonly: true, show: [] }),
    field.datetime('submitTime', '提交时间', { readonly: true, show: ['detail'] }),
    field.datetime('confirmTime', '确认时间', { readonly: true, show: ['detail'] }),
    field.text('backReason', '退回原因', { readonly: true, rules: { maxLength: 100 }, show: ['detail'] }),
    commonFields.remark(),
    commonFields.createTime(),
  ],
};

/** 考核得分 (examineScore): one row per rule of a record, written by the server with the record. */
export const examineScore: ResourceDefinition = {
  key: 'score', name: '考核得分', system: 'khgl', endpoints: family('examineScore'),
  sort: { field: 'periodStart', dir: 'desc' }, labelField: 'ruleId', operations: ['export'],
  fields: [
    field.lookup('recordId', '考核记录', lookups.record, { readonly: true, filter: 'eq', onDelete: 'cascade', important: true }),
    field.lookup('subjectId', '考核对象', lookups.subject, { readonly: true, filter: 'eq', onDelete: 'cascade' }),
    field.text('month', '考核月份', { readonly: true, filter: 'eq' }),
    field.date('periodStart', '考核期起', { readonly: true, show: [] }),
    field.lookup('dimensionId', '考核维度', lookups.dimension, { readonly: true, filter: 'eq', onDelete: 'cascade' }),
    field.lookup('ruleId', '考核指标', lookups.rule, { readonly: true, onDelete: 'cascade' }),
    field.text('formula', '计分公式', { readonly: true }),
    field.text('inputs', '代入取值', { readonly: true, show: ['detail'] }),
    score('score', '得分', { readonly: true }),
    field.number('weight', '权重', { unit: '%', readonly: true }),
    field.number('weightedScore', '加权得分', { unit: '分', readonly: true }),
  ],
};

/** 考核备注 (examineRemark): notes, appeals, rectification and review comments on a record. */
export const remark: ResourceDefinition = {
  key: 'remark', name: '考核备注', system: 'khgl', endpoints: family('examineRemark'),
  sort: { field: 'createTime', dir: 'desc' }, labelField: 'content', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('recordId', '考核记录', lookups.record, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', important: true }),
    field.enum('kind', '备注类型', 'khglRemarkKind', { rules: { required: true }, filter: 'eq', defaultValue: 'note' }),
    field.textarea('content', '备注内容', { rules: { required: true, maxLength: 500 } }),
    field.text('author', '填写人', { rules: { required: true, maxLength: 20 } }),
    field.datetime('createTime', '填写时间', { readonly: true }),
  ],
};
