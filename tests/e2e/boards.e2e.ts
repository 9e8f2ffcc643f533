/**
 * Issue 15 item 7 (boards you can leave on a wall) and the 工作台 part of item 12, on 垃圾收运
 * signed in as ops: one period control, a period on every widget, 更新于 HH:mm with an
 * auto-refresh that pauses while the tab is hidden, 收运看板 on a 1920×1080 wall without
 * scrolling, and a click on a chart opening the filtered list behind it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, pathOf, queryOf, setupBrowser, signIn } from './browser';

setupBrowser();

async function openBoard(leaf: string, options: { viewport?: { width: number; height: number }; clock?: boolean } = {}): Promise<Page> {
  const page = await newPage('');
  if (options.viewport) await page.setViewportSize(options.viewport);
  if (options.clock) await page.clock.install();
  await page.goto('/');
  await signIn(page, 'ops');
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor({ timeout: 60_000 });
  if (leaf !== '工作台') {
    const menu = page.getByRole('navigation', { name: '系统菜单' });
    await page.getByRole('button', { name: '展开菜单' }).click();
    if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: '看板与订阅' }).click();
    await menu.getByRole('button', { name: leaf, exact: true }).click();
    if (options.viewport) await page.getByRole('button', { name: '收起菜单' }).click();
  }
  return page;
}

const board = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();

describe('boards', () => {
  it('平台看板: one period control drives every chart, and every widget says its period', async () => {
    const page = await openBoard('平台看板');
    const b = board(page, '平台看板');
    const period = b.getByRole('group', { name: '统计周期' });
    await period.waitFor();
    // Only the board's control: the trend has no switch of its own any more.
    expect(await b.getByRole('group', { name: '统计周期' }).count()).toBe(1);
    expect(await period.getByRole('button', { name: '近 30 天' }).getAttribute('aria-pressed')).toBe('true');
    const trend = b.getByRole('region', { name: '每日收运量' });
    const pie = b.getByRole('region', { name: '垃圾类型占比' });
    await expect.poll(() => trend.textContent()).toMatch(/近 30 天 · \d+月\d+日 至 \d+月\d+日/);
    expect(await pie.textContent()).toMatch(/近 30 天 · /);
    // Master-data counts are not of a period: they say so.
    expect(await b.getByRole('region', { name: '单位车辆数' }).textContent()).toContain('当前档案');
    // Tiles say which day they show.
    expect(await b.getByText(/收运车次 · \d+月\d+日/).count()).toBe(1);
    await period.getByRole('button', { name: '近 7 天' }).click();
    await expect.poll(() => trend.textContent()).toMatch(/近 7 天 · /);
    expect(await pie.textContent()).toMatch(/近 7 天 · /);
    expect(queryOf(page).get('period')).toBe('7');
  }, 120_000);

  it('refreshes itself: 更新于 HH:mm moves on every interval, and nothing is asked while the tab is hidden', async () => {
    const page = await openBoard('平台看板', { clock: true });
    const b = board(page, '平台看板');
    const updated = b.getByRole('status').filter({ hasText: '更新于' });
    await updated.waitFor();
    expect(await updated.textContent()).toMatch(/^更新于 \d{2}:\d{2}$/);
    let asked = 0;
    page.on('request', (r) => { if (r.url().includes('garbageTypeShare')) asked += 1; });
    await page.clock.runFor(5 * 60_000 + 1000);
    await expect.poll(() => asked).toBeGreaterThan(0);
    // Hidden: the interval passes without a request.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const before = asked;
    await page.clock.runFor(11 * 60_000);
    expect(asked).toBe(before);
    // Visible again after the interval: refreshed at once.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => asked).toBeGreaterThan(before);
  }, 120_000);

  it('收运看板 fits a 1920×1080 wall: no scrolling, every widget in view', async () => {
    const page = await openBoard('收运看板', { viewport: { width: 1920, height: 1080 } });
    const b = board(page, '收运看板');
    await b.getByRole('region', { name: '分类收运量' }).waitFor();
    await expect.poll(() => b.locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const panel = page.getByRole('tabpanel').filter({ visible: true }).first();
    const overflow = await panel.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
    for (const title of ['日收运量预测', '月收运量预测', '车辆收运排行', '设施到站排行', '分类收运量']) {
      const box = await b.getByRole('region', { name: title }).boundingBox();
      expect(box, title).not.toBeNull();
      expect(box!.y + box!.height, title).toBeLessThanOrEqual(1080);
      expect(box!.height, title).toBeGreaterThan(200);
    }
    for (const tile of ['收运车次', '收运量', '出车数']) expect(await b.getByText(new RegExp(`^${tile} · `)).isVisible()).toBe(true);
  }, 120_000);

  it('收运看板 in a smaller window keeps its charts readable and scrolls instead of squeezing them', async () => {
    const page = await openBoard('收运看板', { viewport: { width: 1280, height: 720 } });
    const b = board(page, '收运看板');
    await b.getByRole('region', { name: '分类收运量' }).waitFor();
    for (const title of ['日收运量预测', '月收运量预测', '车辆收运排行', '设施到站排行', '分类收运量']) {
      const box = await b.getByRole('region', { name: title }).boundingBox();
      expect(box!.height, title).toBeGreaterThanOrEqual(216);
    }
    const panel = page.getByRole('tabpanel').filter({ visible: true }).first();
    expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(0);
  }, 120_000);

  it('a click on a ranking opens the list behind it, filtered by the clicked vehicle and the period', async () => {
    const page = await openBoard('收运看板');
    const b = board(page, '收运看板');
    const rank = b.getByRole('region', { name: '车辆收运排行' });
    const first = rank.getByRole('button').first();
    await first.waitFor({ timeout: 20_000 });
    const plate = (await first.textContent())!.trim();
    await first.click();
    await expect.poll(() => pathOf(page)).toBe('/ljszy/carWeightOperate');
    expect(queryOf(page).get('carId')).toMatch(/^\d+$/);
    expect(queryOf(page).get('weighTimeStart')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = page.getByRole('region', { name: '车辆称重', exact: true }).filter({ visible: true }).first();
    // Every row shown is that vehicle's (the filter came from the address).
    const table = list.getByRole('table');
    await expect.poll(async () => {
      const rows = (await table.getByRole('row').allTextContents()).slice(1);
      return rows.length > 0 && rows.every((row) => row.includes(plate));
    }, { timeout: 20_000 }).toBe(true);
  }, 120_000);

  it('工作台 asks the server once for the day figures its three tiles share', async () => {
    const page = await newPage('/');
    const asked: string[] = [];
    page.on('request', (r) => { if (r.url().includes('getDailyPrimevalDTO')) asked.push(r.url()); });
    await signIn(page, 'ops');
    const b = board(page, '工作台');
    await b.getByText(/收运车次 · /).waitFor({ timeout: 60_000 });
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
  }, 120_000);
});
