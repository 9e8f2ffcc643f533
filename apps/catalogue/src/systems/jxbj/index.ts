/** 道路保洁 (jxbj): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'jxbj',
  name: '道路保洁',
  enumCalls: ['/cloud/jxbj/common/loadEnumValue.smvc'],
  menu: [
    group('作业配置', [planned('road', '道路'), planned('roadStandard', '保洁标准'), planned('line', '作业线路'), planned('shift', '班次'), planned('workType', '作业类型'), planned('speedConfig', '速度配置')]),
    group('作业管理', [planned('carLineSchedule', '车辆线路排班'), planned('pointer', '作业点位'), planned('carExpense', '车辆费用')]),
    group('一张图', [planned('oneMap', '保洁一张图'), planned('roadTrack', '道路轨迹'), planned('videoList', '视频列表')]),
    group('报表', [planned('carWorkReport', '车辆作业报表'), planned('completion', '完成率统计')]),
  ],
});
