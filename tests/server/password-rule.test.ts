/**
 * The tenant password rule is enforced by the server too: the new password travels hashed
 * (spec §5) and also encrypted to the server's public key, so the server can check the rule
 * and a common-password list without ever storing the typed text. Wrong old passwords count
 * like failed sign-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callFrom, hashed, login, newPasswordFields, PUBLIC_KEY_PATH, startServer, tokenFor, type Running } from './helpers';

const CHANGE = '/cloud/management/rest/user/changePassword';

describe('password change rules on the server (pglite)', () => {
  let server: Running;
  let base: string;
  let token: string;

  beforeAll(async () => {
    server = await startServer('pglite', { settings: { captchaCode: () => 'K7PQ' } });
    base = server.base;
    token = await tokenFor(base, 'manager', 'Manager@2026');
  });
  afterAll(() => server?.stop());

  const change = (typedNew: string, overrides: Record<string, unknown> = {}, from = '127.0.0.1') =>
    newPasswordFields(base, typedNew).then((fields) => callFrom(from, base, CHANGE, { token, body: { oldPassword: hashed('Manager@2026'), ...fields, ...overrides } }));

  it('publishes an RSA-OAEP public key without a session', async () => {
    const key = await call<{ keyId: string; algorithm: string; publicKey: string }>(base, PUBLIC_KEY_PATH);
    expect(key.body.result).toBe(0);
    expect(key.body.data.algorithm).toBe('RSA-OAEP-256');
    expect(Buffer.from(key.body.data.publicKey, 'base64').length).toBeGreaterThan(250);
  });

  it('refuses hash("") and passwords against the tenant rule or on the common list, with Chinese messages', async () => {
    const empty = await change('');
    expect(empty.body.result).not.toBe(0);
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const rule = await change('abcdefgh');
    expect(rule.body.msg).toBe('密码须为 8–20 位，且同时包含字母、数字和特殊字符');
    const common = await change('P@ssw0rd');
    expect(common.body.result).not.toBe(0);
    expect(common.body.msg).toContain('常见');
    // Still signs in with the old password: nothing was changed.
    expect((await login(base, 'manager', 'Manager@2026')).body.result).toBe(0);
  });

  it('refuses a hash alone, a cipher that does not match the hash, and a cipher it cannot read', async () => {
    const hashOnly = await call(base, CHANGE, { token, body: { oldPassword: hashed('Manager@2026'), newPassword: hashed('') } });
    expect(hashOnly.status).toBe(400);
    expect(hashOnly.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const other = await newPasswordFields(base, 'Other@2026x');
    const mismatch = await change('Valid@2026x', { newPasswordCipher: other.newPasswordCipher });
    expect(mismatch.status).toBe(400);
    const garbage = await change('Valid@2026x', { newPasswordCipher: Buffer.from('not a cipher').toString('base64') });
    expect(garbage.status).toBe(400);
    expect(garbage.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('counts wrong old passwords like failed sign-ins: the address is locked, sign-in asks for the captcha', async () => {
    for (let i = 0; i < 10; i++) {
      const answer = await change('Valid@2026x', { oldPassword: hashed(`guess-${i}`) });
      expect(answer.body.result, answer.text).not.toBe(0);
    }
    const locked = await change('Valid@2026x');
    expect(locked.body).toMatchObject({ result: 1003 });
    const plain = await callFrom('127.0.0.4', base, '/cas/login', { body: { username: 'manager', password: hashed('Manager@2026') } });
    expect(plain.body.result).toBe(1001);
  });

  it('accepts a password that keeps the rules', async () => {
    const fresh = await tokenFor(base, 'ops', 'Ops@2026!');
    const fields = await newPasswordFields(base, 'Fresh#Pass2026');
    const answer = await call(base, CHANGE, { token: fresh, body: { oldPassword: hashed('Ops@2026!'), ...fields } });
    expect(answer.body).toMatchObject({ result: 0, msg: '修改密码成功，请重新登录' });
    expect((await login(base, 'ops', 'Fresh#Pass2026')).body.result).toBe(0);
  });
});
