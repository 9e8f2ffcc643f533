/**
 * Server benchmark: `npx tsx tests/bench/server.bench.ts`. Starts the server on an ephemeral
 * loopback port with a throwaway database (in-memory PGlite, and a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set), then measures sign-ins per second and requests per second
 * with p50/p99 latency for token-checked getMenuJson.sa and menu search under 50 connections.
 */
import { createRequire } from 'node:module';
import { backends, hashed, startServer, tokenFor, type Backend } from '../server/helpers';

// autocannon ships no types; this is the slice of its result the benchmark reads.
interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  non2xx: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

/**
 * Waits until this process is nearly idle (at most 15 s): sign-ins still hashing when
 * autocannon stopped keep the scrypt threads, and so the cores, busy well into the next run.
 */
async function settle(): Promise<void> {
  const started = Date.now();
  for (;;) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 250));
    const used = process.cpuUsage(before);
    if ((used.user + used.system) / 1000 < 50 || Date.now() - started > 15_000) return;
  }
}

async function run(label: string, options: Record<string, unknown>): Promise<CannonResult> {
  await settle();
  const result = await autocannon({ duration: SECONDS, ...options });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

async function bench(backend: Backend): Promise<void> {
  // Raw capacity: one client address signs in back to back, so the per-address limits that
  // shed floods (tests/bench/login-flood.bench.ts) are lifted here.
  const server = await startServer(backend, { settings: { loginPerMinute: 1_000_000, hashPerSource: 16 } });
  try {
    const base = server.base;
    const token = await tokenFor(base, 'root', 'Root@2026');

    // Sign-in is deliberately expensive (scrypt, 128 MiB): a few connections saturate the CPUs.
    const loginRun = await run('login', {
      url: `${base}/cas/login`, method: 'POST', connections: 4,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'manager', password: hashed('Manager@2026') }),
    });
    const auth = { authorization: `Bearer ${token}` };
    const menu = await run('getMenuJson.sa', {
      url: `${base}/cloud/management/util/getMenuJson.sa?systemCode=ljszy&tenantId=1&userId=1001`, connections: 50, headers: auth,
    });
    const search = await run('searchMenu', {
      url: `${base}/cloud/management/rest/menu/searchMenu`, method: 'POST', connections: 50,
      headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ keyword: '车辆', systemCode: 'ljszy' }),
    });

    const round = (n: number) => Math.round(n * 10) / 10;
    console.log(`login_per_s_${backend}: ${round(loginRun.requests.total / loginRun.duration)}`);
    console.log(`menu_req_per_s_${backend}: ${round(menu.requests.average)}`);
    console.log(`menu_p50_ms_${backend}: ${menu.latency.p50}`);
    console.log(`menu_p99_ms_${backend}: ${menu.latency.p99}`);
    console.log(`search_req_per_s_${backend}: ${round(search.requests.average)}`);
    console.log(`search_p50_ms_${backend}: ${search.latency.p50}`);
    console.log(`search_p99_ms_${backend}: ${search.latency.p99}`);
  } finally {
    await server.stop();
  }
}

for (const backend of backends) await bench(backend);
