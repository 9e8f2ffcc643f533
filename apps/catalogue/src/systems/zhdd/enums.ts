/** 指挥调度 enums (served at /cloud/zhdd/common/loadEnumValue). */
import type { EnumDefinition } from '../../model/fields';

export const zhddEnums: readonly EnumDefinition[] = [
  { code: 'zhddStatus', label: '状态', options: [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
  {
    code: 'zhddScenario', label: '调度场景',
    options: [
      { value: 'rainstorm', label: '暴雨积水' }, { value: 'garbagePile', label: '突发垃圾堆积' }, { value: 'roadSpill', label: '道路抛洒滴漏' },
      { value: 'snowIce', label: '冰雪灾害' }, { value: 'majorEvent', label: '重大活动保障' }, { value: 'complaint', label: '市民投诉处置' },
      { value: 'other', label: '其他' },
    ],
  },
  {
    code: 'zhddResponseLevel', label: '响应等级',
    options: [
      { value: 'level1', label: 'Ⅰ级（特别重大）', status: 'error' }, { value: 'level2', label: 'Ⅱ级（重大）', status: 'error' },
      { value: 'level3', label: 'Ⅲ级（较大）', status: 'warning' }, { value: 'level4', label: 'Ⅳ级（一般）', status: 'info' },
    ],
  },
  { code: 'zhddResourceKind', label: '资源类别', options: [{ value: 'vehicle', label: '车辆' }, { value: 'staff', label: '人员' }] },
  {
    code: 'zhddPost', label: '人员岗位',
    options: [{ value: 'driver', label: '驾驶员' }, { value: 'loader', label: '装卸工' }, { value: 'cleaner', label: '保洁员' }, { value: 'foreman', label: '班组长' }, { value: 'inspector', label: '巡查员' }],
  },
  {
    code: 'zhddSeatPost', label: '坐席岗位',
    options: [{ value: 'chief', label: '调度长' }, { value: 'dispatcher', label: '调度员' }, { value: 'monitor', label: '值班员' }, { value: 'foreman', label: '班组长' }, { value: 'admin', label: '管理员' }],
  },
  {
    code: 'zhddGroupType', label: '群组类型',
    options: [{ value: 'dispatch', label: '调度群', status: 'warning' }, { value: 'work', label: '作业群', status: 'info' }, { value: 'emergency', label: '应急群', status: 'error' }, { value: 'dept', label: '部门群', status: 'default' }],
  },
  {
    code: 'zhddDispatchState', label: '调度状态',
    options: [{ value: 'issued', label: '已下达', status: 'warning' }, { value: 'received', label: '已接收', status: 'info' }, { value: 'done', label: '已完成', status: 'success' }, { value: 'cancelled', label: '已撤销', status: 'default' }],
  },
  {
    code: 'zhddDispatchAction', label: '调度环节',
    options: [{ value: 'issue', label: '下达' }, { value: 'receive', label: '接收' }, { value: 'remind', label: '催办' }, { value: 'complete', label: '完成' }, { value: 'cancel', label: '撤销' }],
  },
  {
    code: 'zhddCarMapState', label: '车辆状态',
    options: [{ value: 'idle', label: '空闲', status: 'success' }, { value: 'busy', label: '执行任务', status: 'warning' }, { value: 'alarm', label: '报警', status: 'error' }, { value: 'offline', label: '离线', status: 'default' }],
  },
  {
    code: 'zhddStaffMapState', label: '人员状态',
    options: [{ value: 'idle', label: '空闲', status: 'success' }, { value: 'busy', label: '执行任务', status: 'warning' }, { value: 'offline', label: '离线', status: 'default' }],
  },
];
