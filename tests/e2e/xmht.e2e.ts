/**
 * 项目合同 in the browser against the seeded server: every menu page shows rows, charts or a
 * matrix without console errors; a contract created with a PDF attachment shows in the list
 * and its attachment downloads from the detail drawer.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, region, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('xmht')).menus;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('项目合同 pages', () => {
  it('every menu item opens without console errors and shows server rows, a matrix or charts', async () => {
    const { page, errors } = await signInToSystem('项目合同');
    // 提醒设置 is a form, not a list: its leaf is checked below.
    await everyLeafShowsData(page, groups.map((g) => ({ ...g, children: g.children.filter((l) => l.key !== 'reminder') })));
    await openMenu(page, '统计报表', '提醒设置');
    await expect.poll(() => region(page, '提醒设置').getByRole('spinbutton', { name: /提前提醒天数/ }).inputValue(), { timeout: 20_000 }).toBe('30');
    expect(errors).toEqual([]);
  }, 300_000);

  it('a contract created with an attachment shows in the list and downloads it', async () => {
    const { page, errors } = await signInToSystem('项目合同');
    await openMenu(page, '项目合同', '合同管理');
    const list = region(page, '合同管理');
    await list.getByRole('row').nth(1).waitFor();
    await list.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: '新增合同' });
    const code = `HT-E2E-${Date.now() % 100000}`;
    await form.getByRole('textbox', { name: '合同编号' }).fill(code);
    await form.getByRole('textbox', { name: '合同名称' }).fill('端到端保洁服务合同');
    await choose(page, form, '所属项目');
    await choose(page, form, '甲方', '杭州城东环境服务有限公司');
    await choose(page, form, '乙方', '西湖区环境卫生管理所');
    await form.getByRole('spinbutton', { name: /合同金额/ }).fill('880000');
    const today = new Date().toISOString().slice(0, 10);
    await form.getByRole('textbox', { name: '签订日期' }).fill(today);
    await form.getByRole('textbox', { name: '开始日期' }).fill(today);
    await form.getByRole('textbox', { name: '到期日期' }).fill(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`);
    await form.locator('input[type=file]').setInputFiles({ name: '保洁服务合同.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: /移除 1/ }).waitFor({ timeout: 20_000 });
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden' });
    const row = list.getByRole('row').filter({ hasText: code }).first();
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.textContent()).toContain('拟定中');
    await expect.poll(() => row.getByRole('button', { name: /下载 1/ }).count()).toBe(1);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /下载 1/ }).click();
    expect((await download).suggestedFilename()).toBe('保洁服务合同.pdf');
    expect(errors).toEqual([]);
  }, 240_000);
});
