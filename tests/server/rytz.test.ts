/**
 * 人员台账 (rytz) answers every call of spec §7 "Staff" at its path: the three ledgers (loadPage,
 * add, update, view, remove, import, export) over the platform's staff split by 人员类别, yht's
 * getOperateData, common's upload and loadDeptCountTree (POST), popular staff and groups kept per
 * user, staffManage/loadPage (GET) and the enums. Figures equal the ledgers behind them; an ID
 * number with a wrong check digit is refused and nothing is written; tenants see only their own.
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { idCardBirth, idCardCheckChar, idCardGender, idCardProblem } from '../../apps/catalogue/src/model/idCard';
import { backends, call, startServer, tokenFor, type Answer, type Running } from './helpers';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number; pageNum: number; pageSize: number };
interface TreeNode { id: string; label: string; deptId: number; count: number; onJob: number; children?: TreeNode[] }

const rytz = await loadSystem('rytz');
const R = '/cloud/rytz';
const LEDGERS = [['yhtStaffManage', 'yht'], ['wxhtStaffManage', 'wxht'], ['commonStaffManage', 'common']] as const;

/** A valid ID number for a birth date and gender (sequence digits from `n`). */
function idFor(birth: string, gender: 'male' | 'female', n: number, area = '330106'): string {
  const first17 = `${area}${birth.replaceAll('-', '')}${String(n % 100).padStart(2, '0')}${gender === 'male' ? 3 : 4}`;
  return first17 + idCardCheckChar(first17);
}

/** The same number with its check character replaced by a wrong one. */
const wrongCheck = (id: string) => id.slice(0, 17) + (id[17] === '1' ? '2' : '1');

