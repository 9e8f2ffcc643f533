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
  /** Seed keys of the roles the user holds and the code of their department (access/seed-roles.ts). */
  roles?: readonly string[];
  deptCode?: string;
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
    systems: ['ljszy', 'jxbj', 'gcgl', 'wtsb', 'xtgl', 'sbbj', 'spjg', 'clgl', 'clwxfw', 'zcgl', 'sbzhgl', 'ylyh', 'ljfl', 'ljsy', 'yjwz', 'zyhsjg', 'bkdz', 'gfgj', 'rykq', 'aqsc', 'xmht', 'zyry', 'ryxj', 'zhdd'], note: '租户 2 多个系统',
  },
  // 问题上报: three people who walk a case through every step (apps/server/src/systems/wtsb/seed-config.ts).
  { tenantId: '1', userId: '1101', username: 'inspector', password: 'Inspect@2026', name: '巡查员 周明', systems: ['wtsb'], note: '问题上报：巡查上报员（上报、核查自己上报的案件）' },
  { tenantId: '1', userId: '1102', username: 'handler', password: 'Handler@2026', name: '处置员 陈刚', systems: ['wtsb'], note: '问题上报：部门处置员（签收、退回、反馈、延期）' },
  { tenantId: '1', userId: '1103', username: 'dispatcher', password: 'Dispatch@2026', name: '指挥中心 林静', systems: ['wtsb'], note: '问题上报：指挥中心（派遣、协调、核查结案）' },
  // 考勤管理: the team leader who approves first, and the division head who approves leaves of more than three days (apps/server/src/systems/rykq/seed-setup.ts).
  { tenantId: '1', userId: '1111', username: 'kqleader', password: 'KqLeader@2026', name: '班组长 东区收运队', systems: ['rykq'], note: '考勤管理：班组长（审批本班组的请假、加班）' },
  { tenantId: '1', userId: '1112', username: 'kqhead', password: 'KqHead@2026', name: '收运事业部负责人', systems: ['rykq'], note: '考勤管理：部门负责人（审批三天以上的请假）' },
  { tenantId: '1', userId: '1211', username: 'safety', password: 'Safety@2026', name: '安全员 吴婷', systems: ['aqsc'], note: '安全生产：安全员（登记隐患、下发整改）' },
  { tenantId: '1', userId: '1212', username: 'rectifier', password: 'Rectify@2026', name: '整改责任人 马超', systems: ['aqsc'], note: '安全生产：整改责任人（整改反馈）' },
  { tenantId: '1', userId: '1213', username: 'auditor', password: 'Audit@2026', name: '复查人 邓洁', systems: ['aqsc'], note: '安全生产：复查人（复查通过或退回）' },
  // 人员台账 and 考核管理: an HR clerk in each tenant (favourite people are kept per user).
  { tenantId: '1', userId: '1007', username: 'hr', password: 'HrClerk@2026', name: '人事专员 方婷', systems: ['rytz', 'khgl'], note: '人员台账、考核管理' },
  { tenantId: '2', userId: '2007', username: 't2hr', password: 'Tenant2Hr@2026', name: '滨江人事专员', systems: ['rytz', 'khgl'], note: '租户 2 人员台账、考核管理' },
  // 巡检考评: the inspector, the evaluated team's contact, a reviewer and the leader (apps/server/src/systems/ryxj/seed-master.ts).
  { tenantId: '1', userId: '1121', username: 'xjinspector', password: 'Xunjian@2026', name: '巡检员', systems: ['ryxj'], note: '巡检考评：巡检员（发起考评、确认提交）' },
  { tenantId: '1', userId: '1122', username: 'xjunit', password: 'Unit@2026', name: '东区收运队联络员', systems: ['ryxj'], note: '巡检考评：被考评单位（签认、申诉）' },
  { tenantId: '1', userId: '1123', username: 'xjreviewer', password: 'Review@2026', name: '复核员', systems: ['ryxj'], note: '巡检考评：复核员（处理申诉、复核）' },
  { tenantId: '1', userId: '1124', username: 'xjleader', password: 'Leader@2026', name: '考评负责人', systems: ['ryxj'], note: '巡检考评：考评负责人（全部申诉与复核、超时督办）' },
  // 指挥调度: a dispatcher and a crew leader who chat and dispatch (apps/server/src/systems/zhdd/seed-data.ts seats them).
  { tenantId: '1', userId: '1301', username: 'diaodu', password: 'Diaodu@2026', name: '调度员 高峰', systems: ['zhdd'], note: '指挥调度：调度员（调度台、群聊）' },
  { tenantId: '1', userId: '1302', username: 'banzu', password: 'Banzu@2026', name: '班组长 马骏', systems: ['zhdd'], note: '指挥调度：班组长（群聊、接收调度）' },
  { tenantId: '2', userId: '2201', username: 'bjdiaodu', password: 'Bjdiaodu2026', name: '滨江调度员 方琳', systems: ['zhdd'], note: '指挥调度：租户 2 调度员' },
  {
    tenantId: '1', userId: '1006', username: 'sso', password: 'SsoUser@2026', name: '第三方对接用户',
    systems: ['ljszy', 'spjg'], note: '第三方应用单点登录用户',
  },
  // Roles (decision 0330): what each holds follows from its role alone (access/seed-roles.ts).
  { tenantId: '1', userId: '1201', username: 'sysadmin', password: 'Sysadmin@2026', name: '系统管理员 钱军', systems: [], roles: ['admin'], deptCode: 'd13', note: '角色：系统管理员（全部系统、全部功能）' },
  { tenantId: '1', userId: '1202', username: 'scheduler', password: 'Schedule@2026', name: '调度员 何平', systems: [], roles: ['dispatcher'], deptCode: 'd11', note: '角色：调度员（问题上报派遣核查、车辆运行监控、收运看板；本部门及下级）' },
  { tenantId: '1', userId: '1203', username: 'weigher', password: 'Weigher@2026', name: '过磅员 孙磊', systems: [], roles: ['weigher'], deptCode: 'd111', note: '角色：过磅员（垃圾收运车辆称重：只能新增、编辑，不能删除、导出）' },
  { tenantId: '1', userId: '1204', username: 'viewer', password: 'Viewer@2026', name: '只读经理 赵敏', systems: [], roles: ['viewer'], deptCode: 'd1', note: '角色：只读经理（六个系统只能查看和导出）' },
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
