/** 401 handling (§4, §7, §8, §9) and the expired-login countdown. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserAdapters } from '../adapters';
import { createRequestClient } from '../client';
import { AlreadyRunningError, createCountdown } from '../countdown';
import { defineEndpoint } from '../endpoint';
import { createSessionExpiry } from '../session-expiry';
import { recordingAdapters } from './fakes';
import { closedPortURL, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());
afterEach(() => void vi.useRealTimers());

/** A hand-cranked scheduler: the test decides when time passes. */
function manualScheduler() {
  const pending: { at: number; run: () => void }[] = [];
  let now = 0;
  return {
    schedule(run: () => void, ms: number) {
      pending.push({ at: now + ms, run });
      return () => undefined;
    },
    advance(ms: number) {
      const until = now + ms;
      for (let next = pending.sort((a, b) => a.at - b.at)[0]; next && next.at <= until; next = pending.sort((a, b) => a.at - b.at)[0]) {
        pending.shift();
        now = next.at;
        next.run();
      }
      now = until;
    },
  };
}

function setup(loginUrl: string | undefined, baseURL = server.baseURL) {
  const clock = manualScheduler();
  const adapters = recordingAdapters({ schedule: clock.schedule });
  const ticks: number[] = [];
  const client = createRequestClient({ baseURL, adapters, loginUrl, onExpiryTick: (s) => ticks.push(s) });
  return { adapters, client, clock, ticks };
}

describe('session calls: HTTP 401 or status 0', () => {
  it.each([
    ['HTTP 401', '/status/401', false],
    ['status 0 (no answer)', '/echo', true],
  ])('%s shows login-timed-out for 3 s, then redirects to the login address', async (_name, url, closed) => {
    const { client, adapters, clock, ticks } = setup('/login', closed ? await closedPortURL() : undefined);
    await expect(client.call(defineEndpoint({ url, authFailure: 'session' }))).rejects.toBeTruthy();
    expect(adapters.notices).toEqual([{ message: '登录超时，请重新登录', type: 'error', duration: 3_000 }]);
    clock.advance(2_999);
    expect(adapters.redirects).toEqual([]);
    clock.advance(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(adapters.redirects).toEqual(['/login']);
    expect(ticks).toEqual([3, 2, 1, 0]);
  });

  it('does not redirect when no login address exists', async () => {
    const { client, adapters, clock } = setup(undefined);
    await expect(client.call(defineEndpoint({ url: '/status/401', authFailure: 'session' }))).rejects.toMatchObject({ status: 401 });
    clock.advance(5_000);
    await Promise.resolve();
    expect(adapters.notices.map((n) => n.message)).toEqual(['登录超时，请重新登录']);
    expect(adapters.redirects).toEqual([]);
  });

  it('overlapping 401s give one message and one redirect', async () => {
    const { client, adapters, clock } = setup('/login');
    const endpoint = { authFailure: 'session' as const, noCancel: true };
    await Promise.allSettled([
      client.call(defineEndpoint({ url: '/status/401', ...endpoint })),
      client.call(defineEndpoint({ url: '/status/401', ...endpoint })),
    ]);
    clock.advance(3_000);
    await Promise.resolve();
    await Promise.resolve();
    expect(adapters.notices).toHaveLength(1);
    expect(adapters.redirects).toEqual(['/login']);
  });

  it('a 401 on an ordinary call is a plain catalogue error', async () => {
    const { client, adapters } = setup('/login');
    await expect(client.call(defineEndpoint('/status/401'))).rejects.toMatchObject({ status: 401 });
    expect(adapters.notices[0].message).toContain('401');
    expect(adapters.posted).toEqual([]);
  });
});

describe('hooks-based requests: HTTP 401', () => {
  it("posts {type:'tokenInvalid'} to the top window", async () => {
    const { client, adapters } = setup('/login');
    await expect(client.call(defineEndpoint({ url: '/status/401', authFailure: 'postToTop' }))).rejects.toMatchObject({ status: 401 });
    expect(adapters.posted).toEqual([{ type: 'tokenInvalid' }]);
    expect(adapters.redirects).toEqual([]);
  });

  it('other statuses are not posted to the top window', async () => {
    const { client, adapters } = setup('/login');
    await expect(client.call(defineEndpoint({ url: '/status/500', authFailure: 'postToTop' }))).rejects.toBeTruthy();
    expect(adapters.posted).toEqual([]);
    expect(adapters.notices[0].message).toBe('服务器接口异常');
  });
});

describe('expired-login countdown (§9, fake timers)', () => {
  it('ticks 3, 2, 1 once a second and finishes after 3 s', async () => {
    vi.useFakeTimers();
    const ticks: number[] = [];
    let done = false;
    void createCountdown(browserAdapters.schedule).start((s) => ticks.push(s)).then(() => (done = true));
    expect(ticks).toEqual([3]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticks).toEqual([3, 2]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(ticks).toEqual([3, 2, 1]);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(done).toBe(true);
  });

  it('a second trigger while running is rejected as already executing, and works again afterwards', async () => {
    vi.useFakeTimers();
    const countdown = createCountdown(browserAdapters.schedule);
    const first = countdown.start();
    await expect(countdown.start()).rejects.toThrow('程序正在执行中');
    await expect(countdown.start()).rejects.toBeInstanceOf(AlreadyRunningError);
    await vi.advanceTimersByTimeAsync(3_000);
    await first;
    const again = countdown.start();
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(again).resolves.toBeUndefined();
  });

  it('the session-expiry flow rejects a second trigger while the first runs', async () => {
    vi.useFakeTimers();
    const adapters = recordingAdapters({ schedule: browserAdapters.schedule });
    const expiry = createSessionExpiry(adapters, () => '/login');
    const first = expiry.trigger();
    await expect(expiry.trigger()).rejects.toThrow('程序正在执行中');
    await vi.advanceTimersByTimeAsync(3_000);
    await first;
    expect(adapters.redirects).toEqual(['/login']);
  });
});
