/** 垃圾收运 in the browser against the seeded server: every menu page, CRUD, export, import. */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { newPage, setupBrowser, signIn } from './browser';
import { choose, openMenu, region, signedIn } from './pages';

setupBrowser();

const groups = (await loadSystem('ljszy')).menus;

async function openLjszy(): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage('/');
  return signedIn(page, () => signIn(page, 'ops'));
}

async function showsData(page: Page, title: string) {
  const r = region(page, title);
  await r.waitFor();
  await expect.poll(async () => (await r.getByRole('row').count()) + (await r.locator('canvas').count()), { timeout: 20_000 }).toBeGreaterThan(1);
}

describe('垃圾收运 pages', () => {
  it('every menu item opens without console errors and shows server rows or charts', async () => {
    const { page, errors } = await openLjszy();
    for (const group of groups.filter((g) => g.key !== 'home')) {
      for (const leaf of group.children) {
        await openMenu(page, group.name, leaf.name);
        await showsData(page, leaf.name);
      }
    }
    expect(errors).toEqual([]);
  }, 360_000);

  it('create → edit → delete a vehicle', async () => {
    const { page } = await openLjszy();
    await openMenu(page, '基础信息', '车辆信息');
    const r = region(page, '车辆信息');
    await r.getByRole('row').nth(1).waitFor();
    await r.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增车辆' });
    await dialog.getByRole('textbox', { name: '车牌号' }).fill('浙A·E2E01');
    await choose(page, dialog, '车辆类型', '压缩式垃圾车');
    await choose(page, dialog, '垃圾类型', '其他垃圾');
    await choose(page, dialog, '所属单位');
    await dialog.getByRole('textbox', { name: '司机' }).fill('端到端');
    await dialog.getByRole('spinbutton', { name: '核定载重(kg)' }).fill('99999');
    await dialog.getByRole('textbox', { name: '购置日期' }).fill('2026-11-18');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('核定载重须在 500 到 40000 之间').waitFor();
    await dialog.getByRole('spinbutton', { name: '核定载重(kg)' }).fill('8000');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await r.getByRole('search').getByRole('textbox', { name: '车牌号' }).fill('E2E01');
    await r.getByRole('button', { name: '查询' }).click();
    const row = r.getByRole('row').filter({ hasText: '浙A·E2E01' });
    await row.waitFor();
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑车辆 浙A·E2E01' });
    await expect.poll(() => edit.getByRole('textbox', { name: '购置日期' }).inputValue()).toBe('2026-11-18');
    await edit.getByRole('textbox', { name: '司机' }).fill('改过的司机');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await row.filter({ hasText: '改过的司机' }).waitFor();
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => row.count()).toBe(0);
  }, 120_000);

  it('exports the filtered weighing rows as a valid .xlsx', async () => {
    const { page } = await openLjszy();
    await openMenu(page, '称重管理', '车辆称重');
    const r = region(page, '车辆称重');
    await r.getByRole('row').nth(1).waitFor();
    await r.getByRole('button', { name: '展开' }).click();
    await choose(page, r.getByRole('search'), '垃圾类型', '有害垃圾');
    await r.getByRole('button', { name: '查询' }).click();
    await expect.poll(async () => (await r.getByRole('row').allTextContents()).slice(1).every((t) => t.includes('有害垃圾'))).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), r.getByRole('button', { name: '导出', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^称重记录_\d{12}\.xlsx$/);
    const file = join(tmpdir(), `e2e-${Date.now()}.xlsx`);
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    // From the header on (the first two rows are the title and the filters, issue 15).
    workbook.worksheets[0]!.eachRow((row, n) => void (n >= 3 && rows.push((row.values as unknown[]).slice(1))));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.slice(1).every((row) => row[5] === '有害垃圾')).toBe(true);
  }, 120_000);

  it('a failing import reports the row and changes nothing', async () => {
    const { page } = await openLjszy();
    await openMenu(page, '基础信息', '收集容器');
    const r = region(page, '收集容器');
    await r.getByRole('row').nth(1).waitFor();
    const totalBefore = await r.getByText(/共\s*\d+\s*条/).first().textContent();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('导入');
    sheet.addRow(['容器编号', '所在设施', '垃圾类型', '容量', '状态', '投放日期']);
    sheet.addRow(['RQ-E2E-1', '不存在的设施', '其他垃圾', '240 升', '正常', '2026-11-01']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await r.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByRole('dialog', { name: '导入收集容器' });
    // Choosing the file (the upload zone's file input) starts the import.
    await dialog.locator('input[type=file]').setInputFiles({ name: '容器.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await dialog.getByRole('alert').getByText('第 2 行：所在设施“不存在的设施”不存在', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await r.getByText(/共\s*\d+\s*条/).first().textContent()).toBe(totalBefore);
  }, 120_000);

  it("the route map shows the picked route's facilities; another route, other facilities", async () => {
    const { page, errors } = await openLjszy();
    await openMenu(page, '收运作业', '线路地图');
    const r = region(page, '线路地图');
    const caption = r.getByRole('status').filter({ hasText: /线路设施 \d+ 个点位/ });
    await caption.waitFor({ timeout: 30_000 });
    const count = async () => Number(/线路设施 (\d+) 个点位/.exec((await caption.textContent())!)![1]);
    const first = await count();
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => r.locator('canvas').count()).toBeGreaterThan(0);
    // The facility list below holds the same route's facilities.
    await expect.poll(() => r.getByRole('tabpanel').getByRole('row').count(), { timeout: 20_000 }).toBe(first + 1);
    const before = await r.getByRole('tabpanel').textContent();
    await r.getByRole('combobox', { name: '线路' }).click();
    await page.getByRole('listbox', { name: '线路' }).getByRole('option').nth(1).click();
    await expect.poll(() => r.getByRole('tabpanel').textContent(), { timeout: 20_000 }).not.toBe(before);
    expect(await count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('看板明细 shows the forecasts and the facilities without a garbage type as tables', async () => {
    const { page, errors } = await openLjszy();
    await openMenu(page, '平台数据', '看板明细');
    const r = region(page, '看板明细');
    await r.getByRole('tab', { name: '日收运量预测' }).click();
    // Seven days ahead, each with its forecast.
    await expect.poll(() => r.getByRole('tabpanel').getByRole('row').count(), { timeout: 20_000 }).toBe(8);
    await r.getByRole('tab', { name: '月收运量预测' }).click();
    await expect.poll(() => r.getByRole('tabpanel').getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await r.getByRole('tab', { name: '未配置垃圾类型的设施' }).click();
    await expect.poll(async () => (await r.getByRole('tabpanel').textContent()) ?? '', { timeout: 20_000 }).toMatch(/设施编号/);
    expect(errors).toEqual([]);
  }, 120_000);

  it('未作业设施 lists the facilities around a stop of the car\'s day, nearest first; 数据排查 lists the facility names', async () => {
    const { page, errors } = await openLjszy();
    await openMenu(page, '看板与订阅', '未作业设施');
    const r = region(page, '未作业设施');
    await r.getByRole('tab', { name: '停留点附近设施' }).click();
    const panel = r.getByRole('tabpanel');
    // The seeded arrivals of the data's last day give the chosen car its stops.
    await expect.poll(async () => (await panel.textContent()) ?? '', { timeout: 30_000 }).toMatch(/周边 1000 米内的设施/);
    const rows = panel.getByRole('table').first().getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    // The stop is at a facility: the first row is that facility, at distance 0; every row is within the radius, nearest first.
    const header = (await rows.first().getByRole('columnheader').allTextContents()).map((h) => h.trim());
    const at = header.findIndex((h) => h.startsWith('距离'));
    const distances = await Promise.all((await rows.all()).slice(1).map(async (row) => Number(await row.getByRole('cell').nth(at).textContent())));
    expect(distances[0]).toBe(0);
    expect(distances.every((d, i) => d <= 1000 && (i === 0 || d >= distances[i - 1]!))).toBe(true);
    await openMenu(page, '统计报表', '数据排查');
    const inv = region(page, '数据排查');
    await inv.getByRole('tab', { name: '设施名称对照' }).click();
    await expect.poll(async () => (await inv.getByRole('tabpanel').textContent()) ?? '', { timeout: 20_000 }).toMatch(/设施ID.*设施编号.*设施名称/);
    await expect.poll(() => inv.getByRole('tabpanel').getByRole('table').first().getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  }, 120_000);
});
