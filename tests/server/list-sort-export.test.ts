/**
 * Lists people expect (issue 15, items 6 and 9): the generic list call sorts server-side by a
 * field the resource has (validated), and exports carry a title, the period and filters, fitted
 * column widths and typed cells (real dates and numbers), read back with exceljs.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textWidth } from '../../apps/server/src/resources/xlsx-cells';
import { call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;

describe('server-side sort and typed exports (pglite)', () => {
  let server: Running;
  let token: string;
  const list = (path: string, body: Obj) => call<{ rows: Obj[]; total: number }>(server.base, path, { token, body });

  beforeAll(async () => {
    server = await startServer('pglite');
    token = await tokenFor(server.base, 'ops', 'Ops@2026!');
  });
  afterAll(() => server?.stop());

  it('sorts a list by a number field either way, ties broken by id', async () => {
    const asc = await list('/cloud/ljszy/carWeightOperate/pageList', { sortField: 'netWeight', sortOrder: 'asc', pageSize: 50 });
    expect(asc.body.result).toBe(0);
    const up = asc.body.data.rows.map((r) => Number(r.netWeight));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const desc = await list('/cloud/ljszy/carWeightOperate/pageList', { sortField: 'netWeight', sortOrder: 'desc', pageSize: 50 });
    const down = desc.body.data.rows.map((r) => Number(r.netWeight));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(up[0]!);
    expect(desc.body.data.total).toBe(asc.body.data.total);
  });

  it('sorts lookups by their label and text by its value', async () => {
    const byCar = await list('/cloud/ljszy/carWeightOperate/pageList', { sortField: 'carId', sortOrder: 'asc', pageSize: 100 });
    const labels = byCar.body.data.rows.map((r) => String(r.carIdLabel));
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byName = await list('/cloud/ljszy/carInfo/pageList', { sortField: 'driverName', sortOrder: 'desc' });
    expect(byName.body.result).toBe(0);
  });

  it('refuses sort fields the resource lacks and orders other than asc/desc', async () => {
    const unknown = await list('/cloud/ljszy/carWeightOperate/pageList', { sortField: 'password_hash', sortOrder: 'asc' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('不能按该字段排序：password_hash');
    const injected = await list('/cloud/ljszy/carWeightOperate/pageList', { sortField: 'netWeight; DROP TABLE users', sortOrder: 'asc' });
    expect(injected.status).toBe(400);
    const order = await list('/cloud/ljszy/carWeightOperate/pageList', { sortField: 'netWeight', sortOrder: 'sideways' });
    expect(order.status).toBe(400);
    expect(order.body.msg).toBe('排序方向只能是 asc（升序）或 desc（降序）');
    const typed = await list('/cloud/ljszy/carWeightOperate/pageList', { sortField: 3 });
    expect(typed.status).toBe(400);
  });

  async function exported(path: string, body: Obj) {
    const response = await fetch(new URL(path, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    return workbook.worksheets[0]!;
  }

  it('exports a title row, the period and filters, then the header', async () => {
    const weighing = (await list('/cloud/ljszy/carWeightOperate/pageList', {})).body.data.rows[0]!;
    const sheet = await exported('/cloud/ljszy/carWeightOperate/export', { garbageType: 'kitchen', companyId: weighing.companyId, weighTimeStart: '2026-11-14', weighTimeEnd: '2026-11-20' });
    expect(sheet.getCell('A1').value).toBe('称重记录');
    const notes = String(sheet.getCell('A2').value);
    expect(notes).toContain('时间范围：称重时间 2026-11-14 至 2026-11-20');
    expect(notes).toContain('垃圾类型：厨余垃圾');
    expect(notes).toContain(`收运单位：${String(weighing.companyIdLabel)}`);
    expect(notes).toMatch(/导出时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(sheet.getRow(3).getCell(1).value).toBe('磅单号');
    expect(sheet.getRow(3).getCell(10).value).toBe('净重(kg)');
  });

  it('writes dates as dates and numbers as numbers, with number formats', async () => {
    const sheet = await exported('/cloud/ljszy/carWeightOperate/export', { weighTimeStart: '2026-11-20', weighTimeEnd: '2026-11-20' });
    const first = sheet.getRow(4);
    const weighed = first.getCell(11);
    expect(weighed.value).toBeInstanceOf(Date);
    expect((weighed.value as Date).toISOString().slice(0, 10)).toBe('2026-11-20');
    expect(weighed.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(typeof first.getCell(10).value).toBe('number');
    expect(typeof first.getCell(8).value).toBe('number');
    expect(first.getCell(1).value).toMatch(/^\S+$/); // a bill number stays text
    const cars = await exported('/cloud/ljszy/carInfo/export', {});
    const header = (cars.getRow(3).values as unknown[]).slice(1);
    const capacity = header.indexOf('核定载重(kg)') + 1;
    expect(typeof cars.getRow(4).getCell(capacity).value).toBe('number');
    expect(cars.getRow(4).getCell(capacity).numFmt).toBe('0');
  });

  it('fits column widths to the content, a CJK character counting two', async () => {
    const sheet = await exported('/cloud/ljszy/carWeightOperate/export', { weighTimeStart: '2026-11-14', weighTimeEnd: '2026-11-20' });
    const widest = (col: number) => {
      let w = 0;
      sheet.eachRow((row, n) => {
        if (n >= 3) w = Math.max(w, textWidth(String(row.getCell(col).value ?? '')));
      });
      return w;
    };
    const company = sheet.getColumn(3);
    expect(company.width).toBeGreaterThanOrEqual(widest(3));
    expect(company.width).toBeLessThanOrEqual(widest(3) + 4);
    // 收运单位 names are Chinese: wider than their character count.
    expect(company.width!).toBeGreaterThan(String(sheet.getRow(4).getCell(3).value).length * 1.5);
    expect(sheet.getColumn(11).width).toBeGreaterThanOrEqual(19);
  });

  it('exports in the order the list was sorted, and says when only selected rows were exported', async () => {
    const sheet = await exported('/cloud/ljszy/carWeightOperate/export', { weighTimeStart: '2026-11-14', weighTimeEnd: '2026-11-20', sortField: 'netWeight', sortOrder: 'asc' });
    const nets: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 3) nets.push(Number(row.getCell(10).value));
    });
    expect(nets.length).toBeGreaterThan(5);
    expect(nets).toEqual([...nets].sort((a, b) => a - b));
    const rows = (await list('/cloud/ljszy/carWeightOperate/pageList', {})).body.data.rows.slice(0, 2);
    const selected = await exported('/cloud/ljszy/carWeightOperate/export', { ids: rows.map((r) => r.id).join(',') });
    expect(String(selected.getCell('A2').value)).toContain('导出范围：选中的 2 条');
    expect(selected.rowCount).toBe(5);
  });
});
