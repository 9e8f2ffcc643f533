/**
 * Case workflow benchmark (`npm run bench workflow`, loopback only, bounded runs):
 * - case_list_mine_p99_ms: a handler's 待签收 list (page of 10 with its total) among 1,000,000
 *   cases of one tenant on PostgreSQL when TEST_DATABASE_URL (a superuser URL) is set, else on
 *   PGlite with 200,000 cases (the line says which); sequential calls, latency seen by the client;
 * - transition_per_s: 签收 calls one after another (row lock, checks, update, action-log row,
 *   audit entry, all in one transaction).
 * Prints `name: value` lines; never asserts on time.
 */
import pg from 'pg';
import { clientHash } from '../../apps/server/src/security/password';
import { startServer, type Running } from '../server/helpers';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const TOTAL = backend === 'postgres' ? 1_000_000 : 200_000;
const CHUNK = 100_000;
const LIST_CALLS = Number(process.env.BENCH_CALLS ?? 400);
const TRANSITIONS = Number(process.env.BENCH_TRANSITIONS ?? 300);

async function fill(server: Running, handler: number): Promise<void> {
  // Synthetic cases over a year, spread over every handler; about one in 200 is this handler's to sign.
  for (let from = 0; from < TOTAL; from += CHUNK) {
    const to = Math.min(TOTAL, from + CHUNK) - 1;
    await server.app.db.tenant('1', (sql) =>
      sql.query(
        `WITH m AS (SELECT array_agg(id ORDER BY id) a, array_agg(dept_id ORDER BY id) d FROM wtsb_member WHERE role = 'handler'),
              ty AS (SELECT array_agg(id ORDER BY id) a FROM wtsb_problem_type WHERE parent_id IS NOT NULL)
         INSERT INTO wtsb_problem (tenant_id, code, title, description, type_id, source, urgency, address, reporter_id, report_time, dept_id, handler_id, state, handle_hours, deadline, is_read)
         SELECT current_setting('app.tenant_id'), 'BENCH' || g, '压测案件 ' || g, '压测', ty.a[1 + g % cardinality(ty.a)], 'patrol', 'normal', '压测路 ' || g % 500 || ' 号', NULL,
                TIMESTAMP '2025-11-01 08:00' + (g % 360) * INTERVAL '1 day' + (g / 360 % 600) * INTERVAL '1 minute',
                CASE WHEN g % 200 = 0 THEN (SELECT dept_id FROM wtsb_member WHERE id = $3) ELSE m.d[1 + g % cardinality(m.a)] END,
                CASE WHEN g % 200 = 0 THEN $3 ELSE m.a[1 + g % cardinality(m.a)] END,
                (ARRAY['closed','closed','closed','handling','toSign','toReview','closed','refused'])[1 + g % 8], 8,
                TIMESTAMP '2025-11-02 18:00' + (g % 360) * INTERVAL '1 day', true
         FROM generate_series($1::int, $2::int) g, m, ty`,
        [from, to, handler],
      ),
    );
  }
  if (server.databaseUrl) {
    // What autovacuum does soon after a bulk load (its insert threshold): the visibility map lets the
    // list's count use an index-only scan instead of visiting every matching heap page.
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query('VACUUM (ANALYZE) wtsb_problem');
    // The load's dirty pages would otherwise be written by a checkpoint during the measurement.
    await client.query('CHECKPOINT');
    await client.end();
  } else {
    // PGlite has no autovacuum: the server does its work on a timer; run that pass now.
    await server.app.db.maintain();
  }
}

async function call(server: Running, token: string, path: string, body: unknown) {
  const response = await fetch(`${server.base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { result: number; msg: string; data: Record<string, unknown> };
  if (response.status !== 200 || answer.result !== 0) throw new Error(`${path}: ${response.status} ${answer.msg}`);
  return answer.data;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const server = await startServer(backend);
  try {
    const login = async (username: string, password: string) =>
      ((await (await fetch(`${server.base}/cas/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: clientHash(password), loginWeb: 'web' }) })).json()) as { data: { token: string } }).data.token;
    const handlerToken = await login('handler', 'Handler@2026');
    const [me] = await server.app.db.owner((sql) => sql.query<{ id: number }>(`SELECT id FROM wtsb_member WHERE tenant_id = '1' AND account = 'handler'`));
    await fill(server, me!.id);
    const [{ n }] = (await server.app.db.owner((sql) => sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM wtsb_problem WHERE tenant_id = '1'`))) as [{ n: number }];

    const list = { scope: 'toSign', pageNum: 1, pageSize: 10 };
    const first = await call(server, handlerToken, '/cloud/wtsb/problem/page', list);
    if ((first.rows as unknown[]).length !== 10) throw new Error('the handler has fewer than 10 cases to sign');
    for (let i = 0; i < 20; i++) await call(server, handlerToken, '/cloud/wtsb/problem/page', list);
    const times: number[] = [];
    for (let i = 0; i < LIST_CALLS; i++) {
      const start = performance.now();
      await call(server, handlerToken, '/cloud/wtsb/problem/page', { ...list, pageNum: 1 + (i % 5) });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.error(`# ${backend}: ${n} cases in tenant 1, the handler's to-sign total ${first.total as number}${backend === 'pglite' ? ' (PGlite: fewer rows than the 1,000,000 of PostgreSQL; set TEST_DATABASE_URL)' : ''}`);
    console.log(`case_list_mine_p50_ms: ${percentile(times, 50).toFixed(1)}`);
    console.log(`case_list_mine_p99_ms: ${percentile(times, 99).toFixed(1)}`);
    console.log(`case_list_rows_${backend}: ${n}`);

    const ids = await server.app.db.owner((sql) =>
      sql.query<{ id: number }>(`SELECT id FROM wtsb_problem WHERE tenant_id = '1' AND handler_id = $1 AND state = 'toSign' ORDER BY id LIMIT $2`, [me!.id, TRANSITIONS]),
    );
    const start = performance.now();
    for (const { id } of ids) await call(server, handlerToken, '/cloud/wtsb/problem/sign', { id, note: '压测签收' });
    const seconds = (performance.now() - start) / 1000;
    console.log(`transition_per_s: ${(ids.length / seconds).toFixed(1)}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
