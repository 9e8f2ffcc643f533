/** 垃圾收运 operations: bindings, work records, arrivals, weighing, classification, RFID, reports, subscriptions. */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, ljszyFamily, lookups, SYSTEM } from './shared';

export const carRouteBand: ResourceDefinition = {
  key: 'carRouteBand', name: '车辆线路绑定', system: SYSTEM, endpoints: ljszyFamily('carRouteBand'),
  sort: { field: 'bandDate', dir: 'desc' }, labelField: 'carId', operations: ['create', 'edit', 'delete', 'batchDelete'],
  fields: [
    field.lookup('carId', '车辆', lookups.car, { rules: { required: true }, filter: 'eq' }),
    field.lookup('routeId', '线路', lookups.route, { rules: { required: true }, filter: 'eq' }),
    field.enum('shift', '班次', 'shift', { rules: { required: true }, filter: 'eq' }),
    field.date('bandDate', '生效日期', { rules: { required: true } }),
    field.enum('status', '状态', 'enableStatus', { rules: { required: true }, defaultValue: 'enabled' }),
  ],
};

export const carWork: ResourceDefinition = {
  key: 'carWork', name: '车辆作业', system: SYSTEM, endpoints: ljszyFamily('carWork'),
  sort: { field: 'workDate', dir: 'desc' }, labelField: 'workDate', operations: ['export'],
  fields: [
    field.date('workDate', '作业日期', { filter: 'range', indexed: true }),
    field.lookup('carId', '车辆', lookups.car, { filter: 'eq', indexed: true }),
    field.lookup('routeId', '线路', lookups.route, { filter: 'eq' }),
    field.datetime('startTime', '出车时间'),
    field.datetime('endTime', '收车时间'),
    field.number('mileageKm', '行驶里程', { unit: '公里', rules: { min: 0, max: 1000, precision: 1 } }),
    field.integer('trips', '趟次', { rules: { min: 0, max: 50 } }),
    field.integer('facilityCount', '收运点数', { rules: { min: 0, max: 500 } }),
    field.enum('status', '作业状态', 'workStatus', { filter: 'eq' }),
  ],
};

export const carArrivalRecord: ResourceDefinition = {
  key: 'carArrivalRecord', name: '车辆到站记录', system: SYSTEM, endpoints: ljszyFamily('carArrivalRecord'),
  sort: { field: 'arrivalTime', dir: 'desc' }, labelField: 'arrivalTime', operations: ['export'],
  fields: [
    field.lookup('carId', '车辆', lookups.car, { filter: 'eq', indexed: true }),
    field.lookup('facilityId', '收运设施', lookups.facility, { filter: 'eq', indexed: true }),
    field.lookup('routeId', '线路', lookups.route, { filter: 'eq' }),
    field.datetime('arrivalTime', '到站时间', { filter: 'range', indexed: true }),
    field.datetime('leaveTime', '离站时间'),
    field.integer('stayMinutes', '停留时长', { unit: '分钟' }),
    common.garbageType(false),
    field.coordinates('location', '到站位置', { show: ['detail'] }),
    field.boolean('collected', '已收运', { filter: 'eq' }),
  ],
};

export const carWeightConfig: ResourceDefinition = {
  key: 'carWeightConfig', name: '称重配置', system: SYSTEM,
  endpoints: ljszyFamily('carWeightConfig', { shape: 'saveOrUpdate' }),
  sort: { field: 'carId', dir: 'asc' }, labelField: 'carId', operations: ['create', 'edit', 'delete'],
  fields: [
    // A vehicle's weighing configuration belongs to it: deleting the vehicle deletes it.
    field.lookup('carId', '车辆', lookups.car, { rules: { required: true, unique: true }, filter: 'eq', onDelete: 'cascade' }),
    field.enum('station', '称重站点', 'weighStation', { rules: { required: true }, filter: 'eq' }),
    common.kg('tareWeight', '标准皮重', 30_000),
    common.kg('minNetWeight', '最小净重', 30_000),
    common.kg('maxNetWeight', '最大净重', 40_000),
    field.boolean('alarmEnabled', '超限报警', { defaultValue: true }),
  ],
  recordRules: [{ kind: 'gte', field: 'maxNetWeight', other: 'minNetWeight', message: '最大净重不能小于最小净重' }],
};

