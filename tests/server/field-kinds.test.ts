/**
 * Field kinds (docs/decisions/0112): list-valued fields (multi-select of an enum, many-to-many
 * ids as array columns) with every id checked inside the tenant, times of day, cascading lookups
 * refused when the child is not under the parent, number ranges in list filters, and list
 * fields through export and import.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number };

describe.each(backends)('field kinds (%s)', (backend) => {
  let server: Running;
  let t1: string;
  let t2: string;
  const post = <T = Obj>(path: string, body: unknown = {}, token = t1) => call<T>(server.base, path, { token, body });
  const regionsOf = async (token: string) => (await call<{ id: number; label: string }[]>(server.base, '/cloud/platform/region/getSimpleList', { token })).body.data;

  beforeAll(async () => {
    server = await startServer(backend);
    t1 = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  });
  afterAll(() => server?.stop());

  const area = (over: Obj) => ({ name: '测试区域', deptId: over.deptId, center: '120.15,30.28', radius: 1000, dutyStart: '07:30', dutyEnd: '18:00', shape: 'circle', ...over });

  it('stores many-to-many ids, shows their labels and refuses ids of another tenant', async () => {
    const mine = await regionsOf(t1);
    const theirs = await regionsOf(t2);
    expect(mine.length).toBeGreaterThan(2);
    const dept = (await post<Page>('/cloud/wtsb/deptArea/page', { pageSize: 1 })).body.data.rows[0]!.deptId;
    const saved = await post('/cloud/wtsb/deptArea/save', area({ name: '多选区域', deptId: dept, regionIds: [mine[0]!.id, mine[2]!.id] }));
    expect(saved.body.result, saved.body.msg).toBe(0);
    expect(saved.body.data).toMatchObject({ regionIds: [mine[0]!.id, mine[2]!.id], regionIdsLabel: `${mine[0]!.label}、${mine[2]!.label}` });
    const foreign = theirs.find((r) => !mine.some((m) => m.id === r.id))!;
    const refused = await post('/cloud/wtsb/deptArea/save', area({ name: '越权区域', deptId: dept, regionIds: [mine[0]!.id, foreign.id] }));
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`覆盖区划中的“${foreign.id}”不存在`);
    expect((await post<Page>('/cloud/wtsb/deptArea/page', { name: '越权区域' })).body.data.total).toBe(0);
    // Filter: the records that hold the id.
    const hits = (await post<Page>('/cloud/wtsb/deptArea/page', { regionIds: String(mine[2]!.id), pageSize: 100 })).body.data.rows;
    expect(hits.length).toBeGreaterThan(0);
    for (const r of hits) expect(r.regionIds).toContain(mine[2]!.id);
  });

  it('multi-select keeps known options only and the time of day is HH:mm', async () => {
    const person = (await post<Page>('/cloud/wtsb/commonPerson/load', { pageSize: 1 })).body.data.rows[0]!;
    const ok = await post('/cloud/wtsb/commonPerson/addUpdate', { id: person.id, scenes: 'handle、review' });
    expect(ok.body.data.scenes).toEqual(['handle', 'review']);
    const bad = await post('/cloud/wtsb/commonPerson/addUpdate', { id: person.id, scenes: ['handle', 'cook'] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('常用环节取值不正确');
    const dept = person.deptId;
    for (const t of ['24:00', '7:5', '12:60', 'noon']) {
      const answer = await post('/cloud/wtsb/deptArea/save', area({ name: `时间${t}`, deptId: dept, dutyStart: t }));
      expect(answer.status, t).toBe(400);
      expect(answer.body.msg).toBe('值守开始须为时间（HH:mm）');
    }
  });

  it('refuses a cascading child that is not under its parent', async () => {
    const members = (await post<Page>('/cloud/wtsb/member/pageList', { pageSize: 100 })).body.data.rows;
    const a = members[0]!;
    const b = members.find((m) => m.deptId !== a.deptId)!;
    const refused = await post('/cloud/wtsb/commonPerson/addUpdate', { deptId: b.deptId, memberId: a.id, sort: 99 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`人员“${a.id}”不属于所选所属部门`);
    const existing = (await post<Page>('/cloud/wtsb/commonPerson/load', { pageSize: 100 })).body.data.rows.map((r) => r.memberId);
    const free = members.find((m) => !existing.includes(m.id))!;
    const ok = await post('/cloud/wtsb/commonPerson/addUpdate', { deptId: free.deptId, memberId: free.id, sort: 99 });
    expect(ok.body.result, ok.body.msg).toBe(0);
    // Changing only the parent re-checks the child already stored.
    const other = members.find((m) => m.deptId !== free.deptId)!;
    const moved = await post('/cloud/wtsb/commonPerson/addUpdate', { id: ok.body.data.id, deptId: other.deptId });
    expect(moved.status).toBe(400);
  });

  it('filters numbers by a from–to range and refuses a reversed or non-numeric one', async () => {
    const all = (await post<Page>('/cloud/wtsb/deptArea/page', { pageSize: 500 })).body.data.rows;
    const inRange = (await post<Page>('/cloud/wtsb/deptArea/page', { radiusStart: 1000, radiusEnd: 1600, pageSize: 500 })).body.data;
    expect(inRange.total).toBe(all.filter((r) => (r.radius as number) >= 1000 && (r.radius as number) <= 1600).length);
    expect(inRange.total).toBeGreaterThan(0);
    const from = (await post<Page>('/cloud/wtsb/deptArea/page', { radiusStart: '1500', pageSize: 500 })).body.data;
    expect(from.rows.every((r) => (r.radius as number) >= 1500)).toBe(true);
    for (const body of [{ radiusStart: 2000, radiusEnd: 100 }, { radiusStart: 'abc' }]) {
      const answer = await post('/cloud/wtsb/deptArea/page', body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('半径范围不正确：须为数字，且起始值不大于结束值');
    }
  });

  it('exports list fields as labels and imports them back', async () => {
    const response = await fetch(new URL('/cloud/wtsb/deptArea/export', server.base), { method: 'POST', headers: { authorization: `Bearer ${t1}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: '多选区域' }) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    // The export opens with a title row and a row of period and filters; the header is row 3.
    const header = (sheet.getRow(3).values as unknown[]).slice(1);
    const cell = sheet.getRow(4).getCell(header.indexOf('覆盖区划') + 1).value;
    const mine = await regionsOf(t1);
    expect(cell).toBe(`${mine[0]!.label}、${mine[2]!.label}`);
    // Import the same row under another name.
    sheet.getRow(4).getCell(header.indexOf('区域名称') + 1).value = '导入区域';
    const form = new FormData();
    form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'areas.xlsx');
    const imported = await fetch(new URL('/cloud/wtsb/deptArea/import', server.base), { method: 'POST', headers: { authorization: `Bearer ${t1}` }, body: form });
    const answer = (await imported.json()) as { result: number; msg: string };
    expect(answer.result, answer.msg).toBe(0);
    const row = (await post<Page>('/cloud/wtsb/deptArea/page', { name: '导入区域' })).body.data.rows[0]!;
    expect(row.regionIds).toEqual([mine[0]!.id, mine[2]!.id]);
  });
});
