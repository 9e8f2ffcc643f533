/** §4 Login: each demo user's routing, §8 login failure messages, captcha after failures. */
import { describe, expect, inject, it } from 'vitest';
import { fillLogin, newPage, pathOf, queryOf, signIn, toast, setupBrowser } from './browser';

setupBrowser();

describe('login', () => {
  it('shows labelled inputs, the 登录 button and the page title', async () => {
    const page = await newPage('/');
    await page.getByLabel('用户名').waitFor();
    await expect(page.title()).resolves.toBe('城市公共服务管理平台');
    expect(await page.getByLabel('用户名').count()).toBe(1);
    expect(await page.getByLabel('密码', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: '登录' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
  });

  it('one system: ops goes straight to /layout with systemCode and title', async () => {
    const page = await newPage('/');
    await signIn(page, 'ops');
    await page.waitForURL(/\/layout\?/);
    expect(queryOf(page).get('systemCode')).toBe('ljszy');
    expect(queryOf(page).get('title')).toBe('垃圾收运');
  });

  it.each(['manager', 'root', 't2admin'] as const)('several systems: %s goes to /navigation', async (user) => {
    const page = await newPage('/');
    await signIn(page, user);
    await page.waitForURL(/\/navigation$/);
    await page.getByRole('heading', { name: '请选择要进入的系统' }).waitFor();
  });

  it('a user without a tenant goes to /navigation and sees no systems', async () => {
    const page = await newPage('/');
    await signIn(page, 'guest');
    await page.waitForURL(/\/navigation$/);
    await page.getByText('您还没有可用的系统，请联系管理员开通').waitFor();
  });

  it('a wrong password shows the server message and clears it on the next submit', async () => {
    const page = await newPage('/');
    await fillLogin(page, 'nobody-a', 'wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toMatch(/用户名或密码/);
    expect(pathOf(page)).toBe('/');
  });

  it('empty fields are required before any call', async () => {
    const page = await newPage('/');
    let calls = 0;
    page.on('request', (r) => { if (r.url().includes('/cas/login')) calls += 1; });
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('请输入用户名').first().waitFor();
    expect(calls).toBe(0);
  });

  it('after repeated failures the captcha (vid, img, vcode) is required and works', async () => {
    const page = await newPage('/');
    for (let i = 0; i < 3; i += 1) {
      await fillLogin(page, 'nobody-captcha', 'bad-password');
      await page.getByRole('button', { name: '登录' }).click();
      await page.getByRole('alert').waitFor();
    }
    const img = page.getByRole('img', { name: /验证码图片/ });
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const vcode = page.getByLabel('验证码');
    await fillLogin(page, 'nobody-captcha', 'bad-password');
    const sent = page.waitForRequest((r) => r.url().includes('/cas/loginWithVcode'));
    await vcode.fill(inject('captchaCode'));
    await page.getByRole('button', { name: '登录' }).click();
    const body = (await sent).postDataJSON() as Record<string, string>;
    expect(body.vid).toBeTruthy();
    expect(body.vcode).toBe(inject('captchaCode'));
    expect(body.password).toMatch(/^[0-9a-f]{64}$/); // hashed, never plain (§5)
    await toastOrAlert(page);
  });
});

async function toastOrAlert(page: import('playwright-core').Page) {
  await page.getByRole('alert').waitFor();
  void toast;
}
