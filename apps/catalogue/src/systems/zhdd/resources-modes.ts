/**
 * 资源模式 and 调度模式: what a dispatch draws on (vehicle types and staff posts with counts, one
 * line each, within a radius) and the templates a dispatcher starts from (a scenario with its
 * resource mode, response level, time to arrive and the message sent to the crews).
 */
import { commonFields } from '../../model/common-fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { lookups, SYSTEM, zhddFamily } from './shared';

const code = (label: string) =>
  field.text('code', label, { rules: { required: true, maxLength: 20, unique: true, pattern: '^[A-Z0-9-]+$', patternMessage: `${label}只能包含大写字母、数字和“-”` }, filter: 'like' });
const status = () => field.enum('status', '状态', 'zhddStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'enabled' });

/** 资源模式: resourceMode pageList / save / update / delete / getOne, its lines at getDetailList. */
export const resourceMode: ResourceDefinition = {
  key: 'resourceMode', name: '资源模式', system: SYSTEM, endpoints: zhddFamily('resourceMode'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  lines: { resource: 'resourceModeItem', parentField: 'resourceModeId', orderField: 'lineNo', call: 'getDetailList', max: 20, totals: [{ field: 'count', into: 'totalCount' }] },
  related: [{ resource: 'dispatchMode', field: 'resourceModeId', title: '使用该资源模式的调度模式' }],
  fields: [
    code('模式编号'),
    field.text('name', '模式名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.enum('scenario', '适用场景', 'zhddScenario', { rules: { required: true }, filter: 'eq' }),
    field.number('radiusKm', '调集半径', { unit: '公里', rules: { required: true, min: 0.5, max: 50, precision: 1 }, defaultValue: 3 }),
    field.integer('totalCount', '资源合计', { unit: '个', readonly: true }),
    status(),
    commonFields.remark(),
    commonFields.createTime(),
  ],
};

/** One line of a resource mode: a vehicle type or a staff post and how many. */
export const resourceModeItem: ResourceDefinition = {
  key: 'resourceModeItem', name: '资源明细', system: SYSTEM, endpoints: zhddFamily('resourceModeItem'),
  sort: { field: 'lineNo', dir: 'asc' }, labelField: 'lineNo', operations: [],
  recordRules: [
    { kind: 'requiredWhen', field: 'carType', when: 'kind', values: ['vehicle'], message: '车辆资源请选择车辆类型' },
    { kind: 'requiredWhen', field: 'post', when: 'kind', values: ['staff'], message: '人员资源请选择岗位' },
  ],
  fields: [
    field.lookup('resourceModeId', '资源模式', lookups.resourceMode, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade', show: ['column', 'detail'] }),
    field.integer('lineNo', '行号', { rules: { min: 1, max: 999 }, show: ['column', 'detail'] }),
    field.enum('kind', '资源类别', 'zhddResourceKind', { rules: { required: true }, defaultValue: 'vehicle' }),
    field.enum('carType', '车辆类型', 'carType'),
    field.enum('post', '人员岗位', 'zhddPost'),
    field.integer('count', '数量', { rules: { required: true, min: 1, max: 100 }, defaultValue: 1 }),
    field.text('remark', '说明', { rules: { maxLength: 50 } }),
  ],
};

/** 调度模式: dispatchMode pageList / save / update / delete / getOne. */
export const dispatchMode: ResourceDefinition = {
  key: 'dispatchMode', name: '调度模式', system: SYSTEM, endpoints: zhddFamily('dispatchMode'),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    code('模式编号'),
    field.text('name', '模式名称', { rules: { required: true, maxLength: 30, unique: true }, filter: 'like', important: true }),
    field.enum('scenario', '调度场景', 'zhddScenario', { rules: { required: true }, filter: 'eq' }),
    field.lookup('resourceModeId', '资源模式', lookups.resourceMode, { rules: { required: true }, filter: 'eq' }),
    field.enum('responseLevel', '响应等级', 'zhddResponseLevel', { rules: { required: true }, filter: 'eq' }),
    field.integer('responseMinutes', '到场时限', { unit: '分钟', rules: { required: true, min: 5, max: 720 }, defaultValue: 30 }),
    field.textarea('messageTemplate', '消息模板', { rules: { required: true, maxLength: 500 }, show: ['form', 'detail'] }),
    status(),
    commonFields.remark(),
    commonFields.createTime(),
  ],
};
