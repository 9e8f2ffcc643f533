/**
 * 车辆运行 master data: on-board devices, work elements, passes, costs, personal query
 * conditions, the asset register and the oil and water tank configurations, at the spec's
 * families (/envcloud/hw/asset, /envcloud/hw/oil, /envcloud/hw/water, /cloud/clyx).
 */
import { field, type EnumDefinition } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';

const SYSTEM = 'clyx';
const CRUD = ['create', 'edit', 'delete', 'export'] as const;
const car = (label = '车辆') => field.lookup('carId', label, platformLookups.vehicle, { rules: { required: true }, filter: 'eq', indexed: true });
const clyx = (name: string) => ({ base: `/cloud/clyx/${name}`, shape: 'pageList' as const, pack: 'identity' as const, entity: 'json' as const });

export const device: ResourceDefinition = {
  key: 'device', name: '车载设备', system: SYSTEM, operations: [...CRUD],
  endpoints: { base: '/envcloud/hw/asset/api/v1/device', shape: 'pageList', pack: 'identity', entity: 'json', overrides: { list: { name: 'queryList' } } },
  sort: { field: 'deviceNo', dir: 'asc' }, labelField: 'deviceNo',
  fields: [
    field.text('deviceNo', '设备编号', { rules: { required: true, maxLength: 32, unique: true, pattern: '^[A-Za-z0-9-]+$', patternMessage: '设备编号只能包含字母、数字和“-”' }, filter: 'like' }),
    field.enum('deviceType', '设备类型', 'clyxDeviceType', { rules: { required: true }, filter: 'eq' }),
    car('安装车辆'),
    field.text('simNo', 'SIM 卡号', { rules: { maxLength: 20, pattern: '^\\d{11,20}$', patternMessage: 'SIM 卡号为 11–20 位数字' } }),
    field.text('vendor', '厂商', { rules: { maxLength: 30 } }),
    field.date('installDate', '安装日期', { rules: { required: true, minDate: '2015-01-01', maxDaysAhead: 0 } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

export const workElement: ResourceDefinition = {
  key: 'workElement', name: '作业要素', system: SYSTEM, endpoints: clyx('workElement'), operations: [...CRUD],
  sort: { field: 'name', dir: 'asc' }, labelField: 'name',
  fields: [
    field.text('name', '要素名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.enum('elementType', '要素类型', 'clyxElementType', { rules: { required: true }, filter: 'eq' }),
    car('作业车辆'),
    field.text('sensorNo', '传感器编号', { rules: { maxLength: 32 } }),
    field.number('workSpeedMax', '作业限速', { unit: 'km/h', rules: { required: true, min: 5, max: 80, precision: 0 } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

export const pass: ResourceDefinition = {
  key: 'pass', name: '通行证', system: SYSTEM, endpoints: clyx('pass'), operations: [...CRUD],
  sort: { field: 'validTo', dir: 'asc' }, labelField: 'passNo',
  fields: [
    field.text('passNo', '通行证号', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like' }),
    car(),
    field.text('area', '通行区域', { rules: { required: true, maxLength: 60 } }),
    field.text('timeWindow', '通行时段', { rules: { required: true, maxLength: 20, pattern: '^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-3]):[0-5]\\d$', patternMessage: '通行时段格式为 HH:mm-HH:mm' } }),
    field.date('validFrom', '生效日期', { rules: { required: true } }),
    field.date('validTo', '截止日期', { rules: { required: true }, filter: 'range' }),
    field.enum('status', '状态', 'clyxPassStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'valid' }),
  ],
};

export const cost: ResourceDefinition = {
  key: 'cost', name: '车辆费用', system: SYSTEM, endpoints: clyx('cost'), operations: [...CRUD],
  sort: { field: 'costDate', dir: 'desc' }, labelField: 'costType',
  fields: [
    car(),
    field.enum('costType', '费用类型', 'clyxCostType', { rules: { required: true }, filter: 'eq' }),
    field.number('amount', '金额', { unit: '元', rules: { required: true, min: 0.01, max: 1_000_000, precision: 2 } }),
    field.date('costDate', '发生日期', { rules: { required: true, maxDaysAhead: 0 }, filter: 'range' }),
    field.text('handler', '经办人', { rules: { required: true, maxLength: 20 } }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

export const queryCondition: ResourceDefinition = {
  key: 'queryCondition', name: '个人查询条件', system: SYSTEM, endpoints: clyx('queryCondition'), operations: ['create', 'edit', 'delete'],
  sort: { field: 'name', dir: 'asc' }, labelField: 'name',
  fields: [
    field.text('name', '条件名称', { rules: { required: true, maxLength: 30 }, filter: 'like' }),
    field.enum('page', '适用页面', 'clyxQueryPage', { rules: { required: true }, filter: 'eq' }),
    car('车辆'),
    field.integer('days', '时间跨度', { unit: '天', rules: { required: true, min: 1, max: 90 } }),
    field.number('minSpeed', '最低速度', { unit: 'km/h', rules: { min: 0, max: 200, precision: 0 } }),
    field.text('owner', '创建人', { rules: { required: true, maxLength: 20 } }),
  ],
};

export const asset: ResourceDefinition = {
  key: 'asset', name: '车辆资产', system: SYSTEM, operations: [...CRUD],
  endpoints: { base: '/envcloud/hw/asset/api/v1/asset', shape: 'page', pack: 'identity', entity: 'json', overrides: { create: { name: 'save' }, deleteMany: { name: 'deleteByIds' } } },
  sort: { field: 'assetNo', dir: 'asc' }, labelField: 'assetNo',
  fields: [
    field.text('assetNo', '资产编号', { rules: { required: true, maxLength: 20, unique: true, pattern: '^ZC-\\d{4,8}$', patternMessage: '资产编号格式为 ZC- 加 4–8 位数字' }, filter: 'like' }),
    car('对应车辆'),
    field.text('vin', '车架号', { rules: { required: true, maxLength: 17, unique: true, pattern: '^[A-HJ-NPR-Z0-9]{17}$', patternMessage: '车架号为 17 位字母数字（不含 I、O、Q）' } }),
    field.text('engineNo', '发动机号', { rules: { required: true, maxLength: 20 } }),
    field.number('originalValue', '原值', { unit: '万元', rules: { required: true, min: 0.1, max: 2_000, precision: 2 } }),
    field.date('registerDate', '登记日期', { rules: { required: true, maxDaysAhead: 0 } }),
    field.enum('status', '状态', 'clyxAssetStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'inUse' }),
  ],
};

const tank = (key: string, name: string, base: string, level: string): ResourceDefinition => ({
  key, name, system: SYSTEM, operations: [...CRUD],
  endpoints: { base, shape: 'saveOrUpdate', pack: 'identity', entity: 'json', overrides: { list: { name: 'list' }, upsert: { name: 'save' } } },
  sort: { field: 'carId', dir: 'asc' }, labelField: 'carId',
  fields: [
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true, unique: true }, filter: 'eq' }),
    field.number('capacity', `${level}箱容量`, { unit: 'L', rules: { required: true, min: 10, max: 20_000, precision: 0 } }),
    field.number('alarmDrop', '异常降幅', { unit: 'L', rules: { required: true, min: 1, max: 500, precision: 0 } }),
    field.number('lowLevel', `低${level}位报警`, { unit: 'L', rules: { required: true, min: 0, max: 5_000, precision: 0 } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
});

export const oilConfig = tank('oilConfig', '油量配置', '/envcloud/hw/oil/api/v1/oilConfig', '油');
export const waterConfig = tank('waterConfig', '水量配置', '/envcloud/hw/water/api/v1/waterConfig', '水');

const opt = (value: string, label: string, status?: 'success' | 'warning' | 'error' | 'default') => ({ value, label, ...(status ? { status } : {}) });

export const clyxEnums: readonly EnumDefinition[] = [
  { code: 'enableStatus', label: '状态', options: [opt('enabled', '启用', 'success'), opt('disabled', '停用', 'default')] },
  { code: 'clyxDeviceType', label: '设备类型', options: [opt('gps', '北斗/GPS 定位终端'), opt('oil', '油位传感器'), opt('water', '水位传感器'), opt('camera', '车载摄像头'), opt('weigh', '车载称重')] },
  { code: 'clyxElementType', label: '要素类型', options: [opt('collect', '收运'), opt('sweep', '清扫'), opt('sprinkle', '洒水'), opt('wash', '冲洗')] },
  { code: 'clyxPassStatus', label: '通行证状态', options: [opt('valid', '有效', 'success'), opt('expired', '已过期', 'warning'), opt('revoked', '已注销', 'default')] },
  { code: 'clyxCostType', label: '费用类型', options: [opt('fuel', '燃油费'), opt('repair', '维修费'), opt('insurance', '保险费'), opt('toll', '通行费'), opt('water', '用水费'), opt('parking', '停车费')] },
  { code: 'clyxQueryPage', label: '适用页面', options: [opt('trackReplay', '轨迹回放'), opt('dailyReport', '运行日报'), opt('violationReport', '违规报表'), opt('parking', '停车记录')] },
  { code: 'clyxAssetStatus', label: '资产状态', options: [opt('inUse', '在用', 'success'), opt('idle', '闲置', 'warning'), opt('scrapped', '报废', 'default')] },
  { code: 'clyxAlarmKind', label: '报警类型', options: [opt('speeding', '超速', 'error'), opt('offline', '离线', 'warning'), opt('fuelDrop', '油量异常下降', 'error')] },
];
