/**
 * Month matrices (catalogue model/matrix.ts): days (or months) pivoted into columns per garbage
 * type, each cell equal to the sum of the underlying weighings, row and column totals, and the
 * .xlsx export in the same layout with merged headers.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
interface Matrix { period: string; columns: { key: string; label: string }[]; rows: Obj[]; totals: Obj; total: number }
const round2 = (n: number) => Math.round(n * 100) / 100;

describe.each(backends)('month matrices (%s)', (backend) => {
  let server: Running;
  let token: string;
  const post = <T = Obj>(path: string, body: unknown = {}) => call<T>(server.base, path, { token, body });
  let weighings: Obj[] = [];

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    const first = await post<{ rows: Obj[]; total: number }>('/cloud/ljszy/carWeightOperate/pageList', { pageSize: 500, weighTimeStart: '2026-10-01', weighTimeEnd: '2026-10-31' });
    weighings = first.body.data.rows;
    for (let page = 2; weighings.length < first.body.data.total; page++) {
      weighings.push(...(await post<{ rows: Obj[] }>('/cloud/ljszy/carWeightOperate/pageList', { pageSize: 500, pageNum: page, weighTimeStart: '2026-10-01', weighTimeEnd: '2026-10-31' })).body.data.rows);
    }
  });
  afterAll(() => server?.stop());

  it('a day matrix: every cell, row total and column total equals the sum of the weighings', async () => {
    expect(weighings.length).toBeGreaterThan(20);
    const answer = await post<Matrix>('/cloud/zhj/garTypeDailyReport', { month: '2026-10' });
    expect(answer.body.result).toBe(0);
    const m = answer.body.data;
    expect(m.period).toBe('2026-10');
    expect(m.columns).toHaveLength(31);
    expect(m.columns[0]).toEqual({ key: 'd01', label: '1日' });
    const valid = weighings.filter((w) => w.status !== 'void');
    const sum = (list: Obj[]) => round2(list.reduce((s, w) => s + Number(w.netWeight ?? 0), 0) / 1000);
    expect(m.rows.length).toBe(new Set(valid.map((w) => w.garbageType)).size);
    for (const row of m.rows) {
      const mine = valid.filter((w) => w.garbageType === row.row);
      expect(row.total, String(row.rowLabel)).toBeCloseTo(sum(mine), 1);
      for (const c of m.columns) {
        const day = mine.filter((w) => String(w.weighTime).slice(8, 10) === c.key.slice(1));
        expect(row[c.key], `${row.rowLabel} ${c.label}`).toBeCloseTo(sum(day), 1);
      }
      // The row total is the sum of its cells (to rounding).
      expect(m.columns.reduce((s, c) => s + Number(row[c.key]), 0)).toBeCloseTo(Number(row.total), 0);
      expect(typeof row.rowLabel).toBe('string');
      expect(row.rowLabel).not.toBe(row.row);
    }
    for (const c of m.columns) expect(m.totals[c.key], c.label).toBeCloseTo(m.rows.reduce((s, r) => s + Number(r[c.key]), 0), 1);
    expect(m.totals.total).toBeCloseTo(sum(valid), 1);
    expect(m.totals.rowLabel).toBe('合计');
  });

  it('a year matrix has twelve month columns; the October column equals the day matrix total', async () => {
    const year = (await post<Matrix>('/cloud/zhj/garTypeMonthlyReport', { year: '2026' })).body.data;
    expect(year.columns.map((c) => c.label)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}月`));
    const month = (await post<Matrix>('/cloud/zhj/garTypeDailyReport', { month: '2026-10' })).body.data;
    expect(year.totals.m10).toBeCloseTo(Number(month.totals.total), 1);
  });

  it('a roster sheet (考勤月报, 场站月报) lists everyone in a month without records: empty cells, zero totals', async () => {
    // The first minutes of a month: no records yet, and the sheet still shows whom it is about.
    const sheets = [
      { call: '/cloud/rykq/monthReport/pageList.smvc', blank: null },
      { call: '/cloud/ssgl/stationInfo/monthReport', blank: 0 },
    ];
    for (const sheet of sheets) {
      const busy = (await post<Matrix>(sheet.call, { month: '2026-10' })).body.data;
      expect(busy.rows.length, sheet.call).toBeGreaterThan(0);
      const answer = await post<Matrix>(sheet.call, { month: '2020-01' });
      expect(answer.body.result, answer.text).toBe(0);
      const quiet = answer.body.data;
      expect(quiet.rows.map((r) => r.row), sheet.call).toEqual(expect.arrayContaining(busy.rows.map((r) => r.row)));
      for (const row of quiet.rows) {
        expect(typeof row.rowLabel).toBe('string');
        expect(row.rowLabel).not.toBe('');
        for (const c of quiet.columns) expect(row[c.key], `${sheet.call} ${String(row.rowLabel)} ${c.label}`).toBe(sheet.blank);
      }
      expect(quiet.total).toBe(quiet.rows.length);
    }
  });

  it('refuses a malformed period', async () => {
    for (const [path, body, msg] of [['/cloud/zhj/garTypeDailyReport', { month: '2026-13' }, '月份须为 YYYY-MM'], ['/cloud/zhj/garTypeMonthlyReport', { year: '26' }, '年份须为 YYYY']] as const) {
      const answer = await post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(msg);
    }
  });

  it('exports the same layout with merged headers', async () => {
    const response = await fetch(new URL('/cloud/zhj/garTypeDailyReport/export', server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ month: '2026-10' }) });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    const merges = (sheet.model as unknown as { merges: string[] }).merges;
    expect(merges).toEqual(expect.arrayContaining(['A1:AG1', 'A2:A3', 'B2:AF2', 'AG2:AG3']));
    expect(sheet.getCell('A1').value).toBe('垃圾类型日报（2026年10月） 净重(吨)');
    expect(sheet.getCell('A2').value).toBe('垃圾类型');
    expect(sheet.getCell('B3').value).toBe('1日');
    expect(sheet.getCell('AF3').value).toBe('31日');
    expect(sheet.getCell('AG2').value).toBe('合计');
    const m = (await post<Matrix>('/cloud/zhj/garTypeDailyReport', { month: '2026-10' })).body.data;
    expect(sheet.rowCount).toBe(3 + m.rows.length + 1);
    expect(sheet.getCell(`A${sheet.rowCount}`).value).toBe('合计');
    expect(sheet.getCell(`AG${sheet.rowCount}`).value).toBe(m.totals.total);
    expect(sheet.getCell('A4').value).toBe(m.rows[0]!.rowLabel);
  });
});
