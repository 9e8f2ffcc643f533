/**
 * 维修与费用's cost rows and what acts on them: the settlement document that settles a unit's
 * costs of a period (and frees them again when revoked), refuel and oil-card records, the
 * tenant's check switches and the white list that exempts cars from a check.
 */
import { field } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform';
import { family, lookups, money, SYSTEM } from './shared';

const today = { minDate: '2015-01-01', maxDaysAhead: 0 } as const;

/** One cost of one car: oil, repair, accessories, upkeep or other; settled rows are read-only. */
export const cost: ResourceDefinition = {
  key: 'cost', name: '车辆费用', system: SYSTEM, endpoints: family('cost', 'pageList'),
  sort: { field: 'costDate', dir: 'desc' }, labelField: 'costDate', operations: ['create', 'edit', 'delete', 'export'],
  lockedWhen: { field: 'settleState', value: 'settled', message: '费用已结算，撤销结算后才能修改或删除' },
  // What each kind of cost must say: the repair's kind and workshop, the part and how many, the litres.
  recordRules: [
    { kind: 'requiredWhen', field: 'repairType', when: 'costType', values: ['repair', 'upkeep'], message: '维修费、保养费请选择维保类型' },
    { kind: 'requiredWhen', field: 'accessoryType', when: 'costType', values: ['accessories'], message: '配件费请选择配件类型' },
    { kind: 'requiredWhen', field: 'quantity', when: 'costType', values: ['oil', 'accessories'], message: '油费、配件费请填写数量' },
    { kind: 'requiredWhen', field: 'vendor', when: 'costType', values: ['repair', 'upkeep', 'accessories'], message: '维修费、保养费、配件费请填写供应商/维修厂' },
  ],
  fields: [
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true }, filter: 'eq', important: true, indexed: true }),
    field.enum('costType', '费用类型', 'clwxfwCostType', { rules: { required: true }, filter: 'eq', indexed: true }),
    field.enum('repairType', '维保类型', 'clwxfwRepairType', { filter: 'eq' }),
    field.enum('accessoryType', '配件类型', 'clwxfwAccessoryType', { filter: 'eq' }),
    field.date('costDate', '发生日期', { rules: { required: true, ...today }, filter: 'range', indexed: true }),
    field.number('quantity', '数量', { rules: { min: 0, max: 100_000, precision: 2 } }),
    field.number('amount', '金额', { unit: '元', rules: { required: true, ...money, min: 0.01 }, important: true }),
    field.text('vendor', '供应商/维修厂', { rules: { maxLength: 50 }, filter: 'like' }),
    field.lookup('handlerId', '经办人', platformLookups.staff, { show: ['form', 'detail'], filter: 'eq' }),
    field.enum('settleState', '结算状态', 'clwxfwSettleState', { readonly: true, filter: 'eq', defaultValue: 'unsettled' }),
    field.lookup('settlementId', '结算单', lookups.settlement, { readonly: true, filter: 'eq' }),
    // An oil cost written by its refuel (the refuel's mirror): changed with it, deleted with it.
    field.lookup('refuelId', '来源加油记录', lookups.oilRefuel, { readonly: true, onDelete: 'cascade', show: ['detail'], indexed: true }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

/**
 * A settlement of one unit's costs over a period. 结算 (settlement) attaches the unit's unsettled
 * costs of the period and writes their sums; 撤销结算 (revokeSettlement) frees them again. Both
 * are answered by the system's server folder (apps/server/src/systems/clwxfw/settlement.ts).
 */
export const settlement: ResourceDefinition = {
  key: 'settlement', name: '费用结算单', system: SYSTEM,
  endpoints: family('settlementManage', 'loadPage'),
  sort: { field: 'periodStart', dir: 'desc' }, labelField: 'name', operations: ['create', 'edit', 'delete', 'export'],
  related: [{ resource: 'cost', field: 'settlementId', title: '结算费用明细' }],
  lockedWhen: { field: 'state', value: 'settled', values: ['revoked'], message: '已结算或已撤销的结算单不能修改或删除' },
  recordRules: [{ kind: 'gte', field: 'periodEnd', other: 'periodStart', message: '结算截止日期不能早于开始日期' }],
  actions: [
    { key: 'settle', label: '结算', call: 'settlement', kind: 'set', set: { state: 'settled' }, scope: 'row', answeredBy: 'system',
      confirm: '结算后该单位在结算期内未结算的费用将计入本单并锁定。确定结算吗？' },
    { key: 'revoke', label: '撤销结算', call: 'revokeSettlement', kind: 'set', set: { state: 'revoked' }, scope: 'row', answeredBy: 'system',
      confirm: '撤销后本单的费用恢复为未结算，可重新结算。确定撤销吗？' },
  ],
  fields: [
    field.text('name', '结算名称', { rules: { required: true, maxLength: 50 }, filter: 'like', important: true }),
    field.text('settleNo', '结算单号', { readonly: true, filter: 'like' }),
    field.lookup('companyId', '结算单位', platformLookups.company, { rules: { required: true }, filter: 'eq' }),
    field.date('periodStart', '结算开始日期', { rules: { required: true, ...today }, filter: 'range' }),
    field.date('periodEnd', '结算截止日期', { rules: { required: true, ...today } }),
    field.enum('state', '状态', 'clwxfwSettlementState', { readonly: true, filter: 'eq', defaultValue: 'draft' }),
    field.integer('costCount', '费用笔数', { unit: '笔', readonly: true }),
    field.number('oilAmount', '油费', { unit: '元', readonly: true }),
    field.number('repairAmount', '维修保养费', { unit: '元', readonly: true }),
    field.number('accessoriesAmount', '配件费', { unit: '元', readonly: true }),
    field.number('otherAmount', '其他费用', { unit: '元', readonly: true, show: ['detail'] }),
    field.number('totalAmount', '结算总额', { unit: '元', readonly: true, important: true }),
    field.datetime('settleTime', '结算时间', { readonly: true }),
    field.datetime('revokeTime', '撤销时间', { readonly: true, show: ['detail'] }),
    field.textarea('remark', '备注', { rules: { maxLength: 200 }, show: ['form', 'detail'] }),
  ],
};

/** Refuels as the oil cards report them (query, update as raw JSON, delete, export; no manual entry). */
export const oilRefuel: ResourceDefinition = {
  key: 'oilRefuel', name: '加油记录', system: SYSTEM,
  endpoints: family('carOilRefuel', 'pageList', { list: { name: 'query' } }),
  sort: { field: 'refuelTime', dir: 'desc' }, labelField: 'refuelTime', operations: ['edit', 'delete', 'export'],
  // Every refuel is an oil cost of its car: corrected with it, deleted with it, locked once settled.
  mirror: {
    resource: 'cost', link: 'refuelId', set: { costType: 'oil' },
    copy: { carId: 'carId', costDate: 'refuelTime', quantity: 'liters', amount: 'amount', vendor: 'stationIdLabel', handlerId: 'driverId' },
  },
  fields: [
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true }, filter: 'eq', important: true, indexed: true }),
    field.datetime('refuelTime', '加油时间', { rules: { required: true, ...today }, filter: 'range', indexed: true }),
    field.lookup('stationId', '加油站点', lookups.station, { rules: { required: true }, filter: 'eq' }),
    field.lookup('oilId', '油品', lookups.refuelOil, { rules: { required: true }, filter: 'eq' }),
    field.number('liters', '加油量', { unit: '升', rules: { required: true, min: 0.1, max: 1000, precision: 2 } }),
    field.number('unitPrice', '单价', { unit: '元/升', rules: { required: true, min: 0.01, max: 100, precision: 2 } }),
    field.number('amount', '金额', { unit: '元', readonly: true, derived: { kind: 'product', of: ['liters', 'unitPrice'] } }),
    field.integer('mileage', '里程表读数', { unit: '公里', rules: { min: 0, max: 2_000_000 } }),
    field.text('cardNo', '油卡卡号', { rules: { maxLength: 24, pattern: '^\\d{8,24}$', patternMessage: '油卡卡号为 8–24 位数字' }, filter: 'like' }),
    field.lookup('payWayId', '支付方式', lookups.payWay, { filter: 'eq' }),
    field.lookup('driverId', '加油人', platformLookups.staff, { show: ['column', 'form', 'detail'] }),
  ],
};

