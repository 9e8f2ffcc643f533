/** 收运一张图 (ljsy): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'ljsy',
  name: '收运一张图',
  menu: [
    group('一张图', [planned('map', '收运一张图'), planned('carRoute', '车辆线路'), planned('historyPosition', '历史轨迹'), planned('gpsLast', '车辆实时位置')]),
    group('区域管理', [planned('deptArea', '部门区域'), planned('deptTree', '部门树')]),
    group('收运统计', [planned('dailyGarbage', '每日垃圾量'), planned('carOperation', '车辆作业统计'), planned('monthlyList', '月度清单')]),
  ],
});
