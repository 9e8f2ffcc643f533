/**
 * 回收清运 users: the app's residents, merchants, recyclers and the company's own staff in one
 * table. The audit lists are views of the merchants and of the recyclers (rowsWhere), the
 * insiders a view whose create is addInsider; recharges credit a balance and leave a record.
 */
import { field, patterns } from '../../model/fields';
import { view, type ResourceDefinition, type StateAction } from '../../model/resource';
import { platformLookups } from '../../platform/resources';
import { family, G, gfgjLookups, remark, SYSTEM } from './shared';

const U = `${G}/user`;

/** auditUser: one call for both audit lists (the same users table); the system's route answers it. */
const auditUser: StateAction = {
  key: 'audit', label: '审核', call: `${U}/auditUser`, kind: 'form', scope: 'row', answeredBy: 'system',
  fields: ['auditStatus', 'auditRemark'], required: ['auditStatus'],
};

export const user: ResourceDefinition = {
  key: 'user', name: '用户', system: SYSTEM,
  endpoints: family(U, 'pageList', { list: { name: 'getUserPageList' }, update: { name: 'updateUser' }, delete: { name: 'deleteUser' }, export: { name: 'userDownload' } }),
  sort: { field: 'registerTime', dir: 'desc' }, labelField: 'name', operations: ['edit', 'delete', 'export'],
  fields: [
    field.text('userNo', '用户编号', { readonly: true, filter: 'like', important: true }),
    field.text('name', '姓名/商户名', { rules: { required: true, maxLength: 30 }, filter: 'like', important: true }),
    field.phone('phone', '手机号', { rules: { required: true, unique: true, ...patterns.phone }, filter: 'like' }),
    field.enum('userType', '用户类型', 'gfgjUserType', { readonly: true, filter: 'eq', indexed: true }),
    field.lookup('regionId', '所属街道', platformLookups.region, { filter: 'eq' }),
    field.text('address', '地址', { rules: { maxLength: 100 } }),
    field.point('location', '位置', { show: ['form', 'detail'] }),
    field.text('licenseNo', '营业执照号', { rules: { maxLength: 18, ...patterns.creditCode }, show: ['form', 'detail'] }),
    field.lookup('staffId', '对应员工', platformLookups.staff, { show: ['form', 'detail'], fills: [{ map: { name: 'name', phone: 'phone' } }] }),
    field.enum('auditStatus', '审核状态', 'gfgjAuditStatus', { readonly: true, filter: 'eq', defaultValue: 'pending' }),
    field.text('auditRemark', '审核意见', { readonly: true, rules: { maxLength: 100 }, show: ['detail'] }),
    field.datetime('auditTime', '审核时间', { readonly: true, show: ['detail'] }),
    field.number('balance', '账户余额', { unit: '元', readonly: true, rules: { precision: 2 }, defaultValue: 0 }),
    field.integer('points', '积分', { readonly: true, defaultValue: 0 }),
    field.enum('status', '账号状态', 'gfgjUserStatus', { rules: { required: true }, filter: 'eq', defaultValue: 'normal' }),
    field.datetime('registerTime', '注册时间', { readonly: true, filter: 'range' }),
    // The recharge form's fields (the last amount and way; the records keep every recharge).
    field.number('rechargeAmount', '充值金额', { unit: '元', readonly: true, rules: { min: 1, max: 50_000, precision: 2 }, show: ['detail'] }),
    field.enum('payWay', '充值方式', 'gfgjPayWay', { readonly: true, show: ['detail'] }),
    remark(),
  ],
  actions: [
    // recharge: the balance grows by the amount and a recharge record is written (system route).
    { key: 'recharge', label: '充值', call: 'recharge', kind: 'form', scope: 'row', answeredBy: 'system', fields: ['rechargeAmount', 'payWay'], required: ['rechargeAmount', 'payWay'] },
  ],
};

const AUDIT_FIELDS = ['userNo', 'name', 'phone', 'regionId', 'address', 'location', 'auditStatus', 'auditRemark', 'auditTime', 'registerTime', 'remark'];

