/**
 * 资产管理 in the browser against the seeded server: every menu page shows rows, a tree or
 * charts without console errors; an asset checked from its row shows in 操作历史; an
 * inspection task is drawn up, submitted to an inspector and inspected to 已完成, with its
 * timeline; the analysis totals equal the archive's count.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('zcgl')).menus;

const openZcgl = () => signInToSystem('资产管理');

/** Opens a row's 更多 menu (or its own button) and picks the item. */
async function rowAction(page: Page, row: Locator, label: string) {
  const direct = row.getByRole('button', { name: label, exact: true });
  if (await direct.count()) return direct.click();
  const item = page.getByRole('menuitem', { name: label, exact: true });
  await expect.poll(async () => {
    if (!(await item.isVisible())) await row.getByRole('button', { name: /更多|处置/ }).first().click();
    return item.isVisible();
  }, { timeout: 15_000 }).toBe(true);
  await item.click();
}

describe('资产管理 pages', () => {
  it('every menu item opens without console errors and shows server rows, a tree or charts', async () => {
    const { page, errors } = await openZcgl();
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('an asset checked from its row shows its result and appears in 操作历史', async () => {
    const { page, errors } = await openZcgl();
    await openMenu(page, '资产台账', '资产档案');
    const list = region(page, '资产档案');
    const row = list.getByRole('row').nth(1);
    await row.waitFor();
    const code = (await row.getByRole('cell').nth(1).textContent())!.trim();
    await rowAction(page, row, '盘点');
    const dialog = page.getByRole('dialog', { name: /盘点/ });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: '最近盘点' }).fill(new Date().toISOString().slice(0, 10));
    await choose(page, dialog, '盘点人');
    await choose(page, dialog, '盘点结果', '位置变动');
    await dialog.getByRole('textbox', { name: '盘点说明' }).fill('端到端盘点');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => list.getByRole('row').filter({ hasText: code }).first().textContent(), { timeout: 20_000 }).toContain('位置变动');
    await openMenu(page, '资产台账', '操作历史');
    const history = region(page, '操作历史');
    await expect.poll(() => history.getByRole('row').nth(1).textContent(), { timeout: 20_000 }).toContain(code);
    await expect.poll(() => history.getByRole('row').nth(1).textContent()).toContain('盘点结果：位置变动');
    expect(errors).toEqual([]);
  }, 240_000);

  it('an inspection task goes 待提交 → 待巡检 → 已完成 with its timeline', async () => {
    const { page, errors } = await openZcgl();
    await openMenu(page, '设施管理', '设施巡检');
    const list = region(page, '设施巡检');
    await list.getByRole('row').nth(1).waitFor();
    // The tabs speak of inspections (待提交, 超时督办), not of reported cases (待签收, 指挥中心).
    expect(await list.getByRole('tab').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^待提交/), expect.stringMatching(/^超时督办/)]));
    expect(await list.getByRole('tab', { name: /待签收|指挥中心/ }).count()).toBe(0);
    await list.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: '新增巡检任务' });
    await choose(page, form, '巡检设施');
    await choose(page, form, '巡检类型', '安全检查');
    await form.getByRole('textbox', { name: '计划日期' }).fill(new Date().toISOString().slice(0, 10));
    const content = `端到端巡检 ${Date.now() % 100000}`;
    await form.getByRole('textbox', { name: '巡检内容' }).fill(content);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden' });
    // The new task is the newest: its code is today's highest.
    const row = list.getByRole('row').filter({ hasText: '待提交' }).first();
    await row.waitFor({ timeout: 20_000 });
    const code = (await row.getByRole('cell').nth(1).textContent())!.trim();
    const mine = () => list.getByRole('row').filter({ hasText: code }).first();
    await rowAction(page, mine(), '提交');
    let dialog = page.getByRole('dialog', { name: /^提交/ });
    await dialog.waitFor();
    // The administrator is also a 设施主管 of the first unit (seed): submitted to himself.
    await choose(page, dialog, '巡检部门', '杭州城东环境服务有限公司');
    await choose(page, dialog, '巡检人', '系统管理员');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => mine().textContent(), { timeout: 20_000 }).toContain('待巡检');
    await rowAction(page, mine(), '登记巡检');
    dialog = page.getByRole('dialog', { name: /^登记巡检/ });
    await dialog.waitFor();
    await choose(page, dialog, '处理结果', '正常，巡检完成');
    await dialog.getByRole('textbox', { name: '巡检情况' }).fill('消防器材齐全');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => mine().textContent(), { timeout: 20_000 }).toContain('已完成');
    await mine().getByRole('button', { name: '详情' }).click();
    const timeline = page.getByRole('list', { name: '处置过程' });
    await expect.poll(async () => (await timeline.getByRole('listitem').allTextContents()).map((x) => x.slice(0, 2))).toEqual(['创建', '提交', '登记']);
    expect(errors).toEqual([]);
  }, 240_000);
});
