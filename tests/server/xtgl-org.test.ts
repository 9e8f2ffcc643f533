/**
 * 系统管理 (xtgl), the organisation side: income (booked, then locked; the board sums it), the
 * division and region trees and the demo students, the organisation and staff trees, the HR
 * sync's reconciliation, and authorization (tenants see only their own rows; a user without
 * 系统管理 is refused its calls). The other calls: xtgl.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, type Running } from './helpers';
import { MGMT, type Obj, WECHAT, xtglCalls, xtglSession } from './xtgl-setup';

describe.each(backends)('xtgl organisation calls (%s)', (backend) => {
  const session = xtglSession(backend);
  const { post, get, rows, refused } = xtglCalls(session);
  let server: Running;
  let t2: string;
  let ops: string;
  beforeAll(() => ({ server, t2, ops } = session));

  describe('income, divisions, regions and the demo students', () => {
    it('income: save, update, book (then locked), delete; the board sums it', async () => {
      const base = '/envcloud/hw/income/api/v1/incomeDetail';
      const [company] = await rows<{ id: number }>('/cloud/platform/company/pageList');
      const [staff] = await rows<{ id: number }>('/cloud/platform/staff/pageList');
      const body = { incomeDate: '2026-11-20', incomeType: 'advertising', payer: '测试传媒', companyId: company!.id, amount: 1234.5, payMethod: 'transfer', invoiceNo: 'TEST-000001', handlerId: staff!.id };
      const saved = await post<{ id: number; state: string }>(`${base}/save`, body);
      expect(saved.body.data).toMatchObject({ state: 'pending', amount: 1234.5 });
      refused(await post(`${base}/save`, body));
      refused(await post(`${base}/save`, { ...body, invoiceNo: 'TEST-000002', amount: 0 }));
      expect((await post(`${base}/update`, { id: saved.body.data.id, amount: 2000 })).body.result).toBe(0);
      const board = async () => ((await post<Obj[]>('/cloud/xtgl/board/overview', { startDate: '2026-11-20', endDate: '2026-11-20' })).body.data[0]!.income as number);
      const before = await board();
      expect((await post(`${base}/book`, { id: saved.body.data.id })).body.result).toBe(0);
      refused(await post(`${base}/update`, { id: saved.body.data.id, amount: 1 }));
      refused(await post(`${base}/delete`, { id: saved.body.data.id }));
      const day = await rows<{ amount: number }>(`${base}/pageList`, { incomeDateStart: '2026-11-20', incomeDateEnd: '2026-11-20' });
      expect(Math.round(day.reduce((s, r) => s + r.amount, 0) * 100) / 100).toBe(before);
      const byType = await post<{ rows: { incomeType: string; amount: number }[] }>(`${base}/byType`, { startDate: '2026-11-20', endDate: '2026-11-20' });
      expect(Math.round(byType.body.data.rows.reduce((s, r) => s + r.amount, 0) * 100) / 100).toBe(before);
    });

    it('the division tree nests areas, grids and sections; a cycle is refused', async () => {
      const tree = await get<{ id: number; level: string; children: { id: number; level: string; children: { level: string }[] }[] }[]>('/cloud/wfcs/division/getDivisionTree');
      expect(tree.body.data.length).toBe(3);
      expect(tree.body.data[0]).toMatchObject({ level: 'area' });
      expect(tree.body.data[0]!.children[0]).toMatchObject({ level: 'grid' });
      expect(tree.body.data.flatMap((a) => a.children.flatMap((g) => g.children)).some((s) => s.level === 'section')).toBe(true);
      const area = tree.body.data[0]!;
      refused(await post('/cloud/wfcs/division/update', { id: area.id, parentId: area.children[0]!.id }));
      expect((await get<unknown[]>('/cloud/wfcs/division/getDivisionTree', {}, t2)).body.data).toHaveLength(1);
    });

    it('regions: 系统管理 edits the platform\'s tree, which every lookup reads; the /cloud/ums lists answer', async () => {
      const [street] = await rows<{ id: number; code: string }>('/cloud/ums/region/pageList', { level: 'street' });
      const created = await post<{ id: number }>('/cloud/ums/region/save', { code: `${street!.code}001`, name: '测试社区', level: 'community', parentId: street!.id });
      expect(created.body.result, created.text).toBe(0);
      expect((await get<{ id: number }[]>('/cloud/platform/region/getSimpleList', {}, ops)).body.data.map((r) => r.id)).toContain(created.body.data.id);
      const flat = await get<{ id: number; parentId: number }[]>('/cloud/ums/region/getList.smvc', { parentId: String(street!.id) }, ops);
      expect(flat.body.data.map((r) => r.id)).toEqual([created.body.data.id]);
      expect((await get<unknown[]>('/cloud/ums/deptOrg/mini/getDeptList.smvc', {}, ops)).body.data.length).toBeGreaterThan(0);
      expect((await post('/cloud/ums/region/delete', { id: created.body.data.id })).body.result).toBe(0);
    });

    it('students name their grade; the grade lists its students', async () => {
      const [grade] = await rows<{ id: number; name: string }>('/cloud/demo/web/grade/pageList');
      const body = { studentNo: '20269999', name: '测试学生', gender: 'female', birthDate: '2019-03-01', gradeId: grade!.id, guardianPhone: '13800009999', enrolDate: '2026-09-01', status: 'studying' };
      const saved = await post<{ id: number; gradeIdLabel: string }>('/cloud/demo/web/student/create', body);
      expect(saved.body.data.gradeIdLabel).toBe(grade!.name);
      refused(await post('/cloud/demo/web/student/create', { ...body, studentNo: '20269998', enrolDate: '2018-09-01' }));
      expect((await rows<{ id: number }>('/cloud/demo/web/student/pageList', { gradeId: grade!.id })).map((s) => s.id)).toContain(saved.body.data.id);
      refused(await post('/cloud/demo/web/grade/delete', { id: grade!.id }));
    });
  });

  describe('organisation, staff and the HR sync', () => {
    const SYNC = '/cloud/ehr/sync/clouddepartsyncorgandstaffinfosment';

    it('the org tree runs organisation → units → departments; the staff tree departments → people', async () => {
      const org = await get<{ label: string; count: number; deptId: number; children: { label: string; companyId?: number; deptId?: number; count: number }[] }[]>(`${MGMT}/org/tree`);
      expect(org.body.data).toHaveLength(1);
      // The people on the job (人员台账's seed has some who left): all 80 of the tenant's staff have a department.
      const everyone = await rows<{ status: string }>(`${MGMT}/staff/pageList`, { pageSize: 500 });
      expect(everyone).toHaveLength(80);
      const onJob = everyone.filter((p) => p.status !== 'left').length;
      expect(onJob).toBeGreaterThan(60);
      expect(org.body.data[0]).toMatchObject({ label: '示范市环境卫生管理中心', count: onJob });
      const unit = org.body.data[0]!.children.find((c) => c.companyId !== undefined)!;
      expect(unit.count).toBeGreaterThan(0);
      const staffTree = await get<{ count: number; children: { label: string; staffId?: number; children?: { staffId?: number }[] }[] }[]>(`${MGMT}/staff/staffTree`);
      const people = (nodes: { staffId?: number; children?: unknown[] }[]): number => nodes.reduce((n, x) => n + (x.staffId ? 1 : 0) + people((x.children ?? []) as never), 0);
      expect(people(staffTree.body.data as never)).toBe(onJob);
      expect(staffTree.body.data[0]!.count).toBe(onJob);
      const [dept] = await rows<{ id: number }>(`${MGMT}/dept/pageList`, { code: 'd111' });
      const team = await rows<{ deptId: number }>(`${MGMT}/staff/pageList`, { deptId: dept!.id });
      expect(team.length).toBeGreaterThan(0);
      expect((await get<{ id: string; parentId: string }[]>('/cloud/ums/deptOrg/mini/getDeptList.smvc', {}, ops)).body.data.map((d) => d.id)).toContain(String(dept!.id));
    });

    it('departments are kept in 部门管理 for every system; a department with people cannot go', async () => {
      const [root] = await rows<{ id: number }>(`${MGMT}/dept/pageList`, { code: 'd1' });
      const saved = await post<{ id: number }>(`${MGMT}/dept/save`, { code: 'd18', name: '测试科', parentId: root!.id, sortNo: 30 });
      expect(saved.body.result, saved.text).toBe(0);
      expect((await get<{ id: number }[]>('/cloud/platform/department/getSimpleList', {}, ops)).body.data.map((d) => d.id)).toContain(saved.body.data.id);
      refused(await post(`${MGMT}/dept/update`, { id: root!.id, parentId: saved.body.data.id }));
      refused(await post(`${MGMT}/dept/delete`, { id: root!.id }));
      expect((await post(`${MGMT}/dept/delete`, { id: saved.body.data.id })).body.result).toBe(0);
    });

    it('a sync reconciles the HR snapshot and says what it changed; the next finds nothing', async () => {
      refused(await post(SYNC, {}));
      refused(await post(SYNC, { syncScope: 'everything' }));
      refused(await post(SYNC, { syncScope: 'all' }, ops), 403);
      const leftBefore = (await rows<Obj>(`${MGMT}/staff/pageList`, { status: 'left', pageSize: 500 })).length;
      const first = await post<{ result: string; deptAdded: number; deptUpdated: number; staffAdded: number; staffUpdated: number; staffLeft: number; detail: string }>(SYNC, { syncScope: 'all' });
      expect(first.body.msg).toBe('同步完成：新增部门 1 个，更新部门 1 个，新增人员 3 人，更新人员 3 人，离职 1 人');
      expect(first.body.data).toMatchObject({ result: 'changed', deptAdded: 1, deptUpdated: 1, staffAdded: 3, staffUpdated: 3, staffLeft: 1 });
      expect(first.body.data.detail).toContain('新增部门：智慧环卫指挥中心（d19）');
      const [centre] = await rows<{ id: number; parentIdLabel: string }>(`${MGMT}/dept/pageList`, { code: 'd19' });
      expect(centre!.parentIdLabel).toBe('示范市环境卫生管理中心');
      expect((await rows<{ name: string }>(`${MGMT}/staff/pageList`, { deptId: centre!.id })).map((p) => p.name).sort()).toEqual(['沈佳怡', '钱晓峰', '陆志远', expect.any(String)].sort());
      expect((await rows<Obj>(`${MGMT}/staff/pageList`, { status: 'left', pageSize: 500 })).length).toBe(leftBefore + 1);
      const again = await post<{ result: string }>(SYNC, { syncScope: 'all' });
      expect(again.body).toMatchObject({ msg: '同步完成：人事数据与平台一致，无需变更', data: { result: 'unchanged' } });
      const logs = await rows<{ result: string }>(`${'/cloud/ehr/sync'}/log/pageList`);
      expect(logs.map((l) => l.result).slice(0, 2)).toEqual(['unchanged', 'changed']);
      const [entry] = await rows<{ resourceName: string; systemName: string }>(`${MGMT}/operationHistory/page`, { keyword: 'd19' });
      expect(entry).toMatchObject({ systemName: '系统管理', resourceName: '部门' });
    });

    it('a person the HR system gives a bad phone is skipped and named; the rest still syncs', async () => {
      const tenant1Left = (await rows<Obj>(`${MGMT}/staff/pageList`, { status: 'left', pageSize: 500 })).length;
      await server.app.db.owner((sql) => sql.query(`UPDATE xtgl_hr_staff SET phone = '12345', name = '坏号码' WHERE tenant_id = '2' AND employee_no = 'E20001'`));
      await server.app.db.owner((sql) => sql.query(`UPDATE xtgl_hr_staff SET post = '驾驶员' WHERE tenant_id = '2' AND employee_no = 'E20002'`));
      // People only: those of the department HR added but the platform lacks yet wait for it.
      const staffOnly = await post<{ skipped: number; detail: string }>(SYNC, { syncScope: 'staff' }, t2);
      expect(staffOnly.body.data.detail).toMatch(/跳过人员 E20001 坏号码：请输入正确的手机号或座机号/);
      expect(staffOnly.body.data.detail).toMatch(/跳过人员 E20041 钱晓峰：部门编码 d29 在平台中不存在/);
      const answer = await post<{ skipped: number; detail: string; deptAdded: number; staffAdded: number }>(SYNC, { syncScope: 'all' }, t2);
      expect(answer.body.data, answer.body.data.detail).toMatchObject({ skipped: 1, deptAdded: 1, staffAdded: 2 });
      expect(answer.body.msg).toMatch(/跳过 1 条/);
      // Tenant 1's platform is untouched by tenant 2's sync.
      expect((await rows<Obj>(`${MGMT}/staff/pageList`, { status: 'left', pageSize: 500 })).length).toBe(tenant1Left);
    });
  });

  describe('authorization', () => {
    it('a user without 系统管理 gets 403 on its calls and its shared lookups still answer', async () => {
      for (const path of [`${WECHAT}/wechatwork/listBandInfo`, `${MGMT}/param/pageList`, `${MGMT}/operationHistory/page`, `${MGMT}/tenantConstant/get`,
        `${MGMT}/menu/definition`, `${WECHAT}/appInfo/pageAppInfo`, '/envcloud/hw/income/api/v1/incomeDetail/pageList', '/cloud/demo/web/student/pageList']) {
        refused(await post(path, {}, ops), 403);
      }
      expect((await get(`${MGMT}/enum/getByName`, { enumName: 'carType' }, ops)).status).toBe(200);
      expect((await post(`${WECHAT}/wechatwork/getBindInfo`, {}, ops)).status).toBe(200);
    });
  });
});
