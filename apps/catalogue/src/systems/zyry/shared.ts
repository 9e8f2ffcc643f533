/** 作业人员's call families (spec §7: /cloud/zyry/api/v2 and v101; the one-map's area and job element calls). */
import type { EndpointFamily } from '../../model/endpoints';

export const SYSTEM = 'zyry';
/** Master data the supervisor keeps: job areas, job elements, posts, devices, contracts, alarm settings. */
export const V2 = '/cloud/zyry/api/v2';
/** Monitoring computed from the positions: kanban, attendance, overtime, dashboards, realtime positions, alarms. */
export const V101 = '/cloud/zyry/api/v101';
/** The operations one-map's people layer (运维一张图 · 人员设备: ywyzt rgsb), GET. */
export const RGSB = '/cloud/zyry/ywyzt/rgsb';

export const family = (base: string): EndpointFamily => ({ base, shape: 'pageList', pack: 'identity', entity: 'json' });

export const zyryLookups = {
  jobArea: { resource: 'jobArea', labelField: 'name' },
  post: { resource: 'post', labelField: 'name' },
  contract: { resource: 'contract', labelField: 'contractNo' },
} as const;
