/** 考勤管理 shared pieces: the families' paths and the lookups its resources use. */
import type { CallKind, CallName, EndpointFamily } from '../../model/endpoints';
import type { LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'rykq';
export const RYKQ = '/cloud/rykq';
export const HT = '/envcloud/hw/ht/api/v1';

/** Every call of the family carries the `.smvc` suffix the spec gives `/cloud/rykq/*.smvc`. */
const SMVC: Partial<Record<CallKind, Partial<CallName>>> = {
  list: { name: 'pageList.smvc' }, create: { name: 'save.smvc' }, update: { name: 'update.smvc' }, delete: { name: 'delete.smvc' },
  detail: { name: 'getOne.smvc' }, export: { name: 'export.smvc' }, options: { name: 'getSimpleList.smvc' },
};

/** /cloud/rykq/<name>/pageList.smvc, save.smvc, update.smvc, delete.smvc, getOne.smvc … */
export const rykqFamily = (name: string, overrides: Partial<Record<CallKind, Partial<CallName>>> = {}): EndpointFamily => ({
  base: `${RYKQ}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json', overrides: { ...SMVC, ...overrides },
});

/** /envcloud/hw/ht/api/v1/<name>/pageList, save, update, delete, getOne. */
export const htFamily = (name: string, overrides: Partial<Record<CallKind, Partial<CallName>>> = {}): EndpointFamily => ({
  base: `${HT}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json', overrides,
});

export const rykqLookups = {
  staff: platformLookups.staff,
  department: platformLookups.department,
  shift: { resource: 'shift', labelField: 'name' },
  group: { resource: 'attendanceGroup', labelField: 'name' },
  place: { resource: 'clockPlace', labelField: 'name' },
  approver: { resource: 'approver', labelField: 'name' },
  leave: { resource: 'leave', labelField: 'code' },
} satisfies Record<string, LookupSource>;
