/** 仓库管理 in the browser against the seeded server: every menu page, and a stock-in then a stock-out moving the balance shown. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem, submitFromRow } from './pages';

setupBrowser();

const groups = (await loadSystem('kcgl')).menus;
const TODAY = new Date().toISOString().slice(0, 10);

const openKcgl = () => signInToSystem('仓库管理');

/** One material's 库存数量 in the 库存汇总 tab as shown (NaN while its row is not there). */
function balanceOf(page: Page, material: string): () => Promise<number> {
  const row = region(page, '库存汇总').getByRole('table').first().getByRole('row').filter({ has: page.getByRole('cell', { name: material, exact: true }) });
  return async () => ((await row.count()) === 1 ? Number(((await row.getByRole('cell').nth(5).textContent()) ?? '').replace(/,/g, '')) : NaN);
}

/** 新增 a document of one line, then 提交 it from its row (更多 → 提交 → confirm). */
async function postDocument(page: Page, title: string, name: string, storehouseLabel: string, dateLabel: string, quantity: number) {
  await openMenu(page, '出入库', title);
  const r = region(page, title);
  await r.getByRole('row').nth(1).waitFor();
  await r.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: `新增${name}` });
  await choose(page, dialog, storehouseLabel, '城东物资仓库');
  await dialog.getByRole('textbox', { name: dateLabel }).fill(TODAY);
  await dialog.getByRole('textbox', { name: '经办人' }).fill('端到端');
  await choose(page, dialog, '第 1 行物料', '竹扫帚');
  await dialog.getByRole('spinbutton', { name: '第 1 行数量' }).fill(String(quantity));
  await dialog.getByRole('spinbutton', { name: '第 1 行单价' }).fill('18');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The new draft: the one row of 端到端 in 草稿 (seeded drafts of today may be listed before it).
  const draft = r.getByRole('row').filter({ hasText: '端到端' }).filter({ hasText: '草稿' });
  await expect.poll(() => draft.count(), { timeout: 20_000 }).toBe(1);
  // Followed by its number: the list reloads after the step and may order it elsewhere.
  const code = /[A-Z]{2}\d{8}-\d{3,}/.exec((await draft.textContent()) ?? '')![0];
  await submitFromRow(page, r.getByRole('row').filter({ hasText: code }), '提交', '已提交');
}

describe('仓库管理 pages', () => {
  it('every menu item opens without console errors and shows server rows or charts', async () => {
    const { page, errors } = await openKcgl();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a stock-in then a stock-out change the balance shown', async () => {
    const { page, errors } = await openKcgl();
    await openMenu(page, '库存统计', '库存汇总');
    const balance = balanceOf(page, '竹扫帚');
    await expect.poll(balance, { timeout: 20_000 }).not.toBeNaN();
    const before = await balance();
    // Shown again, the kept-alive 库存汇总 tab asks the server again by itself: no 查询 needed.
    await postDocument(page, '入库单', '入库单', '入库仓库', '入库日期', 10);
    await openMenu(page, '库存统计', '库存汇总');
    await expect.poll(balance, { timeout: 20_000 }).toBe(before + 10);
    await postDocument(page, '出库单', '出库单', '出库仓库', '出库日期', 4);
    await openMenu(page, '库存统计', '库存汇总');
    await expect.poll(balance, { timeout: 20_000 }).toBe(before + 6);
    expect(errors).toEqual([]);
  }, 240_000);
});
