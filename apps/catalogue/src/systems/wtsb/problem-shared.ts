/** wtsb shared pieces: the family's paths and the lookups its resources use. */
import type { EndpointFamily } from '../../model/endpoints';
import type { LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'wtsb';

/** /cloud/wtsb/<name>: pageList / save / update / delete / getOne unless the resource renames them. */
export const wtsbFamily = (name: string, extra: Partial<EndpointFamily> = {}): EndpointFamily => ({
  base: `/cloud/wtsb/${name}`, shape: 'pageList', pack: 'identity', entity: 'json', ...extra,
});

export const wtsbLookups = {
  problemType: { resource: 'problemType', labelField: 'name' },
  member: { resource: 'member', labelField: 'name' },
  /** 处置部门: the tenant's units (platform companies), the same rows every system's 作业单位 uses. */
  dept: platformLookups.company,
  region: platformLookups.region,
} satisfies Record<string, LookupSource>;
