/**
 * 作业人员 (zyry): every call answers at its path (/cloud/zyry/api/v2 master data, v101 monitoring,
 * the one-map's GET calls under /cloud/zyry/ywyzt/rgsb), with its shapes and validation; each
 * worker's day on post computed from the simulated positions agrees with what the simulator did
 * that day; contracts near or past their end raise alarms that are handled once; the kanban's
 * figures equal the lists; people's positions stay in their tenant over HTTP and the live channel
 * and reach only users of a system that tracks people.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPath, callsOf, loadSystem } from '../../apps/catalogue/src';
import { dayStartOf } from '../../apps/server/src/gps/plans';
import { wallNow } from '../../apps/server/src/gps/simulate';
import { simulateWalkDay, type WalkSpell } from '../../apps/server/src/gps/walk';
import { SEED_END } from '../../apps/server/src/seed/profiles';
import { refreshZyry } from '../../apps/server/src/systems/zyry/refresh';
import { zyryWearers } from '../../apps/server/src/systems/zyry/wearers';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number };
const zyry = await loadSystem('zyry');
const V2 = '/cloud/zyry/api/v2';
const V101 = '/cloud/zyry/api/v101';
const RGSB = '/cloud/zyry/ywyzt/rgsb';
// 10:00 Beijing time on a working day: the workers are out in their areas.
const NOW = Date.UTC(2026, 10, 23, 2, 0, 0);
const resource = (key: string) => zyry.resources.find((r) => r.key === key)!;
const path = (key: string, kind: string) => callsOf(resource(key)).find((c) => c.kind === kind)!.path;
const report = (key: string) => zyry.reports.find((r) => r.key === key)!;

interface Subject { id: number; label: string; online: boolean; alarms: number; facts: { label: string; value: string }[]; fence: [number, number][] | null }
interface Group { id: string; name: string; total: number; online: number; children: (Group | Subject)[] }
const subjectsOf = (groups: (Group | Subject)[]): Subject[] => groups.flatMap((g) => ('children' in g ? subjectsOf(g.children) : [g]));

function socket(base: string, token: string): Promise<{ ws: WebSocket; messages: { type: string; data: unknown }[] }> {
  const url = new URL('/cloud/platform/gps/live', base.replace('http', 'ws'));
  url.searchParams.set('token', token);
  const ws = new WebSocket(url);
  const messages: { type: string; data: unknown }[] = [];
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', (d: Buffer) => {
      const m = JSON.parse(d.toString()) as { type: string; data: unknown };
      messages.push(m);
      if (m.type === 'hello') resolve({ ws, messages });
    });
  });
}

const overlap = (a: WalkSpell, b: WalkSpell) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.t, b.t));

describe.each(backends)('zyry calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let t2: string;
  let ops: string;
  const ask = <T = Obj>(p: string, body: unknown = {}, tk = token) => call<T>(server.base, p, { token: tk, body });
  const get = <T = Obj>(p: string, query: Record<string, string> = {}, tk = token) => call<T>(server.base, p, { token: tk, query });
  const rows = async <T = Obj>(key: string, body: Obj = {}, tk = token) => (await ask<Page<T>>(path(key, 'list'), { pageSize: 500, ...body }, tk)).body.data;
  const refresh = (tenant: string, now = wallNow()) => server.app.db.tenant(tenant, (sql) => refreshZyry(sql, now));

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
  }, 180_000);
  afterAll(() => server?.stop());

  it('lives at its families: master data under v2, monitoring under v101, the one-map by GET', () => {
    for (const key of ['jobArea', 'jobElement', 'post', 'device', 'contract', 'alarmSetting']) expect(resource(key).endpoints.base.startsWith(V2), key).toBe(true);
    for (const key of ['attendance', 'overtime', 'alarm']) expect(resource(key).endpoints.base.startsWith(V101), key).toBe(true);
    for (const name of ['loadAreaList', 'loadAreaInfo', 'loadAreaNum', 'loadJobElementList', 'loadJobElementInfo']) {
      expect(report(name)).toMatchObject({ call: `${RGSB}/${name}`, method: 'GET' });
    }
    for (const r of zyry.reports.filter((x) => !x.call.startsWith(RGSB))) expect(r.call.startsWith(`${V101}/`), r.key).toBe(true);
  });

  it.each(zyry.resources.filter((r) => !r.singleton).map((r) => [r.key, r] as const))('%s: every call answers', async (_key, res) => {
    await expectEveryCallAnswers(server.base, token, res, { exportRequest: { body: { pageNum: 1 } }, detailIsFirstRow: true, actions: false });
  });

  it.each(zyry.reports.map((r) => [r.key, r] as const))('report %s answers', async (key, r) => {
    const [area] = (await rows<{ id: number }>('jobArea')).rows;
    const [element] = (await rows<{ id: number }>('jobElement')).rows;
    const [device] = (await rows<{ staffId: number }>('device', { status: 'enabled' })).rows;
    const params: Record<string, Obj> = { loadAreaInfo: { id: area!.id }, loadJobElementInfo: { id: element!.id }, realtimeHistory: { staffId: device!.staffId, date: SEED_END } };
    const p = params[key] ?? {};
    const answer = r.method === 'GET' ? await get(r.call, Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)]))) : await ask(r.call, { pageNum: 1, pageSize: 10, ...p });
    expect(answer.body.result, answer.text.slice(0, 300)).toBe(0);
    expect(answer.body.data).toBeTruthy();
  });

  it('answers the one-map as it reads it: areas with their polygon and people, figures, elements', async () => {
    const areas = (await get<Page<{ id: number; name: string; boundary: string; workers: number; elements: number; gradeLabel: string }>>(`${RGSB}/loadAreaList`)).body.data;
    expect(areas.total).toBe(12);
    expect(JSON.parse(areas.rows[0]!.boundary)).toHaveLength(5);
    expect(areas.rows.reduce((s, a) => s + a.workers, 0)).toBeGreaterThan(25);
    const info = (await get<{ name: string; people: { name: string }[]; elements: { elementType: string; count: number }[] }>(`${RGSB}/loadAreaInfo`, { id: String(areas.rows[0]!.id) })).body.data;
    expect(info.name).toBe(areas.rows[0]!.name);
    expect(info.people.length).toBe(areas.rows[0]!.workers);
    expect(info.elements.find((e) => e.elementType === 'road')!.count).toBeGreaterThan(0);
    const num = (await get<{ areas: number; workers: number; elements: number; roads: number }>(`${RGSB}/loadAreaNum`)).body.data;
    expect(num.areas).toBe(12);
    const elements = (await get<Page<{ id: number; areaId: number; elementType: string }>>(`${RGSB}/loadJobElementList`, { areaId: String(areas.rows[0]!.id) })).body.data;
    expect(elements.rows.every((e) => e.areaId === areas.rows[0]!.id)).toBe(true);
    const all = (await get<Page>(`${RGSB}/loadJobElementList`)).body.data;
    expect(all.total).toBe(num.elements);
    expect((await get<Page>(`${RGSB}/loadJobElementList`, { elementType: 'road' })).body.data.total).toBe(num.roads);
    const one = (await get<{ name: string; areaName: string }>(`${RGSB}/loadJobElementInfo`, { id: String(elements.rows[0]!.id) })).body.data;
    expect(one.areaName).toBe(areas.rows[0]!.name);
    // Bad input: Chinese 400s, an unknown id 404.
    for (const [p, q] of [['loadAreaInfo', {}], ['loadAreaInfo', { id: 'x' }], ['loadJobElementList', { elementType: 'nope' }], ['loadAreaList', { deptId: '-1' }]] as const) {
      const bad = await get(`${RGSB}/${p}`, q);
      expect(bad.status, p).toBe(400);
      expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await get(`${RGSB}/loadAreaInfo`, { id: '99999' })).status).toBe(404);
  });

  it('validates job areas, devices and contracts before writing anything', async () => {
    const [dept] = (await rows<{ id: number }>('jobArea')).rows as unknown as { deptId: number }[];
    const area = { code: 'QY-T1', name: '测试片区', grade: 'second', deptId: dept!.deptId, boundary: '[[120.1,30.2],[120.11,30.2],[120.11,30.21],[120.1,30.21],[120.1,30.2]]', shift1Start: '06:00', shift1End: '11:00', headcount: 2, status: 'enabled' };
    const cases: [string, Obj, RegExp][] = [
      ['jobArea', { ...area, boundary: '[[120.1,30.2],[120.11,30.2]]' }, /区域范围/],
      ['jobArea', { ...area, shift1End: '05:00' }, /上午下岗时间不能早于上岗时间/],
      ['jobArea', { ...area, code: 'qy 1' }, /区域编号只能包含大写字母/],
      ['device', { deviceNo: 'DW-T1', model: 'badge', imei: '123', simNo: '89860000000000000001', status: 'disabled' }, /IMEI 为 15 位数字/],
      ['contract', { contractNo: 'HT-T1', staffId: 1, contractType: 'labour', signDate: '2026-01-01', startDate: '2026-01-01', endDate: '2025-12-31', wage: 3000, remindDays: 30 }, /结束日期不能早于开始日期/],
    ];
    for (const [key, body, message] of cases) {
      const before = (await rows(key)).total;
      const answer = await ask(path(key, 'create'), body);
      expect(answer.status, `${key}: ${answer.text.slice(0, 300)}`).toBe(400);
      expect(answer.body.msg, key).toMatch(message);
      expect((await rows(key)).total).toBe(before);
    }
    const created = await ask<{ id: number; shift1Start: string }>(path('jobArea', 'create'), area);
    expect(created.body.result, created.text).toBe(0);
    expect((await ask(path('jobArea', 'delete'), { id: created.body.data.id })).body.result).toBe(0);
  });

  it('computes each worker’s day on post from the positions, as the simulator walked it', async () => {
    const wearers = await server.app.db.tenant('1', (sql) => zyryWearers(sql, '1'));
    // The people with a device, an area and periods (those 人员台账 seeds as left wear none).
    expect(wearers.length).toBeGreaterThan(20);
    const days = (await rows<{ staffId: number; status: string; workMinutes: number; inMinutes: number; outMinutes: number; leaveTimes: number }>('attendance', { workDateStart: SEED_END, workDateEnd: SEED_END })).rows;
    expect(days).toHaveLength(wearers.length);
    let checked = 0;
    for (const w of wearers) {
      const row = days.find((d) => d.staffId === w.staffId)!;
      const start = dayStartOf(SEED_END);
      const day = simulateWalkDay(w.plan, start);
      const work = w.plan.periods.map((p) => ({ t: start + p.start * 60_000, end: start + p.end * 60_000 }));
      expect(row.workMinutes).toBe(w.plan.periods.reduce((s, p) => s + p.end - p.start, 0));
      if (!day.worn) {
        expect(row.status).toBe('notOnline');
        continue;
      }
      const minus = (spells: WalkSpell[]) => spells.reduce((s, x) => s + work.reduce((a, p) => a + overlap(x, p), 0), 0) / 60_000;
      const expected = row.workMinutes - Math.max(0, day.lateMinutes) - minus(day.absences) - minus(day.silences);
      // A silence starts anywhere between two reports, which vouch for up to 15 minutes: its edges are known to that much.
      expect(Math.abs(row.inMinutes - expected), `${w.name}: ${row.inMinutes} vs ${expected}`).toBeLessThanOrEqual(day.silences.length ? 21 : 6);
      const longAway = day.absences.some((a) => work.some((p) => overlap(a, p) >= 16 * 60_000));
      if (longAway) expect(['left', 'absent']).toContain(row.status);
      if (row.status === 'onPost') expect(row.leaveTimes).toBe(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('lists overtime past the last period, and sums days and overtime per person', async () => {
    const overtime = (await rows<{ staffId: number; minutes: number; workDate: string }>('overtime')).rows;
    expect(overtime.length).toBeGreaterThan(0);
    expect(overtime.every((o) => o.minutes >= 30)).toBe(true);
    const summary = (await ask<Page<{ staffId: number; days: number; onPostDays: number; leftDays: number; absentDays: number; notOnlineDays: number; overtimeMinutes: number }>>(report('attendanceSummary').call, { startDate: '2026-11-18', endDate: SEED_END, pageSize: 500 })).body.data;
    for (const s of summary.rows) expect(s.onPostDays + s.leftDays + s.absentDays + s.notOnlineDays).toBe(s.days);
    const person = summary.rows.find((s) => s.overtimeMinutes > 0)!;
    const own = overtime.filter((o) => o.staffId === person.staffId && o.workDate >= '2026-11-18' && o.workDate <= SEED_END);
    expect(person.overtimeMinutes).toBe(own.reduce((s, o) => s + o.minutes, 0));
  });

  it('raises contract expiry alarms relative to today and handles each once', async () => {
    const [worker] = (await rows<{ staffId: number }>('device', { status: 'enabled' })).rows;
    const today = new Date(wallNow()).toISOString().slice(0, 10);
    const plus = (d: number) => new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const soon = await ask<{ id: number; expiryState: string; daysLeft: number }>(path('contract', 'create'),
      { contractNo: 'HT-TEST-SOON', staffId: worker!.staffId, contractType: 'service', signDate: plus(-300), startDate: plus(-300), endDate: plus(10), wage: 3500, remindDays: 30 });
    expect(soon.body.result, soon.text).toBe(0);
    expect(soon.body.data).toMatchObject({ expiryState: 'expiring', daysLeft: 10 });
    const late = await ask<{ id: number; expiryState: string }>(path('contract', 'create'),
      { contractNo: 'HT-TEST-LATE', staffId: worker!.staffId, contractType: 'temporary', signDate: plus(-200), startDate: plus(-200), endDate: plus(-1), wage: 3000, remindDays: 15 });
    expect(late.body.data.expiryState).toBe('expired');
    const valid = await ask<{ expiryState: string }>(path('contract', 'create'),
      { contractNo: 'HT-TEST-LONG', staffId: worker!.staffId, contractType: 'labour', signDate: plus(-10), startDate: plus(-10), endDate: plus(700), wage: 3000, remindDays: 30 });
    expect(valid.body.data.expiryState).toBe('valid');
    await refresh('1');
    const alarms = (await rows<{ id: number; alarmKind: string; contractId: number; handleState: string; content: string }>('alarm', { staffId: worker!.staffId })).rows;
    const mine = alarms.filter((a) => a.contractId === soon.body.data.id || a.contractId === late.body.data.id);
    expect(mine.map((a) => a.alarmKind).sort()).toEqual(['contractExpired', 'contractExpiring']);
    expect(mine.every((a) => a.handleState === 'pending')).toBe(true);
    // Refreshing again raises nothing twice.
    await refresh('1');
    expect((await rows('alarm', { staffId: worker!.staffId })).total).toBe(alarms.length);
    // Handled once, with a remark; the second time is refused.
    const handle = actionPath(resource('alarm'), resource('alarm').actions![0]!);
    const target = mine.find((a) => a.alarmKind === 'contractExpiring')!;
    expect((await ask(handle, { id: target.id })).body.msg).toMatch(/处理意见/);
    const done = await ask<{ handleState: string; handler: string; handleTime: string }>(handle, { id: target.id, handleRemark: '已通知本人，下周续签' });
    expect(done.body.result, done.text).toBe(0);
    expect(done.body.data).toMatchObject({ handleState: 'handled', handler: '系统管理员' });
    expect(done.body.data.handleTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await ask(handle, { id: target.id, handleRemark: '再次处理' });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该告警已处理');
    // A deleted contract takes its alarms along.
    expect((await ask(path('contract', 'delete'), { id: late.body.data.id })).body.result).toBe(0);
    expect((await rows<{ contractId: number }>('alarm', { staffId: worker!.staffId })).rows.some((a) => a.contractId === late.body.data.id)).toBe(false);
  });

  it('shows on the kanban what the lists hold', async () => {
    await refresh('1');
    const [o] = (await ask<{ rows: Obj[] }>(report('kanbanOverview').call)).body.data.rows as { equipped: number; online: number; offline: number; alarmsToday: number; pendingAlarms: number; expiring: number; expired: number }[];
    const today = new Date(wallNow()).toISOString().slice(0, 10);
    expect(o!.alarmsToday).toBe((await rows('alarm', { alarmTimeStart: today, alarmTimeEnd: today })).total);
    expect(o!.pendingAlarms).toBe((await rows('alarm', { handleState: 'pending' })).total);
    expect(o!.expiring).toBe((await rows('contract', { expiryState: 'expiring' })).total);
    expect(o!.expired).toBe((await rows('contract', { expiryState: 'expired' })).total);
    const devices = (await rows<{ staffId: number | null; onlineState: string }>('device', { status: 'enabled' })).rows.filter((d) => d.staffId);
    expect(o!.equipped).toBe(devices.length);
    expect(o!.online).toBe(devices.filter((d) => d.onlineState === 'online').length);
    expect(o!.online + o!.offline).toBe(o!.equipped);
    const tree = (await ask<{ tree: Group[]; total: number; online: number; offline: number }>(report('realtimeTree').call)).body.data;
    expect(tree.total).toBe(o!.equipped);
    expect(tree.online + tree.offline).toBe(tree.total);
    // org → department → person, each with their post, area and fence.
    expect(tree.tree).toHaveLength(1);
    const people = subjectsOf(tree.tree);
    expect(people).toHaveLength(tree.total);
    expect(people[0]!.facts.map((f) => f.label)).toEqual(['岗位', '作业区域', '部门', '联系电话', '定位设备']);
    expect(people.every((p) => p.fence && p.fence.length === 5)).toBe(true);
    const byDept = (await ask<{ rows: { equipped: number }[] }>(report('kanbanByDept').call)).body.data.rows;
    expect(byDept.reduce((s, d) => s + d.equipped, 0)).toBe(o!.equipped);
    const status = (await ask<{ rows: { count: number }[] }>(report('dashStatus').call, { startDate: '2026-11-18', endDate: SEED_END })).body.data.rows;
    expect(status.reduce((s, d) => s + d.count, 0)).toBe((await rows('attendance', { workDateStart: '2026-11-18', workDateEnd: SEED_END })).total);
  });

  it('keeps people’s positions in their tenant over HTTP and the live channel, and from users who do not track people', async () => {
    const people1 = subjectsOf((await ask<{ tree: Group[] }>(report('realtimeTree').call)).body.data.tree);
    const people2 = subjectsOf((await ask<{ tree: Group[] }>(report('realtimeTree').call, {}, t2)).body.data.tree);
    expect(people2.length).toBeGreaterThan(10);
    const ids1 = new Set(people1.map((p) => p.id));
    const ids2 = new Set(people2.map((p) => p.id));
    expect([...ids2].some((id) => ids1.has(id))).toBe(false);
    const someone = people1[0]!;
    const track = await ask<{ kind: string; label: string; list: { battery: number }[] }>('/cloud/platform/gps/track', { kind: 'wearable', subjectId: someone.id, startTime: SEED_END, endTime: SEED_END });
    expect(track.body.result, track.text.slice(0, 200)).toBe(0);
    expect(track.body.data.label).toBe(someone.label);
    expect(track.body.data.list.length).toBeGreaterThan(50);
    expect(track.body.data.list[0]!.battery).toBeGreaterThan(50);
    // Another tenant's person is not found; a user without 作业人员 is refused.
    expect((await ask('/cloud/platform/gps/track', { kind: 'wearable', subjectId: someone.id, startTime: SEED_END, endTime: SEED_END }, t2)).status).toBe(404);
    expect((await ask('/cloud/platform/gps/track', { kind: 'wearable', subjectId: someone.id, startTime: SEED_END, endTime: SEED_END }, ops)).status).toBe(403);
    expect((await ask('/cloud/platform/gps/alarm/pageList', { kind: 'wearable' }, ops)).status).toBe(403);
    expect((await ask('/cloud/platform/gps/track', { kind: 'boat', subjectId: someone.id, startTime: SEED_END, endTime: SEED_END })).body.msg).toMatch(/设备类型/);
    const alarms = (await ask<{ records: { subjectId: number; kind: string }[] }>('/cloud/platform/gps/alarm/pageList', { kind: 'wearable', size: 100 }, t2)).body.data.records;
    expect(alarms.every((a) => ids2.has(a.subjectId))).toBe(true);

    const a = await socket(server.base, token);
    const b = await socket(server.base, t2);
    const c = await socket(server.base, ops);
    await server.app.gps.live.tick(NOW);
    const people = (m: { type: string; data: unknown }[]) => m.filter((x) => x.type === 'wearablePosition').flatMap((x) => (x.data as { subjectId: number }[]).map((p) => p.subjectId));
    await expect.poll(() => people(a.messages).length && people(b.messages).length).toBeGreaterThan(0);
    await expect.poll(() => c.messages.some((m) => m.type === 'position')).toBe(true);
    expect(people(a.messages).every((id) => ids1.has(id))).toBe(true);
    expect(people(b.messages).every((id) => ids2.has(id))).toBe(true);
    // The 垃圾收运 user hears the vehicles, never a person.
    expect(c.messages.some((m) => m.type.startsWith('wearable'))).toBe(false);
    // Vehicles' events still carry vehicles only.
    const cars = a.messages.filter((m) => m.type === 'position').flatMap((m) => m.data as { vehicleId: number; carNo: string }[]);
    expect(cars.every((v) => v.carNo.startsWith('浙A·'))).toBe(true);
    for (const s of [a, b, c]) s.ws.close();
  });

  it('refuses every call to a user without 作业人员', async () => {
    for (const res of zyry.resources) {
      const answer = res.singleton ? await get(`${res.endpoints.base}/get`, {}, ops) : await ask(path(res.key, 'list'), {}, ops);
      expect(answer.status, res.key).toBe(403);
    }
    for (const r of zyry.reports) {
      const answer = r.method === 'GET' ? await get(r.call, {}, ops) : await ask(r.call, {}, ops);
      expect(answer.status, r.key).toBe(403);
    }
  });

  it('keeps the alarm settings, defaults until saved, within their ranges', async () => {
    const base = resource('alarmSetting').endpoints.base;
    const first = await get<{ leaveMinutes: number; absentMinutes: number }>(`${base}/get`, {}, t2);
    expect(first.body.data).toMatchObject({ leaveMinutes: 15, absentMinutes: 60 });
    const bad = await ask(`${base}/save`, { leaveMinutes: 90, absentMinutes: 60 }, t2);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('脱岗判定时长不能短于离岗判定时长');
    expect((await ask(`${base}/save`, { leaveMinutes: 20, absentMinutes: 90 }, t2)).body.result).toBe(0);
    expect((await get<{ leaveMinutes: number }>(`${base}/get`, {}, t2)).body.data.leaveMinutes).toBe(20);
    expect((await get<{ leaveMinutes: number }>(`${base}/get`)).body.data.leaveMinutes).toBe(15);
  });
});
