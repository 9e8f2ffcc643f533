/**
 * Decision 0206: a 401 on a `session` or `resume` call asks `resumeSession` (the re-login
 * dialog) first; signed in again, the call is retried with the new identity; given up, the
 * §4 flow runs (登录超时 for 3 s, the countdown, the redirect).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequestClient } from '../client';
import { defineEndpoint } from '../endpoint';
import { recordingAdapters } from './fakes';
import { closedPortURL, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

type Identity = { token: string };

function setup(resume?: (identity: Identity) => Promise<boolean> | undefined, baseURL = server.baseURL) {
  const identity: Identity = { token: 'revoked' };
  const resumeSession = resume && (() => resume(identity));
  const scheduled: Array<() => void> = [];
  const adapters = recordingAdapters({ schedule: (run) => (scheduled.push(run), () => undefined) });
  const client = createRequestClient({ baseURL, adapters, loginUrl: '/login', getIdentity: () => identity, resumeSession });
  /** Runs the countdown to its end (three ticks of a second). */
  const finishCountdown = async () => {
    for (let i = 0; i < 3; i += 1) scheduled.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { client, adapters, identity, finishCountdown };
}

describe('resuming an expired session', () => {
  it.each(['resume', 'session'] as const)('%s call: signed in again, the call is retried with the new token and resolves', async (mode) => {
    const resume = vi.fn(async (identity: Identity) => {
      identity.token = 'fresh';
      return true;
    });
    const sut = setup(resume);
    const answer = await sut.client.call(defineEndpoint({ url: '/auth/save', authFailure: mode }));
    expect(answer.data).toBe('resumed');
    expect(resume).toHaveBeenCalledTimes(1);
    expect(sut.adapters.notices).toEqual([]);
    expect(sut.adapters.redirects).toEqual([]);
  });

  it('overlapping 401s share one re-login', async () => {
    let signIn!: () => void;
    const resume = vi.fn((identity: Identity) => new Promise<boolean>((resolve) => (signIn = () => {
      identity.token = 'fresh';
      resolve(true);
    })));
    const sut = setup(resume);
    const calls = [1, 2, 3].map((n) => sut.client.call(defineEndpoint({ url: `/auth/${n}`, authFailure: 'resume' })));
    await vi.waitFor(() => expect(resume).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    signIn();
    expect((await Promise.all(calls)).map((a) => a.data)).toEqual(['resumed', 'resumed', 'resumed']);
    expect(resume).toHaveBeenCalledTimes(1);
  });

  it('given up: 登录超时 for 3 s, then the redirect; the call rejects with the 401', async () => {
    const { client, adapters, finishCountdown } = setup(async () => false);
    await expect(client.call(defineEndpoint({ url: '/auth/save', authFailure: 'resume' }))).rejects.toMatchObject({ status: 401 });
    expect(adapters.notices).toEqual([{ message: '登录超时，请重新登录', type: 'error', duration: 3_000 }]);
    expect(adapters.redirects).toEqual([]);
    await finishCountdown();
    expect(adapters.redirects).toEqual(['/login']);
  });

  it('nothing can resume (no shell on screen): the §4 flow at once', async () => {
    const { client, adapters, finishCountdown } = setup(() => undefined);
    await expect(client.call(defineEndpoint({ url: '/auth/x', authFailure: 'session' }))).rejects.toMatchObject({ status: 401 });
    expect(adapters.notices.map((n) => n.message)).toEqual(['登录超时，请重新登录']);
    await finishCountdown();
    expect(adapters.redirects).toEqual(['/login']);
  });

  it('a resume call without a network (status 0) is a plain error: signing in cannot fix it', async () => {
    const resume = vi.fn(async () => true);
    const { client, adapters } = setup(resume, await closedPortURL());
    await expect(client.call(defineEndpoint({ url: '/auth/x', authFailure: 'resume' }))).rejects.toMatchObject({ kind: 'network' });
    expect(resume).not.toHaveBeenCalled();
    expect(adapters.notices.map((n) => n.message)).toEqual(['Network Error']);
    expect(adapters.redirects).toEqual([]);
  });

  it('a 401 after signing in again is not resumed twice', async () => {
    const resume = vi.fn(async () => true); // "signed in" but the token is still refused
    const { client, adapters } = setup(resume);
    await expect(client.call(defineEndpoint({ url: '/auth/x', authFailure: 'resume' }))).rejects.toMatchObject({ status: 401 });
    expect(resume).toHaveBeenCalledTimes(1);
    expect(adapters.notices.map((n) => n.message)).toEqual(['登录超时，请重新登录']);
  });
});
