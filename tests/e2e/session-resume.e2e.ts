/**
 * Issue 15 on 垃圾收运: an expired or revoked session (signed out in another tab) opens the
 * re-login dialog over the page and the work resumes (decision 0206); leaving runs the §4
 * flow (登录超时 for 3 s, then the login address). A failed chart says so and offers 重试.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, newPage, openLayout, pathOf, setupBrowser, signIn, toast } from './browser';

setupBrowser();

/** Two tabs of one browser signed in as ops (through the form: its own token to revoke). */
async function twoTabs(): Promise<{ a: Page; b: Page }> {
  const a = await newPage('/');
  await signIn(a, 'ops');
  await a.waitForURL(/\/layout\?/, { timeout: 60_000 });
  await a.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  const b = await a.context().newPage();
  b.setDefaultTimeout(15_000);
  await b.goto(a.url());
  await b.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return { a, b };
}

async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
}

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();

describe('a session signed out in another tab', () => {
  it('opens the re-login dialog over an open form; after signing in again the save goes through without retyping', async () => {
    const { a, b } = await twoTabs();
    await openMenu(b, '基础信息', '物业公司');
    const r = region(b, '物业公司');
    await r.getByRole('row').nth(1).waitFor();
    await r.getByRole('button', { name: '新增' }).click();
    const form = b.getByRole('dialog', { name: '新增物业公司' });
    const company = `会话恢复物业${Date.now() % 100_000}`;
    const name = form.getByRole('textbox', { name: '物业公司名称' });
    await name.fill(company);
    await form.getByRole('textbox', { name: '联系人' }).fill('端到端');
    await form.getByRole('textbox', { name: '联系电话' }).fill('13800138000');

    await signOut(a);
    await a.waitForURL((u) => u.pathname === '/');

    await form.getByRole('button', { name: /确\s*定/ }).click();
    const relogin = b.getByRole('dialog', { name: '登录已超时' });
    await relogin.waitFor();
    expect(await relogin.getByRole('textbox', { name: '用户名' }).inputValue()).toBe('ops');
    // The form behind keeps what was typed.
    // (the modal re-login dialog hides the form from the accessibility tree while it is open)
    const behind = b.getByRole('dialog', { name: '新增物业公司', includeHidden: true });
    expect(await behind.getByRole('textbox', { name: '物业公司名称', includeHidden: true }).inputValue()).toBe(company);
    await relogin.getByLabel('密码', { exact: true }).fill(demo.ops);
    await relogin.getByRole('button', { name: '重新登录' }).click();
    await relogin.waitFor({ state: 'hidden' });
    await form.waitFor({ state: 'hidden' });
    await r.getByRole('cell', { name: company }).first().waitFor();
    // Still inside the shell, at the page's own address (decision 0209).
    expect(pathOf(b)).toMatch(/^\/ljszy\//);
    // Lists load again too, and a failed list says 数据加载失败 once.
    await expect.poll(() => r.getByText('数据加载失败').count()).toBe(0);
  }, 120_000);

  it('返回登录页 shows 登录超时，请重新登录 and goes to the login address after the countdown', async () => {
    const { a, b } = await twoTabs();
    await openMenu(b, '基础信息', '收运单位');
    const r = region(b, '收运单位');
    await r.getByRole('row').nth(1).waitFor();
    await signOut(a);
    await a.waitForURL((u) => u.pathname === '/');

    await r.getByRole('button', { name: /查\s*询/ }).click();
    const relogin = b.getByRole('dialog', { name: '登录已超时' });
    await relogin.waitFor();
    await relogin.getByRole('button', { name: '返回登录页' }).click();
    await toast(b, '登录超时，请重新登录').waitFor();
    const shown = Date.now();
    await b.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_000);
  }, 120_000);
});

describe('a chart whose request fails', () => {
  it('shows 数据加载失败 with 重试 (not 暂无数据) and loads after 重试', async () => {
    const page = await openLayout('ops');
    let fail = true;
    await page.route('**/platform/garbageTypeShare*', (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await openMenu(page, '看板与订阅', '平台看板');
    const board = region(page, '平台看板');
    const failed = board.getByRole('alert', { name: '垃圾类型占比：数据加载失败' });
    await failed.waitFor();
    // The failed widget does not say 暂无数据 (other widgets may, truly empty).
    expect(await board.getByRole('region', { name: '垃圾类型占比' }).getByText('暂无数据').count()).toBe(0);
    fail = false;
    await failed.getByRole('button', { name: '重试' }).click();
    await board.getByRole('img', { name: '垃圾类型占比' }).waitFor();
    expect(await failed.count()).toBe(0);
  }, 120_000);
});

describe('a list whose request fails', () => {
  it('says 数据加载失败 once (not twice), with 重试 that loads the rows', async () => {
    const page = await openLayout('ops');
    let fail = true;
    await page.route('**/cloud/ljszy/company/**', (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await openMenu(page, '基础信息', '收运单位');
    const r = region(page, '收运单位');
    const alert = r.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getByText('数据加载失败').count()).toBe(1);
    fail = false;
    await alert.getByRole('button', { name: '重试' }).click();
    await r.getByRole('row').nth(1).waitFor();
  }, 120_000);
});
