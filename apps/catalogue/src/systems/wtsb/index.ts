/** 问题上报 (wtsb): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';

const { group, planned } = menu;

export default defineSystem({
  code: 'wtsb',
  name: '问题上报',
  enumCalls: ['/cloud/wtsb/common/loadEnumValue'],
  menu: [
    group('问题处置', [planned('problem', '问题列表'), planned('myTodo', '我的待办'), planned('commandCenter', '指挥中心')]),
    group('配置', [planned('problemType', '问题类型'), planned('defaultHandler', '默认处理人'), planned('usefulExpression', '常用语'), planned('deptArea', '部门区域')]),
    group('分析', [planned('analysis', '问题分析'), planned('kanban', '问题看板'), planned('deptReview', '部门考核'), planned('workUnitStat', '作业单位统计')]),
  ],
});
