/** Steps on catalogue pages shared by the system e2e tests: the menu, selects, a tab's region. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

/** Opens a combobox and picks the option by its name (the first option when none is given). */
export async function choose(page: Page, scope: Locator, label: string, option?: string) {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox', { name: label });
  await (option ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').first()).click();
  await expect.poll(() => scope.getByRole('combobox', { name: label }).getAttribute('aria-expanded')).toBe('false');
}

/** The visible page region of a tab (kept-alive tabs stay in the DOM, hidden). */
export const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();

/** A page with its console errors collected, signed in through the form and at /layout. */
export async function signedIn(page: Page, signIn: () => Promise<void>): Promise<{ page: Page; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await signIn();
  await page.waitForURL(/\/layout\?/, { timeout: 60_000 });
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return { page, errors };
}

/** Opens every leaf of a system's menu (but 首页) and waits for rows, a chart or a tree in its region. */
export async function everyLeafShowsData(page: Page, menus: readonly { key: string; name: string; children: readonly { name: string }[] }[]) {
  for (const group of menus.filter((g) => g.key !== 'home')) {
    for (const leaf of group.children) {
      await openMenu(page, group.name, leaf.name);
      const r = region(page, leaf.name);
      await r.waitFor();
      await expect.poll(async () => (await r.getByRole('row').count()) + (await r.locator('canvas').count()) + (await r.getByRole('treeitem').count()), { timeout: 20_000 }).toBeGreaterThan(1);
    }
  }
}
