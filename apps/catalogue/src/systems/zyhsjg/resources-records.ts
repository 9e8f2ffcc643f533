/**
 * 再生资源监管 records: what a customer hands to a site (a record with one line per category,
 * confirmed by the site), what a site sorts, and what it hands on (处理). Statistics count
 * confirmed records only (reports.ts).
 */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, lookups, SYSTEM, zyFamily } from './shared';

/** 客户回收记录: pageList / saveOrUpdate / delete / importRecord (a sheet row per line) / exportRecord, lines at getDetailList, confirm and void. */
export const customerRecord: ResourceDefinition = {
  key: 'customerRecord', name: '客户回收记录', system: SYSTEM,
  endpoints: zyFamily('customerRecord', { overrides: { export: { name: 'exportRecord' }, import: { name: 'importRecord' } } }),
  sort: { field: 'recordDate', dir: 'desc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export', 'import'],
  lockedWhen: { field: 'state', value: 'submitted', values: ['cancelled'], message: '已确认或已作废的回收记录不能修改或删除' },
  lines: { resource: 'customerRecordDetail', parentField: 'customerRecordId', orderField: 'lineNo', call: 'getDetailList', max: 30, totals: [{ field: 'weight', into: 'totalWeight' }, { field: 'amount', into: 'totalAmount' }] },
  document: { stateField: 'state', draft: 'draft', submitted: 'submitted', cancelled: 'cancelled', submitCall: 'confirm', cancelCall: 'cancel', dateField: 'recordDate', number: { field: 'code', prefix: 'HS' } },
  actions: [
    { key: 'confirm', label: '确认', call: 'confirm', kind: 'set', set: { state: 'submitted' }, confirm: '确认后记录计入监管统计，不能再修改。确定确认吗？', scope: 'row' },
    { key: 'cancel', label: '作废', call: 'cancel', kind: 'set', set: { state: 'cancelled' }, confirm: '作废后记录不再计入监管统计，单据保留备查。确定作废吗？', scope: 'row' },
  ],
  fields: [
    field.text('code', '回收单号', { readonly: true, filter: 'like', rules: { maxLength: 30 }, important: true }),
    field.lookup('customerId', '客户', lookups.customer, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    field.lookup('siteId', '回收站点', lookups.site, { rules: { required: true }, filter: 'eq', indexed: true }),
    common.day('recordDate', '回收日期'),
    field.lookup('vehicleId', '运输车辆', lookups.vehicle, { filter: 'eq' }),
    field.text('collector', '收运人', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.number('totalWeight', '总重量', { unit: 'kg', readonly: true, rules: { precision: 1 } }),
    field.number('totalAmount', '总金额', { unit: '元', readonly: true, rules: { precision: 2 } }),
    field.enum('state', '记录状态', 'zyRecordState', { readonly: true, filter: 'eq', defaultValue: 'draft' }),
    common.remark(),
    common.createTime(),
  ],
};

/** 客户回收明细: one category of a record (weight × unit price). */
export const customerRecordDetail: ResourceDefinition = {
  key: 'customerRecordDetail', name: '客户回收明细', system: SYSTEM, endpoints: zyFamily('customerRecordDetail'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  fields: [
    field.lookup('customerRecordId', '回收单号', lookups.customerRecord, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade', show: ['column', 'detail'] }),
    field.integer('lineNo', '行号', { rules: { min: 1, max: 999 }, show: ['column', 'detail'] }),
    field.lookup('categoryId', '资源类别', lookups.category, { rules: { required: true }, filter: 'eq', indexed: true }),
    common.weight('weight', '重量'),
    field.number('unitPrice', '单价', { unit: '元/kg', rules: { required: true, min: 0, max: 1_000, precision: 2 } }),
    field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['weight', 'unitPrice'] } }),
    field.text('remark', '备注', { rules: { maxLength: 100 }, show: ['column', 'detail'] }),
  ],
};

/** 站点分拣记录: a site sorts what it received into a category and grade; impurities are weighed apart. */
export const siteSortingRecord: ResourceDefinition = {
  key: 'siteSortingRecord', name: '站点分拣记录', system: SYSTEM, endpoints: zyFamily('siteSortingRecord'),
  sort: { field: 'sortDate', dir: 'desc' }, labelField: 'sortDate', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'gte', field: 'sortedWeight', other: 'impurityWeight', message: '杂质重量不能大于分拣重量' }],
  fields: [
    field.lookup('siteId', '回收站点', lookups.site, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    common.day('sortDate', '分拣日期'),
    field.lookup('categoryId', '资源类别', lookups.category, { rules: { required: true }, filter: 'eq' }),
    common.weight('sortedWeight', '分拣重量'),
    field.number('impurityWeight', '杂质重量', { unit: 'kg', rules: { required: true, min: 0, max: 100_000, precision: 1 }, defaultValue: 0 }),
    field.enum('grade', '分拣品级', 'zySortGrade', { rules: { required: true }, filter: 'eq', defaultValue: 'A' }),
    field.text('sorter', '分拣班组', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    common.remark(),
    common.createTime(),
  ],
};

/** 站点处理记录: what leaves a site, where to and how (再生利用、外售…), with the income. */
export const siteHandleRecord: ResourceDefinition = {
  key: 'siteHandleRecord', name: '站点处理记录', system: SYSTEM, endpoints: zyFamily('siteHandleRecord'),
  sort: { field: 'handleDate', dir: 'desc' }, labelField: 'handleDate', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('siteId', '回收站点', lookups.site, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    common.day('handleDate', '处理日期'),
    field.lookup('categoryId', '资源类别', lookups.category, { rules: { required: true }, filter: 'eq' }),
    common.weight('weight', '处理重量'),
    field.enum('handleMethod', '处理方式', 'zyHandleMethod', { rules: { required: true }, filter: 'eq' }),
    field.text('receiver', '去向单位', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('vehicleId', '运输车辆', lookups.vehicle, { filter: 'eq' }),
    field.number('amount', '处理收入', { unit: '元', rules: { min: 0, max: 10_000_000, precision: 2 } }),
    field.text('handler', '经办人', { rules: { required: true, maxLength: 20 } }),
    common.remark(),
    common.createTime(),
  ],
};
