/**
 * 督查 (zhj, spec §7 "Problem reporting and supervision"): the check groups and subjects (考核对象)
 * of 数字城管 supervision, column management, the field configuration (a settings page) and the
 * garbage-type reports over 垃圾收运's weighings (month matrices). Menu: wtsb's 督查配置 group.
 */
import { field } from '../../model/fields';
import type { EnumDefinition } from '../../model/fields';
import type { Condition, Measure, ReportDefinition } from '../../model/reports';
import type { ResourceDefinition } from '../../model/resource';
import type { EndpointFamily } from '../../model/endpoints';
import { SYSTEM, wtsbLookups } from './problem-shared';

const Z = '/cloud/zhj';
const zhj = (base: string, extra: Partial<EndpointFamily> = {}): EndpointFamily => ({ base: `${Z}/${base}`, shape: 'pageList', pack: 'identity', entity: 'json', ...extra });

export const zhjEnums: readonly EnumDefinition[] = [
  { code: 'subjectType', label: '考核对象类型', options: [{ value: 'street', label: '街道' }, { value: 'community', label: '社区' }, { value: 'company', label: '作业单位' }, { value: 'dept', label: '职能部门' }] },
  {
    code: 'problemFieldKey', label: '问题字段',
    options: [
      { value: 'title', label: '标题' }, { value: 'description', label: '问题描述' }, { value: 'typeId', label: '问题类型' }, { value: 'source', label: '来源' },
      { value: 'urgency', label: '紧急程度' }, { value: 'regionId', label: '所属区域' }, { value: 'address', label: '地址' }, { value: 'location', label: '位置' }, { value: 'images', label: '问题图片' },
    ],
  },
];

export const checkGroup: ResourceDefinition = {
  key: 'checkGroup', name: '检查组', system: SYSTEM,
  endpoints: zhj('subjectManage', { overrides: { list: { name: 'loadCheckGroupList' }, create: { name: 'saveCheckGroup' }, update: { name: 'updateCheckGroup' }, delete: { name: 'deleteCheckGroup' }, detail: { name: 'getCheckGroup' }, options: { name: 'checkGroupOptions' } } }),
  historyCall: 'checkGroupHistory',
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '检查组名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.text('leader', '组长', { rules: { required: true, maxLength: 20 } }),
    field.phone('phone', '联系电话'),
    field.lookupMany('regionIds', '负责区域', wtsbLookups.region, { rules: { required: true, max: 50 }, filter: 'eq' }),
    field.time('checkTime', '例行检查时间', { defaultValue: '09:00' }),
    field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};

export const subject: ResourceDefinition = {
  key: 'subject', name: '考核对象', system: SYSTEM,
  endpoints: zhj('subjectManage', { overrides: { list: { name: 'loadSubjectList' }, create: { name: 'saveSubject' }, update: { name: 'updateSubject' }, delete: { name: 'deleteSubject' }, detail: { name: 'getSubject' }, options: { name: 'subjectOptions' } } }),
  historyCall: 'subjectHistory',
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '考核对象', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    field.enum('subjectType', '对象类型', 'subjectType', { rules: { required: true }, filter: 'eq', defaultValue: 'street' }),
    field.lookup('checkGroupId', '检查组', { resource: 'checkGroup', labelField: 'name' }, { rules: { required: true }, filter: 'eq' }),
    field.lookup('regionId', '所属区划', wtsbLookups.region, { filter: 'eq' }),
    field.lookup('deptId', '对应部门', wtsbLookups.dept, { filter: 'eq' }),
    field.number('weight', '考核权重', { rules: { min: 0, max: 100, precision: 1 }, defaultValue: 100, filter: 'range' }),
  ],
};

