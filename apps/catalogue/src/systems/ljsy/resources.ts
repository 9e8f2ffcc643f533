/**
 * 收运一张图's own records: the department tree, each department's area (a polygon on the map)
 * and which department and area each vehicle of the shared master data serves.
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { ljsyFamily, ljsyLookups, SYSTEM } from './shared';

/** Departments as a tree (环卫局 › 环卫所 › 收运队 › 班组): the spec's dept tree is the family's tree call. */
export const dept: ResourceDefinition = {
  key: 'dept', name: '部门', system: SYSTEM, endpoints: ljsyFamily('dept'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  tree: { parentField: 'parentId', call: 'tree' },
  fields: [
    field.text('code', '部门编码', { rules: { required: true, maxLength: 12, unique: true, pattern: '^[A-Z0-9]{2,12}$', patternMessage: '部门编码为 2–12 位大写字母或数字' }, filter: 'like' }),
    field.text('name', '部门名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.enum('kind', '部门类型', 'deptKind', { rules: { required: true }, filter: 'eq' }),
    field.lookup('parentId', '上级部门', ljsyLookups.dept, { filter: 'eq' }),
    field.lookup('companyId', '所属单位', ljsyLookups.company, { filter: 'eq' }),
    field.lookup('leaderId', '负责人', ljsyLookups.staff),
    field.phone('phone', '联系电话', { rules: { ...patterns.phone } }),
    field.integer('sort', '排序', { rules: { min: 0, max: 9999 }, defaultValue: 0, show: ['form', 'detail'] }),
  ],
};

/** A department's area of responsibility: its boundary drawn on the map, its grade and person in charge. */
export const deptArea: ResourceDefinition = {
  key: 'deptArea', name: '部门区域', system: SYSTEM, endpoints: ljsyFamily('deptArea'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '区域编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '区域编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '区域名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.lookup('deptId', '责任部门', ljsyLookups.dept, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('regionId', '所在区划', ljsyLookups.region, { filter: 'eq' }),
    field.enum('grade', '区域等级', 'areaGrade', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    field.polygon('boundary', '区域边界', { rules: { required: true }, show: ['form', 'detail'] }),
    field.number('areaKm2', '面积', { unit: '平方公里', rules: { min: 0, max: 5000, precision: 2 } }),
    field.lookup('staffId', '区域责任人', ljsyLookups.staff, { filter: 'eq' }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

/** Which department and area a vehicle serves: the one-map groups and filters cars by it. */
export const carArea: ResourceDefinition = {
  key: 'carArea', name: '车辆作业区域', system: SYSTEM, endpoints: ljsyFamily('carArea'),
  sort: { field: 'carId', dir: 'asc' }, labelField: 'carId', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('carId', '车辆', ljsyLookups.car, { rules: { required: true, unique: true }, filter: 'eq', onDelete: 'cascade' }),
    field.lookup('deptId', '所属部门', ljsyLookups.dept, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('areaId', '作业区域', ljsyLookups.deptArea, { rules: { required: true }, filter: 'eq', cascade: { parent: 'deptId', via: 'deptId' } }),
    field.enum('shift', '班次', 'shiftKind', { rules: { required: true }, filter: 'eq', defaultValue: 'day' }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};