/** Recharges of the oil cards (query and export only: the card company reports them). */
export const oilCardRecharge: ResourceDefinition = {
  key: 'oilCardRecharge', name: '油卡充值记录', system: SYSTEM,
  endpoints: family('oilCardRecharge', 'pageList', { list: { name: 'query' } }),
  sort: { field: 'rechargeTime', dir: 'desc' }, labelField: 'cardNo', operations: ['export'],
  fields: [
    field.text('cardNo', '油卡卡号', { rules: { required: true, maxLength: 24 }, filter: 'like', important: true }),
    field.lookup('carId', '绑定车辆', platformLookups.vehicle, { filter: 'eq' }),
    field.datetime('rechargeTime', '充值时间', { rules: { required: true }, filter: 'range' }),
    field.number('amount', '充值金额', { unit: '元', rules: { required: true, ...money } }),
    field.number('balanceAfter', '充值后余额', { unit: '元', rules: { ...money } }),
    field.lookup('payWayId', '支付方式', lookups.payWay, { filter: 'eq' }),
    field.lookup('operatorId', '经办人', platformLookups.staff),
  ],
};

/** The tenant's check switches (refuel over quota, repair approval…), opened and closed one by one. */
export const tenantSetting: ResourceDefinition = {
  key: 'tenantSetting', name: '租户校验设置', system: SYSTEM,
  endpoints: family('tenantSetting', 'pageList', { list: { name: 'getList' } }),
  sort: { field: 'code', dir: 'asc' }, labelField: 'name', operations: [],
  actions: [
    { key: 'openCheck', label: '开启校验', call: 'openCheck', kind: 'set', set: { checkState: 'open' }, scope: 'row' },
    { key: 'closeCheck', label: '关闭校验', call: 'closeCheck', kind: 'set', set: { checkState: 'closed' }, scope: 'row', confirm: '关闭后该项校验不再拦截费用录入。确定关闭吗？' },
  ],
  fields: [
    field.text('code', '校验编码', { rules: { required: true, maxLength: 40, unique: true } }),
    field.text('name', '校验项目', { rules: { required: true, maxLength: 40 }, filter: 'like', important: true }),
    field.textarea('description', '校验说明', { rules: { maxLength: 200 } }),
    field.enum('checkState', '状态', 'clwxfwCheckState', { rules: { required: true }, filter: 'eq', defaultValue: 'open' }),
  ],
};

