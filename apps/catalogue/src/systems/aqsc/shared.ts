/** Building blocks shared by the 安全生产 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import type { LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'aqsc';
/** The family of spec §7: "mostly POST raw JSON". */
export const BASE = '/cloud/aqsc/web/api';

/**
 * <BASE>/<name> with pageList / save / update / delete / get / getSimpleList / export: every
 * call a POST with a raw JSON body (get is the spec's name of the check record's detail).
 */
export function aqscFamily(name: string): EndpointFamily {
  return {
    base: `${BASE}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json',
    overrides: { detail: { name: 'get', method: 'POST' }, options: { method: 'POST' } },
  };
}

export const lookups = {
  fileCategory: { resource: 'fileCategory', labelField: 'name' },
  trainType: { resource: 'trainType', labelField: 'name' },
  trainPlan: { resource: 'trainPlan', labelField: 'title' },
  checkProject: { resource: 'checkProject', labelField: 'name' },
  member: { resource: 'member', labelField: 'name' },
  /** The tenant's department tree (platform): who publishes, organises, is checked and rectifies. */
  dept: platformLookups.department,
  staff: platformLookups.staff,
} satisfies Record<string, LookupSource>;
