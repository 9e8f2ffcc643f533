/** 巡检考评 shared pieces: the family's paths and the lookups its resources use. */
import type { EndpointFamily } from '../../model/endpoints';
import type { LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'ryxj';

export const API = '/envcloud/hw/ryxj/api/v1';

/**
 * /envcloud/hw/ryxj/api/v1/<name>: the evaluation management shape (pageList / addOrUpdate /
 * delete / loadInfo) with the family's packing, `parameters` (JSON) plus `userId` in a form.
 */
export const ryxjFamily = (name: string, extra: Partial<EndpointFamily> = {}): EndpointFamily => ({
  base: `${API}/${name}`, shape: 'addOrUpdate', pack: 'parametersWithUserId', entity: 'form', ...extra,
});

export const lookups = {
  /** 考评人员: platform staff registered with a 考评角色 (roleStaff). */
  member: { resource: 'roleStaff', labelField: 'name' },
  role: { resource: 'role', labelField: 'name' },
  rule: { resource: 'ruleScore', labelField: 'item' },
  evaluation: { resource: 'evaluation', labelField: 'code' },
  facility: platformLookups.facility,
  department: platformLookups.department,
  company: platformLookups.company,
  staff: platformLookups.staff,
} satisfies Record<string, LookupSource>;
