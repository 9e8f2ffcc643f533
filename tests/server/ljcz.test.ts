/**
 * 垃圾处置 (ljcz) answers every call the catalogue gives it (/cloud/ssgl, /cloud/ljcz,
 * /cloud/wxhszt/api): each resource's generic calls, paging and filters, Chinese validation
 * messages, the day / month / year station reports and their exports (the njgcq one too), the
 * kanban and transport boards, the ledgers and maps. Board figures equal the totals of the lists
 * behind them; stations are the platform's transfer stations and their cameras 视频监管's;
 * tenants see only their own rows; a user without the system is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number };
const ljcz = await loadSystem('ljcz');
const S = '/cloud/ssgl';
const L = '/cloud/ljcz';
const W = '/cloud/wxhszt/api';
const RANGE = { startDate: '2026-10-22', endDate: '2026-11-20' };
const listPath = (key: string) => callsOf(ljcz.resources.find((r) => r.key === key)!).find((c) => c.kind === 'list')!.path;
const sum = (rows: Obj[], key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);

describe.each(backends)('ljcz calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let token2: string;
  const post = <T = Page>(path: string, body: Obj = {}, who = token) => call<T>(server.base, path, { token: who, body });
  const list = (key: string, filters: Obj = {}) => post(listPath(key), filters);
  beforeAll(async () => {
    server = await startServer(backend);
    // Tenant 2's administrator is given the system the way an administrator grants it.
    await server.app.db.owner((sql) => sql.query(`INSERT INTO user_systems (tenant_id, user_id, system_code) VALUES ('2', '2001', 'ljcz') ON CONFLICT DO NOTHING`));
    token = await tokenFor(server.base, 'root', 'Root@2026');
    token2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(ljcz.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource);
  });

  it.each(ljcz.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
    const answer = report.method === 'GET' ? await call<Obj>(server.base, report.call, { token }) : await post<Obj>(report.call, { pageNum: 1, pageSize: 10, ...RANGE });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    if (report.key !== 'dataRange') {
      const data = answer.body.data as { rows?: Obj[] } | Obj[];
      expect((Array.isArray(data) ? data : data.rows ?? []).length, report.key).toBeGreaterThan(0);
    }
    if (report.export) {
      const file = await post(report.export, RANGE);
      expect(file.status, report.export).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
    }
  });

  it('pages and filters the lists', async () => {
    const all = await list('stationWeigh');
    expect(all.body.data.rows).toHaveLength(10);
    const second = await list('stationWeigh', { pageNum: 2, pageSize: 5 });
    expect(second.body.data.rows).toHaveLength(5);
    expect(second.body.data.total).toBe(all.body.data.total);
    const kitchen = await list('stationWeigh', { garbageType: 'kitchen', pageSize: 50 });
    expect(kitchen.body.data.total).toBeGreaterThan(0);
    expect(kitchen.body.data.total).toBeLessThan(all.body.data.total);
    expect(kitchen.body.data.rows.every((r) => r.garbageType === 'kitchen')).toBe(true);
    const faults = await list('equipment', { status: 'fault', pageSize: 100 });
    expect(faults.body.data.rows.length).toBeGreaterThan(0);
    expect(faults.body.data.rows.every((r) => r.status === 'fault')).toBe(true);
    const bad = await list('stationWeigh', { pageSize: 100000 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('validates writes with Chinese messages and derives the net weight', async () => {
    const station = (await list('stationInfo')).body.data.rows[0]!;
    const pound = (await list('stationPound', { stationId: station.id })).body.data.rows[0]!;
    const car = (await post<Page>('/cloud/platform/vehicle/pageList')).body.data.rows[0]!;
    const base = { billNo: 'BD-TEST-001', stationId: station.id, poundId: pound.id, carId: car.id, companyId: car.companyId, garbageType: 'other', weighTime: '2026-11-20 09:00:00' };
    const swapped = await post(`${S}/stationWeigh/save`, { ...base, grossWeight: 5, tareWeight: 12 });
    expect(swapped.status).toBe(400);
    expect(swapped.body.msg).toBe('毛重不能小于皮重');
    const missing = await post(`${S}/stationWeigh/save`, { ...base, billNo: undefined, grossWeight: 20, tareWeight: 12 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/磅单号/);
    const saved = await post<Obj>(`${S}/stationWeigh/save`, { ...base, grossWeight: 20.5, tareWeight: 12.25 });
    expect(saved.body.result, saved.text).toBe(0);
    const found = await list('stationWeigh', { billNo: 'BD-TEST-001' });
    expect(found.body.data.rows[0]!.netWeight).toBe(8.25);
    const again = await post(`${S}/stationWeigh/save`, { ...base, grossWeight: 20.5, tareWeight: 12.25 });
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/已存在/);
    expect((await post(`${S}/stationWeigh/delete`, { id: found.body.data.rows[0]!.id })).body.result).toBe(0);
    const badType = await post(`${S}/facilityManage/save`, { code: 'SB-X', name: '测试', stationId: station.id, equipmentType: 'rocket', model: 'M', installDate: '2026-01-01', status: 'running' });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const badRfid = await post(`${L}/garbageCar/save`, { carId: car.id, garbageType: 'other', stationId: station.id, rfidNo: 'xyz', bindDate: '2026-01-01', bindStatus: 'bound' });
    expect(badRfid.status).toBe(400);
  });

  it('the stations are the platform transfer stations and plants; cameras are 视频监管 cameras at them', async () => {
    const stations = (await list('stationInfo', { pageSize: 100 })).body.data.rows;
    const transfer = stations.filter((s) => s.stationType === 'transfer');
    const facilities = (await post<Page>('/cloud/platform/facility/pageList', { facilityType: 'transferStation', pageSize: 100 })).body.data;
    expect(transfer.map((s) => s.facilityId).sort()).toEqual(facilities.rows.map((f) => f.id).sort());
    expect(stations.filter((s) => s.stationType !== 'transfer')).toHaveLength(2);
    const bindings = (await list('gisVideo', { pageSize: 100 })).body.data.rows;
    const cameras = (await post<Page>('/cloud/spjg/video/pageList.jhtml', { cameraType: 'zc', pageSize: 100 })).body.data.rows;
    expect(bindings.length).toBeGreaterThan(0);
    for (const b of bindings) expect(cameras.some((c) => c.id === b.cameraId)).toBe(true);
  });

  it('board and report figures equal the totals of the weighings behind them', async () => {
    const weighings = (await list('stationWeigh', { weighTimeStart: RANGE.startDate, weighTimeEnd: RANGE.endDate, pageSize: 1 })).body.data.total;
    const basic = (await post<Obj[]>(`${L}/basicInfo/getInfo`, RANGE)).body.data[0]!;
    expect(basic.trips).toBe(weighings);
    const byType = (await post<{ rows: Obj[] }>(`${L}/kanban/getGarbageTypeStat`, RANGE)).body.data.rows.filter((r) => r.garbageType);
    expect(sum(byType, 'netWeight')).toBeCloseTo(Number(basic.netWeight), 1);
    expect(sum(byType, 'trips')).toBe(weighings);
    const bySubject = (await post<{ rows: Obj[] }>(`${L}/kanban/getSubjectStat`, RANGE)).body.data.rows.filter((r) => r.companyId);
    expect(sum(bySubject, 'netWeight')).toBeCloseTo(Number(basic.netWeight), 1);
    const ledger = (await post<Page>(`${L}/facilityLedger/pageList`, { ...RANGE, pageSize: 100 })).body.data.rows;
    expect(sum(ledger, 'netWeight')).toBeCloseTo(Number(basic.netWeight), 1);
    expect(sum(ledger, 'equipment')).toBe(basic.equipment);
    const month = await post<{ rows: Obj[]; totals: Obj; columns: { key: string }[] }>(`${S}/stationInfo/monthReport`, { month: '2026-10' });
    expect(month.body.result, month.text.slice(0, 200)).toBe(0);
    const octWeighings = (await list('stationWeigh', { weighTimeStart: '2026-10-01', weighTimeEnd: '2026-10-31', pageSize: 1 })).body.data.total;
    const octTrips = (await post<Obj[]>(`${L}/basicInfo/getInfo`, { startDate: '2026-10-01', endDate: '2026-10-31' })).body.data[0]!;
    expect(octTrips.trips).toBe(octWeighings);
    expect(month.body.data.columns).toHaveLength(31);
    expect(sum(month.body.data.rows, 'total')).toBeCloseTo(Number(octTrips.netWeight), 0);
    expect(Number(month.body.data.totals.total)).toBeCloseTo(Number(octTrips.netWeight), 0);
    const energy = (await post<{ rows: Obj[] }>(`${W}/terminalBoard/terminalEnergyConsumeInfo`, RANGE)).body.data.rows.filter((r) => r.stationId);
    expect(sum(energy, 'power')).toBeCloseTo(sum(ledger, 'power'), 0);
    const range = await call<Obj>(server.base, `${L}/common/dataRange`, { token });
    expect(range.body.data).toEqual({ start: '2026-08-23', end: '2026-11-20' });
  });

  it('maps carry a place and a state for every row', async () => {
    for (const path of [`${L}/mapInfo/getList`, `${S}/gis/pageList`, `${W}/transportBoard/getDealFactoryMapInfo`, `${W}/transportBoard/getProductMapInfo`]) {
      const rows = (await post<Page>(path, { ...RANGE, pageSize: 100 })).body.data.rows;
      expect(rows.length, path).toBeGreaterThan(0);
      for (const r of rows) {
        expect(String(r.location), path).toMatch(/^\d+\.\d+,\d+\.\d+$/);
        expect(['online', 'offline', 'alarm']).toContain(r.mapState);
      }
    }
    const gis = (await post<Page>(`${S}/gis/pageList`, { ...RANGE, pageSize: 100 })).body.data.rows;
    const watched = gis.find((r) => Number(r.cameras) > 0)!;
    const cameras = watched.cameraList as { id: number; name: string; onlineStatus: string }[];
    expect(cameras).toHaveLength(Number(watched.cameras));
    expect(cameras.filter((c) => c.onlineStatus === 'online')).toHaveLength(Number(watched.onlineCameras));
    // The GIS opens them through 视频监管's camera call.
    const online = cameras.find((c) => c.onlineStatus === 'online');
    if (online) {
      const live = await call<{ url: string }>(server.base, '/cloud/spjg/video/liveUrl.jhtml', { token, query: { id: String(online.id) } });
      expect(live.body.data.url).toMatch(/\.m3u8$/);
    }
    const one = await post<Page>(`${L}/mapInfo/getList`, { stationId: gis[0]!.id });
    expect(one.body.data.total).toBe(1);
    expect((await post(`${L}/mapInfo/getList`, { stationId: 'abc' })).status).toBe(400);
  });

  it('tenant 2 sees only its own stations and weighings', async () => {
    const t1 = (await list('stationInfo', { pageSize: 100 })).body.data.rows.map((r) => r.id);
    const t2 = await post(listPath('stationInfo'), { pageSize: 100 }, token2);
    expect(t2.body.result, t2.text).toBe(0);
    expect(t2.body.data.total).toBe(7);
    expect(t2.body.data.rows.some((r) => t1.includes(r.id))).toBe(false);
    const basic2 = (await post<Obj[]>(`${L}/basicInfo/getInfo`, RANGE, token2)).body.data[0]!;
    expect(basic2.stations).toBe(7);
    const own = await call(server.base, `${S}/stationInfo/getOne`, { token: token2, query: { id: String(t2.body.data.rows[0]!.id) } });
    expect(own.body.result, own.text).toBe(0);
    const other = await call(server.base, `${S}/stationInfo/getOne`, { token: token2, query: { id: String(t1[0]) } });
    expect(other.status).toBe(404);
  });

  it('refuses a user without the system', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of [listPath('stationInfo'), `${L}/garbageCar/pageList`, `${L}/kanban/getDayStat`, `${S}/gis/pageList`, `${W}/terminalBoard/getSbDbData`]) {
      expect((await post(path, {}, ops)).status, path).toBe(403);
    }
  });
});
