/** 仓库管理 enums (served at /cloud/kcglnew/web/enum/list). */
import type { EnumDefinition } from '../../model/fields';

export const kcglEnums: readonly EnumDefinition[] = [
  { code: 'kcglStatus', label: '状态', options: [{ value: 'enabled', label: '启用', status: 'success' }, { value: 'disabled', label: '停用', status: 'default' }] },
  {
    code: 'locationStatus', label: '库位状态',
    options: [{ value: 'free', label: '空闲', status: 'success' }, { value: 'inUse', label: '使用中', status: 'info' }, { value: 'full', label: '已满', status: 'warning' }, { value: 'disabled', label: '停用', status: 'default' }],
  },
  {
    code: 'storeInType', label: '入库类型',
    options: [{ value: 'purchase', label: '采购入库' }, { value: 'return', label: '退料入库' }, { value: 'transfer', label: '调拨入库' }, { value: 'donation', label: '捐赠入库' }, { value: 'other', label: '其他入库' }],
  },
  {
    code: 'storeOutType', label: '出库类型',
    options: [{ value: 'use', label: '领用出库' }, { value: 'scrap', label: '报废出库' }, { value: 'transfer', label: '调拨出库' }, { value: 'returnSupplier', label: '退货出库' }, { value: 'other', label: '其他出库' }],
  },
  {
    code: 'docState', label: '单据状态',
    options: [{ value: 'draft', label: '草稿', status: 'warning' }, { value: 'submitted', label: '已提交', status: 'success' }, { value: 'cancelled', label: '已作废', status: 'default' }],
  },
  {
    code: 'checkState', label: '盘点状态',
    options: [{ value: 'draft', label: '盘点中', status: 'warning' }, { value: 'submitted', label: '已完成', status: 'success' }, { value: 'cancelled', label: '已作废', status: 'default' }],
  },
  { code: 'supplierLevel', label: '供应商等级', options: [{ value: 'A', label: 'A 级（优选）', status: 'success' }, { value: 'B', label: 'B 级（合格）', status: 'info' }, { value: 'C', label: 'C 级（观察）', status: 'warning' }] },
];
