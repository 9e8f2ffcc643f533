/** What the 回收清运 resource files share: the family bases, lookups into the system and small field helpers. */
import type { EndpointFamily, NamingShape } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';

export const SYSTEM = 'gfgj';
export const G = '/cloud/gfgj';

export const family = (base: string, shape: NamingShape, overrides?: EndpointFamily['overrides']): EndpointFamily => ({
  base, shape, pack: 'identity', entity: 'json', ...(overrides ? { overrides } : {}),
});

export const gfgjLookups = {
  user: { system: SYSTEM, resource: 'user', labelField: 'name' },
  garbageClass: { system: SYSTEM, resource: 'garbageClass', labelField: 'name' },
  stationPoint: { system: SYSTEM, resource: 'stationPoint', labelField: 'name' },
  disposalSite: { system: SYSTEM, resource: 'disposalSite', labelField: 'name' },
  order: { system: SYSTEM, resource: 'order', labelField: 'orderNo' },
} satisfies Record<string, LookupSource>;

export const remark = () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] });
