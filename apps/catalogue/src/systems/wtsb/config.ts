/**
 * 问题上报 配置 (spec §7 wtsb): common types, common persons and useful expressions (load,
 * addUpdate, delete), dept areas (page, list, save, delete, near list) and the dept type tree.
 */
import { field } from '../../model/fields';
import type { EnumDefinition } from '../../model/fields';
import type { ReportDefinition } from '../../model/reports';
import type { ResourceDefinition } from '../../model/resource';
import { SYSTEM, wtsbFamily, wtsbLookups } from './problem-shared';

/** load / addUpdate / delete (the family's "common" calls). */
const common = (name: string) => wtsbFamily(name, { shape: 'addOrUpdate', overrides: { list: { name: 'load' }, upsert: { name: 'addUpdate' } } });
const sortField = () => field.integer('sort', '排序', { rules: { min: 0, max: 9999 }, defaultValue: 0 });

export const configEnums: readonly EnumDefinition[] = [
  {
    code: 'expressionScene', label: '使用环节',
    options: [
      { value: 'dispatch', label: '派遣', status: 'info' }, { value: 'handle', label: '处置反馈', status: 'success' },
      { value: 'refuse', label: '退回', status: 'warning' }, { value: 'review', label: '核查', status: 'default' },
    ],
  },
  { code: 'areaShape', label: '区域形状', options: [{ value: 'circle', label: '圆形' }, { value: 'grid', label: '网格' }] },
];

export const commonType: ResourceDefinition = {
  key: 'commonType', name: '常用类型', system: SYSTEM, endpoints: common('commonType'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'typeId', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('typeId', '问题类型', wtsbLookups.problemType, { rules: { required: true, unique: true }, filter: 'eq' }),
    field.text('alias', '显示名称', { rules: { maxLength: 20 } }),
    sortField(),
  ],
};

export const commonPerson: ResourceDefinition = {
  key: 'commonPerson', name: '常用人员', system: SYSTEM, endpoints: common('commonPerson'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'memberId', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('deptId', '所属部门', wtsbLookups.dept, { rules: { required: true }, filter: 'eq' }),
    // Cascading: only persons of the chosen department (the server refuses others).
    field.lookup('memberId', '人员', wtsbLookups.member, { rules: { required: true, unique: true }, cascade: { parent: 'deptId', via: 'deptId' } }),
    field.multiEnum('scenes', '常用环节', 'expressionScene', { filter: 'eq' }),
    sortField(),
  ],
};

export const usefulExpression: ResourceDefinition = {
  key: 'usefulExpression', name: '常用语', system: SYSTEM, endpoints: common('usefulExpression'),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'content', operations: ['create', 'edit', 'delete'],
  fields: [
    field.textarea('content', '内容', { rules: { required: true, maxLength: 200 }, filter: 'like', show: ['column', 'form', 'detail'] }),
    field.enum('scene', '使用环节', 'expressionScene', { rules: { required: true }, filter: 'eq', defaultValue: 'handle' }),
    sortField(),
  ],
};

/** A department's area of responsibility: a centre and radius (or a drawn boundary), the regions it covers, its duty hours. */
export const deptArea: ResourceDefinition = {
  key: 'deptArea', name: '部门区域', system: SYSTEM,
  endpoints: wtsbFamily('deptArea', { shape: 'saveOrUpdate', overrides: { list: { name: 'page' }, upsert: { name: 'save' } } }),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export', 'import'],
  fields: [
    field.text('name', '区域名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.lookup('deptId', '责任部门', wtsbLookups.dept, { rules: { required: true }, filter: 'eq' }),
    field.lookupMany('regionIds', '覆盖区划', wtsbLookups.region, { rules: { max: 50 }, filter: 'eq' }),
    field.point('center', '中心点', { rules: { required: true } }),
    field.polygon('boundary', '边界', { show: ['form', 'detail'] }),
    field.integer('radius', '半径', { unit: '米', rules: { required: true, min: 50, max: 20000 }, filter: 'range' }),
    field.time('dutyStart', '值守开始', { rules: { required: true }, defaultValue: '08:00' }),
    field.time('dutyEnd', '值守结束', { rules: { required: true }, defaultValue: '18:00' }),
    field.enum('shape', '区域形状', 'areaShape', { rules: { required: true }, defaultValue: 'circle', show: ['form', 'detail'] }),
  ],
};

/** Department types as a tree (城管 → 街道 → 社区…): list and tree calls. */
export const deptType: ResourceDefinition = {
  key: 'deptType', name: '部门类型', system: SYSTEM, endpoints: wtsbFamily('deptType'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  // A tree of any depth (环卫局 › 环卫所 › 作业班组): spec's deptType tree call is the engine's.
  tree: { parentField: 'parentId', call: 'tree' },
  fields: [
    field.text('code', '类型编码', { rules: { required: true, maxLength: 12, unique: true, pattern: '^[A-Z0-9]{2,12}$', patternMessage: '类型编码为 2–12 位大写字母或数字' }, filter: 'like' }),
    field.text('name', '类型名称', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.lookup('parentId', '上级类型', { resource: 'deptType', labelField: 'name' }, { filter: 'eq' }),
    field.lookupMany('deptIds', '包含部门', wtsbLookups.dept, { rules: { max: 100 } }),
    sortField(),
  ],
};

const B = '/cloud/wtsb';
export const configReports: readonly ReportDefinition[] = [
  { key: 'deptAreaList', title: '部门区域', kind: 'records', call: `${B}/deptArea/list`, method: 'POST', source: 'deptArea', filters: ['deptId'], fields: ['name', 'deptId', 'center', 'radius', 'dutyStart', 'dutyEnd'], orderBy: { key: 'name', dir: 'asc' }, limit: 500 },
  {
    key: 'deptAreaNear', title: '附近部门区域', kind: 'custom', call: `${B}/deptArea/nearList`, method: 'POST', handler: 'deptAreaNear',
    columns: [{ key: 'name', label: '区域名称' }, { key: 'deptLabel', label: '责任部门' }, { key: 'center', label: '中心点' }, { key: 'radius', label: '半径(米)' }, { key: 'distance', label: '距离(米)' }, { key: 'inside', label: '是否在区域内' }],
  },
  { key: 'deptTypeList', title: '部门类型', kind: 'records', call: `${B}/deptType/list`, method: 'POST', source: 'deptType', fields: ['code', 'name', 'parentId', 'sort'], orderBy: { key: 'code', dir: 'asc' }, limit: 500 },
];
