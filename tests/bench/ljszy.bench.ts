/**
 * 垃圾收运 benchmark (`npx tsx tests/bench/ljszy.bench.ts`, loopback only, bounded runs):
 * - paged list (10 rows, one filter: carId, total count) over 1,000,000 weighing rows in one
 *   tenant: p50/p99 latency and requests/s with autocannon, on PGlite and, when
 *   TEST_DATABASE_URL (a superuser URL) is set, on a throwaway PostgreSQL database;
 * - .xlsx export of 100,000 rows (PGlite): wall time and the peak growth of the resident set while it
 *   streams (kernel high-water mark, Linux).
 * The server runs in this process (autocannon shares the CPU with it: figures are conservative).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { createApp, type App } from '../../apps/server/src/app';
import { clientHash } from '../../apps/server/src/security/password';

/** The part of autocannon's API used here (the package ships no types). */
interface CannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Cannon = (options: { url: string; method: string; connections: number; duration: number; headers: Record<string, string>; body: string }) => Promise<CannonResult>;
const autocannon = ((await import('autocannon' as string)) as { default: Cannon }).default;

const TOTAL = 1_000_000;
const CHUNK = 100_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 4;

async function fill(app: App): Promise<number> {
  // Synthetic history from 2023-01-01 on top of the 90-day seed: 1,000 days × 1,000 weighings a day.
  for (let from = 0; from < TOTAL; from += CHUNK) {
    const to = Math.min(TOTAL, from + CHUNK) - 1;
    await app.db.tenant('1', (sql) =>
      sql.query(
        `WITH c AS (SELECT array_agg(id ORDER BY id) a, array_agg(company_id ORDER BY id) co FROM platform_vehicle)
         INSERT INTO ljszy_car_weight_operate (tenant_id, bill_no, car_id, company_id, garbage_type, station, gross_weight, tare_weight, net_weight, weigh_time, operator, status)
         SELECT current_setting('app.tenant_id'), 'BN' || g, c.a[1 + g % cardinality(c.a)], c.co[1 + g % cardinality(c.a)],
                (ARRAY['other','kitchen','other','recyclable','other','hazardous'])[1 + g % 6], (ARRAY['east','west','tianziling','jiufeng','kitchenPlant'])[1 + g % 5],
                12000 + g % 3000, 9000, 3000 + g % 3000, TIMESTAMP '2023-01-01 06:00' + (g % 1000) * INTERVAL '1 day' + (g / 1000 % 720) * INTERVAL '1 minute', '司磅员', 'normal'
         FROM generate_series($1::int, $2::int) g, c`,
        [from, to],
      ),
    );
  }
  await app.db.owner((sql) => sql.exec('ANALYZE ljszy_car_weight_operate'));
  const [count] = await app.db.owner((sql) => sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ljszy_car_weight_operate WHERE tenant_id = '1'`));
  return count!.n;
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/cas/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'root', password: clientHash('Root@2026'), loginWeb: 'web' }) });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

async function listBench(base: string, token: string, carId: number) {
  const body = JSON.stringify({ pageNum: 1, pageSize: 10, carId });
  const check = await fetch(`${base}/cloud/ljszy/carWeightOperate/pageList`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const answer = (await check.json()) as { data: { rows: unknown[]; total: number } };
  if (answer.data.rows.length !== 10 || answer.data.total < 10_000) throw new Error(`unexpected list answer: ${JSON.stringify(answer).slice(0, 200)}`);
  const result = await autocannon({
    url: `${base}/cloud/ljszy/carWeightOperate/pageList`, method: 'POST', connections: CONNECTIONS, duration: DURATION_S,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`list bench: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, matching: answer.data.total };
}

/** Full garbage collection (the bench runs without --expose-gc). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** A line of /proc/self/status in MB (Linux), e.g. VmRSS or VmHWM (the peak resident set). */
function statusMb(key: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  if (!match) throw new Error(`no ${key} in /proc/self/status`);
  return Number(match[1]) / 1024;
}

