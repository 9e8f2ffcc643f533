/** Building blocks shared by the 再生资源监管 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'zyhsjg';
export const BASE = '/cloud/zyhsjg';

/** /cloud/zyhsjg/<name> with the pageList / saveOrUpdate / delete shape (spec §7). */
export function zyFamily(name: string, extra: Partial<EndpointFamily> = {}): EndpointFamily {
  return { base: `${BASE}/${name}`, shape: 'saveOrUpdate', pack: 'identity', entity: 'json', ...extra };
}

export const lookups = {
  customer: { resource: 'customer', labelField: 'name' },
  site: { resource: 'site', labelField: 'name' },
  category: { resource: 'resourcesCategory', labelField: 'name' },
  customerRecord: { resource: 'customerRecord', labelField: 'code' },
  vehicle: platformLookups.vehicle,
  region: platformLookups.region,
  staff: platformLookups.staff,
} satisfies Record<string, LookupSource>;

export const common = {
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  /** A weight in kilograms as the scales give it (0.1 kg). */
  weight: (key: string, label: string, required = true) => field.number(key, label, { unit: 'kg', rules: { required, min: 0.1, max: 100_000, precision: 1 } }),
  /** A business day: not in the future. */
  day: (key: string, label: string) => field.date(key, label, { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true }),
};
