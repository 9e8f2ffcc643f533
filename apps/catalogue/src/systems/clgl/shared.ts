/** Building blocks shared by the 车辆管理 resource files: its two endpoint families and lookups. */
import type { EndpointFamily } from '../../model/endpoints';
import { field, patterns, type FieldDefinition, type LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';
import type { Operation, ResourceDefinition } from '../../model/resource';

export const SYSTEM = 'clgl';
export const V1 = '/cloud/clgl';
export const V2 = '/cloud/clgl/v2/web';

/** /cloud/clgl/<name>: pageList / save / update / delete / import / export (+ detailList, bk/export). */
export const v1 = (name: string): EndpointFamily => ({ base: `${V1}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json' });
/** /cloud/clgl/v2/web/<name>: page / list / insert / update / deletes / selectOne / import / export. */
export const v2 = (name: string, extra: Partial<EndpointFamily> = {}): EndpointFamily => ({ base: `${V2}/${name}`, shape: 'page', pack: 'identity', entity: 'json', ...extra });

export const V1_OPS: readonly Operation[] = ['create', 'edit', 'delete', 'import', 'export'];
export const V2_OPS: readonly Operation[] = ['create', 'edit', 'delete', 'batchDelete', 'import', 'export'];

/** The v1 family's backup export (bk/export): every stored field of the record. */
export function bkExport(fields: readonly FieldDefinition[]): ResourceDefinition['exportVariants'] {
  return [{ call: 'bk/export', label: '备份导出', fields: fields.map((f) => f.key) }];
}

export const lookups = {
  car: { system: SYSTEM, resource: 'car', labelField: 'carNo' },
  insuranceCompany: { resource: 'insuranceCompany', labelField: 'name' },
  oilSupplier: { resource: 'oilSupplier', labelField: 'name' },
  refuelStation: { resource: 'refuelStation', labelField: 'name' },
  waterStation: { resource: 'waterStation', labelField: 'name' },
  serviceFactory: { resource: 'serviceFactory', labelField: 'name' },
  maintenanceType: { resource: 'maintenanceType', labelField: 'name' },
  maintenanceSubtype: { resource: 'maintenanceSubtype', labelField: 'name' },
  equipmentType: { resource: 'equipmentType', labelField: 'name' },
  oilCard: { resource: 'oilCard', labelField: 'cardNo' },
  popularGroup: { resource: 'popularGroup', labelField: 'name' },
  depreciation: { resource: 'depreciation', labelField: 'carId' },
  staff: platformLookups.staff,
} satisfies Record<string, LookupSource>;

export const common = {
  car: (extra: Partial<FieldDefinition> = {}) => field.lookup('carId', '车辆', lookups.car, { rules: { required: true }, filter: 'eq', indexed: true, important: true, pin: 'start', ...extra }),
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  money: (key: string, label: string, required = true, max = 10_000_000) => field.number(key, label, { unit: '元', rules: { required, min: 0, max, precision: 2 } }),
  name: (label: string) => field.text('name', label, { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
  contact: () => field.text('contact', '联系人', { rules: { maxLength: 20 } }),
  phone: (required = false) => field.phone('phone', '联系电话', { rules: { required, ...patterns.phone } }),
  address: () => field.text('address', '地址', { rules: { maxLength: 100 } }),
  location: () => field.point('location', '位置', { show: ['form', 'detail'] }),
  status: () => field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  /** Due-date reminders: pending until done or ignored (the spec's ignore action). */
  remind: () => field.enum('remindStatus', '提醒状态', 'clglRemindStatus', { readonly: true, filter: 'eq', defaultValue: 'pending' }),
};

/** The spec's ignore action: the record's due date stops surfacing on the 工作台. */
export const ignoreAction = (what: string) => ({
  key: 'ignore', label: '忽略提醒', call: 'ignore', kind: 'set' as const, set: { remindStatus: 'ignored' }, confirm: `忽略后该${what}不再在工作台提醒，确定吗？`, scope: 'row' as const,
});
