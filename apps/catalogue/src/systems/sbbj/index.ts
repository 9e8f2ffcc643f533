/** 设备在线 (sbbj): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'sbbj',
  name: '设备在线',
  enumCalls: ['/envcloud/hw/sbbj/api/v1/common/loadEnumValue'],
  menu: [
    group('在线监测', [planned('carGps', '车辆定位设备'), planned('carCamera', '车载摄像头'), planned('infraCamera', '设施摄像头'), planned('toiletDevice', '公厕设备')]),
    group('离线分析', [planned('offlineList', '离线列表'), planned('offlineDetail', '离线明细')]),
  ],
});
