/**
 * 回收清运 orders: a user's recycling order collected by a recycler with a vehicle (its track is
 * the vehicle's GPS history while the order ran), carting orders hauling a station's
 * recyclables to a disposal site, and invitations rewarded with points.
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { platformLookups } from '../../platform/resources';
import { family, G, gfgjLookups, remark, SYSTEM } from './shared';

const O = `${G}/order`;
const C = `${G}/cartingOrder`;

export const order: ResourceDefinition = {
  key: 'order', name: '回收订单', system: SYSTEM,
  endpoints: family(O, 'pageList', { update: { name: 'updateOrderInfo' }, detail: { name: 'getOrderInfo' }, export: { name: 'orderDownload' } }),
  sort: { field: 'orderTime', dir: 'desc' }, labelField: 'orderNo', operations: ['edit', 'export'],
  fields: [
    field.text('orderNo', '订单编号', { readonly: true, filter: 'like', important: true, pin: 'start' }),
    field.lookup('appUserId', '下单用户', gfgjLookups.user, { readonly: true, filter: 'eq', indexed: true }),
    field.enum('orderType', '订单类型', 'gfgjOrderType', { readonly: true, filter: 'eq' }),
    field.lookup('garbageClassId', '回收品类', gfgjLookups.garbageClass, { rules: { required: true }, filter: 'eq' }),
    field.number('estimateWeight', '预估重量', { unit: 'kg', readonly: true, rules: { precision: 1 } }),
    field.number('actualWeight', '实际重量', { unit: 'kg', rules: { min: 0, max: 5000, precision: 1 } }),
    field.number('amount', '结算金额', { unit: '元', rules: { min: 0, max: 100_000, precision: 2 } }),
    field.text('contactPhone', '联系电话', { rules: { required: true, ...patterns.phone }, show: ['form', 'detail'] }),
    field.lookup('regionId', '所属街道', platformLookups.region, { rules: { required: true }, filter: 'eq' }),
    field.text('address', '上门地址', { rules: { required: true, maxLength: 100 } }),
    field.point('location', '位置', { rules: { required: true }, show: ['form', 'detail'] }),
    field.datetime('appointTime', '预约时间', { rules: { required: true } }),
    field.lookup('recyclerId', '回收员', gfgjLookups.user, { readonly: true, filter: 'eq' }),
    field.lookup('carId', '回收车辆', platformLookups.vehicle, { readonly: true, filter: 'eq' }),
    field.lookup('stationId', '交投站点', gfgjLookups.stationPoint, { readonly: true, filter: 'eq' }),
    field.enum('status', '订单状态', 'gfgjOrderStatus', { readonly: true, filter: 'eq', defaultValue: 'pending', important: true }),
    field.enum('checkStatus', '核验状态', 'gfgjCheckStatus', { readonly: true, filter: 'eq', defaultValue: 'unchecked' }),
    field.text('checkRemark', '核验意见', { readonly: true, rules: { maxLength: 100 }, show: ['detail'] }),
    field.text('changeReason', '改派原因', { readonly: true, rules: { maxLength: 100 }, show: ['detail'] }),
    field.datetime('orderTime', '下单时间', { readonly: true, filter: 'range', indexed: true }),
    field.datetime('acceptTime', '接单时间', { readonly: true, show: ['detail'] }),
    field.datetime('finishTime', '完成时间', { readonly: true, filter: 'range' }),
    remark(),
  ],
  actions: [
    // checkOrder: the weighed goods and amount are confirmed (or refused) by an operator.
    { key: 'check', label: '核验', call: 'checkOrder', kind: 'form', scope: 'row', fields: ['checkStatus', 'checkRemark'], required: ['checkStatus'] },
    // changeOrder: another recycler and vehicle take an open order (answered by the system: only open orders).
    { key: 'change', label: '改派', call: 'changeOrder', kind: 'form', scope: 'row', answeredBy: 'system', fields: ['recyclerId', 'carId', 'changeReason'], required: ['recyclerId', 'carId', 'changeReason'] },
  ],
  lockedWhen: { field: 'status', value: 'cancelled', message: '已取消的订单不能修改' },
};

export const cartingOrder: ResourceDefinition = {
  key: 'cartingOrder', name: '清运订单', system: SYSTEM,
  endpoints: family(C, 'pageList'),
  sort: { field: 'dispatchTime', dir: 'desc' }, labelField: 'cartingNo', operations: ['edit', 'export'],
  fields: [
    field.text('cartingNo', '清运单号', { readonly: true, filter: 'like', important: true, pin: 'start' }),
    field.lookup('stationId', '起运站点', gfgjLookups.stationPoint, { rules: { required: true }, filter: 'eq', indexed: true }),
    field.lookup('disposalSiteId', '处置场', gfgjLookups.disposalSite, { rules: { required: true }, filter: 'eq' }),
    field.lookup('garbageClassId', '品类', gfgjLookups.garbageClass, { rules: { required: true }, filter: 'eq' }),
    field.lookup('carId', '清运车辆', platformLookups.vehicle, { rules: { required: true }, filter: 'eq' }),
    field.lookup('driverId', '司机', platformLookups.staff, { rules: { required: true } }),
    field.number('weight', '清运重量', { unit: 'kg', rules: { required: true, min: 0, max: 40_000, precision: 1 } }),
    field.datetime('dispatchTime', '派车时间', { readonly: true, filter: 'range', indexed: true }),
    field.datetime('arriveTime', '到场时间', { rules: { maxDaysAhead: 0 } }),
    field.enum('status', '清运状态', 'gfgjCartingStatus', { rules: { required: true }, filter: 'eq', important: true }),
    remark(),
  ],
  recordRules: [{ kind: 'gte', field: 'arriveTime', other: 'dispatchTime', message: '到场时间不能早于派车时间' }],
  lockedWhen: { field: 'status', value: 'cancelled', message: '已取消的清运订单不能修改' },
};

export const inviteRecord: ResourceDefinition = {
  key: 'inviteRecord', name: '邀请记录', system: SYSTEM,
  endpoints: family(`${G}/inviteRecord`, 'pageList'),
  sort: { field: 'inviteTime', dir: 'desc' }, labelField: 'inviteCode', operations: ['export'],
  fields: [
    field.text('inviteCode', '邀请码', { readonly: true, filter: 'like' }),
    field.lookup('inviterId', '邀请人', gfgjLookups.user, { readonly: true, filter: 'eq', onDelete: 'cascade', important: true }),
    field.lookup('inviteeId', '被邀请人', gfgjLookups.user, { readonly: true, onDelete: 'cascade' }),
    field.datetime('inviteTime', '邀请时间', { readonly: true, filter: 'range' }),
    field.datetime('firstOrderTime', '首单时间', { readonly: true }),
    field.integer('rewardPoints', '奖励积分', { readonly: true, rules: { min: 1, max: 10_000 } }),
    field.enum('rewardStatus', '奖励状态', 'gfgjRewardStatus', { readonly: true, filter: 'eq', defaultValue: 'pending' }),
    field.datetime('rewardTime', '发放时间', { readonly: true }),
  ],
  actions: [
    // reward: the inviter's points grow by the reward (system route: once per invitation, after a first order).
    { key: 'reward', label: '发放奖励', call: 'reward', kind: 'set', scope: 'row', answeredBy: 'system', set: { rewardStatus: 'rewarded' }, confirm: '确定向邀请人发放奖励积分吗？' },
  ],
};

export const orderResources = [order, cartingOrder, inviteRecord];
