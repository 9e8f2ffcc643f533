/**
 * A generated sweep: every route the running app registered (collected by its onRoute hook,
 * so the list grows with the catalogue) receives many kinds of bad input. No answer may be a
 * 5xx, every 4xx carries a Chinese msg, and no business row changes. The routes are swept in
 * shards, one test file each (bad-input-sweep-*.test.ts), so each keeps a time limit with room
 * for a loaded machine as the catalogue grows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllSystems, moduleOf, PLATFORM, type FieldDefinition } from '../../apps/catalogue/src';
import type { App } from '../../apps/server/src/app';
import { columnOf } from '../../apps/server/src/resources/names';
import { startServer, tokenFor, type Running } from './helpers';

const modules = [moduleOf(PLATFORM)!, ...(await loadAllSystems())];

/** Tables that change on any call by design (sessions touched, captchas, throttles, visits). */
const CHURN = new Set(['sessions', 'captchas', 'login_throttle', 'schema_migrations', 'visits']);

/**
 * Columns the server stamps on any accepted call (update_time, and what touch actions such as
 * 同步 write to every row): not business data, left out of the snapshot.
 */
const STAMPS = ['update_time', ...modules.flatMap((m) => m.resources.flatMap((r) => (r.actions ?? []).flatMap((a) => (a.touch ? [columnOf(a.touch)] : []))))];
/** Touch actions (同步) legitimately run on inputs the sweep sends; the audit trail records them, and only them may appear there. */
const TOUCH_ACTIONS = modules.flatMap((m) => m.resources.flatMap((r) => (r.actions ?? []).flatMap((a) => (a.touch ? [a.key] : []))));

