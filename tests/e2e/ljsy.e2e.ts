/**
 * 收运一张图 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; the car-route map draws one line per bound car with a legend that agrees
 * with the list below; the dept tree shows the areas of the chosen department.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('ljsy')).menus;
const openLjsy = () => signInToSystem('收运一张图');

describe('收运一张图 pages', () => {
  it('every menu item opens without console errors and shows server rows, a map or charts', async () => {
    const { page, errors } = await openLjsy();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('the car-route map draws every bound car’s route coloured by its work state; the legend counts the list', async () => {
    const { page, errors } = await openLjsy();
    await openMenu(page, '一张图', '车辆线路');
    const r = region(page, '车辆线路');
    await expect.poll(() => r.locator('[data-chart-state="ready"] canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const caption = r.getByText(/共 \d+ 条/).first();
    await caption.waitFor();
    const lines = Number(/共 (\d+) 条/.exec((await caption.textContent())!)![1]);
    expect(lines).toBe(24);
    const legend = async (name: string) => Number(new RegExp(`${name} (\\d+)`).exec((await r.getByText(new RegExp(`^${name} \\d+$`)).textContent())!)![1]);
    const counts = [await legend('已完成'), await legend('作业中'), await legend('未作业')];
    expect(counts.reduce((a, b) => a + b, 0)).toBe(lines);
    await expect.poll(async () => (await r.getByRole('tabpanel').textContent()) ?? '', { timeout: 20_000 }).toContain(`共 ${lines} 条`);
    expect(errors).toEqual([]);
  }, 180_000);

  it('the dept tree lists the areas of the chosen team', async () => {
    const { page, errors } = await openLjsy();
    await openMenu(page, '区域管理', '部门树');
    const r = region(page, '部门树');
    const team = r.getByRole('treeitem', { name: /城东一号线收运队/ });
    await expect.poll(() => team.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await team.first().click();
    await expect.poll(async () => (await r.getByRole('table').last().textContent()) ?? '', { timeout: 20_000 }).toContain('城东一号片区');
    expect(errors).toEqual([]);
  }, 180_000);
});
