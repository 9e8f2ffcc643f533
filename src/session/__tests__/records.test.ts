/** Session records and pure rules (§3, §4, §5, §9). */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SPEC_CONSTANTS } from '../constants';
import { LOGIN_STATE_DEFAULTS, MENU_STATE_DEFAULTS } from '../defaults';
import { isPasswordNonCompliant, parseAccessTokenHeader, parseLoginInfo, parseSystemList, routeAfterLogin } from '../login-info';
import { deobfuscate, obfuscate } from '../obfuscation';
import { hashPassword, toWirePassword } from '../password';
import { checkPasswordPolicy, toPasswordPolicy } from '../password-policy';
import { clearRememberedLogin, readRememberedLogin, saveRememberedLogin } from '../remember-me';
import { memoryStore } from '../storage';
import { identityFromSystemInfo, readSystemInfo, writeSystemInfo } from '../system-info';

const WEEK = 604_800_000;

describe('password hashing (§5)', () => {
  it.each([
    ['the empty password', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['ascii', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['Chinese, hashed as UTF-8', '密码', hashNode('密码')],
    ['spaces kept as typed', ' a ', hashNode(' a ')],
  ])('lowercase hex SHA-256 of %s', (_name, typed, expected) => {
    expect(hashPassword(typed)).toBe(expected);
    expect(hashPassword(typed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an already hashed credential is sent as is, a typed one is hashed', () => {
    expect(toWirePassword({ hashed: 'abc123' })).toBe('abc123');
    expect(toWirePassword({ plain: 'abc' })).toBe(hashPassword('abc'));
  });
});

/** Node's own SHA-256 as an independent reference. */
function hashNode(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

describe('obfuscation: character shift and double URL-encoding', () => {
  it.each(['abc', '张三%&=', hashPassword('x')])('round-trips %s', (text) => {
    const stored = obfuscate(text);
    expect(stored).not.toContain(text);
    expect(deobfuscate(stored)).toBe(text);
    // Double-encoded: one decode still leaves percent escapes of the shifted text.
    expect(decodeURIComponent(decodeURIComponent(stored))).not.toBe(text);
  });
});

describe('remembered-login record (key rememberMe)', () => {
  const now = 1_700_000_000_000;
  it.each([
    ['rememberMe and autoLogin: password and timestamp', true, true, ['autoLogin', 'password', 'rememberMe', 'timestamp', 'username']],
    ['rememberMe only: password, no timestamp', true, false, ['autoLogin', 'password', 'rememberMe', 'username']],
    ['autoLogin only: timestamp, no password', false, true, ['autoLogin', 'rememberMe', 'timestamp', 'username']],
    ['neither: no password, no timestamp', false, false, ['autoLogin', 'rememberMe', 'username']],
  ])('%s', (_name, rememberMe, autoLogin, keys) => {
    const store = memoryStore();
    saveRememberedLogin({ username: 'zs', password: { plain: 'Secret#1' }, rememberMe, autoLogin }, now, store);
    const raw = store.getItem('rememberMe');
    expect(raw).not.toBeNull();
    expect(Object.keys(JSON.parse(raw ?? '{}')).sort()).toEqual(keys);
  });

  it('stores the hashed wire form, obfuscated, never the plaintext', () => {
    const store = memoryStore();
    saveRememberedLogin({ username: 'zs', password: { plain: 'Secret#1' }, rememberMe: true, autoLogin: false }, now, store);
    const raw = store.getItem('rememberMe') ?? '';
    expect(raw).not.toContain('Secret#1');
    expect(raw).not.toContain(encodeURIComponent('Secret#1'));
    expect(deobfuscate(JSON.parse(raw).password)).toBe(hashPassword('Secret#1'));
    expect(readRememberedLogin(now, store).record?.password).toBe(hashPassword('Secret#1'));
  });

  it.each([
    ['just under 7 days: auto-login stays on', WEEK - 1, true, false],
    ['exactly 7 days: auto-login switched off and flagged', WEEK, false, true],
  ])('%s', (_name, age, stillOn, flagged) => {
    const store = memoryStore();
    saveRememberedLogin({ username: 'zs', password: { plain: 'p' }, rememberMe: true, autoLogin: true }, now, store);
    const read = readRememberedLogin(now + age, store);
    expect(read.record?.autoLogin).toBe(stillOn);
    expect(read.autoLoginExpired).toBe(flagged);
    // The switch-off is persisted, and the remembered credential survives it.
    expect(JSON.parse(store.getItem('rememberMe') ?? '{}').autoLogin).toBe(stillOn);
    expect(read.record?.password).toBe(hashPassword('p'));
    if (flagged) expect(read.record).not.toHaveProperty('timestamp');
  });

  it('clear removes the record; a damaged record reads as none', () => {
    const store = memoryStore({ rememberMe: '{broken' });
    expect(readRememberedLogin(now, store)).toEqual({ record: null, autoLoginExpired: false });
    saveRememberedLogin({ username: 'zs', password: { plain: 'p' }, rememberMe: true, autoLogin: false }, now, store);
    clearRememberedLogin(store);
    expect(store.getItem('rememberMe')).toBeNull();
  });
});

describe('system-info record', () => {
  const info = { tenantId: 't1', userId: 'u1', userName: '张三', systemCode: 'hw', systemTitle: '环卫', token: 'tok' };
  it('is double URL-encoded JSON and reads back with access_token', () => {
    const store = memoryStore();
    writeSystemInfo(info, store);
    const raw = store.getItem('systemInfo') ?? '';
    expect(JSON.parse(decodeURIComponent(decodeURIComponent(raw)))).toEqual(info);
    expect(raw).not.toContain('{');
    expect(raw).toContain('%25'); // the second encoding escapes the first one's percent signs
    expect(readSystemInfo(store)).toEqual({ ...info, access_token: 'tok' });
  });

  it('feeds the request identity', () => {
    const store = memoryStore();
    expect(identityFromSystemInfo(store)).toBeNull();
    writeSystemInfo(info, store);
    expect(identityFromSystemInfo(store)).toEqual({ tenantId: 't1', userId: 'u1', userName: '张三', token: 'tok' });
  });
});

describe('login info (§3, §4)', () => {
  it.each([
    ['a JSON list of code||name', '["hw||环卫系统","cl||车辆管理"]', [{ id: 'hw', code: 'hw', name: '环卫系统' }, { id: 'cl', code: 'cl', name: '车辆管理' }]],
    ['an already parsed list', ['ljfl||垃圾分类'], [{ id: 'ljfl', code: 'ljfl', name: '垃圾分类' }]],
    ['malformed JSON', '[oops', []],
    ['entries without the separator are skipped', '["hw"]', []],
  ])('systemList: %s', (_name, raw, expected) => {
    expect(parseSystemList(raw)).toEqual(expected);
  });

  it.each([
    ['JSON with access_token', '{"access_token":"abc"}', 'abc'],
    ['missing header', undefined, undefined],
    ['not JSON', 'abc', undefined],
  ])('access-token header: %s', (_name, header, expected) => {
    expect(parseAccessTokenHeader(header)).toBe(expected);
  });

  it('routes one system to /layout and several to /navigation', () => {
    expect(routeAfterLogin(parseLoginInfo({ systemList: '["hw||环卫"]' }))).toEqual({ path: '/layout', query: { systemCode: 'hw', title: '环卫' } });
    expect(routeAfterLogin(parseLoginInfo({ systemList: '["a||A","b||B"]' }))).toEqual({ path: '/navigation' });
  });

  it.each([
    ['policy on, password fails the expression', true, 'abc', true],
    ['policy on, password matches', true, 'Abc12345', false],
    ['policy off', false, 'abc', false],
  ])('passwordExpression: %s', (_name, enablePasswordPolicy, typed, flagged) => {
    const info = parseLoginInfo({ enablePasswordPolicy, passwordExpression: '^(?=.*[A-Z])(?=.*\\d).{8,}$', systemList: '[]' });
    expect(isPasswordNonCompliant(info, typed)).toBe(flagged);
  });
});

describe('password policy (§4, §5)', () => {
  const policy = toPasswordPolicy([{ parmCode: 'regex', parmName: '^\\d{6,}$' }, { parmCode: 'tip', parmName: '密码须为至少6位数字' }]);
  it.each([
    ['a matching password passes', '123456', { ok: true }],
    ['a failing password gives the tenant tip', 'abc', { ok: false, tip: '密码须为至少6位数字' }],
  ])('%s', (_name, typed, expected) => {
    expect(checkPasswordPolicy(typed, policy)).toEqual(expected);
  });

  it('no rule enforces nothing', () => {
    expect(checkPasswordPolicy('x', toPasswordPolicy(null))).toEqual({ ok: true });
  });
});

describe('defaults and constants (§3, §9)', () => {
  it('login-state defaults', () => {
    expect(LOGIN_STATE_DEFAULTS).toEqual({ isNeedVCode: true, isNeedCheckPWD: true, isPasswordExpired: true, isNeedQRCode: false });
  });

  it('menu-state defaults', () => {
    expect(MENU_STATE_DEFAULTS).toMatchObject({ collapsed: true, multipleTab: true, menuExpandType: 'first' });
  });

  it.each([
    ['autoLoginValidityMs', 604_800_000],
    ['passwordRuleRedirectDelayMs', 3_000],
    ['logoutAfterPasswordChangeMs', 2_000],
    ['loginTimeoutMessageMs', 3_000],
    ['passwordParamTypeCode', 'param_password_validate'],
    ['rememberMeKey', 'rememberMe'],
    ['defaultTheme', 'ClassicBlue'],
    ['pageChunkTimeoutMs', 120_000],
    ['requestTimeoutMs', 30_000],
    ['problemReportTimeoutMs', 120_000],
    ['downloadTimeoutMs', 600_000],
    ['httpClientDefaultTimeoutMs', 0],
    ['successStatusMin', 200],
    ['successStatusMax', 299],
    ['xsrfCookieName', 'XSRF-TOKEN'],
    ['xsrfHeaderName', 'X-XSRF-TOKEN'],
    ['screenDesignWidth', 1920],
    ['screenDesignHeight', 1080],
    ['responsiveDesignWidth', 750],
    ['resizeDebounceMs', 288],
    ['responseCacheTtlMs', 60_000],
    ['requestCacheTimeMs', 300_000],
    ['requestFocusGapMs', 5_000],
    ['noticeDurationMs', 1_500],
    ['expiredLoginCountdownSeconds', 3],
    ['dateLocale', 'zh-cn'],
    ['defaultPageSize', 10],
    ['assetBasePrefix', 'sds/'],
  ] as const)('%s = %s', (key, value) => {
    expect(SPEC_CONSTANTS[key]).toBe(value);
  });
});
