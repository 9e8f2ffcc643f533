/**
 * 道路保洁 resources: work types and their working speeds, cleaning standards, shifts, lines,
 * roads drawn as polylines, pointers on the roads, vehicle-line schedules and vehicle expenses.
 * Vehicles are the tenant's shared vehicles; the 保洁单位 of a line is a shared unit.
 */
import { platformLookups } from '../../platform';
import { field, patterns } from '../../model/fields';
import { view, type ResourceDefinition } from '../../model/resource';
import { common, family, lookups, NEW, OLD, SYSTEM } from './shared';

/** 作业类型: 机扫、洒水、冲洗、人工普扫… */
export const workType: ResourceDefinition = {
  key: 'workType', name: '作业类型', system: SYSTEM, endpoints: family(`${NEW}/workType`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '类型编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类型编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '类型名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.enum('category', '作业方式', 'workCategory', { rules: { required: true }, filter: 'eq' }),
    field.number('widthM', '作业宽度', { unit: '米', rules: { required: true, min: 0.5, max: 20, precision: 1 } }),
    common.status(),
    common.remark(),
  ],
};

/** 速度配置: the working speed band of a work type; a pass counts only inside it. */
export const speedConfig: ResourceDefinition = {
  key: 'speedConfig', name: '速度配置', system: SYSTEM, endpoints: family(`${NEW}/speedconfig`),
  sort: { field: 'workTypeId', dir: 'asc' }, labelField: 'workTypeId', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('workTypeId', '作业类型', lookups.workType, { rules: { required: true, unique: true }, filter: 'eq', onDelete: 'cascade' }),
    field.number('minSpeed', '最低作业速度', { unit: 'km/h', rules: { required: true, min: 0, max: 60, precision: 1 } }),
    field.number('maxSpeed', '最高作业速度', { unit: 'km/h', rules: { required: true, min: 1, max: 80, precision: 1 } }),
    field.number('alarmSpeed', '超速报警速度', { unit: 'km/h', rules: { required: true, min: 1, max: 120, precision: 1 } }),
    common.status(),
    common.remark(),
  ],
  recordRules: [
    { kind: 'gte', field: 'maxSpeed', other: 'minSpeed', message: '最高作业速度不能低于最低作业速度' },
    { kind: 'gte', field: 'alarmSpeed', other: 'maxSpeed', message: '超速报警速度不能低于最高作业速度' },
  ],
};

/** 保洁标准: how often a road is swept, the buffer a pass must keep to, the coverage that counts as done. */
export const roadStandard: ResourceDefinition = {
  key: 'roadStandard', name: '保洁标准', system: SYSTEM, endpoints: family(`${NEW}/roadStandard`),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '标准名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.enum('level', '保洁等级', 'standardLevel', { rules: { required: true }, filter: 'eq' }),
    field.integer('sweepTimes', '每日作业遍数', { unit: '遍', rules: { required: true, min: 1, max: 10 } }),
    field.number('bufferM', '道路缓冲区', { unit: '米', rules: { required: true, min: 3, max: 50, precision: 1 } }),
    field.number('targetRate', '达标覆盖率', { unit: '%', rules: { required: true, min: 10, max: 100, precision: 0 } }),
    field.number('dustLimit', '尘土残存限值', { unit: 'g/㎡', rules: { min: 0, max: 100, precision: 1 } }),
    common.remark(),
  ],
};

/** 班次: a working window; an end before the start runs past midnight (夜班). */
export const shift: ResourceDefinition = {
  key: 'shift', name: '班次', system: SYSTEM,
  endpoints: family(`${OLD}/shift`, { shape: 'saveOrUpdate', overrides: { upsert: { name: 'saveShiftInfo' }, delete: { name: 'delShiftInfo' } } }),
  sort: { field: 'startTime', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '班次名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.time('startTime', '开始时间', { rules: { required: true, ...patterns.hhmm } }),
    field.time('endTime', '结束时间', { rules: { required: true, ...patterns.hhmm } }),
    common.status(),
    common.remark(),
  ],
};

/** 作业线路: roads swept together by one work type for one unit. */
export const line: ResourceDefinition = {
  key: 'line', name: '作业线路', system: SYSTEM,
  endpoints: family(`${OLD}/line`, { shape: 'saveOrUpdate', overrides: { upsert: { name: 'saveLineInfo' }, delete: { name: 'delLineInfo' } } }),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '线路编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '线路编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '线路名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.lookup('companyId', '保洁单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookup('workTypeId', '作业类型', lookups.workType, { rules: { required: true }, filter: 'eq' }),
    field.text('leader', '线路负责人', { rules: { maxLength: 20 } }),
    common.status(),
    common.remark(),
  ],
};

