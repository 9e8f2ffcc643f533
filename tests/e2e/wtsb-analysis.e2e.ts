/**
 * 问题上报 配置, 分析 and 督查配置 in Chromium against the seeded server: every page this work
 * delivers shows rows, charts or its settings form without console errors; the settings page
 * saves and its history grows; the month matrix shows day columns and totals.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { apiSession, newPage, setupBrowser } from './browser';

setupBrowser();

const wtsb = await loadSystem('wtsb');
/** The pages of this work (配置's common lists, areas and dept types; 分析; 督查配置). */
const MINE = new Set(['usefulExpression', 'deptArea', 'deptAreaNear', 'deptType', 'analysis', 'kanban', 'deptReview', 'deptReviewRate', 'workUnitStat',
  'checkGroup', 'subjectOverview', 'column', 'garTypeDaily', 'garTypeMonthly', 'facTransed']);

async function openWtsb(): Promise<{ page: Page; errors: string[] }> {
  const s = await apiSession('root');
  const page = await newPage(`/layout?systemCode=wtsb&title=${encodeURIComponent('问题上报')}&tenantId=${s.tenantId}&userId=${s.userId}&token=${s.token}`);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor({ timeout: 60_000 });
  return { page, errors };
}

async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();

async function showsData(page: Page, title: string) {
  const r = region(page, title);
  await r.waitFor();
  await expect.poll(async () => (await r.getByRole('row').count()) + (await r.locator('canvas').count()), { timeout: 20_000, message: title }).toBeGreaterThan(1);
}

describe('问题上报 配置 and 分析 pages', () => {
  it('every page of this work shows server rows or charts without console errors', async () => {
    const { page, errors } = await openWtsb();
    let seen = 0;
    for (const group of wtsb.menus) {
      for (const leaf of group.children.filter((l) => MINE.has(l.key))) {
        await openMenu(page, group.name, leaf.name);
        await showsData(page, leaf.name);
        seen++;
      }
    }
    expect(seen).toBe(MINE.size);
    expect(errors).toEqual([]);
  }, 300_000);

  it('the field configuration saves and its history shows the change', async () => {
    const { page, errors } = await openWtsb();
    await openMenu(page, '督查配置', '字段配置');
    const r = region(page, '字段配置');
    const hours = r.getByRole('spinbutton', { name: '默认处置时限(工作小时)' });
    await hours.waitFor();
    await hours.fill('30');
    await r.getByRole('button', { name: '保存设置' }).click();
    await r.getByRole('list', { name: '修改记录' }).getByText('默认处置时限：24 → 30').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
  }, 120_000);

  it('the day matrix shows a column per day and the totals row', async () => {
    const { page, errors } = await openWtsb();
    await openMenu(page, '督查配置', '垃圾类型日报');
    const r = region(page, '垃圾类型日报');
    await r.getByRole('columnheader', { name: '30日' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => r.getByRole('row').filter({ hasText: '合计' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
