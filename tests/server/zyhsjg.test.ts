/**
 * 再生资源监管 (zyhsjg) answers every call the spec names for its families (§7 /cloud/zyhsjg/):
 * the generic calls of each resource, the record lines, confirm / void, exportRecord, the
 * category tree and lists, the recoverySupervise statistics — which equal the sums of the
 * confirmed records' lines —, the trajectory calls over the positions store and the enums;
 * Chinese validation errors, paging and filters, tenants apart, users without the system refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number; totals?: Obj };
const zy = await loadSystem('zyhsjg');
const B = '/cloud/zyhsjg';
const CN = /[\u4e00-\u9fa5]/;
const PERIOD = { startDate: '2026-09-01', endDate: '2026-11-20' };
const SHEET = ['客户', '回收站点', '回收日期', '运输车辆', '收运人', '备注', '资源类别', '重量(kg)', '单价(元/kg)', '明细备注'];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(backends)('zyhsjg calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let t2: string;
  const post = <T = Obj>(path: string, body: Obj, as = token) => call<T>(server.base, `${B}/${path}`, { token: as, body });
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(zy.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    const list = await expectEveryCallAnswers(server.base, token, resource);
    expect(list.rows.length).toBeLessThanOrEqual(10);
  });

  it('answers the spec paths by name: getCustomerList, getSiteList, exportRecord, the category lists and tree', async () => {
    const customers = await call<{ id: number; label: string }[]>(server.base, `${B}/customer/getCustomerList`, { token });
    expect(customers.body.data.length).toBe(24);
    const sites = await call<{ id: number; label: string }[]>(server.base, `${B}/site/getSiteList`, { token });
    expect(sites.body.data.map((s) => s.label)).toContain('西湖再生资源分拣中心');
    const file = await call(server.base, `${B}/customerRecord/exportRecord`, { token, body: { state: 'submitted' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/attachment/);
    const roots = await post<Page<{ id: number; name: string; children: number }>>('resourcesCategory/getCategoryList', {});
    expect(roots.body.data.rows.map((r) => r.name)).toEqual(['废纸', '废塑料', '废金属', '废玻璃', '废旧纺织物', '废弃电器电子产品']);
    const paper = roots.body.data.rows[0]!;
    expect(paper.children).toBe(3);
    const subs = await post<Page<{ name: string; parentId: number }>>('resourcesCategory/getSubCategoryList', { categoryId: paper.id });
    expect(subs.body.data.rows.map((r) => r.name)).toEqual(['黄板纸', '书本纸', '报纸']);
    const subPage = await post<Page<{ parentName: string }>>('resourcesCategory/subPageList', { pageNum: 2, pageSize: 5 });
    expect(subPage.body.data.total).toBe(15);
    expect(subPage.body.data.rows).toHaveLength(5);
    const tree = await call<{ name: string; children: Obj[] }[]>(server.base, `${B}/resourcesCategory/getCategoryTree`, { token });
    expect(tree.body.data).toHaveLength(6);
    expect(tree.body.data[0]!.children).toHaveLength(3);
    const bad = await post('resourcesCategory/getSubCategoryList', { categoryId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(CN);
    const enums = await call<Record<string, unknown[]>>(server.base, `${B}/common/loadEnumValue.smvc`, { token });
    expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['zyCustomerType', 'zySiteType', 'zyRecordState', 'zyHandleMethod']));
    const one = await call<{ label: string }[]>(server.base, `${B}/common/loadEnumValue.smvc`, { token, query: { enumName: 'zyHandleMethod' } });
    expect(one.body.data.map((o) => o.label)).toContain('再生利用');
  });

  it('saves a record with its lines (totals from the lines), confirms it, refuses edits after, and counts it in the statistics', async () => {
    const [customer] = (await post<Page<{ id: number }>>('customer/pageList', { name: '印刷包装' })).body.data.rows;
    const [site] = (await post<Page<{ id: number }>>('site/pageList', { siteType: 'sorting' })).body.data.rows;
    const subs = (await post<Page<{ id: number; name: string }>>('resourcesCategory/getSubCategoryList', {})).body.data.rows;
    const day = { startDate: '2026-11-21', endDate: '2026-11-21' };
    const before = (await post<Page<Obj>>('recoverySupervise/customerSiteCount', { ...day, customerId: customer!.id })).body.data.rows[0]!;
    expect(before.records).toBe(0);
    const noLines = await post('customerRecord/saveOrUpdate', { customerId: customer!.id, siteId: site!.id, recordDate: '2026-11-21', collector: '测试员', lines: [] });
    expect(noLines.status).toBe(400);
    expect(noLines.body.msg).toMatch(CN);
    const badLine = await post('customerRecord/saveOrUpdate', { customerId: customer!.id, siteId: site!.id, recordDate: '2026-11-21', collector: '测试员', lines: [{ categoryId: subs[0]!.id, weight: -3, unitPrice: 1 }] });
    expect(badLine.status).toBe(400);
    expect(badLine.body.msg).toMatch(/第 1 行/);
    const saved = await post<{ id: number; code: string; totalWeight: number; totalAmount: number; state: string }>('customerRecord/saveOrUpdate', {
      customerId: customer!.id, siteId: site!.id, recordDate: '2026-11-21', collector: '测试员',
      lines: [{ categoryId: subs[0]!.id, weight: 120.5, unitPrice: 1.2 }, { categoryId: subs[4]!.id, weight: 30, unitPrice: 2.2 }],
    });
    expect(saved.body.result, saved.text).toBe(0);
    expect(saved.body.data).toMatchObject({ totalWeight: 150.5, totalAmount: 210.6, state: 'draft' });
    expect(saved.body.data.code).toMatch(/^HS20261121-\d{3}$/);
    const lines = await call<Obj[]>(server.base, `${B}/customerRecord/getDetailList`, { token, query: { id: String(saved.body.data.id) } });
    expect(lines.body.data.map((l) => l.weight)).toEqual([120.5, 30]);
    // A draft does not count yet; confirmed, it does.
    expect((await post<Page<Obj>>('recoverySupervise/customerSiteCount', { ...day, customerId: customer!.id })).body.data.rows[0]!.records).toBe(0);
    const confirmed = await post<{ state: string }>('customerRecord/confirm', { id: saved.body.data.id });
    expect(confirmed.body.data.state).toBe('submitted');
    const after = (await post<Page<Obj>>('recoverySupervise/customerSiteCount', { ...day, customerId: customer!.id })).body.data.rows[0]!;
    expect(after).toMatchObject({ records: 1, weight: 150.5, amount: 210.6 });
    const locked = await post('customerRecord/saveOrUpdate', { id: saved.body.data.id, customerId: customer!.id, siteId: site!.id, recordDate: '2026-11-21', collector: '改', lines: [{ categoryId: subs[0]!.id, weight: 1, unitPrice: 1 }] });
    expect(locked.status).toBe(400);
    expect(locked.body.msg).toBe('已确认或已作废的回收记录不能修改或删除');
    // Voided, it leaves the statistics again.
    await post('customerRecord/cancel', { id: saved.body.data.id });
    expect((await post<Page<Obj>>('recoverySupervise/customerSiteCount', { ...day, customerId: customer!.id })).body.data.rows[0]!.records).toBe(0);
  });

  it('edits one line of a pending record alone (customerRecordDetail saveOrUpdate / delete), the totals follow', async () => {
    const [draft] = (await post<Page<{ id: number }>>('customerRecord/pageList', { state: 'draft', pageSize: 1 })).body.data.rows;
    const sub = (await post<Page<{ id: number }>>('resourcesCategory/getSubCategoryList', {})).body.data.rows[2]!;
    const added = await post<{ id: number; lineNo: number; record: { totalWeight: number } }>('customerRecordDetail/saveOrUpdate', { customerRecordId: draft!.id, categoryId: sub.id, weight: 10, unitPrice: 1.5 });
    expect(added.body.result, added.text).toBe(0);
    const lines = async () => (await call<{ id: number; weight: number; amount: number }[]>(server.base, `${B}/customerRecord/getDetailList`, { token, query: { id: String(draft!.id) } })).body.data;
    const sum = async () => (await lines()).reduce((s, l) => s + l.weight, 0);
    expect(added.body.data.record.totalWeight).toBeCloseTo(await sum(), 1);
    const changed = await post<{ record: { totalWeight: number; totalAmount: number } }>('customerRecordDetail/saveOrUpdate', { id: added.body.data.id, categoryId: sub.id, weight: 25.5, unitPrice: 2 });
    expect(changed.body.data.record.totalWeight).toBeCloseTo(await sum(), 1);
    expect((await lines()).find((l) => l.id === added.body.data.id)!.amount).toBe(51);
    const bad = await post('customerRecordDetail/saveOrUpdate', { customerRecordId: draft!.id, categoryId: sub.id, weight: 0, unitPrice: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(CN);
    const removed = await post<{ record: { totalWeight: number } }>('customerRecordDetail/delete', { id: added.body.data.id });
    expect(removed.body.data.record.totalWeight).toBeCloseTo(await sum(), 1);
    // A confirmed record's lines are not edited; a record keeps its last line.
    const [done] = (await post<Page<{ id: number }>>('customerRecord/pageList', { state: 'submitted', pageSize: 1 })).body.data.rows;
    const refused = await post('customerRecordDetail/saveOrUpdate', { customerRecordId: done!.id, categoryId: sub.id, weight: 1, unitPrice: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('已确认或已作废的回收记录不能修改明细');
    const remaining = await lines();
    for (const l of remaining.slice(1)) expect((await post('customerRecordDetail/delete', { id: l.id })).body.result).toBe(0);
    const last = await post('customerRecordDetail/delete', { id: remaining[0]!.id });
    expect(last.status).toBe(400);
    expect(last.body.msg).toBe('回收记录至少保留一行明细，请删除整条记录');
    const foreign = await post('customerRecordDetail/delete', { id: remaining[0]!.id }, t2);
    expect(foreign.status).toBe(400);
  });

  it('importRecord: one sheet row per line, rows with the same header form one record; any error and nothing is written', async () => {
    const upload = async (rows: unknown[][]) => {
      const response = await fetch(new URL(`${B}/customerRecord/importRecord`, server.base), {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(await xlsx(rows)),
      });
      return { status: response.status, body: (await response.json()) as { result: number; msg: string; data: { imported: number; lines: number; errors: { row: number; text: string }[] } } };
    };
    const template = await call(server.base, `${B}/customerRecord/importTemplate`, { token });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    const mine = async () => (await post<Page<{ totalWeight: number; customerIdLabel: string; state: string }>>('customerRecord/pageList', { collector: '导入员', pageSize: 50 })).body.data;
    const bad = await upload([SHEET,
      ['西湖印刷包装有限公司', '西湖再生资源分拣中心', '2026-11-22', '', '导入员', '', '不存在的类别', 10, 1, ''],
      ['西湖五金制品厂', '西湖再生资源分拣中心', '2026-11-22', '', '导入员', '', '废钢铁', -5, 2.3, '']]);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/未写入任何数据/);
    expect(bad.body.data.errors.map((e) => e.row)).toEqual([2, 3]);
    expect((await mine()).total).toBe(0);
    const good = await upload([SHEET,
      ['西湖印刷包装有限公司', '西湖再生资源分拣中心', '2026-11-22', '', '导入员', '月度大宗', '黄板纸', 100, 1.2, '打包'],
      ['西湖印刷包装有限公司', '西湖再生资源分拣中心', '2026-11-22', '', '导入员', '月度大宗', '报纸', 50, 1.4, ''],
      ['西湖五金制品厂', '西湖再生资源分拣中心', '2026-11-22', '', '导入员', '', '废钢铁', 80.5, 2.3, '']]);
    expect(good.body.result, good.body.msg).toBe(0);
    expect(good.body.data).toMatchObject({ imported: 2, lines: 3 });
    const rows = (await mine()).rows;
    expect(rows.map((r) => [r.customerIdLabel, r.totalWeight, r.state]).sort()).toEqual([['西湖五金制品厂', 80.5, 'draft'], ['西湖印刷包装有限公司', 150, 'draft']]);
  });

  it('validates master data with Chinese messages and refuses deleting a customer that has records', async () => {
    const dup = await post('customer/saveOrUpdate', { code: 'KH-1001', name: '重复客户', customerType: 'enterprise', contact: '张三', phone: '13800001111', regionId: 1, address: '某路 1 号' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toMatch(/已存在/);
    const phone = await post('site/saveOrUpdate', { code: 'ZD-X1', name: '新站', siteType: 'station', regionId: 1, address: '某路', location: '120.1,30.2', manager: '李四', phone: '12345', capacity: 5 });
    expect(phone.status).toBe(400);
    expect(phone.body.msg).toMatch(CN);
    const impurity = await post('siteSortingRecord/saveOrUpdate', { siteId: 1, sortDate: '2026-11-20', categoryId: 2, sortedWeight: 10, impurityWeight: 20, grade: 'A', sorter: '一班' });
    expect(impurity.status).toBe(400);
    expect(impurity.body.msg).toBe('杂质重量不能大于分拣重量');
    const future = await post('siteHandleRecord/saveOrUpdate', { siteId: 1, handleDate: '2099-01-01', categoryId: 2, weight: 10, handleMethod: 'sale', receiver: '某公司', handler: '王' });
    expect(future.status).toBe(400);
    expect(future.body.msg).toMatch(CN);
    const [customer] = (await post<Page<{ id: number }>>('customer/pageList', { pageSize: 1 })).body.data.rows;
    const refused = await post('customer/delete', { id: customer!.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(CN);
    const paging = await post('customer/pageList', { pageSize: 100000 });
    expect(paging.status).toBe(400);
    expect(paging.body.msg).toMatch(CN);
  });

  it('filters and pages the lists', async () => {
    const estates = await post<Page<{ customerType: string }>>('customer/pageList', { customerType: 'community', pageSize: 50 });
    expect(estates.body.data.total).toBe(10);
    expect(estates.body.data.rows.every((r) => r.customerType === 'community')).toBe(true);
    const p2 = await post<Page<{ id: number }>>('customer/pageList', { pageNum: 3, pageSize: 10 });
    expect(p2.body.data.rows).toHaveLength(4);
    const drafts = await post<Page<{ state: string; recordDate: string }>>('customerRecord/pageList', { state: 'draft', pageSize: 100 });
    expect(drafts.body.data.total).toBeGreaterThan(0);
    expect(drafts.body.data.rows.every((r) => r.state === 'draft' && r.recordDate >= '2026-11-19')).toBe(true);
    const ranged = await post<Page<{ sortDate: string }>>('siteSortingRecord/pageList', { sortDateStart: '2026-11-01', sortDateEnd: '2026-11-15', pageSize: 100 });
    expect(ranged.body.data.total).toBeGreaterThan(0);
    expect(ranged.body.data.rows.every((r) => r.sortDate >= '2026-11-01' && r.sortDate <= '2026-11-15')).toBe(true);
    const [rec] = (await post<Page<{ id: number }>>('customerRecord/pageList', { state: 'submitted', pageSize: 1 })).body.data.rows;
    const lines = await post<Page<{ customerRecordId: number }>>('customerRecordDetail/pageList', { customerRecordId: rec!.id });
    expect(lines.body.data.total).toBeGreaterThan(0);
    expect(lines.body.data.rows.every((l) => l.customerRecordId === rec!.id)).toBe(true);
  });

  it('the supervision statistics equal the sums of the confirmed records', async () => {
    const lines = await server.app.db.tenant('1', (sql) => sql.query<{ customer_id: number; site_id: number; w: string; a: string; n: number }>(
      `SELECT r.customer_id, r.site_id, sum(l.weight)::text AS w, sum(l.amount)::text AS a, count(DISTINCT r.id)::int AS n
       FROM zyhsjg_customer_record r JOIN zyhsjg_customer_record_detail l ON l.customer_record_id = r.id
       WHERE r.state = 'submitted' AND r.record_date BETWEEN $1 AND $2 GROUP BY 1, 2`, [PERIOD.startDate, PERIOD.endDate]));
    const total = lines.reduce((s, l) => s + Number(l.w), 0);
    const count = (await post<Page<Obj>>('recoverySupervise/customerSiteCount', PERIOD)).body.data.rows[0]!;
    expect(count.weight).toBeCloseTo(total, 1);
    expect(count.records).toBe(lines.reduce((s, l) => s + l.n, 0));
    expect(count.customers).toBe(24);
    expect(count.handledWeight as number).toBeLessThan(count.weight as number);

    const byCustomer = await post<Page<{ customerId: number; weight: number; records: number }>>('recoverySupervise/customerStatistical', { ...PERIOD, pageSize: 100 });
    expect(byCustomer.body.result, byCustomer.text).toBe(0);
    expect(byCustomer.body.data.totals!.weight).toBeCloseTo(total, 1);
    for (const row of byCustomer.body.data.rows) {
      const mine = lines.filter((l) => l.customer_id === row.customerId);
      expect(row.weight).toBeCloseTo(mine.reduce((s, l) => s + Number(l.w), 0), 1);
    }
    const bySite = await post<Page<{ siteId: number; weight: number; handledWeight: number; stockWeight: number }>>('recoverySupervise/siteStatistical', { ...PERIOD, pageSize: 100 });
    expect(bySite.body.data.total).toBe(6);
    expect(bySite.body.data.totals!.weight).toBeCloseTo(total, 1);
    for (const s of bySite.body.data.rows) expect(s.stockWeight).toBeCloseTo(s.weight - s.handledWeight, 1);
    const flows = await post<Page<{ customerId: number; siteId: number; weight: number }>>('recoverySupervise/customerSiteData', { ...PERIOD, pageSize: 500 });
    expect(flows.body.data.total).toBe(lines.length);
    const flow = flows.body.data.rows[0]!;
    const detail = await post<Page<{ weight: number; customerName: string }>>('recoverySupervise/customerSiteDataDetail', { ...PERIOD, customerId: flow.customerId, siteId: flow.siteId, pageSize: 500 });
    expect(detail.body.data.totals!.weight).toBeCloseTo(flow.weight, 1);
    expect(detail.body.data.rows.reduce((s, r) => s + r.weight, 0)).toBeCloseTo(flow.weight, 1);
    const byCategory = await post<Page<{ weight: number }>>('recoverySupervise/categoryStatistical', PERIOD);
    expect(byCategory.body.data.totals!.weight).toBeCloseTo(total, 1);
    const trend = await post<Page<{ weight: number }>>('recoverySupervise/dailyTrend', PERIOD);
    expect(trend.body.data.rows.reduce((s, r) => s + r.weight, 0)).toBeCloseTo(total, 0);
    for (const path of ['exportCustomerStatistical', 'exportSiteStatistical', 'exportCustomerSiteData']) {
      const file = await call(server.base, `${B}/recoverySupervise/${path}`, { token, body: PERIOD });
      expect(file.status, path).toBe(200);
    }
    const bad = await post('recoverySupervise/customerStatistical', { startDate: '2026-11-20', endDate: '2026-01-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(CN);
  });

  it('answers the trajectory calls from the positions store', async () => {
    const days = await post<Page<{ vehicleId: number; carNo: string; points: number; distanceKm: number; date: string }>>('vehicleData/getTrajectoryData.smvc', { startDate: '2026-11-18', endDate: '2026-11-20' });
    expect(days.body.result, days.text).toBe(0);
    expect(days.body.data.total).toBeGreaterThan(0);
    const day = days.body.data.rows[0]!;
    expect(day.points).toBeGreaterThan(10);
    const points = await post<Page<{ time: string; lon: number; carNo: string }>>('vehicleData/getVehTrackMongoData.smvc', { vehicleId: day.vehicleId, startDate: day.date, endDate: day.date, pageSize: 500 });
    expect(points.body.data.total).toBe(day.points);
    expect(points.body.data.rows.every((p) => p.carNo === day.carNo && p.time.startsWith(day.date))).toBe(true);
    const [gps] = await server.app.db.tenant('1', (sql) => sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gps_position WHERE device_kind = 'vehicle' AND vehicle_id = $1 AND at >= $2::timestamp AND at < $2::timestamp + interval '1 day'`, [day.vehicleId, day.date]));
    expect(gps!.n).toBe(day.points);
    const long = await post('vehicleData/getVehTrackMongoData.smvc', { vehicleId: day.vehicleId, startDate: '2026-10-01', endDate: '2026-11-20' });
    expect(long.status).toBe(400);
    expect(long.body.msg).toMatch(CN);
  });

  it('keeps tenants apart and refuses a user without the system', async () => {
    const one = await post<Page<{ id: number; code: string }>>('customer/pageList', {});
    const two = await post<Page<{ id: number; code: string }>>('customer/pageList', {}, t2);
    expect(one.body.data.total).toBe(24);
    expect(two.body.data.total).toBe(10);
    expect(two.body.data.rows.every((r) => r.code.startsWith('KH-2'))).toBe(true);
    const foreign = await call(server.base, `${B}/customer/getOne`, { token: t2, query: { id: String(one.body.data.rows[0]!.id) } });
    expect(foreign.body.result).not.toBe(0);
    const sites2 = await post<Page<{ siteName: string }>>('recoverySupervise/siteStatistical', PERIOD, t2);
    expect(sites2.body.data.total).toBe(3);
    expect(sites2.body.data.rows.every((s) => s.siteName.includes('滨江') || s.siteName.includes('街道'))).toBe(true);
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    const refused = await post('customer/pageList', {}, ops);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(CN);
    const report = await post('recoverySupervise/customerSiteCount', {}, ops);
    expect(report.status).toBe(403);
  });
});
