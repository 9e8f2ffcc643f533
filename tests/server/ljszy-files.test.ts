/** 垃圾收运 exports (.xlsx read back with exceljs) and imports (all rows or nothing). */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tokenFor, type Running } from './helpers';

let server: Running;
let token: string;

beforeAll(async () => {
  server = await startServer('pglite');
  token = await tokenFor(server.base, 'root', 'Root@2026');
});
afterAll(() => server?.stop());

async function download(path: string, body: unknown, method: 'GET' | 'POST' = 'POST', query?: Record<string, string>) {
  const url = new URL(path, server.base);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const buffer = Buffer.from(await response.arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  if (response.ok) await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  // Rows from the header on: an export's first two rows are its title and notes (issue 15).
  sheet?.eachRow((row, n) => void (n >= 3 && rows.push((row.values as unknown[]).slice(1))));
  return { response, rows, disposition: response.headers.get('content-disposition') ?? '' };
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const containerCount = async () =>
  (await call<{ total: number }>(server.base, '/cloud/ljszy/facilityContainer/pageList', { token, body: {} })).body.data.total;

describe('export', () => {
  it('streams the filtered rows with labels and a Chinese file name', async () => {
    const filter = { garbageType: 'kitchen', weighTimeStart: '2026-11-14', weighTimeEnd: '2026-11-20' };
    const list = await call<{ total: number }>(server.base, '/cloud/ljszy/carWeightOperate/pageList', { token, body: filter });
    const { response, rows, disposition } = await download('/cloud/ljszy/carWeightOperate/export', filter);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)![1]!)).toMatch(/^称重记录_\d{12}\.xlsx$/);
    expect(response.headers.get('x-total-count')).toBe(String(list.body.data.total));
    expect(rows[0]).toEqual(['磅单号', '车辆', '收运单位', '来源设施', '物业公司', '垃圾类型', '称重站点', '毛重(kg)', '皮重(kg)', '净重(kg)', '称重时间', '司磅员', '状态', '异常原因', '作废原因']);
    expect(rows.length - 1).toBe(list.body.data.total);
    expect(rows.slice(1).every((r) => r[5] === '厨余垃圾' && String(r[10]) >= '2026-11-14')).toBe(true);
    expect(rows[1]![1]).toMatch(/^浙A·D\d{4}$/);
    expect(typeof rows[1]![9]).toBe('number');
  });

  it('exportXH uses its own columns; GET export with a query string works too', async () => {
    const xh = await download('/cloud/ljszy/carWeightOperate/exportXH', { weighTimeStart: '2026-11-20', weighTimeEnd: '2026-11-20' });
    expect(xh.rows[0]).toEqual(['磅单号', '车辆', '垃圾类型', '净重(kg)', '称重时间']);
    const get = await download('/cloud/ljszy/carInfo/export', undefined, 'GET', { garbageType: 'hazardous' });
    expect(get.rows.slice(1).every((r) => r[2] === '有害垃圾')).toBe(true);
    expect(get.rows.length).toBeGreaterThan(1);
  });

  it('report exports carry a totals row', async () => {
    const { rows } = await download('/cloud/ljszy/companyMonthlyReport/export', { startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(rows[0]).toEqual(['月份', '收运单位', '车次', '净重(吨)', '车辆数(辆)']);
    const body = rows.slice(1, -1);
    expect(body.every((r) => r[0] === '2026-10')).toBe(true);
    const last = rows[rows.length - 1]!;
    expect(last[0]).toBe('合计');
    expect(last[2]).toBe(body.reduce((a, r) => a + Number(r[2]), 0));
  });

  it('a custom report exports the columns its catalogue entry names, rows as its list answers them', async () => {
    const range = { startDate: '2026-11-14', endDate: '2026-11-20' };
    const list = await call<{ rows: Record<string, unknown>[]; total: number }>(server.base, '/cloud/ljszy/notWorkFacility/pageList', { token, body: { ...range, pageSize: 500 } });
    const { response, rows } = await download('/cloud/ljszy/notWorkFacility/export', range);
    expect(response.status).toBe(200);
    expect(rows[0]).toEqual(['设施编号', '设施名称', '地址', '所属线路', '最近收运']);
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.data.rows.map((r) => r.code));
    expect(rows[1]![3]).toBe(list.body.data.rows[0]!.routeIdLabel);
  });
});

describe('import', () => {
  const header = ['容器编号', '所在设施', '垃圾类型', '容量', 'RFID 标签', '状态', '投放日期'];

  it('a file with one bad row reports the row and writes nothing', async () => {
    const facility = (await call<{ rows: { name: string }[] }>(server.base, '/cloud/ljszy/facilityInfo/pageList', { token, body: {} })).body.data.rows[0]!.name;
    const before = await containerCount();
    const file = await xlsx([
      header,
      ['RQ-T0001', facility, '厨余垃圾', '240 升', 'E2000000AA01', '正常', '2026-11-01'],
      ['RQ-T0002', '不存在的设施', '其他垃圾', '240 升', '', '正常', '2026-11-01'],
      ['RQ-T0003', facility, '塑料垃圾', '240 升', '', '正常', '2026-11-01'],
    ]);
    const response = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(file) });
    const body = (await response.json()) as { msg: string; data: { imported: number; errors: { row: number; field: string; message: string }[] } };
    expect(response.status).toBe(400);
    expect(body.msg).toContain('未写入任何数据');
    expect(body.data.imported).toBe(0);
    expect(body.data.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'facilityId', message: '所在设施“不存在的设施”不存在' }),
      expect.objectContaining({ row: 4, field: 'garbageType', message: '垃圾类型取值不正确' }),
    ]);
    expect(await containerCount()).toBe(before);
  });

  it('a valid multipart upload imports every row', async () => {
    const facility = (await call<{ rows: { name: string }[] }>(server.base, '/cloud/ljszy/facilityInfo/pageList', { token, body: {} })).body.data.rows[1]!.name;
    const before = await containerCount();
    const file = await xlsx([header, ['RQ-T0101', facility, '可回收物', '660 升', '', '正常', '2026-10-01'], ['RQ-T0102', facility, 'other', '240', '', 'normal', '2026-10-02']]);
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(file)]), '容器导入.xlsx');
    const response = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: data });
    const body = (await response.json()) as { result: number; msg: string; data: { imported: number } };
    expect(body).toMatchObject({ result: 0, msg: '已导入 2 条记录', data: { imported: 2 } });
    expect(await containerCount()).toBe(before + 2);
    const again = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(file) });
    expect(((await again.json()) as { msg: string }).msg).toContain('容器编号“RQ-T0101”已存在');
    expect(await containerCount()).toBe(before + 2);
  });

  it('rejects files that are not workbooks and unknown columns', async () => {
    const junk = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new TextEncoder().encode("not a workbook") });
    expect(junk.status).toBe(400);
    expect(((await junk.json()) as { msg: string }).msg).toBe('导入文件不是有效的 .xlsx 文件');
    const odd = await xlsx([['颜色'], ['红']]);
    const bad = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(odd) });
    expect(((await bad.json()) as { msg: string }).msg).toBe('无法识别的列：颜色');
  });
});
