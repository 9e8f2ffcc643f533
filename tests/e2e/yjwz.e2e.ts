/**
 * 应急保障 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; a 物资入库 then a 物资出库, each 入账 from its row, move the 物资库存's
 * 当前库存; the people and cars are drawn on the position maps, one marker per located row; the
 * 应急看板 shows its figures.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem, submitFromRow } from './pages';

setupBrowser();

const groups = (await loadSystem('yjwz')).menus;
const TODAY = new Date().toISOString().slice(0, 10);
const HOUSE = '综合应急物资储备库';
const MATERIAL = '防汛沙袋'; // stocked in the first storehouse (seed.ts)
const open = () => signInToSystem('应急保障');

/** 物资库存 filtered to the storehouse: the 当前库存 of the material as shown. */
async function stockShown(page: Page): Promise<number> {
  await openMenu(page, '应急物资', '物资库存');
  const r = region(page, '物资库存');
  const search = r.getByRole('search').first();
  await choose(page, search, '应急仓库', HOUSE);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = r.getByRole('table').first().getByRole('row').filter({ has: page.getByRole('cell', { name: MATERIAL, exact: true }) });
  // The filtered answer: one row of the material, in the storehouse chosen.
  await expect.poll(async () => (await row.count()) === 1 && ((await row.textContent()) ?? '').includes(HOUSE), { timeout: 20_000 }).toBe(true);
  return Number((await row.getByRole('cell').nth(8).textContent())!.replace(/,/g, ''));
}

/** 新增 a one-line document in the storehouse, then 入账 it from its row. */
async function postDocument(page: Page, title: string, dateLabel: string, quantity: number, fill: (d: ReturnType<Page['getByRole']>) => Promise<void>) {
  await openMenu(page, '应急物资', title);
  const r = region(page, title);
  await r.getByRole('row').nth(1).waitFor();
  await r.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: `新增${title}` });
  await choose(page, dialog, '应急仓库', HOUSE);
  await dialog.getByRole('textbox', { name: dateLabel }).fill(TODAY);
  await choose(page, dialog, '经办人');
  await fill(dialog);
  await choose(page, dialog, '第 1 行应急物资', MATERIAL);
  await dialog.getByRole('spinbutton', { name: '第 1 行数量' }).fill(String(quantity));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = r.getByRole('row').nth(1);
  await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain(TODAY);
  expect(await row.textContent()).toContain('草稿');
  await submitFromRow(page, row, '入账', '已入账');
}

describe('应急保障 pages', () => {
  it('every menu item opens without console errors and shows server rows, maps or charts', async () => {
    const { page, errors } = await open();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('物资入库 then 物资出库 move the 物资库存 balance', async () => {
    const { page, errors } = await open();
    const before = await stockShown(page);
    await postDocument(page, '物资入库', '入库日期', 30, async (d) => d.getByRole('spinbutton', { name: '第 1 行单价' }).fill('6'));
    expect(await stockShown(page)).toBe(before + 30);
    await postDocument(page, '物资出库', '出库日期', 12, async (d) => {
      await d.getByRole('textbox', { name: '应急事件' }).fill('端到端：积水点抢排');
      await choose(page, d, '领用人');
    });
    expect(await stockShown(page)).toBe(before + 18);
    expect(errors).toEqual([]);
  }, 300_000);

  it('people, cars and storehouses are drawn on the maps in switchable layers, one marker per located row', async () => {
    const { page, errors } = await open();
    const pages = [['人员位置', ['应急人员']], ['车辆位置', ['应急车辆']], ['应急一张图', ['应急人员', '应急车辆', '应急仓库']]] as const;
    for (const [leaf, layers] of pages) {
      await openMenu(page, '应急监控', leaf);
      const r = region(page, leaf);
      const map = r.getByRole('region', { name: '图层地图' });
      await map.waitFor({ timeout: 30_000 });
      await expect.poll(() => map.getAttribute('data-chart-state'), { timeout: 30_000 }).toBe('ready');
      const caption = r.getByRole('status').filter({ hasText: '个点位' });
      await expect.poll(async () => (await caption.textContent()) ?? '', { timeout: 30_000 }).toMatch(new RegExp(layers.map((l) => `${l} \\d+ 个点位`).join('.*')));
      const text = (await caption.textContent())!;
      const counted = layers.reduce((n, l) => n + Number(new RegExp(`${l} (\\d+) 个点位`).exec(text)![1]), 0);
      expect(counted).toBeGreaterThan(0);
      await expect.poll(async () => Number(await map.getAttribute('data-markers')), { timeout: 20_000 }).toBe(counted);
      await expect.poll(() => r.getByRole('table').first().getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    }
    // Switching a layer off takes its markers off the map.
    const r = region(page, '应急一张图');
    const map = r.getByRole('region', { name: '图层地图' });
    const all = Number(await map.getAttribute('data-markers'));
    await r.getByRole('checkbox', { name: /应急仓库/ }).click();
    await expect.poll(async () => Number(await map.getAttribute('data-markers')), { timeout: 20_000 }).toBe(all - 4);
    expect(errors).toEqual([]);
  }, 180_000);

  it('车辆轨迹 draws a picked emergency car\'s day from the positions store, its points listed below', async () => {
    const { page, errors } = await open();
    await openMenu(page, '应急监控', '车辆轨迹');
    const r = region(page, '车辆轨迹');
    const map = r.getByRole('region', { name: '图层地图' });
    await expect.poll(() => map.getAttribute('data-chart-state'), { timeout: 30_000 }).toBe('ready');
    const caption = r.getByRole('status').filter({ hasText: '个定位点' });
    const shown = async () => ((await caption.count()) ? (await caption.first().textContent()) ?? '' : '');
    const points = async () => Number(/行驶轨迹 (\d+) 个定位点/.exec(await shown())?.[1] ?? -1);
    await expect.poll(points, { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
    // Back from today until the picked car drove that day: no hour of the day or weekday is assumed.
    const day = r.getByRole('textbox', { name: '地图日期' });
    for (let back = 1; (await points()) < 2 && back <= 10; back++) {
      const date = new Date(Date.now() + 8 * 3_600_000 - back * 86_400_000).toISOString().slice(0, 10);
      await day.fill(date);
      await day.press('Enter');
      await expect.poll(async () => /个定位点/.test(await shown()) && (await shown()).includes(date), { timeout: 30_000 }).toBe(true);
    }
    expect(await points()).toBeGreaterThan(1);
    // The path's start and end are marked; the points are the table below.
    await expect.poll(async () => Number(await map.getAttribute('data-markers')), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => r.getByRole('table').first().getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  }, 180_000);

  it('the 应急看板 shows its figures and charts', async () => {
    const { page, errors } = await open();
    await openMenu(page, '应急监控', '应急看板');
    const r = region(page, '应急看板');
    // The tiles show the seeded figures (tenant 1: 4 teams, 10 people, 6 cars, 4 storehouses).
    for (const [tile, value] of [['应急队伍', '4支'], ['应急人员', '10人'], ['应急车辆', '6辆'], ['应急仓库', '4个']] as const) {
      const figure = r.getByText(new RegExp(`^${tile}`)).first().locator('xpath=..');
      await expect.poll(async () => ((await figure.textContent()) ?? '').replace(/\s/g, ''), { timeout: 20_000 }).toContain(value);
    }
    await expect.poll(() => r.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(2);
    await expect.poll(() => r.getByRole('region', { name: '库存低于安全库存' }).getByRole('listitem').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
