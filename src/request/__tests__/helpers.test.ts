/** The older helper (§7/§8) and the problem-reporting helper (business §8/§9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestClient } from '../client';
import { createLegacyHelper } from '../legacy-helper';
import { createProblemReportHelper } from '../problem-report-helper';
import { recordingAdapters } from './fakes';
import { closedPortURL, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

function setup(baseURL = server.baseURL) {
  const adapters = recordingAdapters();
  const client = createRequestClient({ baseURL, adapters });
  const timeouts: number[] = [];
  client.axios.interceptors.request.use((config) => {
    timeouts.push(config.timeout ?? -1);
    return config;
  });
  return { adapters, client, timeouts, legacy: createLegacyHelper(client), problems: createProblemReportHelper(client) };
}

describe('older helper', () => {
  it('posts default to POST (url-encoded form)', async () => {
    const { legacy } = setup();
    const answer = await legacy.post<{ method: string; headers: Record<string, string> }>('/echo', { a: 1 });
    expect(answer.data?.method).toBe('POST');
    expect(answer.data?.headers['content-type']).toContain('application/x-www-form-urlencoded');
  });

  it('wraps a body without a numeric result as data with result 0', async () => {
    const { legacy } = setup();
    expect(await legacy.get('/plain')).toEqual({ result: 0, data: [{ id: 1 }, { id: 2 }] });
  });

  it.each([
    ['an HTTP 500', '/status/500', 500],
    ['a non-zero result', '/result/4', 4],
  ])('resolves with null data on %s (and still shows the message)', async (_name, url, result) => {
    const { legacy, adapters } = setup();
    const answer = await legacy.post(url);
    expect(answer).toMatchObject({ result, data: null });
    expect(adapters.notices).toHaveLength(1);
  });

  it('resolves with null data on a network failure', async () => {
    const { legacy } = setup(await closedPortURL());
    await expect(legacy.get('/echo')).resolves.toMatchObject({ data: null, msg: 'Network Error' });
  });
});

describe('problem-reporting helper', () => {
  it('uses a 120000 ms time-out', async () => {
    const { problems, timeouts } = setup();
    await problems.ajax('/echo', {});
    expect(timeouts).toEqual([120_000]);
  });

  it('passes a non-zero server result through as the server sent it', async () => {
    const { problems } = setup();
    expect(await problems.ajax('/result/6')).toMatchObject({ result: 6, msg: '服务端的错误信息' });
  });

  it.each([
    ['a failed request gives result 1 server exception', '/status/502', { result: 1, msg: '服务器异常', data: null }],
    ['no response gives result 1 server exception', '/hangup', { result: 1, msg: '服务器异常', data: null }],
  ])('%s', async (_name, url, expected) => {
    const { problems } = setup();
    expect(await problems.ajax(url)).toEqual(expected);
  });

  it("an aborted request gives result '504'", async () => {
    const { problems } = setup();
    const controller = new AbortController();
    const pending = problems.ajax('/delay/2000', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ result: '504', msg: '服务器异常', data: null });
  });

  it("a rejected promise gives result '404' with the same message", async () => {
    const { problems } = setup();
    // A BigInt cannot be serialised: the call rejects before any request is sent.
    expect(await problems.ajax('/echo', { n: 1n })).toEqual({ result: '404', msg: '服务器异常', data: null });
  });
});
