/** 设备在线: device lists, offline lists and periods agree with the heartbeats; exports are .xlsx; tenants stay apart. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_AFTER_MS } from '../../apps/server/src/gps/live';
import { wallNow } from '../../apps/server/src/gps/simulate';
import { insertPositions, upsertLast } from '../../apps/server/src/gps/store';
import { localStamp } from '../../apps/server/src/services/device-heartbeats';
import { syncCarGps } from '../../apps/server/src/systems/sbbj/cargps';
import { beatDevices } from '../../apps/server/src/systems/sbbj';
import { call, startServer, tokenFor, type Running } from './helpers';

let server: Running;
let token: string;
let t2: string;

/** Vehicles of tenant 1 reporting now (online) and last 31 minutes ago (past the GPS threshold). */
let reporting: { vehicleId: number; deviceNo: string };
let silent: { vehicleId: number; deviceNo: string; at: number };

/** A position of a vehicle at `ms`, written as the live simulator writes it, then the car GPS step. */
async function report(vehicle: { vehicleId: number; deviceNo: string }, ms: number): Promise<void> {
  const point = { t: wallNow(ms), lon: 120.15, lat: 30.28, speed: 0, heading: 0, mileage: 1000, fuel: 80, water: 0, status: 1 };
  await server.app.db.tenant('1', async (sql) => {
    await insertPositions(sql, [{ ...vehicle, points: [point] }]);
    await upsertLast(sql, vehicle.vehicleId, vehicle.deviceNo, point);
    await syncCarGps(sql);
  });
}

beforeAll(async () => {
  server = await startServer('pglite');
  // The devices beat once now, as the running server's job does every 30 s (the job is off in
  // tests): the seeded states were true when the database was seeded, which may be minutes ago.
  await beatDevices(server.app.db);
  token = await tokenFor(server.base, 'root', 'Root@2026');
  t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  // Car GPS follows the GPS store, whose seeded history ends days ago: one vehicle reports now.
  const last = await server.app.db.tenant('1', (sql) => sql.query<{ vehicleId: number; deviceNo: string }>(`SELECT vehicle_id AS "vehicleId", device_no AS "deviceNo" FROM gps_last_position ORDER BY vehicle_id LIMIT 2`));
  reporting = last[0]!;
  // A whole second: the GPS store keeps seconds, the stamp below would round a fraction up.
  silent = { ...last[1]!, at: Math.floor((Date.now() - OFFLINE_AFTER_MS - 60_000) / 1000) * 1000 };
  await report(reporting, Date.now() - 60_000);
  await report(silent, silent.at);
});
afterAll(() => server?.stop());

const B = '/envcloud/hw/sbbj/api/v1';
const KINDS = ['cargps', 'carcamera', 'infrascamera', 'toiletdevice'] as const;
type Device = { id: number; deviceNo: string; onlineStatus: string; lastHeartbeat: string | null; offlineMinutes: number };
type Page<T> = { rows: T[]; total: number };

/** The database's local "now" (timestamps are local timestamp(0)). */
async function dbNow(): Promise<number> {
  const [row] = await server.app.db.owner((sql) => sql.query<{ t: string }>(`SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS t`));
  return Date.parse(row!.t.replace(' ', 'T'));
}
const ms = (stamp: string) => Date.parse(stamp.replace(' ', 'T'));

