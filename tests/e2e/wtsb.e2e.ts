/**
 * 问题上报 in the browser against the seeded server: a case reported by 巡查员, signed and
 * finished by 处置员, reviewed and closed by 指挥中心 — each in their own browser — with the
 * timeline of every step; every page of 问题处置 shows rows without console errors.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogin, newPage, setupBrowser } from './browser';
import { act, choose, openMenu, region, signedIn } from './pages';

setupBrowser();

const people = { inspector: 'Inspect@2026', handler: 'Handler@2026', dispatcher: 'Dispatch@2026' } as const;

async function open(user: keyof typeof people): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage('/');
  return signedIn(page, async () => {
    await fillLogin(page, user, people[user]);
    await page.getByRole('button', { name: '登录' }).click();
  });
}

/** The row of the case in the visible list, once loaded. */
async function caseRow(page: Page, title: string, pageTitle: string): Promise<Locator> {
  const row = region(page, pageTitle).getByRole('row').filter({ hasText: title });
  await row.first().waitFor({ timeout: 20_000 });
  return row.first();
}

describe('问题上报 问题处置', () => {
  it('a case goes from report to review through every step by three people', async () => {
    const title = `端到端案件 ${Date.now() % 100000}`;
    const inspector = await open('inspector');
    await openMenu(inspector.page, '问题处置', '问题列表');
    const list = region(inspector.page, '问题列表');
    await list.getByRole('row').nth(1).waitFor();
    await list.getByRole('button', { name: '新增' }).click();
    const form = inspector.page.getByRole('dialog', { name: '新增问题' });
    await form.getByRole('textbox', { name: '标题' }).fill(title);
    await form.getByRole('textbox', { name: '问题描述' }).fill('路边堆放生活垃圾，影响通行');
    await choose(inspector.page, form, '问题类型', '暴露垃圾');
    await form.getByRole('textbox', { name: '地址' }).fill('文三路 88 号');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden' });
    const reported = await caseRow(inspector.page, title, '问题列表');
    await expect.poll(() => reported.textContent()).toContain('待签收');

    const handler = await open('handler');
    await openMenu(handler.page, '问题处置', '我的待办');
    await region(handler.page, '我的待办').getByRole('tab', { name: /^待签收/ }).click();
    await act(handler.page, await caseRow(handler.page, title, '我的待办'), '签收', (d) => d.getByRole('textbox', { name: '签收意见' }).fill('马上处理'));
    await region(handler.page, '我的待办').getByRole('tab', { name: /^我的/ }).click();
    const signed = await caseRow(handler.page, title, '我的待办');
    await expect.poll(() => signed.textContent()).toContain('处置中');
    await act(handler.page, signed, '处置反馈', async (d) => {
      await choose(handler.page, d, '处理结果', '处置完毕，提交核查');
      await d.getByRole('textbox', { name: '处置情况' }).fill('已清理完毕');
    });

    const center = await open('dispatcher');
    await openMenu(center.page, '问题处置', '指挥中心');
    const toReview = await caseRow(center.page, title, '指挥中心');
    await expect.poll(() => toReview.textContent()).toContain('待核查');
    await act(center.page, toReview, '核查', async (d) => {
      await choose(center.page, d, '处理结果', '核查通过，结案');
      await choose(center.page, d, '评价', '满意');
    });
    await region(center.page, '指挥中心').getByRole('tab', { name: /^全部/ }).click();
    const closed = await caseRow(center.page, title, '指挥中心');
    await expect.poll(() => closed.textContent()).toContain('已结案');
    await closed.getByRole('button', { name: '详情' }).click();
    const timeline = center.page.getByRole('list', { name: '处置过程' });
    await expect.poll(async () => (await timeline.getByRole('listitem').allTextContents()).map((x) => x.slice(0, 4))).toEqual(['上报20', '签收20', '处置反馈', '核查 ·']);
    await expect.poll(() => timeline.textContent()).toContain('处置中 → 待核查');
    for (const who of [inspector, handler, center]) expect(who.errors).toEqual([]);
  }, 240_000);

  it('a delay request: the handler applies, the command center approves, the countdown follows the new deadline', async () => {
    const title = `延期案件 ${Date.now() % 100000}`;
    const inspector = await open('inspector');
    await openMenu(inspector.page, '问题处置', '问题列表');
    const list = region(inspector.page, '问题列表');
    await list.getByRole('row').nth(1).waitFor();
    await list.getByRole('button', { name: '新增' }).click();
    const form = inspector.page.getByRole('dialog', { name: '新增问题' });
    await form.getByRole('textbox', { name: '标题' }).fill(title);
    await form.getByRole('textbox', { name: '问题描述' }).fill('垃圾桶破损需更换');
    await choose(inspector.page, form, '问题类型', '暴露垃圾');
    await form.getByRole('textbox', { name: '地址' }).fill('文三路 90 号');
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden' });

    const handler = await open('handler');
    await openMenu(handler.page, '问题处置', '我的待办');
    await region(handler.page, '我的待办').getByRole('tab', { name: /^待签收/ }).click();
    await act(handler.page, await caseRow(handler.page, title, '我的待办'), '签收');
    await region(handler.page, '我的待办').getByRole('tab', { name: /^我的/ }).click();
    const signed = await caseRow(handler.page, title, '我的待办');
    await expect.poll(() => signed.textContent()).toContain('处置中');
    await act(handler.page, signed, '申请延期', async (d) => {
      const date = d.getByRole('textbox', { name: '延期至' });
      await date.fill('2030-03-15');
      await d.getByRole('textbox', { name: '延期原因' }).fill('等待配件到货');
      await expect.poll(() => date.inputValue()).toBe('2030-03-15');
    });

    const center = await open('dispatcher');
    await openMenu(center.page, '问题处置', '指挥中心');
    const pending = await caseRow(center.page, title, '指挥中心');
    // Not yet approved: the clock still counts 处置中's own limit (hours, or a few days over a weekend).
    const daysLeft = async (row: typeof pending) => Number(/剩余 (\d+) 天/.exec((await row.textContent()) ?? '')?.[1] ?? 0);
    await expect.poll(() => pending.textContent()).toMatch(/剩余 /);
    expect(await daysLeft(pending)).toBeLessThan(7);
    await act(center.page, pending, '批准延期', (d) => d.getByRole('textbox', { name: '审批意见' }).fill('同意'));
    await region(center.page, '指挥中心').getByRole('tab', { name: /^全部/ }).click();
    const approved = await caseRow(center.page, title, '指挥中心');
    // Approved: the deadline is the requested day in 2030, years away.
    await expect.poll(() => daysLeft(approved)).toBeGreaterThan(365);
    await approved.getByRole('button', { name: '详情' }).click();
    const drawer = center.page.getByRole('dialog').filter({ hasText: '处置过程' });
    await expect.poll(() => drawer.textContent()).toContain('2030-03-15 18:00');
    const timeline = center.page.getByRole('list', { name: '处置过程' });
    await expect.poll(async () => (await timeline.getByRole('listitem').allTextContents()).map((x) => x.slice(0, 4))).toEqual(['上报20', '签收20', '申请延期', '批准延期']);

    // The 工作台's 已超时 tile opens the list on its 已超时 tab.
    // The page's own address (decision 0209) opens the system's 工作台.
    await center.page.goto('/wtsb/welcome');
    const tile = region(center.page, '工作台').getByRole('link', { name: /已超时/ });
    await tile.first().waitFor({ timeout: 20_000 });
    await tile.first().click();
    await expect.poll(() => region(center.page, '问题列表').getByRole('tab', { name: /^已超时/ }).getAttribute('aria-selected'), { timeout: 20_000 }).toBe('true');
    for (const who of [inspector, handler, center]) expect(who.errors).toEqual([]);
  }, 240_000);

  it('every page of 问题处置 and its configuration shows rows without console errors', async () => {
    const { page, errors } = await open('handler');
    for (const [group, leaf] of [['问题处置', '问题列表'], ['问题处置', '我的待办'], ['问题处置', '指挥中心'], ['配置', '默认处理人'], ['配置', '处置人员'], ['配置', '节假日']] as const) {
      await openMenu(page, group, leaf);
      const r = region(page, leaf);
      await r.waitFor();
      await expect.poll(async () => r.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    }
    await openMenu(page, '配置', '问题类型');
    await expect.poll(async () => region(page, '问题类型').getByRole('treeitem').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  }, 240_000);
});
