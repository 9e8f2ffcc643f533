import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, fingerprint, hashed, login, startServer, tokenFor, type Running } from './helpers';

const CAPTCHA = 'M8NP';
const HOSTILE = [
  "' OR '1'='1' --",
  "x'); DROP TABLE users; --",
  '%_\\%',
  '🚛垃圾车 Ωμέγα мир العربية 😀',
  '\u0000nul',
  '<script>alert(1)</script>',
];

function expectCleanError(answer: { status: number; body: { result: number; msg: string }; text: string }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.body.result).not.toBe(0);
  expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/);
  expect(answer.text).not.toMatch(/\bat .+\.(ts|js):\d+|stack/i);
}

describe.each(backends)('bad input (%s)', (backend) => {
  let server: Running;
  let base: string;
  let ops: string;

  beforeAll(async () => {
    server = await startServer(backend, { settings: { captchaCode: () => CAPTCHA } });
    base = server.base;
    ops = await tokenFor(base, 'ops', 'Ops@2026!');
  });
  afterAll(() => server?.stop());

  it('rejects malformed JSON, wrong types and missing fields with HTTP 400 and a Chinese message, changing nothing', async () => {
    const before = await fingerprint(server.app);
    const malformed = await call(base, '/cas/login', { body: '{"username": "ops", ' });
    expectCleanError(malformed, 400);
    expect(malformed.body.msg).toBe('请求体不是合法的 JSON');

    const wrongType = await call(base, '/cas/login', { body: { username: 123, password: hashed('x') } });
    expectCleanError(wrongType, 400);
    expect(wrongType.body.msg).toBe('参数类型错误：username');

    const notHashed = await call(base, '/cas/login', { body: { username: 'ops', password: 'Ops@2026!' } });
    expectCleanError(notHashed, 400);
    expect(notHashed.body.msg).toBe('参数格式不正确：password');

    const missing = await call(base, '/cas/login', { body: { username: 'ops' } });
    expect(missing.body.msg).toBe('缺少必填参数：password');

    expectCleanError(await call(base, '/cas/login', { body: '[1,2,3]' }), 400);
    expectCleanError(await call(base, '/cas/login', { body: 'null' }), 400);
    expectCleanError(await call(base, '/cloud/management/util/getMenuJson.sa', { token: ops }), 400);
    expectCleanError(await call(base, '/cas/judgehuangshanvideo', { query: { userId: '1002' } }), 400);
    expectCleanError(await call(base, '/cloud/management/rest/track/stay', { token: ops, body: { id: 'x', duration: 'long' } }), 400);
    expectCleanError(await call(base, '/cloud/management/rest/track/stay', { token: ops, body: { id: 'x', duration: -1 } }), 400);
    expectCleanError(await call(base, '/cloud/management/rest/np/param/getByParamTypeCode', { token: ops, query: { parameters: '{not json' } }), 400);
    expectCleanError(await call(base, '/cas/getTokenFromThirdPartyAppUser', { body: { parameters: '"just a string"' } }), 400);
    expectCleanError(await call(base, '/cas/login', { body: 'username=ops', contentType: 'text/xml' }), 415);
    expect(await fingerprint(server.app)).toBe(before);
  });

  it('answers 413 to a 10 MB body and keeps serving', async () => {
    const huge = JSON.stringify({ username: 'ops', password: hashed('x'), ip: 'x'.repeat(10 * 1024 * 1024) });
    const answer = await call(base, '/cas/login', { body: huge });
    expectCleanError(answer, 413);
    expect(answer.body.msg).toBe('请求体过大（上限 1 MB）');
    expect((await call(base, '/casServer/checkToken', { method: 'POST', token: ops })).body.result).toBe(0);
  });

  it('treats SQL metacharacters, emoji and mixed scripts in every text field as plain text', async () => {
    const before = await fingerprint(server.app);
    const calls: [string, (value: string) => Parameters<typeof call>[2]][] = [
      ['/cas/login', (v) => ({ body: { username: v, password: hashed(v), ip: v, loginWeb: v } })],
      ['/cas/loginWithVcode', (v) => ({ body: { username: v, password: hashed(v), vid: v, vcode: v.slice(0, 16) } })],
      ['/cas/loginForToken', (v) => ({ body: { username: v, password: hashed(v) } })],
      ['/cloud/management/rest/np/login/captcha', (v) => ({ body: { oldId: v } })],
      ['/cas/getTokenFromThirdPartyAppUser', (v) => ({ body: { parameters: JSON.stringify({ tenantId: v, appId: v, appSecret: v, userId: v }) } })],
      ['/cas/judgehuangshanvideo', (v) => ({ query: { userId: v, sessionId: v } })],
      ['/cloud/management/rest/menu/searchMenu', (v) => ({ token: ops, body: { keyword: v, systemCode: v } })],
      ['/cloud/management/util/getMenuJson.sa', (v) => ({ token: ops, query: { systemCode: v } })],
      ['/cloud/management/rest/np/param/getByParamTypeCode', (v) => ({ token: ops, body: { parameters: JSON.stringify({ paramTypeCode: v }) } })],
      ['/cloudFile/common/downloadFile', (v) => ({ token: ops, query: { id: v } })],
      ['/cloud/ehr/sync/dept/loadDepartmentEhr', (v) => ({ token: ops, query: { parentId: v } })],
      ['/cloud/management/rest/track/stay', (v) => ({ token: ops, body: { id: v, duration: 1 } })],
      ['/cloud/management/rest/notice/read', (v) => ({ token: ops, body: { ids: [v] } })],
    ];
    for (const value of HOSTILE) {
      await Promise.all(
        calls.map(async ([path, build]) => {
          const answer = await call(base, path, build(value));
          expect(answer.status, `${path} ${value}`).toBeLessThan(500);
          expect(typeof answer.body.result, `${path} ${value}`).toBe('number');
          if (value.includes('\u0000')) expect(answer.body.msg, path).toMatch(/^参数包含非法字符|^未登录/);
          if (path.endsWith('searchMenu') && answer.status === 200) expect(answer.body.data).toEqual([]);
        }),
      );
    }
    expect(await fingerprint(server.app)).toBe(before);
    const tables = await server.app.db.owner((sql) => sql.query(`SELECT 1 FROM users`));
    expect(tables.length).toBeGreaterThan(0);
  });

  it('stores emoji and mixed scripts exactly as sent', async () => {
    const title = HOSTILE[3]!;
    const visit = await call<{ id: string }>(base, '/cloud/management/rest/track/visit', { token: ops, body: { menuId: title, title, uri: HOSTILE[1] } });
    expect(visit.body.result).toBe(0);
    const [row] = await server.app.db.owner((sql) => sql.query<{ title: string; uri: string }>('SELECT title, uri FROM visits WHERE visit_id = $1', [visit.body.data.id]));
    expect(row).toEqual({ title, uri: HOSTILE[1] });
  });

  it('refuses a replayed or expired captcha', async () => {
    const vid = (await call<{ vid: string }>(base, '/cloud/management/rest/np/login/captcha', { body: {} })).body.data.vid;
    const body = { username: 'ops', password: hashed('Ops@2026!'), vid, vcode: CAPTCHA };
    expect((await call(base, '/cas/loginWithVcode', { body })).body.result).toBe(0);
    const replay = await call(base, '/cas/loginWithVcode', { body });
    expect(replay.body).toMatchObject({ result: 1002, msg: '验证码错误或已过期，请重新获取' });

    const old = (await call<{ vid: string }>(base, '/cloud/management/rest/np/login/captcha', { body: {} })).body.data.vid;
    await server.app.db.owner((sql) => sql.query(`UPDATE captchas SET expires_at = now() - interval '1 second' WHERE captcha_id = $1`, [old]));
    expect((await call(base, '/cas/loginWithVcode', { body: { ...body, vid: old } })).body.result).toBe(1002);
  });

  it('refuses missing, forged, idle-expired and too-old tokens with 401', async () => {
    const none = await call(base, '/casServer/user', { method: 'POST' });
    expectCleanError(none, 401);
    expect(none.body.msg).toBe('未登录或登录已超时，请重新登录');
    for (const forged of ['A'.repeat(43), "' OR '1'='1", 'x'.repeat(300), ops.slice(0, -1) + (ops.endsWith('A') ? 'B' : 'A')]) {
      expectCleanError(await call(base, '/casServer/user', { method: 'POST', headers: { authorization: `Bearer ${forged}` } }), 401);
    }
    const idle = (await login(base, 'manager', 'Manager@2026')).body.data.token;
    const old = await tokenFor(base, 'manager', 'Manager@2026');
    await server.app.db.owner(async (sql) => {
      await sql.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE user_id = '1003' AND created_at = (SELECT min(created_at) FROM sessions WHERE user_id = '1003')`);
      await sql.query(`UPDATE sessions SET created_at = now() - interval '13 hours' WHERE user_id = '1003' AND last_seen_at > now() - interval '1 minute'`);
    });
    expectCleanError(await call(base, '/casServer/checkToken', { method: 'POST', token: idle }), 401);
    expectCleanError(await call(base, '/casServer/checkToken', { method: 'POST', token: old }), 401);
    expect((await call(base, '/casServer/checkToken', { method: 'POST', token: ops })).body.result).toBe(0);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const answer = await call(base, '/cloud/management/nothing/here');
    expectCleanError(answer, 404);
    expect(answer.body.msg).toBe('接口不存在');
  });
});
