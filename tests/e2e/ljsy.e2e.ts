/**
 * 收运一张图 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; the one map draws dept areas, facilities, car routes and vehicles in
 * layers a dispatcher switches, each legend agreeing with its list; the dept tree shows the areas
 * of the chosen department.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { openMenu, region, showsDataOrMap, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('ljsy')).menus;
const openLjsy = () => signInToSystem('收运一张图');

describe('收运一张图 pages', () => {
  it('every menu item opens without console errors and shows server rows, a map or charts', async () => {
    const { page, errors } = await openLjsy();
    // The 工作台 opens first: its tiles and charts read the dashboard calls.
    await showsDataOrMap(page, '工作台');
    for (const group of groups.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        await showsDataOrMap(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it('the one map shows dept areas, facilities, car routes and vehicles in switchable layers; legends count the lists', async () => {
    const { page, errors } = await openLjsy();
    await openMenu(page, '一张图', '收运一张图');
    const r = region(page, '收运一张图');
    await expect.poll(() => r.locator('[data-chart-state="ready"] canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const caption = r.getByRole('status').filter({ hasText: /车辆线路 \d+ 条/ });
    await caption.waitFor({ timeout: 30_000 });
    const text = (await caption.textContent())!;
    expect(Number(/部门区域 (\d+) 个区域/.exec(text)![1])).toBe(8);
    expect(Number(/收运设施 (\d+) 个点位/.exec(text)![1])).toBe(60);
    expect(Number(/车辆线路 (\d+) 条/.exec(text)![1])).toBe(24);
    expect(Number(/车辆位置 (\d+) 个点位/.exec(text)![1])).toBe(24);
    const layers = r.getByRole('group', { name: '图层' });
    const legend = (await layers.textContent()) ?? '';
    const n = (label: string) => Number(new RegExp(`${label} (\\d+)`).exec(legend)?.[1] ?? 0);
    expect(n('已收运') + n('未收运') + n('已停用')).toBe(60);
    expect(n('已收运')).toBeGreaterThan(0);
    expect(n('已完成') + n('作业中') + n('未作业')).toBe(24);
    expect(n('重点区域') + n('一般区域') + n('城郊区域')).toBe(8);
    // A dispatcher switches a layer off and on again.
    const routes = layers.getByRole('checkbox', { name: /车辆线路/ });
    expect(await routes.isChecked()).toBe(true);
    await routes.click();
    await expect.poll(() => routes.isChecked()).toBe(false);
    await routes.click();
    await expect.poll(() => routes.isChecked()).toBe(true);
    // The tabs below hold the layers' lists and the cars' cards.
    await r.getByRole('tab', { name: '车辆信息' }).click();
    await expect.poll(() => r.getByRole('tabpanel').getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
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
