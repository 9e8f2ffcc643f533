import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

const RANGE = { startDate: '2026-11-18', endDate: '2026-11-20' };

describe.each(backends)('车辆运行 calls (%s)', (backend) => {
  let server: Running;
  let root: string;
  let ops: string;

  beforeAll(async () => {
    server = await startServer(backend);
    root = await tokenFor(server.base, 'root', 'Root@2026');
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
  });
  afterAll(() => server?.stop());

  it('answers every list of its resources with rows', async () => {
    const mod = await loadSystem('clyx');
    for (const r of mod.resources) {
      const list = callOf(r, 'list')!;
      const answer = await call<{ rows: unknown[]; total: number }>(server.base, list.path, { token: root, method: list.method, body: { pageNum: 1, pageSize: 10 } });
      expect(answer.status, `${r.key} ${answer.text.slice(0, 200)}`).toBe(200);
      expect(answer.body.data.total, r.key).toBeGreaterThan(0);
    }
  });

  it('answers every report with data computed from the positions', async () => {
    const mod = await loadSystem('clyx');
    for (const report of mod.reports.filter((r) => r.key !== 'assetValidateField')) {
      const payload = { ...RANGE, pageNum: 1, pageSize: 20 };
      const answer = await call<{ rows?: unknown[]; end?: string }>(server.base, report.call, report.method === 'GET' ? { token: root, query: payload as never } : { token: root, body: payload });
      expect(answer.status, `${report.key} ${answer.text.slice(0, 300)}`).toBe(200);
      if (report.key === 'dataRange') expect(answer.body.data.end).toBe('2026-11-20');
      else expect(answer.body.data.rows?.length ?? 0, report.key).toBeGreaterThan(0);
    }
  });

  it('reports a vehicle’s day with the distance its track shows', async () => {
    const daily = await call<{ rows: { carNo: string; date: string; distanceKm: number; stops: number; maxSpeed: number }[] }>(server.base, '/envcloud/hw/asset/api/v1/dailyReport/pageList', { token: root, body: { startDate: '2026-11-19', endDate: '2026-11-19', pageSize: 50 } });
    const row = daily.body.data.rows[0]!;
    const tree = await call<{ list: { carId: number; carNo: string }[] }>(server.base, '/cloud/platform/gps/lastList', { token: root, body: {} });
    const carId = tree.body.data.list.find((v) => v.carNo === row.carNo)!.carId;
    const track = await call<{ summary: { distanceKm: number; stops: number; maxSpeed: number } }>(server.base, '/cloud/platform/gps/track', { token: root, body: { carId, startTime: '2026-11-19', endTime: '2026-11-19' } });
    expect(row.distanceKm).toBeCloseTo(track.body.data.summary.distanceKm, 0);
    expect(row.stops).toBe(track.body.data.summary.stops);
    expect(row.maxSpeed).toBeCloseTo(track.body.data.summary.maxSpeed, 0);
  });

  it('exports the daily report', async () => {
    const answer = await call(server.base, '/envcloud/hw/asset/api/v1/dailyReport/download', { token: root, body: RANGE });
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(Number(answer.headers.get('x-total-count'))).toBeGreaterThan(10);
  });

  it('validates one asset field as a save would, without writing', async () => {
    const path = '/envcloud/hw/asset/api/v1/asset/validateField';
    const list = await call<{ rows: { assetNo: string; id: number }[] }>(server.base, '/envcloud/hw/asset/api/v1/asset/page', { token: root, body: { pageNum: 1, pageSize: 1 } });
    const taken = list.body.data.rows[0]!;
    const dup = await call<{ valid: boolean; message: string }>(server.base, path, { token: root, body: { fieldName: 'assetNo', value: taken.assetNo } });
    expect(dup.body.data.valid).toBe(false);
    expect(dup.body.data.message).toContain('已存在');
    const self = await call<{ valid: boolean }>(server.base, path, { token: root, body: { fieldName: 'assetNo', value: taken.assetNo, id: taken.id } });
    expect(self.body.data.valid).toBe(true);
    const bad = await call<{ valid: boolean; message: string }>(server.base, path, { token: root, body: { fieldName: 'vin', value: 'IOQ' } });
    expect(bad.body.data.valid).toBe(false);
    expect((await call(server.base, path, { token: root, body: { fieldName: 'nope', value: 1 } })).status).toBe(400);
  });

  it('is closed to users without 车辆运行', async () => {
    const answer = await call(server.base, '/envcloud/hw/asset/api/v1/dailyReport/pageList', { token: ops, body: RANGE });
    expect(answer.status).toBe(403);
  });
});
