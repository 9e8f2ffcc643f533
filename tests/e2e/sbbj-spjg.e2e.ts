/** 设备在线 and 视频监管 in the browser: every menu page shows server data without console errors. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { apiSession, newPage, setupBrowser } from './browser';

setupBrowser();

async function open(system: string, name: string): Promise<{ page: Page; errors: string[] }> {
  const s = await apiSession('root');
  const page = await newPage(`/layout?systemCode=${system}&title=${encodeURIComponent(name)}&tenantId=${s.tenantId}&userId=${s.userId}&token=${s.token}`);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return { page, errors };
}

async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

/** Rows of a table, or camera tree items. */
async function showsData(page: Page, title: string) {
  const r = page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();
  await r.waitFor();
  await expect.poll(async () => (await r.getByRole('row').count()) + (await r.getByRole('treeitem').count()), { timeout: 20_000 }).toBeGreaterThan(1);
}

describe.each([['sbbj', '设备在线'], ['spjg', '视频监管']] as const)('%s pages', (code, name) => {
  it('every menu page opens without console errors and shows data', async () => {
    const system = await loadSystem(code);
    const { page, errors } = await open(code, name);
    for (const group of system.menus.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children.filter((l) => l.openModeCode === 'tab')) {
        await openMenu(page, group.name, leaf.name);
        await showsData(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 240_000);
});

describe('offline analysis', () => {
  it('the offline list exports an .xlsx', async () => {
    const { page, errors } = await open('sbbj', '设备在线');
    await openMenu(page, '车辆定位设备', '车辆定位设备离线列表');
    const r = page.getByRole('region', { name: '车辆定位设备离线列表', exact: true }).filter({ visible: true }).first();
    await r.getByRole('row').nth(1).waitFor();
    const download = page.waitForEvent('download');
    await r.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(errors).toEqual([]);
  }, 120_000);
});
