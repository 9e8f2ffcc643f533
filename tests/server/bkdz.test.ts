/**
 * 分类准确率 (bkdz) answers every call the spec names for /cloud/bkdz/web/: enum/list, facility
 * (pageList, banding, cancel, bandingHousingEstateList), dataAllocation (pageList, update as POST
 * JSON), the records' pageList/import/export, config get and save, accuracyRate (calculateSummary,
 * getList, getLevelList, export, getTrendList), summary/getSummary and config/getRegionTree.
 * Accuracy is computed from the seeded records: the summary's totals equal the sums of the lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number; totals?: Obj };
type Fig = { totalCount: number; correctCount: number; accuracy: number | null; estateCount: number; level: string };
const bkdz = await loadSystem('bkdz');
const B = '/cloud/bkdz/web';
const FORM = 'application/x-www-form-urlencoded';
const PERIOD = { startDate: '2026-10-22', endDate: '2026-11-20' };
const sum = (rows: Obj[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

describe.each(backends)('bkdz calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let t2: string;
  const post = <T = unknown>(path: string, body: unknown, tk = token) => call<T>(server.base, `${B}/${path}`, { token: tk, body });
  const get = <T = unknown>(path: string, query: Record<string, string> = {}, tk = token) => call<T>(server.base, `${B}/${path}`, { token: tk, query });
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(bkdz.resources.filter((r) => !r.singleton).map((r) => [r.key, r] as const))('%s: every generic call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource, { exportRequest: { body: 'pageNum=1', contentType: FORM }, skipImport: true, actions: false });
  });

  it('enum/list answers the levels and allocation states; the region tree nests districts, streets', async () => {
    const enums = await get<Record<string, unknown[]>>('enum/list');
    expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['bkdzLevel', 'bkdzAllocState', 'garbageType']));
    const tree = await get<{ name: string; children?: { name: string; children?: unknown[] }[] }[]>('config/getRegionTree');
    expect(tree.body.result, tree.text).toBe(0);
    expect(JSON.stringify(tree.body.data)).toContain('西湖区');
    expect(JSON.stringify(tree.body.data)).toContain('翠苑街道');
  });

  it('binds a facility to an estate (banding) and releases it (cancel); estates list their facilities', async () => {
    const unbound = await post<Page<Obj>>('facility/pageList', { facilityType: 'communityPoint', pageSize: 100 });
    const free = unbound.body.data.rows.find((r) => r.housingEstateId === null)!;
    expect(free, 'the seed leaves some estate facilities unbound').toBeDefined();
    const estates = await post<Page<Obj>>('housingEstate/pageList', { pageSize: 100 });
    const estate = estates.body.data.rows[0]!;
    const missing = await post('facility/banding', { id: free.id });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/绑定小区/);
    const bound = await post<Obj>('facility/banding', { id: free.id, housingEstateId: estate.id });
    expect(bound.body.result, bound.text).toBe(0);
    expect(bound.body.data).toMatchObject({ housingEstateId: estate.id, housingEstateIdLabel: estate.name });
    const listed = await get<Page<{ id: number; facilities: string; facilityCount: number }>>('facility/bandingHousingEstateList', { pageSize: '100' });
    expect(listed.body.data.rows.find((r) => r.id === estate.id)!.facilities).toContain(String(free.name));
    expect(sum(listed.body.data.rows, 'facilityCount')).toBe((await post<Page>('facility/pageList', { pageSize: 1, housingEstateId: undefined })).body.data.total - (await countUnbound()));
    expect((await post('facility/cancel', { id: free.id })).body.result).toBe(0);
    const after = await call<Obj>(server.base, `${B}/facility/getOne`, { token, query: { id: String(free.id) } });
    expect(after.body.data.housingEstateId).toBeNull();
    const history = await get<{ rows?: unknown[] } | unknown[]>('facility/history', { id: String(free.id) });
    expect(JSON.stringify(history.body.data)).toMatch(/banding|cancel|绑定/);
  });

  async function countUnbound(): Promise<number> {
    const all = await post<Page<Obj>>('facility/pageList', { pageSize: 500 });
    return all.body.data.rows.filter((r) => r.housingEstateId === null).length;
  }

  it('data allocation: pending records get an estate by dataAllocation/update (POST JSON)', async () => {
    const pending = await post<Page<Obj>>('dataAllocation/pageList', { allocState: 'pending', pageSize: 5 });
    expect(pending.body.data.total).toBeGreaterThan(0);
    const rec = pending.body.data.rows[0]!;
    expect(rec.housingEstateId).toBeNull();
    const refused = await post('dataAllocation/update', { id: rec.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const estate = (await post<Page<Obj>>('housingEstate/pageList', {})).body.data.rows[1]!;
    const before = (await get<Page<Fig>>('accuracyRate/calculateSummary', { startDate: String(rec.checkDate), endDate: String(rec.checkDate) })).body.data.rows[0]!;
    const done = await post<Obj>('dataAllocation/update', { id: rec.id, housingEstateId: estate.id });
    expect(done.body.result, done.text).toBe(0);
    expect(done.body.data).toMatchObject({ housingEstateId: estate.id, allocState: 'manual' });
    const after = (await get<Page<Fig>>('accuracyRate/calculateSummary', { startDate: String(rec.checkDate), endDate: String(rec.checkDate) })).body.data.rows[0]!;
    expect(after.totalCount).toBe(before.totalCount + Number(rec.totalCount));
    expect(after.correctCount).toBe(before.correctCount + Number(rec.correctCount));
  });

  it('records: create with validation, filters and paging, import template and export', async () => {
    const [facility] = (await post<Page<Obj>>('facility/pageList', { pageSize: 1 })).body.data.rows;
    const empty = await post('save', {});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const base = { checkDate: '2026-11-20', facilityId: facility!.id, garbageType: 'kitchen', totalCount: 50, correctCount: 40, inspector: '测试督导员', allocState: 'manual' };
    const over = await post('save', { ...base, correctCount: 51 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('正确投放次数不能大于投放次数');
    const future = await post('save', { ...base, checkDate: '2099-01-01' });
    expect(future.status).toBe(400);
    const saved = await post<Obj>('save', base);
    expect(saved.body.result, saved.text).toBe(0);
    expect((await post('update', { id: saved.body.data.id, correctCount: 45 })).body.result).toBe(0);
    expect((await post('delete', { id: saved.body.data.id })).body.result).toBe(0);
    const page = await post<Page<Obj>>('pageList', { pageNum: 2, pageSize: 7 });
    expect(page.body.data.rows).toHaveLength(7);
    expect(page.body.data.total).toBeGreaterThan(1000);
    const ranged = await post<Page<Obj>>('pageList', { checkDateStart: '2026-11-01', checkDateEnd: '2026-11-05', garbageType: 'other', pageSize: 500 });
    expect(ranged.body.data.total).toBeGreaterThan(0);
    expect(ranged.body.data.rows.every((r) => String(r.checkDate) >= '2026-11-01' && String(r.checkDate) <= '2026-11-05' && r.garbageType === 'other')).toBe(true);
    const template = await get('importTemplate');
    expect(template.status).toBe(200);
    const file = await call(server.base, `${B}/export`, { token, body: 'garbageType=kitchen', contentType: FORM });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('accuracy: the summary equals the sums of the estate, street, district, level and trend lists', async () => {
    const summary = (await get<Page<Fig & Obj>>('accuracyRate/calculateSummary', PERIOD)).body.data.rows[0]!;
    expect(summary.totalCount).toBeGreaterThan(0);
    const estates = (await get<Page<Fig & Obj>>('accuracyRate/getList', { ...PERIOD, pageSize: '500' })).body.data;
    expect(estates.total).toBe(summary.estateCount);
    expect(sum(estates.rows, 'totalCount')).toBe(summary.totalCount);
    expect(sum(estates.rows, 'correctCount')).toBe(summary.correctCount);
    expect(summary.accuracy).toBeCloseTo((summary.correctCount * 100) / summary.totalCount, 1);
    for (const key of ['getStreetList', 'getDistrictList']) {
      const rows = (await get<Page<Fig & Obj>>(`accuracyRate/${key}`, PERIOD)).body.data.rows;
      expect(sum(rows, 'totalCount'), key).toBe(summary.totalCount);
      expect(sum(rows, 'estateCount'), key).toBe(summary.estateCount);
    }
    const levels = (await get<Page<Fig & Obj>>('accuracyRate/getLevelList', PERIOD)).body.data.rows;
    expect(levels.map((l) => l.level)).toEqual(['excellent', 'good', 'pass', 'fail', 'insufficient']);
    expect(sum(levels, 'estateCount')).toBe(summary.estateCount);
    expect(sum(levels, 'totalCount')).toBe(summary.totalCount);
    for (const l of levels) expect(summary[l.level as string]).toBe(l.estateCount);
    expect(levels.filter((l) => l.estateCount > 0).length).toBeGreaterThanOrEqual(3);
    const trend = (await get<Page<Fig & { date: string }>>('accuracyRate/getTrendList', PERIOD)).body.data.rows;
    expect(trend).toHaveLength(30);
    expect(trend[0]!.date).toBe(PERIOD.startDate);
    expect(sum(trend, 'totalCount')).toBe(summary.totalCount);
    expect(sum(trend, 'correctCount')).toBe(summary.correctCount);
    // Straight from the table: records allocated to estates in the period.
    const [db] = await server.app.db.tenant('1', (sql) => sql.query<{ t: number; c: number }>(
      `SELECT sum(total_count)::int AS t, sum(correct_count)::int AS c FROM bkdz_record WHERE housing_estate_id IS NOT NULL AND check_date BETWEEN '2026-10-22' AND '2026-11-20'`));
    expect([summary.totalCount, summary.correctCount]).toEqual([db!.t, db!.c]);
    const file = await call(server.base, `${B}/accuracyRate/export`, { token, body: new URLSearchParams(PERIOD).toString(), contentType: FORM });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const board = (await get<Page<Obj>>('summary/getSummary', PERIOD)).body.data.rows[0]!;
    expect(board).toMatchObject({ estates: summary.estateCount, accuracy: summary.accuracy });
    expect(Number(board.pendingRecords)).toBeGreaterThan(0);
  });

  it('a district filter takes its streets\' estates; the level lines of 参数配置 regrade the estates', async () => {
    const regions = (await post<Page<{ id: number; name: string; level: string }>>('config/pageList', { pageSize: 100 })).body.data.rows;
    const district = regions.find((r) => r.name === '西湖区')!;
    const inDistrict = (await get<Page<{ districtName: string }>>('accuracyRate/getList', { ...PERIOD, regionId: String(district.id), pageSize: '100' })).body.data;
    expect(inDistrict.total).toBeGreaterThan(0);
    expect(inDistrict.rows.every((r) => r.districtName === '西湖区')).toBe(true);
    const street = regions.find((r) => r.name === '翠苑街道')!;
    const inStreet = (await get<Page<{ streetName: string }>>('accuracyRate/getList', { ...PERIOD, regionId: String(street.id), pageSize: '100' })).body.data;
    expect(inStreet.total).toBeLessThan(inDistrict.total);
    expect(inStreet.rows.every((r) => r.streetName === '翠苑街道')).toBe(true);

    const config = await get<Obj>('config/get');
    expect(config.body.data).toMatchObject({ excellentRate: 90, goodRate: 80, passRate: 60 });
    const wrong = await post('config/save', { excellentRate: 70, goodRate: 80 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('优秀线不能低于良好线');
    const none = await post('config/save', {});
    expect(none.status).toBe(400);
    expect((await post('config/save', { excellentRate: 0.5, goodRate: 0.4, passRate: 0.3, minDeliveries: 0 })).body.result).toBe(0);
    const levels = (await get<Page<Fig>>('accuracyRate/getLevelList', PERIOD)).body.data.rows;
    // Every estate with deliveries is now 优秀; those without any stay 样本不足 (no facility of theirs is checked).
    const rows = (await get<Page<Fig>>('accuracyRate/getList', { ...PERIOD, pageSize: '100' })).body.data.rows;
    expect(levels.find((l) => l.level === 'excellent')!.estateCount).toBe(rows.filter((r) => r.totalCount > 0).length);
    expect(levels.find((l) => l.level === 'insufficient')!.estateCount).toBe(rows.filter((r) => r.totalCount === 0).length);
    expect((await post('config/save', { excellentRate: 90, goodRate: 80, passRate: 60, minDeliveries: 100 })).body.result).toBe(0);
  });

  it('validates report inputs with Chinese messages', async () => {
    const badRange = await get('accuracyRate/getList', { startDate: '2026-11-20', endDate: '2026-01-01' });
    expect(badRange.status).toBe(400);
    expect(badRange.body.msg).toContain('日期范围不正确');
    const badDate = await get('accuracyRate/getTrendList', { startDate: '2026-02-30' });
    expect(badDate.status).toBe(400);
    const badRegion = await get('accuracyRate/calculateSummary', { regionId: 'abc' });
    expect(badRegion.status).toBe(400);
    expect(badRegion.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const badPage = await get('accuracyRate/getList', { pageSize: '9999' });
    expect(badPage.status).toBe(400);
  });

  it('keeps tenants apart and refuses a user without the system', async () => {
    const one = (await post<Page<{ id: number; name: string }>>('housingEstate/pageList', { pageSize: 100 })).body.data;
    const two = (await post<Page<{ id: number; name: string }>>('housingEstate/pageList', { pageSize: 100 }, t2)).body.data;
    expect(one.total).toBe(15);
    expect(two.total).toBe(8);
    expect(two.rows.map((r) => r.name)).toContain('江南豪园');
    const list2 = (await get<Page<{ id: number }>>('accuracyRate/getList', { ...PERIOD, pageSize: '100' }, t2)).body.data;
    expect(list2.rows.map((r) => r.id).sort()).toEqual(two.rows.map((r) => r.id).sort());
    const rec1 = (await post<Page<Obj>>('pageList', { pageSize: 1 })).body.data.rows[0]!;
    const foreign = await call(server.base, `${B}/getOne`, { token: t2, query: { id: String(rec1.id) } });
    expect(foreign.body.result).not.toBe(0);
    const sneaky = await post('dataAllocation/update', { id: rec1.id, housingEstateId: two.rows[0]!.id }, t2);
    expect(sneaky.body.result).not.toBe(0);
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of ['pageList', 'accuracyRate/getList', 'config/get', 'facility/banding']) {
      const refused = path.includes('/get') ? await get(path, {}, ops) : await post(path, {}, ops);
      expect(refused.status, path).toBe(403);
      expect(refused.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
