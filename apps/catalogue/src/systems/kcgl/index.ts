/** 仓库管理 (kcgl): master data, the material type tree, in/out documents with lines, stock check, sums and warnings. */
import type { PageDefinition } from '../../model/pages';
import { defineSystem, menu } from '../../model/system';
import { kcglEnums } from './enums';
import { kcglReports } from './reports';
import * as base from './resources-base';
import * as docs from './resources-docs';
import * as materials from './resources-material';

const { group, list, report, tree } = menu;

const welcome: PageDefinition = {
  kind: 'dashboard', key: 'welcome', title: '工作台',
  widgets: [
    { kind: 'stat', title: '在库物料', report: 'kcglOverview', measure: 'materials', unit: '种' },
    { kind: 'stat', title: '库存预警', report: 'kcglOverview', measure: 'warnings', unit: '项' },
    { kind: 'stat', title: '库存金额', report: 'kcglOverview', measure: 'stockAmount', unit: '元' },
    { kind: 'stat', title: '待提交单据', report: 'kcglOverview', measure: 'drafts', unit: '张' },
    { kind: 'trend', title: '入库金额趋势', report: 'inTrend', measure: 'amount', category: 'date', unit: '元' },
    { kind: 'pie', title: '出库类型占比', report: 'outByType', measure: 'amount', category: 'outType', unit: '元' },
  ],
};

export default defineSystem({
  code: 'kcgl',
  name: '仓库管理',
  welcome,
  enumCalls: ['/cloud/kcglnew/web/enum/list'],
  menu: [
    group('基础资料', [
      list('storehouse', '仓库', 'storehouse'),
      list('storageLocation', '库位', 'storageLocation'),
      list('materialUnit', '物料单位', 'materialUnit'),
      list('spec', '规格', 'materialSpec', 'materialSpecDetail'),
      tree('materialType', '物料类型', 'materialType', { resource: 'material', field: 'materialTypeId' }),
      list('supplier', '供应商', 'supplier'),
      list('material', '物料', 'material'),
      list('materialGoods', '物料货品', 'materialGoods'),
    ]),
    group('出入库', [
      list('storeIn', '入库单', 'storehouseIn'),
      list('storeOut', '出库单', 'storehouseOut'),
      list('storeInDetail', '入库明细', 'storehouseInLine'),
      list('storeOutDetail', '出库明细', 'storehouseOutLine'),
    ]),
    group('库存统计', [
      list('stockCheck', '库存盘点', 'stockCheck'),
      list('stockCheckDetail', '盘点明细', 'stockCheckLine'),
      report('sumStock', '库存汇总', 'sumStockList', 'sumStockListGreaterThanZero'),
      report('materialDetail', '物料库存明细', 'materialDetail', 'materialDetailPage'),
      report('locationStock', '库位库存', 'getStorageLocation'),
    ]),
    group('预警管理', [report('warning', '库存预警', 'stockWarnings'), list('warningSetting', '预警设置', 'storehouseWarning')]),
  ],
  resources: [...Object.values(base), ...Object.values(materials), ...Object.values(docs)],
  enums: kcglEnums,
  reports: kcglReports,
});
