/**
 * 公厕管理 (gcgl) answers every call the catalogue gives it (/cloud/gcgl, /cloud/gcadd GET): each
 * resource's generic calls and actions, the cleaning reports, the one-map statistics and the
 * toilet map; a sensor reading beyond its threshold raises an alarm; board figures equal the
 * totals of the lists behind them; the devices are 设备在线's; tenants see only their own rows;
 * a user without the system is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number };
const gcgl = await loadSystem('gcgl');
const G = '/cloud/gcgl';
const A = '/cloud/gcadd';
const RANGE = { startDate: '2026-10-22', endDate: '2026-11-20' };
const listPath = (key: string) => callsOf(gcgl.resources.find((r) => r.key === key)!).find((c) => c.kind === 'list')!;

describe.each(backends)('gcgl calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let token2: string;
  const list = (key: string, filters: Obj = {}) => {
    const c = listPath(key);
    return c.method === 'GET'
      ? call<Page>(server.base, c.path, { token, query: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])) })
      : call<Page>(server.base, c.path, { token, body: filters });
  };
  const get = <T = unknown>(path: string, query: Record<string, string> = {}, who = token) => call<T>(server.base, path, { token: who, query });
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    token2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(gcgl.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource);
  });

  it('paging and filters of the lists', async () => {
    const page2 = await list('cleanRecord', { pageNum: 2, pageSize: 10 });
    expect(page2.body.data.rows).toHaveLength(10);
    const toilet = (await list('equipment')).body.data.rows.find((r) => r.name === '武林门公厕')!;
    const one = await list('cleanRecord', { equipmentId: toilet.id, pageSize: 200 });
    expect(one.body.data.total).toBe(180); // 30 days × 6 cleanings
    expect(one.body.data.rows.every((r) => r.equipmentId === toilet.id)).toBe(true);
    const pending = await list('alarm', { alarmStatus: 'pending', pageSize: 100 });
    expect(pending.body.data.total).toBeGreaterThan(0);
    expect(pending.body.data.rows.every((r) => r.alarmStatus === 'pending')).toBe(true);
  });

  it('devices are 设备在线\'s toilet devices, bound to the toilets of the same names', async () => {
    const mine = (await list('device', { pageSize: 100 })).body.data.rows;
    const sbbj = await call<Page>(server.base, '/envcloud/hw/sbbj/api/v1/toiletdevice/pageList', { token, body: { pageSize: 100 } });
    expect(new Set(mine.map((r) => r.deviceNo))).toEqual(new Set(sbbj.body.data.rows.map((r) => r.deviceNo)));
    expect(mine).toHaveLength(32); // 8 toilets × (臭味、客流、水表、电表)
    expect(mine.every((r) => typeof r.equipmentId === 'number' && String(r.equipmentIdLabel).endsWith('公厕'))).toBe(true);
    const wrong = await call(server.base, `${G}/device/update`, { token, body: { id: mine[0]!.id, equipmentId: 999_999, offlineMinutes: 10 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('creates a toilet with validation in Chinese', async () => {
    const bad = await call(server.base, `${G}/equipment/save`, { token, body: { code: 'gc 1', name: '', maleStalls: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const base = (await list('equipment')).body.data.rows[0]!;
    const good = await call<{ id: number }>(server.base, `${G}/equipment/save`, {
      token,
      body: { code: 'GC-T01', name: '测试公厕', level: 'second', regionId: base.regionId, companyId: base.companyId, keeperId: base.keeperId, address: '测试路 1 号', location: '120.15,30.28', maleStalls: 2, femaleStalls: 3, accessibleStalls: 1, openTime: '06:00', closeTime: '22:00', status: 'open' },
    });
    expect(good.body.result, good.text).toBe(0);
    const sync = await call(server.base, `${G}/equipment/sync`, { token, body: { id: good.body.data.id } });
    expect(sync.body.result, sync.text).toBe(0);
    const after = await get<Obj>(`${G}/equipment/getOne`, { id: String(good.body.data.id) });
    expect(after.body.data.syncTime).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect((await call(server.base, `${G}/equipment/delete`, { token, body: { id: good.body.data.id } })).body.result).toBe(0);
  });

  it('a reading beyond the threshold raises one alarm, which is handled once', async () => {
    const sensor = (await list('sensor', { sensorKind: 'ammonia', sensorStatus: 'normal' })).body.data.rows[0]!;
    const before = (await list('alarm', { sensorId: sensor.id })).body.data.total;
    const normal = await call<Obj>(server.base, `${G}/sensor/report`, { token, body: { sensorId: sensor.id, value: 0.5 } });
    expect(normal.body.data).toEqual({ sensorStatus: 'normal', alarmId: null });
    const high = await call<{ alarmId: number }>(server.base, `${G}/sensor/report`, { token, body: { sensorId: sensor.id, value: 3.2 } });
    expect(high.body.result, high.text).toBe(0);
    expect(high.body.data.alarmId).toBeGreaterThan(0);
    const again = await call<{ alarmId: number }>(server.base, `${G}/sensor/report`, { token, body: { sensorId: sensor.id, value: 4 } });
    expect(again.body.data.alarmId).toBe(high.body.data.alarmId);
    expect((await list('alarm', { sensorId: sensor.id })).body.data.total).toBe(before + 1);
    const alarm = await get<Obj>(`${G}/alarm/getOne`, { id: String(high.body.data.alarmId) });
    expect(alarm.body.data).toMatchObject({ alarmStatus: 'pending', alarmKind: 'overUpper', value: 3.2, threshold: sensor.upperLimit });
    const s = await get<Obj>(`${G}/sensor/getOne`, { id: String(sensor.id) });
    expect(s.body.data).toMatchObject({ currentValue: 4, sensorStatus: 'alarm' });
    const noRemark = await call(server.base, `${G}/alarm/handle`, { token, body: { id: high.body.data.alarmId } });
    expect(noRemark.status).toBe(400);
    const handled = await call(server.base, `${G}/alarm/handle`, { token, body: { id: high.body.data.alarmId, handleRemark: '已开启排风' } });
    expect(handled.body.result, handled.text).toBe(0);
    const twice = await call(server.base, `${G}/alarm/handle`, { token, body: { id: high.body.data.alarmId, handleRemark: '再次' } });
    expect(twice.body.msg).toBe('该报警已处理，不能再次处理');
    for (const body of [{}, { sensorId: sensor.id }, { sensorId: sensor.id, value: 'abc' }, { sensorId: 'x', value: 1 }]) {
      const bad = await call(server.base, `${G}/sensor/report`, { token, body });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await call(server.base, `${G}/sensor/report`, { token, body: { sensorId: 999_999, value: 1 } })).status).toBe(404);
  });

  it('cleaning reports (GET) and their totals', async () => {
    const q = { ...RANGE };
    const all = await get<Page>(`${A}/cleanDailyReport/getAllCleanRecord`, { ...q, pageSize: '5' });
    const records = await list('cleanRecord', { cleanTimeStart: RANGE.startDate, cleanTimeEnd: RANGE.endDate });
    expect(all.body.data.total).toBe(records.body.data.total);
    const byDay = await get<Obj[]>(`${A}/cleanDailyReport/getTimeCleanRecord`, q);
    const byPos = await get<Obj[]>(`${A}/cleanDailyReport/getPositionCount`, q);
    const sum = (rows: Obj[]) => rows.filter((r) => !r.isTotal && r.date !== '合计' && r.position !== '合计').reduce((s, r) => s + Number(r.count), 0);
    const rowsOf = (d: unknown) => (Array.isArray(d) ? d : (d as Page).rows) as Obj[];
    expect(sum(rowsOf(byDay.body.data))).toBe(all.body.data.total);
    expect(sum(rowsOf(byPos.body.data))).toBe(all.body.data.total);
    const counts = await get<Page>(`${A}/cleanRecord/countPageList`, { ...q, pageSize: '100' });
    expect(sum(rowsOf(counts.body.data))).toBe(all.body.data.total);
    const params = await get<Obj[]>(`${A}/cleanDailyReport/getByParamTypeCodeNew`, { typeCode: 'cleanPosition' });
    expect(rowsOf(params.body.data).map((r) => r.name)).toContain('无障碍间');
    const badType = await get(`${A}/cleanDailyReport/getByParamTypeCodeNew`, { typeCode: 'nope' });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain('参数类型不存在');
    const badDate = await get(`${A}/cleanDailyReport/getAllCleanRecord`, { startDate: '2026-13-01' });
    expect(badDate.status).toBe(400);
  });

  it('board figures equal the totals of the lists behind them', async () => {
    const stat = (await get<Obj[]>(`${G}/yzt/getStatistics`, RANGE)).body.data[0]!;
    expect(stat.toilets).toBe((await list('equipment')).body.data.total);
    expect(stat.devices).toBe((await list('device')).body.data.total);
    expect(stat.onlineDevices).toBe((await list('device', { onlineStatus: 'online' })).body.data.total);
    expect(stat.alarms).toBe((await list('alarm', { alarmTimeStart: RANGE.startDate, alarmTimeEnd: RANGE.endDate })).body.data.total);
    expect(stat.pendingAlarms).toBe((await list('alarm', { alarmStatus: 'pending' })).body.data.total);
    expect(stat.cleanings).toBe((await list('cleanRecord', { cleanTimeStart: RANGE.startDate, cleanTimeEnd: RANGE.endDate })).body.data.total);
    const comments = await list('comment', { commentTimeStart: RANGE.startDate, commentTimeEnd: RANGE.endDate, pageSize: 500 });
    expect(comments.body.result, comments.text).toBe(0);
    expect(stat.comments).toBe(comments.body.data.total);
    const avg = comments.body.data.rows.reduce((s, r) => s + Number(r.score), 0) / comments.body.data.rows.length;
    expect(stat.avgScore).toBeCloseTo(avg, 2);
    const mapAnswer = await get<Page>(`${G}/gis/getToiletList`, { ...RANGE, pageSize: '100' });
    expect(mapAnswer.body.result, mapAnswer.text).toBe(0);
    const map = mapAnswer.body.data;
    expect(map.total).toBe(stat.toilets);
    expect(map.rows.reduce((s, r) => s + Number(r.cleanings), 0)).toBe(stat.cleanings);
    expect(map.rows.reduce((s, r) => s + Number(r.pendingAlarms), 0)).toBe(stat.pendingAlarms);
    expect(map.rows.filter((r) => Number(r.pendingAlarms) > 0).every((r) => r.mapState === 'alarm')).toBe(true);
    const alarmStat = (await get<Obj[]>(`${G}/kanban/getAlarmStat`, RANGE)).body.data;
    const rows = (Array.isArray(alarmStat) ? alarmStat : (alarmStat as unknown as Page).rows).filter((r) => r.sensorKind !== '合计' && !r.isTotal);
    expect(rows.reduce((s, r) => s + Number(r.count), 0)).toBe(stat.alarms);
    const water = (await list('waterElectric', { readDateStart: RANGE.startDate, readDateEnd: RANGE.endDate, pageSize: 500 })).body.data.rows;
    expect(Number(stat.water)).toBeCloseTo(water.reduce((s, r) => s + Number(r.water), 0), 2);
    const file = await call(server.base, `${G}/gis/export`, { token, body: RANGE });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const range = await get<Obj>(`${G}/common/dataRange`);
    expect(range.body.data).toEqual({ start: '2026-10-22', end: '2026-11-20' });
  });

  it('tenant 2 sees only its own toilets and devices', async () => {
    const t1 = (await list('equipment')).body.data.rows.map((r) => r.id);
    const t2 = await call<Page>(server.base, `${G}/equipment/pageList`, { token: token2, body: {} });
    expect(t2.body.data.total).toBe(4);
    expect(t2.body.data.rows.some((r) => t1.includes(r.id))).toBe(false);
    const devices2 = await call<Page>(server.base, `${G}/device/pageList`, { token: token2, body: {} });
    expect(devices2.body.data.total).toBe(16);
    const other = await get(`${G}/equipment/getOne`, { id: String(t1[0]) }, token2);
    expect(other.body.result).not.toBe(0);
    const stat2 = (await get<Obj[]>(`${G}/yzt/getStatistics`, RANGE, token2)).body.data[0]!;
    expect(stat2.toilets).toBe(4);
  });

  it('refuses a user without the system', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of [`${G}/equipment/pageList`, `${G}/sensor/report`]) {
      expect((await call(server.base, path, { token: ops, body: {} })).status).toBe(403);
    }
    expect((await call(server.base, `${A}/cleanRecord/pageList`, { token: ops })).status).toBe(403);
    expect((await call(server.base, `${G}/yzt/getStatistics`, { token: ops })).status).toBe(403);
  });
});
