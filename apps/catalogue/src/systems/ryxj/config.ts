/**
 * What the evaluation work is configured with: 考评角色 (graded roles: who may decide whose
 * evaluations), 角色人员 (platform staff with their role and sign-in account: the people of the
 * evaluation workflow), 评分规则 (the items an inspector deducts points for, per facility type),
 * 类型绑定 (which check categories, how often and which pass marks apply to a facility type) and
 * 复核设置 (the share of evaluations sampled for review, per grade of the inspector).
 */
import type { EnumDefinition } from '../../model/fields';
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { lookups, ryxjFamily, SYSTEM } from './shared';

const CODE = { pattern: '^[A-Za-z0-9_-]+$', patternMessage: '编码只能包含字母、数字、“-”和“_”' } as const;
const enabled = () => field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true });
const remark = () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] });

/** 考评角色: list, getOne, save, update, delete (and getMaxGrade, answered by the system). */
export const role: ResourceDefinition = {
  key: 'role', name: '考评角色', system: SYSTEM,
  endpoints: ryxjFamily('role', { shape: 'pageList', overrides: { list: { name: 'list' } } }),
  sort: { field: 'grade', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '角色编码', { rules: { required: true, maxLength: 20, unique: true, ...CODE }, filter: 'like' }),
    field.text('name', '角色名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.enum('kind', '角色类型', 'ryxjRoleKind', { rules: { required: true }, filter: 'eq', defaultValue: 'inspector' }),
    field.integer('grade', '级别', { unit: '级', rules: { required: true, min: 1, max: 9 }, filter: 'eq', important: true }),
    field.textarea('duty', '职责说明', { rules: { maxLength: 200 }, show: ['column', 'form', 'detail'] }),
    enabled(),
  ],
};

