/**
 * 项目合同 (xmht): the contract manager's projects and contracts (parties from the companies
 * master data, attachments, payment terms, expiry reminders), the services each contract
 * delivers, the cooperating units and their shareholders, and the reports and board of
 * contract amounts and expiring contracts. Calls: /cloud/xmht/<item|contract|service|
 * organisation|shareholder|report>/…, POST JSON.
 */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { xmhtEnums } from './enums';
import { contract, item, service } from './projects';
import { xmhtReports } from './reports';
import { reminder } from './settings';
import { BASE } from './shared';
import { organisation, shareholder } from './units';

const { group, list, report } = menu;

const board: PageDefinition = {
  kind: 'dashboard', key: 'board', title: '合同看板', refreshSeconds: 600, periods: [365, 730, 1825],
  widgets: [
    { kind: 'stat', title: '实施中项目', report: 'overview', measure: 'items', unit: '个', period: 'current' },
    { kind: 'stat', title: '履行中合同', report: 'overview', measure: 'performing', unit: '份', period: 'current' },
    { kind: 'stat', title: '履行中合同金额', report: 'overview', measure: 'amount', unit: '万元', period: 'current' },
    { kind: 'stat', title: '即将到期', report: 'overview', measure: 'expiring', unit: '份', period: 'current' },
    { kind: 'stat', title: '已到期未完结', report: 'overview', measure: 'expired', unit: '份', period: 'current' },
    { kind: 'rank', title: '到期合同金额排行', report: 'expiring', measure: 'amount', category: 'name', unit: '元', period: 'current' },
    { kind: 'bar', title: '年度签约金额', report: 'amountByYear', measure: 'amount', category: 'year', unit: '万元' },
    { kind: 'pie', title: '合同状态', report: 'amountByState', measure: 'contracts', category: 'state', unit: '份', drill: { page: 'contract', filter: 'state', dateFilter: 'signDate' } },
    { kind: 'bar', title: '乙方签约金额', report: 'amountByParty', measure: 'amount', category: 'partyBId', unit: '万元', drill: { page: 'contract', filter: 'partyBId', dateFilter: 'signDate' } },
    { kind: 'trend', title: '每月签约金额', report: 'amountByMonth', measure: 'amount', category: 'month', unit: '万元' },
  ],
};

export default defineSystem({
  code: 'xmht',
  name: '项目合同',
  enumCalls: [`${BASE}/common/loadEnumValue`],
  welcome: { ...board, key: 'welcome', title: '工作台' },
  menu: [
    group('项目合同', [list('item', '项目管理', 'item'), list('contract', '合同管理', 'contract'), list('service', '服务内容', 'service')]),
    group('单位与股东', [list('organisation', '合作单位', 'organisation'), list('shareholder', '股东信息', 'shareholder')]),
    group('统计报表', [
      // Contracts run for years: the reports open on the last three years.
      { ...report('report', '合同报表', 'amountByYear', 'amountByMonth', 'amountByParty', 'amountByPartyA', 'amountByState', 'monthMatrix'), days: 1095 },
      report('expiring', '到期提醒', 'expiring'),
      board,
      { kind: 'settings', key: 'reminder', title: '提醒设置', resource: 'reminder' },
    ]),
  ],
  resources: [organisation, shareholder, item, contract, service, reminder],
  enums: xmhtEnums,
  reports: xmhtReports,
});
