/**
 * 系统管理 (xtgl) answers every call at its path: the generic calls of its resources, tenant
 * constants (get/update POST, GET too) with their history, parameters through the view of the
 * shell's params (the password rule among them), the multi param list (POST raw JSON), enums by
 * name and the enum dictionary, the menu definition, the operation history over every system's
 * audit trail (with export), the weather (JSONP), the tenant's files as one .zip, the user's
 * photo, WeChat bindings and the mini program's login against the simulated code exchange, and
 * app info governing single sign-on. Income, divisions, regions, the organisation, the HR sync
 * and authorization: xtgl-org.test.ts.
 */
import sharp from 'sharp';
import unzipper from 'unzipper';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, hashed, tokenFor, type Running } from './helpers';
import { LOGIN, MGMT, type Obj, type Page, WECHAT, xtglCalls, xtglSession } from './xtgl-setup';

const xtgl = await loadSystem('xtgl');

describe.each(backends)('xtgl calls (%s)', (backend) => {
  const session = xtglSession(backend);
  const { post, get, rows, refused } = xtglCalls(session);
  let server: Running;
  let root: string;
  let t2: string;
  let ops: string;
  let inspector: string;
  beforeAll(() => ({ server, root, t2, ops, inspector } = session));

  describe('generic calls', () => {
    it.each(xtgl.resources.filter((r) => !r.singleton).map((r) => [r.key, r] as const))('%s: list, detail, export and validation answer at the family paths', async (_key, resource) => {
      const calls = callsOf(resource);
      const list = calls.find((c) => c.kind === 'list')!;
      for (const token of [root, t2]) {
        const answer = await post<Page>(list.path, {}, token);
        expect(answer.body.result, `${list.path}: ${answer.text.slice(0, 200)}`).toBe(0);
        expect(answer.body.data.total, list.path).toBeGreaterThan(0);
      }
      const [first] = await rows(list.path);
      const detail = calls.find((c) => c.kind === 'detail')!;
      expect((await get<Obj>(detail.path, { id: String(first!.id) })).body.data).toMatchObject({ id: first!.id });
      for (const c of calls) {
        if (c.kind === 'export') {
          const file = await post(c.path, {});
          expect(file.status, c.path).toBe(200);
          expect(file.headers.get('content-type'), c.path).toContain('spreadsheetml');
        }
        if (c.kind === 'create' || c.kind === 'update' || c.kind === 'delete') refused(await post(c.path, {}));
      }
    });

    it('the family paths are the spec\'s', () => {
      const paths = xtgl.resources.flatMap((r) => callsOf(r).map((c) => `${c.method} ${c.path}`));
      for (const p of [
        `POST ${WECHAT}/wechatwork/listBandInfo`, `POST ${WECHAT}/appInfo/pageAppInfo`, `POST ${WECHAT}/appInfo/save`, `POST ${WECHAT}/appInfo/update`, `POST ${WECHAT}/appInfo/delete`,
        'POST /envcloud/hw/income/api/v1/incomeDetail/pageList', 'POST /envcloud/hw/income/api/v1/incomeDetail/save', 'POST /envcloud/hw/income/api/v1/incomeDetail/update',
        'POST /envcloud/hw/income/api/v1/incomeDetail/delete', 'POST /cloud/demo/web/student/pageList', 'POST /cloud/demo/web/student/create', 'POST /cloud/demo/web/grade/getList',
        'POST /cloud/wfcs/division/pageList',
      ]) expect(paths).toContain(p);
    });

    it.each(xtgl.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
      const answer = report.method === 'GET' ? await get<unknown>(report.call) : await post<unknown>(report.call, { pageNum: 1, pageSize: 10 });
      expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
      const data = answer.body.data as Obj | Obj[];
      const list = Array.isArray(data) ? data : (data.rows as Obj[] | undefined);
      if (report.key === 'dataRange') expect(data).toMatchObject({ start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      else expect(list?.length, report.key).toBeGreaterThan(0);
    });
  });

  describe('tenant constants', () => {
    const base = `${MGMT}/tenantConstant`;

    it('get answers POST and GET, each tenant its own city', async () => {
      const one = await post<Obj>(`${base}/get`);
      expect(one.body.data).toMatchObject({ cityName: '杭州市', cityCode: '330100', workStart: '05:00', workEnd: '21:30' });
      expect((await get<Obj>(`${base}/get`)).body.data).toEqual(one.body.data);
      expect((await post<Obj>(`${base}/get`, {}, t2)).body.data).toMatchObject({ cityName: '杭州市滨江区', cityCode: '330108' });
    });

    it('update (POST) saves the changed fields and its history names the change', async () => {
      const saved = await post<Obj>(`${base}/update`, { serviceHotline: '0571-96310' });
      expect(saved.body).toMatchObject({ result: 0, msg: '设置已保存' });
      expect(saved.body.data).toMatchObject({ serviceHotline: '0571-96310', cityName: '杭州市' });
      const history = await get<{ action: string; changes: { label: string; old: unknown; new: unknown }[] }[]>(`${base}/history`);
      expect(history.body.data[0]).toMatchObject({ action: 'update', changes: [{ label: '服务热线', old: '0571-12319', new: '0571-96310' }] });
      // The seeded first save is there too, oldest last.
      expect(history.body.data.at(-1)).toMatchObject({ action: 'create' });
    });

    it('refuses values outside the rules, writing nothing', async () => {
      refused(await post(`${base}/update`, { cityCode: '3301' }));
      refused(await post(`${base}/update`, { workStart: '22:00' }));
      refused(await post(`${base}/update`, { logRetentionDays: 10 }));
      refused(await post(`${base}/update`, {}));
      expect((await post<Obj>(`${base}/get`)).body.data).toMatchObject({ cityCode: '330100', workStart: '05:00', logRetentionDays: 365 });
    });
  });

  describe('parameters (the shell\'s params through a view)', () => {
    const base = `${MGMT}/param`;
    const byType = async (code: string, token = root) =>
      (await get<{ parmCode: string; parmName: string }[]>(`${MGMT}/np/param/getByParamTypeCode`, { parameters: JSON.stringify({ paramTypeCode: code }) }, token)).body.data;

    it('lists the password rule beside the seeded types, by tenant', async () => {
      const list = await rows<{ paramTypeCode: string; parmCode: string; paramTypeName: string }>(`${base}/pageList`);
      expect(list.filter((r) => r.paramTypeCode === 'param_password_validate').map((r) => r.parmCode).sort()).toEqual(['regex', 'tip']);
      expect(list.find((r) => r.paramTypeCode === 'param_password_validate')?.paramTypeName).toBe('密码校验规则');
      expect(list.some((r) => r.paramTypeCode === 'alarm_threshold')).toBe(true);
      const two = await rows<{ paramTypeCode: string }>(`${base}/pageList`, {}, t2);
      expect(two.some((r) => r.paramTypeCode === 'alarm_threshold')).toBe(false);
      expect(two.some((r) => r.paramTypeCode === 'param_password_validate')).toBe(true);
    });

    it('creates, changes and deletes a parameter the shell\'s getByParamTypeCode reads', async () => {
      const created = await post<Obj>(`${base}/save`, { paramTypeCode: 'notice_duty', paramTypeName: '值班联系人', parmCode: 'phone', parmName: '13800000000', sort: 1 });
      expect(created.body.result, created.text).toBe(0);
      expect(await byType('notice_duty')).toEqual([{ paramTypeCode: 'notice_duty', parmCode: 'phone', parmName: '13800000000' }]);
      // The same code twice in one type is refused; in another type it is free.
      refused(await post(`${base}/save`, { paramTypeCode: 'notice_duty', paramTypeName: '值班联系人', parmCode: 'phone', parmName: 'x', sort: 2 }));
      expect((await post(`${base}/save`, { paramTypeCode: 'notice_backup', paramTypeName: '备班联系人', parmCode: 'phone', parmName: '13900000000', sort: 1 })).body.result).toBe(0);
      expect((await post(`${base}/update`, { id: created.body.data.id, parmName: '13811112222' })).body.result).toBe(0);
      expect((await byType('notice_duty'))[0]?.parmName).toBe('13811112222');
      expect(await byType('notice_duty', t2)).toEqual([]);
      expect((await post(`${base}/delete`, { id: created.body.data.id })).body.result).toBe(0);
      expect(await byType('notice_duty')).toEqual([]);
      refused(await post(`${base}/save`, { paramTypeCode: 'Bad Code', paramTypeName: '坏', parmCode: 'x', parmName: 'x', sort: 0 }));
    });

    it('the multi param list takes a raw JSON array or an object and answers by type', async () => {
      const path = `${MGMT}/np/param/getMultiParamList`;
      const both = await post<Record<string, { parmCode: string }[]>>(path, ['work_shift', 'param_password_validate', 'missing_type']);
      expect(both.body.result).toBe(0);
      expect(both.body.data.work_shift!.map((p) => p.parmCode)).toEqual(['early', 'day', 'night']);
      expect(both.body.data.param_password_validate!.map((p) => p.parmCode).sort()).toEqual(['regex', 'tip']);
      expect(both.body.data.missing_type).toEqual([]);
      expect((await post<Record<string, unknown[]>>(path, { paramTypeCodes: ['work_shift'] }, ops)).body.data.work_shift).toHaveLength(3);
      refused(await post(path, []));
      refused(await post(path, { paramTypeCodes: [1, 2] }));
      refused(await post(path, Array.from({ length: 51 }, (_, i) => `t${i}x`)));
    });
  });

  describe('enums', () => {
    it('enum by name answers a code enum of any system, else the tenant\'s parameter type', async () => {
      const car = await get<{ value: string; label: string }[]>(`${MGMT}/enum/getByName`, { enumName: 'carType' }, ops);
      expect(car.body.data.map((o) => o.value)).toContain('compactor');
      expect((await post<{ value: string }[]>(`${MGMT}/enum/getByName`, { enumName: 'wechatBindType' })).body.data.map((o) => o.value)).toEqual(['work', 'mp']);
      expect((await get<{ value: string }[]>(`${MGMT}/enum/getByName`, { enumName: 'work_shift' })).body.data.map((o) => o.value)).toEqual(['early', 'day', 'night']);
      refused(await get(`${MGMT}/enum/getByName`, { enumName: 'noSuchEnum' }), 404);
      refused(await get(`${MGMT}/enum/getByName`));
    });

    it('the dictionary lists code enums read-only and tenant parameters, filtered', async () => {
      const path = `${MGMT}/enum/dictionary`;
      const platform = await post<Page<{ systemCode: string; source: string }>>(path, { systemCode: 'platform', pageSize: 500 });
      expect(platform.body.data.total).toBeGreaterThan(10);
      expect(platform.body.data.rows.every((r) => r.systemCode === 'platform' && r.source === 'code')).toBe(true);
      const tenant = await post<Page<{ enumCode: string; sourceLabel: string }>>(path, { source: 'tenant', pageSize: 500 });
      expect(tenant.body.data.rows.map((r) => r.enumCode)).toContain('param_password_validate');
      expect(tenant.body.data.rows[0]?.sourceLabel).toBe('租户参数（可维护）');
      const word = await post<Page<{ label: string }>>(path, { keyword: '压缩式' });
      expect(word.body.data.rows.map((r) => r.label)).toContain('压缩式垃圾车');
      refused(await post(path, { systemCode: 'nope' }));
      refused(await post(path, { keyword: 'x'.repeat(51) }));
    });
  });

  describe('menu definition', () => {
    it('the tree has every system, its groups and leaves; the list narrows to the picked node', async () => {
      const tree = await get<{ id: string; label: string; count: number; children: { id: string; groupId: string; children: { menuId: string }[] }[] }[]>(`${MGMT}/menu/getMenuTree`);
      expect(tree.body.data).toHaveLength(29);
      const own = tree.body.data.find((s) => s.id === 'xtgl')!;
      expect(own.label).toBe('系统管理');
      const group = own.children.find((g) => g.children.some((l) => l.menuId.endsWith('-operationHistory')))!;
      const list = await post<Page<{ groupId: string; name: string; uri: string; pageKind: string; openMode: string }>>(`${MGMT}/menu/definition`, { groupId: group.groupId, pageSize: 50 });
      expect(list.body.data.rows.every((r) => r.groupId === group.groupId)).toBe(true);
      expect(list.body.data.rows.find((r) => r.uri === '/xtgl/operationHistory')).toMatchObject({ name: '操作日志', pageKind: 'report', openMode: 'tab' });
      const settings = await post<Page<{ uri: string }>>(`${MGMT}/menu/definition`, { systemCode: 'xtgl', pageKind: 'settings' });
      expect(settings.body.data.rows.map((r) => r.uri).sort()).toEqual(['/xtgl/mapSettings', '/xtgl/tenantConstant']);
      const menus = await server.app.db.owner((sql) => sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM menus WHERE tenant_id = '1' AND uri IS NOT NULL`));
      expect((await post<Page>(`${MGMT}/menu/definition`, {})).body.data.total).toBe(menus[0]!.n);
    });
  });

  describe('operation history', () => {
    const path = `${MGMT}/operationHistory/page`;

    it('lists every system\'s changes with who, when, system, function, action and what changed', async () => {
      await post(`${MGMT}/tenantConstant/update`, { orgName: '示范市环境卫生管理中心（试运行）' });
      const [latest] = await rows<Obj>(path, { systemCode: 'xtgl' });
      expect(latest).toMatchObject({ userName: '系统管理员', systemName: '系统管理', resourceName: '租户常量', actionLabel: '修改' });
      expect(latest!.detail).toContain('运营单位全称：示范市环境卫生管理中心 → 示范市环境卫生管理中心（试运行）');
      await post('/cloud/kcglnew/web/storehouse/create', { code: 'CK-77', name: '日志测试仓库', keeper: '王五', status: 'enabled' });
      const [kcgl] = await rows<Obj>(path, { systemCode: 'kcgl', action: 'create' });
      expect(kcgl).toMatchObject({ systemName: '仓库管理', resourceName: '仓库', actionLabel: '新增' });
      expect(kcgl!.detail).toContain('仓库名称：日志测试仓库');
      const seeded = await rows<{ actionLabel: string }>(path, { systemCode: 'xtgl', action: 'action' });
      expect(seeded.map((r) => r.actionLabel)).toContain('确认入账');
      expect((await rows<Obj>(path, { operator: '不存在的人' })).length).toBe(0);
      expect((await rows<{ userName: string }>(path, { operator: '系统管理' })).every((r) => r.userName === '系统管理员')).toBe(true);
      expect((await rows<Obj>(path, { keyword: '日志测试仓库' })).length).toBeGreaterThan(0);
    });

    it('filters by date, refuses bad filters and keeps tenants apart', async () => {
      const all = (await post<Page>(path, {})).body.data.total;
      const old = (await post<Page>(path, { atStart: '2020-01-01', atEnd: '2026-11-20' })).body.data.total;
      expect(old).toBeGreaterThan(0);
      expect(old).toBeLessThan(all);
      refused(await post(path, { action: 'explode' }));
      refused(await post(path, { atStart: '2026-11-20', atEnd: '2026-11-01' }));
      refused(await post(path, { atStart: '2026-02-30' }));
      const two = await rows<{ detail: string }>(path, {}, t2);
      expect(two.length).toBeGreaterThan(0);
      expect(two.some((r) => r.detail.includes('日志测试仓库') || r.detail.includes('试运行'))).toBe(false);
    });

    it('exports the filtered entries as .xlsx', async () => {
      const file = await post(`${MGMT}/operationHistory/export`, { systemCode: 'xtgl' });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
      expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain('操作日志');
    });
  });

  describe('weather', () => {
    const path = `${MGMT}/weather/getWeatherInfo`;

    it('answers JSONP with a callback and JSON without, the same for the same city and day', async () => {
      const json = await get<Obj>(path, { date: '2026-11-20' }, ops);
      expect(json.body.data).toMatchObject({ date: '2026-11-20', cityName: '杭州市', cityCode: '330100', weather: expect.any(String) });
      const { tempHigh, tempLow, sunrise, sunset } = json.body.data as { tempHigh: number; tempLow: number; sunrise: string; sunset: string };
      expect(tempHigh).toBeGreaterThan(tempLow);
      expect(tempHigh).toBeLessThan(30);
      expect(sunrise).toMatch(/^06:[2-5]\d$/);
      expect(sunset).toMatch(/^1[67]:\d\d$/);
      expect((await get<Obj>(path, { date: '2026-11-20' })).body.data).toEqual(json.body.data);
      expect((await get<Obj>(path, { date: '2026-11-20' }, t2)).body.data).toMatchObject({ cityCode: '330108' });
      const script = await get(path, { date: '2026-11-20', callback: 'jsonp_cb1' });
      expect(script.headers.get('content-type')).toContain('application/javascript');
      expect(script.text).toContain(`jsonp_cb1(${JSON.stringify(json.body)})`);
      refused(await get(path, { callback: 'alert(1)' }));
      refused(await get(path, { date: '2026-02-30' }));
    });

    it('the board\'s forecast is seven days from the day asked', async () => {
      const days = await post<{ date: string; tempHigh: number }[]>(`${MGMT}/weather/forecast`, { endDate: '2026-11-20' });
      expect(days.body.data.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    });
  });

  describe('files', () => {
    const list = `${MGMT}/file/pageList`;
    const zipOf = async (ids: unknown, token = root) => {
      const response = await fetch(new URL(`${MGMT}/file/batchDownload`, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ ids }) });
      return { response, buffer: Buffer.from(await response.arrayBuffer()) };
    };

    it('lists the tenant\'s stored files, by name and type', async () => {
      const files = await rows<{ id: number; fileName: string; fileType: string; uploaderName: string; sizeKb: number }>(list);
      expect(files.map((f) => f.fileName)).toEqual(expect.arrayContaining(['收运作业规范（2026版）.txt', '2026年10月收运月报.xlsx', '环卫作业安全管理制度.pdf']));
      expect(files.find((f) => f.fileName === '环卫作业安全管理制度.pdf')).toMatchObject({ fileType: 'pdf', uploaderName: '系统管理员' });
      expect((await rows<Obj>(list, { fileType: 'image' })).length).toBeGreaterThanOrEqual(2);
      expect((await rows<{ fileName: string }>(list, {}, t2)).some((f) => f.fileName.includes('2026版'))).toBe(false);
    });

    it('zips the picked files, and only the tenant\'s', async () => {
      const files = await rows<{ id: number; fileName: string; fileId: string }>(list);
      const picked = files.filter((f) => /\.(pdf|xlsx)$/.test(f.fileName)).slice(0, 2);
      const { response, buffer } = await zipOf(picked.map((f) => f.id).join(','));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/文件打包_\d{12}\.zip/);
      const zip = await unzipper.Open.buffer(buffer);
      expect(zip.files.map((f) => f.path).sort()).toEqual(picked.map((f) => f.fileName).sort());
      const [stored] = await server.app.db.owner((sql) => sql.query<{ content: Uint8Array }>('SELECT content FROM files WHERE id = $1', [picked[0]!.id]));
      const entry = zip.files.find((f) => f.path === picked[0]!.fileName)!;
      expect(Buffer.compare(await entry.buffer(), Buffer.from(stored!.content))).toBe(0);
      const theirs = await rows<{ id: number }>(list, {}, t2);
      const mixed = await zipOf([picked[0]!.id, theirs[0]!.id]);
      expect(mixed.response.status).toBe(404);
      expect((await zipOf('')).response.status).toBe(400);
      expect((await zipOf(Array.from({ length: 201 }, (_, i) => i + 1))).response.status).toBe(400);
      expect((await zipOf([picked[0]!.id], ops)).response.status).toBe(403);
    });
  });

  describe('photo change', () => {
    it('stores an image as the user\'s photo, which the shell\'s user info names', async () => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const response = await fetch(new URL(`${MGMT}/user/changePhoto`, server.base), { method: 'POST', headers: { authorization: `Bearer ${inspector}` }, body: form });
      const answer = (await response.json()) as { result: number; msg: string; data: { photoId: string; photoUrl: string } };
      expect(answer).toMatchObject({ result: 0, msg: '头像已更新' });
      const user = await post<{ photoId: string }>('/casServer/user', {}, inspector);
      expect(user.body.data.photoId).toBe(answer.data.photoId);
      const info = await get<{ photoUrl: string }>('/cloud/management/util/logininfo.sa', {}, inspector);
      expect(info.body.data.photoUrl).toBe(answer.data.photoUrl);
      const image = await fetch(new URL(`${answer.data.photoUrl}&access_token=${inspector}`, server.base));
      expect(image.headers.get('content-type')).toBe('image/png');
      const text = new FormData();
      text.append('file', new Blob([new TextEncoder().encode('not an image')], { type: 'image/png' }), 'fake.png');
      const bad = await fetch(new URL(`${MGMT}/user/changePhoto`, server.base), { method: 'POST', headers: { authorization: `Bearer ${inspector}` }, body: text });
      expect(bad.status).toBe(400);
      expect((await post<{ photoId: string }>('/casServer/user', {}, inspector)).body.data.photoId).toBe(answer.data.photoId);
    });
  });

  describe('WeChat binding (simulated code exchange)', () => {
    const code = async (bindType: 'work' | 'mp', token = root) => (await post<{ code: string }>(`${WECHAT}/simulator/code`, { bindType }, token)).body.data.code;

    it('binds, reports and unbinds the signed-in user\'s WeChat work account', async () => {
      const manager = await tokenFor(server.base, 'manager', 'Manager@2026');
      expect((await post<{ work: Obj | null }>(`${WECHAT}/wechatwork/getBindInfo`, {}, manager)).body.data.work).toMatchObject({ account: 'manager', bindType: 'work' });
      refused(await post(`${WECHAT}/wechatwork/unbind`, {}, manager));
      expect((await post(`${WECHAT}/wechatwork/unbind`, { bindType: 'work' }, manager)).body.result).toBe(0);
      expect((await post<{ work: Obj | null }>(`${WECHAT}/wechatwork/getBindInfo`, {}, manager)).body.data.work).toBeNull();
      const first = await code('work', manager);
      const bound = await post<Obj>(`${WECHAT}/wechatwork/bind`, { code: first }, manager);
      expect(bound.body).toMatchObject({ result: 0, msg: '企业微信绑定成功', data: { account: 'manager', bindType: 'work', bindChannel: 'oauth' } });
      // A code is good once; a second binding of the same type is refused until unbound.
      refused(await post(`${WECHAT}/wechatwork/bind`, { code: first }, manager));
      refused(await post(`${WECHAT}/wechatwork/bind`, { code: await code('work', manager) }, manager));
      refused(await post(`${WECHAT}/wechatwork/bind`, { code: await code('mp', manager) }, manager));
      refused(await post(`${WECHAT}/wechatwork/bind`, { code: 'f'.repeat(32) }, manager));
      refused(await post(`${WECHAT}/simulator/code`, { bindType: 'qq' }, manager));
      const listed = await rows<{ account: string; bindType: string }>(`${WECHAT}/wechatwork/listBandInfo`, { account: 'manager' });
      expect(listed).toEqual([expect.objectContaining({ account: 'manager', bindType: 'work' })]);
    });

    it('an administrator unbinds any record; a user without 系统管理 only their own', async () => {
      const [row] = await rows<{ id: number; account: string }>(`${WECHAT}/wechatwork/listBandInfo`, { account: 'dispatcher' });
      refused(await post(`${WECHAT}/wechatwork/unbind`, { id: row!.id }, ops), 403);
      expect((await post(`${WECHAT}/wechatwork/unbind`, { id: row!.id })).body).toMatchObject({ result: 0, msg: '已解除企业微信绑定' });
      refused(await post(`${WECHAT}/wechatwork/unbind`, { id: row!.id }), 404);
      const [entry] = await rows<{ actionLabel: string; resourceName: string }>(`${MGMT}/operationHistory/page`, { systemCode: 'xtgl', action: 'action' });
      expect(entry).toMatchObject({ actionLabel: '解除绑定', resourceName: '微信绑定' });
      // Tenant 2 sees only its own bindings.
      expect((await rows<{ account: string }>(`${WECHAT}/wechatwork/listBandInfo`, {}, t2)).map((r) => r.account)).toEqual(['t2admin']);
    });

    it('the mini program signs a bound user in by code; an unbound one binds with the account first', async () => {
      const ask = async (body: Obj) => call<Obj>(server.base, `${LOGIN}/checkUserByCode`, { body });
      // ops has no binding: the code's identity is not bound yet.
      const unbound = await ask({ tenantId: '1', code: await code('mp', ops) });
      expect(unbound.body).toMatchObject({ result: 1, data: { bound: false } });
      const band = await call<{ token: string; userId: string }>(server.base, `${LOGIN}/bandUserByCode`, {
        body: { tenantId: '1', code: await code('mp', ops), username: 'ops', password: hashed('Ops@2026!') },
      });
      expect(band.body).toMatchObject({ result: 0, data: { userId: '1002' } });
      expect(band.headers.get('access-token')).toContain(band.body.data.token);
      const signed = await ask({ tenantId: '1', code: await code('mp', ops) });
      expect(signed.body).toMatchObject({ result: 0, msg: '微信登录成功', data: { userId: '1002', userName: 'ops' } });
      const token = (signed.body.data as { token: string }).token;
      expect((await get<Obj>(`${LOGIN}/getBandInfoByUserId`, { userId: '1002' }, token)).body.data).toMatchObject({ bound: true, bindType: 'mp', bindChannel: 'miniLogin' });
      refused(await get(`${LOGIN}/getBandInfoByUserId`, { userId: '1001' }, token), 403);
      // A code of tenant 1 means nothing to tenant 2; a wrong password binds nothing.
      refused(await ask({ tenantId: '2', code: await code('mp', ops) }));
      const wrong = await call(server.base, `${LOGIN}/bandUserByCode`, { body: { tenantId: '1', code: await code('mp', root), username: 'root', password: hashed('nope') } });
      expect(wrong.body.result).not.toBe(0);
      expect((await post<{ mp: Obj | null }>(`${WECHAT}/wechatwork/getBindInfo`)).body.data.mp).toBeNull();
      refused(await post(`${LOGIN}/unBandUser`, {}, token));
      expect((await post(`${LOGIN}/unBandUser`, { userId: '1002' }, token)).body.result).toBe(0);
      expect((await ask({ tenantId: '1', code: await code('mp', ops) })).body).toMatchObject({ result: 1, data: { bound: false } });
      refused(await ask({ tenantId: '1', code: 'short' }));
      refused(await ask({ code: await code('mp', ops) }));
    });
  });

  describe('app info and single sign-on', () => {
    const sso = () => call(server.base, '/cas/getTokenFromThirdPartyAppUser', {
      body: { parameters: JSON.stringify({ tenantId: '1', appId: 'demo-app', appSecret: 'DemoAppSecret-2026', userId: 'ext-1006' }) },
    });

    it('pageAppInfo lists the tenant\'s applications; a disabled one signs nobody in', async () => {
      const apps = await rows<{ id: number; appId: string; status: string }>(`${WECHAT}/appInfo/pageAppInfo`);
      expect(apps.map((a) => a.appId)).toEqual(['demo-app', 'gov-data-hub', 'hw-mobile']);
      expect((await rows<{ appId: string }>(`${WECHAT}/appInfo/pageAppInfo`, {}, t2)).map((a) => a.appId)).toEqual(['bj-portal']);
      expect((await sso()).body.result).toBe(0);
      const demo = apps.find((a) => a.appId === 'demo-app')!;
      expect((await post(`${WECHAT}/appInfo/update`, { id: demo.id, status: 'disabled' })).body.result).toBe(0);
      expect((await sso()).body).toMatchObject({ result: 1, data: null });
      expect((await post(`${WECHAT}/appInfo/update`, { id: demo.id, status: 'enabled' })).body.result).toBe(0);
      expect((await sso()).body.result).toBe(0);
      const saved = await post<Obj>(`${WECHAT}/appInfo/save`, { appId: 'new-app', appName: '新应用', appType: 'data', vendor: '测试单位', contact: '张三', contactPhone: '13800001111', status: 'enabled' });
      expect(saved.body.result, saved.text).toBe(0);
      refused(await post(`${WECHAT}/appInfo/save`, { appId: 'New App', appName: '坏应用', appType: 'data', vendor: '测试单位', contact: '张三', contactPhone: '13800001111', status: 'enabled' }));
      refused(await post(`${WECHAT}/appInfo/save`, { appId: 'demo-app', appName: '重复', appType: 'data', vendor: '测试单位', contact: '张三', contactPhone: '13800001111', status: 'enabled' }));
      expect((await post(`${WECHAT}/appInfo/delete`, { id: saved.body.data.id })).body.result).toBe(0);
    });
  });
});
