/**
 * 巡检考评 in the browser against the seeded server: every menu page shows data without console
 * errors; an evaluation goes init → confirm (巡检员) → appeal (the team's contact) → appeal confirm
 * (复核员), each in their own browser, with the timeline of every step; the day's punches and the
 * facilities are drawn on the 巡检地图.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { apiSession, baseURL, fillLogin, newPage, setupBrowser } from './browser';
import { act, choose, openMenu, openSystem, region, showsDataOrMap, signedIn } from './pages';

setupBrowser();

const { menus } = await loadSystem('ryxj');
const people = { xjinspector: 'Xunjian@2026', xjunit: 'Unit@2026', xjreviewer: 'Review@2026' } as const;

async function open(user: keyof typeof people): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage('/');
  return signedIn(page, async () => {
    await fillLogin(page, user, people[user]);
    await page.getByRole('button', { name: '登录' }).click();
  });
}

/** A facility of 东区收运队 (xjunit's team) under inspection, by name. */
async function teamFacility(): Promise<string> {
  const { token } = await apiSession('root');
  const answer = await fetch(`${baseURL()}/envcloud/hw/ryxj/api/v1/facilityInfo2/pageList`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ pageSize: 200 }),
  });
  const { data } = (await answer.json()) as { data: { rows: { name: string; deptIdLabel: string; facilityType: string }[] } };
  return data.rows.find((r) => r.deptIdLabel === '东区收运队' && !['transferStation', 'compressionStation'].includes(r.facilityType))!.name;
}

/** The day of the newest punch (YYYY-MM-DD). */
async function lastPunchDay(): Promise<string> {
  const { token } = await apiSession('root');
  const answer = await fetch(`${baseURL()}/envcloud/hw/ryxj/api/v1/clockInfo/pageList`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ pageSize: 1, sortField: 'punchTime', sortOrder: 'desc' }),
  });
  const { data } = (await answer.json()) as { data: { rows: { punchTime: string }[] } };
  return data.rows[0]!.punchTime.slice(0, 10);
}

/** The row of the evaluation in the visible list, found through the search form. */
async function evaluationRow(page: Page, pageTitle: string, title: string): Promise<Locator> {
  const r = region(page, pageTitle);
  await r.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
  const search = r.getByRole('search').first();
  const unfold = search.getByRole('button', { name: '展开' });
  if (await unfold.count()) await unfold.click();
  await search.getByRole('textbox', { name: '考评事项' }).fill(title);
  await search.getByRole('button', { name: /查\s*询/ }).click();
  const row = r.getByRole('row').filter({ hasText: title }).first();
  await row.waitFor({ timeout: 30_000 });
  return row;
}

