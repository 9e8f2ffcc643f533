/**
 * 维修与费用 (clwxfw) answers every call the catalogue gives it at /cloud/clwxfw (spec §7 Vehicle
 * maintenance and cost): the generic calls of each resource with paging, filters and Chinese
 * validation errors, the state actions (openCheck, closeCheck, invalid), the cost lists and month
 * matrices, the trees and lookups, and the settlement document — its totals equal the costs it
 * settles, revoking frees them again. Tenants see only their own rows; a user without the
 * system is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
interface Page { rows: Obj[]; total: number; pageNum: number; pageSize: number }
const sys = await loadSystem('clwxfw');
const B = '/cloud/clwxfw';
const han = /[\u4e00-\u9fa5]/;

let server: Running;
let t1: string;
let t2: string;
let ops: string;
beforeAll(async () => {
  server = await startServer('pglite');
  t1 = await tokenFor(server.base, 'root', 'Root@2026');
  t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
}, 180_000);
afterAll(() => server?.stop());

const post = <T = unknown>(path: string, body: Obj = {}, token = t1) => call<T>(server.base, path, { token, body });
const get = <T = unknown>(path: string, query: Record<string, string> = {}, token = t1) => call<T>(server.base, path, { token, query });
const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (rows: Obj[], key = 'amount') => round2(rows.reduce((s, r) => s + Number(r[key]), 0));

describe('generic calls of every resource', () => {
  it.each(sys.resources.map((r) => [r.key, r] as const))('%s: lists with rows, reads, refuses empty writes in Chinese', async (_key, resource) => {
    await expectEveryCallAnswers(server.base, t1, resource);
  });

  it('answers at the spec names of the family', () => {
    const paths = sys.resources.flatMap((r) => callsOf(r).map((c) => c.path));
    for (const p of ['platformAccountCar/pageList', 'platformAccountCar/save', 'platformAccountCar/update', 'platformAccountCar/delete', 'platformAccountCar/export',
      'cost/pageList', 'cost/export', 'settlementManage/loadPage', 'settlementManage/export', 'carOilRefuel/query', 'carOilRefuel/update', 'carOilRefuel/delete',
      'carOilRefuel/export', 'tenantSetting/getList', 'whiteRecord/pageList', 'whiteRecord/saveOrUpdate', 'whiteRecord/deletes', 'department/list', 'payWay/list',
      'refuelOil/list', 'station/list', 'stationParam/list', 'param/list', 'oilCardRecharge/query']) expect(paths, p).toContain(`${B}/${p}`);
  });
});

describe('paging, filters and validation', () => {
  it('pages cost rows and filters by type, car and date range', async () => {
    const page = await post<Page>(`${B}/cost/pageList`, { pageNum: 2, pageSize: 5 });
    expect(page.body.data.rows).toHaveLength(5);
    expect(page.body.data.pageNum).toBe(2);
    const car = page.body.data.rows[0]!.carId;
    const oil = await post<Page>(`${B}/cost/pageList`, { costType: 'oil', carId: car, costDateStart: '2026-10-01', costDateEnd: '2026-10-31', pageSize: 100 });
    expect(oil.body.data.total).toBeGreaterThan(3);
    for (const r of oil.body.data.rows) {
      expect(r.costType).toBe('oil');
      expect(r.carId).toBe(car);
      expect(String(r.costDate) >= '2026-10-01' && String(r.costDate) <= '2026-10-31').toBe(true);
    }
    const refuels = await post<Page>(`${B}/carOilRefuel/query`, { carId: car, refuelTimeStart: '2026-10-01', refuelTimeEnd: '2026-10-31', pageSize: 100 });
    // Each refuel is an oil cost of the same car, day and amount.
    expect(sum(refuels.body.data.rows)).toBe(sum(oil.body.data.rows));
  });

  it('refuses bad cost, settlement and white-list input with Chinese messages, writing nothing', async () => {
    const before = (await post<Page>(`${B}/cost/pageList`, {})).body.data.total;
    const car = (await post<Page>(`${B}/platformAccountCar/pageList`, {})).body.data.rows[0]!.id;
    const bad = [
      await post(`${B}/cost/save`, { carId: car, costType: 'oil', costDate: '2026-11-01' }),
      await post(`${B}/cost/save`, { carId: car, costType: 'oil', costDate: '2026-11-01', amount: -5 }),
      await post(`${B}/cost/save`, { carId: car, costType: 'fuel', costDate: '2026-11-01', amount: 5 }),
      await post(`${B}/cost/save`, { carId: car, costType: 'oil', costDate: '2099-01-01', amount: 5 }),
      await post(`${B}/cost/save`, { carId: 999999, costType: 'oil', costDate: '2026-11-01', amount: 5 }),
    ];
    for (const a of bad) {
      expect(a.status, a.text.slice(0, 300)).toBe(400);
      expect(a.body.msg).toMatch(han);
    }
    expect((await post<Page>(`${B}/cost/pageList`, {})).body.data.total).toBe(before);
    const company = (await post<Page>(`${B}/settlementManage/loadPage`, {})).body.data.rows[0]!.companyId;
    const period = await post(`${B}/settlementManage/add`, { name: '倒序期间', companyId: company, periodStart: '2026-10-31', periodEnd: '2026-10-01' });
    expect(period.status).toBe(400);
    expect(period.body.msg).toBe('结算截止日期不能早于开始日期');
    const white = await post(`${B}/whiteRecord/saveOrUpdate`, { carId: car, checkId: 1, reason: '测试', validFrom: '2026-11-10', validTo: '2026-11-01' });
    expect(white.body.msg).toBe('有效期截止日期不能早于开始日期');
  });

  it('recomputes a refuel amount on a raw update, its oil cost follows, and deleting it deletes the cost', async () => {
    // An unsettled oil cost written by a refuel (the seed links every oil cost to its refuel).
    const cost = (await post<Page>(`${B}/cost/pageList`, { costType: 'oil', settleState: 'unsettled', pageSize: 1 })).body.data.rows[0]!;
    expect(cost.refuelId).toEqual(expect.any(Number));
    const row = (await get<Obj>(`${B}/carOilRefuel/getOne`, { id: String(cost.refuelId) })).body.data;
    expect(row.amount).toBe(cost.amount);
    const upd = await call<Obj>(server.base, `${B}/carOilRefuel/update`, { token: t1, body: { ...row, liters: 50, unitPrice: 7.5, refuelTime: '2026-11-02 08:30:00' } });
    expect(upd.body.result, upd.text).toBe(0);
    expect(upd.body.data.amount).toBe(375);
    const after = (await get<Obj>(`${B}/cost/getOne`, { id: String(cost.id) })).body.data;
    expect(after).toMatchObject({ costType: 'oil', amount: 375, quantity: 50, costDate: '2026-11-02', carId: row.carId, refuelId: row.id, vendor: row.stationIdLabel });
    const del = await post<{ deleted: number }>(`${B}/carOilRefuel/delete`, { id: row.id });
    expect(del.body.data.deleted, del.text).toBe(1);
    expect((await get(`${B}/carOilRefuel/getOne`, { id: String(row.id) })).status).toBe(404);
    expect((await get(`${B}/cost/getOne`, { id: String(cost.id) })).status).toBe(404);
  });

  it("a refuel whose oil cost is settled can be neither corrected nor deleted; nothing changes", async () => {
    const cost = (await post<Page>(`${B}/cost/pageList`, { costType: 'oil', settleState: 'settled', pageSize: 1 })).body.data.rows[0]!;
    const row = (await get<Obj>(`${B}/carOilRefuel/getOne`, { id: String(cost.refuelId) })).body.data;
    const upd = await post(`${B}/carOilRefuel/update`, { ...row, liters: 10 });
    expect(upd.status).toBe(400);
    expect(upd.body.msg).toBe('费用已结算，撤销结算后才能修改或删除');
    expect((await get<Obj>(`${B}/carOilRefuel/getOne`, { id: String(row.id) })).body.data.liters).toBe(row.liters);
    const del = await post(`${B}/carOilRefuel/delete`, { id: row.id });
    expect(del.status).toBe(400);
    expect(del.body.msg).toBe('费用已结算，撤销结算后才能修改或删除');
    expect((await get(`${B}/carOilRefuel/getOne`, { id: String(row.id) })).status).toBe(200);
  });

  it('each kind of cost names what it must: repair kind and workshop, part and count, litres', async () => {
    const car = (await post<Page>(`${B}/platformAccountCar/pageList`, {})).body.data.rows[0]!.id;
    const base = { carId: car, costDate: '2026-11-01', amount: 120 };
    const cases: [Obj, string][] = [
      [{ ...base, costType: 'repair', vendor: '杭州顺达汽车维修厂' }, '维修费、保养费请选择维保类型'],
      [{ ...base, costType: 'upkeep', repairType: 'engine' }, '维修费、保养费、配件费请填写供应商/维修厂'],
      [{ ...base, costType: 'accessories', quantity: 2, vendor: '配件商' }, '配件费请选择配件类型'],
      [{ ...base, costType: 'oil' }, '油费、配件费请填写数量'],
    ];
    const before = (await post<Page>(`${B}/cost/pageList`, {})).body.data.total;
    for (const [body, msg] of cases) {
      const answer = await post(`${B}/cost/save`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toBe(msg);
    }
    expect((await post<Page>(`${B}/cost/pageList`, {})).body.data.total).toBe(before);
    const ok = await post<Obj>(`${B}/cost/save`, { ...base, costType: 'other', remark: '洗车' });
    expect(ok.body.result, ok.text).toBe(0);
    await post(`${B}/cost/delete`, { id: ok.body.data.id });
  });
});

describe('settlement as a document', () => {
  const costsOf = async (settlementId: unknown) => (await post<Page>(`${B}/cost/pageList`, { settlementId, pageSize: 500 })).body.data.rows;

  it("the seeded settlement's totals equal the costs it settles", async () => {
    const settled = (await post<Page>(`${B}/settlementManage/loadPage`, { state: 'settled' })).body.data.rows[0]!;
    const costs = await costsOf(settled.id);
    expect(costs.length).toBe(settled.costCount);
    expect(sum(costs)).toBe(settled.totalAmount);
    expect(sum(costs.filter((c) => c.costType === 'oil'))).toBe(settled.oilAmount);
    const load = await get<{ settlement: Obj; costs: Page }>(`${B}/settlementManage/loadSettlement`, { id: String(settled.id), pageSize: '5' });
    expect(load.body.data.settlement.totalAmount).toBe(settled.totalAmount);
    expect(load.body.data.costs.total).toBe(costs.length);
    expect(load.body.data.costs.rows).toHaveLength(5);
    expect(costs.every((c) => c.settleState === 'settled')).toBe(true);
  });

  it('settles a draft, locks its costs, revokes and frees them, and settles them again in a new document', async () => {
    const draft = (await post<Page>(`${B}/settlementManage/loadPage`, { state: 'draft' })).body.data.rows[0]!;
    const cars = (await post<Page>(`${B}/platformAccountCar/pageList`, { companyId: draft.companyId, pageSize: 100 })).body.data.rows.map((r) => r.id);
    const unsettled = await post<Page>(`${B}/cost/pageList`, { settleState: 'unsettled', costDateStart: draft.periodStart, costDateEnd: draft.periodEnd, pageSize: 500 });
    expect(unsettled.body.result, unsettled.text.slice(0, 300)).toBe(0);
    const free = unsettled.body.data.rows.filter((c) => cars.includes(c.carId));
    expect(free.length).toBeGreaterThan(10);

    const done = await post<Obj>(`${B}/settlementManage/settlement`, { id: draft.id });
    expect(done.body.result, done.text).toBe(0);
    expect(done.body.data.state).toBe('settled');
    expect(done.body.data.settleNo).toMatch(/^JS\d{8}-\d{3}$/);
    expect(done.body.data.costCount).toBe(free.length);
    expect(done.body.data.totalAmount).toBe(sum(free));
    const attached = await costsOf(draft.id);
    expect(attached.map((c) => c.id).sort()).toEqual(free.map((c) => c.id).sort());

    // Settled costs and the settled document are read-only; settling twice is refused.
    const edit = await post(`${B}/cost/update`, { ...attached[0], amount: 1 });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('费用已结算，撤销结算后才能修改或删除');
    expect((await post(`${B}/cost/delete`, { id: attached[0]!.id })).body.msg).toBe('费用已结算，撤销结算后才能修改或删除');
    expect((await post(`${B}/settlementManage/settlement`, { id: draft.id })).body.msg).toBe('结算单已结算，不能重复结算');
    expect((await post(`${B}/settlementManage/update`, { ...draft, name: '改名' })).body.msg).toBe('已结算或已撤销的结算单不能修改或删除');

    const revoked = await post<Obj>(`${B}/settlementManage/revokeSettlement`, { id: draft.id });
    expect(revoked.body.result, revoked.text).toBe(0);
    expect(revoked.body.data.state).toBe('revoked');
    expect(await costsOf(draft.id)).toHaveLength(0);
    const again = (await get<Obj>(`${B}/cost/getOne`, { id: String(attached[0]!.id) })).body.data;
    expect(again.settleState).toBe('unsettled');
    expect(again.settlementId).toBeNull();
    expect((await post(`${B}/settlementManage/revokeSettlement`, { id: draft.id })).body.msg).toBe('只有已结算的结算单可以撤销');
    expect((await post(`${B}/settlementManage/settlement`, { id: draft.id })).body.msg).toBe('已撤销的结算单不能再结算，请新建结算单');

    const renewed = await post<Obj>(`${B}/settlementManage/add`, { name: '重新结算', companyId: draft.companyId, periodStart: draft.periodStart, periodEnd: draft.periodEnd });
    expect(renewed.body.result, renewed.text).toBe(0);
    expect(renewed.body.data.state).toBe('draft');
    const second = await post<Obj>(`${B}/settlementManage/settlement`, { id: renewed.body.data.id });
    expect(second.body.data.totalAmount).toBe(sum(free));
    const history = await get<Obj[]>(`${B}/settlementManage/history`, { id: String(draft.id) });
    expect(history.body.data.map((h) => h.action)).toEqual(expect.arrayContaining(['settle', 'revoke']));
  });

  it('refuses a settlement with nothing to settle and a missing one', async () => {
    const company = (await post<Page>(`${B}/settlementManage/loadPage`, {})).body.data.rows[0]!.companyId;
    const empty = await post<Obj>(`${B}/settlementManage/add`, { name: '空期间', companyId: company, periodStart: '2016-01-01', periodEnd: '2016-01-31' });
    const refused = await post(`${B}/settlementManage/settlement`, { id: empty.body.data.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该单位在结算期内没有未结算的费用');
    expect((await get(`${B}/settlementManage/view`, { id: String(empty.body.data.id) })).body.data).toMatchObject({ state: 'draft', settleNo: null });
    expect((await post(`${B}/settlementManage/settlement`, { id: 999999 })).status).toBe(404);
    expect((await get(`${B}/settlementManage/loadSettlement`, { id: '999999' })).status).toBe(404);
  });
});

describe('cost lists, month matrices, trees and lookups', () => {
  it('oil and repair lists hold their kinds only; accessories by type sum to the accessory rows', async () => {
    const oil = await post<Page>(`${B}/cost/oil`, { pageSize: 3 });
    expect(oil.body.data.rows).toHaveLength(3);
    const allOil = (await post<Page>(`${B}/cost/pageList`, { costType: 'oil' })).body.data.total;
    expect(oil.body.data.total).toBe(allOil);
    const repair = await post<Page>(`${B}/cost/repair`, { pageSize: 100 });
    expect(repair.body.data.rows.every((r) => r.costType === 'repair' || r.costType === 'upkeep')).toBe(true);
    const byType = await post<{ rows: Obj[]; totals: Obj }>(`${B}/cost/typeOfAccessories`, {});
    const rows = (await post<Page>(`${B}/cost/pageList`, { costType: 'accessories', pageSize: 500 })).body.data.rows;
    expect(byType.body.data.rows.length).toBeGreaterThan(3);
    expect(round2(Number(byType.body.data.totals.amount))).toBe(sum(rows));
  });

  it('month matrices (cblx, wblx, per car) total the month of cost rows', async () => {
    const month = (await post<Page>(`${B}/cost/pageList`, { costDateStart: '2026-10-01', costDateEnd: '2026-10-31', pageSize: 500 })).body.data.rows;
    for (const path of ['cost/month/cblx', 'cost/month']) {
      const m = await post<{ rows: Obj[]; totals: Obj; columns: Obj[] }>(`${B}/${path}`, { month: '2026-10' });
      expect(m.body.result, m.text.slice(0, 200)).toBe(0);
      expect(m.body.data.columns.length).toBe(31);
      expect(round2(Number(m.body.data.totals.total))).toBe(sum(month));
    }
    const w = await post<{ totals: Obj }>(`${B}/cost/month/wblx`, { month: '2026-10' });
    expect(round2(Number(w.body.data.totals.total))).toBe(sum(month.filter((c) => c.costType === 'repair' || c.costType === 'upkeep')));
    // The 工作台 board's figures are the same rows' sums.
    const board = await post<{ rows: Obj[] }>(`${B}/board/costOverview`, { startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(round2(Number(board.body.data.rows[0]!.amount))).toBe(sum(month));
    const share = await post<{ rows: Obj[] }>(`${B}/board/costTypeShare`, { startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(round2(share.body.data.rows.reduce((n, r) => n + Number(r.amount), 0))).toBe(sum(month));
    const bad = await post(`${B}/cost/month/cblx`, { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(han);
  });

  it('car, grade, class and dept car trees hold every car once; org and staff trees; car types', async () => {
    const total = (await post<Page>(`${B}/platformAccountCar/pageList`, {})).body.data.total;
    const leaves = (nodes: Obj[]): Obj[] => nodes.flatMap((n) => (n.type === 'car' ? [n] : leaves((n.children as Obj[]) ?? [])));
    for (const tree of ['gradeCarTree', 'classCarTree', 'deptCarTree']) {
      const answer = await get<Obj[]>(`${B}/cost/${tree}`);
      expect(answer.body.result, tree).toBe(0);
      expect(new Set(leaves(answer.body.data).map((n) => n.carId)).size, tree).toBe(total);
    }
    const org = await get<Obj[]>(`${B}/org/tree`);
    expect(org.body.data.length).toBeGreaterThan(1);
    expect((org.body.data[0]!.children as Obj[]).length).toBeGreaterThan(0);
    const staff = await get<Obj[]>(`${B}/staff/tree`);
    expect(staff.body.data.some((p) => p.label === '驾驶员')).toBe(true);
    const types = await get<Obj[]>(`${B}/carType/list`);
    expect(types.body.data.reduce((n, t) => n + Number(t.carCount), 0)).toBe(total);
    const cars = await get<Obj[]>(`${B}/car/queryList`, { carNo: 'D' });
    expect(cars.body.data.length).toBe(total);
    const one = await get<Obj>(`${B}/car/getCarByCode`, { carCode: String(cars.body.data[0]!.carNo) });
    expect(one.body.data.id).toBe(cars.body.data[0]!.id);
    expect((await get(`${B}/car/getCarByCode`, {})).body.msg).toBe('请指定车牌号');
    const device = await post<Page>(`${B}/device/page`, { pageSize: 5 });
    expect(device.body.data.total).toBe(total);
    expect(device.body.data.rows[0]!.gpsDeviceNo).toMatch(/^GPS/);
  });
});

describe('check switches and the white list', () => {
  it('openCheck and closeCheck switch one check', async () => {
    const row = (await post<Page>(`${B}/tenantSetting/getList`, { checkState: 'open' })).body.data.rows[0]!;
    expect((await post(`${B}/tenantSetting/closeCheck`, { id: row.id })).body.result).toBe(0);
    expect((await get<Obj>(`${B}/tenantSetting/getOne`, { id: String(row.id) })).body.data.checkState).toBe('closed');
    expect((await post(`${B}/tenantSetting/openCheck`, { id: row.id })).body.result).toBe(0);
    expect((await get<Obj>(`${B}/tenantSetting/getOne`, { id: String(row.id) })).body.data.checkState).toBe('open');
  });

  it('saves, invalidates (then read-only) and deletes white-list records', async () => {
    const car = (await post<Page>(`${B}/platformAccountCar/pageList`, {})).body.data.rows[3]!.id;
    const check = (await post<Page>(`${B}/tenantSetting/getList`, {})).body.data.rows[0]!.id;
    const saved = await post<Obj>(`${B}/whiteRecord/saveOrUpdate`, { carId: car, checkId: check, reason: '抢险保障任务', validFrom: '2026-11-01', validTo: '2026-12-31' });
    expect(saved.body.result, saved.text).toBe(0);
    expect(saved.body.data.state).toBe('valid');
    const id = saved.body.data.id;
    expect((await post<Obj>(`${B}/whiteRecord/saveOrUpdate`, { ...saved.body.data, reason: '抢险保障任务（延长）' })).body.data.reason).toBe('抢险保障任务（延长）');
    expect((await post(`${B}/whiteRecord/invalid`, { id })).body.result).toBe(0);
    const locked = await post(`${B}/whiteRecord/saveOrUpdate`, { ...saved.body.data, reason: '再改' });
    expect(locked.body.msg).toBe('白名单记录已作废，不能修改');
    const other = await post<Obj>(`${B}/whiteRecord/saveOrUpdate`, { carId: car, checkId: check, reason: '临时', validFrom: '2026-11-01', validTo: '2026-11-30' });
    const del = await post<{ deleted: number }>(`${B}/whiteRecord/deletes`, { ids: [other.body.data.id] });
    expect(del.body.data.deleted).toBe(1);
  });
});

describe('tenants and access', () => {
  it('each tenant sees its own cars, costs and settlements', async () => {
    const one = await post<Page>(`${B}/platformAccountCar/pageList`, { pageSize: 100 });
    const two = await post<Page>(`${B}/platformAccountCar/pageList`, { pageSize: 100 }, t2);
    expect(two.body.data.total).toBe(12);
    const ids = new Set(one.body.data.rows.map((r) => r.id));
    expect(two.body.data.rows.some((r) => ids.has(r.id))).toBe(false);
    const costs2 = await post<Page>(`${B}/cost/pageList`, { pageSize: 500 }, t2);
    expect(costs2.body.data.rows.every((c) => !ids.has(c.carId as number))).toBe(true);
    const settled2 = (await post<Page>(`${B}/settlementManage/loadPage`, { state: 'settled' }, t2)).body.data.rows[0]!;
    expect(sum(await (async () => (await post<Page>(`${B}/cost/pageList`, { settlementId: settled2.id, pageSize: 500 }, t2)).body.data.rows)())).toBe(settled2.totalAmount);
    // Tenant 1 cannot read, settle or revoke tenant 2's settlement.
    expect((await get(`${B}/settlementManage/view`, { id: String(settled2.id) })).status).toBe(404);
    expect((await post(`${B}/settlementManage/revokeSettlement`, { id: settled2.id })).status).toBe(404);
    expect((await get<Obj>(`${B}/settlementManage/view`, { id: String(settled2.id) }, t2)).body.data.state).toBe('settled');
  });

  it('refuses a user without the system on every call, settlement included', async () => {
    for (const path of ['cost/pageList', 'settlementManage/settlement', 'settlementManage/loadSettlement', 'cost/month/cblx', 'tenantSetting/openCheck']) {
      const answer = await post(`${B}/${path}`, { id: 1 }, ops);
      expect(answer.status, path).toBe(403);
      expect(answer.body.msg).toMatch(han);
    }
    expect((await get(`${B}/cost/deptCarTree`, {}, ops)).status).toBe(403);
  });
});
