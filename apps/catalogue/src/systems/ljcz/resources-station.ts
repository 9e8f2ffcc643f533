/**
 * Stations and what sits at them: the station profile (a transfer station is the platform's
 * facility of that type; plants have no collection facility), its weighbridges, vehicle sites,
 * garbage-car bindings, camera bindings and the weighings at the gate.
 */
import { field, patterns } from '../../model/fields';
import { view, type ResourceDefinition } from '../../model/resource';
import { platformLookups, platformResource } from '../../platform';
import { code, family, LJCZ, lookups, remark, SSGL, station, SYSTEM } from './shared';

/** 场站信息: the disposal chain's stations and plants. */
export const stationInfo: ResourceDefinition = {
  key: 'stationInfo', name: '场站', system: SYSTEM, endpoints: family(`${SSGL}/stationInfo`),
  sort: { field: 'stationCode', dir: 'asc' }, labelField: 'stationName', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('stationCode', '场站编号'),
    field.text('stationName', '场站名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.enum('stationType', '场站类型', 'ljczStationType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('facilityId', '对应收运设施', platformLookups.facility, { filter: 'eq', show: ['form', 'detail', 'column'] }),
    field.lookup('regionId', '所属区域', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.lookup('companyId', '运营单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookup('managerId', '站长', platformLookups.staff, { rules: { required: true } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.number('designCapacity', '设计处理能力', { unit: '吨/日', rules: { required: true, min: 1, max: 10_000, precision: 1 } }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.coordinates('location', '经纬度', { rules: { required: true } }),
    field.date('openDate', '投运日期', { rules: { minDate: '1990-01-01', maxDaysAhead: 0 }, show: ['form', 'detail'] }),
    field.enum('status', '运行状态', 'ljczStationStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'running' }),
    remark(),
  ],
};

/** 场站地磅绑定: each weighbridge bound to its station. */
export const stationPound: ResourceDefinition = {
  key: 'stationPound', name: '场站地磅', system: SYSTEM, endpoints: family(`${SSGL}/stationPound`),
  sort: { field: 'poundNo', dir: 'asc' }, labelField: 'poundName', operations: ['create', 'edit', 'delete'],
  fields: [
    code('poundNo', '地磅编号'),
    field.text('poundName', '地磅名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    station({ onDelete: 'cascade' }),
    field.number('maxWeight', '最大称量', { unit: '吨', rules: { required: true, min: 1, max: 200, precision: 1 }, defaultValue: 60 }),
    field.text('deviceNo', '称重仪表号', { rules: { required: true, maxLength: 32 } }),
    field.date('bindDate', '绑定日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.enum('bindStatus', '绑定状态', 'ljczBindStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'bound' }),
    remark(),
  ],
};

/** 车辆场站: where the fleet parks overnight. */
export const vehicleSite: ResourceDefinition = {
  key: 'vehicleSite', name: '车辆场站', system: SYSTEM, endpoints: family(`${SSGL}/vehicleSite`),
  sort: { field: 'siteName', dir: 'asc' }, labelField: 'siteName', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('siteName', '场站名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.lookup('regionId', '所属区域', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.coordinates('location', '经纬度', { rules: { required: true } }),
    field.integer('parkingSpaces', '车位数', { unit: '个', rules: { required: true, min: 1, max: 500 } }),
    field.integer('chargingPiles', '充电桩', { unit: '个', rules: { min: 0, max: 200 }, defaultValue: 0 }),
    field.lookup('managerId', '负责人', platformLookups.staff, { rules: { required: true } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    remark(),
  ],
};

/** 垃圾车辆绑定: which station a garbage car delivers to (its garbage type from the vehicle). */
export const garbageCar: ResourceDefinition = {
  key: 'garbageCar', name: '垃圾车辆绑定', system: SYSTEM, endpoints: family(`${LJCZ}/garbageCar`),
  sort: { field: 'bindDate', dir: 'desc' }, labelField: 'rfidNo', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true, unique: true }, filter: 'eq', important: true, onDelete: 'cascade', fills: [{ map: { garbageType: 'garbageType' } }] }),
    field.enum('garbageType', '垃圾类型', 'garbageType', { rules: { required: true }, filter: 'eq' }),
    station({ onDelete: 'cascade' }),
    field.text('rfidNo', '电子标签号', { rules: { required: true, maxLength: 24, unique: true, pattern: '^[A-F0-9]{8,24}$', patternMessage: '电子标签号为 8–24 位十六进制字符' } }),
    field.date('bindDate', '绑定日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.enum('bindStatus', '绑定状态', 'ljczBindStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'bound' }),
    remark(),
  ],
};

/** 视频绑定: 视频监管's cameras bound to a station (the GIS opens their live video). */
export const gisVideo: ResourceDefinition = {
  key: 'gisVideo', name: '场站视频绑定', system: SYSTEM, endpoints: family(`${SSGL}/gisVideo`),
  sort: { field: 'stationId', dir: 'asc' }, labelField: 'position', operations: ['create', 'edit', 'delete'],
  fields: [
    station({ onDelete: 'cascade' }),
    field.lookup('cameraId', '摄像头', lookups.camera, { rules: { required: true, unique: true }, filter: 'eq', onDelete: 'cascade' }),
    field.text('position', '监控位置', { rules: { required: true, maxLength: 30 } }),
    field.date('bindDate', '绑定日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 } }),
    remark(),
  ],
};

/** 进场称重: each load weighed at a station's weighbridge (the reports and boards add these up). */
export const stationWeigh: ResourceDefinition = {
  key: 'stationWeigh', name: '进场称重', system: SYSTEM, endpoints: family(`${SSGL}/stationWeigh`),
  sort: { field: 'weighTime', dir: 'desc' }, labelField: 'billNo', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('billNo', '磅单号'),
    station(),
    field.lookup('poundId', '地磅', lookups.pound, { rules: { required: true }, filter: 'eq', cascade: { parent: 'stationId', via: 'stationId' } }),
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true }, filter: 'eq', important: true, fills: [{ map: { garbageType: 'garbageType', companyId: 'companyId' } }] }),
    field.lookup('companyId', '运输单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.enum('garbageType', '垃圾类型', 'garbageType', { rules: { required: true }, filter: 'eq' }),
    field.number('grossWeight', '毛重', { unit: '吨', rules: { required: true, min: 0.1, max: 200, precision: 2 } }),
    field.number('tareWeight', '皮重', { unit: '吨', rules: { required: true, min: 0.1, max: 100, precision: 2 } }),
    field.number('netWeight', '净重', { unit: '吨', readonly: true, derived: { kind: 'difference', of: ['grossWeight', 'tareWeight'] }, important: true }),
    field.datetime('weighTime', '称重时间', { rules: { required: true }, filter: 'range', indexed: true }),
    field.text('operator', '司磅员', { rules: { maxLength: 20 } }),
  ],
  recordRules: [{ kind: 'gte', field: 'grossWeight', other: 'tareWeight', message: '毛重不能小于皮重' }],
};

/** 区域: the platform's regions through ssgl's calls (kept on the platform, read here). */
export const region: ResourceDefinition = view(platformResource.region, { key: 'region', system: SYSTEM, endpoints: family(`${SSGL}/region`), operations: [] });
