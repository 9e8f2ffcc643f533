/**
 * 垃圾分类 data under /envcloud/hw/jlzs/api/v1: daily garbage quantities (import, export), the
 * weighings at treatment plants, facility checks, metadata and the data sources feeding them.
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, CRUD, jlzs, lookups, SYSTEM } from './shared';

/** 垃圾量 (garbageQuantity): a street's daily quantity of one garbage type, typed in, weighed or imported. */
export const garbageQuantity: ResourceDefinition = {
  key: 'garbageQuantity', name: '垃圾量', system: SYSTEM, endpoints: jlzs('garbageQuantity'),
  sort: { field: 'statDate', dir: 'desc' }, labelField: 'statDate', operations: [...CRUD, 'import'],
  fields: [
    field.date('statDate', '统计日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    common.region(),
    common.garbageType(),
    field.number('weight', '垃圾量', { unit: '吨', rules: { required: true, min: 0, max: 5000, precision: 2 }, important: true }),
    field.enum('source', '数据来源', 'quantitySource', { rules: { required: true }, filter: 'eq', defaultValue: 'manual' }),
    field.text('reporter', '填报人', { rules: { maxLength: 20 } }),
  ],
};

/** 车辆称重记录 (carWeighRecord): a shared vehicle weighed in at a treatment plant. */
export const carWeighRecord: ResourceDefinition = {
  key: 'carWeighRecord', name: '车辆称重记录', system: SYSTEM, endpoints: jlzs('carWeighRecord'),
  sort: { field: 'weighTime', dir: 'desc' }, labelField: 'ticketNo', operations: CRUD,
  fields: [
    field.text('ticketNo', '磅单号', { rules: { required: true, maxLength: 24, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '磅单号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.lookup('carId', '车辆', lookups.vehicle, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('handleFacilityId', '处理设施', lookups.handleFacility, { rules: { required: true }, filter: 'eq', indexed: true }),
    common.garbageType(),
    field.number('grossWeight', '毛重', { unit: 'kg', rules: { required: true, min: 0, max: 60_000, precision: 1 } }),
    field.number('tareWeight', '皮重', { unit: 'kg', rules: { required: true, min: 0, max: 40_000, precision: 1 } }),
    field.number('netWeight', '净重', { unit: 'kg', readonly: true, derived: { kind: 'difference', of: ['grossWeight', 'tareWeight'] }, important: true }),
    field.datetime('weighTime', '称重时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    field.text('weigher', '司磅员', { rules: { maxLength: 20 } }),
  ],
  recordRules: [{ kind: 'gte', field: 'grossWeight', other: 'tareWeight', message: '毛重不能小于皮重' }],
};

/** 设施管理 (facilityManage): on-site checks of collection facilities and their rectification. */
export const facilityManage: ResourceDefinition = {
  key: 'facilityManage', name: '设施检查', system: SYSTEM, endpoints: jlzs('facilityManage'),
  sort: { field: 'checkDate', dir: 'desc' }, labelField: 'checkDate', operations: CRUD,
  fields: [
    field.lookup('facilityId', '收集设施', lookups.collectFacility, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.date('checkDate', '检查日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.enum('condition', '设施状况', 'facilityCondition', { rules: { required: true }, filter: 'eq' }),
    field.text('inspector', '检查人', { rules: { required: true, maxLength: 20 } }),
    field.text('problem', '问题描述', { rules: { maxLength: 100 } }),
    field.enum('state', '处理状态', 'manageState', { rules: { required: true }, filter: 'eq', defaultValue: 'done' }),
    field.date('fixDate', '整改日期', { rules: { minDate: '2020-01-01', maxDaysAhead: 0 } }),
  ],
  recordRules: [{ kind: 'gte', field: 'fixDate', other: 'checkDate', message: '整改日期不能早于检查日期' }],
};

/** 元数据 (metaData): the office's statistical items and codes (口径、编码). */
export const metaData: ResourceDefinition = {
  key: 'metaData', name: '元数据', system: SYSTEM, endpoints: jlzs('metaData'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: CRUD,
  fields: [
    field.text('code', '编码', { rules: { required: true, maxLength: 30, unique: true, pattern: '^[A-Za-z][A-Za-z0-9_.]{1,29}$', patternMessage: '编码以字母开头，2–30 位字母、数字、下划线或点' }, filter: 'like' }),
    field.text('name', '名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.enum('category', '分类', 'metaCategory', { rules: { required: true }, filter: 'eq' }),
    field.text('unitName', '计量单位', { rules: { maxLength: 10 } }),
    field.text('definition', '定义与口径', { rules: { required: true, maxLength: 200 } }),
    field.enum('status', '状态', 'ljflEnable', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

/** 数据源 (datasource): systems that feed quantities and weighings, with their last sync. */
export const datasource: ResourceDefinition = {
  key: 'datasource', name: '数据源', system: SYSTEM, endpoints: jlzs('datasource'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: CRUD,
  fields: [
    field.text('name', '数据源名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.enum('sourceType', '类型', 'sourceType', { rules: { required: true }, filter: 'eq' }),
    field.text('url', '接入地址', { rules: { required: true, maxLength: 120, pattern: '^https?://', patternMessage: '接入地址以 http:// 或 https:// 开头' } }),
    field.text('owner', '提供方', { rules: { required: true, maxLength: 30 } }),
    field.phone('phone', '联系电话', { rules: { ...patterns.phone }, show: ['form', 'detail'] }),
    field.integer('intervalMinutes', '同步间隔', { unit: '分钟', rules: { required: true, min: 1, max: 1440 }, defaultValue: 60 }),
    field.enum('state', '接入状态', 'syncState', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    field.datetime('lastSyncTime', '最近同步', { readonly: true }),
  ],
  actions: [{ key: 'sync', label: '立即同步', call: 'sync', kind: 'touch', touch: 'lastSyncTime', confirm: '立即从该数据源同步数据吗？', scope: 'row' }],
};
