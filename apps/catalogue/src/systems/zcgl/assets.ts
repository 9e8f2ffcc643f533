/**
 * 资产档案 and its type tree: one row per asset the company keeps (vehicles' equipment, bins,
 * office and workshop kit), who uses and keeps it, and its last stock check (*check*). Every
 * change lands in the audit trail, which 操作历史 reads.
 */
import type { EnumDefinition } from '../../model/fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { common, lookups, SYSTEM, zcglFamily } from './shared';

/** 资产类型 (assetType/list): a tree, e.g. 环卫作业设备 → 垃圾桶 → 240L 分类垃圾桶. */
export const assetType: ResourceDefinition = {
  key: 'assetType', name: '资产类型', system: SYSTEM, endpoints: zcglFamily('assetType'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  tree: { parentField: 'parentId', call: 'tree' },
  fields: [
    field.text('name', '类型名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.lookup('parentId', '上级类型', lookups.assetType, { filter: 'eq' }),
    field.text('code', '类型编码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类型编码只能包含大写字母、数字和“-”' } }),
    field.integer('usefulYears', '折旧年限', { unit: '年', rules: { min: 1, max: 50 } }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
    common.remark(),
  ],
};

/** 资产档案: page / create / update / deletes / selectOne / export, plus check. */
export const assetArchive: ResourceDefinition = {
  key: 'assetArchive', name: '资产', system: SYSTEM,
  endpoints: zcglFamily('assetArchive', { overrides: { create: { name: 'create' } } }),
  sort: { field: 'assetCode', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  actions: [
    {
      key: 'check', label: '盘点', call: 'check', kind: 'form', scope: 'row',
      fields: ['lastCheckDate', 'checkerId', 'checkResult', 'checkRemark'], required: ['lastCheckDate', 'checkerId', 'checkResult'],
    },
  ],
  fields: [
    field.text('assetCode', '资产编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '资产编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '资产名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('assetTypeId', '资产类型', lookups.assetType, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.text('model', '规格型号', { rules: { maxLength: 50 } }),
    field.text('brand', '品牌', { rules: { maxLength: 30 }, show: ['form', 'detail'] }),
    field.enum('source', '取得方式', 'assetSource', { rules: { required: true }, filter: 'eq', defaultValue: 'purchase', show: ['form', 'detail', 'filter'] }),
    common.money('originalValue', '原值'),
    field.date('purchaseDate', '购置日期', { rules: { required: true, minDate: '1990-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.lookup('deptId', '使用部门', platformLookups.company, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('keeperId', '保管人', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
    field.text('place', '存放地点', { rules: { maxLength: 60 } }),
    field.enum('status', '资产状态', 'assetStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'inUse', indexed: true }),
    field.text('supplier', '供应商', { rules: { maxLength: 50 }, show: ['form', 'detail'] }),
    field.date('warrantyDate', '保修截止', { rules: { minDate: '1990-01-01' }, show: ['form', 'detail'] }),
    field.date('lastCheckDate', '最近盘点', { readonly: true, rules: { minDate: '2000-01-01', maxDaysAhead: 0 } }),
    field.lookup('checkerId', '盘点人', platformLookups.staff, { readonly: true, show: ['detail'] }),
    field.enum('checkResult', '盘点结果', 'checkResult', { readonly: true, filter: 'eq' }),
    field.text('checkRemark', '盘点说明', { readonly: true, rules: { maxLength: 200 }, show: ['detail'] }),
    common.remark(),
    common.createTime(),
  ],
};

export const assetEnums: readonly EnumDefinition[] = [
  {
    code: 'assetStatus', label: '资产状态',
    options: [
      { value: 'inUse', label: '在用', status: 'success' }, { value: 'idle', label: '闲置', status: 'default' },
      { value: 'repair', label: '维修中', status: 'warning' }, { value: 'scrapped', label: '已报废', status: 'error' },
    ],
  },
  { code: 'assetSource', label: '取得方式', options: [{ value: 'purchase', label: '采购' }, { value: 'transfer', label: '调拨' }, { value: 'donation', label: '捐赠' }, { value: 'lease', label: '融资租赁' }] },
  {
    code: 'checkResult', label: '盘点结果',
    options: [
      { value: 'match', label: '账实相符', status: 'success' }, { value: 'moved', label: '位置变动', status: 'info' },
      { value: 'damaged', label: '损坏', status: 'warning' }, { value: 'missing', label: '盘亏', status: 'error' },
    ],
  },
];
