/**
 * The contract of function permissions (docs/decisions/0330): every business call of every
 * system — the server reports what it registered and what each needs — is tried by a user whose
 * role lacks exactly that: the system (for calls any user of it may make) or the call's function
 * while holding every other function of the system. Each answers 403 with a Chinese msg and
 * nothing changes. And no call needs something no role can be given: every need names functions
 * of the catalogue, and a role ticking a system's functions one by one is let through. New
 * systems and calls are covered as they register.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessRoute } from '../../apps/server/src/context';
import { functionsOf } from '../../apps/server/src/access/needs';
import { newToken, tokenHash } from '../../apps/server/src/security/tokens';
import { backends, call, startServer, tablesFingerprint, type Running } from './helpers';

const NO_SYSTEM = '当前用户无权访问该系统';
const NO_FUNCTION = '当前用户无权执行该操作';
/** A body that would write if it were let through: ids of existing rows and plausible values. */
const WRITE_BODY = { id: 1, ids: '1,2', name: '越权写入', code: 'X-001', status: 'enabled' };
/** Tables the probes' set-up writes (the fingerprint leaves them out). */
const PROBE_TABLES = ['user_systems', 'role_systems', 'role_functions', 'user_roles', 'roles', 'users'];

/** What a probe's role holds: nothing, one system whole, or some functions of a system. */
type Grant = { kind: 'none' } | { kind: 'whole'; system: string } | { kind: 'codes'; system: string; codes: string[] };

const keyOf = (g: Grant) => (g.kind === 'none' ? 'none' : g.kind === 'whole' ? `whole:${g.system}` : `${g.system}:${g.codes.join(',')}`);

/** The grant that lacks exactly what a call needs, and the refusal it must hear. */
function lacking(route: BusinessRoute): { grant: Grant; msg: string } {
  if (route.system === 'platform') return { grant: { kind: 'none' }, msg: NO_SYSTEM };
  const need = route.need;
  if (need.kind === 'system') return { grant: { kind: 'whole', system: route.system === 'kcgl' ? 'ljszy' : 'kcgl' }, msg: NO_SYSTEM };
  // A write that declared nothing is refused to a role holding every function one by one.
  const missing = new Set(need.kind === 'any' ? need.codes : need.kind === 'upsert' ? [need.create, need.edit] : []);
  const codes = (functionsOf(route.system)?.codes ?? []).filter((c) => !missing.has(c));
  return { grant: { kind: 'codes', system: route.system, codes }, msg: NO_FUNCTION };
}

/** Every function of the call's system, ticked one by one (the platform's calls: any system). */
function ticked(route: BusinessRoute): Grant {
  const system = route.system === 'platform' ? 'kcgl' : route.system;
  return { kind: 'codes', system, codes: functionsOf(system)?.codes ?? [] };
}

