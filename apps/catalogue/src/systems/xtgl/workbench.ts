/**
 * 系统管理's 工作台: the day's weather for the tenant's city (deterministic, docs/decisions/0342),
 * income by type and day, and the state of the bindings, grids and applications it keeps.
 */
import type { BoardPage } from '../../model/pages';
import type { ReportDefinition } from '../../model/reports';
import { MGMT } from './shared';

export const welcome: BoardPage = {
  kind: 'dashboard', key: 'welcome', title: '工作台', periods: [30, 7, 90],
  widgets: [
    { kind: 'stat', title: '本期收入', report: 'xtglOverview', measure: 'income', unit: '元', period: 'range' },
    { kind: 'stat', title: '待入账', report: 'xtglOverview', measure: 'pendingIncome', unit: '笔', period: 'current' },
    { kind: 'stat', title: '微信绑定用户', report: 'xtglOverview', measure: 'bindings', unit: '人', period: 'current' },
    { kind: 'stat', title: '网格', report: 'xtglOverview', measure: 'grids', unit: '个', period: 'current' },
    { kind: 'stat', title: '启用应用', report: 'xtglOverview', measure: 'apps', unit: '个', period: 'current' },
    {
      kind: 'facts', title: '今日天气', report: 'weatherToday', period: 'day',
      items: [
        { key: 'cityName', label: '城市' }, { key: 'weather', label: '天气' }, { key: 'tempRange', label: '气温' },
        { key: 'humidity', label: '相对湿度', unit: '%' }, { key: 'wind', label: '风向风力' }, { key: 'aqiText', label: '空气质量' },
        { key: 'precipitation', label: '降水概率', unit: '%' }, { key: 'sun', label: '日出日落' },
      ],
    },
    { kind: 'trend', title: '未来 7 天最高气温', report: 'weatherForecast', measure: 'tempHigh', category: 'date', unit: '℃', period: 'forecast' },
    { kind: 'pie', title: '收入类别构成', report: 'incomeByType', measure: 'amount', category: 'incomeType', unit: '元', drill: { page: 'incomeDetail', filter: 'incomeType', dateFilter: 'incomeDate' } },
    { kind: 'trend', title: '每日收入', report: 'incomeTrend', measure: 'amount', category: 'incomeDateDay', unit: '元' },
    { kind: 'bar', title: '微信绑定', report: 'bindingsByType', measure: 'count', category: 'bindType', unit: '人', period: 'current', drill: { page: 'wechatBinding', filter: 'bindType' } },
  ],
};

export const workbenchReports: readonly ReportDefinition[] = [
  {
    key: 'dataRange', title: '数据范围', kind: 'custom', handler: 'dataRange', call: '/cloud/xtgl/common/dataRange', method: 'GET',
    columns: [{ key: 'start', label: '开始' }, { key: 'end', label: '结束' }],
  },
  {
    key: 'xtglOverview', title: '系统管理概况', kind: 'custom', handler: 'overview', call: '/cloud/xtgl/board/overview', method: 'POST',
    columns: [
      { key: 'income', label: '本期收入(元)' }, { key: 'pendingIncome', label: '待入账(笔)' }, { key: 'bindings', label: '微信绑定用户(人)' },
      { key: 'grids', label: '网格(个)' }, { key: 'apps', label: '启用应用(个)' },
    ],
  },
  {
    key: 'weatherToday', title: '今日天气', kind: 'custom', handler: 'weatherToday', call: `${MGMT}/weather/today`, method: 'POST',
    columns: [
      { key: 'date', label: '日期' }, { key: 'cityName', label: '城市' }, { key: 'weather', label: '天气' }, { key: 'tempRange', label: '气温' },
      { key: 'humidity', label: '相对湿度(%)' }, { key: 'wind', label: '风向风力' }, { key: 'aqiText', label: '空气质量' },
      { key: 'precipitation', label: '降水概率(%)' }, { key: 'sun', label: '日出日落' },
    ],
  },
  {
    key: 'weatherForecast', title: '天气预报', kind: 'custom', handler: 'weatherForecast', call: `${MGMT}/weather/forecast`, method: 'POST',
    columns: [
      { key: 'date', label: '日期' }, { key: 'weather', label: '天气' }, { key: 'tempHigh', label: '最高气温(℃)' }, { key: 'tempLow', label: '最低气温(℃)' },
      { key: 'precipitation', label: '降水概率(%)' }, { key: 'aqi', label: '空气质量指数' },
    ],
  },
  {
    key: 'incomeByType', title: '收入类别构成', kind: 'aggregate', call: '/envcloud/hw/income/api/v1/incomeDetail/byType', method: 'POST',
    source: 'incomeDetail', dateField: 'incomeDate', groupBy: [{ field: 'incomeType', label: '收入类别' }],
    measures: [{ key: 'amount', agg: 'sum', field: 'amount', label: '金额', unit: '元', digits: 2 }, { key: 'count', agg: 'count', label: '笔数', unit: '笔' }],
    orderBy: { key: 'amount', dir: 'desc' },
  },
  {
    key: 'incomeTrend', title: '每日收入', kind: 'aggregate', call: '/envcloud/hw/income/api/v1/incomeDetail/trend', method: 'POST',
    source: 'incomeDetail', dateField: 'incomeDate', groupBy: [{ field: 'incomeDate', bucket: 'day', label: '日期' }],
    measures: [{ key: 'amount', agg: 'sum', field: 'amount', label: '金额', unit: '元', digits: 2 }],
    orderBy: { key: 'incomeDateDay', dir: 'asc' },
  },
  {
    key: 'bindingsByType', title: '微信绑定', kind: 'aggregate', call: `/envcloud/hw/wechat/platform/api/v1/wechatwork/countByType`, method: 'POST',
    source: 'wechatBinding', groupBy: [{ field: 'bindType', label: '绑定类型' }], measures: [{ key: 'count', agg: 'count', label: '人数', unit: '人' }],
  },
];
