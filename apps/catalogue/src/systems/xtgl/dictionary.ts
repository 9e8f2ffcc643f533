/**
 * 参数配置 and 枚举字典: the tenant's parameters (the shell's `params` table, which the password
 * rule is read from, shown through a view: docs/decisions/0340) and every system's enums, with
 * the management lookups that read them (param by type code, multi param list, enum by name).
 */
import { field } from '../../model/fields';
import type { ReportDefinition } from '../../model/reports';
import type { ResourceDefinition } from '../../model/resource';
import { family, MGMT, XTGL } from './shared';

const TYPE_CODE = { pattern: '^[a-z][a-z0-9_]{2,49}$', patternMessage: '参数类型编码为小写字母开头的 3–50 位小写字母、数字或下划线，如 param_password_validate' };

/** 参数配置: one row per parameter of a type (param_password_validate: regex + tip). */
export const param: ResourceDefinition = {
  key: 'param', name: '参数', system: XTGL, endpoints: family(`${MGMT}/param`),
  sort: { field: 'paramTypeCode', dir: 'asc' }, labelField: 'parmName', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('paramTypeCode', '参数类型编码', { rules: { required: true, maxLength: 50, ...TYPE_CODE }, filter: 'like', important: true }),
    field.text('paramTypeName', '参数类型名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.text('parmCode', '参数编码', { rules: { required: true, maxLength: 50, unique: true, uniqueWithin: 'paramTypeCode', pattern: '^[A-Za-z0-9_.-]+$', patternMessage: '参数编码只能包含字母、数字、下划线、点和“-”' } }),
    field.textarea('parmName', '参数值', { rules: { required: true, maxLength: 500 }, filter: 'like', show: ['column', 'form', 'detail'] }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
    field.text('remark', '说明', { rules: { maxLength: 200 }, show: ['column', 'form', 'detail'] }),
    field.datetime('updateTime', '更新时间', { readonly: true, show: ['column', 'detail'] }),
  ],
};

/** The enum dictionary's filter fields: the system, the source and a keyword over codes and labels. */
const dictionaryFilters = [
  field.enum('systemCode', '所属系统', 'xtglSystem', { filter: 'eq' }),
  field.enum('source', '字典来源', 'enumSource', { filter: 'eq' }),
  field.text('keyword', '关键字', { filter: 'like', rules: { maxLength: 50 } }),
];

export const dictionaryReports: readonly ReportDefinition[] = [
  {
    key: 'enumDictionary', title: '枚举字典', kind: 'custom', handler: 'enumDictionary', call: `${MGMT}/enum/dictionary`, method: 'POST', paged: true,
    filterFields: dictionaryFilters,
    columns: [
      { key: 'systemName', label: '所属系统' }, { key: 'enumCode', label: '枚举编码' }, { key: 'enumName', label: '枚举名称' },
      { key: 'value', label: '选项值' }, { key: 'label', label: '显示名称', width: 260 }, { key: 'statusLabel', label: '标签颜色' },
      { key: 'sourceLabel', label: '字典来源' },
    ],
  },
];
