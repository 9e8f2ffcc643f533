/** 设备管理 enums: device kinds and states, sensor kinds, fee types, monitor categories. */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const sbzhglEnums: readonly EnumDefinition[] = [
  e('sbzhglDeviceType', '设备类型', [
    { value: 'overflow', label: '满溢检测终端' },
    { value: 'weighing', label: '智能称重终端' },
    { value: 'environment', label: '环境监测站' },
    { value: 'leachate', label: '渗滤液监测仪' },
    { value: 'meter', label: '智能水电表' },
    { value: 'odor', label: '臭气监测仪' },
    { value: 'gateway', label: '物联网网关' },
  ]),
  e('sbzhglDeviceStatus', '运行状态', [
    { value: 'normal', label: '正常', status: 'success' },
    { value: 'fault', label: '故障', status: 'error' },
    { value: 'maintenance', label: '维修中', status: 'warning' },
    { value: 'disabled', label: '停用', status: 'default' },
  ]),
  e('sbzhglSensorType', '传感器类型', [
    { value: 'ultrasonic', label: '超声波料位' },
    { value: 'weight', label: '称重' },
    { value: 'temperature', label: '温度' },
    { value: 'humidity', label: '湿度' },
    { value: 'h2s', label: '硫化氢' },
    { value: 'nh3', label: '氨气' },
    { value: 'ph', label: 'pH' },
    { value: 'flow', label: '流量' },
    { value: 'power', label: '电能' },
  ]),
  e('sbzhglContainerType', '容器类型', [
    { value: 'bin240', label: '240 升垃圾桶' },
    { value: 'bin660', label: '660 升垃圾桶' },
    { value: 'box', label: '地埋式垃圾箱' },
    { value: 'compressBox', label: '压缩箱' },
  ]),
  e('sbzhglFeeType', '费用类型', [
    { value: 'traffic', label: '物联网卡流量费' },
    { value: 'electric', label: '电费' },
    { value: 'platform', label: '平台服务费' },
    { value: 'upkeep', label: '维保费' },
  ]),
  e('sbzhglMonitorCategory', '监测类别', [
    { value: 'air', label: '环境空气' },
    { value: 'odor', label: '恶臭气体' },
    { value: 'leachate', label: '渗滤液' },
    { value: 'noise', label: '噪声' },
    { value: 'energy', label: '能耗' },
  ]),
  e('sbzhglEnable', '启用状态', [
    { value: 'enabled', label: '启用', status: 'success' },
    { value: 'disabled', label: '停用', status: 'default' },
  ]),
  e('sbzhglDataSource', '数据来源', [
    { value: 'auto', label: '设备采集' },
    { value: 'manual', label: '人工录入' },
  ]),
  e('sbzhglJudge', '判定', [
    { value: 'normal', label: '正常', status: 'success' },
    { value: 'high', label: '超上限', status: 'error' },
    { value: 'low', label: '低于下限', status: 'warning' },
  ]),
];