describe.each(backends)('every call needs its function (%s)', (backend) => {
  let server: Running;
  let routes: readonly BusinessRoute[];
  let next = 0;

  /**
   * One probe user per grant, each with a role holding it and a session, all written at once;
   * answers each grant's token.
   */
  async function probes(grants: Grant[]): Promise<string[]> {
    const rows = grants.map((g) => ({ n: (next += 1), g, token: newToken() }));
    const users = rows.map(({ n, token }) => ({ user: `probe${n}`, role: 990_000 + n, hash: tokenHash(token) }));
    const systems = rows.flatMap(({ n, g }) => (g.kind === 'none' ? [] : [{ role: 990_000 + n, system: g.system, whole: g.kind === 'whole' }]));
    const codes = rows.flatMap(({ n, g }) => (g.kind === 'codes' ? g.codes.map((code) => ({ role: 990_000 + n, system: g.system, code })) : []));
    await server.app.db.owner(async (sql) => {
      const json = (text: string, value: unknown) => sql.query(text, [JSON.stringify(value)]);
      await json(`INSERT INTO users (tenant_id, user_id, username, name, password_hash) SELECT '1', x.user, x.user, '权限探针', 'x' FROM jsonb_to_recordset($1::jsonb) AS x("user" text)`, users);
      await json(`INSERT INTO roles (tenant_id, role_id, name) SELECT '1', x.role, '探针' || x.role FROM jsonb_to_recordset($1::jsonb) AS x(role int)`, users);
      await json(`INSERT INTO user_roles (tenant_id, user_id, role_id) SELECT '1', x.user, x.role FROM jsonb_to_recordset($1::jsonb) AS x("user" text, role int)`, users);
      await json(`INSERT INTO sessions (tenant_id, session_id, token_hash, user_id, created_at, last_seen_at) SELECT '1', 's-' || x.user, x.hash, x.user, now(), now() FROM jsonb_to_recordset($1::jsonb) AS x("user" text, hash text)`, users);
      await json(`INSERT INTO role_systems (tenant_id, role_id, system_code, all_functions) SELECT '1', x.role, x.system, x.whole FROM jsonb_to_recordset($1::jsonb) AS x(role int, system text, whole boolean)`, systems);
      await json(`INSERT INTO role_functions (tenant_id, role_id, system_code, function_code) SELECT '1', x.role, x.system, x.code FROM jsonb_to_recordset($1::jsonb) AS x(role int, system text, code text)`, codes);
    });
    return rows.map((r) => r.token);
  }

  /** The routes (those `only` keeps), each sent by the probe of the grant `pick` gives it; the problems `check` finds. */
  async function tryAll(pick: (r: BusinessRoute) => Grant, check: (r: BusinessRoute, answer: Awaited<ReturnType<typeof call>>) => string | null, only: (r: BusinessRoute) => boolean = () => true): Promise<string[]> {
    const groups = new Map<string, { g: Grant; routes: BusinessRoute[] }>();
    for (const r of routes.filter(only)) {
      const g = pick(r);
      const group = groups.get(keyOf(g)) ?? { g, routes: [] };
      group.routes.push(r);
      groups.set(keyOf(g), group);
    }
    const list = [...groups.values()];
    const tokens = await probes(list.map((x) => x.g));
    const wrong: string[] = [];
    for (const [i, { g, routes: mine }] of list.entries()) {
      const token = tokens[i]!;
      for (const r of mine) {
        const answer = await call(server.base, r.url, r.method === 'GET' ? { token, query: { id: '1' } } : { token, body: WRITE_BODY });
        const problem = check(r, answer);
        if (problem) wrong.push(`${r.method} ${r.url} (${keyOf(g).slice(0, 60)}) → ${problem}`);
      }
    }
    return wrong;
  }

  beforeAll(async () => {
    server = await startServer(backend);
    routes = server.app.businessRoutes;
  });
  afterAll(() => server?.stop());

  it('registers the calls of every system, most needing a function of their own', () => {
    const systems = new Set(routes.map((r) => r.system));
    for (const code of ['ljszy', 'kcgl', 'wtsb', 'clyx', 'xtgl', 'platform']) expect(systems, code).toContain(code);
    expect(routes.filter((r) => r.need.kind !== 'system').length).toBeGreaterThan(routes.length / 2);
  });

  it('every write of a system\'s own calls declares its function (docs/adding-a-system.md)', () => {
    // Undeclared, a write needs the whole system: no role granting functions one by one reaches it.
    expect(routes.filter((r) => r.need.kind === 'whole').map((r) => `${r.system}: ${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses every call to a role that lacks it — 403, a Chinese msg, nothing written', async () => {
    const before = await tablesFingerprint(server, PROBE_TABLES);
    const wrong = await tryAll((r) => lacking(r).grant, (r, answer) =>
      answer.status === 403 && answer.body.result === 403 && answer.body.msg === lacking(r).msg ? null : `${answer.status} ${answer.text.slice(0, 80)}`);
    expect(wrong).toEqual([]);
    expect(await tablesFingerprint(server, PROBE_TABLES)).toBe(before);
  }, 600_000);

  // Whether a need can be met depends on the need alone: every need is checked against the
  // functions a role can be given, and one call of each system is made with them ticked.
  it('needs only functions a role can be given: ticking a system\'s functions lets its calls through', async () => {
    const unmet = routes.filter((r) => {
      const codes = new Set(functionsOf(r.system)?.codes ?? []);
      return r.need.kind === 'any' ? !r.need.codes.some((c) => codes.has(c)) : r.need.kind === 'upsert' && !codes.has(r.need.create) && !codes.has(r.need.edit);
    });
    expect(unmet.map((r) => `${r.method} ${r.url} needs ${JSON.stringify(r.need)}`)).toEqual([]);
    const sample = new Set([...new Map(routes.filter((r) => r.need.kind === 'any' && r.method === 'GET').map((r) => [r.system, r])).values()]);
    expect(sample.size).toBeGreaterThan(20);
    const wrong = await tryAll(ticked, (_r, answer) =>
      (answer.status === 403 && [NO_SYSTEM, NO_FUNCTION].includes(answer.body.msg)) || answer.status >= 500 ? `${answer.status} ${answer.body.msg}` : null, (r) => sample.has(r));
    expect(wrong).toEqual([]);
  }, 600_000);
});
