/**
 * Per-user preferences (issue 15): one JSON value per user and key, kept on the server, never
 * visible to another user of the same tenant nor to another tenant; keys and sizes validated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

const GET = '/cloud/management/rest/user/preference/get';
const SAVE = '/cloud/management/rest/user/preference/save';
const DELETE = '/cloud/management/rest/user/preference/delete';

interface Pref {
  key: string;
  value: unknown;
  updatedAt: string | null;
}

describe.each(backends)('user preferences (%s)', (backend) => {
  let server: Running;
  let root: string;
  let ops: string;
  let t2: string;
  const get = (token: string, key: string) => call<Pref>(server.base, GET, { token, query: { key } });
  const save = (token: string, key: string, value: unknown) => call<Pref>(server.base, SAVE, { token, body: { key, value } });

  beforeAll(async () => {
    server = await startServer(backend);
    root = await tokenFor(server.base, 'root', 'Root@2026');
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  });
  afterAll(() => server?.stop());

  it('answers null for a key never saved, then the saved value (GET and POST)', async () => {
    const before = await get(ops, 'list:ljszy.carWeight');
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ key: 'list:ljszy.carWeight', value: null, updatedAt: null });
    const value = { hidden: ['remark'], order: ['plateNo', 'netWeight'], density: 'compact', widths: { plateNo: 140 } };
    const saved = await save(ops, 'list:ljszy.carWeight', value);
    expect(saved.body).toMatchObject({ result: 0, msg: '偏好设置已保存', data: { key: 'list:ljszy.carWeight', value } });
    expect((await get(ops, 'list:ljszy.carWeight')).body.data.value).toEqual(value);
    const posted = await call<Pref>(server.base, GET, { token: ops, body: { key: 'list:ljszy.carWeight' } });
    expect(posted.body.data.value).toEqual(value);
    expect(posted.body.data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('overwrites on save and resets on delete (delete of a missing key is fine)', async () => {
    await save(ops, 'density', 'loose');
    await save(ops, 'density', 'compact');
    expect((await get(ops, 'density')).body.data.value).toBe('compact');
    const deleted = await call<{ deleted: boolean }>(server.base, DELETE, { token: ops, body: { key: 'density' } });
    expect(deleted.body).toMatchObject({ result: 0, data: { deleted: true } });
    expect((await get(ops, 'density')).body.data.value).toBeNull();
    const again = await call<{ deleted: boolean }>(server.base, DELETE, { token: ops, body: { key: 'density' } });
    expect(again.body).toMatchObject({ result: 0, data: { deleted: false } });
  });

  it('keeps each user to their own values, in the same tenant and across tenants', async () => {
    await save(ops, 'favourites', ['ljszy-carInfo']);
    await save(root, 'favourites', ['ljszy-route', 'ljszy-carWeight']);
    await save(t2, 'favourites', ['other']);
    expect((await get(ops, 'favourites')).body.data.value).toEqual(['ljszy-carInfo']);
    expect((await get(root, 'favourites')).body.data.value).toEqual(['ljszy-route', 'ljszy-carWeight']);
    expect((await get(t2, 'favourites')).body.data.value).toEqual(['other']);
    // Deleting one's own key leaves the others' alone.
    await call(server.base, DELETE, { token: root, body: { key: 'favourites' } });
    expect((await get(ops, 'favourites')).body.data.value).toEqual(['ljszy-carInfo']);
    expect((await get(t2, 'favourites')).body.data.value).toEqual(['other']);
    // Naming another user or tenant is refused.
    const other = await call(server.base, SAVE, { token: ops, body: { key: 'favourites', value: [], userId: '1001' } });
    expect(other.status).toBe(403);
    const otherTenant = await call(server.base, GET, { token: ops, query: { key: 'favourites', tenantId: '2' } });
    expect(otherTenant.status).toBe(403);
    // In the database, rows carry their own tenant (RLS).
    const rows = await server.app.db.owner((sql) => sql.query<{ tenant_id: string; user_id: string }>(`SELECT tenant_id, user_id FROM user_preferences WHERE pref_key = 'favourites' ORDER BY tenant_id`));
    expect(rows.map((r) => r.tenant_id)).toEqual(['1', '2']);
    const seen = await server.app.db.tenant('2', (sql) => sql.query(`SELECT 1 FROM user_preferences WHERE tenant_id = '1'`));
    expect(seen).toHaveLength(0);
  });

  it('validates key, value and size with Chinese messages, and needs a session', async () => {
    const badKey = await save(ops, '../etc', 1);
    expect(badKey.status).toBe(400);
    expect(badKey.body.msg).toContain('偏好设置的键不合法');
    const nullValue = await save(ops, 'x', null);
    expect(nullValue.status).toBe(400);
    expect(nullValue.body.msg).toBe('偏好设置的值不能为空');
    const missing = await call(server.base, SAVE, { token: ops, body: { key: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('value');
    const huge = await save(ops, 'x', { text: '表'.repeat(30_000) });
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBe('偏好设置的值过大（上限 64 KB）');
    expect((await get(ops, 'x')).body.data.value).toBeNull();
    const anonymous = await call(server.base, GET, { query: { key: 'x' } });
    expect(anonymous.status).toBe(401);
  });
});
