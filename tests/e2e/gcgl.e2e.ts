/**
 * 公厕管理 in the browser against the seeded server: every menu page shows rows, a map or charts;
 * the toilet map draws the toilets with the list below; a pending alarm is handled from its row.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('gcgl')).menus;

const openGcgl = () => signInToSystem('公厕管理');

describe('公厕管理 pages', () => {
  it('every menu item opens without console errors and shows server rows, a map or charts', async () => {
    const { page, errors } = await openGcgl();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('the toilet map draws every toilet and lists them with their state', async () => {
    const { page, errors } = await openGcgl();
    await openMenu(page, '运行监测', '公厕地图');
    const r = region(page, '公厕地图');
    await expect.poll(() => r.locator('canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => r.getByText(/公厕 8 个点位/).count(), { timeout: 20_000 }).toBe(1);
    const table = r.getByRole('table').first();
    await expect.poll(() => table.getByRole('row').filter({ hasText: '武林门公厕' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await table.textContent()) ?? '').toMatch(/报警|正常/);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a pending alarm is handled from its row and shows 已处理', async () => {
    const { page, errors } = await openGcgl();
    await openMenu(page, '运行监测', '报警记录');
    const r = region(page, '报警记录');
    const row = r.getByRole('row').filter({ hasText: '待处理' }).first();
    await row.waitFor({ timeout: 20_000 });
    const alarmNo = ((await row.getByRole('cell').allTextContents()).find((c) => /^BJ\d+/.test(c.trim())) ?? '').trim();
    expect(alarmNo).toMatch(/^BJ\d+/);
    const direct = row.getByRole('button', { name: '处理', exact: true });
    if (await direct.count()) await direct.click();
    else {
      await row.getByRole('button', { name: '更多' }).click();
      await page.getByRole('menuitem', { name: '处理' }).click();
    }
    const dialog = page.getByRole('dialog').filter({ visible: true }).last();
    await dialog.getByRole('textbox', { name: '处理说明' }).fill('已通知保洁员开启排风');
    await dialog.getByRole('button', { name: /确\s*定|处\s*理/ }).last().click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const same = r.getByRole('row').filter({ hasText: alarmNo });
    await expect.poll(() => same.first().textContent(), { timeout: 30_000 }).toContain('已处理');
    expect(errors).toEqual([]);
  }, 120_000);
});
