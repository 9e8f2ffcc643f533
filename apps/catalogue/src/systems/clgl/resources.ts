/** clgl resources delivered so far. */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';

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
