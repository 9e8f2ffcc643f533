/** /navigation and /layout: systems, themes, menu loading, tabs, keep-alive, search, logout. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSession, baseURL, newPage, openLayout, pathOf, queryOf, signIn, toast, setupBrowser } from './browser';

setupBrowser();

async function layoutAs(user: 'ops' | 'manager' | 'root', path = '/'): Promise<Page> {
  if (user === 'ops') return openLayout('ops', path === '/' ? '' : path);
  const page = await newPage('/');
  await signIn(page, user);
  await page.waitForURL(/\/navigation$/);
  await page.getByRole('button', { name: '垃圾收运', exact: true }).click();
  await page.waitForURL(/\/layout\?/);
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return page;
}

const openMenu = async (page: Page, group: string, leaf: string) => {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) {
    await menu.getByRole('button', { name: group }).first().click();
  }
  await menu.getByRole('button', { name: leaf, exact: true }).click();
};

describe('navigation', () => {
  it('lists only the user\'s systems and remembers the theme with the tab icon', async () => {
    const page = await newPage('/');
    await signIn(page, 'manager');
    await page.waitForURL(/\/navigation$/);
    const cards = page.getByRole('list', { name: '请选择要进入的系统' }).getByRole('button');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    await page.getByRole('radio', { name: '科技蓝' }).check({ force: true });
    expect(await page.locator('html').getAttribute('data-theme')).toMatch(/tech/i);
    expect(await page.locator('#vtxtabicon').getAttribute('href')).toBe('/icon/favicon.svg');
    await page.reload();
    await cards.first().waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toMatch(/tech/i);
    await page.getByRole('radio', { name: '海洋蓝' }).check({ force: true });
    expect(await page.locator('#vtxtabicon').getAttribute('href')).toBe('/ClassicBlueIcon/favicon.svg');
  });

  it('choosing a system opens /layout with its code and title', async () => {
    const page = await layoutAs('manager');
    expect(queryOf(page).get('systemCode')).toBe('ljszy');
    await expect(page.title()).resolves.toBe('菜单');
  });
});

describe('layout', () => {
  it('loads the menu collapsed with the welcome page as the first tab', async () => {
    const page = await layoutAs('ops');
    await page.getByRole('tab', { name: '工作台' }).waitFor();
    expect(await page.getByRole('tab', { name: '工作台' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('#shell-panel-ljszy-home-welcome > *').first().waitFor();
    expect(await page.getByRole('button', { name: '展开菜单' }).count()).toBe(1);
  });

  it('menuId opens that item as the first tab and expands its path', async () => {
    const page = await layoutAs('ops', '&menuId=ljszy-g2-route');
    await page.getByRole('tab', { name: '收运线路' }).waitFor();
    expect(await page.getByRole('tab', { name: '收运线路' }).getAttribute('aria-selected')).toBe('true');
    await page.locator('#shell-panel-ljszy-g2-route > *').first().waitFor();
    await page.getByRole('button', { name: '展开菜单' }).click();
    expect(await page.getByRole('button', { name: '收运作业' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps hidden tabs alive (form input survives switching) and refresh re-mounts one tab', async () => {
    const page = await layoutAs('ops');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await openMenu(page, '基础信息', '车辆信息');
    await page.getByRole('tab', { name: '车辆信息' }).waitFor();
    // Type into the page's first text box, leave the tab and come back: the text is kept.
    const box = page.locator('#shell-panel-ljszy-g1-carInfo').getByRole('textbox').first();
    await box.fill('浙A·D1234');
    await page.getByRole('tab', { name: '工作台' }).click();
    expect(await box.isVisible()).toBe(false);
    // The welcome page is a live component too: a DOM mark on it must survive switching.
    const welcome = page.locator('#shell-panel-ljszy-home-welcome > *').first();
    await welcome.waitFor();
    await welcome.evaluate((el) => el.setAttribute('data-mark', 'kept'));
    await page.getByRole('tab', { name: '车辆信息' }).click();
    expect(await box.inputValue()).toBe('浙A·D1234');
    await page.getByRole('tab', { name: '工作台' }).click();
    expect(await page.locator('[data-mark="kept"]').count()).toBe(1);
    // Refresh re-mounts only that tab.
    await page.getByRole('tab', { name: '工作台' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await welcome.waitFor();
    expect(await page.locator('[data-mark="kept"]').count()).toBe(0);
    await page.getByRole('tab', { name: '车辆信息' }).click();
    expect(await box.inputValue()).toBe('浙A·D1234');
  });

  it('tab context menu closes others and restores tabs from session storage', async () => {
    const page = await layoutAs('ops');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await openMenu(page, '基础信息', '车辆信息');
    await openMenu(page, '基础信息', '收运设施');
    expect(await page.getByRole('tab').count()).toBe(3);
    await page.reload();
    await page.getByRole('tab', { name: '收运设施' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(3);
    expect(await page.getByRole('tab', { name: '收运设施' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: '车辆信息' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    // The welcome tab cannot be closed.
    expect(await page.getByRole('tab').allTextContents()).toEqual(['工作台', '车辆信息']);
  });

  it('Ctrl+K finds a menu by pinyin initials and opens it', async () => {
    const page = await layoutAs('ops');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: '搜索菜单' });
    await box.fill('clxx');
    await page.getByRole('option', { name: /车辆信息/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: '车辆信息' }).waitFor();
    expect(await page.getByRole('tab', { name: '车辆信息' }).getAttribute('aria-selected')).toBe('true');
  });

  it('menu search trims, skips the call for blank text and uses the server answer', async () => {
    const page = await layoutAs('ops');
    const calls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/menu/searchMenu')) calls.push(r.postData() ?? ''); });
    await page.getByRole('button', { name: /搜索菜单/ }).click();
    const box = page.getByRole('combobox', { name: '搜索菜单' });
    await box.fill('   ');
    await page.waitForTimeout(400);
    expect(calls).toHaveLength(0);
    await box.fill('  称重  ');
    await page.getByRole('option', { name: /车辆称重/ }).waitFor();
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    expect(JSON.parse(calls[0]).keyword).toBe('称重');
  });

  it('notices: the bell counts unread ones, opening one reads it, and read state survives a reload', async () => {
    // root is the only e2e user that touches notices: the read state is per user.
    // Unread: the four seeded notices and those of root's systems (项目合同's expiring contracts).
    const { token } = await apiSession('root');
    const inbox = await fetch(new URL('/cloud/management/rest/notice/list', baseURL()), {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ limit: 20 }),
    });
    const unread = ((await inbox.json()) as { data: { unread: number } }).data.unread;
    expect(unread).toBeGreaterThanOrEqual(4);
    const page = await layoutAs('root');
    const bell = page.getByRole('button', { name: /^通知/ });
    await expect.poll(() => bell.textContent()).toContain(String(unread));
    await bell.click();
    const panel = page.getByRole('dialog', { name: '通知' });
    // The bell updates at once and the server after (useNotices): a reload waits for the server's answer.
    const recorded = () => page.waitForResponse((r) => r.url().endsWith('/notice/read') && r.ok());
    let read = recorded();
    await panel.getByRole('button', { name: /浙A·\S+ 在.+停留 \d+ 分钟/ }).click();
    await panel.getByText(/到站后停留 \d+ 分钟，为当日最长/).waitFor();
    await expect.poll(() => bell.textContent()).toContain(String(unread - 1));
    await read;
    await page.reload();
    await expect.poll(() => bell.textContent()).toContain(String(unread - 1));
    await bell.click();
    read = recorded();
    await panel.getByRole('button', { name: '全部标为已读' }).click();
    await expect.poll(() => bell.textContent()).not.toMatch(/\d/);
    await read;
    await page.reload();
    await bell.waitFor();
    await bell.click();
    await panel.getByRole('button', { name: /厨余垃圾收运 [\d.]+ 吨/ }).waitFor();
    expect(await bell.textContent()).not.toMatch(/\d/);
  });

  it('logout clears the session and returns to the login page', async () => {
    const page = await newPage('/');
    await signIn(page, 'ops');
    await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('systemInfo'))).toBeNull();
    expect(pathOf(page)).toBe('/');
    void toast;
  });
});
