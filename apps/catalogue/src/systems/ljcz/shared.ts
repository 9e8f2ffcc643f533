/** 垃圾处置's paths and lookups: /cloud/ljcz (处置), /cloud/ssgl (场站设施管理), /cloud/wxhszt/api (转运看板). */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';

export const SYSTEM = 'ljcz';
export const LJCZ = '/cloud/ljcz';
export const SSGL = '/cloud/ssgl';
export const WXHSZT = '/cloud/wxhszt/api';

/** The spec's ssgl / ljcz families: pageList, save, update, delete. */
export const family = (base: string): EndpointFamily => ({ base, shape: 'pageList', pack: 'identity', entity: 'json' });

export const lookups = {
  station: { system: SYSTEM, resource: 'stationInfo', labelField: 'stationName' },
  equipment: { system: SYSTEM, resource: 'equipment', labelField: 'name' },
  pound: { system: SYSTEM, resource: 'stationPound', labelField: 'poundName' },
  feeType: { system: SYSTEM, resource: 'maintenanceFeeType', labelField: 'name' },
  accessoryType: { system: SYSTEM, resource: 'accessoryType', labelField: 'name' },
  accessory: { system: SYSTEM, resource: 'accessory', labelField: 'name' },
  popularGroup: { system: SYSTEM, resource: 'popularGroup', labelField: 'name' },
  // 视频监管's cameras (the same cameras at the stations): a lookup by data, no import of its folder.
  camera: { system: 'spjg', resource: 'camera', labelField: 'name' },
} satisfies Record<string, LookupSource>;

export const remark = () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] });
export const code = (key: string, label: string) =>
  field.text(key, label, { rules: { required: true, maxLength: 24, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: `${label}只能包含大写字母、数字和“-”` }, filter: 'like', important: true });
export const station = (extra: Parameters<typeof field.lookup>[3] = {}) =>
  field.lookup('stationId', '所属场站', lookups.station, { rules: { required: true }, filter: 'eq', indexed: true, ...extra });
