/** Building blocks shared by the 项目合同 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import type { LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'xmht';
/** The family of spec §7: item, contract, service, organisation, shareholder, report. */
export const BASE = '/cloud/xmht';

/** <BASE>/<name> with pageList / save / update / delete / getOne / getSimpleList / export, POST JSON bodies. */
export function xmhtFamily(name: string): EndpointFamily {
  return { base: `${BASE}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json' };
}

export const lookups = {
  item: { resource: 'item', labelField: 'name' },
  contract: { resource: 'contract', labelField: 'name' },
  organisation: { resource: 'organisation', labelField: 'name' },
  /** Contract parties: the tenant's companies (platform master data), the units every system knows. */
  company: platformLookups.company,
  staff: platformLookups.staff,
  region: platformLookups.region,
} satisfies Record<string, LookupSource>;

/** Money in 元 (two decimals), up to 100 亿. */
export const MONEY = { min: 0, max: 10_000_000_000, precision: 2 } as const;
