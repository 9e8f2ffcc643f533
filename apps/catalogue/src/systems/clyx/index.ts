/** 车辆运行 (clyx): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'clyx',
  name: '车辆运行',
  menu: [
    group('实时监控', [planned('onlineCar', '在线车辆'), planned('realtime', '车辆实时信息'), planned('trackReplay', '轨迹回放')]),
    group('运行报表', [planned('dailyReport', '运行日报'), planned('onlineReport', '在线报表'), planned('violationReport', '违规报表'), planned('costStat', '费用统计')]),
    group('设备与报警', [planned('device', '车载设备'), planned('workElement', '作业要素'), planned('alarm', '报警记录'), planned('parking', '停车记录'), planned('pass', '通行证')]),
    group('油水监测', [planned('oilConfig', '油量配置'), planned('oilAbnormal', '油量异常'), planned('oilDaily', '油耗日报'), planned('waterRecord', '加水记录'), planned('waterCurve', '水位曲线')]),
  ],
});
