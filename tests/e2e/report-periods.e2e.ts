/** 单位月报 picks whole months (issue 15 item 8): a month picker, last month's whole figures, a labelled bar chart beside the table. */
import { describe, expect, it } from 'vitest';
import { apiSession, baseURL, newPage, setupBrowser, signIn } from './browser';
import { SEED_END } from '../../apps/server/src/seed/profiles';
import { openMenu, region, signedIn } from './pages';

setupBrowser();

const pad = (n: number) => String(n).padStart(2, '0');

/** The report's answer for an explicit date range, straight from the API (the truth the page must show). */
async function monthly(body: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[]; totals: Record<string, number> }> {
  const s = await apiSession('ops');
  const answer = await fetch(`${baseURL()}/cloud/ljszy/companyMonthlyReport/pageList`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` }, body: JSON.stringify({ pageSize: 100, ...body }),
  });
  return ((await answer.json()) as { data: { rows: Record<string, unknown>[]; totals: Record<string, number> } }).data;
}

describe('单位月报 periods', () => {
  it('shows a month picker; last month shows its whole figures; a chart with labelled bars sits beside the table', async () => {
    const page = await newPage('/');
    const { errors } = await signedIn(page, () => signIn(page, 'ops'));
    await openMenu(page, '统计报表', '单位月报');
    const r = region(page, '单位月报');
    const picker = r.getByRole('textbox', { name: '统计周期' });
    await picker.waitFor();

    // The page opens on the month of the data's last day; the month before it is wholly seeded.
    const now = new Date(`${SEED_END}T00:00:00`);
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const month = `${last.getFullYear()}-${pad(last.getMonth() + 1)}`;
    const label = `${last.getFullYear()}年${last.getMonth() + 1}月`;
    await expect.poll(() => picker.inputValue()).toBe(`${now.getFullYear()}年${now.getMonth() + 1}月`);

    await r.getByRole('button', { name: '打开月份选择' }).click();
    const today = new Date();
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    const panel = page.getByRole('group', { name: `${last.getFullYear()}年的月份` });
    if (next.getFullYear() === last.getFullYear()) expect(await page.getByRole('button', { name: `${next.getFullYear()}年${next.getMonth() + 1}月` }).isDisabled()).toBe(true);
    if (last.getFullYear() < now.getFullYear()) await page.getByRole('button', { name: '上一年' }).click();
    await panel.getByRole('button', { name: label }).click();
    await expect.poll(() => picker.inputValue()).toBe(label);
    await r.getByRole('button', { name: '查询' }).click();

    // The whole month: the same figures as the API's answer over its first to last day.
    const days = new Date(last.getFullYear(), last.getMonth() + 1, 0).getDate();
    const truth = await monthly({ startDate: `${month}-01`, endDate: `${month}-${pad(days)}` });
    expect(truth.totals.trips).toBeGreaterThan(0);
    const table = r.getByRole('table', { name: '单位月报列表' });
    await expect.poll(async () => {
      const cells = await table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') }).allInnerTexts();
      return cells.length > 0 && cells.every((text) => text.includes(month));
    }, { timeout: 20_000 }).toBe(true);
    const totals = r.getByText('合计', { exact: true }).locator('..');
    await expect.poll(() => totals.innerText(), { timeout: 20_000 }).toContain(truth.totals.trips.toLocaleString('zh-CN'));
    expect(await totals.innerText()).toContain(truth.totals.netWeight.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

    // The chart beside the table: one bar per company, each labelled with its value.
    const chart = r.getByRole('img', { name: '单位月报图表' });
    await expect.poll(() => chart.getAttribute('data-chart-state'), { timeout: 20_000 }).toBe('ready');
    expect(await chart.getAttribute('data-value-labels')).toBe('all');
    const summary = await page.locator(`[id="${await chart.getAttribute('aria-describedby')}"]`).innerText();
    // One bar per company of the month, summing to the month's whole tonnage.
    expect(summary).toContain(`${truth.rows.length} 个数据点`);
    expect(summary).toContain(`合计 ${truth.totals.netWeight.toLocaleString('zh-CN', { maximumFractionDigits: 1 })}吨`);
    const [t, c] = [await table.boundingBox(), await chart.boundingBox()];
    expect(c!.x).toBeGreaterThan(t!.x + t!.width * 0.9);
    expect(c!.y).toBeLessThan(t!.y + t!.height);
    expect(errors).toEqual([]);
  }, 120_000);
});
