/** 数据监测 (/cloud/dataMonitor/web/api): monitor items with their limits, and their readings. */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { common, DM, family, lookups, SYSTEM } from './shared';

export const monitorItem: ResourceDefinition = {
  key: 'monitorItem', name: '监测项', system: SYSTEM, endpoints: family(DM, 'monitorItem'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  recordRules: [{ kind: 'gte', field: 'upperLimit', other: 'lowerLimit', message: '上限值不能小于下限值' }],
  fields: [
    common.code('code', '监测项编码'),
    field.text('name', '监测项名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.enum('category', '监测类别', 'sbzhglMonitorCategory', { rules: { required: true }, filter: 'eq' }),
    field.text('measureUnit', '计量单位', { rules: { required: true, maxLength: 10 } }),
    field.number('lowerLimit', '下限值', { rules: { required: true, min: -1000, max: 100_000, precision: 3 } }),
    field.number('upperLimit', '上限值', { rules: { required: true, min: -1000, max: 100_000, precision: 3 } }),
    field.lookup('deviceId', '监测设备', lookups.device, { filter: 'eq' }),
    field.lookup('facilityId', '监测点位', platformLookups.facility, { filter: 'eq' }),
    field.integer('intervalMinutes', '采集频率', { unit: '分钟', rules: { required: true, min: 1, max: 1440 }, defaultValue: 60 }),
    field.enum('status', '状态', 'sbzhglEnable', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
    common.remark(),
  ],
};

/** One reading; whether it is out of its item's limits is read against the item (reports.ts). */
export const monitorRecord: ResourceDefinition = {
  key: 'monitorRecord', name: '监测记录', system: SYSTEM, endpoints: family(DM, 'monitorRecord'),
  sort: { field: 'recordTime', dir: 'desc' }, labelField: 'recordTime', operations: ['create', 'delete', 'export'],
  fields: [
    field.lookup('monitorItemId', '监测项', lookups.monitorItem, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', indexed: true, important: true }),
    field.datetime('recordTime', '监测时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    field.number('value', '监测值', { rules: { required: true, min: -1000, max: 100_000, precision: 3 }, important: true }),
    field.enum('source', '数据来源', 'sbzhglDataSource', { rules: { required: true }, filter: 'eq', defaultValue: 'auto' }),
    common.remark(),
  ],
};
