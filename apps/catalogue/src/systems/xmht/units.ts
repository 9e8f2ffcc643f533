/**
 * 合作单位 (cooperating units: owners, subcontractors, suppliers) and their 股东 — share of each
 * and its capital; the shares of one unit may not add up to more than 100 % (a record rule the
 * server checks against the unit's other shareholders).
 */
import { commonFields } from '../../model/common-fields';
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { lookups, SYSTEM, xmhtFamily } from './shared';

const capital = { min: 0, max: 100_000_000, precision: 2 } as const;

export const organisation: ResourceDefinition = {
  key: 'organisation', name: '合作单位', system: SYSTEM, endpoints: xmhtFamily('organisation'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  related: [{ resource: 'shareholder', field: 'organisationId', title: '股东' }],
  fields: [
    field.text('name', '单位名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.text('creditCode', '统一社会信用代码', { rules: { required: true, maxLength: 18, unique: true, ...patterns.creditCode }, filter: 'like' }),
    field.enum('kind', '单位类型', 'xmhtOrgKind', { rules: { required: true }, filter: 'eq', defaultValue: 'owner' }),
    field.text('legalPerson', '法定代表人', { rules: { required: true, maxLength: 20 } }),
    field.number('registeredCapital', '注册资本', { unit: '万元', rules: { required: true, ...capital } }),
    field.date('establishedDate', '成立日期', { rules: { minDate: '1950-01-01', maxDaysAhead: 0 }, show: ['form', 'detail'] }),
    field.text('contact', '联系人', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.text('address', '地址', { rules: { maxLength: 100 }, show: ['form', 'detail'] }),
    field.enum('state', '合作状态', 'xmhtOrgState', { rules: { required: true }, filter: 'eq', defaultValue: 'active' }),
    commonFields.remark(),
  ],
};

export const shareholder: ResourceDefinition = {
  key: 'shareholder', name: '股东', system: SYSTEM, endpoints: xmhtFamily('shareholder'),
  sort: { field: 'sharePercent', dir: 'desc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [
    { kind: 'sumAtMost', field: 'sharePercent', per: 'organisationId', max: 100, message: '同一单位的股东持股比例合计不能超过 100%' },
    { kind: 'gte', field: 'subscribedCapital', other: 'paidCapital', message: '实缴出资不能超过认缴出资' },
  ],
  fields: [
    field.lookup('organisationId', '所属单位', lookups.organisation, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade', important: true }),
    field.text('name', '股东名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.enum('holderType', '股东类型', 'xmhtHolderType', { rules: { required: true }, filter: 'eq', defaultValue: 'legal' }),
    field.number('sharePercent', '持股比例', { unit: '%', rules: { required: true, min: 0.01, max: 100, precision: 2 }, filter: 'range' }),
    field.number('subscribedCapital', '认缴出资', { unit: '万元', rules: { required: true, ...capital } }),
    field.number('paidCapital', '实缴出资', { unit: '万元', rules: { ...capital }, defaultValue: 0 }),
    field.date('contributionDate', '出资日期', { rules: { minDate: '1950-01-01' } }),
    commonFields.remark(),
  ],
};
