/** 仓库管理 (kcgl): its menu; the pages not delivered yet are planned leaves. */
import { defineSystem, menu } from '../../model/system';
import * as resources from './resources';

const { group, list, planned } = menu;

export default defineSystem({
  code: 'kcgl',
  name: '仓库管理',
  enumCalls: ['/cloud/kcglnew/web/enum/list'],
  menu: [
    group('基础资料', [list('storehouse', '仓库', 'storehouse'), planned('storageLocation', '库位'), planned('materialUnit', '物料单位'), planned('spec', '规格'), planned('materialType', '物料类型'), planned('supplier', '供应商'), planned('material', '物料')]),
    group('出入库', [planned('storeIn', '入库单'), planned('storeOut', '出库单'), planned('stockCheck', '库存盘点')]),
    group('库存预警', [planned('warning', '库存预警'), planned('materialGoods', '物料库存')]),
  ],
  resources: [resources.storehouse],
  enums: resources.kcglEnums,
});