export const carWeightOperate: ResourceDefinition = {
  key: 'carWeightOperate', name: '称重记录', system: SYSTEM, endpoints: ljszyFamily('carWeightOperate'),
  sort: { field: 'weighTime', dir: 'desc' }, labelField: 'billNo',
  operations: ['create', 'edit', 'delete', 'batchDelete', 'export'],
  fields: [
    field.text('billNo', '磅单号', { rules: { required: true, maxLength: 24, unique: true }, filter: 'like', important: true }),
    field.lookup('carId', '车辆', lookups.car, {
      rules: { required: true }, filter: 'eq', indexed: true, important: true,
      // Picking the vehicle fills its unit and the standard tare of its weighing configuration.
      fills: [{ map: { companyId: 'companyId' } }, { from: { resource: 'carWeightConfig', by: 'carId' }, map: { tareWeight: 'tareWeight' } }],
    }),
    field.lookup('companyId', '收运单位', lookups.company, { rules: { required: true }, filter: 'eq' }),
    field.lookup('facilityId', '来源设施', lookups.facility, { filter: 'eq', show: ['form', 'detail'] }),
    field.lookup('propertyCompanyId', '物业公司', lookups.property, { show: ['form', 'detail'] }),
    common.garbageType(),
    field.enum('station', '称重站点', 'weighStation', { rules: { required: true }, filter: 'eq' }),
    common.kg('grossWeight', '毛重', 50_000),
    common.kg('tareWeight', '皮重', 30_000),
    field.number('netWeight', '净重', { unit: 'kg', readonly: true, derived: { kind: 'difference', of: ['grossWeight', 'tareWeight'] }, important: true, pin: 'start' }),
    field.datetime('weighTime', '称重时间', { rules: { required: true }, filter: 'range', indexed: true }),
    field.text('operator', '司磅员', { rules: { maxLength: 20 } }),
    field.enum('status', '状态', 'weighStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    field.text('abnormalReason', '异常原因', { rules: { maxLength: 100 }, show: ['form', 'detail'] }),
    // Asked for by the 作废 action only.
    field.text('voidReason', '作废原因', { rules: { maxLength: 100 }, readonly: true, show: ['detail'] }),
  ],
  recordRules: [{ kind: 'gte', field: 'grossWeight', other: 'tareWeight', message: '毛重不能小于皮重' }],
  actions: [
    {
      key: 'void', label: '作废', call: 'void', kind: 'form', fields: ['voidReason'], required: ['voidReason'], set: { status: 'void' },
      confirm: '作废后该磅单不计入统计，且不能再修改或删除，确定作废吗？', scope: 'row',
    },
  ],
  lockedWhen: { field: 'status', value: 'void', message: '已作废的称重记录不能修改或删除' },
  exportVariants: [
    { call: 'exportXH', label: '导出（简表）', fields: ['billNo', 'carId', 'garbageType', 'netWeight', 'weighTime'] },
  ],
  print: { call: 'print', title: '称重磅单' },
};

export const containerWeight: ResourceDefinition = {
  key: 'containerWeight', name: '容器称重', system: SYSTEM, endpoints: ljszyFamily('containerWeight'),
  sort: { field: 'weighTime', dir: 'desc' }, labelField: 'weighTime', operations: ['export'],
  fields: [
    field.lookup('containerId', '容器', lookups.container, { filter: 'eq', indexed: true }),
    field.lookup('facilityId', '收运设施', lookups.facility, { filter: 'eq' }),
    field.lookup('carId', '车辆', lookups.car, { filter: 'eq' }),
    common.garbageType(false),
    common.kg('weight', '重量', 2_000, false),
    field.datetime('weighTime', '称重时间', { filter: 'range', indexed: true }),
  ],
};

export const classifyWeight: ResourceDefinition = {
  key: 'classifyWeight', name: '分类称重', system: SYSTEM, endpoints: ljszyFamily('classifyWeight'),
  sort: { field: 'weighDate', dir: 'desc' }, labelField: 'weighDate', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.date('weighDate', '称重日期', { rules: { required: true }, filter: 'range' }),
    field.lookup('facilityId', '收运设施', lookups.facility, { rules: { required: true }, filter: 'eq' }),
    field.lookup('propertyCompanyId', '物业公司', lookups.property, { filter: 'eq' }),
    common.garbageType(),
    common.kg('weight', '重量', 20_000),
    common.remark(),
  ],
};

export const classifyRecord: ResourceDefinition = {
  key: 'classifyRecord', name: '分类记录', system: SYSTEM, endpoints: ljszyFamily('classifyRecord'),
  sort: { field: 'recordTime', dir: 'desc' }, labelField: 'recordTime', operations: [],
  fields: [
    field.datetime('recordTime', '投放时间', { filter: 'range' }),
    field.lookup('facilityId', '收运设施', lookups.facility, { filter: 'eq' }),
    field.lookup('carId', '收运车辆', lookups.car, { filter: 'eq' }),
    common.garbageType(false),
    common.kg('weight', '重量', 5_000, false),
    field.boolean('qualified', '分类合格', { filter: 'eq' }),
    field.text('inspector', '检查员'),
  ],
};

export const rfid: ResourceDefinition = {
  key: 'rfid', name: 'RFID 标签', system: SYSTEM, endpoints: ljszyFamily('rfid'),
  sort: { field: 'rfidNo', dir: 'asc' }, labelField: 'rfidNo', operations: ['create', 'edit', 'delete', 'export', 'import'],
  fields: [
    field.text('rfidNo', '标签号', { rules: { required: true, maxLength: 24, unique: true, pattern: '^[0-9A-F]{8,24}$', patternMessage: '标签号为 8–24 位十六进制大写字符' }, filter: 'like' }),
    field.enum('bindType', '绑定对象', 'rfidBindType', { rules: { required: true }, filter: 'eq' }),
    field.lookup('containerId', '收集容器', lookups.container),
    field.lookup('carId', '车辆', lookups.car),
    field.lookup('companyId', '所属单位', lookups.company, { rules: { required: true }, filter: 'eq' }),
    field.enum('state', '状态', 'enableStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' }),
  ],
};