/** 栏目: create / delete / pageList / getList / update. */
export const column: ResourceDefinition = {
  key: 'column', name: '栏目', system: SYSTEM, endpoints: zhj('column', { shape: 'create' }),
  sort: { field: 'sort', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '栏目名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like' }),
    field.text('code', '栏目编码', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[a-zA-Z][a-zA-Z0-9_]{1,19}$', patternMessage: '栏目编码以字母开头，2–20 位字母、数字或下划线' } }),
    field.lookupMany('typeIds', '包含问题类型', wtsbLookups.problemType, { rules: { max: 100 }, filter: 'eq' }),
    field.integer('sort', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
    field.boolean('visible', '显示', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};

/** 字段配置: the tenant's problem form settings (list + saveOrUpdate, both POST). */
export const fieldConfig: ResourceDefinition = {
  key: 'fieldConfig', name: '字段配置', system: SYSTEM, endpoints: zhj('fieldConfig'),
  singleton: { get: 'list', getMethod: 'POST', save: 'saveOrUpdate' },
  sort: { field: 'defaultHandleHours', dir: 'asc' }, labelField: 'defaultHandleHours', operations: ['edit'],
  fields: [
    field.multiEnum('requiredFields', '必填字段', 'problemFieldKey', { rules: { required: true }, defaultValue: 'title,typeId,address' }),
    field.multiEnum('listFields', '列表显示字段', 'problemFieldKey', { defaultValue: 'title,typeId,source,address' }),
    field.boolean('requireImages', '上报须带图片', { rules: { required: true }, defaultValue: true }),
    field.boolean('requireLocation', '上报须带位置', { rules: { required: true }, defaultValue: true }),
    field.boolean('autoDispatch', '按默认处理人自动派遣', { rules: { required: true }, defaultValue: false }),
    field.integer('defaultHandleHours', '默认处置时限', { unit: '工作小时', rules: { required: true, min: 1, max: 720 }, defaultValue: 24 }),
    field.integer('reviewDays', '核查期限', { unit: '天', rules: { required: true, min: 1, max: 30 }, defaultValue: 3 }),
    field.time('workStart', '上班时间', { rules: { required: true }, defaultValue: '08:30' }),
    field.time('workEnd', '下班时间', { rules: { required: true }, defaultValue: '17:30' }),
  ],
};

// Over 垃圾收运's weighing records (kg stored, 吨 shown), void weighings left out.
const notVoid: Condition[] = [{ field: 'status', op: 'ne', value: 'void' }];
const netT: Measure = { key: 'netWeight', label: '净重', agg: 'sum', field: 'netWeight', unit: '吨', scale: 0.001, digits: 2 };

export const zhjReports: readonly ReportDefinition[] = [
  { key: 'allCheckGroups', title: '全部检查组', kind: 'records', call: `${Z}/subjectManage/loadAllCheckGroupList`, method: 'POST', source: 'checkGroup', fields: ['name', 'leader', 'phone', 'regionIds', 'enabled'], orderBy: { key: 'name', dir: 'asc' }, limit: 500 },
  { key: 'allSubjects', title: '全部考核对象', kind: 'records', call: `${Z}/subjectManage/loadAllSubjectList`, method: 'POST', source: 'subject', filters: ['checkGroupId', 'subjectType'], fields: ['name', 'subjectType', 'checkGroupId', 'regionId', 'deptId', 'weight'], orderBy: { key: 'name', dir: 'asc' }, limit: 1000 },
  { key: 'allAreas', title: '全部区域', kind: 'custom', call: `${Z}/subjectManage/loadAllAreas`, method: 'POST', handler: 'allAreas', columns: [{ key: 'name', label: '区划名称' }, { key: 'code', label: '区划代码' }, { key: 'levelLabel', label: '级别' }, { key: 'parentLabel', label: '上级区划' }, { key: 'subjects', label: '考核对象数' }] },
  {
    key: 'facTransedGarNum', title: '设施转运量', kind: 'custom', call: `${Z}/facTransedGarNum`, method: 'POST', handler: 'facTransedGarNum',
    columns: [{ key: 'stationLabel', label: '称重站点' }, { key: 'garbageTypeLabel', label: '垃圾类型' }, { key: 'trips', label: '车次' }, { key: 'netWeight', label: '净重(吨)' }],
  },
  {
    key: 'garTypeDailyReport', title: '垃圾类型日报', kind: 'aggregate', call: `${Z}/garTypeDailyReport`, method: 'POST', source: 'carWeightOperate', where: notVoid, filters: ['station'],
    matrix: { system: 'ljszy', row: 'garbageType', rowLabel: '垃圾类型', column: 'weighTime', period: 'month', measure: netT }, export: `${Z}/garTypeDailyReport/export`,
  },
  {
    key: 'garTypeMonthlyReport', title: '垃圾类型月报', kind: 'aggregate', call: `${Z}/garTypeMonthlyReport`, method: 'POST', source: 'carWeightOperate', where: notVoid, filters: ['station'],
    matrix: { system: 'ljszy', row: 'garbageType', rowLabel: '垃圾类型', column: 'weighTime', period: 'year', measure: netT }, export: `${Z}/garTypeMonthlyReport/export`,
  },
];
