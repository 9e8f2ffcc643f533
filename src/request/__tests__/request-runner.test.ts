/** The useRequest logic (§9): 5-minute request cache, 5-second focus gap, hookCall 401. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestClient } from '../client';
import { defineEndpoint } from '../endpoint';
import { createFocusGate, createRequestRunner, RequestCache } from '../request-runner';
import { hookCall } from '../useRequest';
import { recordingAdapters } from './fakes';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

function harness() {
  const clock = { now: 0 };
  const cache = new RequestCache(() => clock.now);
  let calls = 0;
  const make = (cacheKey?: string) =>
    createRequestRunner<number>({ service: async () => ++calls, cacheKey, cache, now: () => clock.now, onChange: () => undefined });
  return { clock, make, calls: () => calls };
}

describe('request cache (5 minutes)', () => {
  it.each([
    ['a second run with the same key within 5 minutes is answered from the cache', 299_999, 1],
    ['after 5 minutes the cache entry is stale and the service runs again', 300_000, 2],
  ])('%s', async (_name, elapsed, expectedCalls) => {
    const h = harness();
    await h.make('k').run();
    h.clock.now += elapsed;
    await h.make('k').run();
    expect(h.calls()).toBe(expectedCalls);
  });

  it('runs without a cacheKey are never cached', async () => {
    const h = harness();
    await h.make().run();
    await h.make().run();
    expect(h.calls()).toBe(2);
  });

  it('refresh bypasses the cache', async () => {
    const h = harness();
    const runner = h.make('k');
    await runner.run();
    await runner.refresh();
    expect(h.calls()).toBe(2);
    expect(runner.state).toMatchObject({ data: 2, loading: false });
  });
});

describe('focus gap (5 seconds)', () => {
  it('window focus refreshes at most once per 5 s', async () => {
    const h = harness();
    const runner = h.make('k');
    await runner.onFocus();
    h.clock.now += 4_999;
    await runner.onFocus();
    expect(h.calls()).toBe(1);
    h.clock.now += 1;
    await runner.onFocus();
    expect(h.calls()).toBe(2);
  });

  it('the gate counts from the last allowed refresh', () => {
    const clock = { now: 10_000 };
    const gate = createFocusGate(() => clock.now);
    expect([gate.allow(), gate.allow()]).toEqual([true, false]);
    clock.now += 5_000;
    expect(gate.allow()).toBe(true);
  });
});

describe('runner state', () => {
  it('keeps the error and stops loading when the service fails', async () => {
    const runner = createRequestRunner({ service: () => Promise.reject(new Error('boom')), cache: new RequestCache(), onChange: () => undefined });
    await runner.run();
    expect(runner.state).toMatchObject({ loading: false, error: new Error('boom') });
  });

  it('a newer run aborts the older one', async () => {
    const signals: AbortSignal[] = [];
    const runner = createRequestRunner({
      service: (signal) => {
        signals.push(signal);
        return new Promise<number>((resolve) => setTimeout(() => resolve(signals.length), 20));
      },
      cache: new RequestCache(),
      onChange: () => undefined,
    });
    const first = runner.run();
    await runner.run();
    await first;
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });
});

describe('hookCall against the server', () => {
  it("a 401 posts {type:'tokenInvalid'} to the top window", async () => {
    const adapters = recordingAdapters();
    const client = createRequestClient({ baseURL: server.baseURL, adapters });
    await expect(hookCall(client, defineEndpoint('/status/401'))).rejects.toMatchObject({ status: 401 });
    expect(adapters.posted).toEqual([{ type: 'tokenInvalid' }]);
  });
});
