/**
 * 维修与费用 in the browser against the seeded server: every menu page shows server rows, a tree
 * or charts without console errors, and a settlement is settled then revoked from its row.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { apiSession, newPage, setupBrowser } from './browser';
import { openMenu, region } from './pages';

setupBrowser();

const groups = (await loadSystem('clwxfw')).menus;

async function openClwxfw(): Promise<{ page: Page; errors: string[] }> {
  const s = await apiSession('root');
  const page = await newPage(`/layout?systemCode=clwxfw&title=${encodeURIComponent('维修与费用')}&tenantId=${s.tenantId}&userId=${s.userId}&token=${s.token}`);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return { page, errors };
}

/** Rows of a table (lists, reports, matrices), tree items or chart canvases. */
async function showsData(page: Page, title: string) {
  const r = region(page, title);
  await r.waitFor();
  await expect
    .poll(async () => (await r.getByRole('row').count()) + (await r.getByRole('treeitem').count()) + (await r.locator('canvas').count()), { timeout: 20_000 })
    .toBeGreaterThan(1);
}

/** Runs a row action under 更多 and confirms it in the dialog. */
async function rowAction(page: Page, row: ReturnType<Page['getByRole']>, action: string) {
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: action }).click();
  await confirm.waitFor({ state: 'hidden', timeout: 60_000 });
}

describe('维修与费用 pages', () => {
  it('every menu item opens without console errors and shows server data', async () => {
    const { page, errors } = await openClwxfw();
    for (const group of groups.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        await showsData(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it('a draft settlement is settled (number and total shown) and revoked again from its row', async () => {
    const { page, errors } = await openClwxfw();
    await openMenu(page, '结算管理', '费用结算');
    const r = region(page, '费用结算');
    const row = r.getByRole('row').filter({ hasText: '西湖区环境卫生' }).first();
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('待结算');
    await rowAction(page, row, '结算');
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('已结算');
    expect(await row.textContent()).toMatch(/JS\d{8}-\d{3}/);
    await rowAction(page, row, '撤销结算');
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('已撤销');
    expect(errors).toEqual([]);
  }, 240_000);
});
