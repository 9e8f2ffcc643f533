/**
 * 项目 and 合同: a project (what the company runs for an owner in a region over a period) and its
 * contracts — amounts, periods, the two parties from the companies master data, signing date,
 * payment terms, attachments and state. 服务内容 lists what a contract delivers, where, how
 * often and at which unit price.
 */
import { commonFields } from '../../model/common-fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { lookups, MONEY, SYSTEM, xmhtFamily } from './shared';

export const item: ResourceDefinition = {
  key: 'item', name: '项目', system: SYSTEM, endpoints: xmhtFamily('item'),
  sort: { field: 'startDate', dir: 'desc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'gte', field: 'endDate', other: 'startDate', message: '项目结束日期不能早于开始日期' }],
  related: [{ resource: 'contract', field: 'itemId', title: '项目合同' }],
  fields: [
    field.text('code', '项目编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '项目编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
    field.text('name', '项目名称', { rules: { required: true, maxLength: 60 }, filter: 'like', important: true }),
    field.lookup('ownerId', '业主单位', lookups.organisation, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('category', '项目类别', 'xmhtItemCategory', { rules: { required: true }, filter: 'eq', defaultValue: 'cleaning' }),
    field.lookup('regionId', '所属区域', lookups.region, { rules: { required: true }, filter: 'eq' }),
    field.date('startDate', '开始日期', { rules: { required: true, minDate: '2000-01-01' }, filter: 'range' }),
    field.date('endDate', '结束日期', { rules: { required: true, minDate: '2000-01-01' } }),
    field.number('amount', '项目金额', { unit: '元', rules: { required: true, ...MONEY }, filter: 'range' }),
    field.lookup('managerId', '项目负责人', lookups.staff, { filter: 'eq' }),
    field.enum('state', '项目状态', 'xmhtItemState', { rules: { required: true }, filter: 'eq', indexed: true, defaultValue: 'preparing' }),
    field.textarea('description', '项目概况', { rules: { maxLength: 500 }, show: ['form', 'detail'] }),
    commonFields.createTime(),
  ],
};

export const contract: ResourceDefinition = {
  key: 'contract', name: '合同', system: SYSTEM, endpoints: xmhtFamily('contract'),
  sort: { field: 'signDate', dir: 'desc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [
    { kind: 'gte', field: 'endDate', other: 'startDate', message: '合同到期日期不能早于开始日期' },
    { kind: 'gte', field: 'startDate', other: 'signDate', message: '合同开始日期不能早于签订日期' },
    { kind: 'gte', field: 'amount', other: 'paidAmount', message: '已付金额不能超过合同金额' },
  ],
  lockedWhen: { field: 'state', value: 'terminated', message: '已终止的合同不能修改或删除' },
  actions: [
    { key: 'perform', label: '生效履行', call: 'perform', kind: 'set', set: { state: 'performing' }, confirm: '确定合同已签订生效、开始履行吗？', scope: 'row' },
    { key: 'complete', label: '履行完毕', call: 'complete', kind: 'set', set: { state: 'completed' }, confirm: '确定合同已履行完毕吗？完毕后不再提醒到期。', scope: 'row' },
    { key: 'terminate', label: '终止', call: 'terminate', kind: 'form', fields: ['terminateReason'], required: ['terminateReason'], set: { state: 'terminated' }, scope: 'row' },
  ],
  related: [{ resource: 'service', field: 'contractId', title: '服务内容' }],
  fields: [
    field.text('code', '合同编号', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.text('name', '合同名称', { rules: { required: true, maxLength: 60 }, filter: 'like', important: true }),
    field.lookup('itemId', '所属项目', lookups.item, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('contractType', '合同类型', 'xmhtContractType', { rules: { required: true }, filter: 'eq', defaultValue: 'service' }),
    field.lookup('partyAId', '甲方', lookups.company, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('partyBId', '乙方', lookups.company, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.number('amount', '合同金额', { unit: '元', rules: { required: true, ...MONEY }, filter: 'range' }),
    field.number('paidAmount', '已付金额', { unit: '元', rules: { ...MONEY }, defaultValue: 0 }),
    field.date('signDate', '签订日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.date('startDate', '开始日期', { rules: { required: true, minDate: '2000-01-01' } }),
    field.date('endDate', '到期日期', { rules: { required: true, minDate: '2000-01-01' }, filter: 'range', indexed: true }),
    field.enum('paymentTerms', '付款方式', 'xmhtPaymentTerms', { rules: { required: true }, filter: 'eq', defaultValue: 'monthly' }),
    field.text('paymentNote', '付款约定', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
    field.lookup('handlerId', '经办人', lookups.staff, { filter: 'eq' }),
    field.enum('state', '合同状态', 'xmhtContractState', { readonly: true, filter: 'eq', indexed: true, defaultValue: 'drafting' }),
    field.attachments('attachments', '合同附件', { maxFiles: 5, show: ['column', 'form', 'detail'] }),
    field.text('terminateReason', '终止原因', { rules: { maxLength: 200 }, show: ['detail'] }),
    commonFields.remark(),
    commonFields.createTime(),
  ],
};

export const service: ResourceDefinition = {
  key: 'service', name: '服务内容', system: SYSTEM, endpoints: xmhtFamily('service'),
  sort: { field: 'contractId', dir: 'desc' }, labelField: 'content', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('contractId', '所属合同', lookups.contract, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade', important: true }),
    field.text('content', '服务内容', { rules: { required: true, maxLength: 60 }, filter: 'like', important: true }),
    field.enum('serviceType', '服务类别', 'xmhtServiceType', { rules: { required: true }, filter: 'eq', defaultValue: 'cleaning' }),
    field.text('place', '服务地点', { rules: { required: true, maxLength: 60 }, filter: 'like' }),
    field.lookup('regionId', '所属区域', lookups.region, { filter: 'eq', show: ['form', 'detail', 'filter'] }),
    field.enum('frequency', '服务频次', 'xmhtFrequency', { rules: { required: true }, filter: 'eq', defaultValue: 'daily' }),
    field.integer('times', '每期次数', { unit: '次', rules: { required: true, min: 1, max: 1000 }, defaultValue: 1 }),
    field.number('quantity', '服务量', { rules: { required: true, min: 0.01, max: 100_000_000, precision: 2 } }),
    field.text('unit', '计量单位', { rules: { required: true, maxLength: 10 } }),
    field.number('unitPrice', '单价', { unit: '元', rules: { required: true, min: 0, max: 100_000_000, precision: 2 } }),
    field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['quantity', 'unitPrice'] } }),
    commonFields.remark(),
  ],
};
