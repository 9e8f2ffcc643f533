/**
 * 设备在线 (sbbj) resources: the four device kinds whose heartbeats the platform watches. They
 * live beside the platform's master data, not in the sbbj folder, because 公厕管理 shows the
 * toilet devices too (a view of the same rows): both systems' chunks share this module instead of
 * one system's chunk carrying the other's code.
 * The online state and last heartbeat are written by the server (heartbeats), never typed in;
 * operators set the minutes of silence after which a device counts as offline.
 */
import type { EndpointFamily } from '../model/endpoints';
import { field, type EnumDefinition, type FieldDefinition } from '../model/fields';
import type { ResourceDefinition } from '../model/resource';
import { platformLookups } from './resources';

const family = (name: string): EndpointFamily => ({ base: `/envcloud/hw/sbbj/api/v1/${name}`, shape: 'pageList', pack: 'identity', entity: 'json' });

/** The fields every device kind has after its own (what it is mounted on). */
const state = (): FieldDefinition[] => [
  field.enum('onlineStatus', '在线状态', 'onlineStatus', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'filter', 'detail'] }),
  field.datetime('lastHeartbeat', '最后心跳', { readonly: true, show: ['column', 'detail'] }),
  field.integer('offlineMinutes', '离线判定', { unit: '分钟', rules: { required: true, min: 1, max: 1440 }, defaultValue: 10 }),
  field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
];

const deviceNo = (label: string) => field.text('deviceNo', label, { rules: { required: true, maxLength: 32, unique: true }, filter: 'like', readonly: true });

function device(key: string, name: string, mount: FieldDefinition[]): ResourceDefinition {
  return {
    key, name, system: 'sbbj', endpoints: family(key), sort: { field: 'deviceNo', dir: 'asc' }, labelField: 'deviceNo', operations: ['edit'],
    fields: [deviceNo(`${name}编号`), ...mount, ...state()],
  };
}

export const cargps = device('cargps', '车辆定位设备', [field.lookup('vehicleId', '车辆', platformLookups.vehicle, { readonly: true, filter: 'eq', onDelete: 'cascade' })]);
export const carcamera = device('carcamera', '车载摄像头', [
  field.lookup('vehicleId', '车辆', platformLookups.vehicle, { readonly: true, filter: 'eq', onDelete: 'cascade' }),
  field.integer('channel', '通道号', { readonly: true }),
]);
export const infrascamera = device('infrascamera', '设施摄像头', [
  field.lookup('facilityId', '设施', platformLookups.facility, { readonly: true, filter: 'eq', onDelete: 'cascade' }),
  field.integer('channel', '通道号', { readonly: true }),
]);
export const toiletdevice = device('toiletdevice', '公厕设备', [
  field.text('toiletName', '公厕名称', { readonly: true, rules: { maxLength: 50 }, filter: 'like' }),
  field.enum('sensorType', '设备类型', 'toiletSensor', { readonly: true, filter: 'eq' }),
]);

export const sbbjEnums: readonly EnumDefinition[] = [
  { code: 'onlineStatus', label: '在线状态', options: [{ value: 'online', label: '在线', status: 'success' }, { value: 'offline', label: '离线', status: 'default' }] },
  { code: 'toiletSensor', label: '设备类型', options: [{ value: 'odor', label: '臭味传感器' }, { value: 'flow', label: '客流计数器' }, { value: 'water', label: '水表' }, { value: 'power', label: '电表' }] },
];

export const deviceResources = [cargps, carcamera, infrascamera, toiletdevice] as const;
