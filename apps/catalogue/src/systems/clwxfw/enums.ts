/** Enums of 维修与费用 (cost kinds, maintenance kinds, settlement and white-list states). */
import type { EnumDefinition } from '../../model/fields';

const e = (code: string, label: string, options: EnumDefinition['options']): EnumDefinition => ({ code, label, options });

export const clwxfwEnums: readonly EnumDefinition[] = [
  // 成本类型 (cblx): what a cost row pays for.
  e('clwxfwCostType', '费用类型', [
    { value: 'oil', label: '油费', status: 'info' },
    { value: 'repair', label: '维修费', status: 'warning' },
    { value: 'accessories', label: '配件费', status: 'default' },
    { value: 'upkeep', label: '保养费', status: 'success' },
    { value: 'other', label: '其他费用', status: 'default' },
  ]),
  // 维保类型 (wblx): the part of the vehicle a repair or upkeep concerns.
  e('clwxfwRepairType', '维保类型', [
    { value: 'engine', label: '发动机' },
    { value: 'chassis', label: '底盘' },
    { value: 'electrical', label: '电气' },
    { value: 'body', label: '车身上装' },
    { value: 'hydraulic', label: '液压系统' },
    { value: 'tyre', label: '轮胎' },
  ]),
  e('clwxfwAccessoryType', '配件类型', [
    { value: 'tyre', label: '轮胎' },
    { value: 'battery', label: '蓄电池' },
    { value: 'filter', label: '滤芯' },
    { value: 'brake', label: '刹车片' },
    { value: 'lamp', label: '灯具' },
    { value: 'hose', label: '液压油管' },
  ]),
  e('clwxfwSettleState', '结算状态', [
    { value: 'unsettled', label: '未结算', status: 'warning' },
    { value: 'settled', label: '已结算', status: 'success' },
  ]),
  e('clwxfwSettlementState', '结算单状态', [
    { value: 'draft', label: '待结算', status: 'warning' },
    { value: 'settled', label: '已结算', status: 'success' },
    { value: 'revoked', label: '已撤销', status: 'default' },
  ]),
  e('clwxfwCarGrade', '车辆等级', [
    { value: 'A', label: '一级（重点保障）', status: 'success' },
    { value: 'B', label: '二级（常规作业）', status: 'info' },
    { value: 'C', label: '三级（备用）', status: 'default' },
  ]),
  e('clwxfwCheckState', '校验状态', [
    { value: 'open', label: '已开启', status: 'success' },
    { value: 'closed', label: '已关闭', status: 'default' },
  ]),
  e('clwxfwWhiteState', '白名单状态', [
    { value: 'valid', label: '有效', status: 'success' },
    { value: 'invalid', label: '已作废', status: 'default' },
  ]),
  e('clwxfwStationType', '站点类型', [
    { value: 'gas', label: '加油站' },
    { value: 'charge', label: '充电站' },
    { value: 'lng', label: '加气站' },
  ]),
  e('clwxfwOilKind', '油品类别', [
    { value: 'diesel', label: '柴油' },
    { value: 'gasoline', label: '汽油' },
    { value: 'gas', label: '天然气' },
    { value: 'electric', label: '电' },
  ]),
];
