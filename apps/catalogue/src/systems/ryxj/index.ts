/** 巡检考评 (ryxj): its menu; the pages not delivered yet are planned leaves. */
import { defineSystem, menu } from '../../model/system';
import * as resources from './resources';

const { group, list, planned } = menu;

export default defineSystem({
  code: 'ryxj',
  name: '巡检考评',
  menu: [
    group('巡检管理', [planned('facility', '巡检设施'), planned('clockRecord', '打卡记录')]),
    group('考评管理', [list('evaluation', '考评记录', 'evaluation'), planned('appeal', '申诉处理'), planned('review', '复核'), planned('ruleScore', '评分规则'), planned('typeBinding', '类型绑定'), planned('role', '考评角色')]),
  ],
  resources: [resources.evaluation],
});
