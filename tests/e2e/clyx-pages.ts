/** Opening 车辆运行 as root with the session in the address, and its menu pages. */
import type { Page } from 'playwright-core';
import { apiSession, newPage } from './browser';

export async function openClyx(): Promise<{ page: Page; errors: string[] }> {
  const s = await apiSession('root');
  const page = await newPage(`/layout?systemCode=clyx&title=${encodeURIComponent('车辆运行')}&tenantId=${s.tenantId}&userId=${s.userId}&token=${s.token}`);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return { page, errors };
}

export async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

/** The visible page region of a tab (kept-alive tabs stay in the DOM, hidden). */
export const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();
