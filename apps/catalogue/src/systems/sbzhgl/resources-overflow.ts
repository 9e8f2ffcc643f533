/** 满溢监测: bins with a fill-level sensor at the shared facilities, and their readings. */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { common, family, lookups, SB, SYSTEM } from './shared';

export const overflowDevice: ResourceDefinition = {
  key: 'overflowDevice', name: '满溢设备', system: SYSTEM, endpoints: family(SB, 'overflowDevice'),
  sort: { field: 'deviceNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    common.code('deviceNo', '设备编号'),
    field.text('name', '设备名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.lookup('facilityId', '所在设施', platformLookups.facility, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('containerType', '容器类型', 'sbzhglContainerType', { rules: { required: true }, filter: 'eq' }),
    field.integer('capacity', '容积', { unit: '升', rules: { required: true, min: 50, max: 40_000 } }),
    field.integer('threshold', '满溢阈值', { unit: '%', rules: { required: true, min: 50, max: 100 }, defaultValue: 80, important: true }),
    field.point('location', '经纬度', { rules: { required: true }, show: ['form', 'detail'] }),
    common.installDate(),
    field.enum('status', '运行状态', 'sbzhglDeviceStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    common.remark(),
  ],
};

/** One fill-level reading; an alarm is a reading at or over its device's threshold (reports.ts). */
export const overflowRecord: ResourceDefinition = {
  key: 'overflowRecord', name: '满溢记录', system: SYSTEM, endpoints: family(SB, 'overflowRecord'),
  sort: { field: 'recordTime', dir: 'desc' }, labelField: 'recordTime', operations: ['create', 'delete', 'export'],
  fields: [
    field.lookup('overflowDeviceId', '满溢设备', lookups.overflowDevice, { rules: { required: true }, filter: 'eq', onDelete: 'cascade', indexed: true, important: true }),
    field.datetime('recordTime', '采集时间', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    field.number('fillLevel', '满溢度', { unit: '%', rules: { required: true, min: 0, max: 100, precision: 1 }, important: true }),
    field.number('temperature', '箱内温度', { unit: '℃', rules: { min: -40, max: 85, precision: 1 } }),
    field.integer('battery', '电池电量', { unit: '%', rules: { min: 0, max: 100 } }),
  ],
};
