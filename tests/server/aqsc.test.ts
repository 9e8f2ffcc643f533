/**
 * 安全生产 (aqsc) answers every call of its family (/cloud/aqsc/web/api, POST JSON): each
 * resource's generic calls, paging and filters, validation in Chinese, file upload and download
 * of the safety library, check projects with their item lines, the check-record workflow
 * (assign → handle → audit: allowed, wrong state, wrong person, overdue), statistics whose
 * totals equal the lists, tenant isolation and refusal for a user without the system.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
interface Page<T = Obj> { rows: T[]; total: number }
const aqsc = await loadSystem('aqsc');
const B = '/cloud/aqsc/web/api';
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

describe.each(backends)('aqsc calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  const post = <T = Obj>(path: string, body: unknown = {}, as = token) => call<T>(server.base, path, { token: as, body });
  const owner = <T extends Obj>(text: string, params: unknown[] = []) => server.app.db.owner((sql) => sql.query<T>(text, params));
  const upload = async (as = token) => {
    const answer = await call<{ id: string }>(server.base, `${B}/file/upload?kind=attachments&name=${encodeURIComponent('安全制度.pdf')}`, { token: as, body: PDF, contentType: 'application/octet-stream' });
    expect(answer.body.result, answer.text).toBe(0);
    return answer.body.data.id;
  };

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
  }, 180_000);
  afterAll(() => server?.stop());

  it.each(aqsc.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource);
  });

  it.each(aqsc.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
    const answer = await call<{ rows?: Obj[] }>(server.base, report.call, { token, method: report.method, body: {} });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    if (report.key === 'dataRange') expect((answer.body.data as { end?: string }).end! >= new Date().toISOString().slice(0, 10)).toBe(true);
    else expect((answer.body.data.rows ?? []).length, report.key).toBeGreaterThan(0);
    if (report.export) expect((await post(report.export)).status).toBe(200);
  });

  it('pages and filters the safety files; validates them in Chinese', async () => {
    const all = (await post<Page>(`${B}/file/pageList`, { pageSize: 100 })).body.data;
    expect(all.total).toBe(30);
    const page = (await post<Page>(`${B}/file/pageList`, { pageNum: 2, pageSize: 7 })).body.data;
    expect(page.rows).toHaveLength(7);
    expect(page.total).toBe(30);
    const plans = (await post<Page>(`${B}/file/pageList`, { fileType: 'plan', pageSize: 100 })).body.data;
    expect(plans.total).toBeGreaterThan(2);
    expect(plans.rows.every((r) => r.fileType === 'plan')).toBe(true);
    const titled = (await post<Page>(`${B}/file/pageList`, { title: '应急预案', pageSize: 100 })).body.data;
    expect(titled.rows.length).toBeGreaterThan(0);
    expect(titled.rows.every((r) => String(r.title).includes('应急预案'))).toBe(true);
    const expiring = (await post<Page>(`${B}/file/pageList`, { validToStart: '2000-01-01', validToEnd: '2026-11-20', pageSize: 100 })).body.data;
    expect(expiring.rows.every((r) => String(r.validTo) <= '2026-11-20')).toBe(true);
    const empty = await post(`${B}/file/save`, { title: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/不能为空/);
    const category = (await post<Page>(`${B}/fileCategory/pageList`, { code: 'YA' })).body.data.rows[0]!;
    const dept = (await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' ORDER BY id LIMIT 1`))[0]!.id;
    const base = { code: 'AQ-T-001', title: '测试制度', categoryId: category.id, fileType: 'regulation', deptId: dept, publishDate: '2026-10-01', state: 'effective' };
    const reversed = await post(`${B}/file/save`, { ...base, validTo: '2026-01-01', attachments: await upload() });
    expect(reversed.body.msg).toBe('有效期至不能早于发布日期');
    const foreignFile = await post(`${B}/file/save`, { ...base, attachments: 'no-such-file' });
    expect(foreignFile.status).toBe(400);
    expect(foreignFile.body.msg).toMatch(/附件中的文件不存在/);
    expect((await owner<{ n: number }>(`SELECT count(*)::int AS n FROM aqsc_file WHERE code = 'AQ-T-001'`))[0]!.n).toBe(0);
  });

  it('uploads a file with its attachment and downloads it through file/download', async () => {
    const fileId = await upload();
    const category = (await post<Page>(`${B}/fileCategory/pageList`, { code: 'ZD-01' })).body.data.rows[0]!;
    const dept = (await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' ORDER BY id LIMIT 1`))[0]!.id;
    const saved = await post<Obj>(`${B}/file/save`, { code: 'AQ-T-002', title: '危险作业审批制度', categoryId: category.id, fileType: 'regulation', deptId: dept, publishDate: '2026-11-01', validTo: '2029-10-31', state: 'effective', attachments: fileId });
    expect(saved.body.result, saved.text).toBe(0);
    const id = saved.body.data.id as number;
    const download = await call(server.base, `${B}/file/download`, { token, query: { id: String(id) } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('安全制度.pdf'));
    expect(download.text.startsWith('%PDF-')).toBe(true);
    expect((await call(server.base, `${B}/file/download`, { token, query: { id: String(id), fileId: 'other' } })).status).toBe(404);
    // The category tree lists the new file under its node.
    const inCategory = (await post<Page>(`${B}/file/pageList`, { categoryId: category.id, pageSize: 100 })).body.data;
    expect(inCategory.rows.some((r) => r.id === id)).toBe(true);
    const tree = await call<Obj[]>(server.base, `${B}/fileCategory/tree`, { token });
    expect(tree.body.result).toBe(0);
  });

  it('keeps training plans and records: trainees from the staff, states by actions, validation', async () => {
    const plans = (await post<Page>(`${B}/plan/pageList`, { pageSize: 100 })).body.data;
    expect(plans.total).toBe(24);
    expect(new Set(plans.rows.map((r) => r.state))).toEqual(new Set(['planned', 'ongoing', 'done', 'cancelled']));
    const planned = plans.rows.find((r) => r.state === 'planned')!;
    expect(Array.isArray(planned.trainees) && (planned.trainees as unknown[]).length > 0).toBe(true);
    expect(String(planned.traineesLabel)).toMatch(/、/);
    expect((await post<Obj>(`${B}/plan/start`, { id: planned.id })).body.result).toBe(0);
    expect((await post<Obj>(`${B}/plan/get`, { id: planned.id })).body.data).toMatchObject({ state: 'ongoing' });
    const cancelled = plans.rows.find((r) => r.state === 'cancelled')!;
    const locked = await post(`${B}/plan/update`, { id: cancelled.id, title: '改名' });
    expect(locked.body.msg).toBe('已取消的培训计划不能修改或删除');
    const reversed = await post(`${B}/plan/save`, { code: 'PX-T', title: '测试', typeId: planned.typeId, startDate: '2026-11-10', endDate: '2026-11-01', hours: 2, place: '会议室', trainer: '张', deptId: planned.deptId, trainees: planned.trainees });
    expect(reversed.body.msg).toBe('结束日期不能早于开始日期');
    const records = (await post<Page>(`${B}/record/pageList`, { planId: plans.rows.find((r) => r.state === 'done')!.id, pageSize: 100 })).body.data;
    expect(records.total).toBeGreaterThan(0);
    const noScore = await post(`${B}/record/save`, { planId: planned.id, staffId: records.rows[0]!.staffId, trainDate: '2026-11-01', attendance: 'present', hours: 2, result: 'pass' });
    expect(noScore.body.msg).toBe('出勤人员请填写考核成绩');
    const certificate = await upload();
    const saved = await post<Obj>(`${B}/record/save`, { planId: planned.id, staffId: records.rows[0]!.staffId, trainDate: '2026-11-01', attendance: 'present', hours: 2, score: 92, result: 'pass', certificateNo: 'ZS-T-1', certificates: certificate });
    expect(saved.body.result, saved.text).toBe(0);
    expect(saved.body.data).toMatchObject({ certificates: certificate, score: 92 });
  });

  it('keeps check projects with their item lines and total score', async () => {
    const projects = (await post<Page>(`${B}/checkProject/pageList`)).body.data;
    expect(projects.total).toBe(6);
    const first = projects.rows[0]!;
    const items = await post<Obj[]>(`${B}/checkProject/items`, { id: first.id });
    expect(items.body.data.length).toBeGreaterThan(3);
    expect(items.body.data.reduce((s, i) => s + Number(i.score), 0)).toBe(Number(first.totalScore));
    const saved = await post<Obj>(`${B}/checkProject/save`, {
      code: 'JC-T1', name: '仓库安全检查', checkType: 'special', frequency: 'monthly', passScore: 60, status: 'enabled',
      lines: [{ content: '货架稳固', standard: '货架无倾斜变形', method: 'look', score: 40 }, { content: '通道', standard: '通道宽度≥1.2米', method: 'look', score: 60 }],
    });
    expect(saved.body.result, saved.text).toBe(0);
    expect(saved.body.data.totalScore).toBe(100);
    const noLines = await post(`${B}/checkProject/save`, { code: 'JC-T2', name: '空', checkType: 'special', frequency: 'monthly', passScore: 60, status: 'enabled', lines: [] });
    expect(noLines.status).toBe(400);
  });

  describe('the check-record workflow', () => {
    let safety: string;
    let rectifier: string;
    let auditor: string;
    let ids: { rectifier: number; rectifierDept: number; other: number };
    let base: Obj;

    beforeAll(async () => {
      [safety, rectifier, auditor] = await Promise.all([tokenFor(server.base, 'safety', 'Safety@2026'), tokenFor(server.base, 'rectifier', 'Rectify@2026'), tokenFor(server.base, 'auditor', 'Audit@2026')]);
      const members = await owner<{ account: string | null; id: number; dept_id: number; role: string }>(`SELECT account, id, dept_id, role FROM aqsc_member WHERE tenant_id = '1' ORDER BY id`);
      const r = members.find((m) => m.account === 'rectifier')!;
      ids = { rectifier: r.id, rectifierDept: r.dept_id, other: members.find((m) => m.account === null && m.role === 'rectifier')!.id };
      const project = (await post<Page>(`${B}/checkProject/pageList`)).body.data.rows[0]!;
      base = { projectId: project.id, checkDate: '2026-11-20', checkDeptId: r.dept_id, place: '压缩中转站', score: 78, hazardType: 'fire', hazardLevel: 'general', description: '灭火器压力不足' };
    });

    it('walks found → assign → handle → audit (return, then pass), logging every step', async () => {
      const created = await post<Obj>(`${B}/checkRecord/save`, base, safety);
      expect(created.body.result, created.text).toBe(0);
      const id = created.body.data.id as number;
      expect(created.body.data).toMatchObject({ state: 'found', code: expect.stringMatching(/^YH\d{12}$/) });
      // Wrong state: nothing to rectify yet.
      const early = await post(`${B}/checkRecord/handle`, { id, note: '已整改' }, rectifier);
      expect(early.status).toBe(400);
      expect(early.body.msg).toMatch(/待下发/);
      // Wrong person: a 整改责任人 may not assign.
      expect((await post(`${B}/checkRecord/assign`, { id, deptId: ids.rectifierDept, handlerId: ids.rectifier, date: '2030-01-10' }, rectifier)).status).toBe(403);
      expect((await post(`${B}/checkRecord/assign`, { id, deptId: ids.rectifierDept, handlerId: ids.rectifier }, safety)).body.msg).toMatch(/整改期限/);
      const assigned = await post<Obj>(`${B}/checkRecord/assign`, { id, deptId: ids.rectifierDept, handlerId: ids.rectifier, date: '2030-01-10', note: '三日内更换灭火器' }, safety);
      expect(assigned.body.result, assigned.text).toBe(0);
      expect(assigned.body.data).toMatchObject({ state: 'rectifying', rectifyDue: '2030-01-10', handlerId: ids.rectifier, requirement: '三日内更换灭火器' });
      expect(String(assigned.body.data.deadline)).toMatch(/^2030-01-10 18:00/);
      // Only the responsible person reports it rectified; the auditor may not.
      const notHandler = await post(`${B}/checkRecord/handle`, { id, note: '已整改' }, auditor);
      expect(notHandler.status).toBe(403);
      expect(notHandler.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect((await post(`${B}/checkRecord/handle`, { id }, rectifier)).body.msg).toMatch(/整改情况/);
      expect((await post<Obj>(`${B}/checkRecord/handle`, { id, note: '已更换灭火器 2 具' }, rectifier)).body.data).toMatchObject({ state: 'toAudit', rectifyNote: '已更换灭火器 2 具' });
      expect((await post(`${B}/checkRecord/audit`, { id, outcome: 'pass', note: '合格' }, rectifier)).status).toBe(403);
      expect((await post<Obj>(`${B}/checkRecord/audit`, { id, outcome: 'return', note: '标识未更新' }, auditor)).body.data).toMatchObject({ state: 'rectifying' });
      await post(`${B}/checkRecord/handle`, { id, note: '标识已更新' }, rectifier);
      const closed = await post<Obj>(`${B}/checkRecord/audit`, { id, outcome: 'pass', note: '复查合格' }, auditor);
      expect(closed.body.data).toMatchObject({ state: 'closed', auditNote: '复查合格' });
      expect(closed.body.data.closeTime).toBeTruthy();
      const detail = await post<Obj>(`${B}/checkRecord/get`, { id });
      expect(detail.body.data).toMatchObject({ id, state: 'closed' });
      const log = await call<Obj[]>(server.base, `${B}/checkRecord/actionList`, { token, query: { id: String(id) } });
      expect(log.body.data.map((l) => l.transition)).toEqual(['report', 'assign', 'handle', 'audit', 'handle', 'audit']);
      // A closed record is final: no step, no delete.
      expect((await post(`${B}/checkRecord/audit`, { id, outcome: 'pass', note: '再次' }, auditor)).status).toBe(400);
      expect((await post(`${B}/checkRecord/delete`, { id })).status).toBe(400);
    });

    it('refuses an assignee outside the chosen unit and shows overdue records in their tab', async () => {
      const created = await post<Obj>(`${B}/checkRecord/save`, base, safety);
      const id = created.body.data.id as number;
      const other = (await owner<{ dept_id: number }>(`SELECT dept_id FROM aqsc_member WHERE id = $1`, [ids.other]))[0]!.dept_id;
      const wrongDept = await post(`${B}/checkRecord/assign`, { id, deptId: other === ids.rectifierDept ? other + 100_000 : other, handlerId: ids.rectifier, date: '2030-01-10' }, safety);
      expect(wrongDept.status).toBe(400);
      const overdue = (await post<Page>(`${B}/checkRecord/pageList`, { scope: 'overdue', pageSize: 100 })).body.data;
      expect(overdue.total).toBeGreaterThanOrEqual(6);
      expect(overdue.rows.every((r) => r.overdue === true && r.state !== 'closed')).toBe(true);
      const [{ n }] = (await owner<{ n: number }>(`SELECT count(*)::int AS n FROM aqsc_check_record WHERE tenant_id = '1' AND state <> 'closed' AND deadline < localtimestamp`)) as [{ n: number }];
      expect(overdue.total).toBe(n);
      const figures = await post<Page>(`${B}/checkRecord/figures`);
      expect(figures.body.data.rows[0]!.overdue).toBe(n);
      // An overdue rectification can still be reported (the clock escalates, it does not block).
      const late = overdue.rows.find((r) => r.state === 'rectifying')!;
      const handler = (await owner<{ account: string | null }>(`SELECT account FROM aqsc_member WHERE id = $1`, [late.handlerId]))[0]!;
      expect(handler.account).toBeNull();
      expect((await post(`${B}/checkRecord/handle`, { id: late.id, note: '已整改' }, rectifier)).status).toBe(403);
    });

    it('lets the 安全主管 see overdue records in 超时督办 and the officer delete a fresh one', async () => {
      const center = (await post<Page>(`${B}/checkRecord/pageList`, { scope: 'center', pageSize: 100 })).body.data;
      expect(center.total).toBeGreaterThan(0);
      const created = await post<Obj>(`${B}/checkRecord/save`, base, safety);
      expect((await post(`${B}/checkRecord/delete`, { id: created.body.data.id }, rectifier)).status).toBe(403);
      expect((await post(`${B}/checkRecord/delete`, { id: created.body.data.id }, safety)).body.result).toBe(0);
    });
  });

  it('statistics: totals equal the lists behind them', async () => {
    const period = { startDate: '2026-01-01', endDate: '2026-12-31' };
    const list = (await post<Page>(`${B}/checkRecord/pageList`, { checkDateStart: period.startDate, checkDateEnd: period.endDate, pageSize: 1 })).body.data.total;
    for (const key of ['hazardByType', 'hazardByDept', 'hazardByState', 'hazardByMonth']) {
      const rows = (await post<Page>(`${B}/statistics/${key}`, period)).body.data.rows;
      const sum = rows.filter((r) => !r.isTotal && r.total !== true).reduce((s, r) => s + Number(r.hazards), 0);
      expect(sum, key).toBe(list);
    }
    const fire = (await post<Page>(`${B}/checkRecord/pageList`, { hazardType: 'fire', checkDateStart: period.startDate, checkDateEnd: period.endDate, pageSize: 1 })).body.data.total;
    expect((await post<Page>(`${B}/statistics/hazardByType`, period)).body.data.rows.find((r) => r.hazardType === 'fire')?.hazards ?? 0).toBe(fire);
    const rect = (await post<Page>(`${B}/statistics/rectification`, period)).body.data.rows;
    const assigned = (await owner<{ n: number }>(`SELECT count(*)::int AS n FROM aqsc_check_record WHERE tenant_id = '1' AND dept_id IS NOT NULL AND check_date BETWEEN '2026-01-01' AND '2026-12-31'`))[0]!.n;
    expect(rect.reduce((s, r) => s + Number(r.assigned), 0)).toBe(assigned);
    expect(rect.every((r) => Number(r.closed) + Number(r.open) === Number(r.assigned))).toBe(true);
    const overview = (await post<Page>(`${B}/statistics/overview`, period)).body.data.rows[0]!;
    expect(overview.hazards).toBe(list);
    expect(overview.rectifyRate).toBe(Math.round((1000 * Number(overview.closed)) / list) / 10);
    const hours = (await post<Page>(`${B}/statistics/trainingByMonth`, period)).body.data.rows.filter((r) => r.month).reduce((s, r) => s + Number(r.hours), 0);
    expect(Math.round(hours * 10) / 10).toBe(overview.trainingHours);
    const coverage = (await post<Page>(`${B}/statistics/trainingByType`, period)).body.data.rows;
    expect(coverage.every((r) => Number(r.coverage) >= 0 && Number(r.coverage) <= 100)).toBe(true);
    expect((await post(`${B}/statistics/overview`, { startDate: '2026-13-01' })).status).toBe(400);
    const enums = await call<Record<string, unknown>>(server.base, `${B}/common/loadEnumValue`, { token });
    expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['aqscCheckState', 'aqscHazardType', 'aqscFileType']));
  });

  it('keeps tenants apart', async () => {
    const [{ n: t2 }] = (await owner<{ n: number }>(`SELECT count(*)::int AS n FROM aqsc_check_record WHERE tenant_id = '2'`)) as [{ n: number }];
    expect(t2).toBe(24);
    expect((await owner<{ n: number }>(`SELECT count(*)::int AS n FROM aqsc_file WHERE tenant_id = '2'`))[0]!.n).toBe(16);
    const foreign = (await owner<{ id: number }>(`SELECT id FROM aqsc_file WHERE tenant_id = '2' ORDER BY id LIMIT 1`))[0]!.id;
    const own = await owner<{ id: number }>(`SELECT id FROM aqsc_file WHERE tenant_id = '1'`);
    if (!own.some((o) => o.id === foreign)) {
      expect((await post(`${B}/file/get`, { id: foreign })).status).toBe(404);
      expect((await call(server.base, `${B}/file/download`, { token, query: { id: String(foreign) } })).status).toBe(404);
    }
    const write = await post(`${B}/file/update`, { id: foreign, title: '越权修改' });
    expect(write.body.result).not.toBe(0);
    expect((await owner<{ title: string }>(`SELECT title FROM aqsc_file WHERE tenant_id = '2' AND id = $1`, [foreign]))[0]!.title).not.toBe('越权修改');
    // Another tenant's uploaded file cannot be attached.
    const t2token = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    const theirs = await upload(t2token);
    const category = (await post<Page>(`${B}/fileCategory/pageList`, { code: 'YA' })).body.data.rows[0]!;
    const dept = (await owner<{ id: number }>(`SELECT id FROM platform_department WHERE tenant_id = '1' ORDER BY id LIMIT 1`))[0]!.id;
    const borrowed = await post(`${B}/file/save`, { code: 'AQ-T-009', title: '借用', categoryId: category.id, fileType: 'plan', deptId: dept, publishDate: '2026-10-01', state: 'effective', attachments: theirs });
    expect(borrowed.status).toBe(400);
    const page = (await post<Page>(`${B}/checkRecord/pageList`, { pageSize: 500 }, t2token)).body.data;
    expect(page.total).toBeGreaterThanOrEqual(24);
  });

  it('refuses a user without the system', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of [`${B}/file/pageList`, `${B}/plan/pageList`, `${B}/checkRecord/pageList`, `${B}/checkRecord/audit`, `${B}/statistics/overview`, `${B}/file/download`, `${B}/file/upload`]) {
      const answer = await call(server.base, path, { token: ops, body: {} });
      expect(answer.status, path).toBe(403);
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
