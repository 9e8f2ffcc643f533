/**
 * 回收清运 base data: garbage classes and their prices, station points (each with its weighing
 * terminal), which classes a department's points take, department service areas (polygons),
 * disposal sites and the signings that let a company deliver to a site.
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform/resources';
import { family, G, gfgjLookups, remark, SYSTEM } from './shared';

const code = (label: string, prefix: string) =>
  field.text('code', label, { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: `${label}只能包含大写字母、数字和“-”，例如 ${prefix}-001` }, filter: 'like', important: true });

export const garbageClass: ResourceDefinition = {
  key: 'garbageClass', name: '垃圾类别', system: SYSTEM,
  endpoints: family(`${G}/garbageClass`, 'addOrUpdate', { upsert: { name: 'addOrUpdateGarbageClass' }, delete: { name: 'deleteGarbageClass' } }),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    code('类别编码', 'KHS'),
    field.text('name', '类别名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like', important: true }),
    field.enum('category', '垃圾大类', 'gfgjGarbageCategory', { rules: { required: true }, filter: 'eq' }),
    field.number('unitPrice', '回收单价', { unit: '元/kg', rules: { required: true, min: 0, max: 1000, precision: 2 } }),
    field.integer('pointsPerKg', '每公斤积分', { unit: '分', rules: { required: true, min: 0, max: 1000 }, defaultValue: 10 }),
    field.integer('sort', '排序', { rules: { required: true, min: 1, max: 999 }, defaultValue: 1 }),
    field.enum('status', '状态', 'gfgjEnable', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    remark(),
  ],
};

export const stationPoint: ResourceDefinition = {
  key: 'stationPoint', name: '站点', system: SYSTEM,
  endpoints: family(`${G}/stationPoint`, 'saveOrUpdate', { upsert: { name: 'saveOrUpdateStationPoint' }, delete: { name: 'deleteStationPoint' }, export: { name: 'stationDownload' } }),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('站点编号', 'ZD'),
    field.text('name', '站点名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.enum('stationType', '站点类型', 'gfgjStationType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('companyId', '运营单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookup('regionId', '所属街道', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.point('location', '位置', { rules: { required: true } }),
    field.lookup('managerId', '站点负责人', platformLookups.staff, { rules: { required: true } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone }, show: ['form', 'detail'] }),
    field.number('capacity', '日处理能力', { unit: '吨', rules: { required: true, min: 0.1, max: 500, precision: 1 } }),
    field.text('openHours', '开放时间', { rules: { required: true, maxLength: 20 }, defaultValue: '08:00-18:00', show: ['form', 'detail'] }),
    field.text('terminalNo', '称重终端号', { rules: { maxLength: 32, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '终端号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.enum('terminalStatus', '终端状态', 'gfgjTerminalStatus', { readonly: true, filter: 'eq', defaultValue: 'offline' }),
    field.datetime('heartbeatTime', '终端心跳', { readonly: true, show: ['detail'] }),
    field.enum('status', '状态', 'gfgjEnable', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    remark(),
  ],
};

export const deptPointClass: ResourceDefinition = {
  key: 'deptPointClass', name: '部门点位分类', system: SYSTEM,
  endpoints: family(`${G}/deptPointClass`, 'saveOrUpdate', { upsert: { name: 'saveOrUpdateDeptPointClass' }, delete: { name: 'deleteDeptPointClass' }, export: { name: 'deptPointClassDownload' } }),
  sort: { field: 'stationId', dir: 'asc' }, labelField: 'stationId', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('companyId', '所属部门', platformLookups.company, { rules: { required: true }, filter: 'eq', important: true }),
    field.lookup('stationId', '站点', gfgjLookups.stationPoint, { rules: { required: true, unique: true }, filter: 'eq', onDelete: 'cascade' }),
    field.lookupMany('garbageClassIds', '收运品类', gfgjLookups.garbageClass, { rules: { required: true } }),
    field.integer('collectTimes', '每周收运次数', { unit: '次', rules: { required: true, min: 1, max: 21 }, defaultValue: 3 }),
    field.enum('status', '状态', 'gfgjEnable', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    remark(),
  ],
};

export const deptArea: ResourceDefinition = {
  key: 'deptArea', name: '部门区域', system: SYSTEM,
  endpoints: family(`${G}/deptArea`, 'addOrUpdate', {
    list: { name: 'getDeptAreaList' }, detail: { name: 'getDeptAreaInfo' }, upsert: { name: 'saveDeptAreaInfo' }, delete: { name: 'delDeptAreaInfo' },
  }),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '区域名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.lookup('companyId', '负责部门', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookup('regionId', '所属街道', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.lookup('leaderId', '区域负责人', platformLookups.staff, { rules: { required: true } }),
    field.point('center', '中心点', { rules: { required: true } }),
    field.polygon('boundary', '区域边界', { rules: { required: true } }),
    field.integer('households', '服务户数', { unit: '户', rules: { min: 0, max: 1_000_000 } }),
    remark(),
  ],
};

export const disposalSite: ResourceDefinition = {
  key: 'disposalSite', name: '处置场', system: SYSTEM,
  endpoints: family(`${G}/disposalSite`, 'addOrUpdate'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('处置场编号', 'CZ'),
    field.text('name', '处置场名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.enum('siteType', '处置场类型', 'gfgjSiteType', { rules: { required: true }, filter: 'eq' }),
    field.text('operatorName', '运营单位', { rules: { required: true, maxLength: 50 } }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.point('location', '位置', { rules: { required: true } }),
    field.number('dailyCapacity', '日处置能力', { unit: '吨', rules: { required: true, min: 1, max: 10_000, precision: 1 } }),
    field.text('contact', '联系人', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    field.text('permitNo', '经营许可证号', { rules: { required: true, maxLength: 30 }, show: ['form', 'detail'] }),
    field.enum('status', '状态', 'gfgjEnable', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    remark(),
  ],
};

export const disposalSiteSigning: ResourceDefinition = {
  key: 'disposalSiteSigning', name: '处置场签约', system: SYSTEM,
  endpoints: family(`${G}/disposalSiteSigning`, 'addOrUpdate'),
  sort: { field: 'startDate', dir: 'desc' }, labelField: 'contractNo', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('contractNo', '合同编号', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.lookup('disposalSiteId', '处置场', gfgjLookups.disposalSite, { rules: { required: true }, filter: 'eq' }),
    field.lookup('companyId', '签约单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookupMany('garbageClassIds', '处置品类', gfgjLookups.garbageClass, { rules: { required: true } }),
    field.number('unitPrice', '处置单价', { unit: '元/吨', rules: { required: true, min: 0, max: 10_000, precision: 2 } }),
    field.number('agreedTonnage', '约定年处置量', { unit: '吨', rules: { required: true, min: 1, max: 1_000_000, precision: 1 } }),
    field.date('startDate', '生效日期', { rules: { required: true }, filter: 'range' }),
    field.date('endDate', '到期日期', { rules: { required: true } }),
    field.enum('status', '签约状态', 'gfgjSigningStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'effective' }),
    remark(),
  ],
  recordRules: [{ kind: 'gte', field: 'endDate', other: 'startDate', message: '到期日期不能早于生效日期' }],
};

export const baseResources = [garbageClass, stationPoint, deptPointClass, deptArea, disposalSite, disposalSiteSigning];
