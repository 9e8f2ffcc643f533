/** Enums of 垃圾收运 (served by loadEnumValue and used for tags, selects and validation). */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const ljszyEnums: readonly EnumDefinition[] = [
  e('shift', '班次', [
    { value: 'morning', label: '早班' },
    { value: 'middle', label: '中班' },
    { value: 'night', label: '晚班' },
  ]),
  e('workStatus', '作业状态', [
    { value: 'done', label: '已完成', status: 'success' },
    { value: 'working', label: '作业中', status: 'info' },
    { value: 'idle', label: '未作业', status: 'warning' },
  ]),
  e('weighStatus', '称重状态', [
    { value: 'normal', label: '正常', status: 'success' },
    { value: 'abnormal', label: '异常', status: 'error' },
    { value: 'void', label: '已作废', status: 'default' },
  ]),
  e('weighStation', '称重站点', [
    { value: 'east', label: '城东转运站' },
    { value: 'west', label: '城西转运站' },
    { value: 'tianziling', label: '天子岭填埋场' },
    { value: 'jiufeng', label: '九峰焚烧厂' },
    { value: 'kitchenPlant', label: '餐厨处置中心' },
  ]),
  e('containerVolume', '容器容量', [
    { value: '120', label: '120 升' },
    { value: '240', label: '240 升' },
    { value: '660', label: '660 升' },
  ]),
  e('containerStatus', '容器状态', [
    { value: 'normal', label: '正常', status: 'success' },
    { value: 'damaged', label: '破损', status: 'warning' },
    { value: 'lost', label: '遗失', status: 'error' },
  ]),
  e('boxStatus', '压缩箱状态', [
    { value: 'empty', label: '空闲', status: 'default' },
    { value: 'loading', label: '装载中', status: 'info' },
    { value: 'full', label: '已满', status: 'warning' },
    { value: 'transit', label: '转运中', status: 'success' },
  ]),
  e('rfidBindType', '绑定对象', [
    { value: 'container', label: '收集容器' },
    { value: 'car', label: '车辆' },
  ]),
  e('post', '岗位', [
    { value: 'driver', label: '驾驶员' },
    { value: 'loader', label: '装卸工' },
    { value: 'weigher', label: '司磅员' },
    { value: 'dispatcher', label: '调度员' },
  ]),
  e('subscribeType', '订阅类型', [
    { value: 'dailyReport', label: '收运日报' },
    { value: 'abnormal', label: '称重异常' },
    { value: 'notWorking', label: '设施未收运' },
  ]),
];
