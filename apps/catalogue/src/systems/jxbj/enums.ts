/** Enums of 道路保洁. */
import type { EnumDefinition } from '../../model/fields';

export const jxbjEnums: readonly EnumDefinition[] = [
  { code: 'jxbjStatus', label: '状态', options: [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
  { code: 'workCategory', label: '作业方式', options: [{ value: 'mechanical', label: '机械化作业' }, { value: 'manual', label: '人工保洁' }, { value: 'combined', label: '机械+人工' }] },
  { code: 'roadLevel', label: '道路等级', options: [{ value: 'arterial', label: '主干道' }, { value: 'secondary', label: '次干道' }, { value: 'branch', label: '支路' }, { value: 'lane', label: '背街小巷' }] },
  { code: 'standardLevel', label: '保洁等级', options: [{ value: 'special', label: '特级' }, { value: 'first', label: '一级' }, { value: 'second', label: '二级' }, { value: 'third', label: '三级' }] },
  { code: 'pointerType', label: '点位类型', options: [{ value: 'start', label: '起点' }, { value: 'middle', label: '中点' }, { value: 'end', label: '终点' }] },
  {
    code: 'expenseType', label: '费用类型', options: [
      { value: 'fuel', label: '燃油费' }, { value: 'water', label: '作业用水' }, { value: 'repair', label: '维修费' }, { value: 'brush', label: '扫刷耗材' },
      { value: 'insurance', label: '保险费' }, { value: 'toll', label: '通行费' }, { value: 'other', label: '其他' },
    ],
  },
  {
    code: 'weekday', label: '星期', options: [
      { value: '1', label: '周一' }, { value: '2', label: '周二' }, { value: '3', label: '周三' }, { value: '4', label: '周四' },
      { value: '5', label: '周五' }, { value: '6', label: '周六' }, { value: '7', label: '周日' },
    ],
  },
  {
    code: 'workingState', label: '作业状态', options: [
      { value: 'working', label: '作业中', status: 'success' }, { value: 'driving', label: '行驶', status: 'info' },
      { value: 'stopped', label: '停车', status: 'warning' }, { value: 'offline', label: '离线', status: 'default' },
    ],
  },
  {
    code: 'coverageState', label: '完成状态', options: [
      { value: 'done', label: '已达标', status: 'success' }, { value: 'partial', label: '未达标', status: 'warning' },
      { value: 'none', label: '未作业', status: 'error' }, { value: 'unplanned', label: '未排班', status: 'default' },
    ],
  },
];
