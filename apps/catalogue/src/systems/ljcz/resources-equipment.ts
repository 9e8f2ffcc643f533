/**
 * Equipment at the stations and its upkeep: the equipment ledger (ssgl facilityManage) with its
 * sub-items, popular equipment in groups, maintenance fee types, accessory types and names,
 * maintenance records and the water and electricity read by each meter reader.
 */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { code, family, lookups, remark, SSGL, station, SYSTEM } from './shared';

const money = (key: string, label: string, required = true) =>
  field.number(key, label, { unit: '元', rules: { ...(required ? { required: true } : {}), min: 0, max: 1_000_000, precision: 2 } });

/** 设施设备管理: every piece of equipment at a station. */
export const equipment: ResourceDefinition = {
  key: 'equipment', name: '设施设备', system: SYSTEM, endpoints: family(`${SSGL}/facilityManage`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('code', '设备编号'),
    field.text('name', '设备名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    station(),
    field.enum('equipmentType', '设备类型', 'ljczEquipmentType', { rules: { required: true }, filter: 'eq' }),
    field.text('model', '规格型号', { rules: { required: true, maxLength: 40 } }),
    field.text('manufacturer', '生产厂家', { rules: { maxLength: 50 }, show: ['form', 'detail', 'column'] }),
    field.number('ratedPower', '额定功率', { unit: '千瓦', rules: { min: 0, max: 50_000, precision: 1 } }),
    field.date('installDate', '安装日期', { rules: { required: true, minDate: '1990-01-01', maxDaysAhead: 0 }, filter: 'range' }),
    field.enum('status', '设备状态', 'ljczEquipmentStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'running' }),
    remark(),
  ],
};

/** 设备子项: the parts of a piece of equipment that wear out and are replaced. */
export const equipmentSub: ResourceDefinition = {
  key: 'equipmentSub', name: '设备子项', system: SYSTEM, endpoints: family(`${SSGL}/equipmentSub`),
  sort: { field: 'equipmentId', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('equipmentId', '所属设备', lookups.equipment, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', important: true }),
    field.text('name', '子项名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.text('spec', '规格', { rules: { maxLength: 40 } }),
    field.integer('quantity', '数量', { unit: '个', rules: { required: true, min: 1, max: 999 }, defaultValue: 1 }),
    field.integer('lifeMonths', '更换周期', { unit: '月', rules: { required: true, min: 1, max: 240 } }),
    field.date('lastReplaceDate', '上次更换日期', { rules: { minDate: '2000-01-01', maxDaysAhead: 0 } }),
    remark(),
  ],
};

/** 常用设备分组 and 常用设备: the equipment an operator watches most, in groups. */
export const popularGroup: ResourceDefinition = {
  key: 'popularGroup', name: '常用设备分组', system: SYSTEM, endpoints: family(`${SSGL}/popularGroup`),
  sort: { field: 'sortNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('name', '分组名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.integer('sortNo', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
    remark(),
  ],
};

export const popularEquipment: ResourceDefinition = {
  key: 'popularEquipment', name: '常用设备', system: SYSTEM, endpoints: family(`${SSGL}/popularEquipment`),
  sort: { field: 'sortNo', dir: 'asc' }, labelField: 'sortNo', operations: ['create', 'delete'],
  fields: [
    field.lookup('groupId', '分组', lookups.popularGroup, { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.lookup('equipmentId', '设备', lookups.equipment, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', important: true }),
    field.integer('sortNo', '排序', { rules: { required: true, min: 0, max: 9999 }, defaultValue: 0 }),
  ],
};

/** 维修费用类型. */
export const maintenanceFeeType: ResourceDefinition = {
  key: 'maintenanceFeeType', name: '维修费用类型', system: SYSTEM, endpoints: family(`${SSGL}/maintenanceFeeType`),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [code('code', '类型编码'), field.text('name', '类型名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }), remark()],
};

/** 配件类型 and 配件名称 (with its unit price). */
export const accessoryType: ResourceDefinition = {
  key: 'accessoryType', name: '配件类型', system: SYSTEM, endpoints: family(`${SSGL}/accessoryType`),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [field.text('name', '类型名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }), remark()],
};

export const accessory: ResourceDefinition = {
  key: 'accessory', name: '配件', system: SYSTEM, endpoints: family(`${SSGL}/accessoryName`),
  sort: { field: 'name', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('typeId', '配件类型', lookups.accessoryType, { rules: { required: true }, filter: 'eq' }),
    field.text('name', '配件名称', { rules: { required: true, maxLength: 40, unique: true }, filter: 'like', important: true }),
    field.text('spec', '规格型号', { rules: { maxLength: 40 } }),
    field.text('unit', '计量单位', { rules: { required: true, maxLength: 6 }, defaultValue: '个' }),
    money('price', '参考单价'),
    remark(),
  ],
};

/** 维修记录: a repair of a piece of equipment, its cost type, the accessory used and the cost. */
export const maintenanceRecord: ResourceDefinition = {
  key: 'maintenanceRecord', name: '维修记录', system: SYSTEM, endpoints: family(`${SSGL}/maintenanceRecord`),
  sort: { field: 'repairDate', dir: 'desc' }, labelField: 'recordNo', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('recordNo', '维修单号'),
    field.lookup('equipmentId', '维修设备', lookups.equipment, { rules: { required: true }, filter: 'eq', fills: [{ map: { stationId: 'stationId' } }] }),
    station(),
    field.lookup('feeTypeId', '费用类型', lookups.feeType, { rules: { required: true }, filter: 'eq' }),
    field.lookup('accessoryId', '更换配件', lookups.accessory, { filter: 'eq' }),
    field.integer('accessoryQty', '配件数量', { rules: { min: 0, max: 999 }, defaultValue: 0 }),
    money('fee', '维修费用'),
    field.date('repairDate', '维修日期', { rules: { required: true, minDate: '2000-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    field.lookup('repairerId', '维修人', platformLookups.staff, { rules: { required: true }, filter: 'eq' }),
    field.textarea('content', '维修内容', { rules: { required: true, maxLength: 200 } }),
    field.enum('result', '维修结果', 'ljczRepairResult', { rules: { required: true }, filter: 'eq', defaultValue: 'repaired' }),
  ],
};

/** 水电统计 (by person): a meter reader's daily reading at a station. */
export const waterElectric: ResourceDefinition = {
  key: 'waterElectric', name: '水电记录', system: SYSTEM, endpoints: family(`${SSGL}/waterElectric`),
  sort: { field: 'readDate', dir: 'desc' }, labelField: 'readDate', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    station(),
    field.lookup('readerId', '抄表人', platformLookups.staff, { rules: { required: true }, filter: 'eq', important: true }),
    field.date('readDate', '抄表日期', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    field.number('water', '用水量', { unit: '吨', rules: { required: true, min: 0, max: 5000, precision: 2 } }),
    field.number('power', '用电量', { unit: '千瓦时', rules: { required: true, min: 0, max: 500_000, precision: 1 } }),
    money('waterFee', '水费', false),
    money('powerFee', '电费', false),
    remark(),
  ],
};
