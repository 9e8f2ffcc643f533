/** What goes on the wire (§5, §7): packing modes, encodings, headers, trimming, GET dropping. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestClient } from '../client';
import { defineEndpoint } from '../endpoint';
import type { EndpointInput, Payload, SessionIdentity } from '../types';
import { recordingAdapters } from './fakes';
import { startTestServer, type Received, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

const who: SessionIdentity = { tenantId: 't1', userId: 'u1', userName: '张三', systemUserId: 'su9', token: 'tok' };

async function send(endpoint: EndpointInput, payload: Payload, identity: SessionIdentity | null = who, cookies: Record<string, string> = {}) {
  const adapters = recordingAdapters();
  Object.assign(adapters.cookies, cookies);
  const client = createRequestClient({ baseURL: server.baseURL, getIdentity: () => identity, adapters });
  const answer = await client.call<Received>(defineEndpoint({ ...endpoint, url: '/echo' }), payload);
  return answer.data;
}
const formOf = (seen: Received) => Object.fromEntries(new URLSearchParams(seen.body));
const jsonOf = (seen: Received) => JSON.parse(seen.body) as Record<string, unknown>;

describe('packing modes (§7), each seen by the server', () => {
  it.each([
    ['identity adds tenantId, userId, access_token, token', 'identity', { a: 1 }, { a: 1, tenantId: 't1', userId: 'u1', access_token: 'tok', token: 'tok' }],
    ['parameters wraps the payload as JSON text', 'parameters', { a: 1 }, { parameters: '{"a":1}' }],
    ['authParam nests identity, param, reqMethod, isJsonP 0', 'authParam', { a: 1 }, { authParam: { tenantId: 't1', userId: 'u1' }, param: { a: 1 }, reqMethod: 'POST', isJsonP: 0 }],
    ['userName adds the user name', 'userName', { a: 1 }, { a: 1, userName: '张三' }],
    ['systemUserId adds the system user id', 'systemUserId', { a: 1 }, { a: 1, systemUserId: 'su9' }],
    ['token adds only the token', 'token', { a: 1 }, { a: 1, token: 'tok' }],
    ['carDataJson wraps the payload as JSON text', 'carDataJson', { a: 1 }, { carDataJson: '{"a":1}' }],
    ['parametersWithUserId adds userId beside parameters', 'parametersWithUserId', { a: 1 }, { parameters: '{"a":1}', userId: 'u1' }],
    ['none sends the payload as is', 'none', { a: 1 }, { a: 1 }],
  ] as const)('%s', async (_name, pack, payload, expected) => {
    const seen = await send({ url: '', method: 'post', entity: 'json', pack }, payload);
    expect(jsonOf(seen)).toEqual(expected);
  });

  it('authParam with isJsonP and a named reqMethod sends isJsonP 1', async () => {
    const seen = await send({ url: '', method: 'post', entity: 'json', pack: 'authParam', reqMethod: 'loadList', isJsonP: true }, {});
    expect(jsonOf(seen)).toMatchObject({ reqMethod: 'loadList', isJsonP: 1 });
  });

  it('identity prefers the alternate token for access_token', async () => {
    const seen = await send({ url: '', method: 'post', entity: 'json', pack: 'identity' }, {}, { ...who, accessToken: 'alt' });
    expect(jsonOf(seen)).toMatchObject({ access_token: 'alt', token: 'tok' });
  });
});

describe('entity types and methods (§7)', () => {
  it.each([
    ['form post is url-encoded', { method: 'post', entity: 'form' }, 'POST', 'application/x-www-form-urlencoded;charset=UTF-8'],
    ['raw post is JSON with charset UTF-8', { method: 'post', entity: 'json' }, 'POST', 'application/json;charset=UTF-8'],
    ['put with an object body as JSON', { method: 'put', entity: 'json' }, 'PUT', 'application/json;charset=UTF-8'],
    ['patch with an object body as form', { method: 'patch', entity: 'form' }, 'PATCH', 'application/x-www-form-urlencoded;charset=UTF-8'],
    ['delete with an object body as JSON', { method: 'delete', entity: 'json' }, 'DELETE', 'application/json;charset=UTF-8'],
  ] as const)('%s', async (_name, endpoint, method, contentType) => {
    const seen = await send({ url: '', ...endpoint }, { name: '道路', ids: [1, 2] });
    expect(seen.method).toBe(method);
    expect(seen.headers['content-type']).toBe(contentType);
    const body = contentType.startsWith('application/json') ? jsonOf(seen) : formOf(seen);
    expect(body.name).toBe('道路');
  });

  it('form fields that are objects travel as JSON text', async () => {
    const seen = await send({ url: '', method: 'post', entity: 'form', pack: 'authParam' }, { a: 1 });
    expect(JSON.parse(formOf(seen).authParam)).toEqual({ tenantId: 't1', userId: 'u1' });
  });

  it('GET serialises parameters into the query string', async () => {
    const seen = await send({ url: '' }, { page: 2, name: '清扫' });
    expect(seen.method).toBe('GET');
    expect(seen.query).toEqual({ page: '2', name: '清扫' });
    expect(seen.body).toBe('');
  });

  it('a query-entity POST puts the payload in the query string', async () => {
    const seen = await send({ url: '', method: 'post', entity: 'query' }, { day: '2024-01-01' });
    expect(seen.method).toBe('POST');
    expect(seen.query).toEqual({ day: '2024-01-01' });
  });

  it('defineEndpoint defaults to GET, and to POST for body entities', () => {
    expect(defineEndpoint('/a')).toMatchObject({ method: 'get', pack: 'none', entity: 'query' });
    expect(defineEndpoint({ url: '/a', entity: 'form' }).method).toBe('post');
  });
});

describe('trimming and GET parameter dropping (§5)', () => {
  it('trims every string value of a submitted payload, deeply', async () => {
    const seen = await send({ url: '', method: 'post', entity: 'json' }, { a: '  x ', nested: { b: ' y', list: [' z ', 3] } });
    expect(jsonOf(seen)).toEqual({ a: 'x', nested: { b: 'y', list: ['z', 3] } });
  });

  it('trims form posts too', async () => {
    const seen = await send({ url: '', method: 'post', entity: 'form' }, { a: ' x ' });
    expect(formOf(seen).a).toBe('x');
  });

  it('GET drops empty-string, null and undefined but keeps 0 and false', async () => {
    const seen = await send({ url: '' }, { a: '', b: null, c: undefined, d: 0, e: false, f: '  ' });
    expect(seen.query).toEqual({ d: '0', e: 'false' });
  });
});

describe('headers (§7, §9)', () => {
  it.each([
    ['bearer and access_token from the session token', {}, who, { authorization: 'Bearer tok', access_token: 'tok' }],
    ['access_token from the alternate token', {}, { ...who, accessToken: 'alt' }, { authorization: 'Bearer tok', access_token: 'alt' }],
    ['empty without a token', {}, { tenantId: 't1' }, { authorization: undefined, access_token: undefined }],
    ['empty without a session', {}, null, { authorization: undefined, access_token: undefined }],
    ['empty when the call is tokenless', { tokenless: true }, who, { authorization: undefined, access_token: undefined }],
  ] as const)('%s', async (_name, flags, identity, expected) => {
    const seen = await send({ url: '', ...flags }, {}, identity);
    expect(seen.headers.authorization).toBe(expected.authorization);
    expect(seen.headers.access_token).toBe(expected.access_token);
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    const seen = await send({ url: '' }, {}, who, { 'XSRF-TOKEN': 'xs1' });
    expect(seen.headers['x-xsrf-token']).toBe('xs1');
  });

  it('sends no X-XSRF-TOKEN without the cookie', async () => {
    const seen = await send({ url: '' }, {}, who);
    expect(seen.headers['x-xsrf-token']).toBeUndefined();
  });

  it('endpoint headers are sent', async () => {
    const seen = await send({ url: '', headers: { operation: 'audit' } }, {});
    expect(seen.headers.operation).toBe('audit');
  });
});

describe('no token in a GET address when the headers carry it (issue 15 item 12)', () => {
  it('an identity GET sends tenantId and userId in the query and the token only in the headers', async () => {
    const seen = await send({ url: '', method: 'get', pack: 'identity' }, { a: '1', token: 'x' });
    expect(seen.query).toEqual({ a: '1', tenantId: 't1', userId: 'u1' });
    expect(seen.headers.authorization).toBe('Bearer tok');
  });
  it('a tokenless GET keeps the token the caller put in the query (no header to carry it)', async () => {
    const seen = await send({ url: '', method: 'get', pack: 'token', tokenless: true }, { a: '1' });
    expect(seen.query).toEqual({ a: '1', token: 'tok' });
  });
});
