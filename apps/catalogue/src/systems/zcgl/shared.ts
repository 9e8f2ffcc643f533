/** Building blocks shared by the 资产管理 resource files: its two call families and lookups. */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';

export const SYSTEM = 'zcgl';
/** 资产档案, types, history and analysis. */
export const BASE = '/cloud/zcgl/web';
/** 高杰 facility calls: depreciation, facility info, inspection. */
export const GAOJIE = '/envcloud/hw/gaojie/api/v1';

/** /cloud/zcgl/web/<name>: page / list / insert (create for the archive) / update / deletes / selectOne. */
export function zcglFamily(name: string, extra: Partial<EndpointFamily> = {}): EndpointFamily {
  return { base: `${BASE}/${name}`, shape: 'page', pack: 'identity', entity: 'json', ...extra };
}

/** /envcloud/hw/gaojie/api/v1/<name>: pageList / save / update / delete / import / export. */
export function gaojieFamily(name: string): EndpointFamily {
  return { base: `${GAOJIE}/${name}`, shape: 'pageList', pack: 'identity', entity: 'json' };
}

export const lookups = {
  assetType: { resource: 'assetType', labelField: 'name' },
  inspector: { resource: 'inspector', labelField: 'name' },
  facility: { resource: 'facilityInfo', labelField: 'name' },
} satisfies Record<string, LookupSource>;

export const common = {
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  money: (key: string, label: string, required = true) => field.number(key, label, { unit: '元', rules: { required, min: 0, max: 100_000_000, precision: 2 } }),
};
