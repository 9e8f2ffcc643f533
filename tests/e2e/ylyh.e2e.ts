/**
 * 园林养护 in the browser against the seeded server: every menu page shows rows or charts with
 * no console error; a 苗木增加 then a 苗木减少, each 入账 from its row, move the 苗木台账's
 * 结存数量; a group area's polygon and a tree's position are drawn on maps.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { newPage, setupBrowser, signIn } from './browser';
import { choose, openMenu, everyLeafShowsData, region, signedIn, submitFromRow } from './pages';

setupBrowser();

const groups = (await loadSystem('ylyh')).menus;
const TODAY = new Date().toISOString().slice(0, 10);
const AREA = '西湖北山街绿地';
const SUBTYPE = '桂花 地径12–15厘米'; // held by the first area (seed.ts)

async function openYlyh(): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage('/');
  return signedIn(page, async () => {
    await signIn(page, 'root');
    await page.waitForURL(/\/navigation$/);
    await page.getByRole('button', { name: '园林养护', exact: true }).click();
  });
}

/** 苗木台账 filtered to the area: the 结存数量 of the sub-type as shown. */
async function stockShown(page: Page): Promise<number> {
  await openMenu(page, '苗木管理', '苗木台账');
  const r = region(page, '苗木台账');
  const search = r.getByRole('search').first();
  await choose(page, search, '养护片区', AREA);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = r.getByRole('table').first().getByRole('row').filter({ has: page.getByRole('cell', { name: SUBTYPE, exact: true }) });
  await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
  return Number((await row.getByRole('cell').nth(8).textContent())!.replace(/,/g, ''));
}

/** 新增 a one-line document in the area, then 入账 it from its row (更多 → 入账 → confirm). */
async function postDocument(page: Page, title: string, dateLabel: string, quantity: number, fill: (d: ReturnType<Page['getByRole']>) => Promise<void>) {
  await openMenu(page, '苗木管理', title);
  const r = region(page, title);
  await r.getByRole('row').nth(1).waitFor();
  await r.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: `新增${title}` });
  await choose(page, dialog, '养护片区', AREA);
  await dialog.getByRole('textbox', { name: dateLabel }).fill(TODAY);
  await choose(page, dialog, '经办人');
  await fill(dialog);
  await choose(page, dialog, '第 1 行苗木子类', SUBTYPE);
  await dialog.getByRole('spinbutton', { name: '第 1 行数量' }).fill(String(quantity));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The new draft is the first row once the list reloaded: dated today (a seeded draft is older).
  const row = r.getByRole('row').nth(1);
  await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain(TODAY);
  expect(await row.textContent()).toContain('草稿');
  await submitFromRow(page, row, '入账', '已入账');
}

describe('园林养护 pages', () => {
  it('every menu item opens without console errors and shows server rows or charts', async () => {
    const { page, errors } = await openYlyh();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('苗木增加 then 苗木减少 move the 苗木台账 balance', async () => {
    const { page, errors } = await openYlyh();
    const before = await stockShown(page);
    await postDocument(page, '苗木增加', '增加日期', 12, async (d) => d.getByRole('spinbutton', { name: '第 1 行单价' }).fill('1800'));
    expect(await stockShown(page)).toBe(before + 12);
    await postDocument(page, '苗木减少', '减少日期', 5, async (d) => d.getByRole('textbox', { name: '减少原因' }).fill('端到端：枯死清除'));
    expect(await stockShown(page)).toBe(before + 7);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a group area is drawn as a polygon and a tree as a point on maps', async () => {
    const { page, errors } = await openYlyh();
    for (const [leaf, label] of [['养护片区', '片区范围'], ['树木档案', '位置']] as const) {
      await openMenu(page, '养护管理', leaf);
      const r = region(page, leaf);
      const opener = r.getByRole('button', { name: '详情' }).first();
      await opener.waitFor({ timeout: 20_000 });
      await opener.click();
      const drawer = page.getByRole('dialog');
      const map = drawer.getByRole('region', { name: label });
      await map.waitFor({ timeout: 30_000 });
      await expect.poll(() => map.getAttribute('data-chart-state'), { timeout: 30_000 }).toBe('ready');
      if (label === '位置') expect(await map.getAttribute('data-markers')).toBe('1');
      else await expect.poll(() => map.locator('canvas, path').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('the 工作台 tiles show the overview figures, not 0 (the overview call answers a bare array of one row)', async () => {
    const { page, errors } = await openYlyh();
    const r = region(page, '工作台');
    for (const tile of ['养护片区', '登记树木', '苗木存量']) {
      const figure = r.getByText(new RegExp(`^${tile}`)).first().locator('xpath=..');
      await expect.poll(async () => ((await figure.textContent()) ?? '').replace(/\s/g, ''), { timeout: 20_000 }).toMatch(/当前档案[1-9][\d,.]*(个|株)/);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
