/** 公厕管理 enums. */
import type { EnumDefinition } from '../../model/fields';
import { sbbjEnums } from '../../platform/devices';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const gcglEnums: readonly EnumDefinition[] = [
  // The device list is 设备在线's devices: their type and online state read the same enums.
  ...sbbjEnums,
  e('toiletLevel', '公厕等级', [{ value: 'first', label: '一类' }, { value: 'second', label: '二类' }, { value: 'third', label: '三类' }]),
  e('toiletStatus', '运行状态', [
    { value: 'open', label: '开放', status: 'success' }, { value: 'maintenance', label: '维修中', status: 'warning' }, { value: 'closed', label: '停用', status: 'default' },
  ]),
  // The map's state of a toilet (report toiletMap's mapState): a pending alarm, no device online, else normal.
  e('toiletMapState', '地图状态', [{ value: 'online', label: '正常', status: 'success' }, { value: 'offline', label: '离线或停用', status: 'default' }, { value: 'alarm', label: '报警', status: 'error' }]),
  e('gcglSensorKind', '监测项', [
    { value: 'ammonia', label: '氨气浓度' }, { value: 'hydrogenSulfide', label: '硫化氢浓度' }, { value: 'occupancy', label: '厕位占用' },
    { value: 'passenger', label: '客流量' }, { value: 'water', label: '用水量' }, { value: 'power', label: '用电量' },
  ]),
  e('gcglSensorStatus', '传感器状态', [{ value: 'normal', label: '正常', status: 'success' }, { value: 'alarm', label: '报警', status: 'error' }]),
  e('gcglAlarmKind', '报警类型', [{ value: 'overUpper', label: '超上限', status: 'error' }, { value: 'underLower', label: '低于下限', status: 'warning' }]),
  e('gcglAlarmStatus', '处理状态', [{ value: 'pending', label: '待处理', status: 'error' }, { value: 'handled', label: '已处理', status: 'success' }]),
  e('commentSource', '评价渠道', [{ value: 'qrcode', label: '扫码评价' }, { value: 'miniProgram', label: '小程序' }, { value: 'hotline', label: '12345热线' }]),
  e('replyStatus', '回复状态', [{ value: 'pending', label: '待回复', status: 'warning' }, { value: 'replied', label: '已回复', status: 'success' }]),
  e('cleanPosition', '保洁部位', [
    { value: 'maleRoom', label: '男厕' }, { value: 'femaleRoom', label: '女厕' }, { value: 'accessible', label: '无障碍间' },
    { value: 'thirdRoom', label: '第三卫生间' }, { value: 'washBasin', label: '洗手台' }, { value: 'floor', label: '地面及外围' },
  ]),
  e('cleanResult', '检查结果', [{ value: 'qualified', label: '合格', status: 'success' }, { value: 'unqualified', label: '不合格', status: 'error' }]),
];
