/**
 * 组织与区划: the platform's administrative regions, kept by 系统管理 (a view of the shared
 * region tree at /cloud/ums/region: every system's region lookups read the same rows).
 */
import type { ResourceDefinition } from '../../model/resource';
import { view } from '../../model/resource';
import { platformResource } from '../../platform';
import { family, XTGL } from './shared';

export const region: ResourceDefinition = view(platformResource.region, {
  key: 'region', system: XTGL, endpoints: family('/cloud/ums/region'), operations: ['create', 'edit', 'delete', 'export'],
});