async function snapshot(app: App): Promise<Record<string, string>> {
  const minus = STAMPS.map((c) => ` - '${c}'`).join('');
  return app.db.owner(async (sql) => {
    const tables = await sql.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    const out: Record<string, string> = {};
    for (const { t } of tables) {
      if (CHURN.has(t)) continue;
      const touched = t === 'audit_log' ? `WHERE x.action <> ALL($1::text[])` : '';
      const [row] = await sql.query<{ n: number; h: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg((to_jsonb(x)${minus})::text, '|' ORDER BY (to_jsonb(x)${minus})::text)) AS h FROM "${t}" x ${touched}`,
        touched ? [TOUCH_ACTIONS] : [],
      );
      out[t] = `${row!.n}:${row!.h ?? ''}`;
    }
    return out;
  });
}

const fields: FieldDefinition[] = modules.flatMap((m) => m.resources.flatMap((r) => r.fields));

/** One payload naming every catalogue field (and its range ends) with a value bad for its type. */
function bag(bad: (f: FieldDefinition) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    out[f.key] = bad(f);
    if (f.type === 'date' || f.type === 'datetime') {
      out[`${f.key}Start`] = bad(f);
      out[`${f.key}End`] = bad(f);
    }
  }
  return out;
}

const outOfRange = (f: FieldDefinition): unknown =>
  ({ date: '0000-01-01', datetime: '2026-01-01 25:61:00', number: 1e300, integer: 10_000_000_000, lookup: 2_147_483_648, coordinates: '1e300,1e300', boolean: 'maybe' })[f.type as string] ?? 'x'.repeat(5000);
const wrongType = (f: FieldDefinition): unknown => (f.type === 'text' || f.type === 'textarea' ? { nested: [1] } : ['not', 'a', 'scalar']);
const hexAndControl = (f: FieldDefinition): unknown =>
  ({ number: '0x0A', integer: '0x0A', lookup: '1e3', date: '9999-99-99', datetime: '2026-02-30 10:00:00' })[f.type as string] ?? 'a\u0001b\u202ec\ud800';

function nested(depth: number): unknown {
  let v: unknown = { leaf: 1 };
  for (let i = 0; i < depth; i++) v = { a: v, id: 10_000_000_000 };
  return v;
}

interface Probe {
  name: string;
  query?: Record<string, string>;
  body?: string;
  contentType?: string;
}

const json = (name: string, value: unknown): Probe => ({ name, body: JSON.stringify(value), contentType: 'application/json' });

/** The kinds of bad input; each route gets every one (GET routes as query strings). */
const PROBES: Probe[] = [
  json('id beyond int', { id: 10_000_000_000 }),
  json('ids beyond int', { ids: [2_147_483_648] }),
  json('ids text', { ids: 'a,b,,-1' }),
  json('negative id', { id: -1, parentId: -1 }),
  json('id as object', { id: { $gt: 0 }, ids: { a: 1 } }),
  json('nulls', { id: null, ids: null, pageNum: null, pageSize: null, parameters: null }),
  json('paging zero', { pageNum: 0, pageSize: 0 }),
  json('paging negative', { pageNum: -5, pageSize: -1 }),
  json('paging huge', { pageNum: 1e300, pageSize: 1e9 }),
  json('out-of-range field values', bag(outOfRange)),
  json('wrong field types', bag(wrongType)),
  json('hex, control characters, impossible dates', bag(hexAndControl)),
  json('report dates', { startDate: '0000-01-01', endDate: 'abc', date: '9999-99-99', month: '2026-13', year: 0, time: '25:61:00' }),
  json('coordinates', { lng: 1e300, lat: -1e300, radius: 1e300, location: '1e300,1e300', carId: 2_147_483_648, routeId: 1e300 }),
  json('unknown sort and filter fields', { sortField: 'id; DROP TABLE users', orderBy: '1,2', sortOrder: 'sideways', filter: { x: 1 }, unknownField: 'x' }),
  json('huge strings', { keyword: 'x'.repeat(100_000), name: '长'.repeat(50_000) }),
  json('deep nesting', nested(2_000)),
  { name: 'proto keys', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},"id":"1"}', contentType: 'application/json' },
  json('parameters packing out of range', { parameters: JSON.stringify({ id: 10_000_000_000, ids: [2_147_483_648], pageSize: -1 }) }),
  json('numeric identity', { tenantId: 2, userId: 1, parameters: JSON.stringify({ tenantId: 2, userId: 1 }) }),
  json('parameters not json', { parameters: '{"id":', carDataJson: '[', param: 'x' }),
  { name: 'malformed JSON', body: '{"id": 1,', contentType: 'application/json' },
  { name: 'JSON array', body: '[1,2,3]', contentType: 'application/json' },
  { name: 'malformed form', body: 'id=%ZZ&&=&ids=%E0%A4%A&pageSize=1e9', contentType: 'application/x-www-form-urlencoded' },
  { name: 'form out of range', body: 'id=10000000000&ids=2147483648&pageNum=-1&date=9999-99-99', contentType: 'application/x-www-form-urlencoded' },
  { name: 'control characters', body: JSON.stringify({ name: 'a\u0007\u202e', keyword: '\u0000', remark: '\ud800' }), contentType: 'application/json' },
  { name: 'wrong content type', body: '<id>1</id>', contentType: 'application/xml' },
  { name: 'query out of range', query: { id: '10000000000', ids: '2147483648', pageNum: '-1', pageSize: '0', date: '9999-99-99', endDate: 'abc', tenantId: '2' } },
  { name: 'query junk', query: { id: '0x0A', pageSize: '1e9', startDate: '0000-01-01', keyword: '\u202e', lng: '1e300', lat: '0x10', radius: '-1' } },
];

/** GET routes get the probes' values as query strings; bodies do not apply. */
function asQuery(probe: Probe): Record<string, string> {
  if (probe.query) return probe.query;
  let value: unknown;
  try {
    value = JSON.parse(probe.body ?? '{}');
  } catch {
    return { id: '{"id":' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ids: String(value) };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = typeof v === 'string' ? v.slice(0, 2000) : JSON.stringify(v).slice(0, 2000);
  return out;
}

const queries = new Map<Probe, Record<string, string>>();
/** asQuery once per probe, not once per route: a probe naming every catalogue field is large to rebuild. */
const queryOf = (probe: Probe) => queries.get(probe) ?? queries.set(probe, asQuery(probe)).get(probe)!;

interface Outcome {
  route: string;
  probe: string;
  status: number;
  msg: string;
}

async function send(base: string, token: string | undefined, method: string, url: string, probe: Probe): Promise<Outcome> {
  const target = new URL(url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x'), base);
  const get = method === 'GET' || method === 'HEAD';
  for (const [k, v] of Object.entries(get ? queryOf(probe) : (probe.query ?? {}))) target.searchParams.set(k, v);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (!get && probe.body !== undefined) headers['content-type'] = probe.contentType ?? 'application/json';
  const response = await fetch(target, { method, headers, body: get ? undefined : probe.body });
  // Exports answer with a workbook: only the status matters, so the body is not read.
  if (!/json/.test(response.headers.get('content-type') ?? '')) {
    await response.body?.cancel();
    return { route: `${method} ${url}`, probe: probe.name, status: response.status, msg: '' };
  }
  const text = await response.text();
  let msg = '';
  try {
    msg = String((JSON.parse(text) as { msg?: unknown }).msg ?? '');
  } catch {
    msg = '';
  }
  return { route: `${method} ${url}`, probe: probe.name, status: response.status, msg };
}

/** Runs `tasks` with at most `width` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

/** The sweep of the routes whose index is `shard` modulo `shards`. */
export function describeSweep(shard: number, shards: number): void {
  describe(`bad-input sweep over every registered route, part ${shard + 1} of ${shards} (pglite)`, () => {
    let server: Running;
    let token: string;

    beforeAll(async () => {
      server = await startServer('pglite');
      // Tenant 2 holds the smaller demo data set: the same routes and checks, shorter exports.
      token = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    });
    afterAll(() => server?.stop());

    it('collects the routes from the running app', () => {
      const urls = server.app.routes.map((r) => r.url);
      expect(urls).toContain('/cas/login');
      expect(urls.filter((u) => u.startsWith('/cloud/')).length).toBeGreaterThan(100);
    });

    it('answers every route and every kind of bad input without a 5xx, with Chinese 4xx messages, changing nothing', async () => {
      expect(PROBES.length).toBeGreaterThanOrEqual(20);
      const before = await snapshot(server.app);
      // Logout would end the shared session: it is swept without a token (its own tests cover it).
      const routes = server.app.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS').filter((_r, i) => i % shards === shard);
      const tasks = routes.flatMap((r) => PROBES.map((p) => () => send(server.base, r.url === '/cas/logout' ? undefined : token, r.method, r.url, p)));
      const outcomes = await pool(tasks, 2);
      const serverErrors = outcomes.filter((o) => o.status >= 500);
      expect(serverErrors.map((o) => `${o.route} [${o.probe}] ${o.status} ${o.msg}`)).toEqual([]);
      const unexplained = outcomes.filter((o) => o.status >= 400 && !/[\u4e00-\u9fff]/.test(o.msg));
      expect(unexplained.map((o) => `${o.route} [${o.probe}] ${o.status} ${o.msg}`)).toEqual([]);
      expect(await snapshot(server.app)).toEqual(before);
      // The shared session survived: the sweep did not break sign-in state.
      expect((await fetch(new URL('/casServer/checkToken', server.base), { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      // Every route × 30 probes took 480 s on CI's two cores once all 29 systems were delivered: a
      // third of them per file, ~150 s alone and up to ~390 s beside the browser tests on a busy machine.
    }, 900_000);
  });
}
