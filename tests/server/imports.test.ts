/**
 * Imports as an operator expects them (issue 15): every error of every row (capped, with a
 * count of the rest), the create dialog's rules (unique within the file and against the
 * database, dates in range), and a template to start from.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
interface ImportAnswer {
  result: number;
  msg: string;
  data: { imported: number; errors: { row: number; field: string; message: string; text: string }[]; omitted?: number; more?: string };
}
const header = ['容器编号', '所在设施', '垃圾类型', '容量', 'RFID 标签', '状态', '投放日期'];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(backends)('imports (%s)', (backend) => {
  let server: Running;
  let token: string;
  let facility: string;
  let facilityId: number;

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    const row = (await call<{ rows: Obj[] }>(server.base, '/cloud/ljszy/facilityInfo/pageList', { token, body: {} })).body.data.rows[0]!;
    facility = row.name as string;
    facilityId = row.id as number;
  });
  afterAll(() => server?.stop());

  async function upload(rows: unknown[][]): Promise<{ status: number; body: ImportAnswer }> {
    const response = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(await xlsx(rows)),
    });
    return { status: response.status, body: (await response.json()) as ImportAnswer };
  }
  const count = async () => (await call<{ total: number }>(server.base, '/cloud/ljszy/facilityContainer/pageList', { token, body: {} })).body.data.total;

  it('reports every error of a row, not only the first', async () => {
    const before = await count();
    const answer = await upload([header, ['RQ-M0001', '不存在的设施', '塑料垃圾', '240 升', '', '正常', '2026-13-01']]);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.map((e) => e.field).sort()).toEqual(['facilityId', 'garbageType', 'installDate']);
    expect(answer.body.msg).toContain('共 3 处错误');
    expect(await count()).toBe(before);
  });

  it('unique values: twice in the file (after trimming) and already in the database', async () => {
    const ok = await upload([header, ['RQ-M0101', facility, '其他垃圾', '240 升', 'E2000000BB01', '正常', '2026-10-01']]);
    expect(ok.body).toMatchObject({ result: 0, data: { imported: 1 } });
    const answer = await upload([
      header,
      ['RQ-M0102', facility, '其他垃圾', '240 升', 'E2000000BB02', '正常', '2026-10-01'],
      ['RQ-M0103', facility, '其他垃圾', '240 升', ' E2000000BB02 ', '正常', '2026-10-01'],
      ['RQ-M0104', facility, '其他垃圾', '240 升', 'E2000000BB01', '正常', '2026-10-01'],
      [' RQ-M0102', facility, '其他垃圾', '240 升', '', '正常', '2026-10-01'],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([
      expect.objectContaining({ row: 3, field: 'rfidNo', message: 'RFID 标签“E2000000BB02”已存在' }),
      expect.objectContaining({ row: 4, field: 'rfidNo', message: 'RFID 标签“E2000000BB01”已存在' }),
      expect.objectContaining({ row: 5, field: 'containerNo', message: '容器编号“RQ-M0102”已存在' }),
    ]);
  });

  it('dates in range, in the import and in the create dialog alike', async () => {
    const answer = await upload([header, ['RQ-M0201', facility, '其他垃圾', '240 升', '', '正常', '2099-11-01']]);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([expect.objectContaining({ row: 2, field: 'installDate', message: expect.stringMatching(/^投放日期不能晚于 \d{4}-\d{2}-\d{2}$/) })]);
    const saved = await call(server.base, '/cloud/ljszy/facilityContainer/save', {
      token, body: { containerNo: 'RQ-M0202', facilityId, garbageType: 'other', volume: '240', status: 'normal', installDate: '2099-11-01' },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.msg).toMatch(/^投放日期不能晚于 /);
    const old = await upload([header, ['RQ-M0203', facility, '其他垃圾', '240 升', '', '正常', '1999-12-31']]);
    expect(old.body.data.errors[0]!.message).toBe('投放日期不能早于 2000-01-01');
  });

  it('caps the list of errors and says how many more there are', async () => {
    const rows: unknown[][] = [header];
    for (let i = 0; i < 120; i++) rows.push([`RQ-C${String(i).padStart(4, '0')}`, '不存在的设施', '塑料垃圾', '240 升', '', '正常', '2026-10-01']);
    const answer = await upload(rows);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('共 240 处错误');
    expect(answer.body.data.errors).toHaveLength(200);
    expect(answer.body.data.omitted).toBe(40);
    expect(answer.body.data.more).toBe('还有 40 条错误未列出');
  });

  it('offers a template: the header row the import reads and one example row', async () => {
    const response = await fetch(new URL('/cloud/ljszy/facilityContainer/importTemplate', server.base), { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(header);
    expect(rows[1]).toHaveLength(header.length);
  });
});
