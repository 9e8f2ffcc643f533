/**
 * 车辆管理 in the browser against the seeded server: every menu page (lists, the 车辆费用 report,
 * the analysis board) and the 工作台's reminders show data without console errors; the bespoke
 * parts: ignoring a reminder, activating an oil card, a depreciation's computed schedule.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { apiSession, newPage, setupBrowser } from './browser';
import { openMenu, region } from './pages';

setupBrowser();

const groups = (await loadSystem('clgl')).menus;

async function openClgl(): Promise<{ page: Page; errors: string[] }> {
  const s = await apiSession('root');
  const page = await newPage(`/layout?systemCode=clgl&title=${encodeURIComponent('车辆管理')}&tenantId=${s.tenantId}&userId=${s.userId}&token=${s.token}`);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return { page, errors };
}

/** Rows of a table, or charts of a board. */
async function showsData(page: Page, title: string) {
  const r = region(page, title);
  await r.waitFor();
  await expect.poll(async () => (await r.getByRole('row').count()) + (await r.locator('canvas').count()), { timeout: 20_000 }).toBeGreaterThan(1);
}

/** Runs a row action shown as a link or under 更多. */
async function rowAction(page: Page, row: ReturnType<Page['getByRole']>, name: string) {
  const direct = row.getByRole('button', { name, exact: true });
  if (await direct.count()) await direct.click();
  else {
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name }).click();
  }
}

describe('车辆管理 pages', () => {
  it('every menu item opens without console errors and shows server rows or charts', async () => {
    const { page, errors } = await openClgl();
    // The 工作台 opens first, with the due-date reminders.
    await expect.poll(() => region(page, '工作台').getByText(/浙A·D/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    for (const group of groups.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        await showsData(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 420_000);

  it('ignoring an annual inspection reminder marks it 已忽略', async () => {
    const { page, errors } = await openClgl();
    await openMenu(page, '年检保险与到期预警', '年检管理');
    const r = region(page, '年检管理');
    const row = r.getByRole('row').filter({ hasText: '提醒中' }).first();
    await row.waitFor({ timeout: 20_000 });
    const plate = /浙A·[A-Z0-9]+/.exec((await row.textContent())!)![0];
    await rowAction(page, row, '忽略提醒');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: /确\s*定|忽略提醒/ }).last().click();
    await confirm.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => r.getByRole('row').filter({ hasText: plate }).first().textContent(), { timeout: 20_000 }).toContain('已忽略');
    expect(errors).toEqual([]);
  }, 180_000);

  it('activating an oil card asks for its date and shows it 已激活', async () => {
    const { page, errors } = await openClgl();
    await openMenu(page, '油卡与加油', '油卡管理');
    const r = region(page, '油卡管理');
    const row = r.getByRole('row').filter({ hasText: '未激活' }).first();
    await row.waitFor({ timeout: 20_000 });
    const cardNo = /\d{16,19}/.exec((await row.textContent())!)![0];
    await rowAction(page, row, '激活');
    const dialog = page.getByRole('dialog').filter({ visible: true }).last();
    await dialog.getByRole('textbox', { name: '激活日期' }).fill(new Date().toISOString().slice(0, 10));
    await dialog.getByRole('button', { name: /确\s*定|激\s*活/ }).last().click();
    const confirm = page.getByRole('alertdialog');
    if (await confirm.count()) await confirm.getByRole('button', { name: /确\s*定|激\s*活/ }).last().click();
    await expect.poll(() => r.getByRole('row').filter({ hasText: cardNo }).first().textContent(), { timeout: 20_000 }).toContain('已激活');
    expect(errors).toEqual([]);
  }, 180_000);

  it("a depreciation's schedule tab lists its computed years", async () => {
    const { page, errors } = await openClgl();
    await openMenu(page, '车辆档案', '车辆折旧');
    const r = region(page, '车辆折旧');
    await r.getByRole('tab', { name: '折旧明细' }).click();
    await expect.poll(() => r.getByRole('row').filter({ hasText: 'ZJ-0001' }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
