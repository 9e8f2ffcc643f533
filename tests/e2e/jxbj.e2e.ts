/**
 * 道路保洁 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; the one-map colours the roads by computed coverage with a legend that
 * agrees with the road list; a road's line is drawn on the map in its form.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('jxbj')).menus;

const openJxbj = () => signInToSystem('道路保洁');


describe('道路保洁 pages', () => {
  it('every menu item opens without console errors and shows server rows, a map or charts', async () => {
    const { page, errors } = await openJxbj();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('the one-map colours every road by its computed coverage; the legend counts the road list', async () => {
    const { page, errors } = await openJxbj();
    await openMenu(page, '一张图', '保洁一张图');
    const r = region(page, '保洁一张图');
    // The map (Leaflet's canvas inside the page's region) is drawn.
    await expect.poll(() => r.locator('[data-chart-state="ready"] canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const caption = r.getByRole('status').filter({ hasText: /道路 \d+ 条/ });
    await caption.waitFor();
    const roads = Number(/道路 (\d+) 条/.exec((await caption.textContent())!)![1]);
    expect(roads).toBeGreaterThan(8);
    const legend = async (name: string) => Number(new RegExp(`${name} (\\d+)`).exec((await r.getByText(new RegExp(`^${name} \\d+$`)).textContent())!)![1]);
    const counts = [await legend('已达标'), await legend('未达标'), await legend('未作业'), await legend('未排班')];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(roads);
    expect(counts[0]! + counts[1]!).toBeGreaterThan(0);
    // The road list below holds the same roads (its pager shows the total).
    const table = r.getByRole('tabpanel').getByRole('table').first();
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await expect.poll(async () => (await r.getByRole('tabpanel').textContent()) ?? '').toContain(`共 ${roads} 条`);
    // Another day: the caption follows.
    const day = r.getByRole('textbox', { name: '地图日期' });
    await day.fill('2026-11-19');
    await day.press('Enter');
    await expect.poll(async () => (await caption.textContent()) ?? '', { timeout: 20_000 }).toContain('2026-11-19');
    expect(errors).toEqual([]);
  }, 180_000);

  it('a road is drawn as a line on the map in its form', async () => {
    const { page, errors } = await openJxbj();
    await openMenu(page, '作业配置', '道路');
    const r = region(page, '道路');
    await r.getByRole('row').nth(1).waitFor();
    await r.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增道路' });
    await dialog.getByRole('button', { name: '地图绘制' }).click();
    const picker = page.getByRole('dialog', { name: '选择道路走向' });
    const map = picker.getByRole('region', { name: '道路走向' });
    await expect.poll(() => map.getAttribute('data-chart-state')).toBe('ready');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
    await page.mouse.dblclick(box.x + box.width * 0.6, box.y + box.height / 2);
    await expect.poll(async () => (await picker.textContent()) ?? '').toMatch(/新选：\d+ 个点，长 [\d.]+ 公里/);
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(async () => (await dialog.textContent()) ?? '').toMatch(/\d+ 个点，长 [\d.]+ 公里/);
    expect(errors).toEqual([]);
  }, 120_000);
});
