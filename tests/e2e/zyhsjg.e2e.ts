/**
 * 再生资源监管 in the browser against the seeded server: every menu page shows rows, a tree, a
 * map or charts with no console error; a customer record of one line, confirmed from its row,
 * appears in 监管统计's 流向明细 with its weight.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem, submitFromRow } from './pages';

setupBrowser();

const groups = (await loadSystem('zyhsjg')).menus;
// The replay page draws one map and a summary, no rows: it has its own test below.
const REPLAY = '车辆轨迹';
const listed = groups.map((g) => ({ ...g, children: g.children.filter((l) => l.name !== REPLAY) }));
const TODAY = new Date().toISOString().slice(0, 10);
const openZy = () => signInToSystem('再生资源监管');

describe('再生资源监管 pages', () => {
  it('every menu item opens without console errors and shows server rows, trees, maps or charts', async () => {
    const { page, errors } = await openZy();
    await everyLeafShowsData(page, listed);
    expect(errors).toEqual([]);
  }, 300_000);

  it('车辆轨迹 replays a vehicle day from the positions store: its map, summary and stops', async () => {
    const { page, errors } = await openZy();
    await openMenu(page, '统计分析', REPLAY);
    const r = region(page, REPLAY);
    await expect.poll(() => r.getByText('平均速度').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => r.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(async () => r.getByText(/停留 \d+ 分钟/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const timeline = r.getByRole('slider', { name: '时间轴' });
    expect(Number(await timeline.getAttribute('max')) - Number(await timeline.getAttribute('min'))).toBeGreaterThan(3_600_000);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a confirmed customer record shows in the flow detail of the supervision statistics', async () => {
    const { page, errors } = await openZy();
    await openMenu(page, '回收记录', '客户回收记录');
    const r = region(page, '客户回收记录');
    await r.getByRole('row').nth(1).waitFor();
    await r.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增客户回收记录' });
    await choose(page, dialog, '客户', '西湖印刷包装有限公司');
    await choose(page, dialog, '回收站点', '西湖再生资源分拣中心');
    await dialog.getByRole('textbox', { name: '回收日期' }).fill(TODAY);
    await dialog.getByRole('textbox', { name: '收运人' }).fill('端到端');
    await choose(page, dialog, '第 1 行资源类别', '铝制易拉罐');
    await dialog.getByRole('spinbutton', { name: '第 1 行重量' }).fill('43.7');
    await dialog.getByRole('spinbutton', { name: '第 1 行单价' }).fill('9.5');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = r.getByRole('row').nth(1);
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain(TODAY);
    expect(await row.textContent()).toContain('待确认');
    const code = /HS\d{8}-\d{3}/.exec((await row.textContent())!)![0];
    await submitFromRow(page, row, '确认', '已确认');

    await openMenu(page, '统计分析', '监管统计');
    const stats = region(page, '监管统计');
    await stats.getByRole('tab', { name: '流向明细' }).click();
    const line = stats.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
    await expect.poll(() => line.count(), { timeout: 30_000 }).toBe(1);
    expect(await line.textContent()).toContain('43.7');
    expect(await line.textContent()).toContain('铝制易拉罐');
    expect(errors).toEqual([]);
  }, 180_000);
});
