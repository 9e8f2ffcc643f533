/**
 * 设备管理 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; the 设备地图 places the devices and bins; the 满溢告警 rows are readings
 * at or over their device's threshold.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('sbzhgl')).menus;

const openSbzhgl = () => signInToSystem('设备管理');


describe('设备管理 pages', () => {
  it('every menu item opens without console errors and shows server rows, a map or charts', async () => {
    const { page, errors } = await openSbzhgl();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('the device map places every device and bin, coloured by status, with their lists below', async () => {
    const { page, errors } = await openSbzhgl();
    await openMenu(page, '设备台账', '设备地图');
    const r = region(page, '设备地图');
    const caption = r.getByText(/设备 \d+ 个点位、满溢设备 \d+ 个点位/);
    await caption.waitFor({ timeout: 20_000 });
    const [, devices, bins] = /设备 (\d+) 个点位、满溢设备 (\d+) 个点位/.exec((await caption.textContent())!)!.map(Number);
    expect(devices! + bins!).toBeGreaterThan(40);
    // The legend of each layer counts its states; the faulty devices are there.
    const layers = r.getByRole('group', { name: '图层' });
    const legend = ((await layers.textContent()) ?? '');
    expect(Number(/故障 (\d+)/.exec(legend)?.[1] ?? 0)).toBeGreaterThan(0);
    await expect.poll(() => r.locator('canvas').count()).toBeGreaterThan(0);
    await expect.poll(() => r.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await r.getByRole('tab', { name: '满溢设备' }).click();
    await expect.poll(() => r.getByRole('row').filter({ hasText: 'MY-0001' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the overflow alarms are the readings at or over their threshold', async () => {
    const { page, errors } = await openSbzhgl();
    await openMenu(page, '满溢监测', '满溢告警');
    const r = region(page, '满溢告警');
    const table = r.getByRole('table').first();
    await expect.poll(() => table.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const header = (await table.getByRole('row').first().getByRole('columnheader').allTextContents()).map((h) => h.trim());
    const fill = header.findIndex((h) => h.startsWith('满溢度'));
    const threshold = header.findIndex((h) => h.startsWith('满溢阈值'));
    expect(fill).toBeGreaterThanOrEqual(0);
    const rows = await table.getByRole('row').all();
    for (const row of rows.slice(1)) {
      const cells = await row.getByRole('cell').allTextContents();
      expect(Number(cells[fill])).toBeGreaterThanOrEqual(Number(cells[threshold]));
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
