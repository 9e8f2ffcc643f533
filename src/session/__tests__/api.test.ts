/** The shell's API functions against a real local server (§4, §5, §7, §8). */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRequestClient } from '../../request/client';
import { recordingAdapters, type RecordingAdapters } from '../../request/__tests__/fakes';
import { createSessionApi, SESSION_URLS as URLS, type SessionApi } from '../api';
import { hashPassword } from '../password';
import { startScriptedServer } from './scripted-server';

let server: Awaited<ReturnType<typeof startScriptedServer>>;
let api: SessionApi;
let adapters: RecordingAdapters;
beforeAll(async () => void (server = await startScriptedServer()));
afterAll(() => server.close());
beforeEach(() => {
  adapters = recordingAdapters();
  const client = createRequestClient({ baseURL: server.baseURL, adapters, loginUrl: '/login', getIdentity: () => ({ tenantId: 't1', userId: 'u1', token: 'tok' }) });
  api = createSessionApi(client);
});
const jsonBody = (path: string) => JSON.parse(server.last(path)?.body ?? '{}') as Record<string, unknown>;
const formBody = (path: string) => Object.fromEntries(new URLSearchParams(server.last(path)?.body ?? ''));

const okLogin = {
  body: { result: 0, data: { tenantId: 't1', userId: 'u1', systemList: '["hw||环卫系统"]' } },
  headers: { 'access-token': '{"access_token":"AT-1"}' },
};

