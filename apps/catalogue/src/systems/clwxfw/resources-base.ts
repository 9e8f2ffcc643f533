/** 维修与费用's master data: platform-account cars, departments and car assignment, pay ways, oils, stations, params. */
import { field, patterns } from '../../model/fields';
import { view, type ResourceDefinition } from '../../model/resource';
import { platformLookups, platformResource } from '../../platform';
import { family, lookups, money, SYSTEM } from './shared';

/** The platform's shared vehicles as 维修与费用 calls them (platformAccountCar). */
export const platformCar: ResourceDefinition = view(platformResource.vehicle, {
  key: 'platformCar', name: '平台账户车辆', system: SYSTEM,
  endpoints: family('platformAccountCar', 'pageList'), operations: ['create', 'edit', 'delete', 'export'],
});

/** Departments (车队, 班组) of the units, as a tree: the dept car tree hangs cars under them. */
export const department: ResourceDefinition = {
  key: 'department', name: '部门', system: SYSTEM, endpoints: family('department', 'page'),
  sort: { field: 'sortNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  tree: { parentField: 'parentId', call: 'tree' },
  fields: [
    field.text('name', '部门名称', { rules: { required: true, maxLength: 30 }, filter: 'like', important: true }),
    field.lookup('parentId', '上级部门', lookups.department, { filter: 'eq' }),
    field.lookup('companyId', '所属单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.text('leader', '负责人', { rules: { maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { ...patterns.phone } }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 9999 }, defaultValue: 0 }),
  ],
};

/** Which department a car belongs to and its grade (车辆等级): the grade and dept car trees read it. */
export const carAssign: ResourceDefinition = {
  key: 'carAssign', name: '车辆归属', system: SYSTEM, endpoints: family('carAssign', 'page'),
  sort: { field: 'carId', dir: 'asc' }, labelField: 'carId', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true, unique: true }, filter: 'eq', important: true, onDelete: 'cascade' }),
    field.lookup('deptId', '所属部门', lookups.department, { rules: { required: true }, filter: 'eq' }),
    field.enum('grade', '车辆等级', 'clwxfwCarGrade', { rules: { required: true }, filter: 'eq', defaultValue: 'B' }),
    field.number('monthQuota', '月度费用定额', { unit: '元', rules: { ...money } }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

export const payWay: ResourceDefinition = {
  key: 'payWay', name: '支付方式', system: SYSTEM, endpoints: family('payWay', 'page'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '编码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9_]+$', patternMessage: '编码只能包含大写字母、数字和下划线' }, filter: 'like' }),
    field.text('name', '支付方式', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

/** Oils sold at the stations (0# 柴油, 92# 汽油, LNG…) with their list price. */
export const refuelOil: ResourceDefinition = {
  key: 'refuelOil', name: '油品', system: SYSTEM, endpoints: family('refuelOil', 'page'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '油品名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.enum('kind', '油品类别', 'clwxfwOilKind', { rules: { required: true }, filter: 'eq' }),
    field.text('unit', '计量单位', { rules: { required: true, maxLength: 6 }, defaultValue: '升' }),
    field.number('listPrice', '挂牌价', { unit: '元', rules: { required: true, min: 0.01, max: 100, precision: 2 } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

export const station: ResourceDefinition = {
  key: 'station', name: '加油站点', system: SYSTEM, endpoints: family('station', 'page'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('name', '站点名称', { rules: { required: true, maxLength: 40, unique: true }, filter: 'like', important: true }),
    field.enum('stationType', '站点类型', 'clwxfwStationType', { rules: { required: true }, filter: 'eq', defaultValue: 'gas' }),
    field.text('address', '地址', { rules: { required: true, maxLength: 100 } }),
    field.coordinates('location', '经纬度', { rules: { required: true }, show: ['form', 'detail'] }),
    field.text('contact', '联系人', { rules: { maxLength: 20 } }),
    field.phone('phone', '联系电话', { rules: { ...patterns.phone } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

/** A station's agreed price of one oil from a date (协议价), used to check refuels. */
export const stationParam: ResourceDefinition = {
  key: 'stationParam', name: '站点参数', system: SYSTEM, endpoints: family('stationParam', 'page'),
  sort: { field: 'effectiveDate', dir: 'desc' }, labelField: 'stationId', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('stationId', '站点', lookups.station, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.lookup('oilId', '油品', lookups.refuelOil, { rules: { required: true }, filter: 'eq' }),
    field.number('agreedPrice', '协议单价', { unit: '元/升', rules: { required: true, min: 0.01, max: 100, precision: 2 } }),
    field.number('discountRate', '折扣率', { unit: '%', rules: { min: 0, max: 100, precision: 1 } }),
    field.number('dailyLimit', '单车日限量', { unit: '升', rules: { min: 1, max: 2000, precision: 0 } }),
    field.date('effectiveDate', '生效日期', { rules: { required: true, minDate: '2015-01-01', maxDaysAhead: 366 }, filter: 'range' }),
  ],
};

/** Parameters of the system (warning thresholds, settlement day…): code, name, value. */
export const param: ResourceDefinition = {
  key: 'param', name: '系统参数', system: SYSTEM, endpoints: family('param', 'page'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '参数编码', { rules: { required: true, maxLength: 40, unique: true, pattern: '^[A-Za-z][A-Za-z0-9_]*$', patternMessage: '参数编码以字母开头，只能包含字母、数字和下划线' }, filter: 'like' }),
    field.text('name', '参数名称', { rules: { required: true, maxLength: 40 }, filter: 'like' }),
    field.text('value', '参数值', { rules: { required: true, maxLength: 100 } }),
    field.text('unit', '单位', { rules: { maxLength: 10 } }),
    field.textarea('remark', '说明', { rules: { maxLength: 200 } }),
  ],
};
