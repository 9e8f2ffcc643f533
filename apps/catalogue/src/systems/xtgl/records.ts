/**
 * 操作日志 (the audit trail of every system, docs/decisions/0208), 菜单定义 (every system's menu as
 * the catalogue synchronises it into the tenant's menus) and 批量文件下载 (the tenant's file
 * storage, read through a view: docs/decisions/0340).
 */
import { field } from '../../model/fields';
import type { ReportDefinition } from '../../model/reports';
import type { ResourceDefinition } from '../../model/resource';
import { family, MGMT, XTGL } from './shared';

/** 文件: one stored file of the tenant (uploads of every system, demo documents); read-only. */
export const fileEntry: ResourceDefinition = {
  key: 'fileEntry', name: '文件', system: XTGL, endpoints: family(`${MGMT}/file`),
  sort: { field: 'uploadedAt', dir: 'desc' }, labelField: 'fileName', operations: [],
  fields: [
    field.text('fileName', '文件名', { readonly: true, filter: 'like', important: true }),
    field.enum('fileType', '文件类型', 'fileType', { readonly: true, filter: 'eq' }),
    field.number('sizeKb', '大小', { unit: 'KB', readonly: true, rules: { precision: 1 } }),
    field.text('uploaderName', '上传人', { readonly: true, filter: 'like' }),
    field.datetime('uploadedAt', '上传时间', { readonly: true, filter: 'range' }),
    field.text('mimeType', '内容类型', { readonly: true, show: ['detail'] }),
    field.text('fileId', '文件编号', { readonly: true, show: ['detail'] }),
  ],
  actions: [
    // The picked files as one .zip (server folder); a picked file of another tenant is not found.
    { key: 'batchDownload', label: '打包下载', call: 'batchDownload', kind: 'download', scope: 'selection', answeredBy: 'system' },
  ],
};

const auditFilters = [
  field.enum('systemCode', '所属系统', 'xtglSystem', { filter: 'eq' }),
  field.enum('action', '操作类型', 'auditAction', { filter: 'eq' }),
  // Not `userName`: the request layer's packing modes use that name for the caller.
  field.text('operator', '操作人', { filter: 'like', rules: { maxLength: 20 } }),
  field.text('keyword', '记录或内容', { filter: 'like', rules: { maxLength: 50 } }),
  field.date('at', '操作日期', { filter: 'range' }),
];

export const recordReports: readonly ReportDefinition[] = [
  {
    key: 'operationHistory', title: '操作日志', kind: 'custom', handler: 'operationHistory', call: `${MGMT}/operationHistory/page`, method: 'POST',
    paged: true, export: `${MGMT}/operationHistory/export`, filterFields: auditFilters,
    columns: [
      { key: 'at', label: '操作时间', width: 170 }, { key: 'userName', label: '操作人' }, { key: 'systemName', label: '所属系统' },
      { key: 'resourceName', label: '功能' }, { key: 'actionLabel', label: '操作' }, { key: 'recordId', label: '记录编号' },
      { key: 'detail', label: '变更内容', width: 480 },
    ],
  },
  {
    key: 'menuTree', title: '菜单树', kind: 'custom', handler: 'menuTree', call: `${MGMT}/menu/getMenuTree`, method: 'GET',
    columns: [{ key: 'label', label: '菜单' }],
  },
  {
    key: 'menuDefinition', title: '菜单定义', kind: 'custom', handler: 'menuDefinition', call: `${MGMT}/menu/definition`, method: 'POST', paged: true,
    export: `${MGMT}/menu/export`,
    filterFields: [field.text('keyword', '菜单名称或地址', { filter: 'like', rules: { maxLength: 50 } }), field.enum('pageKind', '页面类型', 'menuPageKind', { filter: 'eq' })],
    columns: [
      { key: 'systemName', label: '所属系统' }, { key: 'groupName', label: '菜单分组' }, { key: 'name', label: '菜单名称' },
      { key: 'uri', label: '页面地址', width: 220 }, { key: 'pageKindLabel', label: '页面类型' }, { key: 'openModeLabel', label: '打开方式' },
      { key: 'sort', label: '排序' }, { key: 'menuId', label: '菜单编号', width: 240 },
    ],
  },
];
