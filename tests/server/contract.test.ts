import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAllSystems } from '../../apps/catalogue/src';
import { backends, call, hashed, login, newPasswordFields, startServer, tokenFor, type LoginData, type Running } from './helpers';

const systems = await loadAllSystems();

const CAPTCHA = 'K7PQ';

describe.each(backends)('contract of every shell call (%s)', (backend) => {
  let server: Running;
  let base: string;
  let root: string;
  let ops: string;

  beforeAll(async () => {
    server = await startServer(backend, { settings: { captchaCode: () => CAPTCHA } });
    base = server.base;
    root = await tokenFor(base, 'root', 'Root@2026');
    ops = await tokenFor(base, 'ops', 'Ops@2026!');
  });
  afterAll(() => server?.stop());

  describe('sign-in', () => {
    it('POST /cas/login answers login info and the access-token header', async () => {
      const answer = await login(base, 'manager', 'Manager@2026');
      expect(answer.status).toBe(200);
      expect(answer.body.result).toBe(0);
      const data = answer.body.data;
      expect(data).toMatchObject({ tenantId: '1', userId: '1003', userName: 'manager', enablePasswordPolicy: true, passwordExpire: true });
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.parse(answer.headers.get('access-token') ?? '{}')).toEqual({ access_token: data.token });
      expect(data.systemList.length).toBeGreaterThan(1);
      expect(data.systemList).toContain('ljszy||垃圾收运');
      for (const entry of data.systemList) expect(entry).toMatch(/^[a-z]+\|\|.+$/);
    });

    it('gives root every system of tenant 1 and ops exactly one', async () => {
      const info = await call<LoginData>(base, '/cloud/management/util/logininfo.sa', { token: root });
      expect(info.body.data.systemList).toHaveLength(systems.length);
      const opsInfo = await call<LoginData>(base, '/cloud/management/util/logininfo.sa', { token: ops });
      expect(opsInfo.body.data.systemList).toEqual(['ljszy||垃圾收运']);
    });

    it('returns the tenant regex, which the weak password breaks and the others satisfy', async () => {
      const answer = await login(base, 'weak', '123456');
      expect(answer.body.result).toBe(0);
      const rule = new RegExp(answer.body.data.passwordExpression);
      expect(rule.test('123456')).toBe(false);
      for (const good of ['Root@2026', 'Ops@2026!', 'Manager@2026', 'Expired@2026']) expect(rule.test(good)).toBe(true);
    });

    it('signs in the user without a tenant and the tenant-2 administrator', async () => {
      const guest = await login(base, 'guest', 'Guest@2026');
      expect(guest.body.data).toMatchObject({ tenantId: null, systemList: [], enablePasswordPolicy: false });
      const t2 = await login(base, 't2admin', 'Tenant2@2026');
      expect(t2.body.data.tenantId).toBe('2');
      expect(t2.body.data.systemList.length).toBeGreaterThan(1);
      expect(new RegExp(t2.body.data.passwordExpression).test('Tenant2@2026')).toBe(true);
    });

    it('accepts url-encoded form posts (a packing mode)', async () => {
      const form = new URLSearchParams({ username: 'ops', password: hashed('Ops@2026!') }).toString();
      const answer = await call<LoginData>(base, '/cas/login', { body: form, contentType: 'application/x-www-form-urlencoded' });
      expect(answer.body.result).toBe(0);
      expect(answer.body.data.userName).toBe('ops');
    });

    it('POST /cas/loginWithVcode signs in with a fresh captcha', async () => {
      const captcha = await call<{ vid: string; img: string }>(base, '/cloud/management/rest/np/login/captcha', { body: {} });
      const answer = await call<LoginData>(base, '/cas/loginWithVcode', {
        body: { username: 'ops', password: hashed('Ops@2026!'), vid: captcha.body.data.vid, vcode: CAPTCHA.toLowerCase() },
      });
      expect(answer.body.result).toBe(0);
      expect(answer.headers.get('access-token')).toContain(answer.body.data.token);
    });

    it('POST /cas/loginForToken signs in with the stored wire credential', async () => {
      const answer = await call<LoginData>(base, '/cas/loginForToken', { body: { username: 'ops', password: hashed('Ops@2026!') } });
      expect(answer.body.result).toBe(0);
      expect(answer.body.data.userId).toBe('1002');
    });

    it('a wrong password answers HTTP 200 with result ≠ 0 and a Chinese message', async () => {
      const answer = await login(base, 'manager', 'nope');
      expect(answer.status).toBe(200);
      expect(answer.body.result).not.toBe(0);
      expect(answer.body.msg).toBe('用户名或密码错误');
    });
  });

  describe('captcha', () => {
    it('draws an SVG data URL and replaces the old one', async () => {
      const first = await call<{ vid: string; img: string }>(base, '/cloud/management/rest/np/login/captcha', { body: {} });
      expect(first.body.result).toBe(0);
      expect(first.body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(first.body.data.img.split(',')[1] ?? '', 'base64').toString();
      expect(svg).toContain('<svg');
      // Drawn as outlines: the code is never in the answer as text (captcha.test.ts).
      expect(svg).toContain('<path');
      expect(svg).not.toContain('<text');
      expect(first.text).not.toContain(CAPTCHA);
      const second = await call<{ vid: string }>(base, '/cloud/management/rest/np/login/captcha', { body: { oldId: first.body.data.vid } });
      expect(second.body.data.vid).not.toBe(first.body.data.vid);
      const stale = await call(base, '/cas/loginWithVcode', {
        body: { username: 'ops', password: hashed('Ops@2026!'), vid: first.body.data.vid, vcode: CAPTCHA },
      });
      expect(stale.body.result).toBe(1002);
    });
  });

  describe('session calls', () => {
    it('POST /casServer/checkToken and /casServer/user describe the session', async () => {
      const check = await call(base, '/casServer/checkToken', { method: 'POST', token: ops });
      expect(check.body).toMatchObject({ result: 0, data: { valid: true, tenantId: '1', userId: '1002' } });
      const user = await call(base, '/casServer/user', { method: 'POST', headers: { access_token: ops } });
      expect(user.body.data).toMatchObject({ tenantId: '1', userId: '1002', userName: 'ops', name: '收运调度员', systemList: ['ljszy||垃圾收运'] });
    });

    it('accepts the token as a query or body parameter too', async () => {
      const viaQuery = await call(base, '/casServer/checkToken', { method: 'POST', query: { access_token: ops } });
      expect(viaQuery.body.result).toBe(0);
      const viaBody = await call(base, '/casServer/checkToken', { body: { token: ops } });
      expect(viaBody.body.result).toBe(0);
    });

    it('POST /cas/logout revokes the token', async () => {
      const token = await tokenFor(base, 'ops', 'Ops@2026!');
      expect((await call(base, '/cas/logout', { method: 'POST', token })).body.result).toBe(0);
      const after = await call(base, '/casServer/checkToken', { method: 'POST', token });
      expect(after.status).toBe(401);
      expect(after.body.result).toBe(401);
    });

    it('GET /cloud/management/util/logininfo.sa and getSystemListByUserId', async () => {
      const info = await call<LoginData & { photoUrl: string }>(base, '/cloud/management/util/logininfo.sa', { token: ops, query: { tenantId: '1', userId: '1002' } });
      expect(info.body.data).toMatchObject({ tenantId: '1', userId: '1002', userName: 'ops', token: ops });
      const list = await call<{ code: string; name: string; id: string }[]>(base, '/cloud/management/rest/system/getSystemListByUserId', { token: ops });
      expect(list.body.data).toEqual([{ id: 'ljszy', code: 'ljszy', name: '垃圾收运', sort: 0 }]);
    });
  });

  describe('single sign-on', () => {
    const payload = { tenantId: '1', appId: 'demo-app', appSecret: 'DemoAppSecret-2026', userId: 'ext-1006' };

    it('POST /cas/getTokenFromThirdPartyAppUser exchanges the app user for a session', async () => {
      const answer = await call<LoginData>(base, '/cas/getTokenFromThirdPartyAppUser', { body: { parameters: JSON.stringify(payload) } });
      expect(answer.body.result).toBe(0);
      expect(answer.body.data.userName).toBe('sso');
      const check = await call(base, '/casServer/checkToken', { method: 'POST', token: answer.body.data.token });
      expect(check.body.result).toBe(0);
    });

    it('refuses a wrong secret with result ≠ 0', async () => {
      const answer = await call(base, '/cas/getTokenFromThirdPartyAppUser', {
        body: { parameters: JSON.stringify({ ...payload, appSecret: 'guess' }) },
      });
      expect(answer.body.result).not.toBe(0);
      expect(answer.body.data).toBeNull();
    });

    it('GET /cas/judgehuangshanvideo checks userId against the session, for signed-in callers only', async () => {
      const good = await call(base, '/cas/judgehuangshanvideo', { token: ops, query: { userId: '1002', sessionId: ops } });
      expect(good.body).toMatchObject({ result: 0, data: { valid: true, userId: '1002' } });
      const bad = await call(base, '/cas/judgehuangshanvideo', { token: ops, query: { userId: '1002', sessionId: 'A'.repeat(43) } });
      expect(bad.body.result).not.toBe(0);
      expect(bad.body.data).toEqual({ valid: false });
      expect((await call(base, '/cas/judgehuangshanvideo', { query: { userId: '1002', sessionId: ops } })).status).toBe(401);
    });
  });

  describe('password policy', () => {
    const rule = { tenantId: '1', paramTypeCode: 'param_password_validate' };

    it('getByParamTypeCode answers regex and tip by GET and by POST', async () => {
      const viaGet = await call<{ parmCode: string; parmName: string }[]>(base, '/cloud/management/rest/np/param/getByParamTypeCode', {
        token: ops, query: { parameters: JSON.stringify(rule) },
      });
      expect(viaGet.body.data.map((r) => r.parmCode)).toEqual(['regex', 'tip']);
      expect(viaGet.body.data[1]?.parmName).toMatch(/[\u4e00-\u9fff]/);
      const viaPost = await call(base, '/cloud/management/rest/np/param/getByParamTypeCode', { token: ops, body: { parameters: JSON.stringify(rule) } });
      expect(viaPost.body.data).toEqual(viaGet.body.data);
    });

    it('the expiry check is true only for the expired user', async () => {
      const expired = await tokenFor(base, 'expired', 'Expired@2026');
      expect((await call(base, '/cloud/management/rest/user/checkPasswordExpired', { method: 'POST', token: expired })).body).toMatchObject({ result: 0, data: true });
      expect((await call(base, '/cloud/management/rest/user/checkPasswordExpired', { method: 'POST', token: ops })).body).toMatchObject({ result: 0, data: false });
    });
  });

  describe('menus', () => {
    it('getMenuJson.sa has a two-level tree with one welcome item for every system', async () => {
      for (const system of systems) {
        const answer = await call<{ name: string; children: { uri: string; isWelcomeMenu: boolean; parentId: string }[] }[]>(
          base, '/cloud/management/util/getMenuJson.sa', { token: root, query: { systemCode: system.system, tenantId: '1', userId: '1001' } },
        );
        expect(answer.body.result, system.system).toBe(0);
        const leaves = answer.body.data.flatMap((group) => group.children);
        expect(leaves.length).toBeGreaterThan(3);
        expect(leaves.filter((leaf) => leaf.isWelcomeMenu)).toHaveLength(1);
        for (const leaf of leaves) expect(leaf.uri).toMatch(new RegExp(`^(/${system.system}/|http://VTX_IP)`));
      }
    });

    it('refuses the menu of a system the user does not hold', async () => {
      const answer = await call(base, '/cloud/management/util/getMenuJson.sa', { token: ops, query: { systemCode: 'clgl' } });
      expect(answer.status).toBe(403);
      expect(answer.body.result).toBe(403);
    });

    it('menu search finds leaves across the user\'s systems with namePath and VTX_IP addresses', async () => {
      const answer = await call<{ name: string; uri: string; namePath: string; systemCode: string; systemName: string; openModeCode: string }[]>(
        base, '/cloud/management/rest/menu/searchMenu', { token: root, body: { keyword: ' 视频 ', userId: '1001', tenantId: '1', systemCode: 'spjg' } },
      );
      expect(answer.body.result).toBe(0);
      const hits = answer.body.data;
      expect(hits[0]?.systemCode).toBe('spjg');
      expect(new Set(hits.map((h) => h.systemCode)).size).toBeGreaterThan(1);
      const external = hits.find((h) => h.uri.includes('VTX_IP'));
      expect(external).toMatchObject({ systemName: '视频监管', openModeCode: 'newWindow' });
      expect(hits[0]?.namePath).toMatch(/^视频监管\//);
    });

    it('menu search stays inside the user\'s systems', async () => {
      const answer = await call<{ systemCode: string }[]>(base, '/cloud/management/rest/menu/searchMenu', { token: ops, body: { keyword: '车辆' } });
      expect(answer.body.data.length).toBeGreaterThan(0);
      expect(new Set(answer.body.data.map((h) => h.systemCode))).toEqual(new Set(['ljszy']));
      const empty = await call(base, '/cloud/management/rest/menu/searchMenu', { token: ops, body: { keyword: '   ' } });
      expect(empty.body.data).toEqual([]);
    });
  });

  describe('files, tracking and organisation', () => {
    it('downloadFile sends the seeded file with an RFC 5987 Chinese file name', async () => {
      const url = new URL('/cloudFile/common/downloadFile', base);
      url.searchParams.set('id', 'f1001');
      url.searchParams.set('access_token', ops);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const disposition = response.headers.get('content-disposition') ?? '';
      const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe('收运作业规范（2026版）.txt');
      expect(await response.text()).toContain('垃圾收运作业规范');
    });

    it('visit returns data.id and stay-duration updates it', async () => {
      const visit = await call<{ id: string }>(base, '/cloud/management/rest/track/visit', {
        token: ops, body: { menuId: 'ljszy-g1-carInfo', systemCode: 'ljszy', uri: '/ljszy/carInfo', title: '车辆信息' },
      });
      expect(visit.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
      const stay = await call(base, '/cloud/management/rest/track/stay', { token: ops, body: { id: visit.body.data.id, duration: 4200 } });
      expect(stay.body.result).toBe(0);
      const [row] = await server.app.db.owner((sql) => sql.query<{ stay_ms: number }>('SELECT stay_ms FROM visits WHERE visit_id = $1', [visit.body.data.id]));
      expect(row?.stay_ms).toBe(4200);
    });

    it('loadOrgTreeByPermissionEhr and loadDepartmentEhr answer the tenant\'s departments', async () => {
      const tree = await call<{ name: string; children: { id: string; name: string }[] }[]>(base, '/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr', { token: ops });
      expect(tree.body.data[0]?.name).toBe('示范市环境卫生管理中心');
      const collection = tree.body.data[0]?.children.find((c) => c.name === '收运事业部');
      expect(collection).toBeDefined();
      const list = await call<{ name: string }[]>(base, '/cloud/ehr/sync/dept/loadDepartmentEhr', { token: ops, query: { parentId: collection!.id } });
      expect(list.body.data.map((d) => d.name)).toEqual(['东区收运队', '西区收运队', '餐厨收运队']);
    });
  });

  describe('password change', () => {
    it('changes the password, revokes the sessions and lets the new password in', async () => {
      const first = await tokenFor(base, 'weak', '123456');
      const answer = await call(base, '/cloud/management/rest/user/changePassword', {
        token: first, body: { oldPassword: hashed('123456'), ...(await newPasswordFields(base, 'Weak@2026x')), token: first },
      });
      expect(answer.body).toMatchObject({ result: 0, msg: '修改密码成功，请重新登录' });
      expect((await call(base, '/casServer/checkToken', { method: 'POST', token: first })).status).toBe(401);
      expect((await login(base, 'weak', '123456')).body.result).not.toBe(0);
      const again = await login(base, 'weak', 'Weak@2026x');
      expect(again.body.result).toBe(0);
      const wrongOld = await call(base, '/cloud/management/rest/user/changePassword', {
        token: again.body.data.token, body: { oldPassword: hashed('bad'), ...(await newPasswordFields(base, 'Other@2026')) },
      });
      expect(wrongOld.body).toMatchObject({ result: 1, msg: '原密码错误' });
    });
  });
});
