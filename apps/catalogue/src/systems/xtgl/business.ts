/**
 * Records 系统管理 keeps for the business side: 收入明细 (income of the sanitation services),
 * 网格划分 (the division tree of work areas, /cloud/wfcs) and the spec's demo CRUD (students
 * and grades). The party post band (/cloud/yht/v2/web/partyPostBand) is 车辆管理's 党员先锋岗.
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { common, family, XTGL } from './shared';

const OPS = ['create', 'edit', 'delete', 'export'] as const;

/** 收入明细: pageList / save / update / delete (spec "Income detail (envcloud)"). */
export const incomeDetail: ResourceDefinition = {
  key: 'incomeDetail', name: '收入明细', system: XTGL, endpoints: family('/envcloud/hw/income/api/v1/incomeDetail'),
  sort: { field: 'incomeDate', dir: 'desc' }, labelField: 'invoiceNo', operations: [...OPS],
  fields: [
    field.date('incomeDate', '收入日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range', important: true }),
    field.enum('incomeType', '收入类别', 'incomeType', { rules: { required: true }, filter: 'eq' }),
    field.text('payer', '付款方', { rules: { required: true, maxLength: 60 }, filter: 'like' }),
    field.lookup('companyId', '收款单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.number('amount', '金额', { unit: '元', rules: { required: true, min: 0.01, max: 100_000_000, precision: 2 } }),
    field.enum('payMethod', '收款方式', 'payMethod', { rules: { required: true }, filter: 'eq', defaultValue: 'transfer' }),
    field.text('invoiceNo', '票据号', { rules: { required: true, maxLength: 30, unique: true, pattern: '^[A-Z0-9-]{6,30}$', patternMessage: '票据号为 6–30 位大写字母、数字或“-”' }, filter: 'like' }),
    field.lookup('handlerId', '经办人', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
    field.enum('state', '入账状态', 'incomeState', { readonly: true, filter: 'eq', defaultValue: 'pending' }),
    common.remark(),
    common.createTime(),
  ],
  lockedWhen: { field: 'state', value: 'booked', message: '已入账的收入不能修改或删除' },
  actions: [{ key: 'book', label: '确认入账', call: 'book', kind: 'set', set: { state: 'booked' }, scope: 'row', confirm: '确认该笔收入已到账并入账？入账后不能修改。' }],
};

/** 网格划分: 片区 (a district's) → 网格 → 责任段 (a street's), with its grid leader and boundary. */
export const division: ResourceDefinition = {
  key: 'division', name: '网格', system: XTGL, endpoints: family('/cloud/wfcs/division'),
  tree: { parentField: 'parentId', call: 'getDivisionTree' },
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [...OPS],
  fields: [
    common.code('网格编号'),
    field.text('name', '网格名称', { rules: { required: true, maxLength: 30 }, filter: 'like', important: true }),
    field.enum('level', '划分级别', 'divisionLevel', { rules: { required: true }, filter: 'eq' }),
    field.lookup('parentId', '上级网格', { resource: 'division', labelField: 'name' }, { filter: 'eq' }),
    field.lookup('regionId', '所属区划', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.lookup('managerId', '网格长', platformLookups.staff, { rules: { required: true } }),
    field.number('area', '面积', { unit: '平方公里', rules: { required: true, min: 0.01, max: 500, precision: 2 } }),
    field.polygon('boundary', '网格边界', { show: ['form', 'detail'] }),
    common.status(),
    common.remark(),
  ],
};

/** 演示年级 (/cloud/demo/web/grade): the spec's demo CRUD, the grade a student is in. */
export const grade: ResourceDefinition = {
  key: 'grade', name: '年级', system: XTGL, endpoints: family('/cloud/demo/web/grade', 'create'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [...OPS],
  related: [{ resource: 'student', field: 'gradeId', title: '本年级学生' }],
  fields: [
    common.code('年级编号'),
    field.text('name', '年级名称', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like', important: true }),
    field.integer('entryYear', '入学年份', { rules: { required: true, min: 2000, max: 2100 }, filter: 'eq' }),
    field.text('headTeacher', '年级组长', { rules: { required: true, maxLength: 20 } }),
    common.remark(),
  ],
};

/** 演示学生 (/cloud/demo/web/student): create / delete / pageList / getList / update / getById. */
export const student: ResourceDefinition = {
  key: 'student', name: '学生', system: XTGL, endpoints: family('/cloud/demo/web/student', 'create'),
  sort: { field: 'studentNo', dir: 'asc' }, labelField: 'name', operations: [...OPS],
  fields: [
    field.text('studentNo', '学号', { rules: { required: true, unique: true, pattern: '^\\d{8,12}$', patternMessage: '学号为 8–12 位数字' }, filter: 'like', important: true }),
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('gender', '性别', 'gender', { rules: { required: true }, filter: 'eq' }),
    field.date('birthDate', '出生日期', { rules: { required: true, minDate: '1990-01-01', maxDaysAhead: 0 } }),
    field.lookup('gradeId', '年级', { resource: 'grade', labelField: 'name' }, { rules: { required: true }, filter: 'eq' }),
    field.phone('guardianPhone', '监护人电话', { rules: { required: true, ...patterns.phone } }),
    field.date('enrolDate', '入学日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 30 } }),
    field.enum('status', '学籍状态', 'studentStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'studying' }),
    common.remark(),
  ],
  recordRules: [{ kind: 'gte', field: 'enrolDate', other: 'birthDate', message: '入学日期不能早于出生日期' }],
};
