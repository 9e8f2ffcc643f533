/** Building blocks shared by the 应急保障 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import { commonFields } from '../../model/common-fields';
import { field, type LookupSource } from '../../model/fields';

export const SYSTEM = 'yjwz';
/** The es* calls of the sorting-and-statistics family (spec §7): all POST JSON. */
export const BASE = '/envcloud/hw/jlzs/api/v1';
/** The stock ledger's book of emergency supplies: storehouse = 应急仓库, item = 应急物资. */
export const SUPPLIES_BOOK = 'yjwz.supplies';

/**
 * <BASE>/<name> with pageList / save / update / delete / getOne / getSimpleList / export, every
 * one a POST with a JSON body (the spec: "es* ones are POST JSON").
 */
export function esFamily(name: string): EndpointFamily {
  return {
    base: `${BASE}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json',
    overrides: { detail: { method: 'POST' }, options: { method: 'POST' } },
  };
}

export const lookups = {
  team: { resource: 'esTeam', labelField: 'name' },
  storehouse: { resource: 'esStorehouse', labelField: 'name' },
  material: { resource: 'esMaterial', labelField: 'name' },
  stockIn: { resource: 'esStockIn', labelField: 'code' },
  stockOut: { resource: 'esStockOut', labelField: 'code' },
} satisfies Record<string, LookupSource>;

export const common = {
  ...commonFields,
  docState: () => commonFields.docState('esDocState'),
  status: () => field.enum('status', '状态', 'esStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
};
