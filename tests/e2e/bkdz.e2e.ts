/**
 * 分类准确率 in the browser against the seeded server: every menu page shows rows, a tree or
 * charts with no console error; a facility is bound to an estate and released from its row; a
 * pending sorting record is allocated to an estate from 数据分配.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const system = await loadSystem('bkdz');
// 参数配置 is a form (no rows until its first save): checked by its fields below.
const groups = system.menus.map((g) => ({ ...g, children: g.children.filter((l) => l.key !== 'config') }));
const openBkdz = () => signInToSystem('分类准确率');

/** A row action asking for one estate (更多 → action → pick → 确定). */
async function pickEstate(page: Page, row: Locator, action: string, label: string, estate: string) {
  await rowAction(page, row, action);
  const dialog = page.getByRole('dialog', { name: new RegExp(action) });
  await choose(page, dialog, label, estate);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

/** A row's action: its own link, or under 更多 when the row has more than two. */
async function rowAction(page: Page, row: Locator, action: string) {
  const link = row.getByRole('button', { name: action, exact: true });
  if (await link.count()) await link.click();
  else {
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  }
}

/** The list's search form with every filter shown (it opens folded to one row). */
async function searchForm(r: Locator): Promise<Locator> {
  await r.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
  const search = r.getByRole('search').first();
  const unfold = search.getByRole('button', { name: '展开' });
  if (await unfold.count()) await unfold.click();
  return search;
}

describe('分类准确率 pages', () => {
  it('every menu item opens without console errors and shows server rows, a tree or charts', async () => {
    const { page, errors } = await openBkdz();
    await everyLeafShowsData(page, groups);
    await openMenu(page, '分类数据', '参数配置');
    const form = region(page, '参数配置');
    await expect.poll(() => form.getByRole('spinbutton', { name: /优秀线/ }).inputValue(), { timeout: 20_000 }).toBe('90');
    expect(errors).toEqual([]);
  }, 300_000);

  it('a facility is bound to an estate and released again from its row', async () => {
    const { page, errors } = await openBkdz();
    await openMenu(page, '设施绑定', '设施小区绑定');
    const r = region(page, '设施小区绑定');
    // SS-0002 文三新村小区收集点: an estate facility the seed leaves unbound.
    const search = await searchForm(r);
    await search.getByRole('textbox', { name: '设施编号' }).fill('SS-0002');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const code = 'SS-0002';
    await expect.poll(() => r.getByRole('table').first().getByRole('row').count(), { timeout: 20_000 }).toBe(2);
    const same = r.getByRole('table').first().getByRole('row').filter({ hasText: code });
    await pickEstate(page, same, '绑定小区', '绑定小区', '西溪花园');
    await expect.poll(() => same.textContent(), { timeout: 20_000 }).toContain('西溪花园');
    await rowAction(page, same, '解除绑定');
    const confirmDialog = page.getByRole('alertdialog');
    await confirmDialog.getByRole('button', { name: '解除绑定' }).click();
    await confirmDialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => same.textContent(), { timeout: 20_000 }).not.toContain('西溪花园');
    expect(errors).toEqual([]);
  }, 180_000);

  it('a pending record is allocated to an estate in 数据分配', async () => {
    const { page, errors } = await openBkdz();
    await openMenu(page, '分类数据', '数据分配');
    const r = region(page, '数据分配');
    const search = await searchForm(r);
    await choose(page, search, '分配状态', '待分配');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const rows = r.getByRole('table').first().getByRole('row');
    await expect.poll(() => rows.nth(1).textContent(), { timeout: 20_000 }).toContain('待分配');
    const total = async () => Number((await r.getByText(/共\s*\d+\s*条/).first().textContent())!.replace(/\D/g, ''));
    // Only the pending records are counted once the filter applies (a few dozen of thousands).
    await expect.poll(total, { timeout: 20_000 }).toBeLessThan(100);
    const pendingBefore = await total();
    await pickEstate(page, rows.nth(1), '分配小区', '所属小区', '翠苑一区');
    await expect.poll(total, { timeout: 20_000 }).toBe(pendingBefore - 1);
    expect(errors).toEqual([]);
  }, 180_000);
});
