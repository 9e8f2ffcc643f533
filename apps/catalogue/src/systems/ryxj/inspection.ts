/**
 * What is inspected and when the inspector was there: 巡检设施 (the platform's facilities as
 * 巡检考评 keeps them — responsible department, inspection type and frequency, the inspector in
 * charge, the latest evaluation and its score) and 打卡记录 (an inspector's punches at a facility:
 * time, position, photo; the server measures the distance from the facility and flags a punch
 * taken too far away).
 */
import type { EnumDefinition } from '../../model/fields';
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { view } from '../../model/resource';
import { platformResource } from '../../platform';
import { lookups, ryxjFamily, SYSTEM } from './shared';

/** A punch farther than this from its facility is flagged 偏离 (metres). */
export const PUNCH_RADIUS_M = 200;

/**
 * 巡检设施: pageList / getOne / export and setEvaluation (考评设置, a form of the fields 巡检考评
 * keeps: the platform's own facility fields are changed where facilities are kept, not here).
 */
export const facilityInfo: ResourceDefinition = view(platformResource.facility, {
  key: 'facilityInfo', name: '巡检设施', system: SYSTEM, endpoints: ryxjFamily('facilityInfo', { shape: 'pageList' }), operations: ['export'],
  // What 巡检考评 keeps about a shared facility (columns of the platform's table, prefixed to stay apart from other systems').
  extend: [
    field.lookup('evalDeptId', '责任部门', lookups.department, { filter: 'eq', indexed: true }),
    field.enum('evalInspectType', '巡检类型', 'ryxjInspectType', { filter: 'eq' }),
    field.enum('evalFrequency', '巡检频次', 'ryxjFrequency', { filter: 'eq' }),
    field.lookup('evalInspectorId', '责任巡检员', lookups.member, { filter: 'eq' }),
    field.boolean('evalEnabled', '纳入考评', { filter: 'eq' }),
    field.date('lastEvalDate', '最近考评', { readonly: true, filter: 'range', show: ['column', 'detail'] }),
    field.number('lastEvalScore', '最近得分', { unit: '分', readonly: true, rules: { precision: 1 }, show: ['column', 'detail'] }),
  ],
  fields: ['code', 'name', 'facilityType', 'companyId', 'evalDeptId', 'evalInspectType', 'evalFrequency', 'evalInspectorId', 'evalEnabled', 'lastEvalDate', 'lastEvalScore', 'address', 'location', 'status'],
  actions: [{
    key: 'setEvaluation', label: '考评设置', call: 'setEvaluation', kind: 'form', scope: 'row',
    fields: ['evalDeptId', 'evalInspectType', 'evalFrequency', 'evalInspectorId', 'evalEnabled'], required: ['evalDeptId', 'evalInspectType', 'evalFrequency', 'evalEnabled'],
  }],
});

/** 打卡记录: pageList / addOrUpdate / delete / loadInfo / export (the app's punches; 补卡 by the office). */
export const clockInfo: ResourceDefinition = {
  key: 'clockInfo', name: '打卡记录', system: SYSTEM, endpoints: ryxjFamily('clockInfo'),
  sort: { field: 'punchTime', dir: 'desc' }, labelField: 'punchTime', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.lookup('inspectorId', '巡检员', lookups.member, { rules: { required: true }, filter: 'eq', indexed: true, important: true }),
    field.lookup('facilityId', '打卡设施', lookups.facility, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.datetime('punchTime', '打卡时间', { rules: { required: true, minDate: '2020-01-01', maxDaysAhead: 0 }, filter: 'range', indexed: true }),
    field.enum('punchType', '打卡类型', 'ryxjPunchType', { rules: { required: true }, filter: 'eq', defaultValue: 'patrol' }),
    field.point('location', '打卡位置', { rules: { required: true }, show: ['form', 'detail'] }),
    field.integer('distance', '距设施', { unit: '米', readonly: true, filter: 'range', show: ['column', 'filter', 'detail'] }),
    field.enum('deviation', '位置状态', 'ryxjPunchState', { readonly: true, filter: 'eq', indexed: true, show: ['column', 'filter', 'detail'] }),
    field.images('photos', '现场照片', { maxFiles: 3, show: ['form', 'detail'] }),
    field.text('remark', '备注', { rules: { maxLength: 100 } }),
  ],
};

export const inspectionEnums: readonly EnumDefinition[] = [
  {
    code: 'ryxjInspectType', label: '巡检类型',
    options: [{ value: 'routine', label: '日常巡检' }, { value: 'key', label: '重点巡检', status: 'warning' }, { value: 'special', label: '专项检查', status: 'info' }],
  },
  { code: 'ryxjPunchType', label: '打卡类型', options: [{ value: 'arrive', label: '到岗打卡' }, { value: 'patrol', label: '巡检打卡' }, { value: 'leave', label: '离岗打卡' }] },
  {
    code: 'ryxjPunchState', label: '位置状态',
    options: [{ value: 'normal', label: '正常', status: 'success' }, { value: 'far', label: `偏离（>${PUNCH_RADIUS_M} 米）`, status: 'error' }],
  },
];
