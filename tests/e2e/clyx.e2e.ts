/** 车辆运行 in the browser against the seeded server: every menu page shows data without console errors. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { apiSession, baseURL, setupBrowser } from './browser';
import { openClyx, openMenu, region } from './clyx-pages';

setupBrowser();

const mod = await loadSystem('clyx');

/** How many vehicles the tenant has now (other files of the suite may add one for a while). */
async function vehicleCount(): Promise<number> {
  const { token } = await apiSession('root');
  const answer = await fetch(new URL('/cloud/ljszy/carInfo/pageList', baseURL()), {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 1 }),
  });
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/** Rows of a table, charts, or the map's markers and track. */
async function showsData(page: Page, title: string) {
  const r = region(page, title);
  await r.waitFor();
  const markers = async () => Number((await r.locator('[data-markers]').first().getAttribute('data-markers').catch(() => '0')) ?? 0);
  // A table with rows, a chart, or a map with markers.
  await expect.poll(async () => (await r.getByRole('row').count()) > 1 || (await r.locator('[data-chart-state] canvas').count()) > 0 || ((await r.locator('[data-markers]').count()) > 0 && (await markers()) > 0), { timeout: 30_000, message: `${title} shows no data` }).toBe(true);
}

describe('车辆运行 pages', () => {
  it('every menu item opens without console errors and shows server data', async () => {
    const { page, errors } = await openClyx();
    for (const group of mod.menus.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        await showsData(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it('live monitoring counts vehicles, shows one’s info window and acknowledges an alarm', async () => {
    const { page, errors } = await openClyx();
    await openMenu(page, '实时监控', '在线车辆');
    const r = region(page, '在线车辆');
    const total = async () => Number(((await r.getByText(/^全部 \d+$/).textContent()) ?? '').replace(/\D/g, ''));
    // Every vehicle of the tenant: the seeded 24, or one more while lists.e2e's cascade test holds its car.
    await expect.poll(async () => (await total()) === (await vehicleCount()) && (await total()) >= 24, { timeout: 20_000 }).toBe(true);
    // Online and offline split every vehicle. (How many are online follows the simulated working
    // day of the wall clock — none at night — so the split is checked, not a count.)
    const count = async (word: string) => Number(((await r.getByText(new RegExp(`^${word} \\d+$`)).textContent()) ?? '').replace(/\D/g, ''));
    await expect.poll(async () => (await count('在线')) + (await count('离线')) === (await total()), { timeout: 30_000 }).toBe(true);
    await r.getByRole('textbox', { name: '按车牌号搜索' }).fill('D1159');
    await r.getByRole('button', { name: /浙A·D1159/ }).click();
    await r.getByText('司机').waitFor();
    await expect.poll(() => r.locator('dd').nth(3).textContent(), { timeout: 10_000 }).not.toBe('—');
    const stream = r.getByRole('list', { name: '实时报警' });
    const before = await stream.getByRole('listitem').count();
    await stream.getByRole('button', { name: '确认' }).first().click();
    await expect.poll(() => stream.getByRole('listitem').count()).toBeLessThan(Math.max(before, 31));
    expect(errors).toEqual([]);
  }, 120_000);
});
