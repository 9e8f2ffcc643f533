/** 问题上报 (wtsb): its menu; pages arrive as the system is delivered. */
import { defineSystem, menu } from '../../model/system';
import type { PageDefinition } from '../../model/pages';
import { problem, problemEnums } from './problem';
import { defaultHandler, holiday, member, peopleEnums } from './problem-people';
import { problemType } from './problem-type';

const { group, list, planned } = menu;

/** A list of cases opened on one of its tabs (我的待办, 指挥中心). */
const cases = (key: string, title: string, scope: 'mine' | 'center'): PageDefinition => ({ kind: 'list', key, title, resources: ['problem'], scope });

export default defineSystem({
  code: 'wtsb',
  name: '问题上报',
  enumCalls: ['/cloud/wtsb/common/loadEnumValue'],
  menu: [
    group('问题处置', [list('problem', '问题列表', 'problem'), cases('myTodo', '我的待办', 'mine'), cases('commandCenter', '指挥中心', 'center')]),
    group('配置', [
      list('problemType', '问题类型', 'problemType'), list('defaultHandler', '默认处理人', 'defaultHandler'), planned('usefulExpression', '常用语'), planned('deptArea', '部门区域'),
      list('member', '处置人员', 'member'), list('holiday', '节假日', 'holiday'),
    ]),
    group('分析', [planned('analysis', '问题分析'), planned('kanban', '问题看板'), planned('deptReview', '部门考核'), planned('workUnitStat', '作业单位统计')]),
  ],
  resources: [problemType, problem, member, defaultHandler, holiday],
  enums: [...problemEnums, ...peopleEnums],
});
