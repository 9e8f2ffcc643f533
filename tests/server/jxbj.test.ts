/**
 * 道路保洁 (jxbj) answers every call the catalogue gives it (spec §7: /cloud/jxbj, /cloud/jxbjnew):
 * the generic calls of each resource (saveRoadInfo / delRoadInfo, saveLineInfo, saveShiftInfo,
 * carExp queryList, getRoadList, pointer syncPointer), every one-map and report call with paging
 * and filters, Chinese validation messages, tenant isolation and refusal for a user without the
 * system. Completion is computed from the positions store: a hand-made track inserted for a
 * scheduled sweeper sweeps a new road only when it passes inside the buffer at working speed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPath, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number; pageNum: number; pageSize: number };
const jxbj = await loadSystem('jxbj');
const report = (key: string) => jxbj.reports.find((r) => r.key === key)!;
const DAY = '2026-11-20';

describe.each(backends)('jxbj calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let t2: string;
  let ops: string;
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
  }, 180_000);
  afterAll(() => server?.stop());

  const ask = <T = Page>(path: string, body: Obj = {}, as = token, method: 'GET' | 'POST' = 'POST') =>
    call<T>(server.base, path, method === 'GET' ? { token: as, query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) } : { token: as, body });

  it.each(jxbj.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource, { actions: false });
  });

  it('answers at the spec paths: saveRoadInfo / delRoadInfo, getRoadList, saveLineInfo, saveShiftInfo, carExp queryList', async () => {
    const line = (await ask('/cloud/jxbj/line/pageList')).body.data.rows[0]!;
    const std = (await ask('/cloud/jxbjnew/roadStandard/pageList')).body.data.rows[0]!;
    const saved = await ask<Obj>('/cloud/jxbj/road/saveRoadInfo', {
      code: 'DL-900', name: '测试路', roadLevel: 'branch', lineId: line.id, standardId: std.id, companyId: line.companyId, widthM: 12, status: 'enabled',
      path: [[120.15, 30.28], [120.15, 30.29]],
    });
    expect(saved.body.result, saved.text).toBe(0);
    const found = await ask('/cloud/jxbj/road/pageList', { code: 'DL-900' });
    expect(found.body.data.total).toBe(1);
    const road = found.body.data.rows[0]!;
    expect(road.path).toBe('[[120.15,30.28],[120.15,30.29]]');
    const options = await ask<{ id: number; label: string }[]>('/cloud/jxbj/road/getRoadList', {}, token, 'GET');
    expect(options.body.data.some((o) => o.label === '测试路')).toBe(true);
    const renamed = await ask('/cloud/jxbj/road/saveRoadInfo', { ...road, name: '测试路北段' });
    expect(renamed.body.result, renamed.text).toBe(0);
    expect((await ask('/cloud/jxbj/road/pageList', { code: 'DL-900' })).body.data.rows[0]!.name).toBe('测试路北段');
    const bad = await ask('/cloud/jxbj/road/saveRoadInfo', { ...road, id: undefined, code: 'DL-901', path: [[120.15, 30.28]] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('道路走向须有 2–500 个点');
    const del = await ask('/cloud/jxbj/road/delRoadInfo', { id: road.id });
    expect(del.body.result, del.text).toBe(0);
    expect((await ask('/cloud/jxbj/road/pageList', { code: 'DL-900' })).body.data.total).toBe(0);

    const shift = await ask('/cloud/jxbj/shift/saveShiftInfo', { name: '测试班', startTime: '22:00', endTime: '04:00', status: 'enabled' });
    expect(shift.body.result, shift.text).toBe(0);
    const badShift = await ask('/cloud/jxbj/shift/saveShiftInfo', { name: '坏班次', startTime: '25:00', endTime: '04:00', status: 'enabled' });
    expect(badShift.status).toBe(400);
    expect(badShift.body.msg).toBe('开始时间须为时间（HH:mm）');
    const lineSave = await ask('/cloud/jxbj/line/saveLineInfo', { code: 'XL-99', name: '测试线路', companyId: line.companyId, workTypeId: line.workTypeId, status: 'enabled' });
    expect(lineSave.body.result, lineSave.text).toBe(0);
    const speed = await ask('/cloud/jxbjnew/speedconfig/save', { workTypeId: line.workTypeId, minSpeed: 30, maxSpeed: 10, alarmSpeed: 40, status: 'enabled' });
    expect(speed.status).toBe(400);
    expect(speed.body.msg).toMatch(/[\u4e00-\u9fa5]/);

    const expenses = await ask('/cloud/jxbj/carExp/queryList', { expenseType: 'fuel', pageNum: 1, pageSize: 5 });
    expect(expenses.body.data.rows.length).toBe(5);
    expect(expenses.body.data.rows.every((r) => r.expenseType === 'fuel')).toBe(true);
    const page2 = await ask('/cloud/jxbj/carExp/queryList', { pageNum: 2, pageSize: 5 });
    expect(page2.body.data.pageNum ?? 2).toBe(2);
    expect(page2.body.data.rows[0]!.id).not.toBe((await ask('/cloud/jxbj/carExp/queryList', { pageNum: 1, pageSize: 5 })).body.data.rows[0]!.id);
    const cars = await ask('/cloud/jxbj/carExp/getCarList', {}, token, 'GET');
    const sum = cars.body.data.rows.reduce((x, r) => x + Number(r.amount), 0);
    const all = await ask('/cloud/jxbj/carExp/queryList', { pageSize: 500 });
    expect(sum).toBeCloseTo(all.body.data.rows.reduce((x, r) => x + Number(r.amount), 0), 1);
  });

  it('syncPointer stamps every pointer', async () => {
    const pointer = jxbj.resources.find((r) => r.key === 'pointer')!;
    const sync = await ask(actionPath(pointer, pointer.actions![0]!), { all: true });
    expect(sync.body.result, sync.text).toBe(0);
    const rows = (await ask('/cloud/jxbj/pointer/pageList', { pageSize: 500 })).body.data.rows;
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => String(r.syncTime) > '2026-11-20 06:00:00')).toBe(true);
  });

  it.each(jxbj.reports.map((r) => [r.key, r] as const))('report %s answers with rows', async (key, r) => {
    const answer = await ask<Page | Obj>(r.call, { startDate: DAY, endDate: DAY, pageNum: 1, pageSize: 10 }, token, r.method);
    expect(answer.body.result, answer.text.slice(0, 300)).toBe(0);
    if (key === 'dataRange') return expect((answer.body.data as Obj).end).toBe(DAY);
    const data = answer.body.data as Page;
    expect(data.rows.length, key).toBeGreaterThan(0);
    // Every declared column is in the rows.
    for (const c of r.columns ?? []) expect(data.rows[0], `${key}.${c.key}`).toHaveProperty(c.key);
  });

  it('refuses bad periods and ids in Chinese', async () => {
    const long = await ask(report('completionByDay').call, { startDate: '2026-09-01', endDate: '2026-11-20' }, token, 'GET');
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('查询期间最多 31 天');
    const reversed = await ask(report('carWorkReport').call, { startDate: '2026-11-20', endDate: '2026-11-18' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toMatch(/日期范围不正确/);
    const badId = await ask(report('roadOperation').call, { roadId: 'abc' }, token, 'GET');
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const paging = await ask(report('roadCompletion').call, { pageSize: 10_000 }, token, 'GET');
    expect(paging.status).toBe(400);
  });

  it('pages and filters the computed reports; totals agree with the road rows', async () => {
    const roads = (await ask(report('roadCompletion').call, { date: DAY, pageSize: 500 }, token, 'GET')).body.data;
    expect(roads.total).toBeGreaterThan(8);
    const second = (await ask(report('roadCompletion').call, { date: DAY, pageNum: 2, pageSize: 3 }, token, 'GET')).body.data;
    expect(second.rows.map((r) => r.roadId)).toEqual(roads.rows.slice(3, 6).map((r) => r.roadId));
    const day = (await ask(report('completionByDay').call, { startDate: DAY, endDate: DAY }, token, 'GET')).body.data.rows[0]!;
    const planned = roads.rows.filter((r) => r.state !== 'unplanned');
    expect(day.roads).toBe(planned.length);
    expect(day.done).toBe(planned.filter((r) => r.state === 'done').length);
    expect(Number(day.coveredKm)).toBeCloseTo(planned.reduce((x, r) => x + Number(r.coveredKm), 0), 1);
    // The sweepers really pass their roads: coverage comes out of the tracks.
    expect(planned.some((r) => Number(r.coverage) > 0)).toBe(true);
    const companyId = (await ask('/cloud/jxbj/road/pageList', { pageSize: 1 })).body.data.rows[0]!.companyId;
    const subject = (await ask(report('completionBySubject').call, { date: DAY, subjectId: companyId, pageSize: 500 }, token, 'GET')).body.data.rows;
    expect(subject.length).toBeGreaterThan(0);
    const carId = (await ask('/cloud/jxbjnew/carLine/pageList')).body.data.rows[0]!.carId;
    const work = (await ask(report('carWorkReport').call, { startDate: '2026-11-18', endDate: DAY, carId })).body.data.rows;
    expect(work.length).toBeGreaterThan(0);
    expect(work.every((r) => r.carId === carId)).toBe(true);
  });

  it('isolates tenants and refuses a user without the system', async () => {
    const one = (await ask('/cloud/jxbj/road/pageList', { pageSize: 500 })).body.data.rows.map((r) => r.code);
    const two = (await ask('/cloud/jxbj/road/pageList', { pageSize: 500 }, t2)).body.data;
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBeLessThan(one.length);
    const t2Roads = (await ask(report('roadCompletion').call, { date: DAY, pageSize: 500 }, t2, 'GET')).body.data.rows;
    const t1Roads = (await ask(report('roadCompletion').call, { date: DAY, pageSize: 500 }, token, 'GET')).body.data.rows;
    expect(t2Roads.map((r) => r.roadId)).not.toEqual(expect.arrayContaining(t1Roads.map((r) => r.roadId)));
    const refused = await ask('/cloud/jxbj/road/pageList', {}, ops);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const refusedReport = await ask(report('roadCompletion').call, {}, ops, 'GET');
    expect(refusedReport.status).toBe(403);
  });

  it('computes completion from a hand-made track: inside the buffer at working speed sweeps, too fast or outside does not', async () => {
    // A new road east–west on 30.30, on a line whose sweeper works every day in 早班 (05:00–13:00).
    const plan = (await ask('/cloud/jxbjnew/carLine/pageList', { pageSize: 500 })).body.data.rows.find((r) => (r.weekdays as string[]).length === 7)!;
    const line = (await ask<Obj>('/cloud/jxbj/line/getOne', { id: plan.lineId }, token, 'GET')).body.data;
    const std = (await ask('/cloud/jxbjnew/roadStandard/pageList', { name: '三级' })).body.data.rows[0]!;
    const LAT = 30.3;
    const DEG = 1 / (111_320 * Math.cos((LAT * Math.PI) / 180));
    const roadFor = async (code: string, lon0: number) => {
      const made = await ask('/cloud/jxbj/road/save', { code, name: `手工路${code}`, roadLevel: 'branch', lineId: line.id, standardId: std.id, companyId: line.companyId, widthM: 10, status: 'enabled', path: [[lon0, LAT], [lon0 + 1000 * DEG, LAT]] });
      expect(made.body.result, made.text).toBe(0);
      return (await ask('/cloud/jxbj/road/pageList', { code })).body.data.rows[0]!.id as number;
    };
    const slow = await roadFor('DL-T1', 120.5);
    const fast = await roadFor('DL-T2', 120.6);
    const off = await roadFor('DL-T3', 120.7);
    // A point every 30 s along the whole road: 15 km/h (125 m), 50 km/h, and 15 km/h but 60 m north of it.
    const drive = (lon0: number, kmh: number, northM: number, startMin: number) => Array.from({ length: Math.floor(1000 / ((kmh / 3.6) * 30)) + 1 }, (_, i) => ({
      at: `${DAY} 09:${String(startMin + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`, lon: lon0 + i * (kmh / 3.6) * 30 * DEG, lat: LAT + northM / 111_320, speed: kmh,
    }));
    const points = [...drive(120.5, 15, 0, 0), ...drive(120.6, 50, 0, 20), ...drive(120.7, 15, 60, 30)];
    await server.app.db.tenant('1', async (sql) => {
      for (const p of points) {
        await sql.query(`INSERT INTO gps_position (tenant_id, vehicle_id, device_no, at, lon, lat, speed, heading, mileage, fuel, water, status) VALUES ('1', $1, 'TEST', $2::timestamp, $3, $4, $5, 90, 0, 100, NULL, 3)`,
          [plan.carId, p.at, p.lon, p.lat, p.speed]);
      }
    });
    const rows = (await ask(report('roadCompletion').call, { date: DAY, pageSize: 500 }, token, 'GET')).body.data.rows;
    const of = (id: number) => rows.find((r) => r.roadId === id)!;
    expect(Number(of(slow).coverage)).toBeGreaterThan(85);
    expect(of(slow).state).toBe('done');
    expect(Number(of(fast).coverage)).toBe(0);
    expect(of(fast).state).toBe('none');
    expect(Number(of(off).coverage)).toBe(0);
    const ops2 = (await ask(report('roadOperation').call, { date: DAY, roadId: slow }, token, 'GET')).body.data.rows;
    expect(ops2).toHaveLength(1);
    expect(ops2[0]!.avgSpeed).toBe(15);
    const track = (await ask(report('roadTrack').call, { date: DAY, roadId: off }, token, 'GET')).body.data.rows;
    expect(track.length).toBeGreaterThan(5);
    expect(track.every((r) => Number(r.distanceM) > 50 && r.working === '行驶')).toBe(true);
  });
});
