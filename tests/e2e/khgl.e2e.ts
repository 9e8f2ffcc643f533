/**
 * 考核管理 in the browser against the seeded server: every menu page shows rows or charts with no
 * console error; a rule's formula checked in the form shows where it is wrong (the character
 * marked) and then the value for sample inputs; a draft record's 综合得分 follows its inputs.
 */
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, openSystem, region } from './pages';

setupBrowser();

const groups = (await loadSystem('khgl')).menus;

describe('考核管理 pages', () => {
  it('every menu item opens without console errors and shows server rows or charts', async () => {
    const { page, errors } = await openSystem('khgl', '考核管理');
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('checking a rule\'s formula in the form marks the wrong character, then values a right one', async () => {
    const { page, errors } = await openSystem('khgl', '考核管理');
    await openMenu(page, '考核配置', '考核规则');
    const r = region(page, '考核规则');
    await r.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    await r.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增考核规则' });
    await dialog.getByRole('combobox', { name: '公式变量' }).click();
    const options = page.getByRole('listbox', { name: '公式变量' });
    for (const name of ['base 基础分', 'complaints 投诉次数', 'overdue 超时处置次数']) await options.getByRole('option', { name }).click();
    await page.keyboard.press('Escape');
    const formula = dialog.getByRole('textbox', { name: '计分公式' });
    await formula.fill('base - 2 * complaint - 5 * overdue');
    await dialog.getByRole('button', { name: '校验公式' }).click();
    const verdict = dialog.getByRole('status').filter({ hasText: '公式' });
    await expect.poll(() => verdict.textContent(), { timeout: 20_000 }).toContain('公式第 12 个字符处有误：变量“complaint”未在本规则的公式变量中声明');
    expect(await verdict.getByLabel('第 12 个字符处').locator('mark').textContent()).toBe('c');
    await formula.fill('base - 2 × complaints - 5 × overdue');
    await expect.poll(() => verdict.count()).toBe(0);
    await dialog.getByRole('button', { name: '校验公式' }).click();
    await expect.poll(() => dialog.getByRole('status').filter({ hasText: '公式正确' }).textContent(), { timeout: 20_000 }).toContain('下结果为 91');
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    expect(errors).toEqual([]);
  }, 180_000);

  it('a draft record\'s 综合得分 follows its inputs', async () => {
    const { page, errors } = await openSystem('khgl', '考核管理');
    await openMenu(page, '考核实施', '考核记录');
    const r = region(page, '考核记录');
    const search = r.getByRole('search').first();
    await search.getByRole('button', { name: '展开' }).click();
    await choose(page, search, '记录状态', '草稿');
    await choose(page, search, '考核方案', '作业班组月度考核');
    // The record is the first of the query's own answer: the list shown before it (all states, all schemes) may start with a draft too.
    const answered = page.waitForResponse((res) => res.url().includes('/examineRecord/') && decodeURIComponent(res.url() + (res.request().postData() ?? '')).includes('draft'), { timeout: 30_000 });
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const code = /KH\d{6}-\d{3}/.exec(await (await answered).text())![0];
    const row = r.getByRole('table').getByRole('row').filter({ hasText: code }).first();
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 30_000 }).toContain('草稿');
    const column = (await r.getByRole('table').getByRole('columnheader').allTextContents()).findIndex((h) => h.includes('综合得分'));
    expect(column).toBeGreaterThanOrEqual(0);
    const scoreOf = async () => Number(((await r.getByRole('table').getByRole('row').filter({ hasText: code }).first().getByRole('cell').nth(column).textContent()) ?? '').trim());
    const before = await scoreOf();
    expect(before).toBeGreaterThan(0);
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`编辑考核记录`) });
    const accidents = dialog.getByRole('spinbutton', { name: /安全事故起数/ });
    const had = Number(await accidents.inputValue());
    await accidents.fill(String(had + 1));
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    // One more accident takes 20 points off 安全生产 (weight 25%): 5 points off the total, unless the dimension was already near 0.
    await expect.poll(scoreOf, { timeout: 30_000 }).toBeLessThan(before);
    expect(before - (await scoreOf())).toBeLessThanOrEqual(5.05);
    expect(errors).toEqual([]);
  }, 180_000);
});