/** Cars exempt from one check for a while; 作废 (invalid) ends an entry early and keeps it as a record. */
export const whiteRecord: ResourceDefinition = {
  key: 'whiteRecord', name: '白名单记录', system: SYSTEM,
  endpoints: family('whiteRecord', 'saveOrUpdate', { delete: { name: 'deletes' } }),
  sort: { field: 'validFrom', dir: 'desc' }, labelField: 'carId', operations: ['create', 'edit', 'delete'],
  lockedWhen: { field: 'state', value: 'invalid', message: '白名单记录已作废，不能修改' },
  recordRules: [{ kind: 'gte', field: 'validTo', other: 'validFrom', message: '有效期截止日期不能早于开始日期' }],
  actions: [{ key: 'invalid', label: '作废', call: 'invalid', kind: 'set', set: { state: 'invalid' }, scope: 'row', confirm: '作废后该车辆恢复校验。确定作废吗？' }],
  fields: [
    field.lookup('carId', '车辆', platformLookups.vehicle, { rules: { required: true }, filter: 'eq', important: true }),
    field.lookup('checkId', '免校验项目', lookups.tenantSetting, { rules: { required: true }, filter: 'eq' }),
    field.text('reason', '加入原因', { rules: { required: true, maxLength: 100 } }),
    field.date('validFrom', '有效期开始', { rules: { required: true, minDate: '2015-01-01', maxDaysAhead: 366 }, filter: 'range' }),
    field.date('validTo', '有效期截止', { rules: { required: true, minDate: '2015-01-01', maxDaysAhead: 3660 } }),
    field.enum('state', '状态', 'clwxfwWhiteState', { readonly: true, filter: 'eq', defaultValue: 'valid' }),
  ],
};
