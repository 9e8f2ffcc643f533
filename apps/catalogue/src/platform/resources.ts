/**
 * The tenant's shared master data: one vehicle, one unit, one staff member, whichever system
 * shows them. Systems reach them by lookups (`{ system: 'platform', … }`) and offer their own
 * calls as views (垃圾收运's carInfo, 人员台账's ledger) over the same rows.
 */
import type { EndpointFamily } from '../model/endpoints';
import { field, patterns, type LookupSource } from '../model/fields';
import type { ResourceDefinition } from '../model/resource';

export const PLATFORM_SYSTEM = 'platform';

/** Read-only calls for lookups from any system (list, options, detail). */
const family = (name: string): EndpointFamily => ({ base: `/cloud/platform/${name}`, shape: 'pageList', pack: 'identity', entity: 'json' });

export const platformLookups = {
  vehicle: { system: PLATFORM_SYSTEM, resource: 'vehicle', labelField: 'carNo' },
  company: { system: PLATFORM_SYSTEM, resource: 'company', labelField: 'name' },
  staff: { system: PLATFORM_SYSTEM, resource: 'staff', labelField: 'name' },
  department: { system: PLATFORM_SYSTEM, resource: 'department', labelField: 'name' },
  facility: { system: PLATFORM_SYSTEM, resource: 'facility', labelField: 'name' },
  region: { system: PLATFORM_SYSTEM, resource: 'region', labelField: 'name' },
  housingEstate: { system: PLATFORM_SYSTEM, resource: 'housingEstate', labelField: 'name' },
} satisfies Record<string, LookupSource>;

const createTime = () => field.datetime('createTime', '创建时间', { readonly: true, show: ['detail'] });

export const company: ResourceDefinition = {
  key: 'company', name: '单位', system: PLATFORM_SYSTEM, endpoints: family('company'), renamedFrom: 'ljszy.company',
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: [],
  fields: [
    field.text('name', '单位名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like' }),
    field.text('shortName', '简称', { rules: { maxLength: 20 } }),
    field.text('creditCode', '统一社会信用代码', { rules: { maxLength: 18, ...patterns.creditCode }, show: ['form', 'detail'] }),
    field.text('contact', '联系人', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.text('address', '地址', { rules: { maxLength: 100 }, show: ['form', 'detail'] }),
    field.enum('state', '状态', 'companyState', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    createTime(),
  ],
};

export const vehicle: ResourceDefinition = {
  key: 'vehicle', name: '车辆', system: PLATFORM_SYSTEM, endpoints: family('vehicle'), renamedFrom: 'ljszy.carInfo',
  sort: { field: 'carNo', dir: 'asc' }, labelField: 'carNo', operations: [],
  fields: [
    field.text('carNo', '车牌号', { rules: { required: true, maxLength: 12, unique: true, ...patterns.plate }, filter: 'like' }),
    field.enum('carType', '车辆类型', 'carType', { rules: { required: true }, filter: 'eq' }),
    field.enum('garbageType', '垃圾类型', 'garbageType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('companyId', '所属单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.text('driverName', '司机', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.phone('driverPhone', '联系电话', { rules: { ...patterns.phone } }),
    field.number('loadCapacity', '核定载重', { unit: 'kg', rules: { required: true, min: 500, max: 40_000, precision: 0 } }),
    field.enum('status', '状态', 'carStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'inUse' }),
    field.text('gpsDeviceNo', '定位终端号', { rules: { maxLength: 32 }, show: ['form', 'detail'] }),
    field.date('purchaseDate', '购置日期', { rules: { minDate: '1990-01-01', maxDaysAhead: 0 }, show: ['form', 'detail'] }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
    createTime(),
  ],
};

/**
 * The tenant's departments as one tree (management centre → divisions → teams): where staff work,
 * what a role's data scope and the org trees of every system are made of.
 */
export const department: ResourceDefinition = {
  key: 'department', name: '部门', system: PLATFORM_SYSTEM, endpoints: family('department'),
  tree: { parentField: 'parentId' },
  sort: { field: 'sortNo', dir: 'asc' }, labelField: 'name', operations: [],
  fields: [
    field.text('code', '部门编码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Za-z0-9-]+$', patternMessage: '部门编码只能包含字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '部门名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.lookup('parentId', '上级部门', platformLookups.department, { filter: 'eq' }),
    field.lookup('companyId', '所属单位', platformLookups.company, { filter: 'eq' }),
    field.text('leader', '负责人', { rules: { maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { ...patterns.phone } }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 9999 }, defaultValue: 0, show: ['form', 'detail'] }),
  ],
};

export const staff: ResourceDefinition = {
  key: 'staff', name: '人员', system: PLATFORM_SYSTEM, endpoints: family('staff'), renamedFrom: 'rytz.staffLedger',
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: [],
  fields: [
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.phone('phone', '手机号', { rules: { required: true, unique: true, ...patterns.phone } }),
    field.enum('gender', '性别', 'gender', { rules: { required: true }, filter: 'eq' }),
    field.lookup('deptId', '所属部门', platformLookups.department, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.text('post', '岗位', { rules: { required: true, maxLength: 20 }, filter: 'eq' }),
    field.date('entryDate', '入职日期', { rules: { required: true } }),
    field.enum('status', '在职状态', 'staffStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'onJob' }),
  ],
};

/** Facilities of every kind (collection points, stations, toilets…); systems add what they keep about them. */
export const facility: ResourceDefinition = {
  key: 'facility', name: '设施', system: PLATFORM_SYSTEM, endpoints: family('facility'), renamedFrom: 'ljszy.facilityInfo',
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [],
  fields: [
    field.text('code', '设施编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '设施编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '设施名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.enum('facilityType', '设施类型', 'facilityType', { rules: { required: true }, filter: 'eq' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.coordinates('location', '经纬度', { rules: { required: true } }),
    field.lookup('companyId', '收运单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    createTime(),
  ],
};

/** Administrative regions as a tree (city → district → street → community). */
export const region: ResourceDefinition = {
  key: 'region', name: '行政区划', system: PLATFORM_SYSTEM, endpoints: family('region'),
  // A tree: a filter by a district takes the records of its streets too (分类准确率's estates by district).
  tree: { parentField: 'parentId' },
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [],
  fields: [
    field.text('code', '区划代码', { rules: { required: true, maxLength: 12, unique: true, pattern: '^\\d{6,12}$', patternMessage: '区划代码为 6–12 位数字' }, filter: 'like' }),
    field.text('name', '区划名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.enum('level', '级别', 'regionLevel', { rules: { required: true }, filter: 'eq' }),
    field.lookup('parentId', '上级区划', platformLookups.region, { filter: 'eq' }),
  ],
};

/** Housing estates (小区) of a street: where sorting quality is measured and facilities stand (分类准确率, 垃圾分类). */
export const housingEstate: ResourceDefinition = {
  key: 'housingEstate', name: '小区', system: PLATFORM_SYSTEM, endpoints: family('housingEstate'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [],
  fields: [
    field.text('code', '小区编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '小区编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '小区名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('regionId', '所属街道', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.coordinates('location', '经纬度', { show: ['form', 'detail'] }),
    field.integer('households', '户数', { unit: '户', rules: { required: true, min: 1, max: 50_000 } }),
    createTime(),
  ],
};

export const platformResources: readonly ResourceDefinition[] = [company, department, vehicle, staff, facility, region, housingEstate];
