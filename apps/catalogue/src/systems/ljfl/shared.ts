/** Building blocks shared by the 垃圾分类 resource files: its three families and lookups. */
import type { EndpointFamily } from '../../model/endpoints';
import { field, type LookupSource } from '../../model/fields';
import { platformLookups } from '../../platform';

export const SYSTEM = 'ljfl';
/** 垃圾分类 master data and data platform (spec §7 "/cloud/ljfl/"). */
export const LJFL = '/cloud/ljfl';
/** Sorting quality and statistics (spec §7 "Sorting and statistics"). */
export const JLZS = '/envcloud/hw/jlzs/api/v1';
/** GIS and board statistics (spec §7 "/cloud/zszy/prd/api/"). */
export const ZSZY = '/cloud/zszy/prd/api';

const family = (base: string, extra: Partial<EndpointFamily> = {}): EndpointFamily => ({ base, shape: 'pageList', pack: 'identity', entity: 'json', ...extra });
/** /cloud/ljfl/<name>: pageList / save / update / delete / getOne. */
export const ljfl = (name: string, extra: Partial<EndpointFamily> = {}) => family(`${LJFL}/${name}`, extra);
/** /envcloud/hw/jlzs/api/v1/<name>: pageList / save / update / delete / getOne. */
export const jlzs = (name: string, extra: Partial<EndpointFamily> = {}) => family(`${JLZS}/${name}`, extra);

export const lookups = {
  company: platformLookups.company,
  vehicle: platformLookups.vehicle,
  region: platformLookups.region,
  // The 垃圾分类 views of the shared facilities and its own treatment plants.
  collectFacility: { resource: 'collectFacility', labelField: 'name' },
  handleFacility: { resource: 'handleFacility', labelField: 'name' },
} satisfies Record<string, LookupSource>;

export const CRUD = ['create', 'edit', 'delete', 'export'] as const;

export const common = {
  remark: () => field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  createTime: () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  region: (label = '所属街道', required = true) => field.lookup('regionId', label, lookups.region, { rules: { required }, filter: 'eq', indexed: true }),
  garbageType: (required = true) => field.enum('garbageType', '垃圾类型', 'garbageType', { rules: { required }, filter: 'eq' }),
  percent: (key: string, label: string, required = true) => field.number(key, label, { unit: '%', rules: { required, min: 0, max: 100, precision: 1 } }),
  /** The first day of the month a figure belongs to (月度数据). */
  month: (key = 'statMonth', label = '统计月份') => field.date(key, label, { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 31 }, filter: 'range', indexed: true }),
};
