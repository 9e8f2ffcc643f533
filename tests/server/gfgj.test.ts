/**
 * 回收清运 (gfgj) answers every call the catalogue gives it (/cloud/gfgj POST-style and the
 * terminal board under /cloud/zd/jg): each resource's generic calls, the audit lists as views of
 * the users, auditUser / recharge / addInsider / checkOrder / changeOrder / reward with their
 * rules, the tracks from the GPS history, the statistics (a recycled kilogram counted once: the
 * flow chart equals the arrived carting list, the board the lists behind it), tenants see only
 * their own rows, and a user without the system is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page = { rows: Obj[]; total: number; pageNum?: number };
const gfgj = await loadSystem('gfgj');
const G = '/cloud/gfgj';
const RT = '/cloud/zd/jg/api/cp/realTime';
const RANGE = { startDate: '2026-10-22', endDate: '2026-11-20' };
const resourceOf = (key: string) => gfgj.resources.find((r) => r.key === key)!;
const pathOf = (key: string, kind: string) => callsOf(resourceOf(key)).find((c) => c.kind === kind)!.path;
const sum = (rows: Obj[], key: string) => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

describe.each(backends)('gfgj calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let token2: string;
  const post = <T = unknown>(path: string, body: Obj = {}, who = token) => call<T>(server.base, path, { token: who, body });
  const get = <T = unknown>(path: string, query: Record<string, string> = {}, who = token) => call<T>(server.base, path, { token: who, query });
  const list = (key: string, filters: Obj = {}, who = token) => post<Page>(pathOf(key, 'list'), filters, who);
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    token2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(gfgj.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    const list = await expectEveryCallAnswers(server.base, token, resource);
    expect(list.rows.length).toBeLessThanOrEqual(10);
  });

  it('paging, filters and the audit lists as views of the users', async () => {
    const page2 = await list('order', { pageNum: 2, pageSize: 10 });
    expect(page2.body.data.rows).toHaveLength(10);
    expect(page2.body.data.pageNum).toBe(2);
    const finished = await list('order', { status: 'finished', pageSize: 500 });
    expect(finished.body.data.rows.every((r) => r.status === 'finished')).toBe(true);
    const business = await list('auditBusiness', { pageSize: 100 });
    const users = await list('user', { userType: 'business', pageSize: 100 });
    expect(business.body.data.total).toBe(users.body.data.total);
    expect(business.body.data.total).toBe(12);
    expect((await list('auditRecycling', { pageSize: 100 })).body.data.rows.every((r) => String(r.userNo).startsWith('U'))).toBe(true);
    expect((await list('auditRecycling')).body.data.total).toBe((await list('user', { userType: 'recycler' })).body.data.total);
    expect((await list('insider')).body.data.total).toBe(3);
    const pending = await list('auditBusiness', { auditStatus: 'pending' });
    expect(pending.body.data.total).toBeGreaterThan(0);
    expect(pending.body.data.rows.every((r) => r.auditStatus === 'pending')).toBe(true);
    const bad = await list('order', { pageSize: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const badDate = await list('order', { orderTimeStart: '2026-02-30' });
    expect(badDate.status).toBe(400);
  });

  it('auditUser audits a pending merchant or recycler once, with Chinese refusals', async () => {
    const pending = (await list('auditRecycling', { auditStatus: 'pending' })).body.data.rows[0]!;
    const noRemark = await post(`${G}/user/auditUser`, { id: pending.id, auditStatus: 'rejected' });
    expect(noRemark.status).toBe(400);
    expect(noRemark.body.msg).toBe('驳回时请填写审核意见');
    const wrong = await post(`${G}/user/auditUser`, { id: pending.id, auditStatus: 'pending' });
    expect(wrong.body.msg).toBe('审核结果须为“已通过”或“已驳回”');
    const done = await post<Obj>(`${G}/user/auditUser`, { id: pending.id, auditStatus: 'passed', auditRemark: '证件齐全' });
    expect(done.body.result, done.text).toBe(0);
    expect(done.body.data).toMatchObject({ auditStatus: 'passed', auditRemark: '证件齐全' });
    expect(done.body.data.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const twice = await post(`${G}/user/auditUser`, { id: pending.id, auditStatus: 'rejected', auditRemark: '再审' });
    expect(twice.body.msg).toBe('该用户已审核，只能审核待审核的用户');
    const resident = (await list('user', { userType: 'resident' })).body.data.rows[0]!;
    expect((await post(`${G}/user/auditUser`, { id: resident.id, auditStatus: 'passed' })).body.msg).toBe('只有商户和回收员需要审核');
    const history = await get<Obj[]>(`${G}/user/auditRecycling/history`, { id: String(pending.id) });
    expect(history.body.data.some((h) => h.action === 'audit')).toBe(true);
  });

  it('recharge credits the balance and writes a recharge record; addInsider adds an insider', async () => {
    const shop = (await list('user', { userType: 'business', status: 'normal' })).body.data.rows[0]!;
    const prior = await list('rechargeRecord', { appUserId: shop.id });
    expect(prior.body.result, prior.text).toBe(0);
    const before = prior.body.data.total;
    for (const body of [{ id: shop.id, rechargeAmount: 0, payWay: 'cash' }, { id: shop.id, rechargeAmount: 100.555, payWay: 'cash' }, { id: shop.id, rechargeAmount: 100, payWay: 'bitcoin' }]) {
      const bad = await post(`${G}/user/recharge`, body);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const done = await post<Obj>(`${G}/user/recharge`, { id: shop.id, rechargeAmount: 300.5, payWay: 'wechat' });
    expect(done.body.result, done.text).toBe(0);
    expect(done.body.msg).toBe('充值成功');
    expect(done.body.data.balance).toBeCloseTo(Number(shop.balance) + 300.5, 2);
    const records = await list('rechargeRecord', { appUserId: shop.id });
    expect(records.body.data.total).toBe(before + 1);
    expect(records.body.data.rows[0]).toMatchObject({ amount: 300.5, payWay: 'wechat', balanceAfter: done.body.data.balance });
    const frozen = (await list('user', { status: 'frozen' })).body.data.rows[0]!;
    expect((await post(`${G}/user/recharge`, { id: frozen.id, rechargeAmount: 10, payWay: 'cash' })).body.msg).toBe('冻结的账号不能充值');
    const insiders = (await list('insider')).body.data.total;
    const bad = await post(`${G}/user/addInsider`, { name: '', phone: '123' });
    expect(bad.status).toBe(400);
    const added = await post<Obj>(`${G}/user/addInsider`, { name: '测试员工', phone: '13712345678', status: 'normal' });
    expect(added.body.result, added.text).toBe(0);
    expect((await get<Obj>(`${G}/user/getOne`, { id: String(added.body.data.id) })).body.data.userType).toBe('insider');
    expect((await list('insider')).body.data.total).toBe(insiders + 1);
    const dup = await post(`${G}/user/addInsider`, { name: '重复', phone: '13712345678', status: 'normal' });
    expect(dup.body.msg).toContain('已存在');
  });

  it('checkOrder and changeOrder: only open orders are reassigned, to approved recyclers', async () => {
    const done = (await list('order', { status: 'finished', checkStatus: 'unchecked' })).body.data.rows[0]!;
    const noStatus = await post(`${G}/order/checkOrder`, { id: done.id });
    expect(noStatus.status).toBe(400);
    const checked = await post<Obj>(`${G}/order/checkOrder`, { id: done.id, checkStatus: 'passed', checkRemark: '重量无误' });
    expect(checked.body.result, checked.text).toBe(0);
    expect(checked.body.data.checkStatus).toBe('passed');
    const recyclers = (await list('auditRecycling', { auditStatus: 'passed', status: 'normal' })).body.data.rows;
    const car = (await post<Page>('/cloud/ljszy/carInfo/pageList', {})).body.data.rows[0]!;
    expect((await post(`${G}/order/changeOrder`, { id: done.id, recyclerId: recyclers[0]!.id, carId: car.id, changeReason: '改派' })).body.msg).toBe('只有待接单或已接单的订单可以改派');
    const open = (await list('order', { status: 'pending' })).body.data.rows[0]!;
    const resident = (await list('user', { userType: 'resident' })).body.data.rows[0]!;
    expect((await post(`${G}/order/changeOrder`, { id: open.id, recyclerId: resident.id, carId: car.id, changeReason: '改派' })).body.msg).toBe('改派的回收员须为审核通过且状态正常的回收员');
    const noReason = await post(`${G}/order/changeOrder`, { id: open.id, recyclerId: recyclers[0]!.id, carId: car.id });
    expect(noReason.status).toBe(400);
    const changed = await post<Obj>(`${G}/order/changeOrder`, { id: open.id, recyclerId: recyclers[0]!.id, carId: car.id, changeReason: '原回收员请假' });
    expect(changed.body.result, changed.text).toBe(0);
    expect(changed.body.data).toMatchObject({ status: 'accepted', recyclerId: recyclers[0]!.id, carId: car.id, changeReason: '原回收员请假' });
    const info = await get<Obj>(`${G}/order/getOrderInfo`, { id: String(open.id) });
    expect(info.body.data.acceptTime).toMatch(/^\d{4}-/);
    const edit = await post<Obj>(`${G}/order/updateOrderInfo`, { id: done.id, actualWeight: 12.5, amount: 15 });
    expect(edit.body.result, edit.text).toBe(0);
    expect((await post(`${G}/order/updateOrderInfo`, { id: done.id, actualWeight: -1 })).status).toBe(400);
  });

  it('reward: once per invitation, after the invitee ordered; the inviter earns the points', async () => {
    const pending = (await list('inviteRecord', { rewardStatus: 'pending', pageSize: 100 })).body.data.rows.find((r) => r.firstOrderTime)!;
    const inviter = await get<Obj>(`${G}/user/getOne`, { id: String(pending.inviterId) });
    const done = await post<Obj>(`${G}/inviteRecord/reward`, { id: pending.id });
    expect(done.body.result, done.text).toBe(0);
    expect(done.body.data.rewardStatus).toBe('rewarded');
    const after = await get<Obj>(`${G}/user/getOne`, { id: String(pending.inviterId) });
    expect(Number(after.body.data.points)).toBe(Number(inviter.body.data.points) + Number(pending.rewardPoints));
    expect((await post(`${G}/inviteRecord/reward`, { id: pending.id })).body.msg).toBe('该邀请的奖励已发放');
  });

  it('base data: classes, stations, dept point classes, areas, sites and signings with validation', async () => {
    const bad = await post(`${G}/garbageClass/addOrUpdateGarbageClass`, { code: 'x y', name: '', unitPrice: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const cls = await post<Obj>(`${G}/garbageClass/addOrUpdateGarbageClass`, { code: 'KHS-99', name: '废木料', category: 'recyclable', unitPrice: 0.3, pointsPerKg: 3, sort: 99, status: 'enabled' });
    expect(cls.body.result, cls.text).toBe(0);
    const upd = await post<Obj>(`${G}/garbageClass/addOrUpdateGarbageClass`, { id: cls.body.data.id, unitPrice: 0.35 });
    expect(upd.body.data.unitPrice).toBe(0.35);
    expect((await post(`${G}/garbageClass/deleteGarbageClass`, { id: cls.body.data.id })).body.result).toBe(0);
    const used = (await list('garbageClass')).body.data.rows[0]!;
    const refused = await post(`${G}/garbageClass/deleteGarbageClass`, { id: used.id });
    expect(refused.status).toBe(400);
    const area = (await list('deptArea')).body.data.rows[0]!;
    const selfCross = await post(`${G}/deptArea/saveDeptAreaInfo`, { id: area.id, boundary: '[[120.1,30.2],[120.2,30.3],[120.2,30.2],[120.1,30.3],[120.1,30.2]]' });
    expect(selfCross.status).toBe(400);
    const info = await get<Obj>(`${G}/deptArea/getDeptAreaInfo`, { id: String(area.id) });
    expect(JSON.parse(String(info.body.data.boundary))).toHaveLength(5);
    const [lng, lat] = String(area.center).split(',');
    const found = await post<Page>(`${G}/common/getDeptByLocalion`, { lng, lat });
    expect(found.body.data.rows.map((r) => r.name)).toContain(area.name);
    expect((await post(`${G}/common/getDeptByLocalion`, { lng: 'x' })).status).toBe(400);
    const signing = (await list('disposalSiteSigning')).body.data.rows[0]!;
    const early = await post(`${G}/disposalSiteSigning/addOrUpdate`, { id: signing.id, endDate: '2020-01-01' });
    expect(early.body.msg).toBe('到期日期不能早于生效日期');
    const classes = await post<Page>(`${G}/common/getGarbageClassList`, { category: 'hazardous' });
    expect(classes.body.data.rows.every((r) => r.category === 'hazardous')).toBe(true);
    expect((await post(`${G}/common/getGarbageClassList`, { category: 'nope' })).status).toBe(400);
    const enums = await post<Obj[]>(`${G}/common/loadEnumValue`, { enumName: 'gfgjOrderStatus' });
    expect((enums.body.data as Obj[]).map((o) => o.label)).toContain('待接单');
    for (const path of [`${G}/order/getStationList`, `${G}/cartingOrder/getStationList`, `${G}/cartingOrder/getDisposalSiteList`]) {
      const answer = await post<Page>(path);
      expect(answer.body.data.total, path).toBeGreaterThan(0);
    }
  });

  it('tracks: the order vehicle\'s GPS positions between acceptance and completion', async () => {
    const order = (await list('order', { status: 'finished' })).body.data.rows[0]!;
    for (const path of [`${G}/order/historyPosition`, `${G}/order/newHistoryPosition`]) {
      const track = await post<Page & { summary?: Obj }>(path, { orderId: order.id });
      expect(track.body.result, track.text).toBe(0);
      for (const p of track.body.data.rows) {
        expect(String(p.at) >= String(order.acceptTime ?? order.orderTime).slice(0, 10)).toBe(true);
        expect(typeof p.lng).toBe('number');
      }
    }
    const summary = (await post<Page & { summary: Obj }>(`${G}/order/newHistoryPosition`, { orderId: order.id })).body.data.summary;
    expect(summary.carId).toBe(order.carId);
    const carting = (await list('cartingOrder', { status: 'arrived' })).body.data.rows[0]!;
    expect((await post(`${G}/cartingOrder/historyPosition`, { cartingOrderId: carting.id })).body.result).toBe(0);
    expect((await post(`${G}/cartingOrder/newHistoryPosition`, { id: carting.id })).body.result).toBe(0);
    expect((await post(`${G}/order/historyPosition`, {})).body.msg).toBe('请指定要操作的记录');
    expect((await post(`${G}/order/historyPosition`, { orderId: 999_999 })).status).toBe(404);
    const lines = await post<Page>(`${G}/cartingOrder/lineList`, { startDate: '2026-11-15', endDate: '2026-11-15' });
    expect(lines.body.data.total).toBeGreaterThan(0);
    for (const r of lines.body.data.rows) expect(JSON.parse(String(r.line)).length).toBeGreaterThanOrEqual(2);
  });

  it('statistics agree with the lists: a recycled kilogram counted once', async () => {
    const finished = (await list('order', { status: 'finished', finishTimeStart: RANGE.startDate, finishTimeEnd: RANGE.endDate, pageSize: 500 })).body.data.rows;
    const stations = (await post<Page>(`${G}/dataStatistics/getStationPointList`, { ...RANGE, pageSize: 100 })).body.data.rows;
    expect(sum(stations, 'recycleWeight')).toBeCloseTo(sum(finished, 'actualWeight'), 1);
    expect(sum(stations, 'orders')).toBe(finished.length);
    const recycle = (await post<Page & { totals: Obj }>(`${G}/dataStatistics/getRecycleData`, RANGE)).body.data;
    expect(Number(recycle.totals.weight)).toBeCloseTo(sum(finished, 'actualWeight'), 1);
    const arrived = (await list('cartingOrder', { status: 'arrived', pageSize: 500 })).body.data.rows;
    const flows = (await post<Page>(`${G}/dataStatistics/flowCharts`, {})).body.data.rows;
    expect(sum(flows, 'weight')).toBeCloseTo(sum(arrived, 'weight') / 1000, 2);
    const sites = (await post<Page>(`${G}/dataStatistics/getDisposalSiteList`, { pageSize: 100 })).body.data.rows;
    expect(sum(sites, 'receivedWeight')).toBeCloseTo(sum(arrived, 'weight'), 1);
    // What left the stations arrived or is on its way: every finished kilogram is carted once
    // (tenant 2: this file's other tests edit tenant 1's orders).
    const carted = (await list('cartingOrder', { pageSize: 500 }, token2)).body.data.rows;
    const allFinished = (await list('order', { status: 'finished', pageSize: 500 }, token2)).body.data.rows;
    expect(carted.length).toBeGreaterThan(0);
    expect(sum(carted, 'weight')).toBeCloseTo(sum(allFinished, 'actualWeight'), 1);
    const disposal = (await post<Page & { totals: Obj }>(`${G}/dataStatistics/getDisposalData`, {})).body.data;
    expect(Number(disposal.totals.weight)).toBeCloseTo(sum(arrived, 'weight'), 1);
    const heat = (await post<Page>(`${G}/dataStatistics/getHeatMapData`, RANGE)).body.data.rows;
    const ordered = await list('order', { orderTimeStart: RANGE.startDate, orderTimeEnd: RANGE.endDate });
    expect(sum(heat, 'orders')).toBe(ordered.body.data.total);
    const real = (await post<Page>(`${G}/dataStatistics/getRealtimeData`, { startDate: '2026-11-20', endDate: '2026-11-20' })).body.data.rows[0]!;
    expect(real.ordersToday).toBe((await list('order', { orderTimeStart: '2026-11-20', orderTimeEnd: '2026-11-20' })).body.data.total);
    expect(real.pendingOrders).toBe((await list('order', { status: 'pending' })).body.data.total);
    expect((await post(`${G}/dataStatistics/getRealtimeData`, { endDate: 'yesterday' })).status).toBe(400);
    const board = (await post<Page>(`${RT}/deviceBoard`, RANGE)).body.data.rows[0]!;
    expect(board.terminals).toBe((await list('stationPoint')).body.data.total);
    expect(board.online).toBe((await list('stationPoint', { terminalStatus: 'online' })).body.data.total);
    expect(board.weighings).toBe(finished.length);
    const terminals = (await post<Page>(`${RT}/terminalList`, RANGE)).body.data.rows;
    expect(sum(terminals, 'weight')).toBeCloseTo(Number(board.weight), 1);
    const status = (await post<Page>(`${RT}/terminalStatus`, {})).body.data.rows.filter((r) => r.terminalStatus !== '合计' && !r.isTotal);
    expect(sum(status, 'count')).toBe(board.terminals);
    const map = (await post<Page>(`${G}/order/mapList`, { ...RANGE, pageSize: 500 })).body.data;
    expect(map.rows.filter((r) => r.status === 'finished').every((r) => r.mapState === 'online')).toBe(true);
    expect((await get<Obj>(`${G}/common/dataRange`)).body.data).toEqual({ start: '2026-10-22', end: '2026-11-20' });
  });

  it('the six downloads are spreadsheets', async () => {
    for (const path of [`${G}/user/auditBusinessDownload`, `${G}/user/auditRecoverDownload`, `${G}/user/userDownload`, `${G}/order/orderDownload`, `${G}/stationPoint/stationDownload`, `${G}/deptPointClass/deptPointClassDownload`]) {
      const file = await post(path, {});
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
    }
  });

  it('tenant 2 sees only its own rows', async () => {
    const t1 = (await list('order', { pageSize: 500 })).body.data.rows.map((r) => r.id);
    const t2 = await list('order', { pageSize: 500 }, token2);
    expect(t2.body.data.total).toBe(120); // 30 days × 4 orders
    expect(t2.body.data.rows.some((r) => t1.includes(r.id))).toBe(false);
    expect((await list('stationPoint', {}, token2)).body.data.total).toBe(5);
    const other = await get(`${G}/order/getOrderInfo`, { id: String(t1[0]) }, token2);
    expect(other.body.result).not.toBe(0);
    const changed = await post(`${G}/order/changeOrder`, { id: t1[0], recyclerId: 1, carId: 1, changeReason: 'x' }, token2);
    expect(changed.status).toBe(404);
  });

  it('refuses a user without the system', async () => {
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of [`${G}/user/getUserPageList`, `${G}/user/auditUser`, `${G}/order/changeOrder`, `${G}/dataStatistics/flowCharts`, `${RT}/deviceBoard`]) {
      expect((await post(path, {}, ops)).status, path).toBe(403);
    }
  });
});
