/**
 * 组织与区划: the platform's departments, staff and administrative regions, kept by 系统管理 (views
 * of the shared rows: every system's lookups read the same departments, people and regions;
 * decision 0214), the organisation and staff trees, and the sync with the HR system
 * (/cloud/ehr/sync): an HR snapshot reconciled into the departments and staff, each run recorded.
 */
import { field } from '../../model/fields';
import type { ReportDefinition } from '../../model/reports';
import type { ResourceDefinition } from '../../model/resource';
import { view } from '../../model/resource';
import { platformResource } from '../../platform';
import { EHR, family, MGMT, XTGL } from './shared';

const OPS = ['create', 'edit', 'delete', 'export'] as const;

export const region: ResourceDefinition = view(platformResource.region, { key: 'region', system: XTGL, endpoints: family('/cloud/ums/region'), operations: [...OPS] });
export const department: ResourceDefinition = view(platformResource.department, { key: 'department', system: XTGL, endpoints: family(`${MGMT}/dept`), operations: [...OPS] });
export const staff: ResourceDefinition = view(platformResource.staff, { key: 'staff', system: XTGL, endpoints: family(`${MGMT}/staff`), operations: [...OPS] });

const readonly = { readonly: true } as const;
const count = (key: string, label: string) => field.integer(key, label, { ...readonly, unit: '个' });

/** 同步记录: one run of the HR sync — who, when, what scope, and what it changed. */
export const syncLog: ResourceDefinition = {
  key: 'syncLog', name: '同步记录', system: XTGL, endpoints: family(`${EHR}/log`),
  sort: { field: 'syncTime', dir: 'desc' }, labelField: 'syncTime', operations: ['export'],
  fields: [
    field.datetime('syncTime', '同步时间', { ...readonly, filter: 'range', important: true }),
    field.enum('syncScope', '同步范围', 'syncScope', { rules: { required: true }, filter: 'eq', defaultValue: 'all' }),
    field.text('operatorName', '操作人', readonly),
    field.enum('result', '同步结果', 'syncResult', { ...readonly, filter: 'eq' }),
    count('deptAdded', '新增部门'), count('deptUpdated', '更新部门'),
    field.integer('staffAdded', '新增人员', { ...readonly, unit: '人' }), field.integer('staffUpdated', '更新人员', { ...readonly, unit: '人' }),
    field.integer('staffLeft', '离职人员', { ...readonly, unit: '人' }), field.integer('skipped', '跳过', { ...readonly, unit: '条' }),
    field.textarea('detail', '变更明细', { ...readonly, show: ['detail'] }),
  ],
  actions: [
    // Answered by the system (server folder): reconciles the HR snapshot and records the run.
    { key: 'sync', label: '立即同步', call: `${EHR}/clouddepartsyncorgandstaffinfosment`, kind: 'form', fields: ['syncScope'], required: ['syncScope'], scope: 'all', answeredBy: 'system' },
  ],
};

/** 外部人事部门: the HR system's departments as last received (read-only here). */
export const hrDept: ResourceDefinition = {
  key: 'hrDept', name: '人事部门', system: XTGL, endpoints: family(`${EHR}/hrDept`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['export'],
  fields: [
    field.text('code', '部门编码', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like', important: true }),
    field.text('name', '部门名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.text('parentCode', '上级部门编码', { rules: { maxLength: 20 } }),
    field.text('leader', '负责人', { rules: { maxLength: 20 } }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 9999 } }),
  ],
};

/** 外部人事人员: the HR system's people as last received (read-only here); matched to staff by phone. */
export const hrStaff: ResourceDefinition = {
  key: 'hrStaff', name: '人事人员', system: XTGL, endpoints: family(`${EHR}/hrStaff`),
  sort: { field: 'employeeNo', dir: 'asc' }, labelField: 'name', operations: ['export'],
  fields: [
    field.text('employeeNo', '工号', { rules: { required: true, maxLength: 20, unique: true }, filter: 'like', important: true }),
    field.text('name', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.text('phone', '手机号', { rules: { required: true, maxLength: 20 } }),
    field.enum('gender', '性别', 'gender', { rules: { required: true } }),
    field.text('deptCode', '部门编码', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.text('post', '岗位', { rules: { required: true, maxLength: 20 } }),
    field.date('entryDate', '入职日期', { rules: { required: true } }),
    field.enum('status', '人事状态', 'hrStaffStatus', { rules: { required: true }, filter: 'eq' }),
  ],
};

export const organisationReports: readonly ReportDefinition[] = [
  {
    key: 'orgTree', title: '组织机构树', kind: 'custom', handler: 'orgTree', call: `${MGMT}/org/tree`, method: 'GET',
    columns: [{ key: 'label', label: '单位或部门' }, { key: 'count', label: '人数' }],
  },
  {
    key: 'staffTree', title: '人员树', kind: 'custom', handler: 'staffTree', call: `${MGMT}/staff/staffTree`, method: 'GET',
    columns: [{ key: 'label', label: '部门或人员' }, { key: 'count', label: '人数' }],
  },
];
