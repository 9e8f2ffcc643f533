/**
 * Sign-in under a flood of made-up user names from one address: each attempt would cost a
 * 128 MiB scrypt hash. The flood is shed (429, Chinese msg) and a real user signing in from
 * another address waits for the hash in progress only, not for the flood's line. Counted in
 * hashes, not seconds, so a busy machine cannot fail it; the time is the benchmark's
 * (login_p99_ms_during_flood, tests/bench/login-flood.bench.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFlood, type FloodCounts } from './flood';
import { callFrom, hashed, startServer, type Running } from './helpers';

const USER_FROM = '127.0.0.3';

/** Root's sign-in from another address: when it was sent and answered (Date.now(), the flood's clock). */
async function rootSignIn(base: string): Promise<{ from: number; to: number }> {
  const from = Date.now();
  const answer = await callFrom(USER_FROM, base, '/cas/login', { body: { username: 'root', password: hashed('Root@2026'), loginWeb: 'web' } });
  expect(answer.body.result, answer.text).toBe(0);
  return { from, to: Date.now() };
}

describe('sign-in during a flood (pglite)', () => {
  let server: Running;

  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(() => server?.stop());

  it('sheds 50 concurrent random-name attempts and lets root in from another address after the hash in progress', async () => {
    const flood = startFlood({ base: server.base, from: '127.0.0.2', connections: 50, password: hashed('x'), seconds: 30 });
    await flood.started;
    const signIns: { from: number; to: number }[] = [];
    let counts: FloodCounts;
    try {
      for (let i = 0; i < 3; i++) signIns.push(await rootSignIn(server.base));
    } finally {
      counts = await flood.stop();
    }
    expect(counts.shed).toBeGreaterThan(0);
    expect(counts.other).toBe(0);
    for (const msg of counts.messages) expect(msg).toMatch(/[\u4e00-\u9fff]/);
    // One hash runs at a time and the flood keeps up to 4 more waiting: served in arrival order,
    // root would wait for 5 of the flood's hashes. Its line goes next, so at most the hash in
    // progress (and one that starts after root's and ends before root's answer) is answered meanwhile.
    for (const s of signIns) {
      const during = counts.hashedAt.filter((t) => t > s.from && t < s.to).length;
      expect(during, `flood hashes answered during root's sign-in (${s.to - s.from} ms)`).toBeLessThanOrEqual(2);
    }
    expect(counts.ok).toBeGreaterThan(signIns.length);
  }, 60_000);
});
