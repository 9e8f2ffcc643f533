/**
 * Lists as operators expect them (issue 15, items 5, 6, 9, 10, 11) on 垃圾收运 as `ops`, in
 * Chromium at 1366×768: key columns stay in view beside a narrow 操作 column, columns overflow
 * with a hint, server-side sort, column settings and density kept per user on the server, saved
 * queries, selection, print, row click → detail with its history, cascade deletes that say what
 * goes, form fills, capital plates and date ranges that keep what was typed.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSession, baseURL, newPage, setupBrowser, signIn } from './browser';

setupBrowser();

type Obj = Record<string, unknown>;

async function api<T = Obj>(path: string, body?: Obj, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const { token } = await apiSession('ops');
  const url = new URL(path, baseURL());
  if (method === 'GET') for (const [k, v] of Object.entries(body ?? {})) url.searchParams.set(k, String(v));
  const answer = await fetch(url, {
    method, headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const json = (await answer.json()) as { result: number; data: T; msg: string };
  if (json.result !== 0) throw new Error(`${path}: ${json.msg}`);
  return json.data;
}

async function openLjszy(size = { width: 1366, height: 768 }): Promise<Page> {
  const page = await newPage('/');
  await page.setViewportSize(size);
  await signIn(page, 'ops');
  await page.waitForURL(/\/layout\?/, { timeout: 60_000 });
  await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
  return page;
}

async function openMenu(page: Page, group: string, leaf: string) {
  const menu = page.getByRole('navigation', { name: '系统菜单' });
  if ((await menu.getByRole('button', { name: leaf, exact: true }).count()) === 0) await menu.getByRole('button', { name: group }).first().click();
  await menu.getByRole('button', { name: leaf, exact: true }).click();
}

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).filter({ visible: true }).first();

async function weighingList(page: Page): Promise<Locator> {
  await openMenu(page, '称重管理', '车辆称重');
  const r = region(page, '车辆称重');
  await r.getByRole('row').nth(1).waitFor();
  return r;
}

/** The texts of one column of the table, by its header. */
async function columnTexts(table: Locator, header: RegExp): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((h) => header.test(h));
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const rows = await table.getByRole('row').all();
  const out: string[] = [];
  for (const row of rows.slice(1)) out.push((await row.getByRole('cell').nth(index).textContent()) ?? '');
  return out;
}
const num = (s: string) => Number(s.replace(/,/g, ''));

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

