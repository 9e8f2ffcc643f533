/**
 * §8 error catalogue, row by row, with request interception: login failures, expiry check
 * failures, password change answers, 401 / status 0 on session calls, logout without a
 * login address, 404 / 500 / other statuses, network failure, time-out, aborted request,
 * and page chunk load failures.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogin, newPage, openLayout, pathOf, signIn, toast, setupBrowser } from './browser';

setupBrowser();

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function signedIn(user: 'ops' | 'manager' = 'ops', init?: string): Promise<Page> {
  if (user === 'ops' && !init) return openLayout('ops');
  const page = await newPage('');
  if (init) await page.addInitScript(init);
  await page.goto('/');
  await signIn(page, user);
  await page.waitForURL(user === 'ops' ? /\/layout/ : /\/navigation/);
  if (user === 'ops') await page.getByRole('tab', { name: '工作台' }).waitFor();
  return page;
}

describe('login failures', () => {
  it('shows the server message when it is a non-empty string', async () => {
    const page = await newPage('/');
    await page.route('**/cas/login', (r) => json(r, { result: 1, msg: '账号已停用，请联系管理员', data: null }));
    await fillLogin(page, 'ops', 'x');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').getByText('账号已停用，请联系管理员').waitFor();
  });

  it('falls back to 用户名或密码不存在 without a server message', async () => {
    const page = await newPage('/');
    await page.route('**/cas/login', (r) => json(r, { result: 1, msg: '', data: null }));
    await fillLogin(page, 'ops', 'x');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('alert').getByText('用户名或密码不存在').waitFor();
  });

  it('auto-login failure mentioning the verification code shows that message and a new captcha', async () => {
    const page = await newPage('');
    await page.addInitScript(() => localStorage.setItem('rememberMe', JSON.stringify({ username: 'ops', rememberMe: true, autoLogin: true, password: 'abc', timestamp: Date.now() })));
    await page.route('**/cas/loginForToken', (r) => json(r, { result: 1001, msg: '请输入验证码', data: { needVcode: true } }));
    await page.goto('/');
    await page.getByRole('alert').getByText('请输入验证码').waitFor();
    await page.getByRole('img', { name: /验证码图片/ }).waitFor();
  });
});

describe('password checks', () => {
  it('expiry check failure shows the server message, or 请求失败 without one, and stays', async () => {
    const page = await newPage('/');
    await page.route('**/rest/user/checkPasswordExpired', (r) => json(r, { result: 1, msg: '', data: null }));
    await signIn(page, 'ops');
    await toast(page, '请求失败').waitFor();
    expect(pathOf(page)).toBe('/');
    await page.unroute('**/rest/user/checkPasswordExpired');
    await page.route('**/rest/user/checkPasswordExpired', (r) => json(r, { result: 1, msg: '密码有效期服务维护中', data: null }));
    await page.getByRole('button', { name: '登录' }).click();
    await toast(page, '密码有效期服务维护中').waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('password change with an empty answer says 修改密码失败', async () => {
    const page = await signedIn();
    await page.route('**/rest/user/changePassword', (r) => r.fulfill({ status: 200, body: '' }));
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill('Ops@2026!');
    await dialog.getByLabel('新密码', { exact: true }).fill('Ops@2027!x');
    await dialog.getByLabel('确认新密码').fill('Ops@2027!x');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByRole('alert').getByText('修改密码失败').waitFor();
  });
});

describe('session time-out and logout', () => {
  it.each([
    ['HTTP 401', (r: Route) => json(r, { result: 401, msg: 'token 无效', data: null }, 401)],
    ['status 0', (r: Route) => r.abort('connectionrefused')],
  ])('%s on a session call shows 登录超时 for 3 s, then goes to the login address', async (_name, answer) => {
    const page = await signedIn('manager');
    await page.route('**/cloud/management/util/getMenuJson.sa*', answer);
    await page.getByRole('button', { name: '垃圾收运', exact: true }).click();
    await toast(page, '登录超时，请重新登录').waitFor();
    const shown = Date.now();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_000);
  });

  it('logout without a login address says 已注销，请重新登录', async () => {
    const page = await signedIn('manager', 'window.__APP_CONFIG__ = { loginUrl: "" }');
    await page.getByRole('button', { name: '退出登录' }).click();
    await toast(page, '已注销，请重新登录').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('systemInfo'))).toBeNull();
  });
});

describe('transport errors', () => {
  const video = async (answer: (r: Route) => unknown, init?: string) => {
    const page = await newPage('');
    if (init) await page.addInitScript(init);
    await page.route('**/cas/judgehuangshanvideo*', answer);
    await page.goto('/huangshanVideo?userId=1002&sessionId=abc');
    await page.getByText('视频平台登录验证失败').waitFor();
    return page;
  };

  it('404 → 接口不存在', async () => {
    const page = await video((r) => json(r, {}, 404));
    await toast(page, '接口不存在').waitFor();
  });

  it('500 → 服务器接口异常', async () => {
    const page = await video((r) => json(r, {}, 500));
    await toast(page, '服务器接口异常').waitFor();
  });

  it('other statuses ask to check and retry', async () => {
    const page = await video((r) => json(r, {}, 502));
    await toast(page, /请求出错（状态码 502）/).waitFor();
  });

  it('network failure → Network Error', async () => {
    const page = await video((r) => r.abort('internetdisconnected'));
    await toast(page, 'Network Error').waitFor();
  });

  it('time-out → timeout of N ms exceeded', async () => {
    const page = await video(async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await r.fulfill({ status: 200, body: '{}' }).catch(() => undefined);
    }, 'window.__APP_CONFIG__ = { requestTimeoutMs: 400 }');
    await toast(page, 'timeout of 400 ms exceeded').waitFor();
  });

  it('an aborted request is 请求已中止 and raises no toast', async () => {
    const page = await video((r) => r.abort('aborted'));
    await page.getByText('请求已中止').waitFor();
    expect(await page.getByRole('status').getByText('请求已中止').count()).toBe(0);
  });

  it('a newer search cancels the one in flight', async () => {
    const page = await signedIn();
    const failed: string[] = [];
    page.on('requestfailed', (r) => { if (r.url().includes('searchMenu')) failed.push(r.failure()?.errorText ?? ''); });
    await page.route('**/menu/searchMenu', async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await r.continue().catch(() => undefined);
    });
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: '搜索菜单' });
    await box.fill('车辆');
    await page.waitForTimeout(350);
    await box.fill('称重');
    await expect.poll(() => failed.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(failed[0]).toMatch(/ABORTED/);
    expect(await page.getByRole('status').getByText('请求已中止').count()).toBe(0);
  });
});

describe('page chunks', () => {
  it('a page chunk that fails to load shows 页面加载失败 with a reload button', async () => {
    const page = await newPage('');
    await page.route(/\/assets\/NavigationPage-[^/]+\.js$/, (r) => r.abort('failed'));
    await page.goto('/navigation');
    await page.getByText('页面加载失败').waitFor();
    await page.getByRole('button', { name: '重新加载' }).waitFor();
  });

  it('unknown routes show the 404 page with the default title', async () => {
    const page = await newPage('/no/such/page');
    await page.getByText('404').first().waitFor();
    await expect(page.title()).resolves.toBe('页面不存在');
  });
});
