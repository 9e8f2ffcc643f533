/** Steps on catalogue pages shared by the system e2e tests: the menu, selects, a tab's region. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { MenuGroup } from '../../apps/catalogue/src';
import { apiSession, newPage, signIn } from './browser';

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

/** A system's /layout opened with an API session of `user`, its console errors collected. */
export async function openSystem(code: string, name: string, user: Parameters<typeof apiSession>[0] = 'root'): Promise<{ page: Page; errors: string[] }> {
  const s = await apiSession(user);
  const page = await newPage(`/layout?systemCode=${code}&title=${encodeURIComponent(name)}&tenantId=${s.tenantId}&userId=${s.userId}&token=${s.token}`);
  return signedIn(page, async () => undefined);
}

/** `user` signs in through the login form and picks the system by its name on /navigation. */
export async function signInToSystem(name: string, user: Parameters<typeof signIn>[1] = 'root'): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage('/');
  return signedIn(page, async () => {
    await signIn(page, user);
    await page.waitForURL(/\/navigation$/);
    await page.getByRole('button', { name, exact: true }).click();
  });
}

/** A tab's region shows server data: table rows (lists, reports, matrices), tree items or chart canvases. */
export async function showsData(page: Page, title: string) {
  const r = region(page, title);
  await r.waitFor();
  await expect
    .poll(async () => (await r.getByRole('row').count()) + (await r.getByRole('treeitem').count()) + (await r.locator('canvas').count()), { timeout: 30_000 })
    .toBeGreaterThan(1);
}

/** A document row's state action (更多 → action → confirm), waiting for the row to show `done`. */
export async function submitFromRow(page: Page, row: Locator, action: string, done: string) {
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const confirmDialog = page.getByRole('alertdialog');
  await confirmDialog.getByRole('button', { name: action }).click();
  // The dialog closes once the server answered (a refusal keeps it open with its message).
  await confirmDialog.waitFor({ state: 'hidden', timeout: 60_000 });
  await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain(done);
}

/** Opens every tab leaf of a system's menu in turn and checks each shows data. */
export async function everyLeafShowsData(page: Page, menus: readonly MenuGroup[]) {
  for (const group of menus.filter((g) => g.key !== 'home')) {
    for (const leaf of group.children.filter((l) => l.openModeCode === 'tab')) {
      await openMenu(page, group.name, leaf.name);
      await showsData(page, leaf.name);
    }
  }
}

/** Like showsData, for systems with map pages too: table rows, a drawn chart or map, or a map with markers (track replay, live map). */
export async function showsDataOrMap(page: Page, title: string) {
  const r = region(page, title);
  await r.waitFor();
  const markers = async () => Number((await r.locator('[data-markers]').first().getAttribute('data-markers').catch(() => '0')) ?? 0);
  await expect.poll(async () => (await r.getByRole('row').count()) > 1 || (await r.getByRole('treeitem').count()) > 0 || (await r.locator('[data-chart-state] canvas').count()) > 0
    || ((await r.locator('[data-markers]').count()) > 0 && (await markers()) > 0), { timeout: 30_000, message: `${title} shows no data` }).toBe(true);
}

/** Runs a workflow transition from a row (its own button, or under 处置) and confirms its dialog once filled. */
export async function act(page: Page, row: Locator, label: string, fill?: (dialog: Locator) => Promise<void>) {
  const menu = row.getByRole('button', { name: '处置' });
  const item = page.getByRole('menuitem', { name: label, exact: true });
  if (await menu.count()) {
    // The list may still redraw its rows (a reload after the tab opened): open the menu again until the item shows.
    await expect.poll(async () => {
      if (!(await item.isVisible())) await menu.click();
      return item.isVisible();
    }, { timeout: 15_000 }).toBe(true);
    await item.click();
  } else await row.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${label}`) });
  await dialog.waitFor();
  await fill?.(dialog);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}
