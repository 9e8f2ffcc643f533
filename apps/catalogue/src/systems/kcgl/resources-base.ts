/** 仓库管理 master data: storehouses, storage locations, units, specs, suppliers. */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, kcglFamily, lookups, SYSTEM } from './shared';

/** 仓库: create / delete / pageList / getList / update / getById. */
export const storehouse: ResourceDefinition = {
  key: 'storehouse', name: '仓库', system: SYSTEM, endpoints: kcglFamily('storehouse'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '仓库编号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.text('name', '仓库名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.text('keeper', '库管员', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { ...patterns.phone } }),
    field.number('area', '面积', { unit: '平方米', rules: { min: 1, max: 100_000, precision: 1 } }),
    field.text('address', '地址', { rules: { maxLength: 100 }, show: ['form', 'detail'] }),
    field.enum('status', '状态', 'kcglStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    common.remark(),
  ],
};

/** 库位 (also updateStatus): a shelf or area inside a storehouse. */
export const storageLocation: ResourceDefinition = {
  key: 'storageLocation', name: '库位', system: SYSTEM, endpoints: kcglFamily('storageLocation'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('storehouseId', '所属仓库', lookups.storehouse, { rules: { required: true }, filter: 'eq' }),
    field.text('code', '库位编号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.text('name', '库位名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.text('zone', '区域', { rules: { maxLength: 20 } }),
    field.integer('capacity', '容量', { unit: '件', rules: { min: 1, max: 1_000_000 } }),
    field.enum('status', '库位状态', 'locationStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'free' }),
    common.remark(),
  ],
  actions: [{ key: 'updateStatus', label: '修改状态', call: 'updateStatus', kind: 'form', fields: ['status'], required: ['status'], scope: 'row' }],
};

/** 物料单位: 个、把、件、升、桶… */
export const materialUnit: ResourceDefinition = {
  key: 'materialUnit', name: '物料单位', system: SYSTEM, endpoints: kcglFamily('materialUnit'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '单位名称', { rules: { required: true, maxLength: 10, unique: true }, filter: 'like' }),
    field.text('symbol', '英文符号', { rules: { maxLength: 10 } }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
    common.remark(),
  ],
};

/** 规格: a kind of specification (尺码、容量、颜色); its values are spec details. */
export const materialSpec: ResourceDefinition = {
  key: 'materialSpec', name: '规格', system: SYSTEM, endpoints: kcglFamily('materialSpec'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '规格名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    common.remark(),
  ],
};

/** 规格明细: one value of a spec (尺码 → XL). */
export const materialSpecDetail: ResourceDefinition = {
  key: 'materialSpecDetail', name: '规格明细', system: SYSTEM, endpoints: kcglFamily('materialSpecDetail'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'value', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('specId', '规格', lookups.spec, { rules: { required: true }, filter: 'eq' }),
    field.text('value', '规格值', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
  ],
};

/** 供应商 with contact and credit code. */
export const supplier: ResourceDefinition = {
  key: 'supplier', name: '供应商', system: SYSTEM, endpoints: kcglFamily('supplier'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('name', '供应商名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like' }),
    field.text('creditCode', '统一社会信用代码', { rules: { required: true, maxLength: 18, unique: true, ...patterns.creditCode } }),
    field.text('contact', '联系人', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.text('supplyScope', '供货范围', { rules: { maxLength: 50 } }),
    field.enum('level', '供应商等级', 'supplierLevel', { rules: { required: true }, filter: 'eq', defaultValue: 'B' }),
    field.text('bankAccount', '开户行及账号', { rules: { maxLength: 60 }, show: ['form', 'detail'] }),
    field.text('address', '地址', { rules: { maxLength: 100 }, show: ['form', 'detail'] }),
    field.enum('status', '状态', 'kcglStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};
