/** Building blocks shared by the 道路保洁 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';

export const SYSTEM = 'jxbj';
/** The original family (roads, lines, shifts, pointers, car expenses, one-map, reports). */
export const OLD = '/cloud/jxbj';
/** The newer family (standards, car lines, work types, speed configuration, car work reports). */
export const NEW = '/cloud/jxbjnew';

export function family(base: string, extra: Partial<EndpointFamily> = {}): EndpointFamily {
  return { base, shape: 'pageList', pack: 'identity', entity: 'json', ...extra };
}

export const lookups = {
  workType: { resource: 'workType', labelField: 'name' },
  standard: { resource: 'roadStandard', labelField: 'name' },
  shift: { resource: 'shift', labelField: 'name' },
  line: { resource: 'line', labelField: 'name' },
  road: { resource: 'road', labelField: 'name' },
} satisfies Record<string, LookupSource>;

export const common = {
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  status: () => field.enum('status', '状态', 'jxbjStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
};
