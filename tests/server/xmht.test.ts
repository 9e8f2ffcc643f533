/**
 * 项目合同 (xmht) answers every call of its family (/cloud/xmht/<item|contract|service|
 * organisation|shareholder|report>, POST JSON): each resource's generic calls, paging and
 * filters, validation in Chinese, contracts with attachments and state actions, shareholders
 * whose shares of one unit may not exceed 100 %, reports whose totals equal the contract list,
 * expiring contracts on the report, the board and as shell notices, tenant isolation and
 * refusal for a user without the system.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
interface Page<T = Obj> { rows: T[]; total: number }
const xmht = await loadSystem('xmht');
const B = '/cloud/xmht';
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

describe.each(backends)('xmht calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  const post = <T = Obj>(path: string, body: unknown = {}, as = token) => call<T>(server.base, path, { token: as, body });
  const owner = <T extends Obj>(text: string, params: unknown[] = []) => server.app.db.owner((sql) => sql.query<T>(text, params));
  const company = async (n = 0) => (await owner<{ id: number }>(`SELECT id FROM platform_company WHERE tenant_id = '1' ORDER BY id`))[n]!.id;

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
  }, 180_000);
  afterAll(() => server?.stop());

  it.each(xmht.resources.filter((r) => !r.singleton).map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, token, resource);
  });

  it.each(xmht.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
    const body = report.matrix ? { year: '2026' } : {};
    const answer = await call<{ rows?: Obj[] }>(server.base, report.call, { token, method: report.method, body });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    if (report.key === 'dataRange') expect((answer.body.data as { end?: string }).end! >= new Date().toISOString().slice(0, 10)).toBe(true);
    else expect((answer.body.data.rows ?? []).length, report.key).toBeGreaterThan(0);
    if (report.export) expect((await post(report.export, body)).status, report.export).toBe(200);
  });

  it('pages and filters projects and contracts; validates them in Chinese', async () => {
    const items = (await post<Page>(`${B}/item/pageList`, { pageSize: 100 })).body.data;
    expect(items.total).toBe(14);
    expect(new Set(items.rows.map((r) => r.state)).size).toBeGreaterThan(2);
    const contracts = (await post<Page>(`${B}/contract/pageList`, { pageNum: 2, pageSize: 10 })).body.data;
    expect(contracts.rows).toHaveLength(10);
    expect(contracts.total).toBeGreaterThan(35);
    const performing = (await post<Page>(`${B}/contract/pageList`, { state: 'performing', pageSize: 200 })).body.data;
    expect(performing.rows.every((r) => r.state === 'performing')).toBe(true);
    const ofItem = (await post<Page>(`${B}/contract/pageList`, { itemId: items.rows[0]!.id, pageSize: 100 })).body.data;
    expect(ofItem.total).toBeGreaterThan(1);
    expect(ofItem.rows.every((r) => r.itemId === items.rows[0]!.id && r.partyAIdLabel && r.partyBIdLabel)).toBe(true);
    const ranged = (await post<Page>(`${B}/contract/pageList`, { amountStart: 1_000_000, amountEnd: 5_000_000, pageSize: 200 })).body.data;
    expect(ranged.rows.every((r) => Number(r.amount) >= 1_000_000 && Number(r.amount) <= 5_000_000)).toBe(true);
    const empty = await post(`${B}/contract/save`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/不能为空/);
    const base = { code: 'HT-T-0001', name: '测试合同', itemId: items.rows[0]!.id, contractType: 'service', partyAId: await company(0), partyBId: await company(1), amount: 100_000, signDate: '2026-10-01', startDate: '2026-10-05', endDate: '2027-10-04', paymentTerms: 'monthly' };
    expect((await post(`${B}/contract/save`, { ...base, endDate: '2026-01-01' })).body.msg).toBe('合同到期日期不能早于开始日期');
    expect((await post(`${B}/contract/save`, { ...base, startDate: '2026-09-01', endDate: '2027-01-01' })).body.msg).toBe('合同开始日期不能早于签订日期');
    expect((await post(`${B}/contract/save`, { ...base, paidAmount: 200_000 })).body.msg).toBe('已付金额不能超过合同金额');
    expect((await post(`${B}/contract/save`, { ...base, amount: 1e12 })).status).toBe(400);
    expect((await post(`${B}/item/save`, { code: 'xm 1', name: '测试' })).body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await owner<{ n: number }>(`SELECT count(*)::int AS n FROM xmht_contract WHERE code = 'HT-T-0001'`))[0]!.n).toBe(0);
  });

  it('creates a contract with an attachment, runs its state actions and keeps its services', async () => {
    const upload = await call<{ id: string; name: string }>(server.base, `${B}/contract/upload?kind=attachments&name=${encodeURIComponent('保洁服务合同.pdf')}`, { token, body: PDF, contentType: 'application/octet-stream' });
    expect(upload.body.result, upload.text).toBe(0);
    const item = (await post<Page>(`${B}/item/pageList`, { state: 'running' })).body.data.rows[0]!;
    const saved = await post<Obj>(`${B}/contract/save`, {
      code: 'HT-T-0002', name: '文三路保洁服务合同', itemId: item.id, contractType: 'service', partyAId: await company(0), partyBId: await company(1), amount: 1_280_000, paidAmount: 0,
      signDate: '2026-11-01', startDate: '2026-11-05', endDate: '2027-11-04', paymentTerms: 'quarterly', attachments: upload.body.data.id,
    });
    expect(saved.body.result, saved.text).toBe(0);
    const id = saved.body.data.id as number;
    expect(saved.body.data).toMatchObject({ state: 'drafting', attachments: upload.body.data.id });
    const listed = (await post<Page>(`${B}/contract/pageList`, { code: 'HT-T-0002' })).body.data.rows;
    expect(listed).toHaveLength(1);
    const file = await call(server.base, '/cloudFile/common/downloadFile', { token, query: { id: upload.body.data.id } });
    expect(file.status).toBe(200);
    expect(file.text.startsWith('%PDF-')).toBe(true);
    expect((await post(`${B}/contract/perform`, { id })).body.result).toBe(0);
    const service = await post<Obj>(`${B}/service/save`, { contractId: id, content: '人行道保洁', serviceType: 'cleaning', place: '文三路', frequency: 'daily', times: 2, quantity: 12_000, unit: '平方米', unitPrice: 2.5 });
    expect(service.body.result, service.text).toBe(0);
    expect(service.body.data.amount).toBe(30_000);
    expect((await post(`${B}/service/save`, { contractId: id, content: '错频次', serviceType: 'cleaning', place: '文三路', frequency: 'hourly', times: 1, quantity: 1, unit: '次', unitPrice: 1 })).status).toBe(400);
    expect((await post(`${B}/contract/terminate`, { id })).body.msg).toMatch(/终止原因/);
    expect((await post(`${B}/contract/terminate`, { id, terminateReason: '业主取消项目' })).body.result).toBe(0);
    expect((await post(`${B}/contract/update`, { id, name: '改名' })).body.msg).toBe('已终止的合同不能修改或删除');
  });

  it('refuses shareholders whose shares of one unit exceed 100 %', async () => {
    const org = await post<Obj>(`${B}/organisation/save`, { name: '测试环境工程有限公司', creditCode: '91330106MA2T00001X', kind: 'subcontractor', legalPerson: '张三', registeredCapital: 1000, contact: '李四', phone: '13905710001', state: 'active' });
    expect(org.body.result, org.text).toBe(0);
    const organisationId = org.body.data.id as number;
    const holder = (name: string, sharePercent: number) => ({ organisationId, name, holderType: 'person', sharePercent, subscribedCapital: sharePercent * 10, paidCapital: 0 });
    expect((await post(`${B}/shareholder/save`, holder('甲', 60))).body.result).toBe(0);
    const second = await post<Obj>(`${B}/shareholder/save`, holder('乙', 33.33));
    expect(second.body.result).toBe(0);
    const over = await post(`${B}/shareholder/save`, holder('丙', 6.68));
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('同一单位的股东持股比例合计不能超过 100%');
    expect((await post(`${B}/shareholder/save`, holder('丙', 6.67))).body.result).toBe(0);
    // Raising one holder's share past the whole is refused too; lowering it is fine.
    expect((await post(`${B}/shareholder/update`, { id: second.body.data.id, sharePercent: 40 })).body.msg).toBe('同一单位的股东持股比例合计不能超过 100%');
    expect((await post(`${B}/shareholder/update`, { id: second.body.data.id, sharePercent: 30 })).body.result).toBe(0);
    const [{ total }] = (await owner<{ total: number }>(`SELECT sum(share_percent)::float8 AS total FROM xmht_shareholder WHERE organisation_id = $1`, [organisationId])) as [{ total: number }];
    expect(total).toBeCloseTo(96.67, 2);
    expect((await post(`${B}/shareholder/save`, { ...holder('丁', 1), paidCapital: 50, subscribedCapital: 10 })).body.msg).toBe('实缴出资不能超过认缴出资');
    // The seed keeps every unit within 100 %.
    const sums = await owner<{ s: number }>(`SELECT sum(share_percent)::float8 AS s FROM xmht_shareholder GROUP BY tenant_id, organisation_id`);
    expect(sums.every((r) => r.s <= 100.000001)).toBe(true);
    const byOrg = (await post<Page>(`${B}/shareholder/pageList`, { organisationId, pageSize: 10 })).body.data;
    expect(byOrg.total).toBe(3);
    expect((await post(`${B}/organisation/save`, { name: '坏代码', creditCode: '123', kind: 'owner', legalPerson: '张', registeredCapital: 1, contact: '李', phone: '13905710001', state: 'active' })).body.msg).toMatch(/统一社会信用代码/);
  });

  it('reports: totals by year, month, party and state equal the contract list; the matrix adds up', async () => {
    const period = { startDate: '2024-01-01', endDate: '2026-12-31' };
    const contracts = (await post<Page>(`${B}/contract/pageList`, { signDateStart: period.startDate, signDateEnd: period.endDate, pageSize: 500 })).body.data;
    const amount = Math.round(contracts.rows.reduce((s, r) => s + Number(r.amount), 0) / 100) / 100;
    for (const key of ['amountByYear', 'amountByMonth', 'amountByParty', 'amountByPartyA', 'amountByState']) {
      const rows = (await post<Page>(`${B}/report/${key}`, period)).body.data.rows;
      const parts = rows.filter((r) => !r.isTotal && r.total !== true);
      expect(parts.reduce((s, r) => s + Number(r.contracts), 0), key).toBe(contracts.total);
      expect(Math.abs(parts.reduce((s, r) => s + Number(r.amount), 0) - amount), key).toBeLessThan(0.05 * parts.length + 0.01);
    }
    const years = (await post<Page>(`${B}/report/amountByYear`, period)).body.data.rows.filter((r) => r.year).map((r) => r.year);
    expect(years.every((y) => /^\d{4}$/.test(String(y)))).toBe(true);
    const matrix = await post<{ rows: Obj[]; columns: { key: string }[]; totals: Obj }>(`${B}/report/monthMatrix`, { year: '2026' });
    expect(matrix.body.result, matrix.text.slice(0, 200)).toBe(0);
    expect(matrix.body.data.columns).toHaveLength(12);
    const in2026 = (await post<Page>(`${B}/contract/pageList`, { signDateStart: '2026-01-01', signDateEnd: '2026-12-31', pageSize: 500 })).body.data.rows;
    expect(Number(matrix.body.data.totals.total)).toBeCloseTo(in2026.reduce((s, r) => s + Number(r.amount), 0) / 10_000, 1);
    const october = in2026.filter((r) => String(r.signDate).startsWith('2026-10')).reduce((s, r) => s + Number(r.amount), 0) / 10_000;
    expect(Number(matrix.body.data.totals.m10 ?? 0)).toBeCloseTo(october, 1);
  });

  it('lists expiring contracts on the report, the board and as notices of 项目合同 users only', async () => {
    const expiring = (await post<Page<{ id: number; endDate: string; daysLeft: number; level: string }>>(`${B}/report/expiring`)).body.data.rows;
    expect(expiring.some((r) => r.level === 'soon')).toBe(true);
    expect(expiring.some((r) => r.level === 'expired')).toBe(true);
    const [{ today }] = (await owner<{ today: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`)) as [{ today: string }];
    const limit = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(expiring.every((r) => r.endDate <= limit)).toBe(true);
    const [{ n }] = (await owner<{ n: number }>(`SELECT count(*)::int AS n FROM xmht_contract WHERE tenant_id = '1' AND state = 'performing' AND end_date <= current_date + 30`)) as [{ n: number }];
    expect(expiring).toHaveLength(n);
    const overview = (await post<Page>(`${B}/report/overview`)).body.data.rows[0]!;
    expect(Number(overview.expiring) + Number(overview.expired)).toBe(n);
    const notices = await call<{ list: { id: string; title: string }[]; unread: number }>(server.base, '/cloud/management/rest/notice/list', { token, body: {} });
    const soon = notices.body.data.list.find((x) => x.id.startsWith('xmht-soon-'));
    expect(soon?.title).toBe(`${overview.expiring} 份合同将在 30 天内到期`);
    // 运营经理 does not hold 项目合同: no contract notice, and the unread count leaves them out.
    const manager = await tokenFor(server.base, 'manager', 'Manager@2026');
    const theirs = await call<{ list: { id: string }[] }>(server.base, '/cloud/management/rest/notice/list', { token: manager, body: {} });
    expect(theirs.body.data.list.some((x) => x.id.startsWith('xmht-'))).toBe(false);
    expect((await call(server.base, '/cloud/management/rest/notice/read', { token: manager, body: { ids: [soon!.id] } })).status).toBe(404);
    // A longer reminder window shows more contracts; the notice follows it.
    expect((await post(`${B}/reminder/save`, { remindDays: 90 })).body.result).toBe(0);
    const wider = (await post<Page>(`${B}/report/expiring`)).body.data.rows;
    expect(wider.length).toBeGreaterThanOrEqual(expiring.length);
    const after = await call<{ list: { id: string; title: string }[] }>(server.base, '/cloud/management/rest/notice/list', { token, body: {} });
    expect(after.body.data.list.some((x) => x.title.includes('90 天内到期'))).toBe(true);
    expect((await post(`${B}/reminder/save`, { remindDays: 0 })).status).toBe(400);
    await post(`${B}/reminder/save`, { remindDays: 30 });
  });

  it('keeps tenants apart', async () => {
    expect((await owner<{ n: number }>(`SELECT count(*)::int AS n FROM xmht_item WHERE tenant_id = '2'`))[0]!.n).toBe(6);
    const foreign = (await owner<{ id: number }>(`SELECT id FROM xmht_contract WHERE tenant_id = '2' ORDER BY id DESC LIMIT 1`))[0]!.id;
    const own = await owner<{ id: number }>(`SELECT id FROM xmht_contract WHERE tenant_id = '1'`);
    if (!own.some((o) => o.id === foreign)) expect((await call(server.base, `${B}/contract/getOne`, { token, query: { id: String(foreign) } })).status).toBe(404);
    const write = await post(`${B}/contract/update`, { id: foreign, name: '越权修改' });
    expect(write.body.result).not.toBe(0);
    expect((await owner<{ name: string }>(`SELECT name FROM xmht_contract WHERE tenant_id = '2' AND id = $1`, [foreign]))[0]!.name).not.toBe('越权修改');
    const t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
    const theirs = (await post<Page>(`${B}/contract/pageList`, { pageSize: 500 }, t2)).body.data;
    const t2ids = new Set((await owner<{ id: number }>(`SELECT id FROM xmht_contract WHERE tenant_id = '2'`)).map((r) => r.id));
    expect(theirs.rows.every((r) => t2ids.has(r.id as number))).toBe(true);
    // A unit of tenant 2 cannot be a party of tenant 1's contract.
    const t2company = (await owner<{ id: number }>(`SELECT id FROM platform_company WHERE tenant_id = '2' ORDER BY id DESC LIMIT 1`))[0]!.id;
    const t1companies = new Set((await owner<{ id: number }>(`SELECT id FROM platform_company WHERE tenant_id = '1'`)).map((r) => r.id));
    if (!t1companies.has(t2company)) {
      const item = (await post<Page>(`${B}/item/pageList`)).body.data.rows[0]!;
      const borrowed = await post(`${B}/contract/save`, { code: 'HT-T-0099', name: '越权', itemId: item.id, contractType: 'service', partyAId: t2company, partyBId: await company(0), amount: 1, signDate: '2026-10-01', startDate: '2026-10-05', endDate: '2027-10-04', paymentTerms: 'monthly' });
      expect(borrowed.status).toBe(400);
    }
  });

  it('refuses a user without the system', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    expect((await call(server.base, `${B}/reminder/get`, { token: ops })).status).toBe(403);
    for (const path of [`${B}/item/pageList`, `${B}/contract/pageList`, `${B}/contract/upload`, `${B}/shareholder/save`, `${B}/report/expiring`, `${B}/report/monthMatrix`]) {
      const answer = await call(server.base, path, { token: ops, body: {} });
      expect(answer.status, path).toBe(403);
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
