import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, fingerprint, startServer, tokenFor, type Running } from './helpers';

const TABLES = ['tenants', 'users', 'systems', 'user_systems', 'menus', 'params', 'sessions', 'login_throttle', 'captchas', 'platform_department', 'files', 'visits', 'third_party_app_users', 'notices', 'notice_reads'];

describe.each(backends)('tenant isolation (%s)', (backend) => {
  let server: Running;
  let base: string;
  let t1: string;
  let t2: string;
  let t2VisitId: string;

  beforeAll(async () => {
    server = await startServer(backend);
    base = server.base;
    t1 = await tokenFor(base, 'root', 'Root@2026');
    t2 = await tokenFor(base, 't2admin', 'Tenant2@2026');
    const visit = await call<{ id: string }>(base, '/cloud/management/rest/track/visit', { token: t2, body: { menuId: 'ljszy-g1-carInfo' } });
    t2VisitId = visit.body.data.id;
    // A menu name only tenant 2 has, to tell the tenants' rows apart in search.
    await server.app.db.owner((sql) => sql.query(`UPDATE menus SET name = '滨江专属车辆台账' WHERE tenant_id = '2' AND menu_id = 'ljszy-g1-carInfo'`));
  });
  afterAll(() => server?.stop());

  describe('through the API, a tenant-1 token', () => {
    it('cannot read tenant 2 parameters or identities', async () => {
      const params = await call(base, '/cloud/management/rest/np/param/getByParamTypeCode', {
        token: t1, query: { parameters: JSON.stringify({ tenantId: '2', paramTypeCode: 'param_password_validate' }) },
      });
      expect(params.status).toBe(403);
      expect(params.body.data).toBeNull();
      const info = await call(base, '/cloud/management/util/logininfo.sa', { token: t1, query: { tenantId: '2', userId: '2001' } });
      expect(info.status).toBe(403);
      const menu = await call(base, '/cloud/management/util/getMenuJson.sa', { token: t1, query: { systemCode: 'ljszy', tenantId: '2' } });
      expect(menu.status).toBe(403);
    });

    it('cannot download a tenant 2 file', async () => {
      const answer = await call(base, '/cloudFile/common/downloadFile', { token: t1, query: { id: 'f2001' } });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('滨江');
    });

    it('cannot change a tenant 2 visit', async () => {
      const before = await fingerprint(server.app);
      const answer = await call(base, '/cloud/management/rest/track/stay', { token: t1, body: { id: t2VisitId, duration: 999 } });
      expect(answer.status).toBe(404);
      expect(await fingerprint(server.app)).toBe(before);
    });

    it('never finds tenant 2 menus or departments', async () => {
      const mine = await call<{ name: string }[]>(base, '/cloud/management/rest/menu/searchMenu', { token: t1, body: { keyword: '滨江专属' } });
      expect(mine.body.data).toEqual([]);
      const theirs = await call<{ name: string }[]>(base, '/cloud/management/rest/menu/searchMenu', { token: t2, body: { keyword: '滨江专属' } });
      expect(theirs.body.data.map((h) => h.name)).toEqual(['滨江专属车辆台账']);
      const tree = await call(base, '/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr', { token: t1 });
      expect(tree.text).not.toContain('滨江区城市管理局');
      const t2Tree = await call(base, '/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr', { token: t2 });
      expect(t2Tree.text).toContain('滨江区城市管理局');
    });

    it('cannot pass a tenant 2 session off in the video check or single sign-on', async () => {
      // Asked by a signed-in tenant-1 user (the check answers signed-in callers only).
      const video = await call(base, '/cas/judgehuangshanvideo', { token: t1, query: { userId: '1001', sessionId: t2 } });
      expect(video.body.data).toEqual({ valid: false });
      const sso = await call(base, '/cas/getTokenFromThirdPartyAppUser', {
        body: { parameters: JSON.stringify({ tenantId: '2', appId: 'demo-app', appSecret: 'DemoAppSecret-2026', userId: 'ext-1006' }) },
      });
      expect(sso.body.result).not.toBe(0);
    });
  });

  describe('directly in SQL, the application role', () => {
    it('with tenant 1 set sees tenant 1 rows and no row of tenant 2', async () => {
      for (const table of TABLES) {
        const rows = await server.app.db.tenant('1', (sql) => sql.query<{ tenant_id: string }>(`SELECT DISTINCT tenant_id FROM ${table}`));
        expect(rows.map((r) => r.tenant_id).filter((t) => t !== '1'), table).toEqual([]);
      }
      const users = await server.app.db.tenant('1', (sql) => sql.query('SELECT user_id FROM users'));
      expect(users.length).toBeGreaterThan(3);
    });

    it('with no tenant set sees zero rows everywhere', async () => {
      for (const table of TABLES) {
        const rows = await server.app.db.tenant(null, (sql) => sql.query(`SELECT 1 FROM ${table}`));
        expect(rows, table).toHaveLength(0);
      }
    });

    it('cannot change or create tenant 2 rows even without a tenant filter', async () => {
      const before = await fingerprint(server.app);
      const updated = await server.app.db.tenant('1', (sql) => sql.query(`UPDATE users SET name = 'x' WHERE tenant_id = '2' RETURNING 1`));
      expect(updated).toHaveLength(0);
      const deleted = await server.app.db.tenant('1', (sql) => sql.query(`DELETE FROM visits WHERE visit_id = $1 RETURNING 1`, [t2VisitId]));
      expect(deleted).toHaveLength(0);
      await expect(
        server.app.db.tenant('1', (sql) => sql.query(`INSERT INTO files (tenant_id, file_id, file_name, mime_type, content) VALUES ('2', 'x', 'x', 'text/plain', '\\x00')`)),
      ).rejects.toThrow(/row-level security/);
      expect(await fingerprint(server.app)).toBe(before);
    });

    it('runs as a role that is neither superuser, owner nor allowed to bypass RLS, on FORCEd tables', async () => {
      const [role] = await server.app.db.tenant('1', (sql) =>
        sql.query<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
          'SELECT current_user, r.rolsuper, r.rolbypassrls FROM pg_roles r WHERE r.rolname = current_user',
        ),
      );
      expect(role).toEqual({ current_user: 'sanitation_app', rolsuper: false, rolbypassrls: false });
      const tables = await server.app.db.owner((sql) =>
        sql.query<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; owner: string }>(
          `SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity, pg_get_userbyid(c.relowner) AS owner
           FROM pg_class c WHERE c.relname = ANY($1::text[]) AND c.relkind = 'r'`,
          [TABLES],
        ),
      );
      expect(tables).toHaveLength(TABLES.length);
      for (const t of tables) {
        expect(t, t.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
        expect(t.owner).not.toBe('sanitation_app');
      }
    });
  });
});