describe('垃圾收运 lists at 1366×768', () => {
  it('keeps 净重 in view beside a narrow 操作 column, puts extra row actions under 更多 and says more columns are to the right', async () => {
    const page = await openLjszy();
    const r = await weighingList(page);
    const table = r.getByRole('table', { name: '称重记录列表' });
    const net = table.getByRole('columnheader', { name: /净重/ });
    const actions = table.getByRole('columnheader', { name: '操作' });
    const scroller = table.locator('xpath=..');
    const [netBox, actionsBox, viewBox] = await Promise.all([net.boundingBox(), actions.boundingBox(), scroller.boundingBox()]);
    expect(netBox && actionsBox && viewBox).toBeTruthy();
    // Inside the visible part of the scroll area, and not under the pinned 操作 column.
    expect(netBox!.x).toBeGreaterThanOrEqual(viewBox!.x - 1);
    expect(netBox!.x + netBox!.width).toBeLessThanOrEqual(actionsBox!.x + 1);
    expect(actionsBox!.width).toBeLessThanOrEqual(200);
    // Two links and 更多 in a row; 作废 and 删除 are in the menu.
    const row = table.getByRole('row').nth(1);
    await expect.poll(() => row.getByRole('button').allTextContents()).toEqual(expect.arrayContaining(['详情', '编辑', '更多']));
    expect(await row.getByRole('button', { name: '删除' }).count()).toBe(0);
    await row.getByRole('button', { name: '更多' }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual(['作废', '删除']);
    await page.keyboard.press('Escape');
    // Columns overflow: the hint says how many are out of view, and goes once scrolled to the end.
    const hint = r.getByText(/还有 \d+ 列，左右滚动查看/);
    await expect.poll(() => hint.isVisible()).toBe(true);
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => hint.count()).toBe(0);
  }, 120_000);

  it('sorts on the server by a clicked column, either way', async () => {
    const page = await openLjszy();
    const r = await weighingList(page);
    const table = r.getByRole('table', { name: '称重记录列表' });
    const sort = table.getByRole('columnheader', { name: /净重/ }).getByRole('button');
    const before = await columnTexts(table, /净重/);
    await sort.click();
    await expect.poll(async () => table.getByRole('columnheader', { name: /净重/ }).getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => {
      const up = (await columnTexts(table, /净重/)).map(num);
      return up.length > 5 && up.every((v, i) => i === 0 || v >= up[i - 1]!) && up.join() !== before.map(num).join();
    }).toBe(true);
    const smallest = (await api<{ rows: Obj[] }>('/cloud/ljszy/carWeightOperate/pageList', { sortField: 'netWeight', sortOrder: 'asc', pageSize: 1 })).rows[0]!;
    expect(num((await columnTexts(table, /净重/))[0]!)).toBe(Number(smallest.netWeight));
    await sort.click();
    await expect.poll(async () => {
      const down = (await columnTexts(table, /净重/)).map(num);
      return down.length > 5 && down.every((v, i) => i === 0 || v <= down[i - 1]!);
    }).toBe(true);
  }, 120_000);

  it('keeps hidden columns and density per user on the server, and 恢复默认 brings them back', async () => {
    const page = await openLjszy();
    const r = await weighingList(page);
    const table = r.getByRole('table', { name: '称重记录列表' });
    await expect.poll(() => table.getByRole('columnheader', { name: '收运单位' }).count()).toBe(1);
    await r.getByRole('button', { name: '列设置' }).click();
    const panel = page.getByRole('dialog', { name: '列设置' });
    await panel.getByRole('checkbox', { name: '显示 收运单位' }).click();
    expect(await panel.getByRole('checkbox', { name: '显示 磅单号' }).isDisabled()).toBe(true);
    await panel.getByRole('radio', { name: '紧凑' }).check();
    await page.keyboard.press('Escape');
    await expect.poll(() => table.getByRole('columnheader', { name: '收运单位' }).count()).toBe(0);
    const compact = (await table.getByRole('row').nth(1).boundingBox())!.height;
    // Saved on the server: another browser of the same user sees the same list.
    await expect.poll(async () => (await api<{ value: Obj | null }>('/cloud/management/rest/user/preference/get', { key: 'list:ljszy.carWeightOperate' })).value).toMatchObject({ hidden: ['companyId'], density: 'sm' });
    const other = await openLjszy();
    const otherList = await weighingList(other);
    const otherTable = otherList.getByRole('table', { name: '称重记录列表' });
    await expect.poll(() => otherTable.getByRole('columnheader', { name: '净重(kg)' }).count()).toBe(1);
    expect(await otherTable.getByRole('columnheader', { name: '收运单位' }).count()).toBe(0);
    expect((await otherTable.getByRole('row').nth(1).boundingBox())!.height).toBeCloseTo(compact, 0);
    await otherList.getByRole('button', { name: '列设置' }).click();
    await other.getByRole('dialog', { name: '列设置' }).getByRole('button', { name: '恢复默认' }).click();
    await expect.poll(() => otherTable.getByRole('columnheader', { name: '收运单位' }).count()).toBe(1);
    await expect.poll(async () => (await api<{ value: unknown }>('/cloud/management/rest/user/preference/get', { key: 'list:ljszy.carWeightOperate' })).value).toBeNull();
  }, 180_000);

  it('saves a query by name and picks it later; selection, export of the selection and print', async () => {
    const page = await openLjszy();
    const r = await weighingList(page);
    const table = r.getByRole('table', { name: '称重记录列表' });
    const search = r.getByRole('search');
    await r.getByRole('button', { name: '展开' }).click();
    await choose(page, search, '垃圾类型', '有害垃圾');
    await r.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(async () => (await columnTexts(table, /垃圾类型/)).every((t) => t === '有害垃圾')).toBe(true);
    await r.getByRole('button', { name: '常用条件' }).click();
    await page.getByRole('menuitem', { name: '保存当前条件' }).click();
    const naming = page.getByRole('dialog', { name: '保存当前条件' });
    await naming.getByRole('textbox', { name: '条件名称' }).fill('有害垃圾过磅');
    await naming.getByRole('button', { name: /确\s*定/ }).click();
    await r.getByRole('button', { name: '重置' }).click();
    await expect.poll(async () => new Set(await columnTexts(table, /垃圾类型/)).size).toBeGreaterThan(1);
    await r.getByRole('button', { name: '常用条件' }).click();
    await page.getByRole('menuitem', { name: '有害垃圾过磅', exact: true }).click();
    await expect.poll(async () => (await columnTexts(table, /垃圾类型/)).every((t) => t === '有害垃圾')).toBe(true);
    expect(await search.getByRole('combobox', { name: '垃圾类型' }).inputValue()).toBe('有害垃圾');

    await table.getByRole('row').nth(1).getByRole('checkbox').check();
    await table.getByRole('row').nth(2).getByRole('checkbox').check();
    await r.getByText('已选 2 条').waitFor();
    await r.getByRole('button', { name: '导出选中' }).waitFor();
    expect(await r.getByRole('button', { name: '批量删除' }).isEnabled()).toBe(true);
    await r.getByRole('button', { name: '取消选择' }).click();
    await expect.poll(() => r.getByRole('button', { name: '批量删除' }).isDisabled()).toBe(true);

    // Print: the browser's dialog is replaced by a recorder; the print view holds the list.
    await page.evaluate(() => {
      (window as unknown as { printed: string[] }).printed = [];
      window.print = () => void (window as unknown as { printed: string[] }).printed.push(document.querySelector('[data-print-view]')?.textContent ?? '');
    });
    await r.getByRole('button', { name: '打印' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed.length)).toBe(1);
    const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed[0]!);
    expect(printed).toMatch(/^称重记录（共 \d+ 条，打印 \d+ 条）/);
    expect(printed).toContain('垃圾类型：有害垃圾');
    expect(printed).toContain('净重(kg)');
    expect(printed).toContain((await columnTexts(table, /磅单号/))[0]!);
  }, 180_000);

  it('opens a row in the detail drawer by clicking it, with its history old → new', async () => {
    const page = await openLjszy();
    const r = await weighingList(page);
    const table = r.getByRole('table', { name: '称重记录列表' });
    const bill = (await columnTexts(table, /磅单号/))[0]!;
    const record = (await api<{ rows: Obj[] }>('/cloud/ljszy/carWeightOperate/pageList', { billNo: bill })).rows[0]!;
    await api('/cloud/ljszy/carWeightOperate/update', { id: record.id, operator: '审计司磅员', station: record.station === 'east' ? 'west' : 'east' });
    await r.getByRole('button', { name: '查询', exact: true }).click();
    await table.getByRole('row').filter({ hasText: bill }).getByRole('cell').nth(2).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`称重记录详情 ${bill}`) });
    await drawer.waitFor();
    const history = drawer.getByRole('region', { name: '变更记录' });
    await expect.poll(() => history.getByText(/修改$/).count()).toBeGreaterThan(0);
    await history.getByText('司磅员', { exact: true }).waitFor();
    await history.getByLabel('新值 审计司磅员').waitFor();
    await history.getByText('称重站点', { exact: true }).waitFor();
  }, 120_000);

  it('asks before a cascade, listing what goes with the record', async () => {
    const company = (await api<{ rows: Obj[] }>('/cloud/ljszy/company/pageList', {}, 'GET')).rows[0]!;
    const car = await api<Obj>('/cloud/ljszy/carInfo/save', { carNo: '浙A·C7001', carType: 'compactor', garbageType: 'other', companyId: company.id, driverName: '级联', loadCapacity: 8000 });
    await api('/cloud/ljszy/carWeightConfig/saveOrUpdate', { carId: car.id, station: 'east', tareWeight: 9000, minNetWeight: 100, maxNetWeight: 9000 });
    const page = await openLjszy();
    await openMenu(page, '基础信息', '车辆信息');
    const r = region(page, '车辆信息');
    await r.getByRole('search').getByRole('textbox', { name: '车牌号' }).fill('C7001');
    await r.getByRole('button', { name: '查询', exact: true }).click();
    const row = r.getByRole('row').filter({ hasText: '浙A·C7001' });
    await row.getByRole('button', { name: '删除' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('删除车辆“浙A·C7001”将同时删除以下数据：').waitFor();
    expect(await alert.getByRole('listitem').allTextContents()).toEqual(['· 称重配置 1 条']);
    await alert.getByRole('button', { name: /删\s*除/ }).click();
    await expect.poll(() => row.count()).toBe(0);
    // The row leaves as soon as the list reloads; on a loaded machine the delete may still be committing.
    await expect.poll(async () => (await api<{ total: number }>('/cloud/ljszy/carWeightConfig/pageList', { carId: String(car.id) })).total, { timeout: 20_000 }).toBe(0);
  }, 120_000);
});

