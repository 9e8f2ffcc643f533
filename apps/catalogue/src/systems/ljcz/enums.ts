/** 垃圾处置 enums (garbage types, facility types and enable states are the platform's). */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const ljczEnums: readonly EnumDefinition[] = [
  e('ljczStationType', '场站类型', [
    { value: 'transfer', label: '垃圾中转站' }, { value: 'incineration', label: '焚烧发电厂' },
    { value: 'kitchen', label: '餐厨垃圾处理厂' }, { value: 'landfill', label: '卫生填埋场' },
  ]),
  e('ljczStationStatus', '运行状态', [
    { value: 'running', label: '运行', status: 'success' }, { value: 'maintenance', label: '检修', status: 'warning' }, { value: 'stopped', label: '停运', status: 'default' },
  ]),
  e('ljczEquipmentType', '设备类型', [
    { value: 'compressor', label: '压缩机' }, { value: 'weighbridge', label: '地磅' }, { value: 'deodorizer', label: '除臭设备' },
    { value: 'sewage', label: '渗滤液处理设备' }, { value: 'crane', label: '抓斗吊机' }, { value: 'conveyor', label: '输送机' },
    { value: 'incinerator', label: '焚烧炉' }, { value: 'monitor', label: '在线监测设备' },
  ]),
  e('ljczEquipmentStatus', '设备状态', [
    { value: 'running', label: '运行', status: 'success' }, { value: 'standby', label: '备用', status: 'info' },
    { value: 'fault', label: '故障', status: 'error' }, { value: 'scrapped', label: '报废', status: 'default' },
  ]),
  e('ljczBindStatus', '绑定状态', [{ value: 'bound', label: '已绑定', status: 'success' }, { value: 'unbound', label: '已解绑', status: 'default' }]),
  e('ljczRepairResult', '维修结果', [
    { value: 'repaired', label: '已修复', status: 'success' }, { value: 'pending', label: '待修复', status: 'warning' }, { value: 'replaced', label: '已更换', status: 'info' },
  ]),
  // The map state of a station (mapInfo, gisList, dealFactoryMapInfo's mapState) and of a waste producer (productMapInfo).
  e('ljczStationMapState', '场站状态', [
    { value: 'online', label: '正常', status: 'success' }, { value: 'alarm', label: '检修或超负荷', status: 'error' }, { value: 'offline', label: '停运', status: 'default' },
  ]),
  e('ljczProductMapState', '产废点状态', [
    { value: 'online', label: '正常', status: 'success' }, { value: 'alarm', label: '异常', status: 'error' }, { value: 'offline', label: '停用', status: 'default' },
  ]),
];
