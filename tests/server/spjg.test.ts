/** 视频监管: the camera tree follows the cameras' heartbeats, alarms are acknowledged and handled, 通用类型 CRUD, every call answers. */
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

type Node = { key: string; title: string; kind: string; online: number; total: number; cameraId?: number; onlineStatus?: string; children?: Node[] };
type Page<T> = { rows: T[]; total: number };
const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.kind === 'camera' ? [n] : leaves(n.children ?? [])));

describe('camera tree', () => {
  it('groups every camera under unit → vehicle/site with counts that add up to the cameras’ states', async () => {
    const tree = await call<{ nodes: Node[]; online: number; total: number }>(server.base, '/cloud/spjg/videoTree/getTree.jhtml', { token });
    expect(tree.body.result).toBe(0);
    const cameras = (await call<Page<{ id: number; onlineStatus: string }>>(server.base, '/cloud/spjg/video/pageList.jhtml', { token, body: { pageSize: 500 } })).body.data.rows;
    const all = leaves(tree.body.data.nodes);
    expect(all.map((n) => n.cameraId).sort()).toEqual(cameras.map((c) => c.id).sort());
    expect(tree.body.data.total).toBe(cameras.length);
    expect(tree.body.data.online).toBe(cameras.filter((c) => c.onlineStatus === 'online').length);
    expect(tree.body.data.online).toBeGreaterThan(0);
    expect(tree.body.data.online).toBeLessThan(cameras.length);
    const check = (n: Node): void => {
      if (n.kind === 'camera') return;
      const under = leaves(n.children ?? []);
      expect(n.total).toBe(under.length);
      expect(n.online).toBe(under.filter((c) => c.onlineStatus === 'online').length);
      n.children?.forEach(check);
    };
    tree.body.data.nodes.forEach(check);
  });

  it('narrows to one camera type; a bad type is refused in Chinese', async () => {
    const car = await call<{ nodes: Node[] }>(server.base, '/cloud/spjg/videoTree/getTree.jhtml', { token, query: { cameraType: 'car' } });
    const cams = leaves(car.body.data.nodes);
    expect(cams.length).toBeGreaterThan(0);
    expect(car.body.data.nodes.every((n) => n.children!.every((v) => v.kind === 'vehicle'))).toBe(true);
    const bad = await call(server.base, '/cloud/spjg/videoTree/getTree.jhtml', { token, query: { cameraType: 'tv' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('摄像头类型取值不正确');
  });

  it('another tenant’s tree holds only its own cameras', async () => {
    const mine = leaves((await call<{ nodes: Node[] }>(server.base, '/cloud/spjg/videoTree/getTree.jhtml', { token })).body.data.nodes).map((n) => n.cameraId);
    const theirs = leaves((await call<{ nodes: Node[] }>(server.base, '/cloud/spjg/videoTree/getTree.jhtml', { token: t2 })).body.data.nodes).map((n) => n.cameraId);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((id) => mine.includes(id))).toBe(false);
  });
});

describe('facility video alarms', () => {
  const A = '/cloud/spjg/infrasVideoAlarm';
  it('lists alarms with snapshots; acknowledge, then handle with a result; a handled alarm is locked', async () => {
    const list = await call<Page<{ id: number; snapshot: string; status: string; cameraIdLabel: string; alarmTypeIdLabel: string }>>(server.base, `${A}/pageList.jhtml`, { token, body: { status: 'pending' } });
    expect(list.body.data.total).toBeGreaterThan(0);
    const alarm = list.body.data.rows[0]!;
    expect(alarm.snapshot).toMatch(/^\/video\/samples\/sample\d\.jpg$/);
    expect(alarm.cameraIdLabel).toBeTruthy();
    expect(alarm.alarmTypeIdLabel).toBeTruthy();
    expect((await fetch(new URL(alarm.snapshot, server.base))).status).toBe(200);
    expect((await call(server.base, `${A}/acknowledge.jhtml`, { token, body: { ids: String(alarm.id) } })).body.result).toBe(0);
    const missing = await call(server.base, `${A}/handle.jhtml`, { token, body: { id: alarm.id, handler: '王建国' } });
    expect(missing.status).toBe(400);
    const handled = await call(server.base, `${A}/handle.jhtml`, { token, body: { id: alarm.id, handler: '王建国', handleResult: '已通知保洁员清理' } });
    expect(handled.body.result).toBe(0);
    const row = (await call<{ status: string; handleResult: string }>(server.base, `${A}/getOne.jhtml`, { token, query: { id: String(alarm.id) } })).body.data;
    expect(row).toMatchObject({ status: 'handled', handleResult: '已通知保洁员清理' });
    const again = await call(server.base, `${A}/acknowledge.jhtml`, { token, body: { ids: String(alarm.id) } });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('已处理的报警不能再次处理');
  });
});

describe('通用类型', () => {
  it('creates a type and its entries, refuses duplicates, deletes the type with its entries', async () => {
    const type = await call<{ id: number }>(server.base, '/cloud/spjg/currencyType/save.jhtml', { token, body: { code: 'NOISE', name: '噪声报警', sortNo: 9 } });
    expect(type.body.result).toBe(0);
    const entry = await call(server.base, '/cloud/spjg/currencyTypeEntity/save.jhtml', { token, body: { typeId: type.body.data.id, code: 'NOISE_HIGH', name: '噪声超标', level: 'normal' } });
    expect(entry.body.result).toBe(0);
    const dup = await call(server.base, '/cloud/spjg/currencyType/save.jhtml', { token, body: { code: 'NOISE', name: '重复' } });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toMatch(/已存在/);
    const removed = await call(server.base, '/cloud/spjg/currencyType/delete.jhtml', { token, body: { id: type.body.data.id } });
    expect(removed.body.result).toBe(0);
    const left = await call<Page<unknown>>(server.base, '/cloud/spjg/currencyTypeEntity/pageList.jhtml', { token, body: { typeId: type.body.data.id } });
    expect(left.body.data.total).toBe(0);
  });
});

describe('every spjg and sbbj call answers with data', () => {
  it('answers each list and report call of both systems with rows', async () => {
    const calls = server.app.businessRoutes.filter((r) => (r.system === 'spjg' || r.system === 'sbbj') && /(pageList|offlinePageList|offlineDetail|videoList|getTree)(\.jhtml)?$/.test(r.url));
    expect(calls.length).toBeGreaterThanOrEqual(17);
    for (const c of calls) {
      const answer = await call<Page<unknown> & { nodes?: unknown[] }>(server.base, c.url, { token, method: c.method, ...(c.method === 'POST' ? { body: {} } : {}) });
      expect(answer.status, c.url).toBe(200);
      expect((answer.body.data.rows ?? answer.body.data.nodes)!.length, c.url).toBeGreaterThan(0);
    }
  });
});

describe('video single sign-on', () => {
  it('checks the caller’s own session id', async () => {
    const answer = await call<{ valid: boolean }>(server.base, '/cas/judgehuangshanvideo', { token, query: { userId: '1001', sessionId: token } });
    expect(answer.body.data.valid).toBe(true);
    const other = await call(server.base, '/cas/judgehuangshanvideo', { token, query: { userId: '2001', sessionId: token } });
    expect(other.body.result).not.toBe(0);
  });
});
