/** 人员台账: the ledgers are the tenant's staff master data (platform staff), shown per ledger. */
import { view, type ResourceDefinition } from '../../model/resource';
import { platformResource } from '../../platform';

/** 人员台账: loadPage / add / update / view / remove, form posts. */
export const staffLedger: ResourceDefinition = view(platformResource.staff, {
  key: 'staffLedger', name: '作业人员', system: 'rytz',
  endpoints: { base: '/cloud/rytz/yhtStaffManage', shape: 'loadPage', pack: 'identity', entity: 'form' },
  operations: ['create', 'edit', 'delete', 'export', 'import'],
});
