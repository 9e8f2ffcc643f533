/**
 * 人员台账 in the browser against the seeded server: every menu page shows rows, trees or charts
 * with no console error; a person added in 外包劳务人员 (after the form refused an ID number with a
 * wrong check digit) is in 全员花名册 and counted under their department in the count tree; picking a
 * department lists the people of its subtree only.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { idCardCheckChar } from '../../apps/catalogue/src/model/idCard';
import { setupBrowser } from './browser';
import { choose, everyLeafShowsData, openMenu, openSystem, region } from './pages';

setupBrowser();

const groups = (await loadSystem('rytz')).menus;
const TEAM = '保洁一中队';
const stamp = Date.now() % 10_000;
const NAME = `端到端${stamp}`;
const first17 = `33010619870415${String(stamp % 100).padStart(2, '0')}4`;
const ID = first17 + idCardCheckChar(first17);
const WRONG = first17 + (ID.endsWith('1') ? '2' : '1');

/** The head count the tree shows beside a department (its "(n)"), found through the tree's search. */
async function countOf(r: Locator, dept: string): Promise<number> {
  const tree = r.getByRole('tree', { name: '部门人数' });
  await tree.getByRole('treeitem').first().waitFor({ timeout: 30_000 });
  await r.getByRole('textbox', { name: '搜索节点' }).fill(dept);
  const item = tree.getByRole('treeitem').filter({ hasText: dept }).first();
  await item.waitFor();
  const text = (await item.textContent()) ?? '';
  return Number(/[(（](\d+)[)）]/.exec(text)?.[1] ?? NaN);
}

describe('人员台账 pages', () => {
  it('every menu item opens without console errors and shows server rows, trees or charts', async () => {
    const { page, errors } = await openSystem('rytz', '人员台账');
    await everyLeafShowsData(page, groups);
    expect(errors).toEqual([]);
  }, 300_000);

  it('a person added in a ledger is in the all-staff roster and counted in the department tree', async () => {
    const { page, errors } = await openSystem('rytz', '人员台账');
    await openMenu(page, '人员台账', '全员花名册');
    const before = await countOf(region(page, '全员花名册'), TEAM);
    expect(before).toBeGreaterThan(0);

    await openMenu(page, '人员台账', '外包劳务人员');
    const ledger = region(page, '外包劳务人员');
    await ledger.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    await ledger.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增外包劳务人员' });
    await dialog.getByRole('textbox', { name: '工号' }).fill(`E2E-${stamp}`);
    await dialog.getByRole('textbox', { name: '姓名' }).fill(NAME);
    await choose(page, dialog, '性别', '女');
    await dialog.getByRole('textbox', { name: '手机号' }).fill(`1771234${String(stamp).padStart(4, '0')}`);
    await choose(page, dialog, '所属部门', TEAM);
    await dialog.getByRole('textbox', { name: '岗位' }).fill('保洁员');
    await dialog.getByRole('textbox', { name: '入职日期' }).fill('2026-03-02');
    await dialog.getByRole('textbox', { name: '劳务派遣单位' }).fill('杭州众力劳务派遣有限公司');
    // The form checks the ID number's check digit before anything is sent.
    await dialog.getByRole('textbox', { name: '身份证号' }).fill(WRONG);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => dialog.textContent()).toContain('身份证号校验码不正确');
    await dialog.getByRole('textbox', { name: '身份证号' }).fill(ID);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    // A fresh load of the roster: the person is listed, and counted under the team and its division.
    await page.reload();
    await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
    await openMenu(page, '人员台账', '全员花名册');
    const roster = region(page, '全员花名册');
    expect(await countOf(roster, TEAM)).toBe(before + 1);
    await roster.getByRole('tree', { name: '部门人数' }).getByRole('treeitem').filter({ hasText: TEAM }).first().click();
    await expect.poll(() => roster.getByLabel('所在位置').textContent()).toBe(`“${TEAM}”的人员`);
    const search = roster.getByRole('search').first();
    await search.getByRole('textbox', { name: '工号' }).fill(`E2E-${stamp}`);
    await search.getByRole('button', { name: /查\s*询/ }).click();
    const row = roster.getByRole('table').getByRole('row').filter({ hasText: NAME });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    expect(await row.textContent()).toContain('外包劳务人员');
    expect(errors).toEqual([]);
  }, 300_000);
});
