/**
 * Sign-in during a flood: `npx tsx tests/bench/login-flood.bench.ts`. 50 connections from
 * 127.0.0.2 try made-up user names (each would cost a 128 MiB scrypt hash) while root signs in
 * from 127.0.0.3 over and over; prints root's p99 sign-in time and what the flood got.
 */
import { startFlood } from '../server/flood';
import { callFrom, hashed, startServer } from '../server/helpers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const server = await startServer('pglite');
try {
  const flood = startFlood({ base: server.base, from: '127.0.0.2', connections: 50, password: hashed('x'), seconds: SECONDS + 30 });
  await flood.started;
  const times: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    const t0 = performance.now();
    const answer = await callFrom('127.0.0.3', server.base, '/cas/login', { body: { username: 'root', password: hashed('Root@2026'), loginWeb: 'web' } });
    if (answer.body.result !== 0) throw new Error(`root sign-in failed during the flood: ${answer.text}`);
    times.push(performance.now() - t0);
  }
  const counts = await flood.stop();
  times.sort((a, b) => a - b);
  const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]!;
  console.log(`login_p99_ms_during_flood: ${Math.round(p99)}`);
  console.log(`login_count_during_flood: ${times.length}`);
  console.log(`flood_requests: ${counts.total}`);
  console.log(`flood_shed_429: ${counts.shed}`);
} finally {
  await server.stop();
}