describe('sign-in calls send the hashed password', () => {
  it('login: POST JSON username, hashed password, ip, loginWeb; parses info and the access-token header', async () => {
    server.answer(URLS.login, okLogin);
    const outcome = await api.login({ username: 'zs', password: { plain: 'Secret#1' } }, '10.0.0.1');
    const seen = server.last(URLS.login);
    expect(seen?.method).toBe('POST');
    expect(seen?.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(seen?.headers.authorization).toBeUndefined(); // tokenless
    expect(jsonBody(URLS.login)).toEqual({ username: 'zs', password: hashPassword('Secret#1'), ip: '10.0.0.1', loginWeb: 'web' });
    expect(seen?.body).not.toContain('Secret#1');
    expect(outcome).toMatchObject({ ok: true, accessToken: 'AT-1', info: { tenantId: 't1', systemList: [{ id: 'hw', code: 'hw', name: '环卫系统' }] } });
  });

  it('loginWithVcode sends vid and vcode with the hashed password', async () => {
    server.answer(URLS.loginWithVcode, okLogin);
    await api.loginWithVcode({ username: 'zs', password: { plain: 'p' } }, 'vid-1', '8k2m');
    expect(jsonBody(URLS.loginWithVcode)).toEqual({ username: 'zs', password: hashPassword('p'), vid: 'vid-1', vcode: '8k2m' });
  });

  it('loginWithVcode requires the captcha code and makes no call without it', async () => {
    const before = server.seen.length;
    expect(await api.loginWithVcode({ username: 'zs', password: { plain: 'p' } }, 'vid-1', '  ')).toEqual({ ok: false, message: '请输入验证码' });
    expect(server.seen.length).toBe(before);
  });

  it('loginForToken sends the remembered wire form unchanged', async () => {
    server.answer(URLS.loginForToken, okLogin);
    await api.loginForToken({ username: 'zs', password: { hashed: hashPassword('p') } });
    expect(jsonBody(URLS.loginForToken)).toEqual({ username: 'zs', password: hashPassword('p') });
  });

  it.each([
    ['a non-empty server message is shown', { result: 2, msg: '账号已锁定' }, '账号已锁定'],
    ['an empty message falls back to the default', { result: 2, msg: '' }, '用户名或密码不存在'],
    ['a missing message falls back to the default', { result: 2 }, '用户名或密码不存在'],
  ])('login failure: %s', async (_name, body, message) => {
    server.answer(URLS.login, { body });
    expect(await api.login({ username: 'zs', password: { plain: 'p' } })).toMatchObject({ ok: false, message });
    expect(adapters.notices).toEqual([]); // the form shows it, not a toast
  });
});

describe('single sign-on: data on result 0, else false', () => {
  it.each([
    ['third-party token, result 0', URLS.thirdPartyToken, { result: 0, data: { token: 'x' } }, { token: 'x' }],
    ['third-party token, non-zero', URLS.thirdPartyToken, { result: 1, msg: 'no' }, false],
    ['login info, result 0', URLS.loginInfo, { result: 0, data: { userId: 'u1' } }, { userId: 'u1' }],
    ['login info, non-zero', URLS.loginInfo, { result: 5 }, false],
  ])('%s', async (_name, path, body, expected) => {
    server.answer(path, { body });
    const answer = path === URLS.loginInfo ? await api.getLoginInfo() : await api.getTokenFromThirdPartyAppUser({ appUserId: 'a1' });
    expect(answer).toEqual(expected);
  });

  it('the third-party payload travels as a JSON string', async () => {
    server.answer(URLS.thirdPartyToken, { body: { result: 0, data: {} } });
    await api.getTokenFromThirdPartyAppUser({ appUserId: 'a1' });
    expect(formBody(URLS.thirdPartyToken)).toEqual({ parameters: '{"appUserId":"a1"}' });
  });

  it('the video check sends userId and sessionId as query parameters', async () => {
    server.answer(URLS.videoSsoCheck, { body: { result: 0, data: 'ok' } });
    expect(await api.videoSsoCheck('u1', 's1')).toBe('ok');
    expect(server.last(URLS.videoSsoCheck)?.query).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(server.last(URLS.videoSsoCheck)?.headers.authorization).toBe('Bearer tok');
  });
});

describe('password rules, expiry and change', () => {
  it('fetches the rules with parameters JSON of tenantId and paramTypeCode', async () => {
    server.answer(URLS.getByParamTypeCode, { body: { result: 0, data: [{ parmCode: 'regex', parmName: '^.{8,}$' }, { parmCode: 'tip', parmName: '至少8位' }] } });
    expect(await api.fetchPasswordPolicy('t1')).toEqual({ regex: '^.{8,}$', tip: '至少8位' });
    expect(JSON.parse(formBody(URLS.getByParamTypeCode).parameters)).toEqual({ tenantId: 't1', paramTypeCode: 'param_password_validate' });
  });

  it.each([
    ['true', true, true],
    ['"true"', 'true', true],
    ['false', false, false],
  ])('expiry check answered %s', async (_name, data, expected) => {
    server.answer(URLS.checkPasswordExpired, { body: { result: 0, data } });
    expect(await api.checkPasswordExpired({ userId: 'u1' })).toBe(expected);
  });

  it.each([
    ['the server message', { result: 1, msg: '校验失败' }, '校验失败'],
    ['请求失败 without one', { result: 1 }, '请求失败'],
  ])('a failing expiry check shows %s', async (_name, body, message) => {
    server.answer(URLS.checkPasswordExpired, { body });
    await expect(api.checkPasswordExpired()).rejects.toMatchObject({ message });
    expect(adapters.notices.map((n) => n.message)).toEqual([message]);
  });

  it.each([
    ['result 0', { body: { result: 0, msg: '' } }, { ok: true, message: '修改密码成功，请重新登录' }],
    ['another result shows the server message', { body: { result: 3, msg: '原密码错误' } }, { ok: false, message: '原密码错误' }],
    ['an empty response', { body: undefined }, { ok: false, message: '修改密码失败' }],
  ])('password change: %s', async (_name, scripted, expected) => {
    // The server's transport key: the new password also travels encrypted to it (decision 0105).
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    server.answer(URLS.passwordPublicKey, { body: { result: 0, data: { keyId: 'k1', algorithm: 'RSA-OAEP-256', publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64') } } });
    server.answer(URLS.changePassword, scripted);
    expect(await api.changePassword({ oldPassword: { plain: 'old' }, newPassword: { plain: 'New#Pass1' }, token: 'tok' })).toEqual(expected);
    const body = jsonBody(URLS.changePassword);
    expect(body).toMatchObject({ oldPassword: hashPassword('old'), newPassword: hashPassword('New#Pass1'), keyId: 'k1', token: 'tok' });
    expect(server.last(URLS.changePassword)?.body).not.toContain('New#Pass1');
    const typed = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(String(body.newPasswordCipher), 'base64'));
    expect(typed.toString('utf8')).toBe('New#Pass1');
  });

  it('password change without the server key fails with the change-failed message and sends no password', async () => {
    server.answer(URLS.passwordPublicKey, { body: { result: 1, msg: '' } });
    const before = server.seen.filter((r) => r.path === URLS.changePassword).length;
    expect(await api.changePassword({ oldPassword: { plain: 'old' }, newPassword: { plain: 'New#Pass1' }, token: 'tok' })).toEqual({ ok: false, message: '修改密码失败' });
    expect(server.seen.filter((r) => r.path === URLS.changePassword).length).toBe(before);
  });
});

describe('menus and tracking', () => {
  const query = { keyword: '  车辆 ', userId: 'u1', tenantId: 't1', systemCode: 'hw' };
  it('menu search trims the text and replaces VTX_IP with the current host', async () => {
    server.answer(URLS.menuSearch, { body: { result: 0, data: [{ id: '1', name: '车辆', uri: 'http://VTX_IP/cl/#/car' }] } });
    expect(await api.searchMenu(query, '10.1.1.1:8080')).toEqual([{ id: '1', name: '车辆', uri: 'http://10.1.1.1:8080/cl/#/car' }]);
    expect(jsonBody(URLS.menuSearch)).toMatchObject({ keyword: '车辆', systemCode: 'hw' });
  });

  it('empty search text clears the results without a call', async () => {
    const before = server.seen.length;
    expect(await api.searchMenu({ ...query, keyword: '   ' })).toEqual([]);
    expect(server.seen.length).toBe(before);
  });

  it('a search answer that is not a list is ignored', async () => {
    server.answer(URLS.menuSearch, { body: { result: 0, data: { not: 'a list' } } });
    expect(await api.searchMenu(query, 'h')).toEqual([]);
  });

  it('getMenuJson is a GET with tenantId, userId and systemCode; its token rides in the headers', async () => {
    server.answer(URLS.getMenuJson, { body: [{ id: 'm1', name: '首页' }] });
    expect(await api.getMenuJson({ tenantId: 't1', userId: 'u1', token: 'tok', systemCode: 'hw' })).toEqual([{ id: 'm1', name: '首页' }]);
    const sent = server.last(URLS.getMenuJson)!;
    expect(sent).toMatchObject({ method: 'GET', query: { tenantId: 't1', userId: 'u1', systemCode: 'hw' } });
    // §7 lists token among its parameters; issue 15 keeps tokens out of addresses (logs, history,
    // Referer) wherever the headers carry them, as they do for every signed-in call.
    expect(sent.query).not.toHaveProperty('token');
    expect(sent.headers.authorization).toBe('Bearer tok');
  });

  it('the system list call carries the session identity and bearer token', async () => {
    server.answer(URLS.systemList, { body: { result: 0, data: [] } });
    await api.getSystemListByUserId();
    expect(server.last(URLS.systemList)?.query).toMatchObject({ tenantId: 't1', userId: 'u1' });
    expect(server.last(URLS.systemList)?.headers.authorization).toBe('Bearer tok');
  });

  it('page visit returns data.id; stay duration posts JSON', async () => {
    server.answer(URLS.trackVisit, { body: { result: 0, data: { id: 'v-9' } } });
    server.answer(URLS.trackStay, { body: { result: 0 } });
    expect(await api.trackVisit({ menuId: 'm1' })).toBe('v-9');
    await api.trackStay({ id: 'v-9', duration: 12 });
    expect(jsonBody(URLS.trackStay)).toEqual({ id: 'v-9', duration: 12 });
  });

  it('the org tree lookup uses the first item', async () => {
    server.answer(URLS.orgTree, { body: { result: 0, data: [{ id: 'root' }, { id: 'other' }] } });
    expect(await api.loadOrgTree()).toEqual({ id: 'root' });
  });
});

describe('session calls on 401', () => {
  it('logout answered 401 shows login-timed-out and schedules the redirect', async () => {
    server.answer(URLS.logout, { status: 401, body: { result: 1 } });
    await expect(api.logout()).rejects.toMatchObject({ status: 401 });
    expect(adapters.notices).toEqual([{ message: '登录超时，请重新登录', type: 'error', duration: 3_000 }]);
  });
});
