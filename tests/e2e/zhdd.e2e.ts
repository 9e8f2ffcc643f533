/**
 * 指挥调度 in the browser against the seeded server: every menu page shows rows, a map or the
 * chat with no console error; two people in two browsers chat — the dispatcher @mentions the
 * crew leader, whose group list counts the message unread and mentioned as it arrives, who reads
 * it (the sender's receipt follows) — and a dispatch drawn on the 调度台 map reaches the group.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { setupBrowser } from './browser';
import { choose, openMenu, openSystem, region, showsData, showsDataOrMap, signInToSystem } from './pages';

setupBrowser();

const groups = (await loadSystem('zhdd')).menus;
const EAST = '东区收运作业群';

/** The chat page with its group list loaded. */
async function openChat(page: Page) {
  await openMenu(page, '通讯', '群聊');
  const list = region(page, '群聊').getByRole('navigation', { name: '群聊列表' });
  await list.getByRole('listitem').first().waitFor({ timeout: 30_000 });
  return list;
}

const groupButton = (page: Page, name: string) => region(page, '群聊').getByRole('navigation', { name: '群聊列表' }).getByRole('button', { name: new RegExp(`^${name}`) });

describe('指挥调度 pages', () => {
  it('every menu item opens without console errors and shows server rows, the map or the chat', async () => {
    const { page, errors } = await signInToSystem('指挥调度');
    for (const group of groups.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        if (leaf.name === '群聊') {
          const list = region(page, '群聊').getByRole('navigation', { name: '群聊列表' });
          await expect.poll(() => list.getByRole('listitem').count(), { timeout: 30_000 }).toBeGreaterThan(2);
        } else if (leaf.name === '调度台') await showsDataOrMap(page, leaf.name);
        else await showsData(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it('a mention arrives live in the other browser with its unread count; reading it updates the receipt; a dispatch from the map reaches the group', async () => {
    const crew = await openSystem('zhdd', '指挥调度', 'banzu');
    const desk = await openSystem('zhdd', '指挥调度', 'diaodu');
    await openChat(crew.page);
    // The crew leader looks at another group: 东区 counts what arrives.
    await groupButton(crew.page, '西区收运作业群').click();
    await region(crew.page, '群聊').getByRole('log').waitFor();
    const before = await groupButton(crew.page, EAST).textContent();
    const unreadBefore = Number(/(\d+) 条未读/.exec(before ?? '')?.[1] ?? 0);

    await openChat(desk.page);
    await groupButton(desk.page, EAST).click();
    const room = region(desk.page, '群聊');
    const log = room.getByRole('log', { name: `${EAST} 的消息` });
    await log.getByRole('listitem').first().waitFor();
    const input = room.getByRole('textbox', { name: /输入消息/ });
    await input.click();
    await input.pressSequentially('@马');
    const mention = desk.page.getByRole('listbox', { name: '选择要提及的成员' });
    await mention.getByRole('option', { name: /马骏/ }).click();
    await input.pressSequentially('文三路桶站溢满，请安排加收');
    await input.press('Enter');
    await expect.poll(() => log.textContent(), { timeout: 20_000 }).toContain('@马骏 文三路桶站溢满，请安排加收');

    // Live in the crew leader's browser: one more unread, and the mention flag.
    await expect.poll(async () => groupButton(crew.page, EAST).textContent(), { timeout: 30_000 }).toMatch(new RegExp(`${EAST}，${unreadBefore + 1} 条未读.*\\[有人@我\\]`));
    await groupButton(crew.page, EAST).click();
    const crewLog = region(crew.page, '群聊').getByRole('log', { name: `${EAST} 的消息` });
    await expect.poll(() => crewLog.textContent(), { timeout: 20_000 }).toContain('文三路桶站溢满');
    await expect.poll(async () => groupButton(crew.page, EAST).textContent()).not.toMatch(/条未读|有人@我/);
    // The sender's receipt counts the crew leader among those who read it.
    const mine = log.getByRole('listitem').filter({ hasText: '文三路桶站溢满' }).last();
    await mine.getByRole('button', { name: /人未读|全部已读/ }).click();
    const readers = desk.page.getByRole('dialog', { name: /已读/ });
    await expect.poll(() => readers.textContent(), { timeout: 20_000 }).toMatch(/^已读 \d+.*马骏.*未读/);
    await desk.page.keyboard.press('Escape');

    // A dispatch drawn on the 调度台 map, sent to 东区: the crew leader sees its card arrive.
    await openMenu(desk.page, '调度', '调度台');
    const deskRegion = region(desk.page, '调度台');
    const map = deskRegion.getByRole('region', { name: '调度地图' });
    await expect.poll(async () => Number(await map.getAttribute('data-markers')), { timeout: 30_000 }).toBeGreaterThan(0);
    await deskRegion.getByRole('button', { name: '圈选区域' }).click();
    // Clicks count once the map listens for them (a loaded machine renders the tool late).
    await deskRegion.locator('[data-tool="polygon"]').waitFor({ timeout: 20_000 });
    const box = (await map.boundingBox())!;
    for (const [x, y] of [[0.05, 0.05], [0.95, 0.05], [0.95, 0.95], [0.05, 0.95]] as const) await desk.page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await desk.page.mouse.dblclick(box.x + box.width * 0.05, box.y + box.height * 0.95);
    const send = deskRegion.getByRole('button', { name: /下达调度（已选 \d+ 个）/ });
    await send.waitFor({ timeout: 20_000 });
    await send.click();
    const form = desk.page.getByRole('dialog', { name: '下达调度任务' });
    await choose(desk.page, form, '调度模式', '突发垃圾堆积清运');
    await form.getByRole('textbox', { name: '调度标题' }).fill('文三路突发垃圾堆积');
    await form.getByRole('textbox', { name: '调度区域' }).fill('文三路沿线');
    await choose(desk.page, form, '调度群组', EAST);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await form.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => deskRegion.getByRole('table').first().textContent(), { timeout: 30_000 }).toContain('文三路突发垃圾堆积');
    await expect.poll(() => crewLog.textContent(), { timeout: 30_000 }).toContain('文三路突发垃圾堆积');
    await expect.poll(() => crewLog.textContent()).toMatch(/调度任务 · DD\d{8}-\d{3}【Ⅳ级·突发垃圾堆积】文三路突发垃圾堆积/);

    expect(crew.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  }, 300_000);
});
