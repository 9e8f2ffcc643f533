/** 项目合同's enums (served at /cloud/xmht/common/loadEnumValue). */
import type { EnumDefinition } from '../../model/fields';

export const xmhtEnums: readonly EnumDefinition[] = [
  {
    code: 'xmhtItemCategory', label: '项目类别',
    options: [{ value: 'cleaning', label: '道路保洁' }, { value: 'collection', label: '垃圾收运' }, { value: 'toilet', label: '公厕管养' }, { value: 'greening', label: '绿化养护' }, { value: 'integrated', label: '城乡环卫一体化' }, { value: 'other', label: '其他' }],
  },
  {
    code: 'xmhtItemState', label: '项目状态',
    options: [{ value: 'preparing', label: '筹备中', status: 'default' }, { value: 'running', label: '实施中', status: 'info' }, { value: 'finished', label: '已完工', status: 'success' }, { value: 'stopped', label: '已终止', status: 'error' }],
  },
  { code: 'xmhtContractType', label: '合同类型', options: [{ value: 'service', label: '服务合同' }, { value: 'purchase', label: '采购合同' }, { value: 'lease', label: '租赁合同' }, { value: 'subcontract', label: '分包合同' }, { value: 'labour', label: '劳务合同' }] },
  {
    code: 'xmhtContractState', label: '合同状态',
    options: [{ value: 'drafting', label: '拟定中', status: 'default' }, { value: 'performing', label: '履行中', status: 'info' }, { value: 'completed', label: '已完结', status: 'success' }, { value: 'terminated', label: '已终止', status: 'error' }],
  },
  { code: 'xmhtPaymentTerms', label: '付款方式', options: [{ value: 'monthly', label: '按月支付' }, { value: 'quarterly', label: '按季支付' }, { value: 'milestone', label: '按节点支付' }, { value: 'once', label: '一次性支付' }] },
  {
    code: 'xmhtServiceType', label: '服务类别',
    options: [{ value: 'cleaning', label: '清扫保洁' }, { value: 'collection', label: '垃圾收运' }, { value: 'toilet', label: '公厕保洁' }, { value: 'greening', label: '绿化养护' }, { value: 'maintenance', label: '设施维护' }, { value: 'other', label: '其他' }],
  },
  { code: 'xmhtFrequency', label: '服务频次', options: [{ value: 'daily', label: '每日' }, { value: 'weekly', label: '每周' }, { value: 'monthly', label: '每月' }, { value: 'quarterly', label: '每季' }, { value: 'yearly', label: '每年' }, { value: 'onDemand', label: '按需' }] },
  { code: 'xmhtOrgKind', label: '单位类型', options: [{ value: 'owner', label: '业主单位' }, { value: 'subcontractor', label: '分包单位' }, { value: 'supplier', label: '供应商' }, { value: 'partner', label: '联合体成员' }] },
  { code: 'xmhtOrgState', label: '合作状态', options: [{ value: 'active', label: '合作中', status: 'success' }, { value: 'paused', label: '暂停合作', status: 'warning' }, { value: 'ended', label: '已终止', status: 'default' }] },
  { code: 'xmhtHolderType', label: '股东类型', options: [{ value: 'legal', label: '法人股东' }, { value: 'person', label: '自然人股东' }, { value: 'state', label: '国有股东' }] },
  { code: 'xmhtExpiryLevel', label: '到期状态', options: [{ value: 'expired', label: '已到期', status: 'error' }, { value: 'soon', label: '即将到期', status: 'warning' }] },
];
