/**
 * 常用人员 and 常用分组: each user's own favourite people and named groups of them (a dispatcher's
 * night crew, a safety officer's contacts). Rows are kept per user (`ownerField`): every call reaches
 * only the caller's own, and a person is a favourite of a user once.
 */
import { commonFields } from '../../model/common-fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';

const P = '/cloud/rytz/popular';
const owner = () => field.text('ownerId', '所属用户', { readonly: true, rules: { maxLength: 64 }, show: [] });

/** popular/group: pageList, save, delete and update (GET, as the spec has it). */
export const popularGroup: ResourceDefinition = {
  key: 'popularGroup', name: '常用分组', system: 'rytz',
  endpoints: { base: `${P}/group`, shape: 'pageList', pack: 'identity', entity: 'form', overrides: { update: { method: 'GET' } } },
  sort: { field: 'sortNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'], ownerField: 'ownerId',
  related: [{ resource: 'popularStaff', field: 'groupId', title: '组内人员' }],
  fields: [
    field.text('name', '分组名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like', important: true }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 999 }, defaultValue: 0 }),
    commonFields.remark(),
    owner(),
    commonFields.createTime(),
  ],
};

/** popular/staff: pageList, save, delete. */
export const popularStaff: ResourceDefinition = {
  key: 'popularStaff', name: '常用人员', system: 'rytz',
  endpoints: { base: `${P}/staff`, shape: 'pageList', pack: 'identity', entity: 'form' },
  sort: { field: 'sortNo', dir: 'asc' }, labelField: 'staffId', operations: ['create', 'delete'], ownerField: 'ownerId',
  fields: [
    field.lookup('staffId', '人员', platformLookups.staff, { rules: { required: true, unique: true }, filter: 'eq', onDelete: 'cascade', important: true }),
    field.lookup('groupId', '常用分组', { resource: 'popularGroup', labelField: 'name' }, { filter: 'eq', onDelete: 'cascade' }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 999 }, defaultValue: 0 }),
    commonFields.remark(),
    owner(),
    commonFields.createTime(),
  ],
};
