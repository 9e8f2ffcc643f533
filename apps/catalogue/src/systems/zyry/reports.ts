/**
 * 作业人员's reports, answered by the handlers of apps/server/src/systems/zyry/: the kanban of
 * now (who is on post, online, alarmed), the dashboards over a period, the people's live tree
 * and positions, attendance and overtime summaries, and the one-map's area and job element calls.
 * Every figure is read from the same rows the lists show (attendance, overtime, alarm, device).
 */
import type { ReportColumn, ReportDefinition } from '../../model/reports';
import { RGSB, V101 } from './shared';

type Opts = Partial<ReportDefinition>;
const col = (key: string, label: string): ReportColumn => ({ key, label });
const custom = (key: string, title: string, call: string, handler: string, columns: ReportColumn[], o: Opts = {}): ReportDefinition => ({
  key, title, kind: 'custom', method: 'POST', call, handler, columns, ...o,
});
const get = (key: string, title: string, call: string, columns: ReportColumn[] = [], o: Opts = {}) => custom(key, title, `${RGSB}/${call}`, call, columns, { method: 'GET', undated: true, ...o });

const person = [col('staffName', '姓名'), col('deptName', '部门'), col('areaName', '作业区域')];

export const zyryReports: readonly ReportDefinition[] = [
  custom('dataRange', '数据日期范围', `${V101}/common/dataRange`, 'dataRange', [col('start', '开始日期'), col('end', '结束日期')], { method: 'GET' }),

  // 人员看板: now.
  custom('kanbanOverview', '人员概况', `${V101}/kanban/overview`, 'kanbanOverview', [
    col('equipped', '配备设备人数'), col('online', '在线人数'), col('onPost', '当前在岗'), col('outOfArea', '当前离岗'), col('offline', '离线人数'),
    col('inRate', '今日在岗率(%)'), col('alarmsToday', '今日告警'), col('pendingAlarms', '待处理告警'), col('expiring', '合同即将到期'), col('expired', '合同已到期'),
  ]),
  custom('kanbanByDept', '各部门在岗', `${V101}/kanban/deptStat`, 'kanbanByDept', [col('deptName', '部门'), col('equipped', '配备人数'), col('online', '在线'), col('onPost', '在岗'), col('inRate', '今日在岗率(%)')]),
  custom('kanbanByArea', '各区域在岗', `${V101}/kanban/areaStat`, 'kanbanByArea', [col('areaName', '作业区域'), col('headcount', '定员'), col('assigned', '在编'), col('onPost', '在岗'), col('inRate', '今日在岗率(%)')]),
  custom('kanbanAlarmKinds', '今日告警类型', `${V101}/kanban/alarmKinds`, 'kanbanAlarmKinds', [col('alarmKind', '告警类型'), col('count', '告警数')]),
  custom('kanbanOnPostTrend', '在岗率趋势', `${V101}/kanban/inRateTrend`, 'kanbanOnPostTrend', [col('date', '日期'), col('inRate', '在岗率(%)')]),

  // 统计看板: a period.
  custom('dashStatus', '出勤构成', `${V101}/dashboard/statusShare`, 'dashStatus', [col('status', '在岗状态'), col('count', '人次')]),
  custom('dashAreaRate', '各区域在岗率', `${V101}/dashboard/areaRate`, 'dashAreaRate', [col('areaName', '作业区域'), col('inRate', '在岗率(%)'), col('personDays', '人次')]),
  custom('dashDeptRate', '各部门在岗率', `${V101}/dashboard/deptRate`, 'dashDeptRate', [col('deptName', '部门'), col('inRate', '在岗率(%)'), col('personDays', '人次')]),
  custom('dashAlarmTrend', '告警趋势', `${V101}/dashboard/alarmTrend`, 'dashAlarmTrend', [col('date', '日期'), col('count', '告警数')]),
  custom('dashOvertimeRank', '加班排行', `${V101}/dashboard/overtimeRank`, 'dashOvertimeRank', [col('staffName', '姓名'), col('minutes', '加班时长(分钟)')]),
  custom('dashLeaveRank', '离岗排行', `${V101}/dashboard/leaveRank`, 'dashLeaveRank', [col('staffName', '姓名'), col('times', '离岗次数')]),

  // 实时位置: the people's live tree (org → department → person) and their current states.
  custom('realtimeTree', '人员树', `${V101}/realtime/tree`, 'realtimeTree', []),
  custom('realtimeList', '人员实时状态', `${V101}/realtime/pageList`, 'realtimeList', [
    ...person, col('postName', '岗位'), col('deviceNo', '设备编号'), col('onlineLabel', '在线状态'), col('stateLabel', '当前状态'), col('battery', '电量(%)'), col('time', '最后上报'), col('location', '位置'),
  ], { source: 'attendance', filters: ['deptId', 'areaId'], paged: true, undated: true, export: `${V101}/realtime/export` }),
  custom('realtimeHistory', '人员轨迹', `${V101}/realtime/history`, 'realtimeHistory', [
    col('time', '定位时间'), col('lon', '经度'), col('lat', '纬度'), col('speed', '速度(km/h)'), col('battery', '电量(%)'), col('inArea', '是否在区域内'),
  ], { paged: true }),

  // 在岗统计.
  custom('attendanceSummary', '出勤汇总', `${V101}/attendance/summary`, 'attendanceSummary', [
    ...person, col('days', '统计天数'), col('onPostDays', '在岗(天)'), col('leftDays', '离岗(天)'), col('absentDays', '脱岗(天)'), col('notOnlineDays', '未上线(天)'),
    col('inMinutes', '在岗时长(分钟)'), col('inRate', '在岗率(%)'), col('leaveTimes', '离岗次数'), col('overtimeMinutes', '加班(分钟)'),
  ], { source: 'attendance', filters: ['deptId', 'areaId', 'staffId'], paged: true, export: `${V101}/attendance/summaryExport` }),
  custom('overtimeSummary', '加班统计', `${V101}/overtime/summary`, 'overtimeSummary', [
    ...person, col('times', '加班次数'), col('minutes', '加班时长(分钟)'), col('hours', '折合(小时)'), col('longest', '最长一次(分钟)'),
  ], { source: 'overtime', filters: ['deptId', 'areaId', 'staffId'], paged: true, export: `${V101}/overtime/summaryExport` }),

  // 运维一张图 · 人员设备 (GET): areas, their figures, job elements.
  get('loadAreaList', '作业区域列表', 'loadAreaList', [col('name', '区域名称'), col('gradeLabel', '作业等级'), col('deptName', '部门'), col('workers', '配备人数'), col('onPost', '当前在岗'), col('elements', '作业要素')]),
  get('loadAreaInfo', '作业区域详情', 'loadAreaInfo'),
  get('loadAreaNum', '作业区域统计', 'loadAreaNum'),
  get('loadJobElementList', '作业要素列表', 'loadJobElementList', [col('name', '要素名称'), col('elementTypeLabel', '要素类型'), col('areaName', '作业区域'), col('staffName', '责任人')]),
  get('loadJobElementInfo', '作业要素详情', 'loadJobElementInfo'),
];
