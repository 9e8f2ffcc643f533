/**
 * 安全文件: the safety document library — regulations, procedures, emergency plans, licences —
 * each with its attachments (uploaded at file/upload, downloaded at file/download), a category
 * of the 文件分类 tree and a period of validity (有效期至: lists filter what runs out).
 */
import { commonFields } from '../../model/common-fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { aqscFamily, lookups, SYSTEM } from './shared';

export const fileCategory: ResourceDefinition = {
  key: 'fileCategory', name: '文件分类', system: SYSTEM, endpoints: aqscFamily('fileCategory'),
  tree: { parentField: 'parentId', call: 'tree' },
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '分类编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '分类编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '分类名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.lookup('parentId', '上级分类', lookups.fileCategory, { filter: 'eq' }),
    field.textarea('description', '说明', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

export const file: ResourceDefinition = {
  key: 'file', name: '安全文件', system: SYSTEM, endpoints: aqscFamily('file'),
  sort: { field: 'publishDate', dir: 'desc' }, labelField: 'title', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'gte', field: 'validTo', other: 'publishDate', message: '有效期至不能早于发布日期' }],
  fields: [
    field.text('code', '文件编号', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.text('title', '文件名称', { rules: { required: true, maxLength: 60 }, filter: 'like', important: true }),
    field.lookup('categoryId', '文件分类', lookups.fileCategory, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('fileType', '文件类型', 'aqscFileType', { rules: { required: true }, filter: 'eq', defaultValue: 'regulation' }),
    field.lookup('deptId', '发布部门', lookups.dept, { rules: { required: true }, filter: 'eq' }),
    field.date('publishDate', '发布日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.date('validTo', '有效期至', { rules: { minDate: '2000-01-01' }, filter: 'range' }),
    field.enum('state', '状态', 'aqscFileState', { rules: { required: true }, filter: 'eq', defaultValue: 'effective' }),
    field.text('keywords', '关键词', { rules: { maxLength: 50 }, filter: 'like', show: ['form', 'detail', 'filter'] }),
    field.attachments('attachments', '附件', { rules: { required: true }, maxFiles: 5, show: ['column', 'form', 'detail'] }),
    commonFields.remark(),
    commonFields.createTime(),
  ],
};
