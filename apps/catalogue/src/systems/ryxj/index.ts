/** 巡检考评 (ryxj): facilities under inspection, punches, evaluations with appeals and reviews, their configuration and statistics. */
import type { EnumDefinition } from '../../model/fields';
import type { PageDefinition, Widget } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { configEnums, holiday, holidayEnums, reviewSetting, role, roleStaff, ruleScore, typeBindingInfo } from './config';
import { appeal, evalScore, evaluation, evaluationEnums, review } from './evaluation';
import { clockInfo, facilityInfo, inspectionEnums } from './inspection';
import { ryxjReports } from './reports';

const { group, list, report } = menu;

/** A facility on the map, coloured by the grade of its latest evaluation. */
const mapEnums: readonly EnumDefinition[] = [
  {
    code: 'ryxjFacilityState', label: '最近考评',
    options: [
      { value: 'excellent', label: '优秀', status: 'success' },
      { value: 'good', label: '良好', status: 'info' },
      { value: 'pass', label: '合格', status: 'warning' },
      { value: 'fail', label: '不合格', status: 'error' },
      { value: 'none', label: '未考评', status: 'default' },
    ],
  },
];

const inspectionMap: PageDefinition = {
  kind: 'layers', key: 'inspectionMap', title: '巡检地图', day: true,
  layers: [
    { report: 'facilityInfo2', label: '巡检设施', shape: 'point', geometry: 'location', state: 'mapState', stateEnum: 'ryxjFacilityState', labelKey: 'name' },
    { report: 'clockDay', label: '当日打卡', shape: 'point', geometry: 'location', state: 'deviation', stateEnum: 'ryxjPunchState', labelKey: 'inspectorIdLabel' },
  ],
};

const tile = (title: string, measure: string, drill?: Widget['drill']): Widget => ({ kind: 'stat', title, report: 'evalFigures', measure, unit: '份', period: 'current', drill });

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台', refreshSeconds: 120, periods: [30, 90],
  widgets: [
    tile('待确认', 'draft', { page: 'evaluation', scope: 'toSign' }),
    tile('待签认', 'toAgree'),
    tile('申诉中', 'appealed', { page: 'appeal', scope: 'center' }),
    tile('待复核', 'toReview', { page: 'review', scope: 'center' }),
    tile('已超时', 'overdue', { page: 'evaluation', scope: 'overdue' }),
    { kind: 'trend', title: '每日平均得分', report: 'dailyScore', measure: 'avgScore', category: 'date', unit: '分' },
    { kind: 'rank', title: '责任部门得分排名', report: 'scoreByDept', measure: 'avgScore', category: 'deptId', unit: '分', drill: { page: 'evaluation', filter: 'deptId', dateFilter: 'evalDate' } },
    { kind: 'bar', title: '各类设施平均得分', report: 'scoreByType', measure: 'avgScore', category: 'facilityType', unit: '分' },
    { kind: 'pie', title: '考评等级分布', report: 'gradeShare', measure: 'evaluations', category: 'grade', unit: '次' },
  ],
};

export default defineSystem({
  code: 'ryxj',
  name: '巡检考评',
  welcome,
  menu: [
    group('巡检管理', [
      list('facility', '巡检设施', 'facilityInfo'),
      report('facilityOverview', '设施考评概况', 'facilityInfo2'),
      list('clockRecord', '打卡记录', 'clockInfo'),
      inspectionMap,
    ]),
    group('考评管理', [list('evaluation', '考评记录', 'evaluation'), list('appeal', '申诉处理', 'appeal'), list('review', '复核管理', 'review')]),
    group('统计分析', [report('scoreStat', '考评统计', 'scoreByType', 'scoreByDept', 'scoreByCompany', 'monthMatrix'), report('appealStat', '申诉统计', 'appealStat')]),
    group('考评配置', [
      list('ruleScore', '评分规则', 'ruleScore'),
      list('typeBinding', '类型绑定', 'typeBindingInfo'),
      list('role', '考评角色', 'role'),
      list('roleStaff', '角色人员', 'roleStaff'),
      list('reviewSetting', '复核设置', 'reviewSetting'),
      list('holiday', '考评日历', 'holiday'),
    ]),
  ],
  resources: [facilityInfo, clockInfo, evaluation, evalScore, appeal, review, ruleScore, typeBindingInfo, role, roleStaff, reviewSetting, holiday],
  enums: [...evaluationEnums, ...configEnums, ...holidayEnums, ...inspectionEnums, ...mapEnums],
  reports: ryxjReports,
  enumCalls: ['/envcloud/hw/ryxj/api/v1/common/loadEnumValue'],
});
