import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { dayStartOf, vehiclePlans, works } from '../../apps/server/src/gps/plans';
import { simulateDay } from '../../apps/server/src/gps/simulate';

const TRACK = '/cloud/platform/gps/track';
const HISTORY = '/envcloud/hw/asset/api/v1/gpsPosition/history';
const DAY = '2026-11-19';

interface TrackAnswer {
  carNo: string;
  list: { time: string; speed: number; mileage: number }[];
  stops: { startTime: string; minutes: number }[];
  summary: { distanceKm: number; maxSpeed: number; avgSpeed: number; stops: number };
}

describe.each(backends)('GPS positions store (%s)', (backend) => {
  let server: Running;
  let t1: string;
  let t2: string;
  let ops: string;
  let t1Car: number;
  let t2Car: number;

  beforeAll(async () => {
    server = await startServer(backend);
    t1 = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    const cars = (tenant: string) => server.app.db.tenant(tenant, (sql) => vehiclePlans(sql, tenant));
    // A vehicle that works on DAY in each tenant.
    t1Car = (await cars('1')).find((s) => works(s, dayStartOf(DAY)))!.vehicleId;
    t2Car = (await cars('2')).find((s) => works(s, dayStartOf(DAY)))!.vehicleId;
  });
  afterAll(() => server?.stop());

  it('answers a known simulated day with the simulator’s distance and stops', async () => {
    const sims = await server.app.db.tenant('1', (sql) => vehiclePlans(sql, '1'));
    const sim = sims.find((s) => s.vehicleId === t1Car)!;
    const expected = simulateDay(sim.plan, dayStartOf(DAY));
    const answer = await call<TrackAnswer>(server.base, TRACK, { token: t1, body: { carId: t1Car, startTime: DAY, endTime: DAY } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.list.length).toBe(expected.points.length);
    expect(answer.body.data.summary.distanceKm).toBeCloseTo(expected.distanceKm, 1);
    // Every planned stop but the night at the depot (which runs past the day's end) is detected.
    const planned = expected.stops.filter((s) => s.kind !== 'depot' && s.end - s.t >= 120_000);
    expect(answer.body.data.stops.length).toBe(planned.length);
    expect(answer.body.data.stops.map((s) => s.startTime)).toEqual(planned.map((s) => new Date(s.t).toISOString().slice(0, 19).replace('T', ' ')));
    expect(answer.body.data.summary.maxSpeed).toBeGreaterThan(0);
    expect(answer.body.data.summary.avgSpeed).toBeGreaterThan(5);
  });

  it('keeps each tenant to its own positions', async () => {
    const foreign = await call(server.base, TRACK, { token: t1, body: { carId: t2Car, startTime: DAY, endTime: DAY } });
    expect(foreign.status).toBe(404);
    const own = await call<TrackAnswer>(server.base, TRACK, { token: t2, body: { carId: t2Car, startTime: DAY, endTime: DAY } });
    expect(own.body.data.list.length).toBeGreaterThan(50);
    const last1 = await call<{ list: { carId: number }[] }>(server.base, '/cloud/platform/gps/lastList', { token: t1, body: {} });
    const last2 = await call<{ list: { carId: number }[] }>(server.base, '/cloud/platform/gps/lastList', { token: t2, body: {} });
    const ids1 = new Set(last1.body.data.list.map((v) => v.carId));
    expect(last2.body.data.list.some((v) => ids1.has(v.carId))).toBe(false);
    // RLS: even a query without the tenant condition sees only the session's tenant.
    const seen = await server.app.db.tenant('2', (sql) => sql.query<{ n: number }>('SELECT count(DISTINCT tenant_id)::int AS n FROM gps_position'));
    expect(seen[0]!.n).toBe(1);
  });

  it('refuses without a token, without the system, and bad periods', async () => {
    expect((await call(server.base, TRACK, { body: { carId: t1Car, startTime: DAY, endTime: DAY } })).status).toBe(401);
    // ops holds only 垃圾收运: the 车辆运行 path is closed to it, the platform path open.
    expect((await call(server.base, HISTORY, { token: ops, body: { carId: t1Car, startTime: DAY, endTime: DAY } })).status).toBe(403);
    expect((await call(server.base, HISTORY, { token: t1, body: { carId: t1Car, startTime: DAY, endTime: DAY } })).status).toBe(200);
    const backwards = await call(server.base, TRACK, { token: t1, body: { carId: t1Car, startTime: '2026-11-19 10:00', endTime: '2026-11-19 09:00' } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toContain('开始时间');
    const tooLong = await call(server.base, TRACK, { token: t1, body: { carId: t1Car, startTime: '2026-10-01', endTime: '2026-11-19' } });
    expect(tooLong.status).toBe(400);
    const noCar = await call(server.base, TRACK, { token: t1, body: { startTime: DAY, endTime: DAY } });
    expect(noCar.body.msg).toBe('请选择车辆');
  });

  it('exports a track as .xlsx and KML', async () => {
    const kml = await call(server.base, '/cloud/platform/gps/export', { token: t1, query: { carId: String(t1Car), startTime: DAY, endTime: DAY, format: 'kml' } });
    expect(kml.status).toBe(200);
    expect(kml.text).toContain('<LineString>');
    expect(kml.text.match(/<Placemark>/g)!.length).toBeGreaterThan(3);
    const xlsx = await call(server.base, '/cloud/platform/gps/export', { token: t1, query: { carId: String(t1Car), startTime: DAY, endTime: DAY } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(Number(xlsx.headers.get('x-total-count'))).toBeGreaterThan(50);
  });

  it('converts coordinates between WGS-84, GCJ-02 and BD-09', async () => {
    const answer = await call<{ lon: number; lat: number; address: string }>(server.base, '/vortexapi/rest/lbs/geoconvert/v2', { token: t1, query: { lon: '120.153', lat: '30.287', from: 'WGS84', to: 'GCJ02' } });
    expect(answer.status).toBe(200);
    // GCJ-02 shifts Hangzhou by a few hundred metres to the south-east.
    expect(answer.body.data.lon).toBeGreaterThan(120.153);
    expect(answer.body.data.lat).toBeLessThan(30.287);
    expect(answer.body.data.address.length).toBeGreaterThan(0);
    expect((await call(server.base, '/vortexapi/rest/lbs/geoconvert/v2', { token: t1, query: { lon: 'x', lat: '30' } })).status).toBe(400);
  });

  it('lists alarms and acknowledges them once', async () => {
    const list = await call<{ records: { id: string; kindName: string; ackAt: string | null }[]; total: number }>(server.base, '/cloud/platform/gps/alarm/pageList', { token: t1, body: { acked: false } });
    expect(list.body.data.total).toBeGreaterThan(0);
    const first = list.body.data.records[0]!;
    const ack = await call(server.base, '/cloud/platform/gps/alarm/ack', { token: t1, body: { id: first.id } });
    expect(ack.body.msg).toBe('报警已确认');
    const after = await call<{ total: number }>(server.base, '/cloud/platform/gps/alarm/pageList', { token: t1, body: { acked: false } });
    expect(after.body.data.total).toBe(list.body.data.total - 1);
    // Tenant 2 cannot acknowledge tenant 1's alarm.
    expect((await call(server.base, '/cloud/platform/gps/alarm/ack', { token: t2, body: { id: first.id } })).status).toBe(404);
  });
});
