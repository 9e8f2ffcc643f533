/**
 * 应急物资: storehouses, the supplies catalogue and the documents moving the stock — 物资入库 (in)
 * and 物资出库 (out). Both are documents with lines (model/documents.ts): submitting posts every
 * line to the append-only stock ledger (book yjwz.supplies, 应急仓库 × 应急物资), cancelling reverses.
 */
import { field, patterns } from '../../model/fields';
import { platformLookups } from '../../platform';
import type { ResourceDefinition } from '../../model/resource';
import { stockDocument } from '../../model/stock-documents';
import { common, esFamily, lookups, SUPPLIES_BOOK, SYSTEM } from './shared';

const OPS = ['create', 'edit', 'delete', 'export'] as const;

/** 应急仓库: esStorehouse — where supplies are kept and cars stand by, on the map. */
export const esStorehouse: ResourceDefinition = {
  key: 'esStorehouse', name: '应急仓库', system: SYSTEM, endpoints: esFamily('esStorehouse'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [...OPS],
  fields: [
    field.text('code', '仓库编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '仓库编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '仓库名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.enum('storehouseType', '仓库类型', 'esStorehouseType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('regionId', '所在街道', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.point('location', '位置', { rules: { required: true } }),
    field.number('floorArea', '库房面积', { unit: '平方米', rules: { required: true, min: 1, max: 100_000, precision: 1 } }),
    field.lookup('managerId', '仓库管理员', platformLookups.staff, { rules: { required: true } }),
    field.phone('phone', '值守电话', { rules: { required: true, ...patterns.phone } }),
    common.status(),
    common.remark(),
    common.createTime(),
  ],
};

/** 物资目录: esMaterial — a kind of supply, its unit and the safety stock each storehouse keeps. */
export const esMaterial: ResourceDefinition = {
  key: 'esMaterial', name: '应急物资', system: SYSTEM, endpoints: esFamily('esMaterial'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [...OPS],
  fields: [
    field.text('code', '物资编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '物资编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '物资名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.enum('category', '物资类别', 'esMaterialCategory', { rules: { required: true }, filter: 'eq' }),
    field.text('specification', '规格型号', { rules: { required: true, maxLength: 40 } }),
    field.enum('unit', '计量单位', 'esUnit', { rules: { required: true }, filter: 'eq' }),
    field.number('safetyStock', '安全库存', { rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.integer('shelfLifeMonths', '保质期', { unit: '月', rules: { min: 1, max: 240 } }),
    common.status(),
    common.remark(),
  ],
};

const stock = (direction: 'in' | 'out') => ({ book: SUPPLIES_BOOK, direction, storehouseField: 'storehouseId', itemField: 'materialId', quantityField: 'quantity' });

const headerFields = (dateKey: string, dateLabel: string) => [
  field.lookup('storehouseId', '应急仓库', lookups.storehouse, { rules: { required: true }, filter: 'eq' }),
  field.date(dateKey, dateLabel, { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
  field.lookup('handlerId', '经办人', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
];

const lineHead = (parentKey: string, parentLabel: string, parent: { resource: string; labelField: string }) => [
  field.lookup(parentKey, parentLabel, parent, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade', show: ['column', 'detail'] }),
  field.integer('lineNo', '行号', { rules: { min: 1, max: 999 }, show: ['column', 'detail'] }),
  field.lookup('materialId', '应急物资', lookups.material, { rules: { required: true }, filter: 'eq', indexed: true }),
  common.quantity(),
];

/** 物资入库: esStockIn pageList / save / update / delete / getOne, plus submit, cancel, getDetailList. */
export const esStockIn: ResourceDefinition = {
  key: 'esStockIn', name: '物资入库', system: SYSTEM, endpoints: esFamily('esStockIn'),
  sort: { field: 'inDate', dir: 'desc' }, labelField: 'code', operations: [...OPS],
  lines: { resource: 'esStockInLine', parentField: 'esStockInId', orderField: 'lineNo', call: 'getDetailList', totals: [{ field: 'quantity', into: 'totalQuantity' }, { field: 'amount', into: 'totalAmount' }] },
  ...stockDocument({ prefix: 'YR', dateField: 'inDate', stock: stock('in'), submitConfirm: '入账后仓库库存立即增加，单据不能再修改。确定入账吗？' }),
  fields: [
    common.docCode('入库单号'),
    field.enum('inType', '入库方式', 'esInType', { rules: { required: true }, filter: 'eq', defaultValue: 'purchase' }),
    ...headerFields('inDate', '入库日期'),
    field.text('supplier', '供货单位', { rules: { maxLength: 50 }, filter: 'like' }),
    field.number('totalQuantity', '数量合计', { readonly: true, rules: { precision: 2 } }),
    field.number('totalAmount', '金额合计', { unit: '元', readonly: true, rules: { precision: 2 } }),
    common.docState(),
    common.remark(),
    common.createTime(),
  ],
};

export const esStockInLine: ResourceDefinition = {
  key: 'esStockInLine', name: '物资入库明细', system: SYSTEM, endpoints: esFamily('esStockInDetail'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  fields: [
    ...lineHead('esStockInId', '物资入库单', lookups.stockIn),
    field.number('unitPrice', '单价', { unit: '元', rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['quantity', 'unitPrice'] } }),
    field.text('remark', '备注', { rules: { maxLength: 100 }, show: ['column', 'detail'] }),
  ],
};

/** 物资出库: the same calls; submitting refuses more than the storehouse holds. */
export const esStockOut: ResourceDefinition = {
  key: 'esStockOut', name: '物资出库', system: SYSTEM, endpoints: esFamily('esStockOut'),
  sort: { field: 'outDate', dir: 'desc' }, labelField: 'code', operations: [...OPS],
  lines: { resource: 'esStockOutLine', parentField: 'esStockOutId', orderField: 'lineNo', call: 'getDetailList', totals: [{ field: 'quantity', into: 'totalQuantity' }] },
  ...stockDocument({ prefix: 'YC', dateField: 'outDate', stock: stock('out'), submitConfirm: '入账后仓库库存立即减少（超出库存将被拒绝），单据不能再修改。确定入账吗？' }),
  fields: [
    common.docCode('出库单号'),
    field.enum('outType', '出库方式', 'esOutType', { rules: { required: true }, filter: 'eq', defaultValue: 'emergency' }),
    ...headerFields('outDate', '出库日期'),
    field.text('eventName', '应急事件', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('receiverId', '领用人', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
    field.number('totalQuantity', '数量合计', { readonly: true, rules: { precision: 2 } }),
    common.docState(),
    common.remark(),
    common.createTime(),
  ],
};

export const esStockOutLine: ResourceDefinition = {
  key: 'esStockOutLine', name: '物资出库明细', system: SYSTEM, endpoints: esFamily('esStockOutDetail'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  fields: [
    ...lineHead('esStockOutId', '物资出库单', lookups.stockOut),
    field.text('remark', '备注', { rules: { maxLength: 100 }, show: ['column', 'detail'] }),
  ],
};