const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe.each(backends)('rytz calls (%s)', (backend) => {
  let server: Running;
  let root: string;
  let hr: string;
  let t2: string;
  let ops: string;
  let deptId: number;
  let subDeptId: number;
  const post = <T = unknown>(path: string, body: unknown, token = root) => call<T>(server.base, `${R}/${path}`, { token, body });
  const get = <T = unknown>(path: string, query: Record<string, string> = {}, token = root) => call<T>(server.base, `${R}/${path}`, { token, query });
  const page = async <T = Obj>(path: string, body: Obj = {}, token = root) => (await post<Page<T>>(path, { pageSize: 500, ...body }, token)).body.data;
  const total = async (path: string, body: Obj = {}, token = root) =>
    path === 'staffManage/loadPage' ? (await roster({ ...(body as Record<string, string>), pageSize: 1 }, token)).total : (await post<Page>(path, { pageSize: 1, ...body }, token)).body.data.total;
  /** staffManage/loadPage is a GET (spec §7): filters in the query string. */
  const roster = async (query: Record<string, string | number> = {}, token = root) =>
    (await call<Page>(server.base, `${R}/staffManage/loadPage`, { token, query: Object.fromEntries(Object.entries({ pageSize: 500, ...query }).map(([k, v]) => [k, String(v)])) })).body.data;
  const chinese = (a: Answer) => expect(a.body.msg, a.text.slice(0, 200)).toMatch(/[\u4e00-\u9fa5]/);

  /** A new person for a ledger, valid in every field. */
  const person = (n: number, over: Obj = {}): Obj => ({
    employeeNo: `T-${backend}-${n}`, name: `测试人员${n}`, gender: 'female', idCard: idFor('1988-06-15', 'female', n), birthDate: '1988-06-15',
    phone: `1881234${String(n).padStart(4, '0')}`, deptId: subDeptId, post: '保洁员', entryDate: '2025-03-01', status: 'onJob',
    nativePlace: '浙江杭州', education: 'senior', contractType: 'fixed', contractStart: '2025-03-01', contractEnd: '2028-02-29', wageGrade: 'g2',
    laborCompany: '杭州众力劳务派遣有限公司', bankCard: '6222021202001234567', emergencyContact: '王秀兰', emergencyPhone: '15905711234', licenses: ['health'],
    ...over,
  });

  beforeAll(async () => {
    server = await startServer(backend);
    root = await tokenFor(server.base, 'root', 'Root@2026');
    hr = await tokenFor(server.base, 'hr', 'HrClerk@2026');
    t2 = await tokenFor(server.base, 't2hr', 'Tenant2Hr@2026');
    ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    const depts = (await call<Page>(server.base, '/cloud/platform/department/pageList', { token: root, body: { pageSize: 100 } })).body.data.rows;
    deptId = depts.find((d) => d.code === 'd12')!.id as number; // 道路保洁事业部
    subDeptId = depts.find((d) => d.code === 'd121')!.id as number; // 保洁一中队
  }, 180_000);
  afterAll(() => server?.stop());

  it('answers every call of the family at its path (spec §7)', async () => {
    const paths = new Set(rytz.resources.flatMap((r) => callsOf(r).map((c) => `${c.method} ${c.path}`)));
    for (const [family] of LEDGERS) {
      for (const name of ['loadPage', 'add', 'update', 'remove', 'import', 'export']) expect(paths, `${family}/${name}`).toContain(`POST ${R}/${family}/${name}`);
      expect(paths).toContain(`GET ${R}/${family}/view`);
    }
    expect(paths).toContain(`GET ${R}/staffManage/loadPage`);
    for (const name of ['pageList', 'save', 'delete']) expect(paths).toContain(`POST ${R}/popular/staff/${name}`);
    for (const name of ['pageList', 'save', 'delete']) expect(paths).toContain(`POST ${R}/popular/group/${name}`);
    expect(paths).toContain(`GET ${R}/popular/group/update`);
    expect(rytz.reports.find((r) => r.key === 'deptCountTree')).toMatchObject({ call: `${R}/commonStaffManage/loadDeptCountTree`, method: 'POST' });
    expect(rytz.reports.find((r) => r.key === 'operateData')).toMatchObject({ call: `${R}/yhtStaffManage/getOperateData` });
    for (const report of rytz.reports) {
      const answer = await call(server.base, report.call, { token: root, method: report.method, body: report.method === 'POST' ? {} : undefined });
      expect(answer.body.result, `${report.call}: ${answer.text.slice(0, 200)}`).toBe(0);
    }
    const enums = await call<Obj>(server.base, `${R}/common/loadEnumValue.smvc`, { token: root, query: { enumName: 'staffType' } });
    expect((enums.body.data as unknown as { label: string }[]).map((o) => o.label)).toEqual(['一线作业人员', '外包劳务人员', '管理及其他人员']);
  });

  it('the three ledgers split the platform staff by category and add up to the roster', async () => {
    const roster = await get<Page>('staffManage/loadPage', { pageSize: '500' });
    expect(roster.status).toBe(200);
    expect(roster.body.data.total).toBe(80);
    let sum = 0;
    for (const [family, kind] of LEDGERS) {
      const { rows, total: n } = await page(`${family}/loadPage`);
      expect(n, family).toBeGreaterThan(0);
      expect(rows.every((r) => r.staffType === kind), family).toBe(true);
      sum += n;
    }
    expect(sum).toBe(80);
    const platform = (await call<Page>(server.base, '/cloud/platform/staff/pageList', { token: root, body: { pageSize: 1 } })).body.data.total;
    expect(platform).toBe(80);
  });

  it('every seeded person has a valid ID number agreeing with birth date and gender, and a profile', async () => {
    const { rows } = await roster();
    for (const r of rows) {
      const id = String(r.idCard);
      expect(idCardProblem(id), `${String(r.name)} ${id}`).toBeNull();
      expect(idCardBirth(id)).toBe(r.birthDate);
      expect(idCardGender(id)).toBe(r.gender);
      expect(r.employeeNo).toMatch(/^HW1\d{3}$/);
    }
    expect(new Set(rows.map((r) => r.idCard)).size).toBe(rows.length);
    expect(rows.filter((r) => r.status === 'left').every((r) => typeof r.leaveDate === 'string' && r.leaveDate >= String(r.entryDate))).toBe(true);
    const wxht = (await page('wxhtStaffManage/loadPage')).rows;
    expect(wxht.every((r) => typeof r.laborCompany === 'string' && r.laborCompany)).toBe(true);
    const one = await get<Obj>('yhtStaffManage/view', { id: String((await page('yhtStaffManage/loadPage')).rows[0]!.id) });
    expect(one.body.data).toMatchObject({ nativePlace: expect.any(String), education: expect.any(String), contractType: expect.any(String), bankCard: expect.stringMatching(/^\d{16,19}$/) });
  });

  it('pages, sorts and filters a ledger; a department takes its whole subtree', async () => {
    const first = await post<Page>('yhtStaffManage/loadPage', { pageNum: 1, pageSize: 5 });
    const second = await post<Page>('yhtStaffManage/loadPage', { pageNum: 2, pageSize: 5 });
    expect(first.body.data.rows).toHaveLength(5);
    expect(second.body.data.rows[0]!.id).not.toBe(first.body.data.rows[0]!.id);
    const numbers = first.body.data.rows.map((r) => String(r.employeeNo));
    expect(numbers).toEqual([...numbers].sort());
    const division = await page('yhtStaffManage/loadPage', { deptId });
    const team = await page('yhtStaffManage/loadPage', { deptId: subDeptId });
    expect(team.total).toBeGreaterThan(0);
    expect(division.total).toBeGreaterThan(team.total);
    expect(team.rows.every((r) => r.deptId === subDeptId)).toBe(true);
    const left = await roster({ status: 'left' });
    expect(left.total).toBe(6);
    const named = await roster({ name: left.rows[0]!.name as string });
    expect(named.rows.some((r) => r.id === left.rows[0]!.id)).toBe(true);
    const due = await page('yhtStaffManage/loadPage', { contractEndStart: '2026-01-01', contractEndEnd: '2027-12-31' });
    expect(due.rows.every((r) => String(r.contractEnd) >= '2026-01-01' && String(r.contractEnd) <= '2027-12-31')).toBe(true);
    const bad = await post('yhtStaffManage/loadPage', { pageSize: 0 });
    expect(bad.status).toBe(400);
    chinese(bad);
  });

  it('a person added in a ledger is of its kind, in the roster and in the count tree of their departments', async () => {
    const treeBefore = flat((await post<TreeNode[]>('commonStaffManage/loadDeptCountTree', {})).body.data);
    const rosterBefore = await total('staffManage/loadPage');
    const added = await post<Obj>('wxhtStaffManage/add', person(1, { staffType: 'common' }));
    expect(added.body.result, added.text).toBe(0);
    expect(added.body.data).toMatchObject({ staffType: 'wxht', name: '测试人员1', deptIdLabel: '保洁一中队', idCard: expect.any(String) });
    const id = added.body.data.id as number;
    expect(await total('staffManage/loadPage')).toBe(rosterBefore + 1);
    const treeAfter = flat((await post<TreeNode[]>('commonStaffManage/loadDeptCountTree', {})).body.data);
    for (const d of [deptId, subDeptId]) expect(treeAfter.find((n) => n.deptId === d)!.count).toBe(treeBefore.find((n) => n.deptId === d)!.count + 1);
    // Another ledger does not reach the person: view, update and remove answer 404 and change nothing.
    expect((await get('yhtStaffManage/view', { id: String(id) })).status).toBe(404);
    const foreign = await post('yhtStaffManage/update', { id, name: '改名' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('记录不存在或已被删除');
    expect((await post('yhtStaffManage/remove', { ids: [id] })).status).toBe(404);
    const changed = await post<Obj>('wxhtStaffManage/update', { id, name: '测试人员一', contractEnd: '2029-02-28' });
    expect(changed.body.data).toMatchObject({ name: '测试人员一', contractEnd: '2029-02-28', staffType: 'wxht' });
    const viewed = await get<Obj>('wxhtStaffManage/view', { id: String(id) });
    expect(viewed.body.data).toMatchObject({ id, name: '测试人员一' });
    const removed = await post('wxhtStaffManage/remove', { ids: [id] });
    expect(removed.body.result).toBe(0);
    expect(await total('staffManage/loadPage')).toBe(rosterBefore);
  });

  it('refuses an ID number with a wrong check digit, a birth date or gender not agreeing with it, and nothing is written', async () => {
    const before = await total('staffManage/loadPage');
    const good = person(2);
    const cases: [Obj, string, RegExp][] = [
      [{ idCard: wrongCheck(String(good.idCard)) }, 'idCard', /校验码不正确/],
      [{ idCard: '33010619880230004X' }, 'idCard', /出生日期不存在|校验码/],
      [{ idCard: '1234' }, 'idCard', /18 位/],
      [{ birthDate: '1988-06-16' }, 'birthDate', /出生日期与身份证号不一致（身份证号中为 1988-06-15）/],
      [{ gender: 'male' }, 'gender', /性别与身份证号不一致/],
      [{ idCard: '' }, 'idCard', /身份证号不能为空/],
      [{ phone: '12345' }, 'phone', /手机号/],
      [{ contractEnd: '2024-01-01' }, 'contractEnd', /合同到期不能早于合同开始/],
      [{ status: 'left' }, 'leaveDate', /离职人员须填写离职日期/],
      [{ bankCard: '6222-02' }, 'bankCard', /16–19 位数字/],
    ];
    for (const [over, fieldKey, message] of cases) {
      const answer = await post<{ errors: { field: string; message: string }[] }>('yhtStaffManage/add', { ...good, ...over });
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(answer.body.msg, JSON.stringify(over)).toMatch(message);
      expect(answer.body.data.errors.map((e) => e.field), JSON.stringify(over)).toContain(fieldKey);
    }
    const noAgency = await post('wxhtStaffManage/add', { ...good, laborCompany: '' });
    expect(noAgency.status).toBe(400);
    expect(noAgency.body.msg).toBe('外包劳务人员须填写劳务派遣单位');
    // The same ID number as a seeded person.
    const someone = (await page('yhtStaffManage/loadPage')).rows[0]!;
    const twin = await post('yhtStaffManage/add', { ...good, idCard: someone.idCard, birthDate: someone.birthDate, gender: someone.gender });
    expect(twin.status).toBe(400);
    expect(twin.body.msg).toMatch(/身份证号“.+”已存在/);
    expect(await total('staffManage/loadPage')).toBe(before);
    // A small x is stored as the capital check character.
    const x = idFor('1990-01-01', 'male', 9);
    if (x.endsWith('X')) {
      const ok = await post<Obj>('commonStaffManage/add', person(9, { idCard: x.toLowerCase(), birthDate: '1990-01-01', gender: 'male' }));
      expect(ok.body.data.idCard).toBe(x);
      expect((await post('commonStaffManage/remove', { ids: [ok.body.data.id] })).body.result).toBe(0);
    }
  });

  it('the count tree counts, for every department, the ledger filtered by its subtree', async () => {
    for (const kind of [undefined, 'yht', 'wxht', 'common'] as const) {
      const tree = (await post<TreeNode[]>('commonStaffManage/loadDeptCountTree', kind ? { staffType: kind } : {})).body.data;
      const path = kind ? `${LEDGERS.find(([, k]) => k === kind)![0]}/loadPage` : 'staffManage/loadPage';
      expect(tree.reduce((s, n) => s + n.count, 0), String(kind)).toBe(await total(path));
      for (const node of flat(tree)) {
        expect(node.count, `${String(kind)} ${node.label}`).toBe(await total(path, { deptId: node.deptId }));
        expect(node.count).toBe(node.count >= (node.children ?? []).reduce((s, c) => s + c.count, 0) ? node.count : -1);
      }
    }
    const refused = await post('commonStaffManage/loadDeptCountTree', { staffType: 'boss' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('人员类别取值不正确');
  });

  it('operate data equals the ledgers (totals, categories, month entries and leavings, bands)', async () => {
    const asOf = new Date().toISOString().slice(0, 10);
    const answer = await post<{ rows: Obj[]; ageBands: Obj[]; seniorityBands: Obj[] }>('yhtStaffManage/getOperateData', { endDate: asOf });
    const f = answer.body.data.rows[0]!;
    expect(f.total).toBe(await total('staffManage/loadPage'));
    expect(f.onJob).toBe(await total('staffManage/loadPage', { status: 'onJob' }));
    expect(f.left).toBe(await total('staffManage/loadPage', { status: 'left' }));
    for (const [family, kind] of LEDGERS) expect(f[kind], kind).toBe(await total(`${family}/loadPage`, { status: 'onJob' }));
    const monthStart = `${asOf.slice(0, 8)}01`;
    const everyone = (await roster()).rows;
    expect(f.entries).toBe(everyone.filter((r) => String(r.entryDate) >= monthStart && String(r.entryDate) <= asOf).length);
    expect(f.leavings).toBe(everyone.filter((r) => r.status === 'left' && String(r.leaveDate) >= monthStart && String(r.leaveDate) <= asOf).length);
    const ages = (await post<Obj[]>('operateData/ageBands', { endDate: asOf })).body.data;
    expect(ages.reduce((s, r) => s + Number(r.count), 0)).toBe(f.onJob);
    const years = (await post<Obj[]>('operateData/seniorityBands', { endDate: asOf })).body.data;
    expect(years.reduce((s, r) => s + Number(r.count), 0)).toBe(f.onJob);
    expect(Number(f.avgAge)).toBeGreaterThan(25);
    const byType = (await post<Page>('operateData/byType', {})).body.data.rows;
    expect(byType.reduce((s, r) => s + Number(r.count), 0)).toBe(f.onJob);
    const byDept = (await post<Page>('operateData/byDept', {})).body.data.rows;
    expect(byDept.reduce((s, r) => s + Number(r.count), 0)).toBe(f.onJob);
    expect(byDept[0]).toMatchObject({ deptIdLabel: expect.any(String) });
    const leavings = (await post<Page>('operateData/leavings', { startDate: '2025-01-01', endDate: asOf })).body.data.rows;
    expect(leavings.reduce((s, r) => s + Number(r.leavings), 0)).toBe(everyone.filter((r) => r.status === 'left' && String(r.leaveDate) >= '2025-01-01' && String(r.leaveDate) <= asOf).length);
    const yhtOnly = (await post<{ rows: Obj[] }>('yhtStaffManage/getOperateData', { staffType: 'yht' })).body.data.rows[0]!;
    expect(yhtOnly.total).toBe(await total('yhtStaffManage/loadPage'));
    const due = (await post<Page>('operateData/contractDue', { endDate: asOf })).body.data.rows;
    expect(due.every((r) => Number(r.daysLeft) >= 0 && Number(r.daysLeft) <= 60)).toBe(true);
    expect((await post('yhtStaffManage/getOperateData', { endDate: '2026-02-30' })).status).toBe(400);
  });

  it('the department head-count table has a row per department and exports', async () => {
    const rows = (await post<Page>('staffManage/deptCount', {})).body.data.rows;
    expect(rows[0]).toMatchObject({ total: await total('staffManage/loadPage') });
    expect(rows.length).toBe(14);
    const file = await call(server.base, `${R}/staffManage/deptCountExport`, { token: root, body: {} });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('exports each ledger and imports rows, refusing a file with any bad row with every row error', async () => {
    for (const [family] of LEDGERS) {
      const file = await call(server.base, `${R}/${family}/export`, { token: root, body: {} });
      expect(file.status, family).toBe(200);
      expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toMatch(/\.xlsx/);
    }
    const template = await fetch(new URL(`${R}/yhtStaffManage/importTemplate`, server.base), { headers: { authorization: `Bearer ${root}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await template.arrayBuffer());
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map(String);
    const row = (values: Record<string, unknown>) => header.map((h) => values[h] ?? '');
    const good = { 工号: `IM-${backend}-1`, 姓名: '导入人员', 性别: '男', 身份证号: idFor('1979-03-08', 'male', 51), 出生日期: '1979-03-08', 手机号: '18800005151', 所属部门: '保洁一中队', 岗位: '保洁员', 入职日期: '2025-05-01', 在职状态: '在职' };
    const bad = { ...good, 工号: `IM-${backend}-2`, 姓名: '坏行', 手机号: '18800005152', 身份证号: wrongCheck(idFor('1979-03-08', 'male', 52)) };
    const upload = async (rows: Record<string, unknown>[]) => {
      const out = new ExcelJS.Workbook();
      const sheet = out.addWorksheet('导入');
      sheet.addRow(header);
      for (const r of rows) sheet.addRow(row(r));
      const response = await fetch(new URL(`${R}/yhtStaffManage/import`, server.base), {
        method: 'POST', headers: { authorization: `Bearer ${root}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(await out.xlsx.writeBuffer()),
      });
      return { status: response.status, body: (await response.json()) as { result: number; msg: string; data: { imported?: number; errors?: { row: number; field: string; message: string }[] } } };
    };
    const before = await total('yhtStaffManage/loadPage');
    const refused = await upload([good, bad]);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'idCard', message: expect.stringMatching(/校验码不正确/) })]);
    expect(await total('yhtStaffManage/loadPage')).toBe(before);
    const done = await upload([good]);
    expect(done.body, JSON.stringify(done.body)).toMatchObject({ result: 0, data: { imported: 1 } });
    const imported = (await page('yhtStaffManage/loadPage', { employeeNo: `IM-${backend}-1` })).rows[0]!;
    expect(imported).toMatchObject({ staffType: 'yht', name: '导入人员', deptIdLabel: '保洁一中队' });
    await post('yhtStaffManage/remove', { ids: [imported.id] });
  });

  it('调整类别 moves a person to another ledger', async () => {
    const someone = (await page('commonStaffManage/loadPage')).rows[0]!;
    const moved = await post<Obj>('staffManage/changeType', { id: someone.id, staffType: 'yht' });
    expect(moved.body.data).toMatchObject({ staffType: 'yht' });
    expect((await page('yhtStaffManage/loadPage')).rows.some((r) => r.id === someone.id)).toBe(true);
    expect((await post<Obj>('staffManage/changeType', { id: someone.id, staffType: 'common' })).body.data).toMatchObject({ staffType: 'common' });
    const missing = await post('staffManage/changeType', { id: someone.id });
    expect(missing.status).toBe(400);
    chinese(missing);
  });

  it('popular staff and groups are kept per user', async () => {
    const seeded = await page('popular/group/pageList', {}, hr);
    expect(seeded.total).toBe(3);
    const created = await post<Obj>('popular/group/save', { name: `夜班-${backend}`, sortNo: 9 }, root);
    expect(created.body.result, created.text).toBe(0);
    const groupId = created.body.data.id as number;
    expect(created.body.data.ownerId).toBe('1001');
    expect((await page('popular/group/pageList', {}, hr)).rows.some((g) => g.id === groupId)).toBe(false);
    expect((await post('popular/group/delete', { ids: [groupId] }, hr)).status).toBe(404);
    // update is a GET (spec §7).
    const renamed = await call<Obj>(server.base, `${R}/popular/group/update`, { token: root, query: { id: String(groupId), name: `夜班组-${backend}` } });
    expect(renamed.body.data).toMatchObject({ name: `夜班组-${backend}` });
    const staffId = (await page('yhtStaffManage/loadPage')).rows[3]!.id as number;
    const fav = await post<Obj>('popular/staff/save', { staffId, groupId }, root);
    expect(fav.body.data).toMatchObject({ staffId, groupId, groupIdLabel: `夜班组-${backend}` });
    const twice = await post('popular/staff/save', { staffId }, root);
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toMatch(/已存在/);
    // Another user may favourite the same person, but not into someone else's group.
    expect((await post('popular/staff/save', { staffId, groupId }, hr)).status).toBe(400);
    const theirs = await post<Obj>('popular/staff/save', { staffId }, hr);
    expect(theirs.body.result).toBe(0);
    const inGroup = await page('popular/staff/pageList', { groupId }, root);
    expect(inGroup.rows.map((r) => r.staffId)).toEqual([staffId]);
    const options = (await call<{ id: number }[]>(server.base, `${R}/popular/group/getSimpleList`, { token: hr })).body.data;
    expect(options.some((o) => o.id === groupId)).toBe(false);
    const gone = await post<Obj>('popular/group/delete', { ids: [groupId] }, root);
    expect(gone.body.msg).toMatch(/常用人员 1 条/);
    await post('popular/staff/delete', { ids: [theirs.body.data.id] }, hr);
  });

  it('common upload stores a photo through the file storage and a ledger keeps it', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#5b8def' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), '证件照.png');
    const response = await fetch(new URL(`${R}/commonStaffManage/upload?kind=images`, server.base), { method: 'POST', headers: { authorization: `Bearer ${root}` }, body: form });
    const stored = (await response.json()) as { result: number; data: { id: string; name: string } };
    expect(stored, JSON.stringify(stored)).toMatchObject({ result: 0, data: { name: '证件照.png' } });
    const someone = (await page('commonStaffManage/loadPage')).rows[0]!;
    const saved = await post<Obj>('commonStaffManage/update', { id: someone.id, photo: stored.data.id });
    expect(saved.body.data.photo).toBe(stored.data.id);
    const file = await call(server.base, '/cloudFile/common/downloadFile', { token: root, query: { id: stored.data.id } });
    expect(file.status).toBe(200);
    const text = new Blob(['not an image']);
    const bad = new FormData();
    bad.append('file', text, 'a.png');
    const refused = await fetch(new URL(`${R}/commonStaffManage/upload?kind=images`, server.base), { method: 'POST', headers: { authorization: `Bearer ${root}` }, body: bad });
    expect(refused.status).toBe(400);
    await post('commonStaffManage/update', { id: someone.id, photo: null });
  });

  it('keeps tenants apart', async () => {
    const theirs = await roster({}, t2);
    expect(theirs.total).toBe(40);
    const ours = (await page('yhtStaffManage/loadPage')).rows[0]!;
    expect((await call(server.base, `${R}/yhtStaffManage/view`, { token: t2, query: { id: String(ours.id) } })).status).toBe(404);
    expect((await post('yhtStaffManage/update', { id: ours.id, name: '越权' }, t2)).body.msg).toBe('记录不存在或已被删除');
    const tree = (await post<TreeNode[]>('commonStaffManage/loadDeptCountTree', {}, t2)).body.data;
    expect(tree.reduce((s, n) => s + n.count, 0)).toBe(40);
    expect(flat(tree).some((n) => n.label === '示范市环境卫生管理中心')).toBe(false);
    expect((await post<{ rows: Obj[] }>('yhtStaffManage/getOperateData', {}, t2)).body.data.rows[0]!.total).toBe(40);
  });

  it('refuses a user without the system (403)', async () => {
    for (const path of ['yhtStaffManage/loadPage', 'commonStaffManage/loadDeptCountTree', 'yhtStaffManage/getOperateData', 'popular/staff/pageList']) {
      const answer = await post(path, {}, ops);
      expect(answer.status, path).toBe(403);
    }
    expect((await get('staffManage/loadPage', {}, ops)).status).toBe(403);
  });
});
