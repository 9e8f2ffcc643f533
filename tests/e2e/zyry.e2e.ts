/**
 * 作业人员 in the browser against the seeded server: every menu page shows rows, a map or charts
 * with no console error; the live map shows every equipped worker, online and offline splitting
 * them all (how many are online follows the wall clock's working day: nobody works at night), and
 * a person's info window; a person's track of a past day is drawn over their job area, which holds
 * most of it.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { insideRing } from '../../src/map/fence';
import { apiSession, setupBrowser } from './browser';
import { openMenu, region, showsDataOrMap, signInToSystem } from './pages';

setupBrowser();

const zyry = await loadSystem('zyry');
/** The settings page shows a form, not rows: it is checked by its fields. */
const SETTINGS = new Set(zyry.pages.filter((p) => p.kind === 'settings').map((p) => p.key));
const SEED_END = '2026-11-20';
const TREE = '/cloud/zyry/api/v101/realtime/tree';

interface Person { id: number; label: string; fence: [number, number][] }
interface Group { children: (Group | Person)[] }
const people = (groups: (Group | Person)[]): Person[] => groups.flatMap((g) => ('children' in g ? people(g.children) : [g]));

/** The tenant's equipped workers as the server answers the live tree. */
async function workers(page: Page): Promise<Person[]> {
  const s = await apiSession('root');
  const answer = await page.request.post(TREE, { headers: { authorization: `Bearer ${s.token}` }, data: {} });
  return people(((await answer.json()) as { data: { tree: Group[] } }).data.tree);
}

const count = async (r: ReturnType<typeof region>, word: string) => Number(((await r.getByText(new RegExp(`^${word} \\d+$`)).textContent()) ?? '').replace(/\D/g, ''));

describe('作业人员 pages', () => {
  it('every menu item opens without console errors and shows server rows, maps or charts', async () => {
    const { page, errors } = await signInToSystem('作业人员');
    for (const group of zyry.menus.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        if (SETTINGS.has(leaf.key)) await region(page, leaf.name).getByRole('spinbutton', { name: '离岗判定(分钟)' }).waitFor();
        else await showsDataOrMap(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it('handles a pending alarm from its row with a remark', async () => {
    const { page, errors } = await signInToSystem('作业人员');
    await openMenu(page, '人员监控', '告警管理');
    const r = region(page, '告警管理');
    const row = r.getByRole('row').filter({ hasText: '待处理' }).first();
    await row.waitFor({ timeout: 30_000 });
    const when = ((await row.getByRole('cell').allTextContents()).find((c) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(c.trim())) ?? '').trim();
    const direct = row.getByRole('button', { name: '处理', exact: true });
    if (await direct.count()) await direct.click();
    else {
      await row.getByRole('button', { name: '更多' }).click();
      await page.getByRole('menuitem', { name: '处理' }).click();
    }
    const dialog = page.getByRole('dialog').filter({ visible: true }).last();
    await dialog.getByRole('textbox', { name: '处理意见' }).fill('已电话联系本人，回到作业区域');
    await dialog.getByRole('button', { name: /确\s*定|处\s*理/ }).last().click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const same = r.getByRole('row').filter({ hasText: when }).first();
    await expect.poll(() => same.textContent(), { timeout: 30_000 }).toContain('已处理');
    expect(errors).toEqual([]);
  }, 150_000);

  it('the live map shows every equipped worker, online and offline splitting them, and one’s info window', async () => {
    const { page, errors } = await signInToSystem('作业人员');
    const all = await workers(page);
    // The equipped people on the job (人员台账 seeds some who left: they wear nothing).
    expect(all.length).toBeGreaterThan(20);
    await openMenu(page, '人员监控', '实时位置');
    const r = region(page, '实时位置');
    await expect.poll(() => count(r, '全部'), { timeout: 30_000 }).toBe(all.length);
    await expect.poll(async () => (await count(r, '在线')) + (await count(r, '离线')), { timeout: 30_000 }).toBe(all.length);
    // Every worker's job area is drawn, and each located worker is a marker.
    const map = r.locator('[data-markers]').first();
    await expect.poll(async () => Number(await map.getAttribute('data-polygons')), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(async () => Number(await map.getAttribute('data-markers'))).toBe(all.length);
    const someone = all[0]!;
    await r.getByRole('textbox', { name: '按姓名搜索' }).fill(someone.label);
    await r.getByRole('button', { name: new RegExp(`^${someone.label}`) }).click();
    for (const label of ['岗位', '作业区域', '联系电话', '电量', '最后上报']) await r.getByText(label, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  }, 180_000);

  it('draws a person’s track of a past day over their job area, which holds most of it', async () => {
    const { page, errors } = await signInToSystem('作业人员');
    const all = await workers(page);
    const tracks = new Map<number, { lon: number; lat: number }[]>();
    page.on('response', (res: Response) => {
      if (!res.url().endsWith('/cloud/platform/gps/track')) return;
      void res.json().then((a: { data?: { subjectId: number; list: { lon: number; lat: number }[] } }) => a.data && tracks.set(a.data.subjectId, a.data.list), () => undefined);
    });
    await openMenu(page, '人员监控', '轨迹回放');
    const r = region(page, '轨迹回放');
    await r.getByRole('textbox', { name: '日期' }).fill(SEED_END);
    await r.getByRole('textbox', { name: '日期' }).press('Enter');
    // A worker of the areas' first team, added to the replay by name.
    const target = all[3]!;
    await r.getByRole('combobox', { name: '回放人员' }).click();
    await page.getByRole('listbox', { name: '回放人员' }).getByRole('option', { name: target.label, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => tracks.get(target.id)?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(50);
    const points = tracks.get(target.id)!;
    const inside = points.filter((p) => insideRing([p.lon, p.lat], target.fence)).length;
    expect(inside / points.length).toBeGreaterThan(0.8);
    const map = r.locator('[data-markers]').first();
    await expect.poll(async () => Number(await map.getAttribute('data-lines'))).toBeGreaterThan(0);
    expect(Number(await map.getAttribute('data-polygons'))).toBeGreaterThan(0);
    await r.getByText('行走时长').first().waitFor();
    expect(errors).toEqual([]);
  }, 180_000);
});
