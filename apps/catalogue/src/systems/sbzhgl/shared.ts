/** Building blocks shared by the 设备管理 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';

export const SYSTEM = 'sbzhgl';
/** The device family and the data-monitor family (spec §7). */
export const SB = '/cloud/sbzhgl/web';
export const DM = '/cloud/dataMonitor/web/api';

/** <base>/<name> with the pageList/save/update/delete/getOne shape. */
export function family(base: string, name: string): EndpointFamily {
  return { base: `${base}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json' };
}

export const lookups = {
  device: { resource: 'device', labelField: 'name' },
  overflowDevice: { resource: 'overflowDevice', labelField: 'name' },
  monitorItem: { resource: 'monitorItem', labelField: 'name' },
} satisfies Record<string, LookupSource>;

/** Device numbers: capitals, digits and “-”, as printed on the nameplate. */
const deviceNoRule = { pattern: '^[A-Z0-9-]+$', patternMessage: '编号只能包含大写字母、数字和“-”', upperCase: true } as const;

export const common = {
  code: (key: string, label: string) => field.text(key, label, { rules: { required: true, maxLength: 30, unique: true, ...deviceNoRule }, filter: 'like', important: true }),
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  /** Installed on or before today + 30 days (planned installations). */
  installDate: () => field.date('installDate', '安装日期', { rules: { minDate: '2010-01-01', maxDaysAhead: 30 } }),
};
