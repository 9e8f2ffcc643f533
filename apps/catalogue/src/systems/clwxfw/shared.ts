/** What the resources of 维修与费用 share: the family shape of /cloud/clwxfw and the lookups. */
import type { EndpointFamily, NamingShape } from '../../model/endpoints';
import type { LookupSource } from '../../model/fields';

export const SYSTEM = 'clwxfw';
export const BASE = '/cloud/clwxfw';

export const family = (name: string, shape: NamingShape, overrides?: EndpointFamily['overrides']): EndpointFamily => ({
  base: `${BASE}/${name}`, shape, pack: 'identity', entity: 'json', ...(overrides ? { overrides } : {}),
});

const own = (resource: string, labelField: string): LookupSource => ({ resource, labelField });

export const lookups = {
  department: own('department', 'name'),
  oilRefuel: own('oilRefuel', 'refuelTime'),
  payWay: own('payWay', 'name'),
  refuelOil: own('refuelOil', 'name'),
  station: own('station', 'name'),
  settlement: own('settlement', 'name'),
  tenantSetting: own('tenantSetting', 'name'),
};

/** Money in yuan: two decimals, never negative. */
export const money = { min: 0, max: 1_000_000, precision: 2 } as const;