/** 商户审核: merchants who applied to sell recyclables through the platform. */
export const auditBusiness: ResourceDefinition = view(user, {
  key: 'auditBusiness', name: '商户', system: SYSTEM, operations: ['export'],
  endpoints: family(`${U}/auditBusiness`, 'pageList', { list: { name: `${U}/auditBusinessPageList` }, export: { name: `${U}/auditBusinessDownload` } }),
  fields: [...AUDIT_FIELDS.slice(0, 5), 'licenseNo', ...AUDIT_FIELDS.slice(5)],
  rowsWhere: { field: 'userType', value: 'business' },
  actions: [auditUser],
});

/** 回收员审核: people who applied to collect recyclables for the platform. */
export const auditRecycling: ResourceDefinition = view(user, {
  key: 'auditRecycling', name: '回收员', system: SYSTEM, operations: ['export'],
  endpoints: family(`${U}/auditRecycling`, 'pageList', { list: { name: `${U}/auditRecyclPageList` }, export: { name: `${U}/auditRecoverDownload` } }),
  fields: AUDIT_FIELDS,
  rowsWhere: { field: 'userType', value: 'recycler' },
  actions: [auditUser],
});

/** 内部人员: the company's staff using the app (addInsider adds one, picked from the staff list). */
export const insider: ResourceDefinition = view(user, {
  key: 'insider', name: '内部人员', system: SYSTEM, operations: ['create'],
  endpoints: family(`${U}/insider`, 'pageList', { list: { name: `${U}/insiderPageList` }, create: { name: `${U}/addInsider` } }),
  fields: ['userNo', 'staffId', 'name', 'phone', 'regionId', 'balance', 'points', 'status', 'registerTime', 'remark'],
  rowsWhere: { field: 'userType', value: 'insider' },
});

/** 微信用户: WeChat accounts bound to users (deleteWeChat unbinds one). */
export const wechatUser: ResourceDefinition = {
  key: 'wechatUser', name: '微信绑定', system: SYSTEM,
  endpoints: family(`${U}/weChat`, 'pageList', { list: { name: `${U}/userWeChatList` }, delete: { name: `${U}/deleteWeChat` } }),
  sort: { field: 'bindTime', dir: 'desc' }, labelField: 'nickname', operations: ['delete'],
  fields: [
    field.lookup('appUserId', '用户', gfgjLookups.user, { readonly: true, filter: 'eq', onDelete: 'cascade', important: true }),
    field.text('nickname', '微信昵称', { readonly: true, filter: 'like' }),
    field.text('openId', 'OpenID', { readonly: true, filter: 'like' }),
    field.enum('appType', '绑定渠道', 'gfgjBindApp', { readonly: true, filter: 'eq' }),
    field.datetime('bindTime', '绑定时间', { readonly: true, filter: 'range' }),
  ],
};

/** 充值记录: every recharge of a user's balance, written by the recharge call. */
export const rechargeRecord: ResourceDefinition = {
  key: 'rechargeRecord', name: '充值记录', system: SYSTEM,
  endpoints: family(`${U}/recharge`, 'pageList', { list: { name: `${U}/rechargePageList` }, export: { name: `${U}/rechargeDownload` } }),
  sort: { field: 'rechargeTime', dir: 'desc' }, labelField: 'serialNo', operations: ['export'],
  fields: [
    field.text('serialNo', '充值流水号', { readonly: true, filter: 'like', important: true }),
    field.lookup('appUserId', '用户', gfgjLookups.user, { readonly: true, filter: 'eq', onDelete: 'cascade' }),
    field.number('amount', '充值金额', { unit: '元', readonly: true, rules: { precision: 2 } }),
    field.number('balanceAfter', '充值后余额', { unit: '元', readonly: true, rules: { precision: 2 } }),
    field.enum('payWay', '充值方式', 'gfgjPayWay', { readonly: true, filter: 'eq' }),
    field.text('operator', '操作人', { readonly: true }),
    field.datetime('rechargeTime', '充值时间', { readonly: true, filter: 'range' }),
  ],
};

export const userResources = [user, auditBusiness, auditRecycling, insider, wechatUser, rechargeRecord];
