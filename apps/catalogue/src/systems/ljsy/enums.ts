/** 收运一张图's enums: department kinds, area grades and the states the map colours by. */
import type { EnumDefinition } from '../../model/fields';

export const ljsyEnums: readonly EnumDefinition[] = [
  {
    code: 'deptKind', label: '部门类型',
    options: [
      { value: 'bureau', label: '环卫局' }, { value: 'office', label: '环卫所' },
      { value: 'team', label: '收运队' }, { value: 'group', label: '作业班组' },
    ],
  },
  {
    // The grade of an area sets how closely the dispatcher watches it (colour on the map).
    code: 'areaGrade', label: '区域等级',
    options: [
      { value: 'key', label: '重点区域', status: 'error' }, { value: 'normal', label: '一般区域', status: 'success' },
      { value: 'edge', label: '城郊区域', status: 'default' },
    ],
  },
  {
    // A car's work on the day, from its 垃圾收运 work record (none: not out).
    code: 'routeWorkState', label: '作业状态',
    options: [
      { value: 'done', label: '已完成', status: 'success' }, { value: 'working', label: '作业中', status: 'warning' },
      { value: 'idle', label: '未作业', status: 'error' },
    ],
  },
  {
    // A facility on the day: collected (an arrival record), missed, or disabled.
    code: 'facilityDayState', label: '收运状态',
    options: [
      { value: 'collected', label: '已收运', status: 'success' }, { value: 'missed', label: '未收运', status: 'error' },
      { value: 'disabled', label: '已停用', status: 'default' },
    ],
  },
  {
    // A vehicle by its last GPS report.
    code: 'carLiveState', label: '车辆状态',
    options: [
      { value: 'moving', label: '行驶', status: 'success' }, { value: 'parked', label: '停车', status: 'warning' },
      { value: 'offline', label: '离线', status: 'default' },
    ],
  },
  {
    code: 'shiftKind', label: '班次',
    options: [{ value: 'morning', label: '早班' }, { value: 'day', label: '白班' }, { value: 'night', label: '夜班' }],
  },
];
