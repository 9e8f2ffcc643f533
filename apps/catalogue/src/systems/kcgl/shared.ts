/** Building blocks shared by the 仓库管理 resource files. */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';

export const SYSTEM = 'kcgl';
export const BASE = '/cloud/kcglnew/web';

/** /cloud/kcglnew/web/<name> with the create/delete/pageList/getList/update/getById shape. */
export function kcglFamily(name: string, extra: Partial<EndpointFamily> = {}): EndpointFamily {
  return { base: `${BASE}/${name}`, shape: 'create', pack: 'identity', entity: 'json', ...extra };
}

export const lookups = {
  storehouse: { resource: 'storehouse', labelField: 'name' },
  location: { resource: 'storageLocation', labelField: 'name' },
  unit: { resource: 'materialUnit', labelField: 'name' },
  spec: { resource: 'materialSpec', labelField: 'name' },
  specDetail: { resource: 'materialSpecDetail', labelField: 'value' },
  type: { resource: 'materialType', labelField: 'name' },
  supplier: { resource: 'supplier', labelField: 'name' },
  material: { resource: 'material', labelField: 'name' },
  storehouseIn: { resource: 'storehouseIn', labelField: 'code' },
  storehouseOut: { resource: 'storehouseOut', labelField: 'code' },
  stockCheck: { resource: 'stockCheck', labelField: 'code' },
} satisfies Record<string, LookupSource>;

export const common = {
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  quantity: (key: string, label: string, required = true) => field.number(key, label, { rules: { required, min: 0.01, max: 1_000_000, precision: 2 } }),
  /** The number of a document, given by the server on save (RK20260301-001). */
  docCode: (label: string) => field.text('code', label, { readonly: true, filter: 'like', rules: { maxLength: 30 } }),
  docState: () => field.enum('state', '单据状态', 'docState', { readonly: true, filter: 'eq', defaultValue: 'draft' }),
};
