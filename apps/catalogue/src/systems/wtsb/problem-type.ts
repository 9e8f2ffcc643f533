/** 问题类型: a tree of case types (大类 → 小类) with their 处置时限 (working hours). */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { SYSTEM, wtsbFamily, wtsbLookups } from './problem-shared';

export const problemType: ResourceDefinition = {
  key: 'problemType', name: '问题类型', system: SYSTEM, endpoints: wtsbFamily('problemType'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  tree: { parentField: 'parentId', call: 'tree' },
  fields: [
    field.text('code', '类型编码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类型编码只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '类型名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.lookup('parentId', '上级类型', wtsbLookups.problemType, { filter: 'eq' }),
    field.integer('handleHours', '处置时限', { unit: '工作小时', rules: { required: true, min: 1, max: 720 }, defaultValue: 24 }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
    field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};