/**
 * Peak memory of the export: how far the process's resident set rose above what it was just
 * before (after a full GC). The kernel's high-water mark (VmHWM, reset by writing 5 to
 * /proc/self/clear_refs) catches peaks between samples; it covers everything the export costs
 * here: JS heap, buffers, zlib, PGlite's WASM memory and the client reading the response.
 * Memory the process already holds but does not use (heap pages of earlier garbage) is reused
 * without a rise, so a cold process shows somewhat more; the sampled JS heap growth (garbage
 * included) is printed next to it as an upper bound for the heap.
 */
async function exportBench(base: string, token: string) {
  collectGarbage();
  writeFileSync('/proc/self/clear_refs', '5');
  const rssBefore = statusMb('VmRSS');
  const m0 = process.memoryUsage();
  let heapPeak = 0;
  let buffersPeak = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed - m0.heapUsed);
    buffersPeak = Math.max(buffersPeak, m.external - m0.external);
  }, 5);
  const started = performance.now();
  const response = await fetch(`${base}/cloud/ljszy/carWeightOperate/export`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ weighTimeStart: '2023-01-01', weighTimeEnd: '2023-04-10' }),
  });
  const rows = Number(response.headers.get('x-total-count'));
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const peakMb = statusMb('VmHWM') - rssBefore;
  if (rows !== 100_000) throw new Error(`export covered ${rows} rows, expected 100000`);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.error(`# export: RSS ${rssBefore.toFixed(0)} MB before (1M-row PGlite database included), peak +${peakMb.toFixed(1)} MB; sampled every 5 ms: JS heap +${mb(heapPeak)} MB (garbage included), buffers +${mb(buffersPeak)} MB`);
  return { seconds, peakMb, bytes };
}

async function run(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const t0 = performance.now();
  const app = await createApp({ databaseUrl, seedHashCacheFile: '/tmp/sanitation-server-test-seed-hashes.json' });
  try {
    const rows = await fill(app);
    if (databaseUrl) {
      // What autovacuum does soon after a bulk load: the visibility map lets counts use index-only scans.
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('VACUUM ANALYZE ljszy_car_weight_operate');
      // The load's dirty pages would otherwise be written by a checkpoint during the measurement.
      await client.query('CHECKPOINT');
      await client.end();
    } else {
      // PGlite has no autovacuum: the server does its work on a timer (settings.autovacuumMs); run that pass now.
      const t1 = performance.now();
      const steps = await app.db.maintain();
      console.error(`# pglite: server maintenance ${((performance.now() - t1) / 1000).toFixed(1)} s: ${steps.join('; ')}`);
    }
    console.error(`# ${kind}: ${rows} weighing rows in tenant 1 ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const base = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const token = await login(base);
    const [car] = await app.db.tenant('1', (sql) => sql.query<{ id: number }>('SELECT id FROM platform_vehicle ORDER BY id LIMIT 1'));
    const list = await listBench(base, token, car!.id);
    console.error(`# ${kind}: filter carId matches ${list.matching} rows`);
    console.log(`list_1m_p50_ms_${kind}: ${list.p50}`);
    console.log(`list_1m_p99_ms_${kind}: ${list.p99}`);
    console.log(`list_1m_req_per_s_${kind}: ${Math.round(list.rps)}`);
    if (kind === 'pglite') {
      const exp = await exportBench(base, token);
      console.error(`# export: ${(exp.bytes / 1024 / 1024).toFixed(1)} MB xlsx`);
      console.log(`export_100k_s: ${exp.seconds.toFixed(2)}`);
      console.log(`export_100k_peak_mb: ${exp.peakMb.toFixed(1)}`);
    }
  } finally {
    await app.close();
  }
}

async function withPostgres(admin: string, fn: (url: string) => Promise<void>) {
  const name = `ljszy_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    const drop = new pg.Client({ connectionString: admin });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  }
}

// BENCH_ONLY=postgres or BENCH_ONLY=pglite runs one half only while iterating.
if (process.env.BENCH_ONLY !== 'postgres') await run('pglite');
if (process.env.BENCH_ONLY === 'pglite') console.error('# BENCH_ONLY=pglite: PostgreSQL figures skipped');
else if (process.env.TEST_DATABASE_URL) await withPostgres(process.env.TEST_DATABASE_URL, (url) => run('postgres', url));
else console.error('# TEST_DATABASE_URL not set: PostgreSQL figures skipped');
