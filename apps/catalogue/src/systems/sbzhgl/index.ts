/** 设备管理 (sbzhgl): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'sbzhgl',
  name: '设备管理',
  menu: [
    group('设备台账', [planned('device', '设备'), planned('sensor', '传感器'), planned('overflowDevice', '满溢设备'), planned('gis', '设备地图')]),
    group('数据监测', [planned('monitorItem', '监测项'), planned('monitorRecord', '监测记录'), planned('rateRecord', '费率记录')]),
  ],
});