/** 角色人员: one row per person — platform staff, their 考评角色, department and sign-in account. */
export const roleStaff: ResourceDefinition = {
  key: 'roleStaff', name: '角色人员', system: SYSTEM,
  endpoints: ryxjFamily('roleStaff', { shape: 'pageList' }),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('staffId', '人员', lookups.staff, {
      rules: { required: true, unique: true }, filter: 'eq', show: ['form', 'detail'],
      fills: [{ map: { name: 'name', deptId: 'deptId', phone: 'phone' } }],
    }),
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like', important: true }),
    field.lookup('roleId', '考评角色', lookups.role, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('deptId', '所属部门', lookups.department, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.text('account', '登录账号', { rules: { maxLength: 40, unique: true, ...CODE, patternMessage: '登录账号只能包含字母、数字、“-”和“_”' }, filter: 'like' }),
    field.phone('phone', '手机号', { rules: { ...patterns.phone } }),
    enabled(),
    remark(),
  ],
};

/** 评分规则: an item the inspector deducts points for, with the most one evaluation may take off. */
export const ruleScore: ResourceDefinition = {
  key: 'ruleScore', name: '评分规则', system: SYSTEM, endpoints: ryxjFamily('ruleScore'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'item', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'gte', field: 'maxDeduct', other: 'unitDeduct', message: '最高扣分不能小于每处扣分' }],
  fields: [
    field.text('code', '规则编号', { rules: { required: true, maxLength: 20, unique: true, ...CODE }, filter: 'like' }),
    field.enum('facilityType', '适用设施类型', 'facilityType', { filter: 'eq', indexed: true }),
    field.enum('checkType', '检查类别', 'ryxjCheckType', { rules: { required: true }, filter: 'eq' }),
    field.text('item', '评分项目', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.textarea('standard', '评分标准', { rules: { required: true, maxLength: 300 }, show: ['column', 'form', 'detail'] }),
    field.number('unitDeduct', '每处扣分', { unit: '分', rules: { required: true, min: 0.5, max: 20, precision: 1 } }),
    field.number('maxDeduct', '最高扣分', { unit: '分', rules: { required: true, min: 0.5, max: 50, precision: 1 } }),
    enabled(),
  ],
};

/** 类型绑定: per facility type, the check categories that apply, how often and the pass marks. */
export const typeBindingInfo: ResourceDefinition = {
  key: 'typeBindingInfo', name: '类型绑定', system: SYSTEM, endpoints: ryxjFamily('typeBindingInfo'),
  sort: { field: 'facilityType', dir: 'asc' }, labelField: 'facilityType', operations: ['create', 'edit', 'delete'],
  recordRules: [
    { kind: 'gte', field: 'goodScore', other: 'passScore', message: '良好分不能低于合格分' },
    { kind: 'gte', field: 'excellentScore', other: 'goodScore', message: '优秀分不能低于良好分' },
  ],
  fields: [
    field.enum('facilityType', '设施类型', 'facilityType', { rules: { required: true, unique: true }, filter: 'eq' }),
    field.multiEnum('checkTypes', '检查类别', 'ryxjCheckType', { rules: { required: true }, filter: 'eq' }),
    field.enum('frequency', '考评频次', 'ryxjFrequency', { rules: { required: true }, filter: 'eq', defaultValue: 'monthly' }),
    field.number('passScore', '合格分', { unit: '分', rules: { required: true, min: 60, max: 100, precision: 1 }, defaultValue: 80 }),
    field.number('goodScore', '良好分', { unit: '分', rules: { required: true, min: 60, max: 100, precision: 1 }, defaultValue: 85 }),
    field.number('excellentScore', '优秀分', { unit: '分', rules: { required: true, min: 60, max: 100, precision: 1 }, defaultValue: 95 }),
    enabled(),
    remark(),
  ],
};

/** 复核设置: the share of an inspector's evaluations the system samples for review, by the inspector's grade. */
export const reviewSetting: ResourceDefinition = {
  key: 'reviewSetting', name: '复核设置', system: SYSTEM, endpoints: ryxjFamily('evalInfo/reviewSetting'),
  sort: { field: 'grade', dir: 'asc' }, labelField: 'grade', operations: ['create', 'edit', 'delete'],
  fields: [
    field.integer('grade', '巡检员级别', { unit: '级', rules: { required: true, min: 1, max: 9, unique: true }, filter: 'eq' }),
    field.integer('share', '抽检比例', { unit: '%', rules: { required: true, min: 0, max: 100 } }),
    enabled(),
    remark(),
  ],
};

export const configEnums: readonly EnumDefinition[] = [
  {
    code: 'ryxjRoleKind', label: '角色类型',
    options: [
      { value: 'inspector', label: '巡检员', status: 'info' },
      { value: 'unit', label: '被考评单位', status: 'default' },
      { value: 'reviewer', label: '复核员', status: 'warning' },
      { value: 'leader', label: '考评负责人', status: 'error' },
    ],
  },
  {
    code: 'ryxjCheckType', label: '检查类别',
    options: [
      { value: 'sanitation', label: '环境卫生' },
      { value: 'facility', label: '设施完好' },
      { value: 'operation', label: '作业规范' },
      { value: 'safety', label: '安全管理' },
      { value: 'record', label: '台账资料' },
    ],
  },
  {
    code: 'ryxjFrequency', label: '考评频次',
    options: [{ value: 'weekly', label: '每周' }, { value: 'biweekly', label: '每两周' }, { value: 'monthly', label: '每月' }, { value: 'quarterly', label: '每季度' }],
  },
];

/** 考评日历: rest days and make-up working days the evaluation clock (working days) follows. */
export const holiday: ResourceDefinition = {
  key: 'holiday', name: '考评日历', system: SYSTEM, endpoints: ryxjFamily('holiday'),
  sort: { field: 'day', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.date('day', '日期', { rules: { required: true, unique: true }, filter: 'range' }),
    field.text('name', '名称', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('kind', '类型', 'ryxjHolidayKind', { rules: { required: true }, filter: 'eq', defaultValue: 'rest' }),
  ],
};

export const holidayEnums: readonly EnumDefinition[] = [
  { code: 'ryxjHolidayKind', label: '类型', options: [{ value: 'rest', label: '休息日', status: 'success' }, { value: 'work', label: '调休上班日', status: 'warning' }] },
];