describe.each(KINDS)('%s', (kind) => {
  it('lists every device; online exactly when its last heartbeat is within its offline threshold', async () => {
    const answer = await call<Page<Device>>(server.base, `${B}/${kind}/pageList`, { token, body: { pageSize: 500 } });
    expect(answer.body.result).toBe(0);
    const rows = answer.body.data.rows;
    expect(rows.length).toBeGreaterThan(3);
    const now = await dbNow();
    // One heartbeat interval (30 s) of slack: the state is written at each beat.
    for (const d of rows) {
      // A car terminal that never reported in the GPS store's window has no heartbeat: offline.
      if (d.lastHeartbeat === null && kind === 'cargps') {
        expect(d.onlineStatus, d.deviceNo).toBe('offline');
        continue;
      }
      const silentMin = (now - ms(d.lastHeartbeat!)) / 60_000;
      if (d.onlineStatus === 'online') expect(silentMin, d.deviceNo).toBeLessThanOrEqual(d.offlineMinutes + 0.5);
      else expect(silentMin, d.deviceNo).toBeGreaterThan(d.offlineMinutes);
    }
    expect(rows.some((d) => d.onlineStatus === 'online')).toBe(true);
    expect(rows.some((d) => d.onlineStatus === 'offline')).toBe(true);
    const online = await call<Page<Device>>(server.base, `${B}/${kind}/pageList`, { token, body: { onlineStatus: 'online', pageSize: 500 } });
    expect(online.body.data.rows.map((d) => d.id).sort()).toEqual(rows.filter((d) => d.onlineStatus === 'online').map((d) => d.id).sort());
  });

  it('the offline list is the offline devices, each with an open period since its last heartbeat', async () => {
    const devices = (await call<Page<Device>>(server.base, `${B}/${kind}/pageList`, { token, body: { pageSize: 500 } })).body.data.rows;
    const list = await call<Page<{ id: number; deviceNo: string; offlineSince: string; lastHeartbeat: string | null; offlineDuration: string }>>(
      server.base, `${B}/${kind}/offlinePageList`, { token, body: { pageSize: 500 } });
    expect(list.body.result).toBe(0);
    expect(list.body.data.rows.map((r) => r.id).sort()).toEqual(devices.filter((d) => d.onlineStatus === 'offline').map((d) => d.id).sort());
    expect(list.body.data.total).toBe(list.body.data.rows.length);
    for (const r of list.body.data.rows) {
      // Never reported (car GPS only): offline since it was registered.
      if (r.lastHeartbeat === null) expect(kind).toBe('cargps');
      else expect(r.offlineSince, r.deviceNo).toBe(r.lastHeartbeat);
      expect(r.offlineDuration).toMatch(/分钟$/);
    }
  });

  it('offline detail gives periods with durations; a device filter narrows them', async () => {
    const detail = await call<Page<{ deviceId: number; startTime: string; endTime: string; minutes: number; duration: string }>>(
      server.base, `${B}/${kind}/offlineDetail`, { token, body: { pageSize: 200 } });
    expect(detail.body.result).toBe(0);
    const rows = detail.body.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    const now = await dbNow();
    for (const r of rows) {
      const end = r.endTime === '仍离线' ? now : ms(r.endTime);
      expect(Math.abs((end - ms(r.startTime)) / 60_000 - r.minutes)).toBeLessThan(1.5);
    }
    const one = rows[0]!.deviceId;
    const mine = await call<Page<{ deviceId: number }>>(server.base, `${B}/${kind}/offlineDetail`, { token, body: { deviceId: one, pageSize: 200 } });
    expect(mine.body.data.rows.length).toBeGreaterThan(0);
    expect(mine.body.data.rows.every((r) => r.deviceId === one)).toBe(true);
  });
});

describe('car GPS from the GPS store', () => {
  type Row = { id: number; deviceNo: string; lastHeartbeat: string; offlineSince: string; onlineStatus?: string };
  const deviceOf = async (vehicleId: number) =>
    (await server.app.db.tenant('1', (sql) => sql.query<{ id: number }>(`SELECT id FROM sbbj_cargps WHERE vehicle_id = $1`, [vehicleId])))[0]!.id;

  it('a vehicle whose last position is older than the GPS threshold is in the offline list, offline since that position', async () => {
    const id = await deviceOf(silent.vehicleId);
    const list = (await call<Page<Row>>(server.base, `${B}/cargps/offlinePageList`, { token, body: { pageSize: 500 } })).body.data.rows;
    const row = list.find((r) => r.id === id);
    const expected = await server.app.db.tenant('1', (sql) => localStamp(sql, silent.at));
    expect(row, 'silent vehicle listed offline').toBeDefined();
    expect(row!.lastHeartbeat).toBe(expected);
    expect(row!.offlineSince).toBe(expected);
  });

  it('a vehicle reporting now is online; its offline period closed at the first position after it began', async () => {
    const id = await deviceOf(reporting.vehicleId);
    const device = (await call<Device>(server.base, `${B}/cargps/getOne`, { token, query: { id: String(id) } })).body.data;
    expect(device.onlineStatus).toBe('online');
    const list = (await call<Page<Row>>(server.base, `${B}/cargps/offlinePageList`, { token, body: { pageSize: 500 } })).body.data.rows;
    expect(list.some((r) => r.id === id)).toBe(false);
    const periods = (await call<Page<{ endTime: string }>>(server.base, `${B}/cargps/offlineDetail`, { token, body: { deviceId: id, pageSize: 200 } })).body.data.rows;
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((p) => p.endTime !== '仍离线')).toBe(true);
    expect(periods[0]!.endTime).toBe(device.lastHeartbeat);
  });

  it('the live step keeps the state: the silent vehicle reporting again comes back online', async () => {
    const id = await deviceOf(silent.vehicleId);
    await report(silent, Date.now());
    const device = (await call<Device>(server.base, `${B}/cargps/getOne`, { token, query: { id: String(id) } })).body.data;
    expect(device.onlineStatus).toBe('online');
    const periods = (await call<Page<{ startTime: string; endTime: string }>>(server.base, `${B}/cargps/offlineDetail`, { token, body: { deviceId: id, pageSize: 200 } })).body.data.rows;
    expect(periods[0]!.endTime).toBe(device.lastHeartbeat);
    expect(periods[0]!.startTime).toBe(await server.app.db.tenant('1', (sql) => localStamp(sql, silent.at)));
  });
});

