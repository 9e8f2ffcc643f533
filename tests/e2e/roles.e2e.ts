/**
 * Roles in the browser (decision 0330): the weighbridge clerk sees only 车辆称重, with 新增 and
 * 编辑 but no 删除, 作废 or 导出 — and the server refuses a forged delete; an address of a page
 * the role lacks shows 403; the read-only manager sees no 新增 but 导出; a role edited in
 * 系统管理 › 角色管理 changes what its holder sees after a reload.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiSession, baseURL, fillLogin, newPage, setupBrowser } from './browser';
import { openMenu, region, signedIn } from './pages';

setupBrowser();

const people = { weigher: 'Weigher@2026', viewer: 'Viewer@2026', root: 'Root@2026' } as const;

async function open(user: keyof typeof people): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage('/');
  return signedIn(page, async () => {
    await fillLogin(page, user, people[user]);
    await page.getByRole('button', { name: '登录' }).click();
    if (user !== 'weigher') {
      await page.waitForURL(/\/navigation$/);
      await page.getByRole('button', { name: user === 'root' ? '系统管理' : '垃圾收运', exact: true }).click();
    }
  });
}

/** The names of the menu's buttons: its groups (collapsed, by their labels) and the leaves of open groups. */
const menuNames = (page: Page) => page.getByRole('navigation', { name: '系统菜单' }).getByRole('button')
  .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''));

/** The session token the page keeps (system-info in local storage, double URL-encoded). */
const tokenOf = (page: Page) => page.evaluate(() => {
  for (const key of Object.keys(localStorage)) {
    try {
      const info = JSON.parse(decodeURIComponent(decodeURIComponent(localStorage.getItem(key) ?? ''))) as { token?: string };
      if (info.token) return info.token;
    } catch { /* not the system-info record */ }
  }
  return '';
});

/** 过磅员's functions as the seed gives them, put back after the test edits the role. */
let restore: (() => Promise<void>) | undefined;
afterAll(async () => restore?.());

describe('roles in the browser', () => {
  it('the weighbridge clerk weighs and corrects, sees no 删除 or 导出, and a forged delete is refused', async () => {
    const { page, errors } = await open('weigher');
    await expect.poll(() => menuNames(page)).toEqual(['首页', '称重管理']);
    await openMenu(page, '称重管理', '车辆称重');
    expect((await menuNames(page)).join()).not.toMatch(/称重配置|容器称重|分类称重/);
    const list = region(page, '车辆称重');
    const first = list.getByRole('row').nth(1);
    await first.waitFor({ timeout: 30_000 });
    await list.getByRole('button', { name: '新增' }).waitFor();
    expect(await list.getByRole('button', { name: /^导出/ }).count()).toBe(0);
    expect(await first.getByRole('button', { name: '编辑' }).count()).toBe(1);
    expect(await first.getByRole('button', { name: /删除|作废|更多/ }).count()).toBe(0);

    // A delete sent by hand with the clerk's own session: refused, and the record is still there.
    const token = await tokenOf(page);
    expect(token).not.toBe('');
    const auth = { authorization: `Bearer ${token}` };
    const forged = await page.request.post(`${baseURL()}/cloud/ljszy/carWeightOperate/delete`, { headers: auth, data: { ids: '1' } });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toMatchObject({ result: 403, msg: '当前用户无权执行该操作' });
    const kept = await page.request.get(`${baseURL()}/cloud/ljszy/carWeightOperate/getOne?id=1`, { headers: auth });
    expect(await kept.json()).toMatchObject({ result: 0, data: { id: 1 } });
    expect(errors).toEqual([]);
  });

  it('an address of a page the role does not open shows 403', async () => {
    const { page } = await open('weigher');
    await page.goto(`${baseURL()}/ljszy/carInfo`);
    await page.getByText('您的角色没有打开该页面的权限，请联系系统管理员开通。').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: /无权访问/ }).waitFor();
  });

  it('the read-only manager sees no 新增, 编辑 or 删除, but may export', async () => {
    const { page, errors } = await open('viewer');
    await openMenu(page, '基础信息', '车辆信息');
    const list = region(page, '车辆信息');
    const first = list.getByRole('row').nth(1);
    await first.waitFor({ timeout: 30_000 });
    await list.getByRole('button', { name: /^导出/ }).waitFor();
    expect(await list.getByRole('button', { name: '新增' }).count()).toBe(0);
    expect(await first.getByRole('button', { name: /编辑|删除/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a role edited in 角色管理 changes what its holder sees after a reload', async () => {
    const weigher = await open('weigher');
    await openMenu(weigher.page, '称重管理', '车辆称重');
    expect(await menuNames(weigher.page)).not.toContain('称重配置');

    const admin = await open('root');
    await openMenu(admin.page, '用户与权限', '角色管理');
    const roles = region(admin.page, '角色管理');
    const row = roles.getByRole('row').filter({ hasText: '过磅员' });
    await row.first().waitFor({ timeout: 30_000 });
    await row.first().getByRole('button', { name: '编辑' }).click();
    const editor = admin.page.getByRole('dialog', { name: /编辑角色/ });
    const tree = editor.getByRole('tree', { name: '功能权限' });
    await tree.getByRole('treeitem').first().waitFor();
    await editor.getByPlaceholder('搜索菜单或功能').fill('称重配置');
    const item = tree.getByRole('treeitem', { name: /称重配置/ }).first();
    await item.waitFor();
    await item.click();
    await expect.poll(() => item.getAttribute('aria-checked')).toBe('true');
    const before = await editor.getByRole('status').textContent();
    await editor.getByRole('button', { name: /确\s*定/ }).click();
    await editor.waitFor({ state: 'hidden', timeout: 30_000 });
    expect(before).toMatch(/已选 1 个系统/);
    restore = async () => {
      const id = (await asRoot<{ rows: { id: number }[] }>('/cloud/management/rest/role/pageList', { name: '过磅员' })).rows[0]!.id;
      const role = await asRoot<{ functions: Record<string, string[]> }>('/cloud/management/rest/role/getById', { id });
      await asRoot('/cloud/management/rest/role/update', { ...role, id, functions: { ljszy: role.functions.ljszy!.filter((c) => c !== 'view:carWeightConfig') } });
    };

    await weigher.page.reload();
    await weigher.page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
    await openMenu(weigher.page, '称重管理', '称重配置');
    await region(weigher.page, '称重配置').getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    expect(admin.errors).toEqual([]);
  });
});

/** A management call as root, through the API (puts the role back after the test). */
async function asRoot<T = unknown>(path: string, body: unknown): Promise<T> {
  const token = (await apiSession('root')).token;
  const answer = await fetch(`${baseURL()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return ((await answer.json()) as { data: T }).data;
}
