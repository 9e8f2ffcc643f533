/** 仓库管理 materials: the material type tree, materials and their goods (brand and model). */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, kcglFamily, lookups, SYSTEM } from './shared';

/** 物料类型 (also getTreeType): a tree of any depth, e.g. 劳保用品 → 工作服 → 反光背心. */
export const materialType: ResourceDefinition = {
  key: 'materialType', name: '物料类型', system: SYSTEM, endpoints: kcglFamily('materialType'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  tree: { parentField: 'parentId', call: 'getTreeType' },
  fields: [
    field.text('name', '类型名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.lookup('parentId', '上级类型', lookups.type, { filter: 'eq' }),
    field.text('code', '类型编码', { rules: { maxLength: 20, unique: true } }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
    common.remark(),
  ],
};

/** 物料: create / delete / getList / pageList / update. */
export const material: ResourceDefinition = {
  key: 'material', name: '物料', system: SYSTEM, endpoints: kcglFamily('material'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '物料编码', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.text('name', '物料名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('materialTypeId', '物料类型', lookups.type, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('specDetailId', '规格', lookups.specDetail),
    field.lookup('unitId', '单位', lookups.unit, { rules: { required: true } }),
    field.number('referencePrice', '参考单价', { unit: '元', rules: { min: 0, max: 1_000_000, precision: 2 } }),
    field.lookup('supplierId', '常用供应商', lookups.supplier, { show: ['form', 'detail'] }),
    field.enum('status', '状态', 'kcglStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    common.remark(),
  ],
};

/** 物料货品: the brands and models a material is bought as (扫帚 → 竹扫帚 1.5 米, 金鹰牌). */
export const materialGoods: ResourceDefinition = {
  key: 'materialGoods', name: '物料货品', system: SYSTEM, endpoints: kcglFamily('materialGoods'),
  sort: { field: 'barcode', dir: 'asc' }, labelField: 'model', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('materialId', '物料', lookups.material, { rules: { required: true }, filter: 'eq' }),
    field.text('brand', '品牌', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.text('model', '型号', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.text('barcode', '条形码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^\\d{8,14}$', patternMessage: '条形码为 8 到 14 位数字' } }),
    field.lookup('supplierId', '供应商', lookups.supplier, { filter: 'eq' }),
    field.number('price', '采购单价', { unit: '元', rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.integer('shelfLifeDays', '保质期', { unit: '天', rules: { min: 1, max: 3650 } }),
    common.remark(),
  ],
};
