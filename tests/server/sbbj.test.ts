/** 设备在线: device lists, offline lists and periods agree with the heartbeats; exports are .xlsx; tenants stay apart. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tokenFor, type Running } from './helpers';

let server: Running;
let token: string;
let t2: string;

beforeAll(async () => {
  server = await startServer('pglite');
  token = await tokenFor(server.base, 'root', 'Root@2026');
  t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
});
afterAll(() => server?.stop());

const B = '/envcloud/hw/sbbj/api/v1';
const KINDS = ['cargps', 'carcamera', 'infrascamera', 'toiletdevice'] as const;
type Device = { id: number; deviceNo: string; onlineStatus: string; lastHeartbeat: string; offlineMinutes: number };
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
      const silentMin = (now - ms(d.lastHeartbeat)) / 60_000;
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
    const list = await call<Page<{ id: number; deviceNo: string; offlineSince: string; lastHeartbeat: string; offlineDuration: string }>>(
      server.base, `${B}/${kind}/offlinePageList`, { token, body: { pageSize: 500 } });
    expect(list.body.result).toBe(0);
    expect(list.body.data.rows.map((r) => r.id).sort()).toEqual(devices.filter((d) => d.onlineStatus === 'offline').map((d) => d.id).sort());
    expect(list.body.data.total).toBe(list.body.data.rows.length);
    for (const r of list.body.data.rows) {
      expect(r.offlineSince, r.deviceNo).toBe(r.lastHeartbeat);
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

describe('offline export and checks', () => {
  it('exports the offline list as .xlsx with the same rows', async () => {
    const list = await call<Page<{ deviceNo: string }>>(server.base, `${B}/cargps/offlinePageList`, { token, body: { pageSize: 500 } });
    const response = await fetch(new URL(`${B}/cargps/offlineExport`, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const values: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => values.push(String((row.values as unknown[])[1])));
    expect(values[0]).toBe('设备编号');
    expect(values.slice(1).sort()).toEqual(list.body.data.rows.map((r) => r.deviceNo).sort());
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
