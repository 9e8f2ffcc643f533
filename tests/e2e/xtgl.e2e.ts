/**
 * 系统管理 in the browser against the seeded server: every menu page shows rows, a tree, a form
 * or charts with no console error; the 工作台 shows the day's weather; a tenant constant changed
 * shows in its history; a batch download gives a .zip with the picked files; the menu
 * definition narrows to the picked system; the HR sync reports what it changed; a user changes
 * their photo from the user menu and sees it there.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import unzipper from 'unzipper';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { everyLeafShowsData, openMenu, region, showsData, signInToSystem } from './pages';

setupBrowser();

const xtgl = await loadSystem('xtgl');
/** Settings pages show a form, not rows: checked on their own below. */
const SETTINGS = new Set(xtgl.pages.filter((p) => p.kind === 'settings').map((p) => p.key));
const groups = xtgl.menus.map((g) => ({ ...g, children: g.children.filter((l) => !SETTINGS.has(l.key)) }));
const open = () => signInToSystem('系统管理');

describe('系统管理 pages', () => {
  it('every menu item opens without console errors and shows server rows, trees, forms or charts', async () => {
    const { page, errors } = await open();
    // The 工作台 opens first: today's weather of the tenant's city beside the charts.
    const weather = region(page, '工作台').getByRole('region', { name: '今日天气' });
    await expect.poll(() => weather.textContent(), { timeout: 30_000 }).toMatch(/杭州市.*天气.*气温-?\d+ ~ -?\d+ ℃/);
    await expect.poll(() => region(page, '工作台').locator('[data-chart-state] canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await everyLeafShowsData(page, groups);
    for (const leaf of xtgl.menus.flatMap((g) => g.children.filter((l) => SETTINGS.has(l.key)).map((l) => [g.name, l.name] as const))) {
      await openMenu(page, ...leaf);
      await region(page, leaf[1]).getByRole('button', { name: '保存设置' }).waitFor();
    }
    expect(errors).toEqual([]);
  }, 420_000);

  it('a tenant constant changed shows in its history', async () => {
    const { page, errors } = await open();
    await openMenu(page, '参数与字典', '租户常量');
    const r = region(page, '租户常量');
    const hotline = r.getByRole('textbox', { name: '服务热线' });
    await expect.poll(() => hotline.inputValue(), { timeout: 20_000 }).toBe('0571-12319');
    // The seeded history: the first save and the hotline corrected later.
    await r.getByRole('list', { name: '修改记录' }).getByText('服务热线：0571-12345 → 0571-12319').waitFor({ timeout: 20_000 });
    await hotline.fill('0571-96310');
    await r.getByRole('button', { name: '保存设置' }).click();
    await r.getByRole('list', { name: '修改记录' }).getByText('服务热线：0571-12319 → 0571-96310').waitFor({ timeout: 20_000 });
    // A value outside the rules is refused in the form, before anything is sent.
    await r.getByRole('textbox', { name: '城市区划代码' }).fill('3301');
    await r.getByRole('button', { name: '保存设置' }).click();
    await r.getByText('城市区划代码为 6 位数字，如 330100').waitFor();
    // The change is in 操作日志 too.
    await openMenu(page, '日志与文件', '操作日志');
    const log = region(page, '操作日志');
    await expect.poll(() => log.getByRole('row').nth(1).textContent(), { timeout: 20_000 }).toMatch(/系统管理.*租户常量.*修改.*服务热线：0571-12319 → 0571-96310/);
    expect(errors).toEqual([]);
  }, 180_000);

  it('a batch download gives a .zip with the picked files', async () => {
    const { page, errors } = await open();
    await openMenu(page, '日志与文件', '批量文件下载');
    const r = region(page, '批量文件下载');
    const table = r.getByRole('table').first();
    await table.getByRole('row').nth(2).waitFor();
    // Other systems' seeded files fill the first pages: 系统管理's own were uploaded by root.
    await r.getByRole('button', { name: '展开' }).click();
    await r.getByRole('search').getByRole('textbox', { name: '上传人' }).fill('系统管理员');
    await r.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => table.getByRole('checkbox', { name: '选择 环卫作业安全管理制度.pdf' }).count(), { timeout: 20_000 }).toBe(1);
    const picked = ['环卫作业安全管理制度.pdf', '2026年10月收运月报.xlsx'];
    for (const name of picked) await table.getByRole('checkbox', { name: `选择 ${name}` }).check();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), r.getByRole('button', { name: '打包下载' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^文件打包_\d{12}\.zip$/);
    const zip = await unzipper.Open.buffer(readFileSync((await download.path())!));
    expect(zip.files.map((f) => f.path).sort()).toEqual([...picked].sort());
    expect(errors).toEqual([]);
  }, 180_000);

  it('the menu definition lists the picked system\'s entries with their addresses and kinds', async () => {
    const { page, errors } = await open();
    await openMenu(page, '参数与字典', '菜单定义');
    const r = region(page, '菜单定义');
    await r.getByRole('searchbox').or(r.getByPlaceholder('搜索节点')).first().fill('系统管理');
    await r.getByRole('treeitem', { name: /^系统管理/ }).first().click();
    await expect.poll(() => r.getByLabel('所在位置').textContent(), { timeout: 20_000 }).toMatch(/^“系统管理”的菜单定义$/);
    const table = r.getByRole('table', { name: '菜单定义列表' });
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1).every((t) => t.startsWith('系统管理')), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => table.getByRole('row').filter({ hasText: '/xtgl/tenantConstant' }).textContent()).toMatch(/参数与字典租户常量\/xtgl\/tenantConstant设置页签/);
    expect(errors).toEqual([]);
  }, 180_000);

  it('立即同步 reconciles the HR snapshot and records what it changed', async () => {
    const { page, errors } = await open();
    await openMenu(page, '组织与区划', '组织人员同步');
    const r = region(page, '组织人员同步');
    const table = r.getByRole('table', { name: '同步记录列表' });
    await table.getByRole('row').nth(1).waitFor();
    const runs = await table.getByRole('row').count();
    await r.getByRole('button', { name: '立即同步' }).click();
    const dialog = page.getByRole('dialog', { name: '立即同步' });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
    // The new run on top: all of the HR snapshot, with the new department and people it brought.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBe(runs + 1);
    expect(await table.getByRole('row').nth(1).textContent()).toMatch(/部门和人员.*系统管理员.*已同步变更\s*11\s*3/);
    await openMenu(page, '组织与区划', '组织人员');
    await showsData(page, '组织人员');
    const tree = region(page, '组织人员');
    await tree.getByPlaceholder('搜索节点').first().fill('智慧环卫');
    await tree.getByRole('treeitem', { name: /智慧环卫指挥中心/ }).first().click();
    await expect.poll(() => tree.getByRole('table', { name: '人员列表' }).textContent(), { timeout: 20_000 }).toContain('钱晓峰');
    expect(errors).toEqual([]);
  }, 180_000);

  it('a user changes their photo from the user menu and sees it there', async () => {
    const { page, errors } = await open();
    await page.getByRole('button', { name: /^用户菜单：/ }).click();
    await page.getByRole('menuitem', { name: '更换头像' }).click();
    const dialog = page.getByRole('dialog', { name: '更换头像' });
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 40, g: 140, b: 90 } } }).png().toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles({ name: '头像.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: '当前头像' }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^用户菜单：/ }).locator('img').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);
});
