/** Issue 15 item 12, on 垃圾收运 signed in as ops: the small things a person notices. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { newPage, setupBrowser, signIn, toast } from './browser';

setupBrowser();

async function opsLayout(): Promise<Page> {
  const page = await newPage('/');
  await signIn(page, 'ops');
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor({ timeout: 60_000 });
  return page;
}

async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await page.getByRole('button', { name: '展开菜单' }).count()) > 0) await page.getByRole('button', { name: '展开菜单' }).click();
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();

describe('small things', () => {
  it('the login form starts in the user name field', async () => {
    const page = await newPage('/');
    await page.getByLabel('用户名').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
  });

  it('ops (one system, never on /navigation) changes the theme from the user menu', async () => {
    const page = await opsLayout();
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitemradio', { name: '科技蓝' }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toMatch(/tech/i);
    await page.reload();
    await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toMatch(/tech/i);
  });

  it('the first Tab stop skips to the content', async () => {
    const page = await opsLayout();
    // A fresh load of the shell's address: the first Tab starts at the top of the document.
    await page.reload();
    await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: '跳到主要内容' });
    await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('shell-content');
  });

  it('closing a detail drawer gives focus back to the button that opened it', async () => {
    const page = await opsLayout();
    await openMenu(page, '基础信息', '车辆信息');
    const list = region(page, '车辆信息');
    const opener = list.getByRole('button', { name: '详情' }).first();
    await opener.waitFor({ timeout: 20_000 });
    await opener.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('Ctrl+K: mixed full pinyin (clxinxi) finds 车辆信息 and the breadcrumb names the system once', async () => {
    const page = await opsLayout();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '搜索菜单' }).fill('clxinxi');
    const option = page.getByRole('option', { name: /车辆信息/ }).first();
    await option.waitFor();
    const text = (await option.textContent()) ?? '';
    expect(text).toContain('垃圾收运');
    expect(text.split('垃圾收运').length - 1).toBe(1);
  });

  it('a middle click closes a tab; the tab limit says so before closing a page', async () => {
    const page = await opsLayout();
    await openMenu(page, '基础信息', '车辆信息');
    // The shell's tabs (pages may have tabs of their own).
    const tabs = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
    const tab = tabs.filter({ hasText: /^车辆信息$/ });
    await tab.waitFor();
    await tab.click({ button: 'middle' });
    await expect.poll(() => tab.count()).toBe(0);

    // Open pages up to the limit of 20 tabs (the welcome page is one).
    const groups = (await loadSystem('ljszy')).menus.filter((g) => g.key !== 'home');
    const leaves = groups.flatMap((g) => g.children.map((c) => ({ group: g.name, leaf: c.name })));
    for (const { group, leaf } of leaves.slice(0, 19)) await openMenu(page, group, leaf);
    await expect.poll(() => tabs.count()).toBe(20);
    const oldest = leaves[0]!.leaf;
    // Reaching the limit says which page the next one will close, before it does.
    await toast(page, `已打开 20 个页面（上限），再打开新页面将关闭最早打开的“${oldest}”`).waitFor();
    expect(await tabs.filter({ hasText: oldest }).count()).toBe(1);
    const next = leaves[19]!;
    await openMenu(page, next.group, next.leaf);
    await tabs.filter({ hasText: next.leaf }).waitFor();
    await toast(page, `已关闭最早打开的“${oldest}”`).waitFor();
    expect(await tabs.filter({ hasText: oldest }).count()).toBe(0);
    expect(await tabs.count()).toBe(20);
  }, 180_000);

  it('no GET request carries the token in its address (the headers do)', async () => {
    const page = await newPage('/');
    const leaked: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && /[?&](token|access_token)=/.test(r.url())) leaked.push(r.url());
    });
    await signIn(page, 'ops');
    await page.getByRole('tablist', { name: '已打开的页面' }).waitFor({ timeout: 60_000 });
    // 收运单位 lists through a GET (spec §7); the menu loads through one too.
    await openMenu(page, '基础信息', '收运单位');
    await expect.poll(() => region(page, '收运单位').getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(leaked).toEqual([]);
  }, 120_000);
});
