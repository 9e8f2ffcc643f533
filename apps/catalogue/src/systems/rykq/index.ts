/** 考勤管理 (rykq): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'rykq',
  name: '考勤管理',
  menu: [
    group('考勤设置', [planned('shiftTime', '班次时间'), planned('attendanceGroup', '考勤组'), planned('clock', '打卡管理')]),
    group('考勤记录', [planned('attendanceRecord', '考勤记录'), planned('dailyReport', '考勤日报'), planned('monthReport', '考勤月报'), planned('duty', '值班管理')]),
    group('审批', [planned('leave', '请假审批'), planned('overtime', '加班审批'), planned('healthReport', '健康上报')]),
  ],
});
