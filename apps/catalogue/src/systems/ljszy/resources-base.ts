/** 垃圾收运 master data: vehicles, units, property companies, facilities, containers, boxes, routes. */
import { field, patterns } from '../../model/fields';
import { view, type ResourceDefinition } from '../../model/resource';
import { platformResource } from '../../platform';
import { common, ljszyFamily, lookups, SYSTEM } from './shared';

const CRUD = ['create', 'edit', 'delete', 'batchDelete', 'export'] as const;

export const carInfo: ResourceDefinition = view(platformResource.vehicle, {
  key: 'carInfo', system: SYSTEM, endpoints: ljszyFamily('carInfo'), operations: CRUD,
});

export const company: ResourceDefinition = view(platformResource.company, {
  key: 'company', name: '收运单位', system: SYSTEM,
  // company/pageList is a GET (spec §7); save and update only.
  endpoints: ljszyFamily('company', { overrides: { list: { method: 'GET' } } }),
  operations: ['create', 'edit', 'export'],
  actions: [
    { key: 'suspend', label: '暂停合作', call: 'update', kind: 'set', set: { state: 'suspended' }, confirm: '确定暂停与该单位的合作吗？', scope: 'row' },
    { key: 'resume', label: '恢复合作', call: 'update', kind: 'set', set: { state: 'normal' }, confirm: '确定恢复与该单位的合作吗？', scope: 'row' },
  ],
});

export const propertyCompany: ResourceDefinition = {
  key: 'propertyCompany', name: '物业公司', system: SYSTEM,
  // The one ljszy list posted as form data (spec §7).
  endpoints: ljszyFamily('propertyCompany', { entity: 'form' }),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'export'],
  fields: [
    field.text('name', '物业公司名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like' }),
    field.text('contact', '联系人', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.integer('communityCount', '管理小区数', { unit: '个', rules: { min: 0, max: 500 } }),
    field.integer('households', '服务户数', { unit: '户', rules: { min: 0, max: 200_000 } }),
    field.lookup('companyId', '签约收运单位', lookups.company, { filter: 'eq' }),
    field.text('address', '办公地址', { rules: { maxLength: 100 }, show: ['form', 'detail'] }),
    common.createTime(),
  ],
};

export const facilityInfo: ResourceDefinition = view(platformResource.facility, {
  key: 'facilityInfo', name: '收运设施', system: SYSTEM, endpoints: ljszyFamily('facilityInfo'), operations: CRUD,
  // What 垃圾收运 keeps about a shared facility: its route, property company, person in charge and device.
  extend: [
    field.lookup('routeId', '所属线路', lookups.route, { filter: 'eq', indexed: true }),
    field.lookup('propertyCompanyId', '物业公司', lookups.property, { filter: 'eq' }),
    field.text('staffName', '责任人', { rules: { maxLength: 20 } }),
    field.text('deviceNo', '绑定设备', { rules: { maxLength: 32 }, show: ['detail'] }),
    field.datetime('syncTime', '同步时间', { readonly: true, show: ['detail'] }),
  ],
  fields: ['code', 'name', 'facilityType', 'address', 'location', 'routeId', 'propertyCompanyId', 'companyId', 'staffName', 'deviceNo', 'status', 'syncTime', 'createTime'],
  actions: [
    { key: 'syncFacility', label: '同步设施', call: 'syncFacility', kind: 'touch', touch: 'syncTime', confirm: '从设施管理系统同步全部设施吗？', scope: 'all' },
    { key: 'bindStaff', label: '绑定责任人', call: 'bindStaff', kind: 'form', fields: ['staffName'], scope: 'row' },
    { key: 'bindDevice', label: '绑定设备', call: 'bindDevice', kind: 'form', fields: ['deviceNo'], scope: 'row' },
  ],
});

export const facilityGarType: ResourceDefinition = {
  key: 'facilityGarType', name: '设施垃圾类型', system: SYSTEM, endpoints: ljszyFamily('facilityGarType'),
  sort: { field: 'facilityId', dir: 'asc' }, labelField: 'garbageType', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('facilityId', '收运设施', lookups.facility, { rules: { required: true }, filter: 'eq' }),
    common.garbageType(),
    field.integer('containerCount', '容器数', { unit: '个', rules: { required: true, min: 0, max: 200 } }),
    common.kg('dailyOutput', '日均产量', 20_000),
    common.remark(),
  ],
};

export const facilityContainer: ResourceDefinition = {
  key: 'facilityContainer', name: '收集容器', system: SYSTEM, endpoints: ljszyFamily('facilityContainer'),
  sort: { field: 'containerNo', dir: 'asc' }, labelField: 'containerNo', operations: [...CRUD, 'import'],
  fields: [
    field.text('containerNo', '容器编号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.lookup('facilityId', '所在设施', lookups.facility, { rules: { required: true }, filter: 'eq', indexed: true }),
    common.garbageType(),
    field.enum('volume', '容量', 'containerVolume', { rules: { required: true } }),
    field.text('rfidNo', 'RFID 标签', { rules: { maxLength: 24, unique: true } }),
    field.enum('status', '状态', 'containerStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    // Put out since the system's start, at most a month ahead (planned placements).
    field.date('installDate', '投放日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 30 } }),
  ],
};

export const compressionBox: ResourceDefinition = {
  key: 'compressionBox', name: '压缩箱', system: SYSTEM,
  // /envcloud/hw/ljszydd family: payload packed as a JSON string under `parameters`, form-posted.
  endpoints: { base: '/envcloud/hw/ljszydd/api/v1/compressionBox', shape: 'pageList', pack: 'parameters', entity: 'form' },
  sort: { field: 'boxNo', dir: 'asc' }, labelField: 'boxNo', operations: CRUD,
  fields: [
    field.text('boxNo', '箱体编号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.lookup('facilityId', '所在设施', lookups.facility, { rules: { required: true }, filter: 'eq' }),
    field.number('capacity', '容量', { unit: '吨', rules: { required: true, min: 1, max: 30, precision: 1 } }),
    field.number('fillRate', '满溢率', { unit: '%', rules: { required: true, min: 0, max: 100, precision: 0 } }),
    field.enum('status', '状态', 'boxStatus', { rules: { required: true }, filter: 'eq' }),
    field.datetime('lastEmptyTime', '最近清运时间'),
  ],
};

export const route: ResourceDefinition = {
  key: 'route', name: '收运线路', system: SYSTEM, endpoints: ljszyFamily('route'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: CRUD,
  fields: [
    field.text('code', '线路编号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.text('name', '线路名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('companyId', '收运单位', lookups.company, { rules: { required: true }, filter: 'eq' }),
    common.garbageType(),
    field.number('distanceKm', '线路里程', { unit: '公里', rules: { required: true, min: 0.1, max: 500, precision: 1 } }),
    field.integer('plannedTrips', '计划趟次', { rules: { required: true, min: 1, max: 20 } }),
    field.text('startTime', '发车时间', { rules: { required: true, ...patterns.hhmm } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
  actions: [
    { key: 'disable', label: '停用', call: 'update', kind: 'set', set: { status: 'disabled' }, confirm: '停用后该线路不再派车，确定停用吗？', scope: 'row' },
  ],
};
