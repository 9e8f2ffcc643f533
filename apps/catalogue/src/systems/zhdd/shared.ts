/** Building blocks shared by the 指挥调度 resource files: paths, the call family and lookups. */
import type { EndpointFamily } from '../../model/endpoints';
import type { LookupSource } from '../../model/fields';

export const SYSTEM = 'zhdd';
/** Resource modes, dispatch modes, the address book, groups and dispatch records (spec §7). */
export const BASE = '/cloud/zhdd';
/** The group chat calls (spec §7: /cloud/rongcloud/api/v2/). */
export const CHAT_BASE = '/cloud/rongcloud/api/v2';
/** The crew side of the group chat (spec §7: /cloud/zyry/): the people a group can take. */
export const CREW_CHAT_BASE = '/cloud/zyry/api/v2/groupChat';

/** <BASE>/<name>: pageList / save / update / delete / getOne / getSimpleList / export, POST JSON. */
export function zhddFamily(name: string): EndpointFamily {
  return { base: `${BASE}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json' };
}

export const lookups = {
  resourceMode: { resource: 'resourceMode', labelField: 'name' },
  dispatchMode: { resource: 'dispatchMode', labelField: 'name' },
  operator: { resource: 'operator', labelField: 'name' },
  chatGroup: { resource: 'chatGroup', labelField: 'name' },
  dispatch: { resource: 'dispatchRecord', labelField: 'code' },
} satisfies Record<string, LookupSource>;
