/**
 * Point and polygon fields on wtsb 部门区域 (stored normalised, refused with Chinese messages and
 * nothing written), and 系统管理 › 地图设置: saved by 系统管理 only, read by every map user through
 * the GPS tiles call, per tenant (docs/decisions/0118).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number };

let server: Running;
let root: string;
let ops: string;
let t2: string;
const post = <T = Obj>(path: string, body: unknown = {}, token = root) => call<T>(server.base, path, { token, body });

beforeAll(async () => {
  server = await startServer('pglite');
  root = await tokenFor(server.base, 'root', 'Root@2026');
  ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
  t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
});
afterAll(() => server?.stop());

describe('point and polygon fields (部门区域)', () => {
  const ring = [[120.15, 30.28], [120.16, 30.28], [120.16, 30.29], [120.15, 30.29], [120.15, 30.28]];
  const area = async (over: Obj) => {
    const dept = (await post<Page>('/cloud/wtsb/deptArea/page', { pageSize: 1 })).body.data.rows[0]!.deptId;
    return { name: '地图区域', deptId: dept, center: '120.1535761,30.2874594', radius: 1000, dutyStart: '07:30', dutyEnd: '18:00', shape: 'grid', ...over };
  };

  it('the seeded areas have point centres and some drawn boundaries', async () => {
    const rows = (await post<Page>('/cloud/wtsb/deptArea/page', { pageSize: 100 })).body.data.rows;
    expect(rows.every((r) => /^\d+(\.\d+)?,\d+(\.\d+)?$/.test(String(r.center)))).toBe(true);
    const drawn = rows.filter((r) => r.boundary);
    expect(drawn.length).toBeGreaterThan(0);
    for (const r of drawn) {
      const points = JSON.parse(String(r.boundary)) as number[][];
      expect(points.length).toBeGreaterThanOrEqual(4);
      expect(points[0]).toEqual(points[points.length - 1]);
    }
  });

  it('stores a point rounded to 6 decimals and a polygon given as an array as its JSON text', async () => {
    const saved = await post('/cloud/wtsb/deptArea/save', await area({ boundary: ring }));
    expect(saved.body.result).toBe(0);
    const [row] = (await post<Page>('/cloud/wtsb/deptArea/page', { name: '地图区域' })).body.data.rows;
    expect(row!.center).toBe('120.153576,30.287459');
    expect(JSON.parse(String(row!.boundary))).toEqual(ring);
  });

  it.each([
    ['an open ring', { name: '开口区域', boundary: ring.slice(0, 4) }, /边界首尾顶点须相同/],
    ['a crossing ring', { name: '交叉区域', boundary: [[120.15, 30.28], [120.16, 30.29], [120.16, 30.28], [120.15, 30.29], [120.15, 30.28]] }, /边界的边不能相交/],
    ['too few vertices', { name: '过少区域', boundary: [[120.15, 30.28], [120.16, 30.28], [120.15, 30.28]] }, /边界须有 4–200 个顶点/],
    ['a centre outside China', { name: '境外区域', center: '2.35,48.85' }, /中心点不在中国境内/],
    ['a centre that is no point', { name: '错误区域', center: '杭州' }, /中心点格式为/],
  ])('refuses %s (400, Chinese message, nothing written)', async (_what, over, message) => {
    const answer = await post('/cloud/wtsb/deptArea/save', await area(over));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(message);
    expect((await post<Page>('/cloud/wtsb/deptArea/page', { name: over.name })).body.data.total).toBe(0);
  });
});

describe('地图设置 (tenant base tiles)', () => {
  const S = '/cloud/xtgl/mapSettings';
  const tiles = (token: string) => call<{ url: string; coord: string; attribution: string } | null>(server.base, '/cloud/platform/gps/tiles', { token });

  it('answers no tiles (the offline base) before anything is saved', async () => {
    const answer = await tiles(ops);
    expect(answer.body.result).toBe(0);
    expect(answer.body.data).toBeNull();
  });

  it.each([
    ['ftp://tiles.example.com/{z}/{x}/{y}.png'],
    ['https://tiles.example.com/{z}/{x}.png'],
    ['tiles.example.com/{z}/{x}/{y}.png'],
  ])('refuses the template %s with a Chinese message', async (url) => {
    const answer = await post(`${S}/save`, { enabled: true, url, coord: 'GCJ02' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/瓦片地址须为 http\(s\) 地址/);
    expect((await tiles(root)).body.data).toBeNull();
  });

  it('a saved and enabled template is what every map user of the tenant reads; other tenants keep theirs', async () => {
    const url = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
    expect((await post(`${S}/save`, { enabled: true, url, coord: 'GCJ02', attribution: '测试底图' })).body.result).toBe(0);
    expect((await tiles(ops)).body.data).toEqual({ url, coord: 'GCJ02', attribution: '测试底图' });
    expect((await tiles(t2)).body.data).toBeNull();
    expect((await post(`${S}/save`, { coord: 'BD09' })).body.result).toBe(0);
    expect((await tiles(ops)).body.data).toMatchObject({ url, coord: 'BD09' });
  });

  it('switched off, the maps go back to the offline base', async () => {
    expect((await post(`${S}/save`, { enabled: false })).body.result).toBe(0);
    expect((await tiles(ops)).body.data).toBeNull();
    const history = await call<unknown[]>(server.base, `${S}/history`, { token: root });
    expect(history.body.data.length).toBeGreaterThanOrEqual(3);
  });

  it('only users holding 系统管理 may change it', async () => {
    const answer = await post(`${S}/save`, { enabled: true, url: 'https://a.example.com/{z}/{x}/{y}.png' }, ops);
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await tiles(ops)).body.data).toBeNull();
  });
});
