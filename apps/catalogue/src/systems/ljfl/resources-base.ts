/**
 * 垃圾分类 master data under /cloud/ljfl: its units, cars and collection facilities are views of the
 * tenant's shared rows (the same unit, vehicle and facility as in 垃圾收运); treatment plants,
 * garbage items, dept areas and the residents' points are its own.
 */
import { field, patterns } from '../../model/fields';
import { view, type ResourceDefinition } from '../../model/resource';
import { platformResource } from '../../platform';
import { common, CRUD, ljfl, lookups, SYSTEM } from './shared';

/** 分类单位: the shared units with what the sorting office keeps about them. */
export const unit: ResourceDefinition = view(platformResource.company, {
  key: 'unit', name: '分类单位', system: SYSTEM, endpoints: ljfl('unit'), operations: CRUD,
  extend: [field.enum('unitKind', '单位类别', 'unitKind', { filter: 'eq' })],
  fields: ['name', 'shortName', 'unitKind', 'creditCode', 'contact', 'phone', 'address', 'state', 'createTime'],
});

/** 分类车辆: the shared vehicles, with the sorting marks painted on them. */
export const car: ResourceDefinition = view(platformResource.vehicle, {
  key: 'car', name: '分类车辆', system: SYSTEM, endpoints: ljfl('car'), operations: CRUD,
  extend: [field.boolean('sortMark', '分类标识喷涂', { filter: 'eq', defaultValue: true })],
  fields: ['carNo', 'carType', 'garbageType', 'companyId', 'driverName', 'driverPhone', 'loadCapacity', 'sortMark', 'status', 'gpsDeviceNo', 'purchaseDate', 'remark', 'createTime'],
});

/** 收集设施: the shared facilities, with their bins, disposal mode and street. */
export const collectFacility: ResourceDefinition = view(platformResource.facility, {
  key: 'collectFacility', name: '收集设施', system: SYSTEM, endpoints: ljfl('collectFacility'), operations: CRUD,
  extend: [
    field.lookup('regionId', '所属街道', lookups.region, { filter: 'eq' }),
    field.enum('sortMode', '投放模式', 'sortMode', { filter: 'eq' }),
    field.integer('binCount', '分类桶数', { unit: '个', rules: { min: 0, max: 200 } }),
  ],
  fields: ['code', 'name', 'facilityType', 'regionId', 'sortMode', 'binCount', 'address', 'location', 'companyId', 'status', 'createTime'],
});

/** 处理设施: treatment plants the collected garbage goes to (焚烧厂、厨余处理厂、分拣中心…). */
export const handleFacility: ResourceDefinition = {
  key: 'handleFacility', name: '处理设施', system: SYSTEM, endpoints: ljfl('handleFacility'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: CRUD,
  fields: [
    field.text('code', '设施编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '设施编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '设施名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.enum('handleType', '处理方式', 'handleType', { rules: { required: true }, filter: 'eq' }),
    field.number('designCapacity', '设计处理能力', { unit: '吨/日', rules: { required: true, min: 1, max: 10_000, precision: 1 } }),
    field.lookup('companyId', '运营单位', lookups.company, { rules: { required: true }, filter: 'eq' }),
    common.region('所在区划'),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.coordinates('location', '经纬度', { rules: { required: true } }),
    field.enum('status', '运行状态', 'runStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'running' }),
    field.date('commissionDate', '投运日期', { rules: { minDate: '1990-01-01', maxDaysAhead: 0 }, show: ['form', 'detail'] }),
    common.remark(),
  ],
};

/** 垃圾品类: the items residents sort (废纸 → 可回收物), shown in guides and the sorting app. */
export const garbage: ResourceDefinition = {
  key: 'garbage', name: '垃圾品类', system: SYSTEM, endpoints: ljfl('garbage'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '品类名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    common.garbageType(),
    field.text('examples', '常见物品', { rules: { required: true, maxLength: 100 } }),
    field.text('guide', '投放要求', { rules: { maxLength: 200 }, show: ['form', 'detail', 'column'] }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
  ],
};

/** 部门区域: a unit's area of responsibility drawn on the map. */
export const deptArea: ResourceDefinition = {
  key: 'deptArea', name: '部门区域', system: SYSTEM, endpoints: ljfl('deptArea'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: CRUD,
  fields: [
    field.text('name', '区域名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.lookup('companyId', '责任单位', lookups.company, { rules: { required: true }, filter: 'eq' }),
    common.region(),
    field.text('manager', '负责人', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.number('areaSize', '面积', { unit: '平方公里', rules: { min: 0.01, max: 1000, precision: 2 } }),
    field.polygon('boundary', '区域范围', { rules: { required: true } }),
    common.remark(),
  ],
};

/** 积分管理 (integration): residents' sorting points, earned by correct disposal, spent in exchanges. */
export const integration: ResourceDefinition = {
  key: 'integration', name: '积分记录', system: SYSTEM, endpoints: ljfl('integration'),
  sort: { field: 'recordTime', dir: 'desc' }, labelField: 'householder', operations: CRUD,
  fields: [
    field.text('householder', '户主', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.phone('phone', '手机号', { rules: { required: true, ...patterns.phone } }),
    field.text('address', '住址', { rules: { required: true, maxLength: 60 } }),
    common.region('所属街道'),
    field.enum('reason', '积分事由', 'pointsReason', { rules: { required: true }, filter: 'eq' }),
    common.garbageType(false),
    field.number('weight', '投放重量', { unit: 'kg', rules: { min: 0, max: 500, precision: 1 } }),
    field.integer('points', '积分变动', { unit: '分', rules: { required: true, min: -10_000, max: 10_000 } }),
    field.datetime('recordTime', '记录时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range', indexed: true }),
  ],
};
