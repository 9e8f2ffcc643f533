/**
 * 设备管理 (sbzhgl) answers every call the catalogue gives it at the spec's families
 * (/cloud/sbzhgl/web, /cloud/dataMonitor/web/api): lists with paging and filters, saves with
 * Chinese validation, the joined reports and their exports. The overflow alarms are exactly the
 * readings at or over their device's threshold, the over-limit monitor readings exactly those
 * outside their item's limits; tenant 2 sees none of tenant 1's rows; ops (垃圾收运 only) is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number };
const mod = await loadSystem('sbzhgl');
const SB = '/cloud/sbzhgl/web';
const DM = '/cloud/dataMonitor/web/api';
const CN = /[\u4e00-\u9fa5]/;

describe.each(backends)('sbzhgl calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let t2: string;
  let ops: string;
  const post = <T = Obj>(path: string, body: Obj, as = token) => call<T>(server.base, path, { token: as, body });
  /** Every row of a list call (pages of 500). */
  async function all<T = Obj>(path: string, body: Obj, as = token): Promise<T[]> {
    const rows: T[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const page = (await post<Page<T>>(path, { ...body, pageNum, pageSize: 500 }, as)).body.data;
      rows.push(...page.rows);
      if (rows.length >= page.total || !page.rows.length) return rows;
    }
  }
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(mod.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    const list = await expectEveryCallAnswers(server.base, token, resource, { skipImport: true });
    expect(list.rows.length).toBe(Math.min(10, list.total));
  });

  it('pages and filters the lists', async () => {
    const p1 = (await post<Page>(`${SB}/device/pageList`, { pageNum: 1, pageSize: 5 })).body.data;
    const p2 = (await post<Page>(`${SB}/device/pageList`, { pageNum: 2, pageSize: 5 })).body.data;
    expect(p1.rows).toHaveLength(5);
    expect(p2.total).toBe(p1.total);
    expect(p2.rows.some((r) => p1.rows.some((q) => q.id === r.id))).toBe(false);
    const faults = (await post<Page>(`${SB}/device/pageList`, { status: 'fault', pageSize: 100 })).body.data;
    expect(faults.total).toBeGreaterThan(0);
    expect(faults.rows.every((r) => r.status === 'fault')).toBe(true);
    // Devices sit at the tenant's shared facilities (named by their label).
    expect(p1.rows.filter((r) => r.facilityId).every((r) => typeof r.facilityIdLabel === 'string' && CN.test(String(r.facilityIdLabel)))).toBe(true);
    const dev = (await post<Page>(`${SB}/overflowDevice/pageList`, {})).body.data.rows[0]!;
    const readings = (await post<Page>(`${SB}/overflowRecord/pageList`, { overflowDeviceId: dev.id, recordTimeStart: '2026-11-19', recordTimeEnd: '2026-11-20', pageSize: 100 })).body.data;
    expect(readings.total).toBe(12); // every 4 hours, two days
    expect(readings.rows.every((r) => r.overflowDeviceId === dev.id && String(r.recordTime) >= '2026-11-19')).toBe(true);
    const bad = await post(`${SB}/device/pageList`, { pageSize: 501 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(CN);
  });

  it('creates, validates, updates and deletes a device with its sensor and fee', async () => {
    const facility = (await post<Page>('/cloud/platform/facility/pageList', {})).body.data.rows[0];
    const device = { deviceNo: 'sb-test-01', name: '测试环境监测站', deviceType: 'environment', facilityId: facility?.id, address: '杭州市文三路 1 号', location: '120.15,30.28', status: 'normal' };
    const saved = await post<Obj>(`${SB}/device/save`, device);
    expect(saved.body.result, saved.text).toBe(0);
    const [row] = (await post<Page>(`${SB}/device/pageList`, { deviceNo: 'SB-TEST-01' })).body.data.rows;
    expect(row!.deviceNo).toBe('SB-TEST-01');
    const dup = await post(`${SB}/device/save`, device);
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('设备编号“SB-TEST-01”已存在');
    const badNo = await post(`${SB}/device/save`, { ...device, deviceNo: '设备#1' });
    expect(badNo.body.msg).toContain('编号只能包含大写字母、数字和“-”');
    const badType = await post(`${SB}/device/save`, { ...device, deviceNo: 'SB-TEST-02', deviceType: 'rocket' });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain('设备类型取值不正确');
    const sensor = await post(`${SB}/sensor/save`, { sensorNo: 'CG-TEST-1', name: '测试温度', sensorType: 'temperature', deviceId: row!.id, measureUnit: '℃', rangeMin: 50, rangeMax: 10, sampleSeconds: 60, status: 'normal' });
    expect(sensor.status).toBe(400);
    expect(sensor.body.msg).toContain('量程上限不能小于量程下限');
    const fee = await post(`${SB}/rateRecord/save`, { billNo: 'ZD-TEST-1', deviceId: row!.id, feeType: 'traffic', startDate: '2026-10-01', endDate: '2026-10-31', quantity: 2.5, quantityUnit: 'GB', unitPrice: 5, payDate: '2026-11-05', payer: '王建国' });
    expect(fee.body.result, fee.text).toBe(0);
    const [bill] = (await post<Page>(`${SB}/rateRecord/pageList`, { billNo: 'ZD-TEST-1' })).body.data.rows;
    expect(bill!.amount).toBe(12.5);
    const upd = await post(`${SB}/device/update`, { id: row!.id, status: 'fault' });
    expect(upd.body.result, upd.text).toBe(0);
    const del = await post(`${SB}/device/delete`, { id: row!.id });
    expect(del.body.result, del.text).toBe(0);
    expect((await post<Page>(`${SB}/rateRecord/pageList`, { billNo: 'ZD-TEST-1' })).body.data.total).toBe(0);
  });

  it.each(mod.reports.map((r) => [r.key, r] as const))('report %s answers with rows and exports', async (_key, report) => {
    const answer = await call<Page>(server.base, report.call, { token, method: report.method, body: { pageNum: 1, pageSize: 10, startDate: '2026-11-01', endDate: '2026-11-20' } });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    expect(answer.body.data.rows.length, report.key).toBeGreaterThan(0);
    if (report.export) {
      const file = await post(report.export, { startDate: '2026-11-01', endDate: '2026-11-20' });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
    }
  });

  it('the overflow alarms are exactly the readings at or over their device threshold', async () => {
    const range = { startDate: '2026-11-18', endDate: '2026-11-20' };
    const devices = await all<{ id: number; threshold: number }>(`${SB}/overflowDevice/pageList`, {});
    const threshold = new Map(devices.map((d) => [d.id, d.threshold]));
    const readings = await all<{ id: number; overflowDeviceId: number; fillLevel: number }>(`${SB}/overflowRecord/pageList`, { recordTimeStart: range.startDate, recordTimeEnd: range.endDate });
    const over = readings.filter((r) => r.fillLevel >= threshold.get(r.overflowDeviceId)!).map((r) => r.id).sort((a, b) => a - b);
    expect(over.length).toBeGreaterThan(10);
    expect(over.length).toBeLessThan(readings.length);
    const alarms = await all<{ id: number; fillLevel: number; threshold: number }>(`${SB}/overflowAlarm/pageList`, range);
    expect(alarms.map((a) => a.id).sort((a, b) => a - b)).toEqual(over);
    // The board's tiles and daily bars count the same alarms.
    const daily = (await post<Page<{ date: string; alarms: number }>>(`${SB}/overflowAlarm/daily`, range)).body.data.rows;
    expect(daily.reduce((s, d) => s + d.alarms, 0)).toBe(over.length);
    const day = (await post<Page>(`${SB}/overflowAlarm/pageList`, { startDate: '2026-11-20', endDate: '2026-11-20' })).body.data.total;
    const tiles = (await post<Page>(`${SB}/statistics/overview`, { startDate: '2026-11-20', endDate: '2026-11-20' })).body.data.rows[0]!;
    expect(tiles.overflowAlarms).toBe(day);
    // A new reading over the threshold is an alarm at once; raising the threshold clears the device's alarms below it.
    const target = devices[0]!;
    const before = (await post<Page>(`${SB}/overflowAlarm/pageList`, { overflowDeviceId: target.id })).body.data.total;
    const saved = await post(`${SB}/overflowRecord/save`, { overflowDeviceId: target.id, recordTime: '2026-11-20 23:30:00', fillLevel: target.threshold + 1 });
    expect(saved.body.result, saved.text).toBe(0);
    expect((await post<Page>(`${SB}/overflowAlarm/pageList`, { overflowDeviceId: target.id })).body.data.total).toBe(before + 1);
    await post(`${SB}/overflowDevice/update`, { id: target.id, threshold: 100 });
    const full = (await all<{ fillLevel: number }>(`${SB}/overflowRecord/pageList`, { overflowDeviceId: target.id })).filter((r) => r.fillLevel >= 100).length;
    expect((await post<Page>(`${SB}/overflowAlarm/pageList`, { overflowDeviceId: target.id })).body.data.total).toBe(full);
    await post(`${SB}/overflowDevice/update`, { id: target.id, threshold: target.threshold });
    const bad = await post(`${SB}/overflowAlarm/pageList`, { overflowDeviceId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(CN);
    const badRange = await post(`${SB}/overflowAlarm/pageList`, { startDate: '2026-11-20', endDate: '2026-11-01' });
    expect(badRange.body.msg).toBe('日期范围不正确：须为 YYYY-MM-DD，且开始日期不晚于结束日期');
  });

  it('flags the monitor readings outside their item limits', async () => {
    const items = await all<{ id: number; lowerLimit: number; upperLimit: number }>(`${DM}/monitorItem/pageList`, {});
    const range = { startDate: '2026-11-14', endDate: '2026-11-20' };
    let outside = 0;
    for (const item of items) {
      const rows = await all<{ id: number; value: number }>(`${DM}/monitorRecord/pageList`, { monitorItemId: item.id, recordTimeStart: range.startDate, recordTimeEnd: range.endDate });
      const mine = rows.filter((r) => r.value > item.upperLimit || r.value < item.lowerLimit).map((r) => r.id).sort((a, b) => a - b);
      const flagged = await all<{ id: number; judge: string; stateLabel: string }>(`${DM}/monitorRecord/overLimitList`, { ...range, monitorItemId: item.id });
      expect(flagged.map((r) => r.id).sort((a, b) => a - b), `item ${item.id}`).toEqual(mine);
      expect(flagged.every((r) => r.stateLabel === '超上限' || r.stateLabel === '低于下限')).toBe(true);
      outside += mine.length;
    }
    expect(outside).toBeGreaterThan(5);
    const high = (await post<Page<{ judge: string; value: number; upperLimit: number }>>(`${DM}/monitorRecord/judgeList`, { ...range, judge: 'high', pageSize: 50 })).body.data;
    expect(high.total).toBeGreaterThan(0);
    expect(high.rows.every((r) => r.judge === 'high' && r.value > r.upperLimit)).toBe(true);
    const badJudge = await post(`${DM}/monitorRecord/judgeList`, { judge: 'x' });
    expect(badJudge.status).toBe(400);
    expect(badJudge.body.msg).toBe('判定取值不正确');
    const badLimits = await post(`${DM}/monitorItem/save`, { code: 'JC-T', name: '测试', category: 'air', measureUnit: 'mg', lowerLimit: 5, upperLimit: 1, intervalMinutes: 60, status: 'enabled' });
    expect(badLimits.body.msg).toContain('上限值不能小于下限值');
  });

  it('serves its enums at both families', async () => {
    for (const path of [`${SB}/common/enum/list`, `${DM}/common/enum/list`]) {
      const enums = await call<Record<string, unknown[]>>(server.base, path, { token });
      expect(enums.body.result).toBe(0);
      expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['sbzhglDeviceType', 'sbzhglDeviceStatus', 'sbzhglMonitorCategory']));
    }
  });

  it('keeps tenants apart', async () => {
    const mine = await all<{ id: number }>(`${SB}/device/pageList`, {});
    const theirs = await all<{ id: number; deviceNo: string }>(`${SB}/device/pageList`, {}, t2);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(mine.length);
    expect(theirs.some((d) => mine.some((m) => m.id === d.id))).toBe(false);
    const other = await call(server.base, `${SB}/device/getOne`, { token: t2, query: { id: String(mine[0]!.id) } });
    expect(other.body.result).not.toBe(0);
    const od = (await post<Page>(`${SB}/overflowDevice/pageList`, {})).body.data.rows[0]!;
    expect((await post<Page>(`${SB}/overflowAlarm/pageList`, { overflowDeviceId: od.id }, t2)).body.data.total).toBe(0);
    const items = (await post<Page>(`${DM}/monitorItem/pageList`, {})).body.data.rows[0]!;
    expect((await post<Page>(`${DM}/monitorRecord/judgeList`, { monitorItemId: items.id }, t2)).body.data.total).toBe(0);
    const upd = await post(`${SB}/device/update`, { id: mine[0]!.id, name: '越权修改' }, t2);
    expect(upd.status).toBeGreaterThanOrEqual(400);
  });

  it('refuses a user without the system', async () => {
    for (const path of [`${SB}/device/pageList`, `${SB}/overflowAlarm/pageList`, `${DM}/monitorRecord/pageList`, `${DM}/monitorRecord/judgeList`]) {
      const answer = await post(path, {}, ops);
      expect(answer.status, path).toBe(403);
      expect(answer.body.msg).toMatch(CN);
    }
  });
});
