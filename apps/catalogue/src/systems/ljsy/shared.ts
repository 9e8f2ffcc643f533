/** Building blocks shared by the 收运一张图 files. */
import type { EndpointFamily } from '../../model/endpoints';
import type { LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'ljsy';
/** The one-map dashboard's calls (spec §7 ljsy: dashboard queries); names chosen in docs/api.md. */
export const DASHBOARD = '/cloud/ljsy/dashboard';

/** /cloud/ljsy/<name> with the pageList/save/update/delete shape, identity packing, JSON. */
export function ljsyFamily(name: string, extra: Partial<EndpointFamily> = {}): EndpointFamily {
  return { base: `/cloud/ljsy/${name}`, shape: 'pageList', pack: 'identity', entity: 'json', ...extra };
}

export const ljsyLookups = {
  car: platformLookups.vehicle,
  company: platformLookups.company,
  staff: platformLookups.staff,
  region: platformLookups.region,
  dept: { resource: 'dept', labelField: 'name' },
  deptArea: { resource: 'deptArea', labelField: 'name' },
} satisfies Record<string, LookupSource>;
