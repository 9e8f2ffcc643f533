/**
 * 安全生产 in the browser against the seeded server: every menu page shows rows, a tree or
 * charts without console errors; a hazard registered through the form goes 待下发 → 整改中 →
 * 待复查 → 已闭环 (下发整改, 整改反馈, 复查) with its timeline.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('aqsc')).menus;

/** Runs a transition from the row's 处置 menu (or its single button) and confirms its dialog. */
async function act(page: Page, row: Locator, label: string, fill: (dialog: Locator) => Promise<void>) {
  const menu = row.getByRole('button', { name: '处置' });
  const item = page.getByRole('menuitem', { name: label, exact: true });
  if (await menu.count()) {
    await expect.poll(async () => {
      if (!(await item.isVisible())) await menu.click();
      return item.isVisible();
    }, { timeout: 15_000 }).toBe(true);
    await item.click();
  } else await row.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${label}`) });
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('安全生产 pages', () => {
  it('every menu item opens without console errors and shows server rows, a tree or charts', async () => {
    const { page, errors } = await signInToSystem('安全生产');
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a hazard goes 待下发 → 整改中 → 待复查 → 已闭环 through the UI, with its timeline', async () => {
    const { page, errors } = await signInToSystem('安全生产');
    await openMenu(page, '安全检查', '检查记录');
    const list = region(page, '检查记录');
    await list.getByRole('row').nth(1).waitFor();
    // The tabs speak of hazards (待下发, 超时督办), not of reported cases.
    expect(await list.getByRole('tab').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^待下发/), expect.stringMatching(/^超时督办/)]));
    await list.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: '新增检查记录' });
    const place = `端到端检查部位 ${Date.now() % 100000}`;
    await choose(page, form, '检查项目', '中转站消防安全检查');
    await form.getByRole('textbox', { name: '检查日期' }).fill(new Date().toISOString().slice(0, 10));
    await choose(page, form, '受检部门', '东区收运队');
    await form.getByRole('textbox', { name: '检查部位' }).fill(place);
    await form.getByRole('spinbutton', { name: /检查得分/ }).fill('86');
    await choose(page, form, '隐患类型', '消防安全');
    await form.getByRole('textbox', { name: '隐患描述' }).fill('灭火器压力不足，需更换');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden' });
    const row = () => list.getByRole('row').filter({ hasText: place }).first();
    await expect.poll(() => row().textContent(), { timeout: 20_000 }).toContain('待下发');
    // The administrator is the 安全主管 of 安全生产科 (seed): he assigns the rectification to himself.
    await act(page, row(), '下发整改', async (d) => {
      await choose(page, d, '责任部门', '安全生产科');
      await choose(page, d, '整改责任人', '系统管理员');
      await d.getByRole('textbox', { name: '整改期限' }).fill('2030-01-10');
      await d.getByRole('textbox', { name: '整改要求' }).fill('三日内更换');
    });
    await expect.poll(() => row().textContent(), { timeout: 20_000 }).toContain('整改中');
    await act(page, row(), '整改反馈', (d) => d.getByRole('textbox', { name: '整改情况' }).fill('已更换灭火器 2 具'));
    await expect.poll(() => row().textContent(), { timeout: 20_000 }).toContain('待复查');
    await act(page, row(), '复查', async (d) => {
      await choose(page, d, '处理结果', '复查通过，闭环');
      await d.getByRole('textbox', { name: '复查意见' }).fill('复查合格');
    });
    await expect.poll(() => row().textContent(), { timeout: 20_000 }).toContain('已闭环');
    await row().getByRole('button', { name: '详情' }).click();
    const timeline = page.getByRole('list', { name: '处置过程' });
    await expect.poll(async () => (await timeline.getByRole('listitem').allTextContents()).map((x) => x.slice(0, 4))).toEqual(['登记隐患', '下发整改', '整改反馈', '复查 ·']);
    expect(errors).toEqual([]);
  }, 240_000);
});
