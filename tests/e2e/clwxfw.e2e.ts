/**
 * 维修与费用 in the browser against the seeded server: every menu page shows server rows, a tree
 * or charts without console errors, a settlement is settled then revoked from its row, and a
 * settled settlement's drawer lists the costs it settles.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { everyLeafShowsData, openMenu, openSystem, region } from './pages';

setupBrowser();

const groups = (await loadSystem('clwxfw')).menus;

/** Runs a row action under 更多 and confirms it in the dialog. */
async function rowAction(page: Page, row: Locator, action: string) {
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: action }).click();
  await confirm.waitFor({ state: 'hidden', timeout: 60_000 });
}

describe('维修与费用 pages', () => {
  it('every menu item opens without console errors and shows server data', async () => {
    const { page, errors } = await openSystem('clwxfw', '维修与费用');
    await everyLeafShowsData(page, groups);
    // 工作台: the cost board's tiles and charts.
    await openMenu(page, '首页', '工作台');
    await expect.poll(() => region(page, '工作台').locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a draft settlement is settled (its number shown) and revoked again from its row', async () => {
    const { page, errors } = await openSystem('clwxfw', '维修与费用');
    await openMenu(page, '结算管理', '费用结算');
    const row = region(page, '费用结算').getByRole('row').filter({ hasText: '西湖区环境卫生' }).first();
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('待结算');
    await rowAction(page, row, '结算');
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('已结算');
    expect(await row.textContent()).toMatch(/JS\d{8}-\d{3}/);
    await rowAction(page, row, '撤销结算');
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('已撤销');
    expect(errors).toEqual([]);
  }, 240_000);

  it("a settled settlement's drawer lists the costs it settles, as many as its 费用笔数", async () => {
    const { page, errors } = await openSystem('clwxfw', '维修与费用');
    await openMenu(page, '结算管理', '费用结算');
    const row = region(page, '费用结算').getByRole('row').filter({ hasText: '已结算' }).first();
    await row.waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.textContent(), { timeout: 20_000 }).toMatch(/费用笔数\D*\d+/);
    const count = Number(/费用笔数\D*(\d+)/.exec((await drawer.textContent())!)![1]);
    expect(count).toBeGreaterThan(0);
    const section = drawer.getByRole('region', { name: '结算费用明细' });
    await expect.poll(() => section.getByRole('heading').textContent(), { timeout: 20_000 }).toBe(`结算费用明细（共 ${count} 条）`);
    const table = section.getByRole('table', { name: '结算费用明细列表' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await table.getByRole('row').filter({ hasText: '未结算' }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it("车辆费用: picking a car in the grade tree lists that car's costs only", async () => {
    const { page, errors } = await openSystem('clwxfw', '维修与费用');
    await openMenu(page, '费用管理', '车辆费用');
    const r = region(page, '车辆费用');
    const tree = r.getByRole('tree', { name: '车辆等级树' });
    await tree.getByRole('treeitem').first().waitFor({ timeout: 20_000 });
    // Open the first grade and pick its first car.
    await tree.getByRole('treeitem').first().click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tree.getByRole('treeitem').first().getAttribute('aria-expanded')).toBe('true');
    const car = tree.getByRole('treeitem').nth(1);
    const plate = ((await car.textContent()) ?? '').trim();
    expect(plate).toMatch(/^浙/);
    await car.click();
    await expect.poll(() => r.getByLabel('所在位置').textContent()).toBe(`“${plate}”的车辆费用`);
    const rows = r.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    for (const text of (await rows.allTextContents()).slice(1)) expect(text).toContain(plate);
    expect(errors).toEqual([]);
  }, 120_000);
});
