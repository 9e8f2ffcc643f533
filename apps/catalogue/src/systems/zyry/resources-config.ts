/**
 * 作业配置: where field workers work and what they serve. A job area (作业区域) is a polygon of
 * the city with its grade, department, leader, work periods and headcount norm; its job elements
 * (作业要素) are the roads, toilets, collection points and bins inside it (a collection point is
 * the platform's facility); a post (岗位) is a duty at an area with the people assigned to it —
 * a person's area and work periods are those of their post.
 */
import { commonFields } from '../../model/common-fields';
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { family, SYSTEM, V2, zyryLookups } from './shared';

const code = (label: string) =>
  field.text('code', label, { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: `${label}只能包含大写字母、数字和“-”` }, filter: 'like', important: true });
const time = (key: string, label: string, required = false) => field.time(key, label, { rules: { required, ...patterns.hhmm }, show: ['column', 'form', 'detail'] });

export const jobArea: ResourceDefinition = {
  key: 'jobArea', name: '作业区域', system: SYSTEM, endpoints: family(`${V2}/jobArea`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('区域编号'),
    field.text('name', '区域名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.enum('grade', '作业等级', 'zyryAreaGrade', { rules: { required: true }, filter: 'eq', defaultValue: 'second' }),
    field.lookup('deptId', '所属部门', platformLookups.department, { rules: { required: true }, filter: 'eq' }),
    field.lookup('leaderId', '区域负责人', platformLookups.staff, { filter: 'eq' }),
    field.lookup('regionId', '所属街道', platformLookups.region, { filter: 'eq', show: ['form', 'detail'] }),
    field.polygon('boundary', '区域范围', { rules: { required: true }, show: ['form', 'detail'] }),
    time('shift1Start', '上午上岗', true),
    time('shift1End', '上午下岗', true),
    time('shift2Start', '下午上岗'),
    time('shift2End', '下午下岗'),
    field.integer('headcount', '定员', { unit: '人', rules: { required: true, min: 1, max: 200 }, defaultValue: 2 }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    commonFields.remark(),
    commonFields.createTime(),
  ],
  recordRules: [
    { kind: 'gte', field: 'shift1End', other: 'shift1Start', message: '上午下岗时间不能早于上岗时间' },
    { kind: 'gte', field: 'shift2Start', other: 'shift1End', message: '下午上岗时间不能早于上午下岗时间' },
    { kind: 'gte', field: 'shift2End', other: 'shift2Start', message: '下午下岗时间不能早于上岗时间' },
  ],
  related: [{ resource: 'jobElement', field: 'areaId', title: '区域内作业要素' }, { resource: 'post', field: 'areaId', title: '区域岗位' }],
};

export const jobElement: ResourceDefinition = {
  key: 'jobElement', name: '作业要素', system: SYSTEM, endpoints: family(`${V2}/jobElement`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('要素编号'),
    field.text('name', '要素名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.enum('elementType', '要素类型', 'zyryElementType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('areaId', '作业区域', zyryLookups.jobArea, { rules: { required: true }, filter: 'eq' }),
    field.lookup('facilityId', '关联设施', platformLookups.facility, { filter: 'eq', show: ['form', 'detail'] }),
    field.point('location', '位置', { show: ['form', 'detail'] }),
    field.polyline('path', '道路走向', { show: ['column', 'form', 'detail'] }),
    field.integer('frequency', '作业频次', { unit: '次/日', rules: { required: true, min: 1, max: 24 }, defaultValue: 2 }),
    field.lookup('staffId', '责任人', platformLookups.staff, { filter: 'eq' }),
    field.textarea('standard', '作业标准', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    commonFields.createTime(),
  ],
  recordRules: [
    { kind: 'requiredWhen', field: 'path', when: 'elementType', values: ['road'], message: '道路要素请在地图上画出道路走向' },
    { kind: 'requiredWhen', field: 'location', when: 'elementType', values: ['toilet', 'collectionPoint', 'bin', 'square', 'other'], message: '请在地图上选取要素位置' },
  ],
};

export const post: ResourceDefinition = {
  key: 'post', name: '岗位', system: SYSTEM, endpoints: family(`${V2}/post`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('岗位编号'),
    field.text('name', '岗位名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.enum('postType', '岗位类型', 'zyryPostType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('deptId', '所属部门', platformLookups.department, { rules: { required: true }, filter: 'eq' }),
    field.lookup('areaId', '作业区域', zyryLookups.jobArea, { rules: { required: true }, filter: 'eq' }),
    field.lookupMany('staffIds', '在岗人员', platformLookups.staff, { filter: 'eq' }),
    field.integer('headcount', '定员', { unit: '人', rules: { required: true, min: 1, max: 50 }, defaultValue: 2 }),
    field.number('wage', '岗位工资', { unit: '元/月', rules: { min: 0, max: 100_000, precision: 2 } }),
    field.textarea('duties', '岗位职责', { rules: { required: true, maxLength: 500 }, show: ['form', 'detail'] }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    commonFields.createTime(),
  ],
};
