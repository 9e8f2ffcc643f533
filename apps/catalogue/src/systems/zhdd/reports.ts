/**
 * 指挥调度 reports (handlers in apps/server/src/systems/zhdd/): the vehicles and staff a dispatch
 * can take, where they are (vehicles at their last GPS report, staff with the vehicle they drive)
 * and whether an open dispatch already holds them; the 工作台's figures over the dispatch records
 * and the group chat.
 */
import type { ReportDefinition } from '../../model/reports';
import { BASE } from './shared';

type Opts = Partial<ReportDefinition>;
const custom = (key: string, title: string, call: string, handler: string, o: Opts = {}): ReportDefinition => ({ key, title, call: `${BASE}/${call}`, kind: 'custom', method: 'POST', handler, ...o });
const count = { key: 'count', label: '调度次数', agg: 'count', unit: '次' } as const;
const byDispatch = (key: string, title: string, call: string, o: Opts): ReportDefinition => ({
  key, title, call: `${BASE}/board/${call}`, kind: 'aggregate', method: 'POST', source: 'dispatchRecord', dateField: 'issuedAt', measures: [count], ...o,
});

export const zhddReports: readonly ReportDefinition[] = [
  custom('carCandidates', '可调车辆', 'dispatch/carCandidates', 'carCandidates', {
    columns: [
      { key: 'carNo', label: '车牌号' }, { key: 'carTypeLabel', label: '车辆类型' }, { key: 'driverName', label: '司机' }, { key: 'companyName', label: '所属单位' },
      { key: 'mapStateLabel', label: '状态' }, { key: 'openDispatch', label: '执行中的调度' }, { key: 'time', label: '最后定位' }, { key: 'speed', label: '速度(km/h)' }, { key: 'location', label: '经纬度' },
    ],
  }),
  custom('staffCandidates', '可调人员', 'dispatch/staffCandidates', 'staffCandidates', {
    columns: [
      { key: 'name', label: '姓名' }, { key: 'post', label: '岗位' }, { key: 'phone', label: '手机号' }, { key: 'carNo', label: '随车车辆' },
      { key: 'mapStateLabel', label: '状态' }, { key: 'openDispatch', label: '执行中的调度' }, { key: 'time', label: '定位时间' }, { key: 'location', label: '经纬度' },
    ],
  }),
  custom('dispatchOverview', '调度概况', 'board/overview', 'dispatchOverview', {
    columns: [
      { key: 'dispatches', label: '调度次数' }, { key: 'open', label: '执行中' }, { key: 'done', label: '已完成' }, { key: 'avgReceiveMinutes', label: '平均接收用时(分钟)' },
      { key: 'onTimeRate', label: '按时接收率(%)' }, { key: 'groups', label: '群组' }, { key: 'messages', label: '群消息' },
    ],
  }),
  byDispatch('dispatchTrend', '调度趋势', 'trend', { groupBy: [{ field: 'issuedAt', bucket: 'day', as: 'date', label: '日期' }], orderBy: { key: 'date', dir: 'asc' }, limit: 400 }),
  byDispatch('dispatchByScenario', '调度场景分布', 'byScenario', { groupBy: [{ field: 'scenario', label: '调度场景' }], orderBy: { key: 'count', dir: 'desc' } }),
  byDispatch('dispatchByState', '调度状态分布', 'byState', { groupBy: [{ field: 'state', label: '调度状态' }], orderBy: { key: 'count', dir: 'desc' } }),
  byDispatch('dispatchByLevel', '响应等级分布', 'byLevel', { groupBy: [{ field: 'responseLevel', label: '响应等级' }], orderBy: { key: 'count', dir: 'desc' } }),
  custom('groupActivity', '群组活跃度', 'board/groupActivity', 'groupActivity', {
    columns: [{ key: 'name', label: '群组' }, { key: 'messages', label: '消息数' }],
  }),
  custom('dataRange', '数据日期范围', 'board/dataRange', 'dataRange'),
];
