/** 养护管理: group areas (polygons on the map), trees (points with species), curing types and history. */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { common, lookups, SYSTEM, ylyhFamily } from './shared';

/** 养护片区 (groupareamanage): a green space drawn as a polygon, its unit, manager and level. */
export const groupAreaManage: ResourceDefinition = {
  key: 'groupAreaManage', name: '养护片区', system: SYSTEM, endpoints: ylyhFamily('groupareamanage'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '片区编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '片区编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '片区名称', { rules: { required: true, maxLength: 50, unique: true }, filter: 'like', important: true }),
    field.lookup('regionId', '所在街道', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.lookup('companyId', '养护单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookup('managerId', '片区负责人', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
    field.enum('careLevel', '养护等级', 'careLevel', { rules: { required: true }, filter: 'eq', defaultValue: 'second' }),
    field.number('greenArea', '绿地面积', { unit: '平方米', rules: { required: true, min: 1, max: 10_000_000, precision: 1 } }),
    field.polygon('boundary', '片区范围', { rules: { required: true } }),
    field.enum('status', '状态', 'ylyhStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    common.remark(),
    common.createTime(),
  ],
};

/** 树木 (tree): one registered tree — its species, place on the map, size, grade and vigour. */
export const tree: ResourceDefinition = {
  key: 'tree', name: '树木', system: SYSTEM, endpoints: ylyhFamily('tree'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'code', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '树木编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '树木编号只能包含大写字母、数字和“-”' }, filter: 'like', important: true }),
    field.lookup('typeId', '树种', lookups.type, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('groupAreaId', '养护片区', lookups.groupArea, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('treeLevel', '树木等级', 'treeLevel', { rules: { required: true }, filter: 'eq', defaultValue: 'street' }),
    field.point('position', '位置', { rules: { required: true } }),
    field.text('address', '所在位置', { rules: { required: true, maxLength: 100 }, filter: 'like' }),
    field.number('dbh', '胸径', { unit: '厘米', rules: { required: true, min: 1, max: 1000, precision: 1 } }),
    field.number('height', '树高', { unit: '米', rules: { required: true, min: 0.5, max: 80, precision: 1 } }),
    field.number('crownWidth', '冠幅', { unit: '米', rules: { min: 0.5, max: 60, precision: 1 } }),
    field.integer('treeAge', '树龄', { unit: '年', rules: { min: 1, max: 5000 } }),
    field.date('plantDate', '登记日期', { rules: { minDate: '1950-01-01', maxDaysAhead: 0 } }),
    field.enum('health', '长势', 'treeHealth', { rules: { required: true }, filter: 'eq', defaultValue: 'good' }),
    field.images('images', '树木照片', { maxFiles: 6, show: ['form', 'detail'] }),
    common.remark(),
  ],
};

/** 养护类型 (treecuringtype): a kind of care with its cycle and standard. */
export const treeCuringType: ResourceDefinition = {
  key: 'treeCuringType', name: '养护类型', system: SYSTEM, endpoints: ylyhFamily('treecuringtype'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '类型编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '类型编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '类型名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.enum('category', '养护类别', 'curingCategory', { rules: { required: true }, filter: 'eq' }),
    field.integer('cycleDays', '养护周期', { unit: '天', rules: { required: true, min: 1, max: 730 } }),
    field.textarea('standard', '作业标准', { rules: { required: true, maxLength: 300 }, show: ['form', 'detail'] }),
    field.enum('status', '状态', 'ylyhStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

/** 养护记录 (treecuringhistory): one care of one tree. */
export const treeCuringHistory: ResourceDefinition = {
  key: 'treeCuringHistory', name: '养护记录', system: SYSTEM, endpoints: ylyhFamily('treecuringhistory'),
  sort: { field: 'curingDate', dir: 'desc' }, labelField: 'curingDate', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('treeId', '树木', lookups.tree, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    field.lookup('curingTypeId', '养护类型', lookups.curingType, { rules: { required: true }, filter: 'eq' }),
    field.date('curingDate', '养护日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.lookup('staffId', '养护人', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
    field.number('workHours', '工时', { unit: '小时', rules: { min: 0.5, max: 24, precision: 1 } }),
    field.number('cost', '费用', { unit: '元', rules: { min: 0, max: 1_000_000, precision: 2 } }),
    field.textarea('content', '养护内容', { rules: { required: true, maxLength: 300 } }),
    field.enum('healthAfter', '养护后长势', 'treeHealth', { filter: 'eq' }),
    field.images('images', '现场照片', { maxFiles: 9, show: ['form', 'detail'] }),
    common.createTime(),
  ],
};
