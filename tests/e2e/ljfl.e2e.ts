/**
 * 垃圾分类 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; a life score's total is the sum of its items; a data source syncs from
 * its row; the GIS page places the collection and treatment facilities.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const ljfl = await loadSystem('ljfl');
/** The settings page shows a form, not rows: it is checked on its own below. */
const SETTINGS = new Set(ljfl.pages.filter((p) => p.kind === 'settings').map((p) => p.key));
const groups = ljfl.menus.map((g) => ({ ...g, children: g.children.filter((l) => !SETTINGS.has(l.key)) }));
const TODAY = new Date().toISOString().slice(0, 10);

const openLjfl = () => signInToSystem('垃圾分类');

/** A row action: a link in the row, or under 更多; then its confirmation. */
async function rowAction(page: Page, row: Locator, action: string) {
  const link = row.getByRole('button', { name: action });
  if (await link.count()) await link.click();
  else {
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  }
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: new RegExp(`${action}|确\\s*定`) }).click();
  await confirm.waitFor({ state: 'hidden', timeout: 60_000 });
}

describe('垃圾分类 pages', () => {
  it('every menu item opens without console errors and shows server rows, a map or charts', async () => {
    const { page, errors } = await openLjfl();
    await everyLeafShowsData(page, groups);
    await openMenu(page, '系统配置', '分类配置');
    await region(page, '分类配置').getByRole('spinbutton', { name: '评分合格线(分)' }).waitFor();
    expect(errors).toEqual([]);
  }, 420_000);

  it('the settings save and their history shows the change', async () => {
    const { page, errors } = await openLjfl();
    await openMenu(page, '系统配置', '分类配置');
    const r = region(page, '分类配置');
    const cap = r.getByRole('spinbutton', { name: '每日积分上限(分)' });
    await cap.waitFor();
    await cap.fill('60');
    await r.getByRole('button', { name: '保存设置' }).click();
    await r.getByRole('list', { name: '修改记录' }).getByText('每日积分上限：50 → 60').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  }, 120_000);

  it('a new life score totals its three items', async () => {
    const { page, errors } = await openLjfl();
    await openMenu(page, '分类质量', '生活垃圾评分');
    const r = region(page, '生活垃圾评分');
    await r.getByRole('row').nth(1).waitFor();
    await r.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增生活垃圾评分' });
    await choose(page, dialog, '所属街道');
    await dialog.getByRole('textbox', { name: '考核月份' }).fill(`${TODAY.slice(0, 7)}-01`);
    await dialog.getByRole('spinbutton', { name: /设施配置得分/ }).fill('26.5');
    await dialog.getByRole('spinbutton', { name: /分类投放得分/ }).fill('35');
    await dialog.getByRole('spinbutton', { name: /收运处置得分/ }).fill('27');
    await dialog.getByRole('textbox', { name: '考核人' }).fill('端到端考核');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = r.getByRole('row').filter({ hasText: '端到端考核' });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.textContent()).toContain('88.5');
    expect(errors).toEqual([]);
  }, 180_000);

  it('a data source syncs from its row', async () => {
    const { page, errors } = await openLjfl();
    await openMenu(page, '系统配置', '数据源');
    const r = region(page, '数据源');
    const row = r.getByRole('row').filter({ hasText: '智能垃圾桶平台' });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.textContent()).not.toContain(TODAY);
    await rowAction(page, row, '立即同步');
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain(TODAY);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the GIS page places the collection and treatment facilities in layers, with their lists', async () => {
    const { page, errors } = await openLjfl();
    await openMenu(page, '数据统计', 'GIS 统计');
    const r = region(page, 'GIS 统计');
    const caption = r.getByText(/收集设施 \d+ 个点位、处理设施 \d+ 个点位/);
    await caption.waitFor({ timeout: 20_000 });
    const [, points, plants] = /收集设施 (\d+) 个点位、处理设施 (\d+) 个点位/.exec((await caption.textContent())!)!.map(Number);
    expect(points).toBeGreaterThan(50);
    expect(plants).toBe(5);
    await expect.poll(() => r.locator('canvas').count()).toBeGreaterThan(0);
    await r.getByRole('tab', { name: '处理设施' }).click();
    await expect.poll(() => r.getByRole('row').filter({ hasText: 'HF-01' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
