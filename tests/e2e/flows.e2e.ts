/** §4 flows: remember me, auto-login (valid, expired, failing), password rule, expiry, SSO, password change, tracking. */
import { describe, expect, it } from 'vitest';
import { fillLogin, newPage, openLayout, pathOf, signIn, toast, setupBrowser } from './browser';

setupBrowser();

const DAY = 24 * 60 * 60 * 1000;

describe('remembered login', () => {
  it('remember me prefills the user and signs in with the stored hash, never the plain password', async () => {
    const page = await newPage('/');
    await signIn(page, 'ops', { remember: true });
    await page.waitForURL(/\/layout/);
    const stored = await page.evaluate(() => localStorage.getItem('rememberMe'));
    expect(stored).not.toContain('Ops@2026!');
    expect(JSON.parse(stored!)).toMatchObject({ username: 'ops', rememberMe: true, autoLogin: false });
    await page.goto('/');
    await expect.poll(() => page.getByLabel('用户名').inputValue()).toBe('ops');
    expect(await page.getByLabel('记住密码').isChecked()).toBe(true);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/layout/);
  });

  it('auto-login signs in with the token-login call; root goes straight to /layout', async () => {
    const page = await newPage('/');
    await signIn(page, 'root', { auto: true });
    await page.waitForURL(/\/navigation/);
    const tokenLogin = page.waitForRequest((r) => r.url().endsWith('/cas/loginForToken'));
    await page.goto('/');
    await tokenLogin;
    await page.waitForURL(/\/layout\?systemCode=/);
  });

  it('auto-login for a user with a tenant passes the rule check; without a tenant goes to /navigation', async () => {
    const page = await newPage('/');
    await signIn(page, 'guest', { auto: true });
    await page.waitForURL(/\/navigation/);
    await page.goto('/');
    await page.waitForURL(/\/navigation/);
    const other = await newPage('/');
    await signIn(other, 'ops', { auto: true });
    await other.waitForURL(/\/layout/);
    await other.goto('/');
    await other.waitForURL(/\/layout/);
  });

  it('a record older than 7 days warns and switches auto-login off', async () => {
    const page = await newPage('/');
    await signIn(page, 'ops', { auto: true });
    await page.waitForURL(/\/layout/);
    await page.evaluate((age) => {
      const record = JSON.parse(localStorage.getItem('rememberMe')!);
      record.timestamp = Date.now() - age;
      localStorage.setItem('rememberMe', JSON.stringify(record));
    }, 7 * DAY + 1000);
    await page.goto('/');
    await toast(page, '登录间隔时间过长，自动登录已失效，请重新登录').waitFor();
    expect(pathOf(page)).toBe('/');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('rememberMe')))!).autoLogin).toBe(false);
    expect(await page.getByLabel('自动登录').isChecked()).toBe(false);
  });

  it('a failing auto-login fetches a new captcha and shows the default message', async () => {
    const page = await newPage('');
    await page.goto('/404');
    await page.evaluate(() => localStorage.setItem('rememberMe', JSON.stringify({ username: 'nobody-auto', rememberMe: true, autoLogin: true, password: 'abc', timestamp: Date.now() })));
    const captcha = page.waitForRequest((r) => r.url().includes('/np/login/captcha'));
    await page.goto('/');
    await captcha;
    await page.getByRole('alert').getByText('用户名或密码不存在').waitFor();
    await page.getByRole('img', { name: /验证码图片/ }).waitFor();
  });
});