describe('垃圾收运 forms that help', () => {
  it('picking a vehicle fills its unit and standard tare; plates go to capitals; a reversed typed range is kept and flagged', async () => {
    const config = (await api<{ rows: Obj[] }>('/cloud/ljszy/carWeightConfig/pageList', {})).rows[0]!;
    const car = (await api<{ rows: Obj[] }>('/cloud/ljszy/carInfo/pageList', { carNo: String(config.carIdLabel) })).rows[0]!;
    const page = await openLjszy();
    const r = await weighingList(page);
    await r.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增称重记录' });
    await dialog.getByRole('combobox', { name: '车辆' }).click();
    await page.getByRole('listbox', { name: '车辆' }).getByRole('option', { name: String(car.carNo), exact: true }).click();
    await expect.poll(() => dialog.getByRole('combobox', { name: '收运单位' }).inputValue()).toBe(String(car.companyIdLabel));
    await expect.poll(() => dialog.getByRole('spinbutton', { name: '皮重(kg)' }).inputValue()).toBe(String(config.tareWeight));
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    await openMenu(page, '基础信息', '车辆信息');
    const cars = region(page, '车辆信息');
    await cars.getByRole('button', { name: '新增' }).click();
    const create = page.getByRole('dialog', { name: '新增车辆' });
    const plate = create.getByRole('textbox', { name: '车牌号' });
    await plate.pressSequentially('浙a·d9911');
    await expect.poll(() => plate.inputValue()).toBe('浙A·D9911');
    await plate.fill('');
    await plate.pressSequentially('浙a·1234挂');
    await expect.poll(() => plate.inputValue()).toBe('浙A·1234挂');
    await plate.blur();
    expect(await create.getByText(/车牌号格式不正确/).count()).toBe(0);
    await create.getByRole('button', { name: /取\s*消/ }).click();

    await openMenu(page, '称重管理', '车辆称重');
    const search = region(page, '车辆称重').getByRole('search');
    if (await search.getByRole('button', { name: '展开' }).count()) await search.getByRole('button', { name: '展开' }).click();
    const start = search.getByPlaceholder('开始日期');
    const end = search.getByPlaceholder('结束日期');
    await start.fill('2026-11-20');
    await end.fill('2026-11-01');
    await end.press('Enter');
    await expect.poll(() => search.getByRole('alert').textContent()).toBe('结束日期不能早于开始日期');
    expect(await start.inputValue()).toBe('2026-11-20');
    expect(await end.inputValue()).toBe('2026-11-01');
  }, 180_000);
});
