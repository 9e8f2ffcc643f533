/**
 * 垃圾分类 (ljfl) answers every call the catalogue gives it at the spec's paths (/cloud/ljfl,
 * /envcloud/hw/jlzs/api/v1, /cloud/zszy/prd/api): each resource's generic calls, the data source
 * sync, the settings, the reports and matrices with their exports. Its units, cars and collection
 * facilities are the tenant's shared rows; board figures are the sums of the lists behind them;
 * tenants stay apart; a user without the system is refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number };
const ljfl = await loadSystem('ljfl');
const L = '/cloud/ljfl';
const J = '/envcloud/hw/jlzs/api/v1';
const Z = '/cloud/zszy/prd/api';
const han = /[\u4e00-\u9fa5]/;
const round2 = (n: number) => Math.round(n * 100) / 100;
const OCT = { startDate: '2026-10-01', endDate: '2026-10-31' };

describe.each(backends)('ljfl calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let t2: string;
  const post = <T = Page>(path: string, body: Obj = {}, tk = token) => call<T>(server.base, path, { token: tk, body });
  const get = <T = Obj>(path: string, query: Record<string, string>, tk = token) => call<T>(server.base, path, { token: tk, query });
  /** Every row of a list, page by page (500 is the largest page). */
  const allRows = async (path: string, body: Obj) => {
    const rows: Obj[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = (await post(path, { ...body, pageNum, pageSize: 500 })).body.data;
      rows.push(...page.rows);
      if (rows.length >= page.total) return rows;
    }
  };
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  const listed = ljfl.resources.filter((r) => !r.singleton);
  it.each(listed.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource, { skipImport: true }); // the import round trip is its own test below
  });

  it('answers the days the quantities cover', async () => {
    const range = await get<{ start: string; end: string }>(`${J}/common/dataRange`, {});
    expect(range.body.data).toEqual({ start: '2026-08-23', end: '2026-11-20' });
    expect((await get<{ start: string }>(`${J}/common/dataRange`, {}, t2)).body.data.start).toBe('2026-08-23');
  });

  it.each(ljfl.reports.filter((r) => r.key !== 'dataRange').map((r) => [r.key, r] as const))('report %s answers with rows', async (_key, report) => {
    const period = report.matrix ? (report.matrix.period === 'month' ? { month: '2026-10' } : { year: '2026' }) : {};
    const answer = await post<Page>(report.call, { pageNum: 1, pageSize: 10, ...period });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    expect(answer.body.data.rows.length, report.key).toBeGreaterThan(0);
    if (report.export) {
      const file = await post(report.export, period);
      expect(file.status, report.export).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
    }
  });

  it('pages and filters the garbage quantities', async () => {
    const all = await post(`${J}/garbageQuantity/pageList`, { pageSize: 5 });
    expect(all.body.data.rows).toHaveLength(5);
    expect(all.body.data.total).toBeGreaterThan(1000);
    const page2 = await post(`${J}/garbageQuantity/pageList`, { pageSize: 5, pageNum: 2 });
    expect(page2.body.data.rows.map((r) => r.id)).not.toEqual(all.body.data.rows.map((r) => r.id));
    const kitchen = await post(`${J}/garbageQuantity/pageList`, { garbageType: 'kitchen', statDateStart: '2026-10-01', statDateEnd: '2026-10-31', pageSize: 500 });
    expect(kitchen.body.data.rows.every((r) => r.garbageType === 'kitchen' && String(r.statDate) >= '2026-10-01' && String(r.statDate) <= '2026-10-31')).toBe(true);
    expect(kitchen.body.data.total).toBe(31 * 8);
    const bad = await post(`${J}/garbageQuantity/pageList`, { pageSize: 'many' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(han);
  });

  it('its units, cars and collection facilities are the tenant’s shared rows', async () => {
    const units = await post(`${L}/unit/pageList`, { pageSize: 100 });
    const companies = await post('/cloud/platform/company/pageList', { pageSize: 100 });
    expect(units.body.data.rows.map((r) => r.id).sort()).toEqual(companies.body.data.rows.map((r) => r.id).sort());
    const cars = await post(`${L}/car/pageList`, { pageSize: 100 });
    const ljszyCars = await post('/cloud/ljszy/carInfo/pageList', { pageSize: 100 });
    expect(cars.body.data.rows.map((r) => r.carNo).sort()).toEqual(ljszyCars.body.data.rows.map((r) => r.carNo).sort());
    const facilities = await post(`${L}/collectFacility/pageList`, { pageSize: 500 });
    const ljszy = await post('/cloud/ljszy/facilityInfo/pageList', { pageSize: 500 });
    expect(facilities.body.data.total).toBe(ljszy.body.data.total);
    expect(facilities.body.data.rows.every((r) => typeof r.regionId === 'number' && typeof r.binCount === 'number')).toBe(true);
    // Editing what 垃圾分类 keeps about a facility shows in 垃圾收运's view of the same row.
    const one = facilities.body.data.rows[0]!;
    const saved = await post(`${L}/collectFacility/update`, { id: one.id, binCount: 12 });
    expect(saved.body.result, saved.text).toBe(0);
    const there = await get(`/cloud/ljszy/facilityInfo/getOne`, { id: String(one.id) });
    expect((there.body.data as Obj).name).toBe(one.name);
    const back = await get(`${L}/collectFacility/getOne`, { id: String(one.id) });
    expect((back.body.data as Obj).binCount).toBe(12);
  });

  it('creates, validates, updates and deletes a treatment plant and a weighing', async () => {
    const empty = await post(`${L}/handleFacility/save`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(han);
    const unit = (await post(`${L}/unit/pageList`)).body.data.rows[0]!;
    const region = (await post('/cloud/platform/region/pageList', { level: 'street' })).body.data.rows[0]!;
    const plant = { code: 'HF-99', name: '测试餐厨处理厂', handleType: 'kitchen', designCapacity: 200, companyId: unit.id, regionId: region.id, address: '环境园区 9 号', location: '120.15,30.28', status: 'running' };
    const badCode = await post(`${L}/handleFacility/save`, { ...plant, code: 'hf 99' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.msg).toContain('设施编号只能包含大写字母');
    const created = await post<Obj>(`${L}/handleFacility/save`, plant);
    expect(created.body.result, created.text).toBe(0);
    const id = created.body.data.id as number;
    const dup = await post(`${L}/handleFacility/save`, plant);
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toMatch(han);
    const car = (await post(`${L}/car/pageList`)).body.data.rows[0]!;
    const weigh = { ticketNo: 'BD-TEST-0001', carId: car.id, handleFacilityId: id, garbageType: 'kitchen', grossWeight: 12000, tareWeight: 7000, weighTime: '2026-11-01 09:00:00' };
    const wrong = await post(`${J}/carWeighRecord/save`, { ...weigh, grossWeight: 6000 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('毛重不能小于皮重');
    const w = await post<Obj>(`${J}/carWeighRecord/save`, weigh);
    expect(w.body.result, w.text).toBe(0);
    const read = await get(`${J}/carWeighRecord/getOne`, { id: String(w.body.data.id) });
    expect((read.body.data as Obj).netWeight).toBe(5000);
    // The plant is in use by the weighing: its delete is refused until the weighing goes.
    const refused = await post(`${L}/handleFacility/delete`, { id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(han);
    expect((await post(`${J}/carWeighRecord/delete`, { id: w.body.data.id })).body.result).toBe(0);
    expect((await post(`${L}/handleFacility/update`, { id, designCapacity: 260 })).body.result).toBe(0);
    expect(((await get(`${L}/handleFacility/getOne`, { id: String(id) })).body.data as Obj).designCapacity).toBe(260);
    expect((await post(`${L}/handleFacility/delete`, { id })).body.result).toBe(0);
  });

  it('computes a life score’s total from its items and keeps villages’ households consistent', async () => {
    const region = (await post('/cloud/platform/region/pageList', { level: 'street' })).body.data.rows[1]!;
    const s = await post<Obj>(`${J}/lifeScore/save`, { regionId: region.id, statMonth: '2026-11-01', facilityScore: 25.5, sortingScore: 33, collectScore: 24, assessor: '王建国' });
    expect(s.body.result, s.text).toBe(0);
    expect(((await get(`${J}/lifeScore/getOne`, { id: String(s.body.data.id) })).body.data as Obj).totalScore).toBe(82.5);
    const over = await post(`${J}/lifeScore/save`, { regionId: region.id, statMonth: '2026-11-01', facilityScore: 31, sortingScore: 33, collectScore: 24, assessor: '王建国' });
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(han);
    expect((await post(`${J}/lifeScore/delete`, { id: s.body.data.id })).body.result).toBe(0);
    const v = await post(`${J}/village/save`, { name: '测试村', regionId: region.id, households: 100, sortingHouseholds: 120, handleMode: 'local', rating: 'standard' });
    expect(v.status).toBe(400);
    expect(v.body.msg).toContain('参与分类户数不能大于总户数');
  });

  it('syncs a data source now', async () => {
    const src = (await post(`${J}/datasource/pageList`)).body.data.rows[0]!;
    const synced = await post(`${J}/datasource/sync`, { id: src.id });
    expect(synced.body.result, synced.text).toBe(0);
    const after = (await get(`${J}/datasource/getOne`, { id: String(src.id) })).body.data as Obj;
    expect(String(after.lastSyncTime) > String(src.lastSyncTime)).toBe(true);
  });

  it('reads and saves the settings with their history; a save naming nothing is refused', async () => {
    const got = await get(`${J}/config/get`, {});
    expect(got.body.result).toBe(0);
    expect(got.body.data).toMatchObject({ passScore: 80, pointsPerKg: 2, reportDay: 5 });
    const none = await post(`${J}/config/save`, {});
    expect(none.status).toBe(400);
    expect(none.body.msg).toMatch(han);
    const bad = await post(`${J}/config/save`, { accuracyTarget: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(han);
    const saved = await post(`${J}/config/save`, { accuracyTarget: 85, passScore: 75 });
    expect(saved.body.result, saved.text).toBe(0);
    expect((await get(`${J}/config/get`, {})).body.data).toMatchObject({ accuracyTarget: 85, passScore: 75 });
    const history = await get<Obj[]>(`${J}/config/history`, {});
    expect(history.body.data.length).toBeGreaterThan(0);
    // Tenant 2 still reads its defaults.
    expect((await get(`${J}/config/get`, {}, t2)).body.data).toMatchObject({ passScore: 80 });
  });

  it('board figures are the sums of the lists behind them', async () => {
    const rows = await allRows(`${J}/garbageQuantity/pageList`, { statDateStart: OCT.startDate, statDateEnd: OCT.endDate });
    const total = round2(rows.reduce((n, r) => n + Number(r.weight), 0));
    const board = await post(`${Z}/board/quantity`, OCT);
    expect(round2(Number(board.body.data.rows[0]!.weight))).toBe(total);
    const byType = await post(`${L}/bigData/typeQuantity`, OCT);
    expect(round2(byType.body.data.rows.reduce((n, r) => n + Number(r.weight), 0))).toBe(total);
    const monthly = await post<{ totals: Obj }>(`${L}/dataPlatform/dailyReport`, { month: '2026-10' });
    expect(round2(Number(monthly.body.data.totals.total))).toBe(total);
    const weighings = await allRows(`${J}/carWeighRecord/pageList`, { weighTimeStart: OCT.startDate, weighTimeEnd: OCT.endDate });
    const handle = await post(`${Z}/board/handle`, OCT);
    expect(Number(handle.body.data.rows[0]!.trips)).toBe(weighings.length);
    expect(round2(Number(handle.body.data.rows[0]!.netWeight))).toBe(round2(weighings.reduce((n, r) => n + Number(r.netWeight), 0) / 1000));
    const zszy = await post(`${J}/zszyStatistics/handle`, OCT);
    expect(zszy.body.data.rows.reduce((n, r) => n + Number(r.trips), 0)).toBe(weighings.length);
    const gis = await post(`${Z}/gis/collectFacility`);
    const facilities = await post(`${L}/collectFacility/pageList`);
    expect(gis.body.data.rows.reduce((n, r) => n + Number(r.facilities), 0)).toBe(facilities.body.data.total);
    const badMonth = await post(`${L}/dataPlatform/dailyReport`, { month: '2026-13' });
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.msg).toMatch(han);
  });

  it('imports garbage quantities from a sheet (labels for streets and enums)', async () => {
    const street = (await post('/cloud/platform/region/pageList', { level: 'street' })).body.data.rows[2]!;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    sheet.addRow(['统计日期', '所属街道', '垃圾类型', '垃圾量', '数据来源', '填报人']);
    sheet.addRow(['2026-11-21', street.name, '厨余垃圾', 12.34, '批量导入', '王建国']);
    const response = await fetch(new URL(`${J}/garbageQuantity/import`, server.base), {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(await book.xlsx.writeBuffer()),
    });
    const answer = (await response.json()) as { result: number; msg: string };
    expect(answer.result, answer.msg).toBe(0);
    const rows = (await post(`${J}/garbageQuantity/pageList`, { statDateStart: '2026-11-21', statDateEnd: '2026-11-21', regionId: street.id, garbageType: 'kitchen' })).body.data.rows;
    expect(rows).toEqual([expect.objectContaining({ weight: 12.34, source: 'import' })]);
  });

  it('keeps tenants apart', async () => {
    const one = await post(`${L}/handleFacility/pageList`);
    const two = await post(`${L}/handleFacility/pageList`, {}, t2);
    expect(two.body.result).toBe(0);
    expect(two.body.data.total).toBeGreaterThan(0);
    const ids1 = new Set(one.body.data.rows.map((r) => r.id));
    expect(two.body.data.rows.some((r) => ids1.has(r.id) && one.body.data.rows.find((x) => x.id === r.id)!.name === r.name)).toBe(false);
    const other = await get(`${L}/handleFacility/getOne`, { id: String(one.body.data.rows.find((r) => !two.body.data.rows.some((x) => x.id === r.id))?.id ?? 999999) }, t2);
    expect(other.body.result).not.toBe(0);
    const q1 = (await post(`${J}/garbageQuantity/pageList`)).body.data.total;
    const q2 = (await post(`${J}/garbageQuantity/pageList`, {}, t2)).body.data.total;
    expect(q2).toBeLessThan(q1);
  });

  it('refuses a user without the system', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of [`${L}/unit/pageList`, `${J}/garbageQuantity/pageList`, `${Z}/board/quantity`, `${L}/dataPlatform/dailyReport`, `${J}/datasource/sync`]) {
      expect((await call(server.base, path, { token: ops, body: {} })).status, path).toBe(403);
    }
    expect((await call(server.base, `${J}/config/get`, { token: ops })).status).toBe(403);
    expect((await call(server.base, `${J}/common/dataRange`, { token: ops })).status).toBe(403);
  });
});