describe('password checks after login', () => {
  it('a password failing the tenant rule shows the hint, then the change page after 3 s', async () => {
    const page = await newPage('/');
    await signIn(page, 'weak');
    await toast(page, /密码须为 8–20 位/).waitFor();
    const shown = Date.now();
    await page.waitForURL(/\/ums\/#\/pwdChange\?redirect=/, { timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_000);
    await page.getByRole('heading', { name: '修改登录密码' }).waitFor();
    await page.getByLabel('原密码').fill('123456');
    await page.getByLabel('新密码', { exact: true }).fill('abc');
    await page.getByLabel('确认新密码').fill('abc');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('密码须为 8–20 位，且同时包含字母、数字和特殊字符').last().waitFor();
  });

  it('an expired password says so and does not route on', async () => {
    const page = await newPage('/');
    await signIn(page, 'expired');
    await toast(page, '密码已过期').waitFor();
    expect(pathOf(page)).toBe('/');
  });
});

describe('single sign-on and video check', () => {
  it('shows loading first, then enters the shell for a valid third-party user', async () => {
    const page = await newPage('');
    await page.route('**/cas/getTokenFromThirdPartyAppUser', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.goto('/singleSignOn?tenantId=1&appId=demo-app&appSecret=DemoAppSecret-2026&userId=ext-1006');
    await page.getByText('正在进行单点登录…').waitFor();
    await page.waitForURL(/\/navigation/);
  });

  it('a non-zero result shows the single sign-on error', async () => {
    const page = await newPage('/singleSignOn?tenantId=1&appId=demo-app&appSecret=wrong&userId=ext-1006');
    await page.getByText('单点登录失败').waitFor();
  });

  it('the video page passes the check with the live session and fails without', async () => {
    const page = await openLayout('ops');
    await page.goto('/huangshanVideo');
    await page.getByText('视频平台登录验证通过').waitFor();
    await page.goto('/huangshanVideo?userId=1002&sessionId=not-a-session');
    await page.getByText('视频平台登录验证失败').waitFor();
  });
});

describe('password change and tracking', () => {
  it('tracks a page visit per menu item and the stay duration when leaving it', async () => {
    const page = await openLayout('ops');
    await page.getByRole('button', { name: '展开菜单' }).click();
    const visit = page.waitForResponse((r) => r.url().endsWith('/track/visit'));
    await page.getByRole('navigation', { name: '系统菜单' }).getByRole('button', { name: '基础信息' }).click();
    await page.getByRole('button', { name: '车辆信息', exact: true }).click();
    const visitId = ((await (await visit).json()) as { data: { id: string } }).data.id;
    const stay = page.waitForRequest((r) => r.url().endsWith('/track/stay'));
    await page.getByRole('tab', { name: '工作台' }).click();
    const body = (await stay).postDataJSON() as { id: string; duration: number };
    expect(body.id).toBe(visitId);
    expect(body.duration).toBeGreaterThanOrEqual(0);
  });

  it('an openTab window message opens the tab', async () => {
    const page = await openLayout('ops');
    await page.evaluate(() => window.postMessage({ type: 'openTab', menuId: 'ljszy-g3-carWeightOperate' }, '*'));
    await page.getByRole('tab', { name: '车辆称重' }).waitFor();
  });

  it('the dialog checks the tenant rule, changes the password and logs out after 2 s', async () => {
    const page = await newPage('/');
    await fillLogin(page, 'sso', 'SsoUser@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/navigation/);
    await page.getByRole('button', { name: '垃圾收运', exact: true }).click();
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').fill('wrong-old-1A!');
    await dialog.getByLabel('新密码', { exact: true }).fill('SsoUser@2027');
    await dialog.getByLabel('确认新密码').fill('SsoUser@2027');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await dialog.getByRole('alert').getByText('原密码错误').waitFor();
    await dialog.getByLabel('原密码').fill('SsoUser@2026');
    await dialog.getByRole('button', { name: '确认修改' }).click();
    await toast(page, '修改密码成功，请重新登录').waitFor();
    const shown = Date.now();
    await page.waitForURL((u) => u.pathname === '/');
    expect(Date.now() - shown).toBeGreaterThan(1_500);
    await fillLogin(page, 'sso', 'SsoUser@2027');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/navigation/);
  });
});
