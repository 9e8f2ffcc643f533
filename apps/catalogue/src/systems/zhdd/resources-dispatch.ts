/**
 * 调度记录: a dispatch sent from the map (an area, the vehicles and staff picked in it, a mode, the
 * instruction) and posted to its group; 已下达 → 已接收 → 已完成 (or 已撤销), each step answered by
 * the system's server folder, which also posts it to the group and adds it to 调度进展.
 */
import { commonFields } from '../../model/common-fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { lookups, SYSTEM, zhddFamily } from './shared';

/** dispatch pageList / getOne / export; send, receive, remind, complete and cancel are the system's. */
export const dispatchRecord: ResourceDefinition = {
  key: 'dispatchRecord', name: '调度记录', system: SYSTEM, endpoints: zhddFamily('dispatch'),
  sort: { field: 'issuedAt', dir: 'desc' }, labelField: 'code', operations: ['export'],
  lockedWhen: { field: 'state', value: 'done', values: ['cancelled'], message: '已完成或已撤销的调度不能再变更' },
  related: [{ resource: 'dispatchLog', field: 'dispatchId', title: '调度进展' }],
  actions: [
    { key: 'receive', label: '接收', call: 'receive', kind: 'set', set: { state: 'received' }, confirm: '确认处置班组已接收该调度任务？', scope: 'row', answeredBy: 'system' },
    { key: 'remind', label: '催办', call: 'remind', kind: 'set', confirm: '向调度群组发送催办消息？', scope: 'row', answeredBy: 'system' },
    { key: 'complete', label: '完成', call: 'complete', kind: 'form', fields: ['result'], required: ['result'], set: { state: 'done' }, scope: 'row', answeredBy: 'system' },
    { key: 'cancel', label: '撤销', call: 'cancel', kind: 'form', fields: ['cancelReason'], required: ['cancelReason'], set: { state: 'cancelled' }, scope: 'row', answeredBy: 'system' },
  ],
  fields: [
    field.text('code', '调度单号', { readonly: true, filter: 'like', rules: { maxLength: 30 }, important: true }),
    field.lookup('dispatchModeId', '调度模式', lookups.dispatchMode, {
      rules: { required: true }, filter: 'eq',
      fills: [{ map: { scenario: 'scenario', responseLevel: 'responseLevel', responseMinutes: 'responseMinutes', content: 'messageTemplate' } }],
    }),
    field.text('title', '调度标题', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.enum('scenario', '调度场景', 'zhddScenario', { rules: { required: true }, filter: 'eq' }),
    field.enum('responseLevel', '响应等级', 'zhddResponseLevel', { rules: { required: true }, filter: 'eq' }),
    field.integer('responseMinutes', '到场时限', { unit: '分钟', rules: { required: true, min: 5, max: 720 }, defaultValue: 30 }),
    field.text('areaName', '调度区域', { rules: { required: true, maxLength: 50 }, filter: 'like' }),
    field.polygon('area', '区域范围', { rules: { required: true }, show: ['form', 'detail'] }),
    field.lookupMany('carIds', '调派车辆', platformLookups.vehicle, { filter: 'eq' }),
    field.lookupMany('staffIds', '调派人员', platformLookups.staff, { filter: 'eq' }),
    field.lookup('groupId', '调度群组', lookups.chatGroup, { filter: 'eq', indexed: true }),
    field.textarea('content', '调度指令', { rules: { required: true, maxLength: 500 }, show: ['form', 'detail'] }),
    field.enum('state', '调度状态', 'zhddDispatchState', { readonly: true, filter: 'eq', defaultValue: 'issued', indexed: true }),
    field.text('issuedBy', '下达人', { readonly: true, rules: { maxLength: 20 } }),
    field.datetime('issuedAt', '下达时间', { readonly: true, filter: 'range', indexed: true }),
    field.datetime('receivedAt', '接收时间', { readonly: true, show: ['detail'] }),
    field.datetime('doneAt', '完成时间', { readonly: true }),
    field.textarea('result', '处置结果', { readonly: true, rules: { maxLength: 300 }, show: ['detail'] }),
    field.textarea('cancelReason', '撤销原因', { readonly: true, rules: { maxLength: 200 }, show: ['detail'] }),
    commonFields.createTime(),
  ],
};

/** 调度进展: one row per step of a dispatch (the timeline in its detail drawer). */
export const dispatchLog: ResourceDefinition = {
  key: 'dispatchLog', name: '调度进展', system: SYSTEM, endpoints: zhddFamily('dispatchLog'),
  sort: { field: 'at', dir: 'asc' }, labelField: 'action', operations: [],
  fields: [
    field.lookup('dispatchId', '调度单号', lookups.dispatch, { rules: { required: true }, filter: 'eq', indexed: true, onDelete: 'cascade' }),
    field.enum('action', '调度环节', 'zhddDispatchAction', { rules: { required: true }, filter: 'eq' }),
    field.datetime('at', '时间', { rules: { required: true } }),
    field.text('actorName', '操作人', { rules: { required: true, maxLength: 20 } }),
    field.text('note', '说明', { rules: { maxLength: 300 } }),
  ],
};
