/** kcgl resources delivered so far. */
import { field } from '../../model/fields';
import type { EnumDefinition } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';

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

export const kcglEnums: readonly EnumDefinition[] = [
  { code: 'kcglStatus', label: '状态', options: [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
];
