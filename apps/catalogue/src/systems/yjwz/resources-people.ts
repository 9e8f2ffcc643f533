/**
 * 应急资源: teams, the people on them and the cars they drive. People are the tenant's shared
 * staff master data (a lookup, one emergency record per person) and cars the shared vehicles
 * (one emergency record per vehicle): the same person and vehicle every other system shows.
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { common, esFamily, lookups, SYSTEM } from './shared';

const OPS = ['create', 'edit', 'delete', 'export'] as const;

/** 应急队伍: esTeam pageList / save / update / delete / getOne. */
export const esTeam: ResourceDefinition = {
  key: 'esTeam', name: '应急队伍', system: SYSTEM, endpoints: esFamily('esTeam'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [...OPS],
  fields: [
    field.text('code', '队伍编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '队伍编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '队伍名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.enum('teamType', '队伍类型', 'esTeamType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('companyId', '所属单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookup('leaderId', '队长', platformLookups.staff, { rules: { required: true } }),
    field.phone('dutyPhone', '值班电话', { rules: { required: true, ...patterns.phone } }),
    field.lookup('storehouseId', '驻守仓库', lookups.storehouse, { rules: { required: true }, filter: 'eq' }),
    field.integer('responseMinutes', '响应时限', { unit: '分钟', rules: { required: true, min: 5, max: 240 }, defaultValue: 30 }),
    common.status(),
    common.remark(),
    common.createTime(),
  ],
};

/** 应急人员: esStaff — a person of the staff master data with an emergency role on a team. */
export const esStaff: ResourceDefinition = {
  key: 'esStaff', name: '应急人员', system: SYSTEM, endpoints: esFamily('esStaff'),
  sort: { field: 'teamId', dir: 'asc' }, labelField: 'staffId', operations: [...OPS],
  fields: [
    field.lookup('staffId', '人员', platformLookups.staff, { rules: { required: true, unique: true }, filter: 'eq', important: true, indexed: true }),
    field.lookup('teamId', '应急队伍', lookups.team, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('role', '应急角色', 'esRole', { rules: { required: true }, filter: 'eq' }),
    field.phone('dutyPhone', '应急联系电话', { rules: { required: true, ...patterns.phone } }),
    field.text('skills', '专业技能', { rules: { maxLength: 50 }, filter: 'like' }),
    field.lookup('carId', '随车车辆', platformLookups.vehicle, { filter: 'eq' }),
    field.enum('dutyStatus', '值守状态', 'esDutyStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'standby' }),
    field.date('joinDate', '编入日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 } }),
    common.remark(),
    common.createTime(),
  ],
};

/** 应急车辆: esCar — a vehicle of the shared fleet kept ready for emergencies. */
export const esCar: ResourceDefinition = {
  key: 'esCar', name: '应急车辆', system: SYSTEM, endpoints: esFamily('esCar'),
  sort: { field: 'teamId', dir: 'asc' }, labelField: 'carId', operations: [...OPS],
  fields: [
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true, unique: true }, filter: 'eq', important: true, indexed: true }),
    field.lookup('teamId', '应急队伍', lookups.team, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('usage', '应急用途', 'esCarUsage', { rules: { required: true }, filter: 'eq' }),
    field.text('equipment', '随车装备', { rules: { required: true, maxLength: 100 } }),
    field.lookup('storehouseId', '停放点', lookups.storehouse, { rules: { required: true }, filter: 'eq' }),
    field.lookup('driverId', '责任驾驶员', platformLookups.staff, { rules: { required: true } }),
    field.enum('carStatus', '车辆状态', 'esCarStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'standby' }),
    common.remark(),
    common.createTime(),
  ],
};
