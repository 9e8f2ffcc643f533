/**
 * The deterministic demo data (issue 6). Passwords are the typed ones; the seed hashes them
 * as a client would (SHA-256 hex) and then stores scrypt of that.
 */
export interface DemoTenant {
  tenantId: string;
  name: string;
  enablePasswordPolicy: boolean;
  passwordExpiryEnabled: boolean;
  /** param_password_validate: the regular expression and its Chinese hint. */
  regex?: string;
  tip?: string;
}

export interface DemoUser {
  tenantId: string;
  userId: string;
  username: string;
  password: string;
  name: string;
  /** 'all' = every system of the tenant. */
  systems: readonly string[] | 'all';
  passwordExpiresAt?: string;
  note: string;
}

/** The platform tenant '0' holds users without a tenant and pre-login data. */
export const PLATFORM_TENANT = '0';

export const demoTenants: readonly DemoTenant[] = [
  { tenantId: PLATFORM_TENANT, name: '平台（无租户）', enablePasswordPolicy: false, passwordExpiryEnabled: false },
  {
    tenantId: '1',
    name: '示范市环境卫生管理中心',
    enablePasswordPolicy: true,
    passwordExpiryEnabled: true,
    regex: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d]).{8,20}$',
    tip: '密码须为 8–20 位，且同时包含字母、数字和特殊字符',
  },
  {
    tenantId: '2',
    name: '滨江区城市管理局',
    enablePasswordPolicy: true,
    passwordExpiryEnabled: true,
    regex: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).{10,32}$',
    tip: '密码须为 10–32 位，且同时包含大写字母、小写字母和数字',
  },
];

export const demoUsers: readonly DemoUser[] = [
  { tenantId: '1', userId: '1001', username: 'root', password: 'Root@2026', name: '系统管理员', systems: 'all', note: '租户 1 全部系统' },
  { tenantId: '1', userId: '1002', username: 'ops', password: 'Ops@2026!', name: '收运调度员', systems: ['ljszy'], note: '单一系统：垃圾收运' },
  {
    tenantId: '1', userId: '1003', username: 'manager', password: 'Manager@2026', name: '运营经理',
    systems: ['ljszy', 'ljsy', 'clgl', 'clyx', 'jxbj', 'wtsb'], note: '多个系统（含垃圾收运）',
  },
  { tenantId: '1', userId: '1004', username: 'weak', password: '123456', name: '张伟', systems: ['ljszy', 'ljsy'], note: '密码不符合租户 1 规则' },
  {
    tenantId: '1', userId: '1005', username: 'expired', password: 'Expired@2026', name: '李娜',
    systems: ['ljszy', 'clgl'], passwordExpiresAt: '2025-01-01T00:00:00Z', note: '密码已过期',
  },
  { tenantId: PLATFORM_TENANT, userId: '0001', username: 'guest', password: 'Guest@2026', name: '访客', systems: [], note: '无租户' },
  {
    tenantId: '2', userId: '2001', username: 't2admin', password: 'Tenant2@2026', name: '滨江管理员',
    systems: ['ljszy', 'jxbj', 'gcgl', 'wtsb', 'xtgl', 'sbbj', 'spjg', 'clgl', 'clwxfw', 'zcgl', 'sbzhgl', 'ylyh', 'ljfl', 'ljsy', 'yjwz', 'zyhsjg', 'bkdz', 'gfgj'], note: '租户 2 多个系统',
  },
  // 问题上报: three people who walk a case through every step (apps/server/src/systems/wtsb/seed-config.ts).
  { tenantId: '1', userId: '1101', username: 'inspector', password: 'Inspect@2026', name: '巡查员 周明', systems: ['wtsb'], note: '问题上报：巡查上报员（上报、核查自己上报的案件）' },
  { tenantId: '1', userId: '1102', username: 'handler', password: 'Handler@2026', name: '处置员 陈刚', systems: ['wtsb'], note: '问题上报：部门处置员（签收、退回、反馈、延期）' },
  { tenantId: '1', userId: '1103', username: 'dispatcher', password: 'Dispatch@2026', name: '指挥中心 林静', systems: ['wtsb'], note: '问题上报：指挥中心（派遣、协调、核查结案）' },
  {
    tenantId: '1', userId: '1006', username: 'sso', password: 'SsoUser@2026', name: '第三方对接用户',
    systems: ['ljszy', 'spjg'], note: '第三方应用单点登录用户',
  },
];

/** Single sign-on: a third-party application mapped to the user `sso` of tenant 1. */
export const demoThirdPartyApp = {
  tenantId: '1',
  appId: 'demo-app',
  appSecret: 'DemoAppSecret-2026',
  externalUserId: 'ext-1006',
  userId: '1006',
} as const;

export const demoFiles: readonly { tenantId: string; fileId: string; name: string; mime: string; text: string }[] = [
  { tenantId: '1', fileId: 'f1001', name: '收运作业规范（2026版）.txt', mime: 'text/plain; charset=utf-8', text: '垃圾收运作业规范：车辆按线路作业，按时到站称重。\n' },
  { tenantId: '2', fileId: 'f2001', name: '滨江区道路保洁标准.txt', mime: 'text/plain; charset=utf-8', text: '滨江区道路保洁标准：主干道每日两扫。\n' },
];

export interface DemoNotice { tenantId: string; noticeId: string; title: string; content: string; level: 'info' | 'warning'; hoursAgo: number }

/** Notices without figures, published `hoursAgo` before the first start; those with figures are computed from the seeded data (notices.ts). */
export const demoNotices: readonly DemoNotice[] = [
  {
    tenantId: '1', noticeId: 'n-1-3', level: 'info', hoursAgo: 26,
    title: '系统维护通知：11 月 28 日 22:00–23:30',
    content: '届时平台将升级数据库，期间称重数据会在设备端缓存，恢复后自动补传。请提前导出当日报表。',
  },
  {
    tenantId: '1', noticeId: 'n-1-4', level: 'info', hoursAgo: 72,
    title: '冬季道路保洁作业标准已更新',
    content: '自 12 月 1 日起，主干道保洁频次调整为每日 2 次，作业时间提前至 05:30。',
  },
  {
    tenantId: '2', noticeId: 'n-2-1', level: 'warning', hoursAgo: 3,
    title: '滨江大道 3 号公厕水压异常',
    content: '巡检上报水压低于 0.1 MPa，已派单至维修班组，请关注处理进度。',
  },
  {
    tenantId: '2', noticeId: 'n-2-2', level: 'info', hoursAgo: 30,
    title: '11 月考勤统计已开放核对',
    content: '请各班组长在 11 月 30 日前完成考勤核对，逾期将按系统记录结算。',
  },
];
