/** 安全生产 (aqsc): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'aqsc',
  name: '安全生产',
  menu: [
    group('安全资料', [planned('file', '安全文件'), planned('trainingType', '培训类型'), planned('trainingPlan', '培训计划'), planned('trainingRecord', '培训记录')]),
    group('安全检查', [planned('checkProject', '检查项目'), planned('checkRecord', '检查记录'), planned('statistics', '安全统计')]),
  ],
});
