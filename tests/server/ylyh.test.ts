/**
 * 园林养护 (ylyh) answers every call the catalogue gives it (spec §7 Nursery, /cloud/ylyh/web/):
 * the generic calls of each resource, the document calls of 苗木增加/苗木减少 (submit, cancel,
 * getDetailList), the ledger reports (nurseryRecord/pageList, nurserystockhistory) and
 * getListByGroupAreaId; exports as POST form downloads. The stock shown equals increases minus
 * removals, tenants see only their own rows, and a user without the system is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number };
const ylyh = await loadSystem('ylyh');
const B = '/cloud/ylyh/web';
const form = (o: Record<string, string | number>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();
const FORM = 'application/x-www-form-urlencoded';

describe.each(backends)('ylyh calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let t2: string;
  const post = <T = unknown>(path: string, body: unknown, tk = token) => call<T>(server.base, `${B}/${path}`, { token: tk, body });
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(ylyh.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    const first = (await expectEveryCallAnswers(server.base, token, resource, { exportRequest: { body: form({ pageNum: 1 }), contentType: FORM } })).rows[0]!;
    if (resource.lines) {
      const lines = await call<Obj[]>(server.base, `${resource.endpoints.base}/${resource.lines.call}`, { token, query: { id: String(first.id) } });
      expect(lines.body.data.length).toBeGreaterThan(0);
    }
  });

  it.each(ylyh.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
    const area = (await post<Page>('groupareamanage/getList', {})).body.data as unknown as Obj[];
    const payload: Record<string, string> = report.key === 'subtypesOfArea' ? { groupAreaId: String(area[0]!.id) } : {};
    const answer = report.method === 'GET'
      ? await call<Obj>(server.base, report.call, { token, query: payload })
      : await call<Obj>(server.base, report.call, { token, body: { pageNum: 1, pageSize: 10, ...payload } });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    if (report.key !== 'dataRange') {
      const rows = Array.isArray(answer.body.data) ? answer.body.data : (answer.body.data as { rows: Obj[] }).rows;
      expect(rows.length, report.key).toBeGreaterThan(0);
    }
    if (report.export) {
      const file = await call(server.base, report.export, { token, body: form({ startDate: '2026-08-01', endDate: '2026-11-20' }), contentType: FORM });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
    }
  });

  it('the stock shown equals submitted increases minus removals, per area and sub-type', async () => {
    const record = await post<Page<{ groupAreaId: number; subtypeId: number; quantity: number; increased: number; removed: number; opening: number }>>('nurseryRecord/pageList', { pageSize: 500 });
    expect(record.body.data.total).toBeGreaterThan(20);
    const sums = await server.app.db.tenant('1', (sql) => sql.query<{ area: number; sub: number; q: string }>(
      `SELECT area, sub, sum(q)::text AS q FROM (
         SELECT h.group_area_id AS area, l.subtype_id AS sub, l.quantity AS q FROM ylyh_increase_nursery h JOIN ylyh_increase_nursery_line l ON l.increase_nursery_id = h.id WHERE h.state = 'submitted'
         UNION ALL
         SELECT h.group_area_id, l.subtype_id, -l.quantity FROM ylyh_remove_nursery h JOIN ylyh_remove_nursery_line l ON l.remove_nursery_id = h.id WHERE h.state = 'submitted') x
       GROUP BY area, sub ORDER BY area, sub`));
    const shown = record.body.data.rows.map((r) => [r.groupAreaId, r.subtypeId, r.quantity]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    expect(shown).toEqual(sums.map((s) => [s.area, s.sub, Number(s.q)]));
    for (const r of record.body.data.rows) expect(r.quantity).toBeCloseTo(r.opening + r.increased - r.removed, 2);
    expect(record.body.data.rows.some((r) => r.removed > 0)).toBe(true);
  });

  it('a document moves the stock only when submitted, a removal beyond the stock is refused, a cancel reverses', async () => {
    const [area] = (await post<Obj[]>('groupareamanage/getList', {})).body.data;
    const [sub] = (await post<Obj[]>('nurserystocksubtype/getList', {})).body.data;
    const [staff] = (await call<Page>(server.base, '/cloud/platform/staff/pageList', { token, body: {} })).body.data.rows;
    const stock = async () => (await post<Page<{ subtypeId: number; quantity: number }>>('nurseryRecord/pageList', { groupAreaId: area!.id, pageSize: 100 })).body.data.rows.find((r) => r.subtypeId === sub!.id)?.quantity ?? 0;
    const before = await stock();
    const created = await post<Obj>('increasenursery/create', { increaseType: 'purchase', groupAreaId: area!.id, increaseDate: '2026-11-20', handlerId: staff!.id, lines: [{ subtypeId: sub!.id, quantity: 15, unitPrice: 100 }] });
    expect(created.body.result, created.text).toBe(0);
    expect(created.body.data).toMatchObject({ state: 'draft', totalQuantity: 15, totalAmount: 1500 });
    expect(String(created.body.data.code)).toMatch(/^MZ20261120-\d{3}$/);
    expect(await stock()).toBe(before);
    expect((await post('increasenursery/submit', { id: created.body.data.id })).body.result).toBe(0);
    expect(await stock()).toBe(before + 15);
    const locked = await post('increasenursery/update', { id: created.body.data.id, remark: '改' });
    expect(locked.body.msg).toBe('已入账或已作废的单据不能修改或删除');

    const tooMuch = await post<Obj>('removenursery/create', { removeType: 'dead', groupAreaId: area!.id, removeDate: '2026-11-20', handlerId: staff!.id, reason: '枯死', lines: [{ subtypeId: sub!.id, quantity: before + 16 }] });
    const refused = await post('removenursery/submit', { id: tooMuch.body.data.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/库存不足|不足/);
    expect(await stock()).toBe(before + 15);
    const removal = await post<Obj>('removenursery/create', { removeType: 'pest', groupAreaId: area!.id, removeDate: '2026-11-20', handlerId: staff!.id, reason: '天牛', lines: [{ subtypeId: sub!.id, quantity: 4 }] });
    expect((await post('removenursery/submit', { id: removal.body.data.id })).body.result).toBe(0);
    expect(await stock()).toBe(before + 11);
    expect((await post('removenursery/cancel', { id: removal.body.data.id })).body.result).toBe(0);
    expect(await stock()).toBe(before + 15);

    const history = await post<Page<{ docCode: string; kind: string; quantity: number; balance: number }>>('nurserystockhistory/pageList', { groupAreaId: area!.id, pageSize: 200 });
    const mine = history.body.data.rows.filter((r) => r.docCode === removal.body.data.code);
    expect(mine.map((r) => [r.kind, r.quantity, r.balance])).toEqual([['reverse', 4, before + 15], ['out', -4, before + 11]]);
    const sub2 = await call<Obj[]>(server.base, `${B}/nurserystocksubtype/getListByGroupAreaId`, { token, query: { groupAreaId: String(area!.id) } });
    expect(sub2.body.data.find((r) => r.id === sub!.id)).toMatchObject({ quantity: before + 15 });
  });

  it('validates with Chinese messages: required fields, polygons, points, lines, bad ids and dates', async () => {
    const empty = await post('tree/create', {});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const [area] = (await post<Obj[]>('groupareamanage/getList', {})).body.data;
    const [type] = (await post<Obj[]>('nurserystocktype/getList', {})).body.data;
    const tree = { code: 'SM-T0001', typeId: type!.id, groupAreaId: area!.id, treeLevel: 'street', address: '测试路 1 号', dbh: 20, height: 8, health: 'good' };
    const far = await post('tree/create', { ...tree, position: '10.1,60.2' });
    expect(far.status).toBe(400);
    expect(far.body.msg).toMatch(/位置/);
    const ok = await post<Obj>('tree/create', { ...tree, position: '120.150000,30.280000' });
    expect(ok.body.result, ok.text).toBe(0);
    const got = await call<Obj>(server.base, `${B}/tree/getById`, { token, query: { id: String(ok.body.data.id) } });
    expect(got.body.data).toMatchObject({ code: 'SM-T0001', position: '120.15,30.28', typeIdLabel: type!.name });
    const open = await post('groupareamanage/create', { code: 'GA-X1', name: '测试片区', regionId: 1, companyId: 1, managerId: 1, careLevel: 'first', greenArea: 100, boundary: '[[120.1,30.2],[120.2,30.2],[120.2,30.3]]' });
    expect(open.status).toBe(400);
    expect(open.body.msg).toMatch(/片区范围/);
    const noLines = await post('increasenursery/create', { increaseType: 'purchase', groupAreaId: area!.id, increaseDate: '2026-11-20', handlerId: 1, lines: [] });
    expect(noLines.status).toBe(400);
    expect(noLines.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const badLine = await post('increasenursery/create', { increaseType: 'purchase', groupAreaId: area!.id, increaseDate: '2026-11-20', handlerId: 1, lines: [{ subtypeId: 1, quantity: -3, unitPrice: 1 }] });
    expect(badLine.body.msg).toMatch(/^第 1 行/);
    const future = await post('treecuringhistory/create', { treeId: ok.body.data.id, curingTypeId: 1, curingDate: '2099-01-01', staffId: 1, content: '浇水' });
    expect(future.status).toBe(400);
    const badRange = await post('nurseryRecord/pageList', { startDate: '2026-11-20', endDate: '2026-01-01' });
    expect(badRange.body.msg).toContain('日期范围不正确');
    const noArea = await call(server.base, `${B}/nurserystocksubtype/getListByGroupAreaId`, { token });
    expect(noArea.status).toBe(400);
    expect(noArea.body.msg).toBe('请选择养护片区');
    const updated = await post('tree/update', { id: ok.body.data.id, health: 'weak' });
    expect(updated.body.result).toBe(0);
    expect((await post('tree/delete', { id: ok.body.data.id })).body.result).toBe(0);
  });

  it('pages and filters lists and reports', async () => {
    const page = await post<Page<Obj>>('tree/pageList', { pageNum: 2, pageSize: 7 });
    expect(page.body.data.rows).toHaveLength(7);
    expect(page.body.data.total).toBeGreaterThan(100);
    const [area] = (await post<Obj[]>('groupareamanage/getList', {})).body.data;
    const inArea = await post<Page<Obj>>('tree/pageList', { groupAreaId: area!.id, pageSize: 100 });
    expect(inArea.body.data.total).toBeGreaterThan(0);
    expect(inArea.body.data.rows.every((r) => r.groupAreaId === area!.id)).toBe(true);
    const ranged = await post<Page<Obj>>('treecuringhistory/pageList', { curingDateStart: '2026-11-01', curingDateEnd: '2026-11-10', pageSize: 100 });
    expect(ranged.body.data.total).toBeGreaterThan(0);
    expect(ranged.body.data.rows.every((r) => String(r.curingDate) >= '2026-11-01' && String(r.curingDate) <= '2026-11-10')).toBe(true);
    const hist = await post<Page<{ bizDate: string; groupAreaName: string }>>('nurserystockhistory/pageList', { groupAreaId: area!.id, startDate: '2026-10-01', endDate: '2026-11-20', pageSize: 5 });
    expect(hist.body.data.rows.length).toBeLessThanOrEqual(5);
    expect(hist.body.data.rows.every((r) => r.bizDate >= '2026-10-01' && r.groupAreaName === area!.name)).toBe(true);
    const enums = await call<Record<string, unknown[]>>(server.base, `${B}/common/loadEnumValue`, { token });
    expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['plantCategory', 'treeLevel', 'treeHealth', 'increaseType', 'removeType']));
  });

  it('exports are POST form-data downloads (multipart and url-encoded alike)', async () => {
    const boundary = 'ylyhBoundary123';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="treeLevel"', '', 'street', `--${boundary}--`, ''].join('\r\n');
    const file = await call(server.base, `${B}/tree/export`, { token, body, contentType: `multipart/form-data; boundary=${boundary}` });
    expect(file.status, file.text.slice(0, 200)).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/attachment/);
    const encoded = await call(server.base, `${B}/nurserystockhistory/export`, { token, body: form({ groupAreaId: '1' }), contentType: FORM });
    expect(encoded.status).toBe(200);
  });

  it('keeps tenants apart and refuses a user without the system', async () => {
    const one = await post<Page<{ id: number; code: string }>>('groupareamanage/pageList', {});
    const two = await post<Page<{ id: number; code: string }>>('groupareamanage/pageList', {}, t2);
    expect(one.body.data.total).toBe(6);
    expect(two.body.data.total).toBe(3);
    expect(two.body.data.rows.every((r) => r.code.startsWith('GA-2'))).toBe(true);
    const foreign = await call(server.base, `${B}/groupareamanage/getById`, { token: t2, query: { id: String(one.body.data.rows[0]!.id) } });
    expect(foreign.body.result).not.toBe(0);
    const trees2 = await post<Page>('tree/pageList', {}, t2);
    expect(trees2.body.data.total).toBe(36);
    const stock2 = await post<Page<{ groupAreaId: number }>>('nurseryRecord/pageList', { pageSize: 500 }, t2);
    const mine = new Set(two.body.data.rows.map((r) => r.id));
    expect(stock2.body.data.rows.every((r) => mine.has(r.groupAreaId))).toBe(true);
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    const refused = await post('tree/pageList', {}, ops);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const report = await post('nurseryRecord/pageList', {}, ops);
    expect(report.status).toBe(403);
  });
});
