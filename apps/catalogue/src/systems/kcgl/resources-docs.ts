/**
 * 仓库管理 documents with detail lines (model/documents.ts): 入库单 and 出库单 post to the stock
 * ledger on submit and are reversed on cancel; 库存盘点 posts counted − book.
 */
import type { StateAction } from '../../model/resource';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, kcglFamily, lookups, SYSTEM } from './shared';

const LOCKED = { field: 'state', value: 'submitted', values: ['cancelled'], message: '已提交或已作废的单据不能修改或删除' } as const;

function transitions(submitConfirm: string): StateAction[] {
  return [
    { key: 'submit', label: '提交', call: 'submit', kind: 'set', set: { state: 'submitted' }, confirm: submitConfirm, scope: 'row' },
    { key: 'cancel', label: '作废', call: 'cancel', kind: 'set', set: { state: 'cancelled' }, confirm: '作废后写入冲销记录，库存恢复到提交前，单据保留备查。确定作废吗？', scope: 'row' },
  ];
}

const states = { stateField: 'state', draft: 'draft', submitted: 'submitted', cancelled: 'cancelled', submitCall: 'submit', cancelCall: 'cancel' } as const;

const lineFields = (parentKey: string, parentLabel: string, parent: { resource: string; labelField: string }) => [
  field.lookup(parentKey, parentLabel, parent, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade', show: ['column', 'detail'] }),
  field.integer('lineNo', '行号', { rules: { min: 1, max: 999 }, show: ['column', 'detail'] }),
  field.lookup('materialId', '物料', lookups.material, { rules: { required: true }, filter: 'eq', indexed: true }),
  field.lookup('locationId', '库位', lookups.location),
];

/** 入库单: create / delete / getDetailList / pageList (plus submit, cancel). */
export const storehouseIn: ResourceDefinition = {
  key: 'storehouseIn', name: '入库单', system: SYSTEM, endpoints: kcglFamily('storehouseIn'),
  sort: { field: 'inDate', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  lockedWhen: LOCKED,
  lines: { resource: 'storehouseInLine', parentField: 'storehouseInId', orderField: 'lineNo', call: 'getDetailList', totals: [{ field: 'quantity', into: 'totalQuantity' }, { field: 'amount', into: 'totalAmount' }] },
  document: { ...states, dateField: 'inDate', number: { field: 'code', prefix: 'RK' }, stock: { book: 'kcgl.material', direction: 'in', storehouseField: 'storehouseId', itemField: 'materialId', quantityField: 'quantity', locationField: 'locationId' } },
  actions: transitions('提交后物料立即入账，单据不能再修改。确定提交吗？'),
  fields: [
    common.docCode('入库单号'),
    field.enum('inType', '入库类型', 'storeInType', { rules: { required: true }, filter: 'eq', defaultValue: 'purchase' }),
    field.lookup('storehouseId', '入库仓库', lookups.storehouse, { rules: { required: true }, filter: 'eq' }),
    field.lookup('supplierId', '供应商', lookups.supplier, { filter: 'eq' }),
    field.date('inDate', '入库日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.text('handler', '经办人', { rules: { required: true, maxLength: 20 } }),
    field.number('totalQuantity', '数量合计', { readonly: true, rules: { precision: 2 } }),
    field.number('totalAmount', '金额合计', { unit: '元', readonly: true, rules: { precision: 2 } }),
    common.docState(),
    common.remark(),
    common.createTime(),
  ],
};

export const storehouseInLine: ResourceDefinition = {
  key: 'storehouseInLine', name: '入库明细', system: SYSTEM, endpoints: kcglFamily('storehouseInDetail'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  fields: [
    ...lineFields('storehouseInId', '入库单', lookups.storehouseIn),
    common.quantity('quantity', '数量'),
    field.number('unitPrice', '单价', { unit: '元', rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['quantity', 'unitPrice'] } }),
    field.text('remark', '备注', { rules: { maxLength: 100 } }),
  ],
};

/** 出库单: create / delete / getDetailList / pageList (plus submit, cancel). */
export const storehouseOut: ResourceDefinition = {
  key: 'storehouseOut', name: '出库单', system: SYSTEM, endpoints: kcglFamily('storehouseOut'),
  sort: { field: 'outDate', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  lockedWhen: LOCKED,
  lines: { resource: 'storehouseOutLine', parentField: 'storehouseOutId', orderField: 'lineNo', call: 'getDetailList', totals: [{ field: 'quantity', into: 'totalQuantity' }, { field: 'amount', into: 'totalAmount' }] },
  document: { ...states, dateField: 'outDate', number: { field: 'code', prefix: 'CK' }, stock: { book: 'kcgl.material', direction: 'out', storehouseField: 'storehouseId', itemField: 'materialId', quantityField: 'quantity', locationField: 'locationId' } },
  actions: transitions('提交后物料立即出账（超出库存将被拒绝），单据不能再修改。确定提交吗？'),
  fields: [
    common.docCode('出库单号'),
    field.enum('outType', '出库类型', 'storeOutType', { rules: { required: true }, filter: 'eq', defaultValue: 'use' }),
    field.lookup('storehouseId', '出库仓库', lookups.storehouse, { rules: { required: true }, filter: 'eq' }),
    field.text('receiveDept', '领用部门', { rules: { maxLength: 30 }, filter: 'like' }),
    field.text('receiver', '领用人', { rules: { maxLength: 20 } }),
    field.date('outDate', '出库日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.text('handler', '经办人', { rules: { required: true, maxLength: 20 } }),
    field.number('totalQuantity', '数量合计', { readonly: true, rules: { precision: 2 } }),
    field.number('totalAmount', '金额合计', { unit: '元', readonly: true, rules: { precision: 2 } }),
    common.docState(),
    common.remark(),
    common.createTime(),
  ],
};

export const storehouseOutLine: ResourceDefinition = {
  key: 'storehouseOutLine', name: '出库明细', system: SYSTEM, endpoints: kcglFamily('storehouseOutDetail'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  fields: [
    ...lineFields('storehouseOutId', '出库单', lookups.storehouseOut),
    common.quantity('quantity', '数量'),
    field.number('unitPrice', '单价', { unit: '元', rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['quantity', 'unitPrice'] } }),
    field.text('remark', '备注', { rules: { maxLength: 100 } }),
  ],
};

/** 库存盘点: pageList / export / pageDetailList …; completing it posts counted − book. */
export const stockCheck: ResourceDefinition = {
  key: 'stockCheck', name: '盘点单', system: SYSTEM, endpoints: kcglFamily('stockCheck'),
  sort: { field: 'checkDate', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  lockedWhen: { ...LOCKED, message: '已完成或已作废的盘点单不能修改或删除' },
  lines: { resource: 'stockCheckLine', parentField: 'stockCheckId', orderField: 'lineNo', call: 'pageDetailList', totals: [{ field: 'difference', into: 'totalDifference' }] },
  document: {
    ...states, dateField: 'checkDate', number: { field: 'code', prefix: 'PD' },
    stock: { book: 'kcgl.material', direction: 'adjust', storehouseField: 'storehouseId', itemField: 'materialId', quantityField: 'countedQuantity', locationField: 'locationId', bookField: 'bookQuantity', differenceField: 'difference' },
  },
  actions: [
    { key: 'submit', label: '完成盘点', call: 'submit', kind: 'set', set: { state: 'submitted' }, confirm: '完成后按实盘数量调整账面库存（盘盈入账、盘亏出账）。确定完成盘点吗？', scope: 'row' },
    { key: 'cancel', label: '作废', call: 'cancel', kind: 'set', set: { state: 'cancelled' }, confirm: '作废后写入冲销记录，账面库存恢复到盘点前。确定作废吗？', scope: 'row' },
  ],
  fields: [
    common.docCode('盘点单号'),
    field.lookup('storehouseId', '盘点仓库', lookups.storehouse, { rules: { required: true }, filter: 'eq' }),
    field.date('checkDate', '盘点日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.text('checker', '盘点人', { rules: { required: true, maxLength: 20 } }),
    field.number('totalDifference', '差异合计', { readonly: true, rules: { precision: 2 } }),
    field.enum('state', '盘点状态', 'checkState', { readonly: true, filter: 'eq', defaultValue: 'draft' }),
    common.remark(),
    common.createTime(),
  ],
};

export const stockCheckLine: ResourceDefinition = {
  key: 'stockCheckLine', name: '盘点明细', system: SYSTEM, endpoints: kcglFamily('stockCheckDetail'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  fields: [
    ...lineFields('stockCheckId', '盘点单', lookups.stockCheck),
    field.number('bookQuantity', '账面数量', { readonly: true, rules: { precision: 2 } }),
    field.number('countedQuantity', '实盘数量', { rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.number('difference', '差异', { readonly: true, derived: { kind: 'difference', of: ['countedQuantity', 'bookQuantity'] } }),
    field.text('remark', '备注', { rules: { maxLength: 100 } }),
  ],
};

/** 库存预警: the minimum (and maximum) level of a material in a storehouse. */
export const storehouseWarning: ResourceDefinition = {
  key: 'storehouseWarning', name: '预警设置', system: SYSTEM, endpoints: kcglFamily('storehouseWarning'),
  sort: { field: 'storehouseId', dir: 'asc' }, labelField: 'materialId', operations: ['create', 'edit', 'delete'],
  recordRules: [{ kind: 'gte', field: 'maxQuantity', other: 'minQuantity', message: '库存上限不能小于库存下限' }],
  fields: [
    field.lookup('storehouseId', '仓库', lookups.storehouse, { rules: { required: true }, filter: 'eq' }),
    field.lookup('materialId', '物料', lookups.material, { rules: { required: true }, filter: 'eq' }),
    field.number('minQuantity', '库存下限', { rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.number('maxQuantity', '库存上限', { rules: { min: 0, max: 1_000_000, precision: 2 } }),
    field.boolean('enabled', '启用预警', { filter: 'eq', defaultValue: true }),
  ],
};
