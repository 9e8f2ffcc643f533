/**
 * Issue 15 item 4: every tab page has its own address with its filters and page in the query
 * (decision 0209): bookmarkable, opens in a new window inside the layout, survives signing in,
 * and the browser's back/forward moves between tabs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pathOf, queryOf, setupBrowser, signIn, toast } from './browser';

setupBrowser();

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const selected = (page: Page, name: string) => tab(page, name).getAttribute('aria-selected');
const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();

async function signedIn(path = '/'): Promise<Page> {
  const page = await newPage(path);
  await signIn(page, 'ops');
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor({ timeout: 60_000 });
  return page;
}

async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) {
    if ((await page.getByRole('button', { name: '展开菜单' }).count()) > 0) await page.getByRole('button', { name: '展开菜单' }).click();
    if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  }
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

describe('page addresses', () => {
  it('a list page has its own address carrying its filter and page; the address opens it as it was in a new window', async () => {
    const page = await signedIn();
    await openMenu(page, '基础信息', '车辆信息');
    await expect.poll(() => pathOf(page)).toBe('/ljszy/carInfo');
    const list = region(page, '车辆信息');
    await list.getByRole('textbox', { name: '车牌号' }).fill('D');
    await list.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => queryOf(page).get('carNo')).toBe('D');
    await list.getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => queryOf(page).get('page')).toBe('2');
    const address = new URL(page.url()).pathname + new URL(page.url()).search;

    // Another window of the same browser (signed in, no tabs of its own yet).
    const other = await page.context().newPage();
    await other.goto(address);
    await tab(other, '车辆信息').waitFor({ timeout: 30_000 });
    expect(await selected(other, '车辆信息')).toBe('true');
    const shown = region(other, '车辆信息');
    expect(await shown.getByRole('textbox', { name: '车牌号' }).inputValue()).toBe('D');
    await expect.poll(() => shown.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(pathOf(other)).toBe('/ljszy/carInfo');
  }, 120_000);

  it('a signed-out visitor signs in and comes back to the page they asked for', async () => {
    const page = await newPage('/ljszy/carInfo?carNo=D');
    await page.waitForURL((u) => u.pathname === '/');
    await signIn(page, 'ops');
    await page.waitForURL((u) => u.pathname === '/ljszy/carInfo', { timeout: 60_000 });
    expect(queryOf(page).get('carNo')).toBe('D');
    await tab(page, '车辆信息').waitFor();
    expect(await selected(page, '车辆信息')).toBe('true');
    expect(await region(page, '车辆信息').getByRole('textbox', { name: '车牌号' }).inputValue()).toBe('D');
  }, 120_000);

  it('back and forward move between tabs, and reopen a closed one', async () => {
    const page = await signedIn();
    await openMenu(page, '基础信息', '车辆信息');
    await expect.poll(() => pathOf(page)).toBe('/ljszy/carInfo');
    await openMenu(page, '基础信息', '收运设施');
    await expect.poll(() => selected(page, '收运设施')).toBe('true');
    const facilities = pathOf(page);
    expect(facilities).not.toBe('/ljszy/carInfo');
    await page.goBack();
    await expect.poll(() => selected(page, '车辆信息')).toBe('true');
    expect(pathOf(page)).toBe('/ljszy/carInfo');
    await page.goForward();
    await expect.poll(() => selected(page, '收运设施')).toBe('true');
    // Close 车辆信息, go back to its address: it opens again.
    await tab(page, '车辆信息').click({ button: 'middle' });
    await expect.poll(() => tab(page, '车辆信息').count()).toBe(0);
    await page.goBack();
    await expect.poll(() => tab(page, '车辆信息').count()).toBe(1);
    await expect.poll(() => selected(page, '车辆信息')).toBe('true');
  }, 120_000);

  it('an address that names no page of the menu says so and keeps the shell', async () => {
    const page = await signedIn('/ljszy/noSuchPage');
    await toast(page, /没有找到页面/).waitFor({ timeout: 30_000 });
    await expect.poll(() => pathOf(page)).not.toBe('/ljszy/noSuchPage');
    expect(await page.getByRole('tab').count()).toBeGreaterThan(0);
  }, 120_000);

  it('favourites and recent pages are kept on the server: another browser of the same user has them', async () => {
    const page = await signedIn();
    await openMenu(page, '收运作业', '车辆到站记录');
    await tab(page, '车辆到站记录').waitFor();
    const star = page.getByRole('button', { name: '收藏此页' });
    await star.click();
    await page.getByRole('button', { name: '取消收藏' }).waitFor();

    // A fresh browser (no local storage): the quick-jump panel lists the page.
    const other = await signedIn();
    await other.getByRole('button', { name: '快速跳转' }).click();
    await expect.poll(() => other.getByRole('button', { name: /车辆到站记录/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await other.getByRole('button', { name: /车辆到站记录/ }).first().click();
    await expect.poll(() => pathOf(other)).toBe('/ljszy/carArrivalRecord');
    // Undo, so other tests see ops without favourites.
    await other.getByRole('button', { name: '取消收藏' }).click();
    await other.getByRole('button', { name: '收藏此页' }).waitFor();
  }, 120_000);
});
