/**
 * Authorization by system: every registered business call of every system, tried by `ops`
 * (who holds only 垃圾收运) — 403 with the result convention and a Chinese msg, nothing
 * written — and by `root` (every system), who is never refused. The list grows with the
 * catalogue: the server reports what it registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRoute } from '../../apps/server/src/context';
import { backends, call, startServer, tablesFingerprint, tokenFor, type Running } from './helpers';

/** A body that would write if it were let through: ids of existing rows and plausible values. */
const WRITE_BODY = { id: 1, ids: '1,2', name: '越权写入', code: 'X-001', status: 'enabled' };

describe.each(backends)('authorization by system (%s)', (backend) => {
  let server: Running;
  let ops: string;
  let root: string;
  let routes: readonly BusinessRoute[];

  beforeAll(async () => {
    server = await startServer(backend);
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    root = await tokenFor(server.base, 'root', 'Root@2026');
    routes = server.app.businessRoutes;
  });
  afterAll(() => server?.stop());

  const send = (route: BusinessRoute, token: string) =>
    call(server.base, route.url, route.method === 'GET' ? { token, query: { id: '1' } } : { token, body: WRITE_BODY });

  it('registers the calls of several systems, platform included', () => {
    const systems = new Set(routes.map((r) => r.system));
    for (const code of ['ljszy', 'kcgl', 'rytz', 'clgl', 'ryxj', 'platform']) expect(systems, code).toContain(code);
    expect(routes.length).toBeGreaterThan(150);
  });

  it('ops gets 403 and changes nothing on every call of every system it does not hold', async () => {
    const before = await tablesFingerprint(server);
    const foreign = routes.filter((r) => r.system !== 'ljszy' && r.system !== 'platform');
    expect(foreign.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const route of foreign) {
      const answer = await send(route, ops);
      if (answer.status !== 403 || answer.body.result !== 403 || !/[\u4e00-\u9fa5]/.test(answer.body.msg)) wrong.push(`${route.method} ${route.url} → ${answer.status} ${answer.text.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
    expect(await tablesFingerprint(server)).toBe(before);
  });

  it('the kcgl storehouse create of the report: 403 for ops, saved for root', async () => {
    const body = { code: 'CK-99', name: '越权仓库', keeper: '王五', status: 'enabled' };
    const refused = await call(server.base, '/cloud/kcglnew/web/storehouse/create', { token: ops, body });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/系统/);
    const saved = await call(server.base, '/cloud/kcglnew/web/storehouse/create', { token: root, body });
    expect(saved.body).toMatchObject({ result: 0, msg: '保存成功' });
  });

  it('root, who holds every system, is refused no call', async () => {
    const refused: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET' || /pageList|page|loadPage|getList|list|List$/.test(r.url.split('/').pop()!))) {
      const answer = await call(server.base, route.url, route.method === 'GET' ? { token: root } : { token: root, body: {} });
      if (answer.status === 403 || answer.status >= 500) refused.push(`${route.method} ${route.url} → ${answer.status}`);
    }
    expect(refused).toEqual([]);
    // Every list and GET call of every system, one after another: minutes on a loaded machine.
  }, 300_000);

  it('serves enums at each family\'s own path (spec §7), only to holders of the system', async () => {
    const kcgl = await call<{ value: string; label: string }[]>(server.base, '/cloud/kcglnew/web/enum/list', { token: root, query: { enumName: 'kcglStatus' } });
    expect(kcgl.body.data.map((o) => o.label)).toEqual(['启用', '停用']);
    const ljszy = await call<Record<string, unknown>>(server.base, '/cloud/ljszy/common/loadEnumValue', { token: ops, body: {} });
    expect(Object.keys(ljszy.body.data)).toEqual(expect.arrayContaining(['weighStation', 'garbageType', 'carType']));
    expect((await call(server.base, '/cloud/rytz/common/loadEnumValue.smvc', { token: root })).body.result).toBe(0);
    expect((await call(server.base, '/cloud/kcglnew/web/enum/list', { token: ops })).status).toBe(403);
    expect((await call(server.base, '/cloud/kcgl/common/loadEnumValue', { token: root })).status).toBe(404);
  });

  it('ops still reaches its own system and the shared master data', async () => {
    const own = await call(server.base, '/cloud/ljszy/carInfo/pageList', { token: ops, body: {} });
    expect(own.body.result).toBe(0);
    const shared = await call(server.base, '/cloud/platform/vehicle/getSimpleList', { token: ops });
    expect(shared.body.result).toBe(0);
    const regions = await call<{ rows: { name: string; parentIdLabel: string | null }[]; total: number }>(server.base, '/cloud/platform/region/pageList', { token: ops, body: { pageSize: 50 } });
    expect(regions.body.data.total).toBe(12);
    expect(regions.body.data.rows).toContainEqual(expect.objectContaining({ name: '西溪街道', parentIdLabel: '西湖区' }));
  });
});