describe('offline export and checks', () => {
  it('exports the offline list as .xlsx with the same rows', async () => {
    const list = await call<Page<{ deviceNo: string }>>(server.base, `${B}/cargps/offlinePageList`, { token, body: { pageSize: 500 } });
    const response = await fetch(new URL(`${B}/cargps/offlineExport`, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const values: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push(String((row.values as unknown[])[1])));
    // Exports open with a title and notes; the rows follow the header.
    const header = values.indexOf('设备编号');
    expect(header).toBeGreaterThanOrEqual(0);
    expect(values.slice(header + 1).sort()).toEqual(list.body.data.rows.map((r) => r.deviceNo).sort());
  });

  it('the offline list takes a date range and a device number filter', async () => {
    const range = (await call<{ start: string; end: string }>(server.base, `${B}/common/dataRange`, { token })).body.data;
    expect(range.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const all = await call<Page<{ deviceNo: string; periods: number }>>(server.base, `${B}/carcamera/offlinePageList`, { token, body: { startDate: range.start, endDate: range.end, pageNum: 1, pageSize: 10 } });
    expect(all.status).toBe(200);
    expect(all.body.data.rows.length).toBeGreaterThan(0);
    expect(all.body.data.rows.every((r) => r.periods >= 1)).toBe(true);
    const no = all.body.data.rows[0]!.deviceNo;
    const one = await call<Page<{ deviceNo: string }>>(server.base, `${B}/carcamera/offlinePageList`, { token, body: { startDate: range.start, endDate: range.end, deviceNo: no } });
    expect(one.body.data.rows.map((r) => r.deviceNo)).toEqual([no]);
    expect(one.body.data.total).toBe(1);
  });

  it('refuses a bad date range with a Chinese message', async () => {
    const answer = await call(server.base, `${B}/carcamera/offlineDetail`, { token, body: { startDate: '2026-11-20', endDate: '2026-11-01' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/日期范围不正确/);
  });

  it('an operator edits the offline threshold; the state and the device number stay the server’s', async () => {
    const [d] = (await call<Page<Device>>(server.base, `${B}/toiletdevice/pageList`, { token, body: { onlineStatus: 'offline', pageSize: 1 } })).body.data.rows;
    const answer = await call(server.base, `${B}/toiletdevice/update`, { token, body: { id: d!.id, offlineMinutes: 30, remark: '已巡检', onlineStatus: 'online', deviceNo: 'X-1' } });
    expect(answer.body.result).toBe(0);
    const after = (await call<Device>(server.base, `${B}/toiletdevice/getOne`, { token, query: { id: String(d!.id) } })).body.data;
    expect(after).toMatchObject({ offlineMinutes: 30, onlineStatus: 'offline', deviceNo: d!.deviceNo });
    const bad = await call(server.base, `${B}/toiletdevice/update`, { token, body: { id: d!.id, offlineMinutes: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('another tenant sees only its own devices', async () => {
    const mine = (await call<Page<Device>>(server.base, `${B}/cargps/pageList`, { token, body: { pageSize: 500 } })).body.data.rows;
    const theirs = (await call<Page<Device>>(server.base, `${B}/cargps/pageList`, { token: t2, body: { pageSize: 500 } })).body.data.rows;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((d) => mine.some((m) => m.id === d.id))).toBe(false);
    const periods = await call<Page<unknown>>(server.base, `${B}/cargps/offlineDetail`, { token: t2, body: { deviceId: mine[0]!.id } });
    expect(periods.body.result).toBe(0);
    expect(periods.body.data.rows).toEqual([]);
    const offline = await call<Page<{ id: number }>>(server.base, `${B}/cargps/offlinePageList`, { token: t2, body: { pageSize: 500 } });
    expect(offline.body.data.rows.some((r) => mine.some((m) => m.id === r.id))).toBe(false);
  });
});
