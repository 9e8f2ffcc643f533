/**
 * One resource in each other naming shape, in the systems that use it (business-modules §7).
 * They prove the generic machinery beyond 垃圾收运; docs/adding-a-resource.md walks through one.
 */
import { field, patterns } from '../model/fields';
import type { EnumDefinition } from '../model/fields';
import type { PageDefinition } from '../model/pages';
import type { ResourceDefinition } from '../model/resource';

/** 仓库管理: create / delete / pageList / getList / update / getById. */
export const storehouse: ResourceDefinition = {
  key: 'storehouse', name: '仓库', system: 'kcgl',
  endpoints: { base: '/cloud/kcglnew/web/storehouse', shape: 'create', pack: 'identity', entity: 'json' },
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '仓库编号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.text('name', '仓库名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.text('keeper', '库管员', { rules: { required: true, maxLength: 20 } }),
    field.number('area', '面积', { unit: '平方米', rules: { min: 1, max: 100_000, precision: 1 } }),
    field.enum('status', '状态', 'kcglStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

/** 人员台账: loadPage / add / update / view / remove, form posts. */
export const staffLedger: ResourceDefinition = {
  key: 'staffLedger', name: '作业人员', system: 'rytz',
  endpoints: { base: '/cloud/rytz/yhtStaffManage', shape: 'loadPage', pack: 'identity', entity: 'form' },
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export', 'import'],
  fields: [
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.phone('phone', '手机号', { rules: { required: true, unique: true, ...patterns.phone } }),
    field.text('post', '岗位', { rules: { required: true, maxLength: 20 }, filter: 'eq' }),
    field.date('entryDate', '入职日期', { rules: { required: true } }),
  ],
};

/** 车辆管理 v2: page / list / insert / update / deletes / selectOne. */
export const insuranceCompany: ResourceDefinition = {
  key: 'insuranceCompany', name: '保险公司', system: 'clgl',
  endpoints: { base: '/cloud/clgl/v2/web/insuranceCompany', shape: 'page', pack: 'identity', entity: 'json' },
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'batchDelete', 'export'],
  fields: [
    field.text('name', '保险公司名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like' }),
    field.text('contact', '联系人', { rules: { maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { ...patterns.phone } }),
  ],
};

/** 巡检考评: pageList / addOrUpdate / delete / loadInfo, payload as `parameters` plus userId. */
export const evaluation: ResourceDefinition = {
  key: 'evaluation', name: '考评记录', system: 'ryxj',
  endpoints: { base: '/envcloud/hw/ryxj/api/v1/evalInfo', shape: 'addOrUpdate', pack: 'parametersWithUserId', entity: 'form' },
  sort: { field: 'evalDate', dir: 'desc' }, labelField: 'title', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('title', '考评事项', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.date('evalDate', '考评日期', { rules: { required: true }, filter: 'range' }),
    field.integer('score', '得分', { rules: { required: true, min: 0, max: 100 } }),
    field.boolean('confirmed', '已确认', { readonly: true, show: ['column', 'detail'] }),
  ],
  actions: [{ key: 'confirm', label: '确认', call: 'confirm', kind: 'set', set: { confirmed: true }, confirm: '确认该考评结果吗？', scope: 'row' }],
};

export const exampleResources: readonly ResourceDefinition[] = [storehouse, staffLedger, insuranceCompany, evaluation];

export const exampleEnums: readonly EnumDefinition[] = [
  { code: 'kcglStatus', label: '状态', options: [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
];

export const examplePages: Record<string, readonly PageDefinition[]> = {
  kcgl: [{ kind: 'list', key: 'storehouse', title: '仓库', resources: ['storehouse'] }],
  rytz: [{ kind: 'list', key: 'staffLedger', title: '作业人员台账', resources: ['staffLedger'] }],
  clgl: [{ kind: 'list', key: 'insuranceCompany', title: '保险公司', resources: ['insuranceCompany'] }],
  ryxj: [{ kind: 'list', key: 'evaluation', title: '考评记录', resources: ['evaluation'] }],
};
