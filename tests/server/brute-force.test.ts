import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, callFrom, hashed, login, startServer, type Running } from './helpers';

const CAPTCHA = 'W3XY';

async function captcha(base: string): Promise<string> {
  return (await call<{ vid: string }>(base, '/cloud/management/rest/np/login/captcha', { body: {} })).body.data.vid;
}

describe.each(backends)('brute force (%s)', (backend) => {
  let server: Running;
  let base: string;

  beforeAll(async () => {
    // Short locks so the test can watch one expire; thresholds are the defaults (3 and 5).
    server = await startServer(backend, { settings: { captchaCode: () => CAPTCHA, lockBaseMs: 1_500 } });
    base = server.base;
  });
  afterAll(() => server?.stop());

  it('needs the captcha after 3 failures, then locks with growing waits, the same for unknown names', async () => {
    // Both names run side by side: the answers must match step for step.
    const flow = async (username: string) => {
      for (let i = 1; i <= 3; i++) {
        const answer = await login(base, username, `wrong-${i}`);
        expect(answer.body).toMatchObject({ result: 1, msg: '用户名或密码错误', data: { needVcode: i >= 3 } });
      }
      // The right password alone is no longer enough.
      const plain = await login(base, username, 'Manager@2026');
      expect(plain.body).toMatchObject({ result: 1001, msg: '请输入验证码' });

      // Fourth failure (with a valid captcha), fifth failure locks the account.
      for (let i = 4; i <= 5; i++) {
        const answer = await call(base, '/cas/loginWithVcode', { body: { username, password: hashed(`wrong-${i}`), vid: await captcha(base), vcode: CAPTCHA } });
        expect(answer.body.result).toBe(1);
      }
      const locked = await call(base, '/cas/loginWithVcode', { body: { username, password: hashed('Manager@2026'), vid: await captcha(base), vcode: CAPTCHA } });
      expect(locked.body.result).toBe(1003);
      expect(locked.body.msg).toContain('临时锁定');
    };
    await Promise.all([flow('manager'), flow('nobody-here')]);
    const rows = await server.app.db.owner((sql) =>
      sql.query<{ username: string; source: string; failures: number }>('SELECT username, source, failures FROM login_throttle ORDER BY username, source'),
    );
    // Per name and address (which locks), and per name from anywhere (which only asks for the captcha).
    expect(rows.map((r) => [r.username, r.source, r.failures])).toEqual([['manager', '', 5], ['manager', '127.0.0.1', 5], ['nobody-here', '', 5], ['nobody-here', '127.0.0.1', 5]]);
  });

  it('lets the right password in after the lock expires, and a further failure locks longer', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const wrong = await call(base, '/cas/loginWithVcode', { body: { username: 'manager', password: hashed('wrong-6'), vid: await captcha(base), vcode: CAPTCHA } });
    expect(wrong.body.result).toBe(1);
    const [row] = await server.app.db.owner((sql) =>
      sql.query<{ locked_until: Date; updated_at: Date }>(`SELECT locked_until, updated_at FROM login_throttle WHERE username = 'manager' AND source <> ''`),
    );
    const lockMs = new Date(row!.locked_until).getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(1_600); // the second lock doubles the first (3 s vs 1.5 s)
    await server.app.db.owner((sql) => sql.query(`UPDATE login_throttle SET locked_until = now() - interval '1 second' WHERE username = 'manager'`));
    const ok = await call(base, '/cas/loginWithVcode', { body: { username: 'manager', password: hashed('Manager@2026'), vid: await captcha(base), vcode: CAPTCHA } });
    expect(ok.body.result).toBe(0);
    // Success clears the counter: the plain login works again without a captcha.
    expect((await login(base, 'manager', 'Manager@2026')).body.result).toBe(0);
  });

  it("a stranger's failures from one address lock that address only: root still signs in from another (after a captcha)", async () => {
    const stranger = '127.0.0.2';
    const rightful = '127.0.0.3';
    const attempt = async (from: string, password: string) => {
      const vid = (await callFrom<{ vid: string }>(from, base, '/cloud/management/rest/np/login/captcha', { body: {} })).body.data.vid;
      return callFrom(from, base, '/cas/loginWithVcode', { body: { username: 'root', password: hashed(password), vid, vcode: CAPTCHA } });
    };
    server.app.settings.lockBaseMs = 60_000; // the lock must outlast this test on a slow machine
    for (let i = 1; i <= 5; i++) expect((await attempt(stranger, `guess-${i}`)).body.result).toBe(1);
    expect((await attempt(stranger, 'Root@2026')).body.result).toBe(1003);
    // Escalated to the captcha for everyone, but not locked for everyone.
    const plain = await callFrom(rightful, base, '/cas/login', { body: { username: 'root', password: hashed('Root@2026') } });
    expect(plain.body).toMatchObject({ result: 1001, msg: '请输入验证码' });
    const rightfulAnswer = await attempt(rightful, 'Root@2026');
    expect(rightfulAnswer.body.result, rightfulAnswer.text).toBe(0);
    // The stranger's address stays locked after the rightful sign-in.
    expect((await attempt(stranger, 'Root@2026')).body.result).toBe(1003);
    // A forwarding header does not change the address (no trustProxy by default).
    const spoofed = await callFrom(stranger, base, '/cas/login', { body: { username: 'root', password: hashed('Root@2026') }, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(spoofed.body.result).toBe(1003);
    server.app.settings.lockBaseMs = 1_500;
  });

  it('with captcha mode "always" even the first sign-in needs one; with "never" it never does', async () => {
    server.app.settings.captchaMode = 'always';
    try {
      expect((await login(base, 'ops', 'Ops@2026!')).body.result).toBe(1001);
    } finally {
      server.app.settings.captchaMode = 'never';
    }
    for (let i = 0; i < 3; i++) await login(base, 'ops', `bad-${i}`);
    expect((await login(base, 'ops', 'Ops@2026!')).body.result).toBe(0);
    server.app.settings.captchaMode = 'afterFailures';
  });
});