export const operateDailyReport: ResourceDefinition = {
  key: 'operateDailyReport', name: '运营日报', system: SYSTEM, endpoints: ljszyFamily('operateDailyReport'),
  sort: { field: 'reportDate', dir: 'desc' }, labelField: 'reportDate', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.date('reportDate', '日期', { rules: { required: true }, filter: 'range' }),
    field.lookup('companyId', '收运单位', lookups.company, { rules: { required: true }, filter: 'eq' }),
    field.integer('carCount', '出车数', { unit: '辆', rules: { required: true, min: 0, max: 500 } }),
    field.integer('staffCount', '出勤人数', { unit: '人', rules: { required: true, min: 0, max: 2000 } }),
    field.number('collected', '收运量', { unit: '吨', rules: { required: true, min: 0, max: 5000, precision: 2 } }),
    common.remark(),
  ],
};

export const operatePersonnelReport: ResourceDefinition = {
  key: 'operatePersonnelReport', name: '人员日报', system: SYSTEM, endpoints: ljszyFamily('operatePersonnelReport'),
  sort: { field: 'reportDate', dir: 'desc' }, labelField: 'staffName', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.date('reportDate', '日期', { rules: { required: true }, filter: 'range' }),
    field.text('staffName', '姓名', { rules: { required: true, maxLength: 20 }, filter: 'like' }),
    field.enum('post', '岗位', 'post', { rules: { required: true }, filter: 'eq' }),
    field.lookup('carId', '车辆', lookups.car),
    field.number('hours', '工时', { unit: '小时', rules: { required: true, min: 0, max: 24, precision: 1 } }),
  ],
};

export const operateStationReport: ResourceDefinition = {
  key: 'operateStationReport', name: '站点日报', system: SYSTEM, endpoints: ljszyFamily('operateStationReport'),
  sort: { field: 'reportDate', dir: 'desc' }, labelField: 'station', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.date('reportDate', '日期', { rules: { required: true }, filter: 'range' }),
    field.enum('station', '站点', 'weighStation', { rules: { required: true }, filter: 'eq' }),
    field.number('inbound', '进站量', { unit: '吨', rules: { required: true, min: 0, max: 5000, precision: 2 } }),
    field.number('outbound', '出站量', { unit: '吨', rules: { required: true, min: 0, max: 5000, precision: 2 } }),
    field.integer('trips', '进站车次', { rules: { required: true, min: 0, max: 2000 } }),
  ],
};

export const pushRecord: ResourceDefinition = {
  key: 'pushRecord', name: '推送消息', system: SYSTEM,
  // Subscription calls of the app (spec §7) share one base with the rss settings below.
  endpoints: ljszyFamily('subscription', {
    overrides: { list: { name: 'loadPushRecordPage' }, detail: { name: 'loadPushRecord' }, options: { name: 'pushRecordOptions' } },
  }),
  sort: { field: 'pushTime', dir: 'desc' }, labelField: 'title', operations: [],
  fields: [
    field.enum('subscribeType', '订阅类型', 'subscribeType', { filter: 'eq' }),
    field.text('title', '标题', { filter: 'like' }),
    field.textarea('content', '内容', { show: ['detail'] }),
    field.datetime('pushTime', '推送时间'),
    field.boolean('readed', '已读', { filter: 'eq' }),
  ],
  actions: [{ key: 'saveReaded', label: '标为已读', call: 'saveReaded', kind: 'set', set: { readed: true }, scope: 'selection' }],
};

export const rssSetting: ResourceDefinition = {
  key: 'rssSetting', name: '订阅设置', system: SYSTEM,
  endpoints: ljszyFamily('subscription', {
    shape: 'saveOrUpdate',
    overrides: { list: { name: 'loadInfo' }, upsert: { name: 'saveRss' }, detail: { name: 'loadRss' }, delete: { name: 'deleteRss' }, options: { name: 'rssOptions' } },
  }),
  sort: { field: 'subscribeType', dir: 'asc' }, labelField: 'subscribeType', operations: ['create', 'edit', 'delete'],
  // pushRecord's history is subscription/history.
  historyCall: 'rssHistory',
  fields: [
    field.enum('subscribeType', '订阅类型', 'subscribeType', { rules: { required: true, unique: true } }),
    field.boolean('enabled', '启用', { defaultValue: true }),
    field.text('pushTime', '推送时间', { rules: { required: true, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', patternMessage: '时间格式为 HH:mm' } }),
    field.text('receivers', '接收人', { rules: { maxLength: 100 } }),
  ],
};
