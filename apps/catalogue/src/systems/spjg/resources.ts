/**
 * 视频监管 (spjg) resources: cameras (vehicle, 中转站 and facility cameras of the tenant's
 * platform master data), facility video alarms with snapshots, and the family's 通用类型
 * dictionary (currencyType and its entries, currencyTypeEntity; alarm types are entries).
 */
import { field } from '../../model/fields';
import type { EndpointFamily } from '../../model/endpoints';
import type { EnumDefinition } from '../../model/fields';
import { platformLookups } from '../../platform/resources';
import type { ResourceDefinition } from '../../model/resource';

/** /cloud/spjg/<name>/<call>.jhtml (spec §7): the pageList shape with the family's suffix. */
function jhtml(name: string): EndpointFamily {
  const base = `/cloud/spjg/${name}`;
  const call = (n: string, method: 'GET' | 'POST' = 'POST') => ({ name: `${base}/${n}.jhtml`, method });
  return {
    base, shape: 'pageList', pack: 'identity', entity: 'json',
    overrides: {
      list: call('pageList'), create: call('save'), update: call('update'), delete: call('delete'), detail: call('getOne', 'GET'),
      options: call('getSimpleList', 'GET'), export: call('export'),
    },
  };
}

const lookup = (resource: string, labelField: string) => ({ resource, labelField });

export const camera: ResourceDefinition = {
  key: 'camera', name: '摄像头', system: 'spjg', endpoints: jhtml('video'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('code', '摄像头编号', { rules: { required: true, maxLength: 32, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: '摄像头编号只能包含大写字母、数字和“-”' }, filter: 'like' }),
    field.text('name', '摄像头名称', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.enum('cameraType', '摄像头类型', 'cameraType', { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('vehicleId', '所属车辆', platformLookups.vehicle, { filter: 'eq', onDelete: 'cascade' }),
    field.lookup('facilityId', '所属设施', platformLookups.facility, { filter: 'eq', onDelete: 'cascade' }),
    field.integer('channel', '通道号', { rules: { required: true, min: 1, max: 64 }, defaultValue: 1 }),
    field.enum('onlineStatus', '在线状态', 'onlineStatus', { readonly: true, filter: 'eq', show: ['column', 'filter', 'detail'] }),
    field.datetime('lastHeartbeat', '最后心跳', { readonly: true, show: ['column', 'detail'] }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

export const currencyType: ResourceDefinition = {
  key: 'currencyType', name: '通用类型', system: 'spjg', endpoints: jhtml('currencyType'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.text('code', '类型编码', { rules: { required: true, maxLength: 32, unique: true, pattern: '^[A-Z][A-Z0-9_]*$', patternMessage: '类型编码只能包含大写字母、数字和下划线，以字母开头' }, filter: 'like' }),
    field.text('name', '类型名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 9999 }, defaultValue: 0 }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

export const currencyTypeEntity: ResourceDefinition = {
  key: 'currencyTypeEntity', name: '类型条目', system: 'spjg', endpoints: jhtml('currencyTypeEntity'),
  sort: { field: 'sortNo', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete'],
  fields: [
    field.lookup('typeId', '所属类型', lookup('currencyType', 'name'), { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.text('code', '条目编码', { rules: { required: true, maxLength: 32, unique: true, pattern: '^[A-Z][A-Z0-9_]*$', patternMessage: '条目编码只能包含大写字母、数字和下划线，以字母开头' }, filter: 'like' }),
    field.text('name', '条目名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.integer('sortNo', '排序', { rules: { min: 0, max: 9999 }, defaultValue: 0 }),
    field.enum('level', '告警级别', 'alarmLevel', { rules: { required: true }, defaultValue: 'normal' }),
  ],
};

export const videoAlarm: ResourceDefinition = {
  key: 'videoAlarm', name: '设施视频报警', system: 'spjg', endpoints: jhtml('infrasVideoAlarm'),
  sort: { field: 'alarmTime', dir: 'desc' }, labelField: 'alarmTime', operations: ['delete', 'export'],
  fields: [
    field.text('snapshot', '抓拍', { readonly: true, display: 'image', show: ['column', 'detail'] }),
    field.lookup('cameraId', '摄像头', lookup('camera', 'name'), { rules: { required: true }, filter: 'eq', onDelete: 'cascade' }),
    field.lookup('alarmTypeId', '报警类型', lookup('currencyTypeEntity', 'name'), { rules: { required: true }, filter: 'eq' }),
    field.datetime('alarmTime', '报警时间', { rules: { required: true }, filter: 'range', indexed: true }),
    field.enum('status', '处理状态', 'alarmStatus', { readonly: true, filter: 'eq', defaultValue: 'pending' }),
    field.text('handler', '处理人', { rules: { maxLength: 20 }, readonly: true, show: ['column', 'detail'] }),
    field.textarea('handleResult', '处理结果', { rules: { maxLength: 200 }, readonly: true, show: ['detail'] }),
  ],
  actions: [
    { key: 'acknowledge', label: '确认', call: '/cloud/spjg/infrasVideoAlarm/acknowledge.jhtml', kind: 'set', set: { status: 'acknowledged' }, confirm: '确认已知晓所选报警吗？', scope: 'selection' },
    {
      key: 'handle', label: '处理', call: '/cloud/spjg/infrasVideoAlarm/handle.jhtml', kind: 'form', fields: ['handler', 'handleResult'], required: ['handler', 'handleResult'],
      set: { status: 'handled' }, scope: 'row',
    },
  ],
  lockedWhen: { field: 'status', value: 'handled', message: '已处理的报警不能再次处理' },
};

export const spjgEnums: readonly EnumDefinition[] = [
  { code: 'cameraType', label: '摄像头类型', options: [{ value: 'car', label: '车载摄像头' }, { value: 'zc', label: '中转站摄像头' }, { value: 'infra', label: '设施摄像头' }] },
  { code: 'onlineStatus', label: '在线状态', options: [{ value: 'online', label: '在线', status: 'success' }, { value: 'offline', label: '离线', status: 'default' }] },
  { code: 'alarmStatus', label: '处理状态', options: [{ value: 'pending', label: '待处理', status: 'error' }, { value: 'acknowledged', label: '已确认', status: 'warning' }, { value: 'handled', label: '已处理', status: 'success' }] },
  { code: 'alarmLevel', label: '告警级别', options: [{ value: 'normal', label: '一般', status: 'warning' }, { value: 'serious', label: '严重', status: 'error' }, { value: 'info', label: '提示', status: 'info' }] },
];
