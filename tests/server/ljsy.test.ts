/**
 * 收运一张图 (ljsy) answers every call the catalogue gives it (spec §7 ljsy): dept areas (CRUD
 * with a polygon), the dept tree, which department and area each vehicle serves, and the one-map
 * dashboard's calls — daily garbage quantity, facilities, car routes, history positions, car
 * operations, routes and points, constants by code (POST), daily and monthly lists (POST), GPS
 * last positions (POST) and car info — whose figures equal 垃圾收运's weighings and the positions
 * store. Chinese validation messages, tenant isolation and refusal for a user without the system.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number; pageNum: number; pageSize: number; totals?: Obj };
const ljsy = await loadSystem('ljsy');
const report = (key: string) => ljsy.reports.find((r) => r.key === key)!;
const DAY = '2026-11-20';
const CHINESE = /[\u4e00-\u9fa5]/;
const square = (x: number, y: number, d = 0.004) => [[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]];

describe.each(backends)('ljsy calls (%s)', (backend) => {
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
  const dash = <T = Page>(key: string, body: Obj = {}, as = token) => ask<T>(report(key).call, body, as, report(key).method);
  const sql = <T>(text: string, params: unknown[] = []) => server.app.db.tenant('1', (s) => s.query<T>(text, params));

  it.each(ljsy.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource);
  });

  it('serves the dept tree: 环卫局 › 环卫所 › 收运队, and refuses deleting a department with children', async () => {
    const tree = await ask<Obj[]>('/cloud/ljsy/dept/tree', {}, token, 'GET');
    expect(tree.body.result, tree.text).toBe(0);
    expect(tree.body.data).toHaveLength(1);
    const root = tree.body.data[0]!;
    const offices = root.children as Obj[];
    expect(offices.length).toBeGreaterThan(1);
    expect(offices.flatMap((o) => o.children as Obj[]).length).toBe(8);
    expect(root.kind).toBe('bureau');
    const refused = await ask('/cloud/ljsy/dept/delete', { id: root.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(CHINESE);
  });

  it('keeps dept areas with a polygon: create, validate, filter, page, update, delete', async () => {
    const team = (await ask('/cloud/ljsy/dept/pageList', { kind: 'team', pageSize: 1 })).body.data.rows[0]!;
    const missing = await ask('/cloud/ljsy/deptArea/save', { code: 'QY-T01', name: '测试片区', deptId: team.id, grade: 'key' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/区域边界/);
    const open = await ask('/cloud/ljsy/deptArea/save', { code: 'QY-T01', name: '测试片区', deptId: team.id, grade: 'key', boundary: JSON.stringify([[120.1, 30.2], [120.2, 30.2]]) });
    expect(open.status).toBe(400);
    expect(open.body.msg).toMatch(CHINESE);
    const badCode = await ask('/cloud/ljsy/deptArea/save', { code: 'qy t', name: '测试片区', deptId: team.id, grade: 'key', boundary: JSON.stringify(square(120.1, 30.2)) });
    expect(badCode.body.msg).toBe('区域编号只能包含大写字母、数字和“-”');
    const made = await ask('/cloud/ljsy/deptArea/save', { code: 'QY-T01', name: '测试片区', deptId: team.id, grade: 'key', boundary: JSON.stringify(square(120.1, 30.2)), areaKm2: 0.19 });
    expect(made.body.result, made.text).toBe(0);
    const found = (await ask('/cloud/ljsy/deptArea/pageList', { code: 'QY-T01' })).body.data;
    expect(found.total).toBe(1);
    const id = found.rows[0]!.id;
    const byDept = (await ask('/cloud/ljsy/deptArea/pageList', { deptId: team.id, pageSize: 50 })).body.data.rows;
    expect(byDept.every((r) => r.deptId === team.id)).toBe(true);
    expect(byDept.map((r) => r.code)).toContain('QY-T01');
    const paged = (await ask('/cloud/ljsy/deptArea/pageList', { pageNum: 2, pageSize: 3 })).body.data;
    expect(paged.rows).toHaveLength(3);
    expect(paged.total).toBe(9);
    const dup = await ask('/cloud/ljsy/deptArea/save', { code: 'QY-T01', name: '重复', deptId: team.id, grade: 'key', boundary: JSON.stringify(square(120.1, 30.2)) });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toMatch(/已存在/);
    const updated = await ask('/cloud/ljsy/deptArea/update', { id, grade: 'edge' });
    expect(updated.body.result, updated.text).toBe(0);
    expect((await ask<Obj>('/cloud/ljsy/deptArea/getOne', { id }, token, 'GET')).body.data.grade).toBe('edge');
    expect((await ask('/cloud/ljsy/deptArea/delete', { id })).body.result).toBe(0);
    expect((await ask('/cloud/ljsy/deptArea/pageList', { code: 'QY-T01' })).body.data.total).toBe(0);
  });

  it('binds each vehicle to one department and one of its areas', async () => {
    const bound = (await ask('/cloud/ljsy/carArea/pageList', { pageSize: 500 })).body.data;
    const cars = (await ask('/cloud/platform/vehicle/pageList', { pageSize: 500 })).body.data;
    expect(bound.total).toBe(cars.total);
    const first = bound.rows[0]!;
    const again = await ask('/cloud/ljsy/carArea/save', { carId: first.carId, deptId: first.deptId, areaId: first.areaId, shift: 'day' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/已存在/);
    const other = bound.rows.find((r) => r.deptId !== first.deptId)!;
    const wrongArea = await ask('/cloud/ljsy/carArea/update', { id: first.id, areaId: other.areaId });
    expect(wrongArea.status).toBe(400);
    expect(wrongArea.body.msg).toMatch(CHINESE);
  });

  it('answers the daily garbage quantity as 垃圾收运 weighed it, by garbage type', async () => {
    const answer = await dash('dailyGarbageNum', { startDate: '2026-11-01', endDate: DAY });
    expect(answer.body.result, answer.text).toBe(0);
    const rows = answer.body.data.rows;
    expect(rows).toHaveLength(20);
    expect(rows[19]!.date).toBe(DAY);
    const [kg] = await sql<{ kg: number; n: number }>(`SELECT sum(net_weight)::float8 AS kg, count(*)::int AS n FROM ljszy_car_weight_operate WHERE status IS DISTINCT FROM 'void' AND weigh_time >= '${DAY}' AND weigh_time < '2026-11-21'`);
    expect(rows[19]!.netWeight).toBeCloseTo(kg!.kg / 1000, 1);
    expect(rows[19]!.trips).toBe(kg!.n);
    for (const r of rows) {
      expect((r.other as number) + (r.kitchen as number) + (r.recyclable as number) + (r.hazardous as number)).toBeCloseTo(r.netWeight as number, 1);
    }
    expect((await dash('dailyGarbageNum')).body.data.rows).toHaveLength(30);
    const bad = await dash('dailyGarbageNum', { startDate: DAY, endDate: '2026-11-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(CHINESE);
    const long = await dash('dailyGarbageNum', { startDate: '2024-01-01', endDate: DAY });
    expect(long.body.msg).toBe('查询期间最多 366 天');
    const file = await ask(report('dailyGarbageNum').export!, { startDate: '2026-11-01', endDate: DAY });
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('lists daily and monthly figures (POST) whose totals are the sums of their rows and of the daily quantity', async () => {
    const days = await dash('dailyList', { startDate: '2026-11-01', endDate: DAY, pageSize: 50 });
    expect(days.body.result, days.text).toBe(0);
    expect(days.body.data.total).toBe(20);
    const daily = (await dash('dailyGarbageNum', { startDate: '2026-11-01', endDate: DAY })).body.data.rows;
    const sum = (rows: Obj[], k: string) => rows.reduce((a, r) => a + (r[k] as number), 0);
    expect(days.body.data.totals!.netWeight).toBeCloseTo(sum(daily, 'netWeight'), 1);
    expect(days.body.data.totals!.trips).toBe(sum(days.body.data.rows, 'trips'));
    expect(days.body.data.rows[0]!.date).toBe(DAY);
    expect(days.body.data.rows[0]!.facilities).toBeGreaterThan(0);
    const page2 = (await dash('dailyList', { startDate: '2026-11-01', endDate: DAY, pageNum: 2, pageSize: 5 })).body.data;
    expect(page2.rows[0]!.date).toBe('2026-11-15');
    const months = await dash('monthlyList', { startDate: '2026-11-01', endDate: DAY });
    expect(months.body.result, months.text).toBe(0);
    expect(months.body.data.rows).toHaveLength(1);
    expect(months.body.data.rows[0]!.month).toBe('2026-11');
    expect(months.body.data.rows[0]!.netWeight).toBeCloseTo(sum(daily, 'netWeight'), 1);
    expect((await dash('monthlyList')).body.data.total).toBeGreaterThanOrEqual(3);
    expect((await dash('dailyList', { pageSize: 0 })).body.msg).toMatch(CHINESE);
  });

  it('shows facilities with their day state, and cars with their route line and work state', async () => {
    const facilities = await dash('facilityList', { endDate: DAY, pageSize: 500 });
    expect(facilities.body.result, facilities.text).toBe(0);
    const rows = facilities.body.data.rows;
    expect(rows.length).toBe(60);
    expect(new Set(rows.map((r) => r.dayState))).toEqual(new Set(['collected', 'missed', 'disabled']));
    expect(rows.every((r) => typeof r.location === 'string' && (r.location as string).includes(','))).toBe(true);
    const team = (await ask('/cloud/ljsy/dept/pageList', { kind: 'team', pageSize: 1 })).body.data.rows[0]!;
    const ofTeam = (await dash('facilityList', { endDate: DAY, deptId: team.id, pageSize: 500 })).body.data;
    expect(ofTeam.total).toBeGreaterThan(0);
    expect(ofTeam.total).toBeLessThan(60);
    const routes = await dash('carRouteList', { startDate: DAY, endDate: DAY });
    expect(routes.body.result, routes.text).toBe(0);
    expect(routes.body.data.rows.length).toBe(24);
    for (const r of routes.body.data.rows) {
      expect(JSON.parse(r.line as string).length).toBeGreaterThan(1);
      expect(['done', 'working', 'idle']).toContain(r.state);
    }
    const one = routes.body.data.rows[0]!;
    expect((await dash('carRouteList', { endDate: DAY, carId: one.carId })).body.data.rows.map((r) => r.carId)).toEqual([one.carId]);
    const points = await dash('routePoints', { pageSize: 500 });
    expect(points.body.result, points.text).toBe(0);
    const ofRoute = (await dash('routePoints', { routeId: one.routeId, pageSize: 500 })).body.data.rows;
    expect(ofRoute.length).toBe(one.facilityCount);
    expect(ofRoute.map((r) => r.seq)).toEqual(ofRoute.map((_, i) => i + 1));
    expect((await dash('routePoints', { routeId: 'x' })).status).toBe(400);
  });

  it('answers history positions, last positions, car operations and car info from the positions store and the weighings', async () => {
    const last = await dash('gpsLastPositions');
    expect(last.body.result, last.text).toBe(0);
    expect(last.body.data.rows.length).toBe(24);
    const car = last.body.data.rows[0]!;
    expect(['moving', 'parked', 'offline']).toContain(car.state);
    const history = await dash('historyPositions', { carId: car.carId, startDate: DAY, endDate: DAY, pageSize: 50 });
    expect(history.body.result, history.text).toBe(0);
    expect(history.body.data.total).toBeGreaterThan(50);
    expect(history.body.data.rows.every((r) => r.carId === car.carId)).toBe(true);
    const times = history.body.data.rows.map((r) => r.time as string);
    expect([...times].sort()).toEqual(times);
    const [n] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM gps_position WHERE device_kind = 'vehicle' AND vehicle_id = $1 AND at >= '${DAY}' AND at < '2026-11-21'`, [car.carId]);
    expect(history.body.data.total).toBe(n!.n);
    // A month (the report page's period) keeps its last three days.
    const month = await dash<Page & Obj>('historyPositions', { carId: car.carId, startDate: '2026-11-01', endDate: DAY, pageSize: 1 });
    expect(month.body.data.startDate).toBe('2026-11-18');
    const [n3] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM gps_position WHERE device_kind = 'vehicle' AND vehicle_id = $1 AND at >= '2026-11-18' AND at < '2026-11-21'`, [car.carId]);
    expect(month.body.data.total).toBe(n3!.n);
    expect((await dash('historyPositions', { carId: 'abc' })).body.msg).toMatch(CHINESE);
    const ops30 = await dash('carOperationList', { startDate: '2026-11-01', endDate: DAY, pageSize: 500 });
    expect(ops30.body.result, ops30.text).toBe(0);
    const daily = (await dash('dailyGarbageNum', { startDate: '2026-11-01', endDate: DAY })).body.data.rows;
    expect(ops30.body.data.rows.reduce((a, r) => a + (r.trips as number), 0)).toBe(daily.reduce((a, r) => a + (r.trips as number), 0));
    const info = await dash('carInfo', { carId: car.carId, endDate: DAY });
    expect(info.body.result, info.text).toBe(0);
    expect(info.body.data.rows).toHaveLength(1);
    expect(info.body.data.rows[0]!.carNo).toBe(car.carNo);
    expect(info.body.data.rows[0]!.deptName).toMatch(/收运队$/);
    const team = (await ask('/cloud/ljsy/carArea/pageList', { carId: car.carId })).body.data.rows[0]!;
    const ofDept = (await dash('gpsLastPositions', { deptId: team.deptId })).body.data.rows;
    expect(ofDept.map((r) => r.carId)).toContain(car.carId);
    expect(ofDept.length).toBeLessThan(24);
  });

  it('answers constants by code (POST) and the data range', async () => {
    const grades = await ask<Obj[]>('/cloud/ljsy/dashboard/getConstantByCode', { code: 'areaGrade' });
    expect(grades.body.result, grades.text).toBe(0);
    expect(grades.body.data.map((o) => o.label)).toEqual(['重点区域', '一般区域', '城郊区域']);
    const all = await ask<Record<string, Obj[]>>('/cloud/ljsy/dashboard/getConstantByCode', {});
    expect(Object.keys(all.body.data)).toEqual(expect.arrayContaining(['deptKind', 'routeWorkState', 'shiftKind']));
    const range = await dash<Obj>('dataRange');
    expect(range.body.data.end).toBe(DAY);
  });

  it('isolates tenants and refuses a user without the system', async () => {
    const one = (await ask('/cloud/ljsy/dept/pageList', { pageSize: 500 })).body.data.rows.map((r) => r.name);
    const two = (await ask('/cloud/ljsy/dept/pageList', { pageSize: 500 }, t2)).body.data;
    expect(two.total).toBeGreaterThan(0);
    expect(two.rows.map((r) => r.name)).not.toEqual(expect.arrayContaining(one));
    const t1Cars = (await dash('gpsLastPositions')).body.data.rows.map((r) => r.carNo);
    const t2Cars = (await dash('gpsLastPositions', {}, t2)).body.data.rows.map((r) => r.carNo);
    expect(t2Cars.length).toBeGreaterThan(0);
    expect(t2Cars.filter((c) => t1Cars.includes(c))).toEqual([]);
    const refused = await ask('/cloud/ljsy/deptArea/pageList', {}, ops);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(CHINESE);
    expect((await dash('dailyGarbageNum', {}, ops)).status).toBe(403);
    expect((await ask('/cloud/ljsy/dashboard/getConstantByCode', { code: 'areaGrade' }, ops)).status).toBe(403);
  });
});
