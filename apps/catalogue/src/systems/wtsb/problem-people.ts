/**
 * Who acts on cases: 处置人员 (a sign-in account with its department and role), 默认处理人
 * (per problem type and area, who receives new cases) and the holiday calendar the case clock
 * follows. Departments are the tenant's units (platform companies).
 */
import type { EnumDefinition } from '../../model/fields';
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { SYSTEM, wtsbFamily, wtsbLookups } from './problem-shared';

export const member: ResourceDefinition = {
  key: 'member', name: '处置人员', system: SYSTEM, endpoints: wtsbFamily('member'),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.text('account', '登录账号', { rules: { maxLength: 40, unique: true }, filter: 'like' }),
    field.lookup('deptId', '所属部门', wtsbLookups.dept, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('role', '角色', 'wtsbRole', { rules: { required: true }, filter: 'eq', defaultValue: 'handler' }),
    field.phone('phone', '手机号', { rules: { ...patterns.phone } }),
    field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};

export const defaultHandler: ResourceDefinition = {
  key: 'defaultHandler', name: '默认处理人', system: SYSTEM, endpoints: wtsbFamily('defaultHandler'),
  sort: { field: 'typeId', dir: 'asc' }, labelField: 'handlerId', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('typeId', '问题类型', wtsbLookups.problemType, { rules: { required: true }, filter: 'eq' }),
    field.lookup('regionId', '所属区域', wtsbLookups.region, { filter: 'eq' }),
    field.lookup('deptId', '处置部门', wtsbLookups.dept, { rules: { required: true }, filter: 'eq' }),
    field.lookup('handlerId', '处置人', wtsbLookups.member, { rules: { required: true }, filter: 'eq' }),
    field.boolean('enabled', '启用', { rules: { required: true }, filter: 'eq', defaultValue: true }),
  ],
};

export const holiday: ResourceDefinition = {
  key: 'holiday', name: '节假日', system: SYSTEM, endpoints: wtsbFamily('holiday'),
  sort: { field: 'day', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.date('day', '日期', { rules: { required: true, unique: true }, filter: 'range' }),
    field.text('name', '名称', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('kind', '类型', 'holidayKind', { rules: { required: true }, filter: 'eq', defaultValue: 'rest' }),
  ],
};

export const peopleEnums: readonly EnumDefinition[] = [
  {
    code: 'wtsbRole', label: '角色',
    options: [{ value: 'reporter', label: '巡查上报员', status: 'info' }, { value: 'handler', label: '部门处置员', status: 'default' }, { value: 'commandCenter', label: '指挥中心', status: 'warning' }],
  },
  { code: 'holidayKind', label: '类型', options: [{ value: 'rest', label: '休息日', status: 'success' }, { value: 'work', label: '调休上班日', status: 'warning' }] },
];
