/**
 * 苗木管理: types and sub-types, and the documents that move the stock — 苗木增加 (in) and
 * 苗木减少 (out). Both are documents with lines (model/documents.ts): submitting posts every line
 * to the append-only stock ledger (book ylyh.nursery, 养护片区 × 苗木子类), cancelling reverses.
 */
import { field } from '../../model/fields';
import { platformLookups } from '../../platform';
import type { ResourceDefinition, StateAction } from '../../model/resource';
import { common, lookups, NURSERY_BOOK, SYSTEM, ylyhFamily } from './shared';

/** 苗木类型 (树种): 香樟、银杏、红叶石楠… */
export const nurseryStockType: ResourceDefinition = {
  key: 'nurseryStockType', name: '苗木类型', system: SYSTEM, endpoints: ylyhFamily('nurserystocktype'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '类型编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类型编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '类型名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.enum('category', '苗木大类', 'plantCategory', { rules: { required: true }, filter: 'eq' }),
    field.text('latinName', '拉丁学名', { rules: { maxLength: 60 } }),
    field.text('family', '科属', { rules: { maxLength: 30 } }),
    field.enum('status', '状态', 'ylyhStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    common.remark(),
  ],
};

/** 苗木子类: a type in one size class (香樟 胸径 8–10 厘米), its unit and reference price. */
export const nurseryStockSubtype: ResourceDefinition = {
  key: 'nurseryStockSubtype', name: '苗木子类', system: SYSTEM, endpoints: ylyhFamily('nurserystocksubtype'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('typeId', '苗木类型', lookups.type, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.text('code', '子类编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '子类编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '子类名称', { rules: { required: true, maxLength: 40, unique: true }, filter: 'like', important: true }),
    field.text('specification', '规格', { rules: { required: true, maxLength: 40 } }),
    field.enum('unit', '计量单位', 'nurseryUnit', { rules: { required: true }, filter: 'eq', defaultValue: 'plant' }),
    field.number('unitPrice', '参考单价', { unit: '元', rules: { min: 0, max: 1_000_000, precision: 2 } }),
    field.enum('status', '状态', 'ylyhStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    common.remark(),
  ],
};

const LOCKED = { field: 'state', value: 'submitted', values: ['cancelled'], message: '已入账或已作废的单据不能修改或删除' } as const;
const states = { stateField: 'state', draft: 'draft', submitted: 'submitted', cancelled: 'cancelled', submitCall: 'submit', cancelCall: 'cancel' } as const;

function transitions(submitConfirm: string): StateAction[] {
  return [
    { key: 'submit', label: '入账', call: 'submit', kind: 'set', set: { state: 'submitted' }, confirm: submitConfirm, scope: 'row' },
    { key: 'cancel', label: '作废', call: 'cancel', kind: 'set', set: { state: 'cancelled' }, confirm: '作废后写入冲销记录，苗木存量恢复到入账前，单据保留备查。确定作废吗？', scope: 'row' },
  ];
}

const stock = (direction: 'in' | 'out') => ({ book: NURSERY_BOOK, direction, storehouseField: 'groupAreaId', itemField: 'subtypeId', quantityField: 'quantity' });

const headerFields = (dateKey: string, dateLabel: string) => [
  field.lookup('groupAreaId', '养护片区', lookups.groupArea, { rules: { required: true }, filter: 'eq' }),
  field.date(dateKey, dateLabel, { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
  field.lookup('handlerId', '经办人', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
];

const lineHead = (parentKey: string, parentLabel: string, parent: { resource: string; labelField: string }) => [
  field.lookup(parentKey, parentLabel, parent, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade', show: ['column', 'detail'] }),
  field.integer('lineNo', '行号', { rules: { min: 1, max: 999 }, show: ['column', 'detail'] }),
  field.lookup('subtypeId', '苗木子类', lookups.subtype, { rules: { required: true }, filter: 'eq', indexed: true }),
  common.quantity(),
];

/** 苗木增加: create / delete / pageList / getList / update / getById (plus submit, cancel, getDetailList). */
export const increaseNursery: ResourceDefinition = {
  key: 'increaseNursery', name: '苗木增加', system: SYSTEM, endpoints: ylyhFamily('increasenursery'),
  sort: { field: 'increaseDate', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  lockedWhen: LOCKED,
  lines: { resource: 'increaseNurseryLine', parentField: 'increaseNurseryId', orderField: 'lineNo', call: 'getDetailList', totals: [{ field: 'quantity', into: 'totalQuantity' }, { field: 'amount', into: 'totalAmount' }] },
  document: { ...states, dateField: 'increaseDate', number: { field: 'code', prefix: 'MZ' }, stock: stock('in') },
  actions: transitions('入账后苗木存量立即增加，单据不能再修改。确定入账吗？'),
  fields: [
    common.docCode('增加单号'),
    field.enum('increaseType', '增加方式', 'increaseType', { rules: { required: true }, filter: 'eq', defaultValue: 'purchase' }),
    ...headerFields('increaseDate', '增加日期'),
    field.text('source', '苗木来源', { rules: { maxLength: 50 }, filter: 'like' }),
    field.number('totalQuantity', '数量合计', { readonly: true, rules: { precision: 2 } }),
    field.number('totalAmount', '金额合计', { unit: '元', readonly: true, rules: { precision: 2 } }),
    common.docState(),
    common.remark(),
    common.createTime(),
  ],
};

export const increaseNurseryLine: ResourceDefinition = {
  key: 'increaseNurseryLine', name: '苗木增加明细', system: SYSTEM, endpoints: ylyhFamily('increasenurseryDetail'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  fields: [
    ...lineHead('increaseNurseryId', '苗木增加单', lookups.increase),
    field.number('unitPrice', '单价', { unit: '元', rules: { required: true, min: 0, max: 1_000_000, precision: 2 } }),
    field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['quantity', 'unitPrice'] } }),
    field.text('remark', '备注', { rules: { maxLength: 100 }, show: ['column', 'detail'] }),
  ],
};

/** 苗木减少: the same calls; submitting refuses more than the area holds. */
export const removeNursery: ResourceDefinition = {
  key: 'removeNursery', name: '苗木减少', system: SYSTEM, endpoints: ylyhFamily('removenursery'),
  sort: { field: 'removeDate', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  lockedWhen: LOCKED,
  lines: { resource: 'removeNurseryLine', parentField: 'removeNurseryId', orderField: 'lineNo', call: 'getDetailList', totals: [{ field: 'quantity', into: 'totalQuantity' }] },
  document: { ...states, dateField: 'removeDate', number: { field: 'code', prefix: 'MJ' }, stock: stock('out') },
  actions: transitions('入账后苗木存量立即减少（超出片区存量将被拒绝），单据不能再修改。确定入账吗？'),
  fields: [
    common.docCode('减少单号'),
    field.enum('removeType', '减少方式', 'removeType', { rules: { required: true }, filter: 'eq', defaultValue: 'dead' }),
    ...headerFields('removeDate', '减少日期'),
    field.text('reason', '减少原因', { rules: { required: true, maxLength: 100 } }),
    field.number('totalQuantity', '数量合计', { readonly: true, rules: { precision: 2 } }),
    common.docState(),
    common.remark(),
    common.createTime(),
  ],
};

export const removeNurseryLine: ResourceDefinition = {
  key: 'removeNurseryLine', name: '苗木减少明细', system: SYSTEM, endpoints: ylyhFamily('removenurseryDetail'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  fields: [
    ...lineHead('removeNurseryId', '苗木减少单', lookups.remove),
    field.text('remark', '备注', { rules: { maxLength: 100 }, show: ['column', 'detail'] }),
  ],
};
