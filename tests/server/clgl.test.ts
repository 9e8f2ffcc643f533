/**
 * 车辆管理 (clgl) answers every call the catalogue gives it (spec §7 Fleet: both naming shapes,
 * detailList and bk/export, group codes, flow node configuration, the party post band):
 * reads answer result 0 with seeded rows, writes with an empty payload answer a Chinese 400.
 * Computed figures: depreciation schedules, oil card balances (recharges − refuels), the
 * 工作台 reminders and their ignore action, and the board's per-car cost = its rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number };
const clgl = await loadSystem('clgl');
const V1 = '/cloud/clgl';
const V2 = '/cloud/clgl/v2/web';

describe.each(backends)('clgl calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  const post = <T = Obj>(path: string, body: unknown = {}, as = token) => call<T>(server.base, path, { token: as, body });
  const get = <T = Obj>(path: string, query: Record<string, string> = {}, as = token) => call<T>(server.base, path, { token: as, query });
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(clgl.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, r) => {
    await expectEveryCallAnswers(server.base, token, r);
    for (const v of r.exportVariants ?? []) {
      const file = await post(`${r.endpoints.base}/${v.call}`);
      expect(file.status, v.call).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
    }
  });

  it.each(clgl.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
    const answer = await call<Page>(server.base, report.call, { token, method: report.method, body: { pageNum: 1, pageSize: 10 } });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    if (report.key === 'dataRange') expect((answer.body.data as unknown as Obj).end).toBe(new Date().toISOString().slice(0, 10));
    else expect(answer.body.data.rows.length, report.key).toBeGreaterThan(0);
  });

  it('both naming shapes: v1 pageList/save/update/delete/detailList, v2 page/list/insert/update/deletes/selectOne, paging and filters', async () => {
    const cars = await post<Page>(`${V1}/car/pageList`, { pageNum: 2, pageSize: 5 });
    expect(cars.body.data.rows).toHaveLength(5);
    expect(cars.body.data.total).toBe(24);
    const carId = cars.body.data.rows[0]!.id as number;
    const byCar = await post<Page>(`${V1}/refuelRecord/pageList`, { carId, pageSize: 100 });
    expect(byCar.body.data.total).toBeGreaterThan(5);
    expect(byCar.body.data.rows.every((r) => r.carId === carId)).toBe(true);
    const detail = await post<Page>(`${V1}/refuelRecord/detailList`, { carId });
    expect(detail.body.data.rows.length).toBe(byCar.body.data.total);

    const saved = await post<Obj>(`${V1}/dailyCost/save`, { carId, costDate: '2026-11-01', costType: 'toll', amount: 45.5, handler: '王建国' });
    expect(saved.body.result, saved.text).toBe(0);
    const id = saved.body.data.id as number;
    expect((await post(`${V1}/dailyCost/update`, { id, amount: 60 })).body.result).toBe(0);
    expect((await get<Obj>(`${V1}/dailyCost/getOne`, { id: String(id) })).body.data.amount).toBe(60);
    expect((await post(`${V1}/dailyCost/delete`, { id })).body.result).toBe(0);

    const inserted = await post<Obj>(`${V2}/oilSupplier/insert`, { name: '测试石油有限公司', phone: '0571-88880000', status: 'enabled' });
    expect(inserted.body.result, inserted.text).toBe(0);
    const sid = inserted.body.data.id as number;
    expect((await post(`${V2}/oilSupplier/update`, { id: sid, contact: '张三' })).body.result).toBe(0);
    expect((await get<Obj>(`${V2}/oilSupplier/selectOne`, { id: String(sid) })).body.data.contact).toBe('张三');
    const all = await post<Obj[] | Page>(`${V2}/oilSupplier/list`, {});
    expect(all.body.result).toBe(0);
    expect((await post(`${V2}/oilSupplier/deletes`, { ids: [sid] })).body.result).toBe(0);
    const like = await post<Page>(`${V2}/serviceFactory/page`, { name: '顺达' });
    expect(like.body.data.rows.map((r) => r.name)).toEqual(['杭州顺达汽车修理厂']);
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const before = (await post<Page>(`${V1}/insurance/pageList`)).body.data.total;
    const carId = (await post<Page>(`${V1}/car/pageList`)).body.data.rows[0]!.id;
    const reversed = await post(`${V1}/insurance/save`, { carId, companyId: 1, policyNo: 'PX-1', insuranceType: 'commercial', premium: 100, startDate: '2026-05-01', endDate: '2026-04-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toMatch(/到期日期不能早于起保日期|保险公司/);
    const residual = await post(`${V1}/depreciation/save`, { assetNo: 'ZJ-X1', carId, method: 'straightLine', price: 1000, residualValue: 2000, years: 5, startDate: '2025-01-01' });
    expect(residual.status).toBe(400);
    expect(residual.body.msg).toBe('残值不能大于原值');
    const card = await post(`${V1}/oilCard/save`, { cardNo: '12ab', supplierId: 1 });
    expect(card.status).toBe(400);
    expect(card.body.msg).toMatch(/油卡卡号为 16–19 位数字|发卡供应商/);
    const paging = await post(`${V1}/car/pageList`, { pageSize: 100_000 });
    expect(paging.status).toBe(400);
    expect(paging.body.msg).toMatch(/分页参数不正确/);
    const range = await post(`${V2}/kanban/costSummary`, { startDate: '2026-02-30' });
    expect(range.status).toBe(400);
    expect((await post<Page>(`${V1}/insurance/pageList`)).body.data.total).toBe(before);
  });

  it('the car is the platform vehicle: same rows as 垃圾收运, extension columns on the shared table', async () => {
    const mine = await post<Page>(`${V1}/car/pageList`, { pageSize: 100 });
    const theirs = await post<Page>('/cloud/ljszy/carInfo/pageList', { pageSize: 100 });
    expect(mine.body.data.rows.map((r) => r.carNo).sort()).toEqual(theirs.body.data.rows.map((r) => r.carNo).sort());
    const [row] = await server.app.db.owner((sql) => sql.query<{ n: number }>(`SELECT count(*)::int n FROM platform_vehicle WHERE vin IS NOT NULL AND tenant_id = '1'`));
    expect(row!.n).toBe(24);
    expect(mine.body.data.rows[0]!.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it('depreciation: amounts and yearly schedule from price, residual value and years', async () => {
    const carId = (await post<Page>(`${V1}/car/pageList`)).body.data.rows[1]!.id;
    const saved = await post<Obj>(`${V1}/depreciation/save`, { assetNo: 'ZJ-T001', carId, method: 'straightLine', price: 300000, residualValue: 15000, years: 4, startDate: '2024-03-01' });
    expect(saved.body.result, saved.text).toBe(0);
    const id = saved.body.data.id as number;
    const row = (await get<Obj>(`${V1}/depreciation/getOne`, { id: String(id) })).body.data;
    expect(row).toMatchObject({ yearlyAmount: 71250, monthlyAmount: 5937.5 });
    const schedule = await post<Page>(`${V1}/depreciationSchedule/pageList`, { depreciationId: id, pageSize: 20, sortField: 'yearNo', sortOrder: 'asc' });
    expect(schedule.body.data.rows.map((r) => [r.yearNo, r.periodStart, r.periodEnd, r.openingValue, r.amount, r.accumulated, r.closingValue])).toEqual([
      [1, '2024-03-01', '2025-02-28', 300000, 71250, 71250, 228750],
      [2, '2025-03-01', '2026-02-28', 228750, 71250, 142500, 157500],
      [3, '2026-03-01', '2027-02-28', 157500, 71250, 213750, 86250],
      [4, '2027-03-01', '2028-02-29', 86250, 71250, 285000, 15000],
    ]);
    // A change of years rewrites the schedule; a delete takes it along.
    expect((await post(`${V1}/depreciation/update`, { id, years: 3 })).body.result).toBe(0);
    const three = await post<Page>(`${V1}/depreciationSchedule/pageList`, { depreciationId: id });
    expect(three.body.data.total).toBe(3);
    expect((await post(`${V1}/depreciation/delete`, { id })).body.result).toBe(0);
    expect((await post<Page>(`${V1}/depreciationSchedule/pageList`, { depreciationId: id })).body.data.total).toBe(0);
    // Every seeded schedule ends at the residual value.
    const ends = await server.app.db.owner((sql) => sql.query<{ bad: number }>(
      `SELECT count(*)::int bad FROM clgl_depreciation d JOIN clgl_depreciation_schedule s ON s.tenant_id = d.tenant_id AND s.depreciation_id = d.id AND s.year_no = d.years WHERE abs(s.closing_value - d.residual_value) > 0.001`));
    expect(ends[0]!.bad).toBe(0);
  });

  it('oil cards: activate, recharge and a balance that equals recharges minus refuels', async () => {
    const supplierId = (await post<Page>(`${V2}/oilSupplier/page`)).body.data.rows[0]!.id;
    const carId = (await post<Page>(`${V1}/car/pageList`)).body.data.rows[2]!.id;
    const card = await post<Obj>(`${V1}/oilCard/save`, { cardNo: '9000112233445566', supplierId, carId });
    expect(card.body.result, card.text).toBe(0);
    const id = card.body.data.id as number;
    expect(card.body.data).toMatchObject({ status: 'inactive', balance: 0 });
    const noDate = await post(`${V1}/oilCard/activate`, { id });
    expect(noDate.status).toBe(400);
    const active = await post<Obj>(`${V1}/oilCard/activate`, { id, activateDate: '2026-10-01' });
    expect(active.body.data).toMatchObject({ status: 'active', activateDate: '2026-10-01' });
    expect((await post(`${V1}/oilCardRecharge/save`, { oilCardId: id, rechargeTime: '2026-10-02 09:00:00', amount: 3000, method: 'transfer', operator: '王建国' })).body.result).toBe(0);
    const stationId = (await post<Page>(`${V2}/refuelStation/page`)).body.data.rows[0]!.id;
    const refuel = await post<Obj>(`${V1}/refuelRecord/save`, { carId, stationId, refuelTime: '2026-10-03 07:00:00', oilType: 'diesel0', liters: 100, unitPrice: 7.62, payMethod: 'oilCard', oilCardId: id });
    expect(refuel.body.data.amount).toBe(762);
    await post(`${V1}/refuelRecord/save`, { carId, stationId, refuelTime: '2026-10-04 07:00:00', oilType: 'diesel0', liters: 10, unitPrice: 7.5, payMethod: 'cash' });
    let now = (await get<Obj>(`${V1}/oilCard/getOne`, { id: String(id) })).body.data;
    expect(now).toMatchObject({ totalRecharge: 3000, totalRefuel: 762, balance: 2238 });
    expect((await post(`${V1}/refuelRecord/delete`, { id: refuel.body.data.id })).body.result).toBe(0);
    now = (await get<Obj>(`${V1}/oilCard/getOne`, { id: String(id) })).body.data;
    expect(now.balance).toBe(3000);
    // Every seeded card's balance equals its rows.
    const wrong = await server.app.db.owner((sql) => sql.query<{ n: number }>(
      `SELECT count(*)::int n FROM clgl_oil_card o WHERE abs(o.balance - (
         coalesce((SELECT sum(amount) FROM clgl_oil_card_recharge r WHERE r.tenant_id = o.tenant_id AND r.oil_card_id = o.id), 0)
       - coalesce((SELECT sum(amount) FROM clgl_refuel_record f WHERE f.tenant_id = o.tenant_id AND f.oil_card_id = o.id AND f.pay_method = 'oilCard'), 0))) > 0.001`));
    expect(wrong[0]!.n).toBe(0);
    const seeded = await post<Page>(`${V1}/oilCard/pageList`, { status: 'active', pageSize: 50 });
    expect(seeded.body.data.rows.filter((r) => (r.balance as number) > 0).length).toBeGreaterThan(10);
  });

  it('reminders surface on the 工作台 and the ignore action silences them', async () => {
    const summary = await post<Page>(`${V2}/remind/summary`);
    const s = summary.body.data.rows[0]!;
    expect(s.inspection as number).toBeGreaterThan(0);
    expect(s.insurance as number).toBeGreaterThan(0);
    expect(s.upkeep as number).toBeGreaterThan(0);
    expect(s.total).toBe((s.inspection as number) + (s.insurance as number) + (s.upkeep as number));
    const list = await post<Page>(`${V2}/remind/annualInspection`);
    expect(list.body.data.rows).toHaveLength(s.inspection as number);
    const first = list.body.data.rows[0]!;
    expect(first.carIdLabel).toMatch(/^浙A·D/);
    const papers = await post<Page>(`${V1}/annualInspection/pageList`, { carId: first.carId, pageSize: 50 });
    const paper = papers.body.data.rows.find((r) => r.id === first.id)!;
    expect(paper.remindStatus).toBe('pending');
    const ignored = await post(`${V1}/annualInspection/ignore`, { id: first.id });
    expect(ignored.body.result, ignored.text).toBe(0);
    const after = (await post<Page>(`${V2}/remind/summary`)).body.data.rows[0]!;
    expect(after.inspection).toBe((s.inspection as number) - 1);
    expect((await post<Page>(`${V2}/remind/annualInspection`)).body.data.rows.map((r) => r.id)).not.toContain(first.id);
    const history = await get<Obj[]>(`${V1}/annualInspection/history`, { id: String(first.id) });
    expect(JSON.stringify(history.body.data)).toContain('ignore');
  });

  it('the param list (系统参数) holds 到期提醒天数, and the reminders follow it', async () => {
    const params = await post<Obj[]>(`${V2}/param/list`);
    expect(params.body.result).toBe(0);
    const remind = params.body.data.find((p) => p.code === 'remindDays')!;
    expect(remind).toMatchObject({ name: '到期提醒天数', value: '30', unit: '天' });
    const before = (await post<Page>(`${V2}/remind/summary`)).body.data.rows[0]!;
    // A year's window shows at least as many papers; a window of 0 days only the overdue ones.
    expect((await post(`${V2}/param/update`, { id: remind.id, value: '366' })).body.result).toBe(0);
    const wide = (await post<Page>(`${V2}/remind/summary`)).body.data.rows[0]!;
    expect(wide.total as number).toBeGreaterThan(before.total as number);
    expect((await post(`${V2}/param/update`, { id: remind.id, value: '0' })).body.result).toBe(0);
    const overdueOnly = (await post<Page>(`${V2}/remind/summary`)).body.data.rows[0]!;
    expect(overdueOnly.total as number).toBeLessThan(before.total as number);
    for (const row of (await post<Page>(`${V2}/remind/insurance`)).body.data.rows) expect(row.daysLeft).toBe(0);
    expect((await post(`${V2}/param/update`, { id: remind.id, value: '30' })).body.result).toBe(0);
    const refused = await post(`${V2}/param/insert`, { code: '1bad', name: '错误', value: '1' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('参数编码以字母开头，只能包含字母、数字和下划线');
  });

  it("the board's car total equals the sum of its refuel, repair, insurance and daily cost rows", async () => {
    const period = { startDate: '2025-01-01', endDate: new Date().toISOString().slice(0, 10) };
    const rank = await post<Page>(`${V2}/kanban/carCostRank`, period);
    const top = rank.body.data.rows[0]!;
    const carId = top.carId as number;
    const sum = async (path: string, field: string, dateFrom: Obj) => {
      const rows = (await post<Page>(path, { carId, pageSize: 500, ...dateFrom })).body.data.rows;
      return rows.reduce((a, r) => a + (r[field] as number), 0);
    };
    const refuel = await sum(`${V1}/refuelRecord/pageList`, 'amount', { refuelTimeStart: `${period.startDate} 00:00:00`, refuelTimeEnd: `${period.endDate} 23:59:59` });
    const repair = await sum(`${V1}/maintenanceRecord/pageList`, 'amount', { repairDateStart: period.startDate, repairDateEnd: period.endDate });
    const insurance = (await post<Page>(`${V1}/insurance/pageList`, { carId, pageSize: 500 })).body.data.rows
      .filter((r) => (r.startDate as string) >= period.startDate && (r.startDate as string) <= period.endDate).reduce((a, r) => a + (r.premium as number), 0);
    const daily = await sum(`${V1}/dailyCost/pageList`, 'amount', { costDateStart: period.startDate, costDateEnd: period.endDate });
    const expected = Math.round((refuel + repair + insurance + daily) * 100) / 100;
    expect(top.total).toBeCloseTo(expected, 2);
    const summary = (await post<Page>(`${V2}/kanban/costSummary`, { ...period, carId })).body.data.rows[0]!;
    expect(summary).toMatchObject({ total: top.total });
    expect(summary.refuel).toBeCloseTo(refuel, 2);
    expect(summary.daily).toBeCloseTo(daily, 2);
    const perCar = await post<Page>(`${V1}/carCost/pageList`, { ...period, carId });
    expect(perCar.body.data.rows[0]!.total).toBe(top.total);
    // The kinds add up to the whole.
    const kinds = (await post<Page>(`${V2}/kanban/costByKind`, period)).body.data.rows;
    const whole = (await post<Page>(`${V2}/kanban/costSummary`, period)).body.data.rows[0]!;
    expect(kinds.reduce((a, r) => a + (r.amount as number), 0)).toBeCloseTo(whole.total as number, 1);
  });

  it('group codes: getNewGroupCode, insert, update, import template; flow nodes: list and save; party post band', async () => {
    const next = await get<string>('/cloud/yht/v2/web/car/getNewGroupCode');
    expect(next.body.data).toMatch(/^FZ\d{4}$/);
    const carIds = (await post<Page>(`${V1}/car/pageList`, { pageSize: 3 })).body.data.rows.map((r) => r.id);
    const ins = await post<Obj>('/cloud/yht/v2/web/car/insert', { code: next.body.data, name: '夜间保障车组', carIds });
    expect(ins.body.result, ins.text).toBe(0);
    const again = await get<string>('/cloud/yht/v2/web/car/getNewGroupCode');
    expect(again.body.data).not.toBe(next.body.data);
    const dup = await post('/cloud/yht/v2/web/car/insert', { code: next.body.data, name: '重复车组' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain('已存在');
    expect((await post('/cloud/yht/v2/web/car/update', { id: ins.body.data.id, name: '夜间应急车组' })).body.result).toBe(0);
    expect((await get('/cloud/yht/v2/web/car/importTemplate')).status).toBe(200);

    const nodes = await post<Page>('/cloud/yht/v2/web/car/flowNodeConfig/list', { flowType: 'repair' });
    expect(nodes.body.data.rows.map((r) => r.nodeOrder)).toEqual([1, 2, 3]);
    const saved = await post<Obj>('/cloud/yht/v2/web/car/flowNodeConfig/save', { ...nodes.body.data.rows[0], timeLimitHours: 12 });
    expect(saved.body.result, saved.text).toBe(0);
    expect(saved.body.data.timeLimitHours).toBe(12);
    const bad = await post('/cloud/yht/v2/web/car/flowNodeConfig/save', { flowType: 'repair', nodeOrder: 0 });
    expect(bad.status).toBe(400);

    const band = await post<Page>('/cloud/yht/v2/web/partyPostBand/page', {});
    expect(band.body.data.total).toBe(4);
    const staffId = band.body.data.rows[0]!.staffId;
    const created = await post<Obj>('/cloud/yht/v2/web/partyPostBand/create', { postName: '党员突击队', staffId, carId: carIds[0], bandDate: '2026-07-01', status: 'enabled' });
    expect(created.body.result, created.text).toBe(0);
    expect((await post('/cloud/yht/v2/web/partyPostBand/update', { id: created.body.data.id, pledge: '急难险重冲在前' })).body.result).toBe(0);
    expect((await post('/cloud/yht/v2/web/partyPostBand/delete', { id: created.body.data.id })).body.result).toBe(0);
  });

  it('serves its enums', async () => {
    const enums = await get<Record<string, unknown[]>>(`${V2}/common/enum/list`);
    expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['oilCardStatus', 'clglRemindStatus', 'insuranceType', 'dailyCostType']));
  });

  it('keeps tenants apart and refuses users without the system', async () => {
    const foreign = await server.app.db.owner((sql) => sql.query<{ id: number; n: number }>(`SELECT min(id) id, count(*)::int n FROM clgl_oil_card WHERE tenant_id = '2'`));
    expect(foreign[0]!.n).toBe(12);
    const mine = await post<Page>(`${V1}/oilCard/pageList`, { pageSize: 100 });
    // Tenant 2's cards are numbered 1000113302…: none reaches tenant 1, not even by id.
    expect(mine.body.data.rows.some((r) => String(r.cardNo).startsWith('1000113302'))).toBe(false);
    const read = await get(`${V1}/oilCard/getOne`, { id: String(foreign[0]!.id) });
    expect(read.status).toBe(404);
    const write = await post(`${V1}/oilCard/update`, { id: foreign[0]!.id, remark: '越权' });
    expect([400, 404]).toContain(write.status);
    const [kept] = await server.app.db.owner((sql) => sql.query<{ remark: string | null }>(`SELECT remark FROM clgl_oil_card WHERE tenant_id = '2' AND id = $1`, [foreign[0]!.id]));
    expect(kept!.remark).toBeNull();
    const [t2] = await server.app.db.owner((sql) => sql.query<{ n: number }>(`SELECT count(*)::int n FROM clgl_refuel_record WHERE tenant_id = '2'`));
    expect(t2!.n).toBeGreaterThan(50);
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of [`${V1}/car/pageList`, `${V2}/insuranceCompany/page`, `${V2}/kanban/costSummary`, '/cloud/yht/v2/web/car/getNewGroupCode', `${V1}/annualInspection/ignore`]) {
      const refused = await post(path, {}, ops);
      expect(refused.status, path).toBe(403);
    }
  });
});
