/**
 * 资产管理 (zcgl) answers every call the catalogue gives it (spec §7 Assets and the 高杰 family):
 * each resource's generic calls, paging and filters, validation in Chinese, the asset check and
 * its operation history, the analysis whose figures equal the archive's rows, depreciation
 * figures computed from 原值, 残值 and 年限, facility info over the shared facilities, the
 * inspection workflow (save → submit → inspection), user permission, the enums, tenant
 * isolation and refusal for a user without the system.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
interface Page<T = Obj> { rows: T[]; total: number }
const zcgl = await loadSystem('zcgl');
const B = '/cloud/zcgl/web';
const G = '/envcloud/hw/gaojie/api/v1';

describe.each(backends)('zcgl calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  const post = <T = Obj>(path: string, body: unknown = {}) => call<T>(server.base, path, { token, body });
  const owner = <T extends Obj>(text: string, params: unknown[] = []) => server.app.db.owner((sql) => sql.query<T>(text, params));

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(zcgl.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource, { skipImport: true });
  });

  it.each(zcgl.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
    const answer = await call<{ rows?: Obj[]; start?: string; end?: string }>(server.base, report.call, { token, method: report.method, body: { pageNum: 1, pageSize: 10 } });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    if (report.key === 'dataRange') expect(answer.body.data.end! >= new Date().toISOString().slice(0, 10)).toBe(true);
    else expect((answer.body.data.rows ?? []).length, report.key).toBeGreaterThan(0);
    if (report.export) expect((await post(report.export)).status).toBe(200);
  });

  it('pages and filters the archive; the type tree and its list', async () => {
    const page = await post<Page>(`${B}/assetArchive/page`, { pageNum: 2, pageSize: 5 });
    expect(page.body.data.rows).toHaveLength(5);
    expect(page.body.data.total).toBe(150);
    const repair = await post<Page>(`${B}/assetArchive/page`, { status: 'repair', pageSize: 100 });
    expect(repair.body.data.total).toBeGreaterThan(3);
    expect(repair.body.data.rows.every((r) => r.status === 'repair' && r.checkResult !== 'match')).toBe(true);
    const named = await post<Page>(`${B}/assetArchive/page`, { name: '垃圾桶', pageSize: 100 });
    expect(named.body.data.total).toBeGreaterThan(0);
    expect(named.body.data.rows.every((r) => String(r.name).includes('垃圾桶'))).toBe(true);
    const cars = await post<Page>(`${B}/assetArchive/page`, { assetTypeId: (await post<Obj[]>(`${B}/assetType/list`)).body.data.find((t) => t.code === 'CZ-GPS')!.id });
    expect(cars.body.data.rows.every((r) => String(r.place).startsWith('车辆 浙A·'))).toBe(true);
    const tree = await call<Obj[]>(server.base, `${B}/assetType/tree`, { token });
    expect(tree.body.data.map((n) => n.name)).toEqual(['环卫作业设备', '车载设备', '办公设备', '维修检测']);
    expect((tree.body.data[0]!.children as Obj[]).length).toBe(4);
  });

  it('validates an asset in Chinese, creates, updates, checks and deletes it, all in its history', async () => {
    const types = (await post<Obj[]>(`${B}/assetType/list`)).body.data;
    const company = (await post<Page>('/cloud/platform/company/pageList')).body.data.rows[0]!;
    const staff = (await post<Page>('/cloud/platform/staff/pageList')).body.data.rows[0]!;
    const empty = await post(`${B}/assetArchive/create`, { name: '测试' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/不能为空/);
    const asset = { assetCode: 'TEST-0001', name: '测试扫地机', assetTypeId: types.find((t) => t.code === 'HW-QS')!.id, originalValue: 5600, purchaseDate: '2026-03-01', deptId: company.id, keeperId: staff.id, source: 'purchase', status: 'inUse' };
    expect((await post(`${B}/assetArchive/create`, { ...asset, assetCode: 'test 1' })).body.msg).toBe('资产编号只能包含大写字母、数字和“-”');
    expect((await post(`${B}/assetArchive/create`, { ...asset, originalValue: -1 })).status).toBe(400);
    expect((await post(`${B}/assetArchive/create`, { ...asset, status: 'lost' })).body.msg).toMatch(/资产状态/);
    const created = await post<Obj>(`${B}/assetArchive/create`, asset);
    expect(created.body.result, created.text).toBe(0);
    const id = created.body.data.id as number;
    expect((await post(`${B}/assetArchive/create`, asset)).body.msg).toMatch(/已存在/);
    expect((await post(`${B}/assetArchive/update`, { id, status: 'repair' })).body.result).toBe(0);
    const noResult = await post(`${B}/assetArchive/check`, { id, lastCheckDate: '2026-11-01', checkerId: staff.id });
    expect(noResult.status).toBe(400);
    expect(noResult.body.msg).toMatch(/盘点结果/);
    const checked = await post<Obj>(`${B}/assetArchive/check`, { id, lastCheckDate: '2026-11-01', checkerId: staff.id, checkResult: 'damaged', checkRemark: '刷盘磨损' });
    expect(checked.body.data).toMatchObject({ lastCheckDate: '2026-11-01', checkResult: 'damaged', checkerId: staff.id });
    const history = await call<Obj[]>(server.base, `${B}/assetArchive/history`, { token, query: { id: String(id) } });
    expect(history.body.data.map((h) => h.action)).toEqual(['check', 'update', 'create']);
    const ops = await post<Page>(`${B}/operationHistory/page`, { keyword: 'TEST-0001' });
    expect(ops.body.data.rows.map((r) => r.actionLabel)).toEqual(['盘点', '修改', '新增']);
    expect(ops.body.data.rows[1]!.detail).toBe('资产状态：在用 → 维修中');
    expect((await post(`${B}/assetArchive/deletes`, { ids: [id] })).body.result).toBe(0);
    const after = await post<Page>(`${B}/operationHistory/page`, { keyword: 'TEST', action: 'delete' });
    expect(after.body.data.total).toBe(0); // the asset row is gone: its name filter cannot match
    const deleted = await post<Page>(`${B}/operationHistory/page`, { action: 'delete' });
    expect(deleted.body.data.rows[0]).toMatchObject({ assetCode: 'TEST-0001', assetName: '测试扫地机', actionLabel: '删除' });
  });

  it('serves a year of operation history, paged and filtered', async () => {
    const all = await post<Page>(`${B}/operationHistory/page`, { pageSize: 20 });
    expect(all.body.data.rows).toHaveLength(20);
    expect(all.body.data.total).toBeGreaterThan(250);
    const checks = await post<Page>(`${B}/operationHistory/page`, { action: 'check', startDate: '2026-10-01', endDate: '2026-10-31', pageSize: 200 });
    expect(checks.body.data.total).toBeGreaterThan(80);
    expect(checks.body.data.rows.every((r) => r.actionLabel === '盘点' && String(r.at).startsWith('2026-10'))).toBe(true);
    expect((await post(`${B}/operationHistory/page`, { startDate: '2026-13-01' })).body.msg).toMatch(/日期/);
  });

  it('the analysis figures equal the archive rows, and exportDataView writes them', async () => {
    const archive = (await post<Page<{ originalValue: number; status: string; deptId: number; assetTypeId: number }>>(`${B}/assetArchive/page`, { pageSize: 500 })).body.data;
    const sum = (xs: { originalValue: number }[]) => Math.round(xs.reduce((s, r) => s + r.originalValue, 0) * 100) / 100;
    const chart = (await post<{ rows: Obj[]; totals: Obj }>(`${B}/assetAnalyze/chart`)).body.data;
    expect(chart.rows.reduce((s, r) => s + Number(r.assets), 0)).toBe(archive.total);
    expect(Number(chart.totals.value)).toBeCloseTo(sum(archive.rows), 2);
    const type = chart.rows[0]!;
    expect(Number(type.assets)).toBe(archive.rows.filter((r) => r.assetTypeId === type.assetTypeId).length);
    const view = (await post<{ rows: Obj[]; totals: Obj }>(`${B}/assetAnalyze/dataView`)).body.data;
    expect(Number(view.totals.assets)).toBe(archive.total);
    const cell = view.rows.find((r) => r.status === 'repair')!;
    const behind = archive.rows.filter((r) => r.status === 'repair' && r.deptId === cell.deptId);
    expect(Number(cell.assets)).toBe(behind.length);
    expect(Number(cell.value)).toBeCloseTo(sum(behind), 2);
    const idle = (await post<{ rows: Obj[] }>(`${B}/assetAnalyze/dataView`, { status: 'idle' })).body.data.rows;
    expect(idle.every((r) => r.status === 'idle')).toBe(true);
    const file = await fetch(new URL(`${B}/assetAnalyze/exportDataView`, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file.arrayBuffer()) as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('使用部门');
    expect(cells).toContain('维修中');
  });

  it('computes depreciation from 原值, 残值 and 年限, and refuses a residual above the value', async () => {
    const facilities = (await post<Page>('/cloud/platform/facility/pageList', { facilityType: 'communityPoint', pageSize: 100 })).body.data.rows;
    const card = { cardNo: 'ZJ-TEST-1', facilityId: facilities[0]!.id, originalValue: 120_000, residualValue: 6_000, usefulYears: 10, startDate: '2024-07-01' };
    const refused = await post(`${G}/facilityDepreciation/save`, { ...card, residualValue: 130_000 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('残值不能大于原值');
    const saved = await post<Obj>(`${G}/facilityDepreciation/save`, card);
    expect(saved.body.data).toMatchObject({ depreciableValue: 114_000 });
    const id = saved.body.data.id as number;
    const summary = (await post<Page>(`${G}/facilityDepreciation/summary`, { facilityId: card.facilityId, endDate: '2026-06-30' })).body.data.rows[0]!;
    // 114 000 over 120 months = 950 a month; July 2024 – June 2026 are 24 months.
    expect(summary).toMatchObject({ cardNo: 'ZJ-TEST-1', monthly: 950, months: 24, accumulated: 22_800, netValue: 97_200 });
    const schedule = (await post<Page>(`${G}/facilityDepreciation/schedule`, { facilityId: card.facilityId, pageSize: 50 })).body.data;
    expect(schedule.rows.map((r) => r.year)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034]);
    expect(schedule.rows[0]).toMatchObject({ months: 6, opening: 120_000, depreciation: 5_700, closing: 114_300 });
    expect(schedule.rows.reduce((s, r) => s + Number(r.months), 0)).toBe(120);
    expect(schedule.rows.reduce((s, r) => s + Number(r.depreciation), 0)).toBeCloseTo(114_000, 2);
    expect(schedule.rows.at(-1)).toMatchObject({ closing: 6_000, accumulated: 114_000 });
    expect((await post(`${G}/facilityDepreciation/update`, { id, usefulYears: 0 })).status).toBe(400);
    expect((await post(`${G}/facilityDepreciation/delete`, { id })).body.result).toBe(0);
    // Every seeded card: net value never below its residual, never above its value.
    const all = (await post<Page<{ netValue: number; residualValue: number; originalValue: number }>>(`${G}/facilityDepreciation/summary`, { pageSize: 200 })).body.data;
    expect(all.total).toBeGreaterThan(30);
    expect(all.rows.every((r) => r.netValue >= r.residualValue && r.netValue <= r.originalValue)).toBe(true);
  });

  it('imports depreciation cards from a workbook, all rows or none', async () => {
    const facility = (await post<Page>('/cloud/platform/facility/pageList', { facilityType: 'communityPoint', pageSize: 100 })).body.data.rows[1]!;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    sheet.addRow(['卡片编号', '设施', '原值', '预计残值', '折旧年限', '开始计提']);
    sheet.addRow(['ZJ-IMP-1', facility.name, 50_000, 2_500, 8, '2025-01-01']);
    const upload = async (b: ExcelJS.Workbook) =>
      fetch(new URL(`${G}/facilityDepreciation/import`, server.base), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(await b.xlsx.writeBuffer()) });
    const bad = new ExcelJS.Workbook();
    bad.addWorksheet('导入').addRows([['卡片编号', '设施', '原值', '预计残值', '折旧年限', '开始计提'], ['ZJ-IMP-2', facility.name, 1_000, 2_000, 8, '2025-01-01']]);
    const refused = await upload(bad);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { msg: string }).msg).toContain('未写入任何数据');
    const done = (await (await upload(book)).json()) as { result: number; data: { imported: number } };
    expect(done).toMatchObject({ result: 0, data: { imported: 1 } });
    const row = (await post<Page>(`${G}/facilityDepreciation/pageList`, { cardNo: 'ZJ-IMP-1' })).body.data.rows[0]!;
    expect(row).toMatchObject({ facilityId: facility.id, depreciableValue: 47_500 });
  });

  it('facility info is the platform facilities with what the asset keeper adds', async () => {
    const info = (await post<Page>(`${G}/facilityInfo/pageList`, { pageSize: 5 })).body.data;
    const platform = (await post<Page>('/cloud/platform/facility/pageList')).body.data;
    expect(info.total).toBe(platform.total);
    expect(info.rows.every((r) => r.builtDate && Number(r.floorArea) > 0 && r.keeperId)).toBe(true);
    const first = info.rows[0]!;
    expect((await post(`${G}/facilityInfo/update`, { id: first.id, floorArea: -5 })).status).toBe(400);
    expect((await post(`${G}/facilityInfo/update`, { id: first.id, floorArea: 88.5 })).body.result).toBe(0);
    const again = await call<Obj>(server.base, `${G}/facilityInfo/getOne`, { token, query: { id: String(first.id) } });
    expect(again.body.data).toMatchObject({ floorArea: 88.5, code: first.code });
    const transfer = (await post<Page>(`${G}/facilityInfo/pageList`, { facilityType: 'transferStation', pageSize: 100 })).body.data.rows;
    expect(transfer.every((r) => r.facilityType === 'transferStation')).toBe(true);
  });

  it('walks an inspection: save → submit → inspection (异常) → inspection (正常), logging each step', async () => {
    const inspectors = (await post<Page>(`${G}/inspector/pageList`, { role: 'inspector', enabled: true })).body.data.rows;
    const facility = (await post<Page>(`${G}/facilityInfo/pageList`)).body.data.rows[2]!;
    expect((await post(`${G}/inspection/save`, { facilityId: facility.id })).body.msg).toMatch(/不能为空/);
    const saved = await post<Obj>(`${G}/inspection/save`, { facilityId: facility.id, inspectType: 'safety', planDate: '2026-11-25', content: '检查消防器材' });
    expect(saved.body.result, saved.text).toBe(0);
    expect(saved.body.data).toMatchObject({ state: 'draft', code: expect.stringMatching(/^XJ\d{12}$/) });
    const id = saved.body.data.id as number;
    expect((await post(`${G}/inspection/inspection`, { id, outcome: 'normal', note: '正常' })).status).toBe(400);
    const inspector = inspectors[0]!;
    const submitted = await post<Obj>(`${G}/inspection/submit`, { id, deptId: inspector.deptId, inspectorId: inspector.id, note: '本周内完成' });
    expect(submitted.body.msg).toBe('已提交');
    expect(submitted.body.data).toMatchObject({ state: 'toInspect', inspectorId: inspector.id });
    expect((await post(`${G}/inspection/inspection`, { id, outcome: 'abnormal' })).body.msg).toMatch(/巡检情况/);
    expect((await post<Obj>(`${G}/inspection/inspection`, { id, outcome: 'abnormal', note: '灭火器过期' })).body.data).toMatchObject({ state: 'rectify', findings: '灭火器过期' });
    expect((await post<Obj>(`${G}/inspection/inspection`, { id, outcome: 'normal', note: '已更换灭火器' })).body.data).toMatchObject({ state: 'done' });
    const log = await call<Obj[]>(server.base, `${G}/inspection/actionList`, { token, query: { id: String(id) } });
    expect(log.body.result, log.text).toBe(0);
    expect(log.body.data.map((l) => l.transition)).toEqual(['report', 'submit', 'inspection', 'inspection']);
    expect(log.body.data[0]!.label).toBe('创建');
    const refused = await post(`${G}/inspection/delete`, { id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const states = (await post<Page>(`${G}/inspection/pageList`, { state: 'rectify', pageSize: 100 })).body.data;
    expect(states.total).toBeGreaterThan(0);
    expect(states.rows.every((r) => r.state === 'rectify')).toBe(true);
  });

  it('answers user permission and the enums at both families', async () => {
    const perm = await call<{ systemCode: string; account: string; pages: { key: string }[]; resources: Record<string, string[]> }>(server.base, `${B}/common/userPermission`, { token });
    expect(perm.body.data).toMatchObject({ systemCode: 'zcgl', account: 'root' });
    expect(perm.body.data.pages.map((p) => p.key)).toEqual(expect.arrayContaining(['assetArchive', 'analysis', 'inspection']));
    expect(perm.body.data.resources.assetArchive).toEqual(expect.arrayContaining(['create', 'check']));
    expect(perm.body.data.resources.inspection).toEqual(expect.arrayContaining(['submit', 'inspection']));
    for (const path of [`${B}/common/enum/list`, `${G}/common/loadEnumValue`]) {
      const enums = await call<Record<string, unknown[]>>(server.base, path, { token });
      expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['assetStatus', 'checkResult', 'inspectionState', 'inspectType']));
    }
  });

  it('keeps tenants apart', async () => {
    const [t2] = await owner<{ id: number; n: number }>(`SELECT min(id) AS id, count(*)::int AS n FROM zcgl_asset_archive WHERE tenant_id = '2'`);
    expect(t2!.n).toBe(60);
    const [{ n: t2Inspections }] = await owner<{ n: number }>(`SELECT count(*)::int AS n FROM zcgl_inspection WHERE tenant_id = '2'`);
    expect(t2Inspections).toBe(32);
    const own = await owner<{ id: number }>(`SELECT id FROM zcgl_asset_archive WHERE tenant_id = '1'`);
    const foreign = (await owner<{ id: number }>(`SELECT id FROM zcgl_asset_archive WHERE tenant_id = '2' ORDER BY id`)).find((r) => !own.some((o) => o.id === r.id));
    expect(foreign).toBeDefined();
    const read = await call(server.base, `${B}/assetArchive/selectOne`, { token, query: { id: String(foreign!.id) } });
    expect(read.status).toBe(404);
    const write = await post(`${B}/assetArchive/update`, { id: foreign!.id, name: '越权修改' });
    expect(write.body.msg).toBe('记录不存在或已被删除');
    expect((await owner<{ name: string }>(`SELECT name FROM zcgl_asset_archive WHERE id = $1`, [foreign!.id]))[0]!.name).not.toBe('越权修改');
    const page = (await post<Page>(`${B}/assetArchive/page`, { pageSize: 500 })).body.data;
    expect(page.rows.every((r) => own.some((o) => o.id === r.id))).toBe(true);
  });

  it('refuses a user without the system', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of [`${B}/assetArchive/page`, `${B}/assetAnalyze/chart`, `${B}/operationHistory/page`, `${G}/inspection/pageList`, `${G}/facilityDepreciation/summary`, `${B}/common/userPermission`]) {
      const answer = await call(server.base, path, { token: ops, body: {} });
      expect(answer.status, path).toBe(403);
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
