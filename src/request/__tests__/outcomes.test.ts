/** Answers and failures (§7, §8): result convention, error catalogue, cancellation, time-outs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestClient } from '../client';
import { defineEndpoint } from '../endpoint';
import { RequestError } from '../errors';
import type { EndpointInput } from '../types';
import { recordingAdapters } from './fakes';
import { closedPortURL, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

function setup(baseURL = server.baseURL) {
  const adapters = recordingAdapters();
  const client = createRequestClient({ baseURL, getIdentity: () => ({ token: 'tok' }), adapters });
  const timeouts: number[] = [];
  client.axios.interceptors.request.use((config) => {
    timeouts.push(config.timeout ?? -1);
    return config;
  });
  return { adapters, client, timeouts };
}
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e as RequestError);

describe('result convention (§7)', () => {
  it('result 0 resolves with the body', async () => {
    const { client, adapters } = setup();
    await expect(client.call(defineEndpoint('/result/0'))).resolves.toMatchObject({ result: 0, data: { n: '0' } });
    expect(adapters.notices).toEqual([]);
  });

  it('a non-zero result shows the server msg and rejects', async () => {
    const { client, adapters } = setup();
    const error = await failure(client.call(defineEndpoint('/result/3')));
    expect(error).toMatchObject({ kind: 'result', code: 3, message: '服务端的错误信息' });
    expect(adapters.notices.map((n) => n.message)).toEqual(['服务端的错误信息']);
  });

  it('a body without a numeric result is wrapped as data with result 0', async () => {
    const { client } = setup();
    await expect(client.call(defineEndpoint('/plain'))).resolves.toEqual({ result: 0, data: [{ id: 1 }, { id: 2 }] });
  });

  it('a silent call rejects without a toast', async () => {
    const { client, adapters } = setup();
    await failure(client.call(defineEndpoint('/result/2'), undefined, { silent: true }));
    expect(adapters.notices).toEqual([]);
  });
});

describe('error catalogue (§8)', () => {
  it.each([
    ['404: interface does not exist, code 404', '/status/404', { kind: 'http', code: 404, status: 404, message: '接口不存在' }],
    ['500: server interface abnormal, code 500', '/status/500', { kind: 'http', code: 500, status: 500, message: '服务器接口异常' }],
    ['other non-2xx: check or refresh and retry', '/status/503', { kind: 'http', code: 503, status: 503, message: '请求出错（状态码 503），请检查网络或刷新重试' }],
    ['3xx outside the success range is an error too', '/status/304', { kind: 'http', code: 304, status: 304 }],
    ['no response at all: service unavailable', '/hangup', { kind: 'noResponse', status: 0, message: '服务不可用' }],
  ] as const)('%s', async (_name, url, expected) => {
    const { client, adapters } = setup();
    const error = await failure(client.call(defineEndpoint(url)));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject(expected);
    expect(adapters.notices).toHaveLength(1);
    expect(adapters.notices[0]).toMatchObject({ message: error.message, type: 'error' });
  });

  it('network failure: Network Error', async () => {
    const { client, adapters } = setup(await closedPortURL());
    const error = await failure(client.call(defineEndpoint('/echo')));
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error', status: 0 });
    expect(adapters.notices[0].message).toBe('Network Error');
  });

  it('time-out: timeout of N ms exceeded', async () => {
    const { client } = setup();
    const error = await failure(client.call(defineEndpoint({ url: '/delay/2000', timeout: 80 })));
    expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 80 ms exceeded' });
  });

  it('aborted by the caller: request aborted, no toast', async () => {
    const { client, adapters } = setup();
    const controller = new AbortController();
    const pending = failure(client.call(defineEndpoint('/delay/2000'), undefined, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 30);
    expect(await pending).toMatchObject({ kind: 'aborted', message: '请求已中止' });
    expect(adapters.notices).toEqual([]);
  });
});

describe('in-flight cancellation (§7)', () => {
  it('a new call to the same URL aborts the earlier one', async () => {
    const { client } = setup();
    const endpoint = defineEndpoint('/delay/150');
    const first = failure(client.call(endpoint));
    const second = client.call(endpoint);
    expect(await first).toMatchObject({ kind: 'aborted' });
    await expect(second).resolves.toMatchObject({ data: 'after 150' });
    expect(client.inFlight.size).toBe(0);
  });

  it.each([
    ['endpoint flag noCancel', { url: '/delay/120', noCancel: true }, {}],
    ['per-call noCancel', { url: '/delay/120' }, { noCancel: true }],
  ] as const)('%s keeps both calls', async (_name, endpoint: EndpointInput, options) => {
    const { client } = setup();
    const def = defineEndpoint(endpoint);
    const results = await Promise.all([client.call(def, undefined, options), client.call(def, undefined, options)]);
    expect(results.map((r) => r.data)).toEqual(['after 120', 'after 120']);
  });

  it('calls to different URLs do not cancel each other', async () => {
    const { client } = setup();
    const results = await Promise.all([client.call(defineEndpoint('/delay/60')), client.call(defineEndpoint('/delay/61'))]);
    expect(results.map((r) => r.data)).toEqual(['after 60', 'after 61']);
  });
});

describe('time-outs (§9)', () => {
  it.each([
    ['30 s by default', { url: '/echo' }, 30_000],
    ['600000 ms for downloads', { url: '/download-plain', download: 'blob' }, 600_000],
    ['the endpoint own time-out wins', { url: '/echo', timeout: 5_000 }, 5_000],
  ] as const)('%s', async (_name, endpoint: EndpointInput, expected) => {
    const { client, timeouts } = setup();
    await client.call(defineEndpoint(endpoint));
    expect(timeouts).toEqual([expected]);
  });

  it('the HTTP client instance default is none (0)', () => {
    expect(setup().client.axios.defaults.timeout).toBe(0);
  });
});

describe('response cache (§9, 60000 ms default)', () => {
  it('an opt-in endpoint answers from the cache until the time-to-live passes', async () => {
    const { client, adapters } = setup();
    const endpoint = defineEndpoint({ url: '/count', cache: true });
    const before = server.hits('/count');
    await client.call(endpoint, { v: 'a' });
    adapters.clock.now += 59_999;
    await client.call(endpoint, { v: 'a' });
    expect(server.hits('/count') - before).toBe(1);
    adapters.clock.now += 1;
    await client.call(endpoint, { v: 'a' });
    expect(server.hits('/count') - before).toBe(2);
  });

  it('a different payload is a different cache entry; endpoints without cache always call', async () => {
    const { client } = setup();
    const cached = defineEndpoint({ url: '/count', cache: { ttl: 1_000 } });
    const before = server.hits('/count');
    await client.call(cached, { v: 'a' });
    await client.call(cached, { v: 'b' });
    await client.call(defineEndpoint('/count'), { v: 'a' });
    await client.call(defineEndpoint('/count'), { v: 'a' });
    expect(server.hits('/count') - before).toBe(4);
  });
});
