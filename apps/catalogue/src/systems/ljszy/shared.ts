/** Building blocks shared by the 垃圾收运 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'ljszy';

/** /cloud/ljszy/<name> with the pageList/save/update/delete shape, identity packing, JSON. */
export function ljszyFamily(name: string, extra: Partial<EndpointFamily> = {}): EndpointFamily {
  return { base: `/cloud/ljszy/${name}`, shape: 'pageList', pack: 'identity', entity: 'json', ...extra };
}

export const lookups = {
  car: platformLookups.vehicle,
  company: platformLookups.company,
  // The 垃圾收运 view of the shared facilities: its lists group them by route.
  facility: { resource: 'facilityInfo', labelField: 'name' },
  property: { resource: 'propertyCompany', labelField: 'name' },
  route: { resource: 'route', labelField: 'name' },
  container: { resource: 'facilityContainer', labelField: 'containerNo' },
} satisfies Record<string, LookupSource>;

export const common = {
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  garbageType: (required = true) =>
    field.enum('garbageType', '垃圾类型', 'garbageType', { rules: { required }, filter: 'eq' }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  kg: (key: string, label: string, max = 50_000, required = true) =>
    field.number(key, label, { unit: 'kg', rules: { required, min: 0, max, precision: 1 } }),
};