describe('巡检考评', () => {
  it('every menu page shows data without console errors', async () => {
    const { page, errors } = await openSystem('ryxj', '巡检考评');
    await showsDataOrMap(page, '工作台');
    for (const group of menus.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        await showsDataOrMap(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it('an evaluation goes init → confirm → appeal → appeal confirm through three people', async () => {
    const title = `端到端考评 ${Date.now() % 100000}`;
    const facility = await teamFacility();
    const today = new Date().toISOString().slice(0, 10);

    const inspector = await open('xjinspector');
    await openMenu(inspector.page, '考评管理', '考评记录');
    const list = region(inspector.page, '考评记录');
    await list.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    await list.getByRole('button', { name: '新增' }).click();
    const form = inspector.page.getByRole('dialog', { name: '新增考评' });
    await form.getByRole('textbox', { name: '考评事项' }).fill(title);
    await choose(inspector.page, form, '考评设施', facility);
    await form.getByRole('textbox', { name: '考评日期' }).fill(today);
    await form.getByRole('textbox', { name: '考评日期' }).press('Enter');
    await form.getByRole('button', { name: '添加一行' }).click();
    await choose(inspector.page, form, '第 1 行评分项目', '地面有垃圾、污水');
    await form.getByRole('spinbutton', { name: '第 1 行扣分' }).fill('2');
    await form.getByRole('textbox', { name: '第 1 行扣分说明' }).fill('入口处地面有垃圾两处');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden', timeout: 30_000 });
    const draft = await evaluationRow(inspector.page, '考评记录', title);
    await expect.poll(() => draft.textContent(), { timeout: 20_000 }).toContain('待确认');
    // 100 minus the one deduction of 2 points.
    expect(await draft.textContent()).toContain('98');
    await act(inspector.page, draft, '确认提交', (d) => d.getByRole('textbox', { name: '确认说明' }).fill('现场已拍照'));
    await expect.poll(() => draft.textContent(), { timeout: 20_000 }).toContain('待签认');

    const unit = await open('xjunit');
    await openMenu(unit.page, '考评管理', '考评记录');
    const toAgree = await evaluationRow(unit.page, '考评记录', title);
    await act(unit.page, toAgree, '申诉', (d) => d.getByRole('textbox', { name: '申诉理由' }).fill('当时清运车辆正在作业，垃圾为装车散落'));
    await expect.poll(() => toAgree.textContent(), { timeout: 20_000 }).toContain('申诉中');

    const reviewer = await open('xjreviewer');
    await openMenu(reviewer.page, '考评管理', '申诉处理');
    const appealed = await evaluationRow(reviewer.page, '申诉处理', title);
    await expect.poll(() => appealed.textContent(), { timeout: 20_000 }).toContain('待处理');
    await act(reviewer.page, appealed, '申诉处理', async (d) => {
      await choose(reviewer.page, d, '处理结果', '维持原评分');
      await d.getByRole('textbox', { name: '处理意见' }).fill('照片显示散落垃圾在作业结束后，维持原评分');
    });
    await expect.poll(() => appealed.textContent(), { timeout: 20_000 }).toContain('维持原评分');
    expect(await appealed.textContent()).toMatch(/已完成|待复核/);
    await appealed.getByRole('button', { name: '详情' }).click();
    const timeline = reviewer.page.getByRole('list', { name: '处置过程' });
    await expect.poll(async () => (await timeline.getByRole('listitem').allTextContents()).map((x) => x.replace(/\d.*$/s, '').replace(/ ·.*$/s, '').trim()), { timeout: 20_000 })
      .toEqual(['发起考评', '确认提交', '申诉', '申诉处理']);
    for (const who of [inspector, unit, reviewer]) expect(who.errors).toEqual([]);
  }, 300_000);

  it('the 巡检地图 draws the day\'s punches and the facilities', async () => {
    // The map opens on the last day with data, which may be a day off or a morning without punches
    // yet: the operator picks the last day inspectors punched.
    const day = await lastPunchDay();
    const { page, errors } = await openSystem('ryxj', '巡检考评');
    await openMenu(page, '巡检管理', '巡检地图');
    const r = region(page, '巡检地图');
    const map = r.locator('[data-markers]').first();
    await expect.poll(async () => Number(await map.getAttribute('data-markers').catch(() => '0')), { timeout: 30_000 }).toBeGreaterThan(10);
    await r.getByRole('textbox', { name: '地图日期' }).fill(day);
    await r.getByRole('textbox', { name: '地图日期' }).press('Enter');
    await expect.poll(() => r.textContent(), { timeout: 20_000 }).toMatch(/当日打卡 [1-9]\d* 个点位/);
    const punches = Number(/当日打卡 (\d+) 个点位/.exec((await r.textContent()) ?? '')?.[1] ?? 0);
    expect(punches).toBeGreaterThan(0);
    // The switch hides the punches: fewer markers.
    const before = Number(await map.getAttribute('data-markers'));
    await r.getByRole('group', { name: '图层' }).getByRole('checkbox', { name: '当日打卡' }).click();
    await expect.poll(async () => Number(await map.getAttribute('data-markers')), { timeout: 20_000 }).toBe(before - punches);
    expect(errors).toEqual([]);
  }, 180_000);
});
