/**
 * 回收清运 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; a pending recycler is audited from the audit list's row; the flow chart
 * draws the Sankey of recyclables from stations to disposal sites.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, openMenu, region, showsData, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('gfgj')).menus;

const openGfgj = () => signInToSystem('回收清运');

describe('回收清运 pages', () => {
  it('every menu item opens without console errors and shows server rows, a map or charts', async () => {
    const { page, errors } = await openGfgj();
    // Leaf by leaf (everyLeafShowsData's steps) so a failure names the page.
    for (const group of groups.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        // The replay shows its map and the first vehicle's track summary (no table).
        const shown = leaf.key === 'orderReplay'
          ? expect.poll(() => region(page, leaf.name).getByText('平均速度').count(), { timeout: 30_000 }).toBeGreaterThan(0)
          : showsData(page, leaf.name);
        await shown.catch((e: Error) => { throw new Error(`${group.name} › ${leaf.name}: ${e.message}`); });
      }
    }
    expect(errors).toEqual([]);
  }, 400_000);

  it('a pending recycler is audited from its row and shows 已通过', async () => {
    const { page, errors } = await openGfgj();
    await openMenu(page, '用户管理', '回收员审核');
    const r = region(page, '回收员审核');
    const row = r.getByRole('row').filter({ hasText: '待审核' }).first();
    await row.waitFor({ timeout: 30_000 });
    const userNo = ((await row.getByRole('cell').allTextContents()).find((c) => /^U[A-Z]\d{5}$/.test(c.trim())) ?? '').trim();
    expect(userNo).toMatch(/^U/);
    const direct = row.getByRole('button', { name: '审核', exact: true });
    if (await direct.count()) await direct.click();
    else {
      await row.getByRole('button', { name: '更多' }).click();
      await page.getByRole('menuitem', { name: '审核' }).click();
    }
    const dialog = page.getByRole('dialog').filter({ visible: true }).last();
    await choose(page, dialog, '审核状态', '已通过');
    await dialog.getByRole('textbox', { name: '审核意见' }).fill('身份证与健康证齐全');
    await dialog.getByRole('button', { name: /确\s*定|审\s*核/ }).last().click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const same = r.getByRole('row').filter({ hasText: userNo });
    await expect.poll(() => same.first().textContent(), { timeout: 30_000 }).toContain('已通过');
    expect(errors).toEqual([]);
  }, 150_000);

  it('the flow chart draws the recyclables from stations to disposal sites', async () => {
    const { page, errors } = await openGfgj();
    await openMenu(page, '统计分析', '流向图');
    const r = region(page, '流向图');
    const chart = r.getByRole('img', { name: '回收物流向（站点 → 处置场）' });
    await expect.poll(() => chart.getAttribute('data-chart-state'), { timeout: 30_000 }).toBe('ready');
    await expect.poll(async () => (await r.textContent()) ?? '', { timeout: 30_000 }).toMatch(/条流向，合计 [\d.,]+/);
    expect(errors).toEqual([]);
  }, 150_000);
});
