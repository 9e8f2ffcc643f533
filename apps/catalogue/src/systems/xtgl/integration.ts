/**
 * 平台集成: WeChat work and mini-program bindings (records of user ↔ WeChat identity, made by the
 * binding calls against a simulated code exchange: docs/decisions/0341) and the third-party
 * applications whose single sign-on the shell answers (应用信息).
 */
import { field, patterns } from '../../model/fields';
import type { ResourceDefinition } from '../../model/resource';
import { common, family, WECHAT, XTGL } from './shared';

const readonly = { readonly: true } as const;

/** 微信绑定: one row per user and binding type; made and removed by the wechat calls only. */
export const wechatBinding: ResourceDefinition = {
  key: 'wechatBinding', name: '微信绑定', system: XTGL,
  endpoints: family(`${WECHAT}/wechatwork`, 'pageList', { list: { name: 'listBandInfo' } }),
  sort: { field: 'bindTime', dir: 'desc' }, labelField: 'account', operations: ['export'],
  fields: [
    field.enum('bindType', '绑定类型', 'wechatBindType', { ...readonly, filter: 'eq' }),
    field.text('account', '用户账号', { ...readonly, filter: 'like', important: true }),
    field.text('userName', '用户姓名', { ...readonly, filter: 'like' }),
    field.text('userId', '用户编号', { ...readonly, show: ['detail'] }),
    field.text('wxUserId', '微信标识', { ...readonly, filter: 'like' }),
    field.text('nickname', '微信昵称', readonly),
    field.enum('bindChannel', '绑定方式', 'wechatBindChannel', readonly),
    field.datetime('bindTime', '绑定时间', { ...readonly, filter: 'range' }),
    field.datetime('lastLoginTime', '最近微信登录', readonly),
  ],
  actions: [
    { key: 'unbind', label: '解除绑定', call: 'unbind', kind: 'set', scope: 'row', confirm: '确定解除该用户的微信绑定吗？解除后需重新扫码绑定。', answeredBy: 'system' },
  ],
};

const URL = { pattern: '^https?://[A-Za-z0-9.-]+(:\\d{1,5})?(/\\S*)?$', patternMessage: '请输入 http(s) 开头的网址' };

/** 应用信息: a third-party application; single sign-on (/cas/getTokenFromThirdPartyAppUser) serves enabled ones only. */
export const appInfo: ResourceDefinition = {
  key: 'appInfo', name: '应用', system: XTGL,
  endpoints: family(`${WECHAT}/appInfo`, 'pageList', { list: { name: 'pageAppInfo' } }),
  sort: { field: 'appId', dir: 'asc' }, labelField: 'appName', operations: ['create', 'edit', 'delete', 'export'],
  fields: [
    field.text('appId', '应用标识', { rules: { required: true, maxLength: 32, unique: true, pattern: '^[a-z][a-z0-9-]{2,31}$', patternMessage: '应用标识为小写字母开头的 3–32 位小写字母、数字或“-”' }, filter: 'like', important: true }),
    field.text('appName', '应用名称', { rules: { required: true, maxLength: 40, unique: true }, filter: 'like' }),
    field.enum('appType', '应用类型', 'appType', { rules: { required: true }, filter: 'eq', defaultValue: 'sso' }),
    field.text('homepage', '应用首页', { rules: { maxLength: 200, ...URL } }),
    field.text('vendor', '开发单位', { rules: { required: true, maxLength: 60 } }),
    field.text('contact', '联系人', { rules: { required: true, maxLength: 20 } }),
    field.phone('contactPhone', '联系电话', { rules: { required: true, ...patterns.phone } }),
    common.status(),
    field.textarea('description', '应用说明', { rules: { maxLength: 300 }, show: ['form', 'detail'] }),
    common.createTime(),
  ],
};
