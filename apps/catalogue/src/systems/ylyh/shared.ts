/** Building blocks shared by the 园林养护 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import { commonFields } from '../../model/common-fields';
import type { LookupSource } from '../../model/fields';

export const SYSTEM = 'ylyh';
export const BASE = '/cloud/ylyh/web';
/** The stock ledger's book of nursery stock: storehouse = 养护片区, item = 苗木子类. */
export const NURSERY_BOOK = 'ylyh.nursery';

/**
 * /cloud/ylyh/web/<name> with the create/delete/pageList/getList/update/getById shape. Bodies
 * are form posts (the family's exports are POST form-data downloads; the server reads every mode).
 */
export function ylyhFamily(name: string): EndpointFamily {
  return { base: `${BASE}/${name}`, shape: 'create', pack: 'identity', entity: 'form' };
}

export const lookups = {
  type: { resource: 'nurseryStockType', labelField: 'name' },
  subtype: { resource: 'nurseryStockSubtype', labelField: 'name' },
  groupArea: { resource: 'groupAreaManage', labelField: 'name' },
  increase: { resource: 'increaseNursery', labelField: 'code' },
  remove: { resource: 'removeNursery', labelField: 'code' },
  tree: { resource: 'tree', labelField: 'code' },
  curingType: { resource: 'treeCuringType', labelField: 'name' },
} satisfies Record<string, LookupSource>;

export const common = {
  ...commonFields,
  docState: () => commonFields.docState('ylyhDocState'),
};
