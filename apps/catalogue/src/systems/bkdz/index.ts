/** 分类准确率 (bkdz): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'bkdz',
  name: '分类准确率',
  enumCalls: ['/cloud/bkdz/web/enum/list'],
  menu: [
    group('设施绑定', [planned('facilityBinding', '设施小区绑定'), planned('dataAllocation', '数据分配'), planned('config', '参数配置')]),
    group('准确率分析', [planned('accuracySummary', '准确率汇总'), planned('levelList', '等级列表'), planned('trend', '趋势分析')]),
  ],
});
