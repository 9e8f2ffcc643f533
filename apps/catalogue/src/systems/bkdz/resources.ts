/**
 * 分类准确率's resources: facilities bound to housing estates (the platform's facilities, plus the
 * estate this system keeps about each), the sorting records a supervisor writes at a facility,
 * their allocation to estates, the accuracy parameters, and the region tree with its estates.
 */
import { field } from '../../model/fields';
import { view, type ResourceDefinition } from '../../model/resource';
import { platformLookups, platformResource } from '../../platform';
import { BASE, bkdzFamily, SYSTEM } from './shared';

/** The region tree of this system (config/getRegionTree): the platform's regions, read-only. */
export const region: ResourceDefinition = {
  ...view(platformResource.region, { key: 'region', system: SYSTEM, endpoints: bkdzFamily('config'), operations: [] }),
  tree: { parentField: 'parentId', call: 'getRegionTree' },
};

/** Housing estates (the platform's): filtering by a district takes its streets' estates too (regions are a tree). */
export const housingEstate: ResourceDefinition = view(platformResource.housingEstate, { key: 'housingEstate', system: SYSTEM, endpoints: bkdzFamily('housingEstate'), operations: ['export'] });

/** Facilities and the estate each serves: 绑定 (banding) and 解除绑定 (cancel). */
export const facility: ResourceDefinition = view(platformResource.facility, {
  key: 'facility', name: '设施', system: SYSTEM, endpoints: bkdzFamily('facility'), operations: ['export'],
  extend: [field.lookup('housingEstateId', '绑定小区', platformLookups.housingEstate, { filter: 'eq', indexed: true })],
  fields: ['code', 'name', 'facilityType', 'address', 'housingEstateId', 'companyId', 'status', 'createTime'],
  actions: [
    { key: 'banding', label: '绑定小区', call: 'banding', kind: 'form', fields: ['housingEstateId'], required: ['housingEstateId'], scope: 'row' },
    { key: 'cancel', label: '解除绑定', call: 'cancel', kind: 'set', set: { housingEstateId: '' }, confirm: '确定解除该设施与小区的绑定吗？之后的分类记录需人工分配小区。', scope: 'row' },
  ],
});

/** One supervised sorting check at a facility on a day: deliveries seen and those sorted correctly. */
export const record: ResourceDefinition = {
  key: 'record', name: '分类记录', system: SYSTEM, endpoints: bkdzFamily(''),
  sort: { field: 'checkDate', dir: 'desc' }, labelField: 'checkDate', operations: ['create', 'edit', 'delete', 'export', 'import'],
  fields: [
    field.date('checkDate', '检查日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true, important: true }),
    field.lookup('facilityId', '投放设施', platformLookups.facility, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('housingEstateId', '所属小区', platformLookups.housingEstate, { filter: 'eq', indexed: true }),
    field.enum('garbageType', '垃圾类型', 'garbageType', { rules: { required: true }, filter: 'eq' }),
    field.integer('totalCount', '投放次数', { unit: '次', rules: { required: true, min: 1, max: 10_000 } }),
    field.integer('correctCount', '正确投放次数', { unit: '次', rules: { required: true, min: 0, max: 10_000 } }),
    field.number('weight', '投放重量', { unit: 'kg', rules: { min: 0, max: 100_000, precision: 1 } }),
    field.text('inspector', '督导员', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('allocState', '分配状态', 'bkdzAllocState', { rules: { required: true }, filter: 'eq', defaultValue: 'manual' }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
    field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] }),
  ],
  recordRules: [{ kind: 'gte', field: 'totalCount', other: 'correctCount', message: '正确投放次数不能大于投放次数' }],
};

/** 数据分配: the records at facilities bound to no estate, allocated one by one (dataAllocation/update). */
export const dataAllocation: ResourceDefinition = view(record, {
  key: 'dataAllocation', name: '分类记录', system: SYSTEM, endpoints: bkdzFamily('dataAllocation'), operations: [],
  sort: { field: 'allocState', dir: 'desc' },
  fields: ['checkDate', 'facilityId', 'housingEstateId', 'garbageType', 'totalCount', 'correctCount', 'inspector', 'allocState'],
  actions: [
    { key: 'allocate', label: '分配小区', call: `${BASE}/dataAllocation/update`, kind: 'form', fields: ['housingEstateId'], required: ['housingEstateId'], set: { allocState: 'manual' }, scope: 'row' },
  ],
});

const percent = (key: string, label: string, defaultValue: number) =>
  field.number(key, label, { unit: '%', rules: { required: true, min: 0, max: 100, precision: 1 }, defaultValue });

/** 参数配置: the level lines of an estate's accuracy and the district's target. */
export const config: ResourceDefinition = {
  // config/get and config/save as the spec names them; the tree's calls live under config/ too, so the rest of the settings' own calls sit at parameter/.
  key: 'config', name: '参数配置', system: SYSTEM, endpoints: bkdzFamily('parameter'),
  singleton: { get: `${BASE}/config/get`, save: `${BASE}/config/save` },
  sort: { field: 'excellentRate', dir: 'asc' }, labelField: 'excellentRate', operations: ['edit'],
  fields: [
    percent('excellentRate', '优秀线', 90),
    percent('goodRate', '良好线', 80),
    percent('passRate', '合格线', 60),
    percent('targetRate', '达标准确率', 85),
    field.integer('minDeliveries', '最少投放次数', { unit: '次', rules: { required: true, min: 0, max: 100_000 }, defaultValue: 100 }),
    field.textarea('remark', '口径说明', { rules: { maxLength: 200 } }),
  ],
  recordRules: [
    { kind: 'gte', field: 'excellentRate', other: 'goodRate', message: '优秀线不能低于良好线' },
    { kind: 'gte', field: 'goodRate', other: 'passRate', message: '良好线不能低于合格线' },
  ],
};
