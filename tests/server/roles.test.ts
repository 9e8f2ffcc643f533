/**
 * Roles and function permissions (docs/decisions/0330): the seeded roles make the demo users'
 * differences real on the server — menus, calls and refusals (403, nothing written); a role
 * edited in 角色管理 takes effect at once; the data scope limits lists, exports and details;
 * a disabled user cannot sign in and their sessions end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, login, startServer, tablesFingerprint, tokenFor, type Running } from './helpers';

type Page<T = Record<string, unknown>> = { rows: T[]; total: number };
interface MenuGroup { name: string; children: { name: string; uri: string }[] }
interface RoleRow { id: number; name: string; dataScope: string; userCount: number; systems: { code: string; all: boolean; count: number }[] }

const M = '/cloud/management/rest';
const FORBIDDEN = '当前用户无权执行该操作';

describe.each(backends)('roles and function permissions (%s)', (backend) => {
  let server: Running;
  let root: string;
  let weigher: string;
  let viewer: string;
  let scheduler: string;
  const post = <T = unknown>(path: string, token: string, body: unknown = {}) => call<T>(server.base, path, { token, body });
  const get = <T = unknown>(path: string, token: string, query: Record<string, string> = {}) => call<T>(server.base, path, { token, query });
  const leaves = async (token: string, systemCode: string) =>
    (await get<MenuGroup[]>('/cloud/management/util/getMenuJson.sa', token, { systemCode })).body.data.flatMap((g) => g.children.map((c) => c.name));
  const roleId = async (name: string) => (await post<Page<RoleRow>>(`${M}/role/pageList`, root, { name })).body.data.rows.find((r) => r.name === name)!.id;
  /** The roles, their grants and holders, hashed. */
  const accessTables = () =>
    server.app.db.owner(async (sql) =>
      JSON.stringify(await Promise.all(['roles', 'role_systems', 'role_functions', 'user_roles'].map((t) => sql.query(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${t} x`)))));
  const refused = (answer: { status: number; body: { result: number; msg: string } }, msg = FORBIDDEN) => {
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ result: 403, msg });
  };

  beforeAll(async () => {
    // No cached grants: a role's change shows on the next call.
    server = await startServer(backend, { settings: { sessionCacheMs: 0 } });
    [root, weigher, viewer, scheduler] = await Promise.all([
      tokenFor(server.base, 'root', 'Root@2026'), tokenFor(server.base, 'weigher', 'Weigher@2026'),
      tokenFor(server.base, 'viewer', 'Viewer@2026'), tokenFor(server.base, 'scheduler', 'Schedule@2026'),
    ]);
  });
  afterAll(() => server?.stop());

  it('seeds the four roles in each tenant, each with its demo user in tenant 1', async () => {
    const roles = (await post<Page<RoleRow>>(`${M}/role/pageList`, root, { pageSize: 50 })).body.data.rows;
    expect(roles.map((r) => r.name)).toEqual(expect.arrayContaining(['系统管理员', '调度员', '过磅员', '只读经理']));
    expect(roles.find((r) => r.name === '过磅员')).toMatchObject({ dataScope: 'dept', userCount: 1, systems: [{ code: 'ljszy', all: false, count: 4 }] });
    expect(roles.find((r) => r.name === '系统管理员')!.systems.every((s) => s.all)).toBe(true);
    const t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    // t2admin holds 系统管理 directly: every function of it, its tenant's roles only.
    const t2Roles = (await post<Page<RoleRow>>(`${M}/role/pageList`, t2, { pageSize: 50 })).body.data;
    expect(t2Roles.rows.map((r) => r.name).sort()).toEqual(['只读经理', '系统管理员', '调度员', '过磅员'].sort());
    expect(t2Roles.rows.every((r) => r.userCount === 0)).toBe(true);
    // The dispatcher acts on cases as 问题上报's command centre.
    const members = await server.app.db.tenant('1', (sql) => sql.query<{ role: string }>(`SELECT role FROM wtsb_member WHERE account = 'scheduler'`));
    expect(members).toEqual([{ role: 'commandCenter' }]);
  });

  it('the weighbridge clerk sees 车辆称重 only, may weigh and correct, and is refused delete, void and export', async () => {
    const login = await call<{ systemList: string[] }>(server.base, '/casServer/user', { token: weigher, method: 'POST' });
    expect(login.body.data.systemList).toEqual(['ljszy||垃圾收运']);
    expect(await leaves(weigher, 'ljszy')).toEqual(['工作台', '车辆称重']);
    const list = await post<Page<{ id: number; companyId: number; carId: number }>>('/cloud/ljszy/carWeightOperate/pageList', weigher);
    expect(list.body.data.total).toBeGreaterThan(100);
    const car = list.body.data.rows[0]!;
    const weigh = { billNo: 'BD-ROLE-1', carId: car.carId, companyId: car.companyId, garbageType: 'other', station: 'east', weighTime: '2026-11-20 10:00:00', grossWeight: 12000, tareWeight: 9000 };
    const saved = await post<{ id: number }>('/cloud/ljszy/carWeightOperate/save', weigher, weigh);
    expect(saved.body).toMatchObject({ result: 0, msg: '保存成功' });
    const edited = await post('/cloud/ljszy/carWeightOperate/update', weigher, { ...weigh, id: saved.body.data.id, grossWeight: 12500 });
    expect(edited.body.result).toBe(0);
    // A select's labels are open to every user of the system; another page's records are not.
    expect((await get('/cloud/ljszy/carInfo/getSimpleList', weigher)).body.result).toBe(0);
    refused(await post('/cloud/ljszy/carInfo/pageList', weigher));

    const before = await tablesFingerprint(server);
    refused(await post('/cloud/ljszy/carWeightOperate/delete', weigher, { ids: String(saved.body.data.id) }));
    refused(await post('/cloud/ljszy/carWeightOperate/deletePreview', weigher, { ids: String(saved.body.data.id) }));
    refused(await post('/cloud/ljszy/carWeightOperate/void', weigher, { id: saved.body.data.id, voidReason: '误操作' }));
    refused(await post('/cloud/ljszy/carWeightOperate/export', weigher));
    refused(await post('/cloud/ljszy/carInfo/save', weigher, { carNo: '浙A·99999' }));
    refused(await post('/cloud/kcglnew/web/storehouse/create', weigher, { code: 'CK-99' }), '当前用户无权访问该系统');
    expect(await tablesFingerprint(server)).toBe(before);
  });

  it('tells the web what a user may do, and whether they hold given functions', async () => {
    const mine = await get<{ all: boolean; functions: string[]; dataScope: string }>(`${M}/function/getFunctionsByUserIdAndSystem`, weigher, { systemCode: 'ljszy' });
    expect(mine.body.data).toEqual({ systemCode: 'ljszy', all: false, dataScope: 'dept', functions: ['carWeightOperate:create', 'carWeightOperate:edit', 'view:carWeightOperate', 'view:welcome'] });
    const has = await get<{ all: boolean; functions: Record<string, boolean> }>(`${M}/function/hasFunctions`, weigher, { systemCode: 'ljszy', functionCodes: 'carWeightOperate:create,carWeightOperate:delete' });
    expect(has.body.data).toMatchObject({ all: false, functions: { 'carWeightOperate:create': true, 'carWeightOperate:delete': false } });
    const rootHas = await get<{ all: boolean }>(`${M}/function/getFunctionsByUserIdAndSystem`, root, { systemCode: 'kcgl' });
    expect(rootHas.body.data).toMatchObject({ all: true, dataScope: 'all' });
    // Only about oneself: a userId naming someone else is refused.
    expect((await get(`${M}/function/getFunctionsByUserIdAndSystem`, weigher, { systemCode: 'ljszy', userId: '1001' })).status).toBe(403);
    expect((await get(`${M}/function/hasFunctions`, weigher, { systemCode: 'ljszy' })).status).toBe(400);
  });

  it('the read-only manager opens every page of six systems and exports, and changes nothing', async () => {
    const login = await call<{ systemList: string[] }>(server.base, '/casServer/user', { token: viewer, method: 'POST' });
    expect(login.body.data.systemList.map((s) => s.split('||')[0])).toEqual(['ljszy', 'ljsy', 'clgl', 'clyx', 'jxbj', 'wtsb']);
    const rootLeaves = await leaves(root, 'ljszy');
    expect(await leaves(viewer, 'ljszy')).toEqual(rootLeaves);
    expect((await post('/cloud/ljszy/carWeightOperate/pageList', viewer)).body.result).toBe(0);
    const exported = await post('/cloud/ljszy/carWeightOperate/export', viewer, { weighTimeStart: '2026-11-20', weighTimeEnd: '2026-11-20' });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('spreadsheet');
    const before = await tablesFingerprint(server);
    refused(await post('/cloud/ljszy/carInfo/save', viewer, { carNo: '浙A·88888' }));
    refused(await post('/cloud/ljszy/carWeightOperate/delete', viewer, { ids: '1' }));
    refused(await post('/cloud/wtsb/problem/sign', viewer, { id: 1 }));
    expect(await tablesFingerprint(server)).toBe(before);
  });

  it('a role edited in 角色管理 changes what its holders may do at once', async () => {
    const id = await roleId('过磅员');
    const role = (await get<{ functions: Record<string, string[]>; name: string; description: string; dataScope: string }>(`${M}/role/getById`, root, { id: String(id) })).body.data;
    const more = { ...role, id, functions: { ljszy: [...role.functions.ljszy!, 'view:carWeightConfig', 'carWeightOperate:export'] } };
    expect((await post(`${M}/role/update`, root, more)).body).toMatchObject({ result: 0, msg: '保存成功' });
    expect(await leaves(weigher, 'ljszy')).toEqual(['工作台', '车辆称重', '称重配置']);
    expect((await post('/cloud/ljszy/carWeightOperate/export', weigher)).status).toBe(200);
    expect((await post(`${M}/role/update`, root, { ...role, id })).body.result).toBe(0);
    expect(await leaves(weigher, 'ljszy')).toEqual(['工作台', '车辆称重']);
    refused(await post('/cloud/ljszy/carWeightOperate/export', weigher));
  });

  it('creates a role, assigns it in 角色人员 (the union of roles applies) and deletes it', async () => {
    const saved = await post<{ id: number }>(`${M}/role/save`, root, { name: '仓库查询', description: '仓库只读', dataScope: 'all', functions: { kcgl: ['view:storehouse'] } });
    expect(saved.body.result).toBe(0);
    const id = saved.body.data.id;
    expect((await post(`${M}/roleStaff/add`, root, { roleId: id, userIds: '1203' })).body).toMatchObject({ result: 0, msg: '已添加 1 名人员' });
    const staff = await post<Page<{ username: string }>>(`${M}/roleStaff/pageList`, root, { roleId: id });
    expect(staff.body.data.rows.map((r) => r.username)).toEqual(['weigher']);
    const systems = (await call<{ systemList: string[] }>(server.base, '/casServer/user', { token: weigher, method: 'POST' })).body.data.systemList;
    expect(systems).toEqual(['ljszy||垃圾收运', 'kcgl||仓库管理']);
    expect((await post('/cloud/kcglnew/web/storehouse/pageList', weigher)).body.result).toBe(0);
    refused(await post('/cloud/kcglnew/web/storehouse/create', weigher, { code: 'CK-98' }));
    expect((await post(`${M}/roleStaff/remove`, root, { roleId: id, userIds: '1203' })).body.result).toBe(0);
    refused(await post('/cloud/kcglnew/web/storehouse/pageList', weigher), '当前用户无权访问该系统');
    expect((await post(`${M}/role/delete`, root, { ids: String(id) })).body.result).toBe(0);
    expect((await get(`${M}/role/getById`, root, { id: String(id) })).status).toBe(404);
  });

  it.each([
    [{ name: '', functions: {} }, '请输入角色名称'],
    [{ name: '过磅员', functions: {} }, '角色名称“过磅员”已存在'],
    [{ name: '新角色', dataScope: 'city', functions: {} }, '数据范围须为'],
    [{ name: '新角色', functions: { nosuch: ['view:x'] } }, '系统“nosuch”不存在'],
    [{ name: '新角色', functions: { ljszy: ['view:nosuch'] } }, '系统“ljszy”没有功能“view:nosuch”'],
    [{ name: '新角色', functions: { ljszy: 'view:welcome' } }, '功能须按系统列出'],
    [{ name: 'x'.repeat(31), functions: {} }, '角色名称不能超过 30 个字符'],
  ])('refuses a role %j with a Chinese message and writes nothing', async (body, message) => {
    const before = await accessTables();
    const answer = await post(`${M}/role/save`, root, body);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(message);
    expect(await accessTables()).toBe(before);
  });

  it('management calls need 系统管理 functions: the clerk is refused them, 系统管理员 may make them', async () => {
    refused(await post(`${M}/role/pageList`, weigher), '当前用户无权访问该系统');
    refused(await post(`${M}/user/disable`, weigher, { ids: '1204' }), '当前用户无权访问该系统');
    const admin = await tokenFor(server.base, 'sysadmin', 'Sysadmin@2026');
    const users = await post<Page<{ username: string; roles: { name: string }[]; disabled: boolean }>>(`${M}/user/pageList`, admin, { keyword: 'weigher' });
    expect(users.body.data.rows).toEqual([expect.objectContaining({ username: 'weigher', disabled: false, roles: [expect.objectContaining({ name: '过磅员' })] })]);
    // root takes no roles and cannot be disabled or deleted; no one disables themselves.
    refused(await post(`${M}/user/disable`, admin, { ids: '1001' }), 'root 用户不能被停用、删除或修改角色');
    refused(await post(`${M}/user/delete`, admin, { ids: '1201' }), '不能停用或删除当前登录的用户');
  });

  it('a disabled user cannot sign in and their sessions end; enabled again they can', async () => {
    const token = await tokenFor(server.base, 'viewer', 'Viewer@2026');
    expect((await post(`${M}/user/disable`, root, { ids: '1204' })).body).toMatchObject({ result: 0, msg: '已停用 1 个用户，其登录已失效' });
    expect((await post('/cloud/ljszy/carWeightOperate/pageList', token)).status).toBe(401);
    const again = await login(server.base, 'viewer', 'Viewer@2026');
    expect(again.body).toMatchObject({ result: 1, msg: '该账号已停用，请联系管理员' });
    const listed = await post<Page<{ status: string }>>(`${M}/user/pageList`, root, { status: 'disabled' });
    expect(listed.body.data.rows).toEqual([expect.objectContaining({ username: 'viewer', status: 'disabled' })]);
    expect((await post(`${M}/user/enable`, root, { ids: '1204' })).body.result).toBe(0);
    viewer = await tokenFor(server.base, 'viewer', 'Viewer@2026');
  });

  describe('data scope', () => {
    type Staff = { id: number; name: string; deptId: number; deptIdLabel: string };
    const deptIds = async (codes: string[]) =>
      server.app.db.tenant('1', async (sql) => (await sql.query<{ id: number }>(`SELECT id FROM platform_department WHERE code = ANY($1::text[]) ORDER BY id`, [codes])).map((r) => r.id));

    it('the dispatcher sees the people of 收运事业部 and its teams; everyone else is outside', async () => {
      const own = await deptIds(['d11', 'd111', 'd112', 'd113']);
      const mine = await post<Page<Staff>>('/cloud/rytz/yhtStaffManage/loadPage', scheduler, { pageSize: 500 });
      expect(mine.body.result).toBe(0);
      const all = await post<Page<Staff>>('/cloud/rytz/yhtStaffManage/loadPage', root, { pageSize: 500 });
      expect(mine.body.data.total).toBeGreaterThan(5);
      expect(mine.body.data.total).toBeLessThan(all.body.data.total);
      expect(new Set(mine.body.data.rows.map((r) => r.deptId)).size).toBeGreaterThan(1);
      for (const row of mine.body.data.rows) expect(own).toContain(row.deptId);
      expect(all.body.data.rows.filter((r) => own.includes(r.deptId))).toHaveLength(mine.body.data.total);
      const outside = all.body.data.rows.find((r) => !own.includes(r.deptId))!;
      expect((await get('/cloud/rytz/yhtStaffManage/view', scheduler, { id: String(outside.id) })).status).toBe(404);
      expect((await get('/cloud/rytz/yhtStaffManage/view', scheduler, { id: String(mine.body.data.rows[0]!.id) })).body.result).toBe(0);
      // The platform's staff, read by any user of some system, follow the widest scope they have.
      // (Every kind of person there, where the ledger holds the front-line workers only.)
      const shared = await post<Page<Staff>>('/cloud/platform/staff/pageList', scheduler, { pageSize: 500 });
      const everyone = await post<Page<Staff>>('/cloud/platform/staff/pageList', root, { pageSize: 500 });
      expect(shared.body.data.total).toBe(everyone.body.data.rows.filter((r) => own.includes(r.deptId)).length);
      expect(shared.body.data.total).toBeGreaterThanOrEqual(mine.body.data.total);
      expect(everyone.body.data.total).toBeGreaterThan(shared.body.data.total);
    });

    it('narrowed to its own department, the same role sees that department alone; the org tree follows', async () => {
      const id = await roleId('调度员');
      const role = (await get<Record<string, unknown>>(`${M}/role/getById`, root, { id: String(id) })).body.data;
      await post(`${M}/role/update`, root, { ...role, id, dataScope: 'dept' });
      const [d11] = await deptIds(['d11']);
      const mine = await post<Page<Staff>>('/cloud/rytz/yhtStaffManage/loadPage', scheduler, { pageSize: 500 });
      expect(mine.body.data.rows.every((r) => r.deptId === d11)).toBe(true);
      const tree = await get<{ name: string; children: unknown[] }[]>('/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr', scheduler, { systemCode: 'rytz' });
      expect(tree.body.data).toEqual([expect.objectContaining({ name: '收运事业部', children: [] })]);
      await post(`${M}/role/update`, root, { ...role, id, dataScope: 'deptTree' });
      const subtree = await get<{ name: string; children: { name: string }[] }[]>('/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr', scheduler, { systemCode: 'rytz' });
      expect(subtree.body.data[0]!.children.map((c) => c.name)).toEqual(['东区收运队', '西区收运队', '餐厨收运队']);
      const staff = await get<{ name: string; staff: { name: string }[]; children: { staff: unknown[] }[] }[]>(`${M}/staff/loadStaffTreeWithPermission`, scheduler, { systemCode: 'rytz' });
      expect(staff.body.data[0]!.children.flatMap((c) => c.staff).length).toBeGreaterThan(3);
      const depts = await get<{ name: string }[]>(`${M}/dept/getDeptListWithPermission`, scheduler, { systemCode: 'rytz' });
      expect(depts.body.data.map((d) => d.name)).toEqual(['收运事业部', '东区收运队', '西区收运队', '餐厨收运队']);
      const rootTree = await get<{ name: string }[]>('/cloud/ehr/sync/dept/loadOrgTreeByPermissionEhr', root);
      expect(rootTree.body.data.map((d) => d.name)).toEqual(['示范市环境卫生管理中心']);
    });

    it('exports only the rows in scope', async () => {
      const all = await post<Page<Staff>>('/cloud/rytz/yhtStaffManage/loadPage', scheduler, { pageSize: 500 });
      const role = await roleId('调度员');
      const detail = (await get<{ functions: Record<string, string[]> }>(`${M}/role/getById`, root, { id: String(role) })).body.data;
      await post(`${M}/role/update`, root, { ...detail, id: role, functions: { ...detail.functions, rytz: [...detail.functions.rytz!, 'yhtStaff:export'] } });
      const sheet = await fetch(new URL('/cloud/rytz/yhtStaffManage/export', server.base), { method: 'POST', headers: { authorization: `Bearer ${scheduler}`, 'content-type': 'application/json' }, body: '{}' });
      expect(sheet.status).toBe(200);
      const { default: ExcelJS } = await import('exceljs');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await sheet.arrayBuffer()) as never);
      // The rows under the header row, read in its 姓名 column (a title and the filters come first).
      const lines: string[][] = [];
      book.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      const header = lines.findIndex((cells) => cells.includes('姓名'));
      const names = lines.slice(header + 1).map((cells) => cells[lines[header]!.indexOf('姓名')]!);
      expect(names).toHaveLength(all.body.data.total);
      expect(names.sort()).toEqual(all.body.data.rows.map((r) => r.name).sort());
    });
  });
});