const roadFields = [
  field.text('code', '道路编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '道路编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
  field.text('name', '道路名称', { rules: { required: true, maxLength: 40 }, filter: 'like', important: true }),
  field.enum('roadLevel', '道路等级', 'roadLevel', { rules: { required: true }, filter: 'eq' }),
  field.lookup('lineId', '作业线路', lookups.line, { rules: { required: true }, filter: 'eq' }),
  field.lookup('standardId', '保洁标准', lookups.standard, { rules: { required: true }, filter: 'eq' }),
  field.lookup('companyId', '保洁单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
  field.number('widthM', '道路宽度', { unit: '米', rules: { required: true, min: 2, max: 120, precision: 1 } }),
  field.polyline('path', '道路走向', { rules: { required: true }, show: ['column', 'form', 'detail'] }),
  common.status(),
  common.remark(),
];

/** 道路: pageList / save / update / delete, getRoadList (options). */
export const road: ResourceDefinition = {
  key: 'road', name: '道路', system: SYSTEM,
  endpoints: family(`${OLD}/road`, { overrides: { options: { name: 'getRoadList' } } }),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: roadFields,
};

/** The same roads at the family's saveRoadInfo / delRoadInfo (one call saves new and changed roads). */
export const roadInfo: ResourceDefinition = view(road, {
  key: 'roadInfo', system: SYSTEM,
  endpoints: family(`${NEW}/road`, { shape: 'saveOrUpdate', overrides: { upsert: { name: `${OLD}/road/saveRoadInfo` }, delete: { name: `${OLD}/road/delRoadInfo` } } }),
  operations: ['create', 'edit', 'delete'],
});

/** 作业点位: check points along the roads (start, middle, end); syncPointer re-reads them from the roads. */
export const pointer: ResourceDefinition = {
  key: 'pointer', name: '作业点位', system: SYSTEM, endpoints: family(`${OLD}/pointer`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [],
  fields: [
    field.text('code', '点位编号', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.text('name', '点位名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.lookup('roadId', '所属道路', lookups.road, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.enum('pointerType', '点位类型', 'pointerType', { rules: { required: true }, filter: 'eq' }),
    field.point('location', '位置', { rules: { required: true } }),
    field.datetime('syncTime', '同步时间', { readonly: true }),
  ],
  actions: [{ key: 'syncPointer', label: '同步点位', call: 'syncPointer', kind: 'touch', touch: 'syncTime', scope: 'all', confirm: '确定将全部点位与定位平台同步吗？' }],
};

/** 车辆线路排班: which vehicle sweeps which line in which shift on which weekdays. */
export const carLine: ResourceDefinition = {
  key: 'carLine', name: '车辆排班', system: SYSTEM, endpoints: family(`${NEW}/carLine`),
  sort: { field: 'lineId', dir: 'asc' }, labelField: 'carId', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('carId', '作业车辆', platformLookups.vehicle, { rules: { required: true }, filter: 'eq', important: true }),
    field.lookup('lineId', '作业线路', lookups.line, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.lookup('shiftId', '班次', lookups.shift, { rules: { required: true }, filter: 'eq' }),
    field.multiEnum('weekdays', '作业日', 'weekday', { rules: { required: true } }),
    field.date('validFrom', '生效日期', { rules: { required: true } }),
    common.status(),
    common.remark(),
  ],
};

/** 车辆费用: queryList / save / update / delete (getCarList answers the vehicles with their totals). */
export const carExpense: ResourceDefinition = {
  key: 'carExpense', name: '车辆费用', system: SYSTEM, endpoints: family(`${OLD}/carExp`, { overrides: { list: { name: 'queryList' } } }),
  sort: { field: 'expenseDate', dir: 'desc' }, labelField: 'expenseNo', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('expenseNo', '费用单号', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true }, filter: 'eq', important: true }),
    field.enum('expenseType', '费用类型', 'expenseType', { rules: { required: true }, filter: 'eq' }),
    field.number('amount', '金额', { unit: '元', rules: { required: true, min: 0.01, max: 1_000_000, precision: 2 } }),
    field.date('expenseDate', '发生日期', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range' }),
    field.text('handler', '经办人', { rules: { required: true, maxLength: 20 } }),
    common.remark(),
    common.createTime(),
  ],
};
