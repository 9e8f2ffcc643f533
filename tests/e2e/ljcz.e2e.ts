/**
 * 垃圾处置 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; the disposal map draws the stations with their list below; the month
 * report pivots the stations' weighings into day columns; a weighing entered at the gate shows
 * its derived net weight.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('ljcz')).menus;
const openLjcz = () => signInToSystem('垃圾处置');

describe('垃圾处置 pages', () => {
  it('every menu item opens without console errors and shows server rows, a map or charts', async () => {
    const { page, errors } = await openLjcz();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 400_000);

  it('the disposal map draws every station and lists them with their state', async () => {
    const { page, errors } = await openLjcz();
    await openMenu(page, '看板地图', '处置地图');
    const r = region(page, '处置地图');
    await expect.poll(() => r.getByText(/12 个点位/).count(), { timeout: 30_000 }).toBe(1);
    const table = r.getByRole('table').first();
    await expect.poll(() => table.getByRole('row').filter({ hasText: '静脉产业园焚烧发电厂' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await table.textContent()) ?? '').toMatch(/正常|检修|超负荷/);
    expect(errors).toEqual([]);
  }, 120_000);

  it('GIS 视频 opens a station’s cameras (视频监管’s) and plays one live', async () => {
    const { page, errors } = await openLjcz();
    await openMenu(page, '看板地图', 'GIS 视频');
    const r = region(page, 'GIS 视频');
    await expect.poll(() => r.getByText(/12 个点位/).count(), { timeout: 30_000 }).toBe(1);
    // The dialog opens as the option is picked (the picker is then behind the modal). Offline
    // cameras have no play button: try the stations in turn until one has an online camera.
    const dialog = page.getByRole('dialog', { name: /视频监控/ });
    const grid = dialog.getByRole('group', { name: /的摄像头/ });
    const play = grid.getByRole('button', { name: /^播放 / }).first();
    for (let i = 0; ; i++) {
      await r.getByRole('combobox', { name: '选择点位查看视频' }).click();
      await page.getByRole('listbox', { name: '选择点位查看视频' }).getByRole('option').nth(i).click();
      await expect.poll(() => grid.getByRole('figure').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      if (await play.count()) break;
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await play.click();
    const video = grid.locator('video').first();
    await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime).catch(() => 0), { timeout: 60_000 }).toBeGreaterThan(0.3);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the month report shows a column per day and a total per station', async () => {
    const { page, errors } = await openLjcz();
    await openMenu(page, '称重报表', '场站月报');
    const r = region(page, '场站月报');
    const table = r.getByRole('table').first();
    await expect.poll(() => table.getByRole('row').filter({ hasText: '焚烧发电厂' }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await table.textContent()) ?? '').toContain('合计');
    expect(errors).toEqual([]);
  }, 120_000);

  it('a weighing entered at the gate is listed with its net weight', async () => {
    const { page, errors } = await openLjcz();
    await openMenu(page, '称重报表', '进场称重');
    const r = region(page, '进场称重');
    await r.getByRole('row').nth(1).waitFor();
    await r.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: /新增/ });
    await dialog.getByRole('textbox', { name: '磅单号' }).fill('BD-E2E-0001');
    await choose(page, dialog, '所属场站', '余杭静脉产业园焚烧发电厂');
    await choose(page, dialog, '地磅');
    await choose(page, dialog, '车辆');
    await dialog.getByRole('spinbutton', { name: '毛重' }).fill('18.6');
    await dialog.getByRole('spinbutton', { name: '皮重' }).fill('10.2');
    await dialog.getByRole('textbox', { name: '称重时间', exact: true }).fill('2026-11-20');
    await dialog.getByRole('textbox', { name: '称重时间（时间）' }).fill('10:30:00');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const search = r.getByRole('search').first();
    await search.getByRole('textbox', { name: '磅单号' }).fill('BD-E2E-0001');
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const row = r.getByRole('row').filter({ hasText: 'BD-E2E-0001' });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => row.textContent()).toContain('8.4');
    expect(errors).toEqual([]);
  }, 120_000);
});
