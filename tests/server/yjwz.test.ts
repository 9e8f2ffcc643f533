/**
 * 应急保障 (yjwz) answers every es* call under /envcloud/hw/jlzs/api/v1 (spec §7, POST JSON):
 * the generic calls of each resource, the document calls of 物资入库/物资出库 (submit, cancel,
 * getDetailList), the stock reports over the ledger (book yjwz.supplies only), the positions read
 * from the GPS tables and the board's figures (equal to the lists behind them). Tenants see only
 * their own rows, and a user without the system is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf, loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
type Page<T = Obj> = { rows: T[]; total: number };
const yjwz = await loadSystem('yjwz');
const B = '/envcloud/hw/jlzs/api/v1';

describe.each(backends)('yjwz calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  let t2: string;
  const post = <T = unknown>(path: string, body: unknown, tk = token) => call<T>(server.base, `${B}/${path}`, { token: tk, body });
  const rowsOf = async <T = Obj>(path: string, body: Obj = {}, tk = token) => (await post<Page<T>>(path, { pageSize: 500, ...body }, tk)).body.data.rows;
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it('every call is a POST under the es* family', () => {
    for (const r of yjwz.resources) for (const c of callsOf(r)) {
      expect(c.method, c.path).toBe('POST');
      expect(c.path.startsWith(`${B}/es`), c.path).toBe(true);
    }
    for (const r of yjwz.reports) {
      expect(r.method).toBe('POST');
      expect(r.call.startsWith(`${B}/es`), r.call).toBe(true);
    }
  });

  it.each(yjwz.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    const first = (await expectEveryCallAnswers(server.base, token, resource, { exportRequest: { body: { pageNum: 1 } }, detailIsFirstRow: true })).rows[0]!;
    if (resource.lines) {
      const lines = await call<Obj[]>(server.base, `${resource.endpoints.base}/${resource.lines.call}`, { token, body: { id: first.id } });
      expect(lines.body.data.length).toBeGreaterThan(0);
    }
  });

  it.each(yjwz.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
    const [car] = await rowsOf<{ carId: number }>('esCar/pageList');
    const payload = report.key === 'esCarTrack' ? { carId: car!.carId } : {};
    const answer = await call<Obj>(server.base, report.call, { token, body: { pageNum: 1, pageSize: 10, ...payload } });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    if (report.key === 'dataRange') expect(answer.body.data).toMatchObject({ start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), end: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    else {
      const rows = Array.isArray(answer.body.data) ? answer.body.data : (answer.body.data as { rows: Obj[] }).rows;
      expect(rows.length, report.key).toBeGreaterThan(0);
    }
    if (report.export) {
      const file = await call(server.base, report.export, { token, body: {} });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
    }
  });

  it('people and cars are the shared staff and vehicles; positions come from the GPS tables', async () => {
    const staff = await rowsOf<{ staffId: number; staffIdLabel: string }>('esStaff/pageList');
    const platform = (await call<Page<{ id: number; name: string }>>(server.base, '/cloud/platform/staff/pageList', { token, body: { pageSize: 500 } })).body.data.rows;
    const people = new Map(platform.map((p) => [p.id, p.name]));
    for (const s of staff) expect(people.get(s.staffId)).toBe(s.staffIdLabel);
    const cars = await rowsOf<{ carId: number; carIdLabel: string }>('esCar/pageList');
    const positions = await rowsOf<{ carId: number; name: string; location: string | null; time: string | null; mapState: string }>('esCarPosition/pageList');
    expect(positions.map((p) => p.name).sort()).toEqual(cars.map((c) => c.carIdLabel).sort());
    const last = await server.app.db.tenant('1', (sql) => sql.query<{ vehicle_id: number; lon: number; lat: number }>("SELECT vehicle_id, lon, lat FROM gps_last_position WHERE device_kind = 'vehicle'"));
    const byCar = new Map(last.map((l) => [l.vehicle_id, l]));
    for (const p of positions) {
      const l = byCar.get(p.carId);
      if (!l) expect(p.location).toBeNull();
      else expect(p.location).toBe(`${l.lon.toFixed(6)},${l.lat.toFixed(6)}`);
      expect(['online', 'offline', 'alarm']).toContain(p.mapState);
    }
    // A person riding a car is where the car is; everyone else at the team's storehouse.
    const where = await rowsOf<{ carNo: string; location: string; source: string }>('esPosition/pageList');
    expect(where.length).toBe(staff.length);
    const riders = where.filter((w) => w.source === 'gps');
    expect(riders.length).toBeGreaterThan(0);
    for (const r of riders) expect(r.location).toBe(positions.find((p) => p.name === r.carNo)!.location);
    const houses = new Set((await rowsOf<{ location: string }>('esStorehouse/pageList')).map((h) => h.location));
    expect(where.filter((w) => w.source === 'station').every((w) => houses.has(w.location))).toBe(true);
    const trackAnswer = await post<{ time: string; lon: number }[]>('esCarPosition/track', { carId: cars[0]!.carId });
    expect(trackAnswer.body.data.length).toBeGreaterThan(10);
    const notEmergency = await post('esCarPosition/track', { carId: 999_999 });
    expect(notEmergency.status).toBe(400);
    expect(notEmergency.body.msg).toBe('该车辆不是应急车辆');
  });

  it('the stock equals submitted entries minus outflows, on the yjwz.supplies book only', async () => {
    const stock = await rowsOf<{ storehouseId: number; materialId: number; quantity: number; inQuantity: number; outQuantity: number }>('esStorehouse/stockList');
    const sums = await server.app.db.tenant('1', (sql) => sql.query<{ house: number; m: number; q: string }>(
      `SELECT house, m, sum(q)::text AS q FROM (
         SELECT h.storehouse_id AS house, l.material_id AS m, l.quantity AS q FROM yjwz_es_stock_in h JOIN yjwz_es_stock_in_line l ON l.es_stock_in_id = h.id WHERE h.state = 'submitted'
         UNION ALL
         SELECT h.storehouse_id, l.material_id, -l.quantity FROM yjwz_es_stock_out h JOIN yjwz_es_stock_out_line l ON l.es_stock_out_id = h.id WHERE h.state = 'submitted') x
       GROUP BY house, m ORDER BY house, m`));
    const shown = stock.map((r) => [r.storehouseId, r.materialId, r.quantity]).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
    expect(shown).toEqual(sums.map((s) => [s.house, s.m, Number(s.q)]));
    for (const r of stock) expect(r.quantity).toBeCloseTo(r.inQuantity - r.outQuantity, 2);
    const ledger = await server.app.db.tenant('1', (sql) => sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM stock_ledger WHERE book = 'yjwz.supplies'`));
    const flow = await post<Page>('esStorehouse/stockFlow', { pageSize: 1 });
    expect(flow.body.data.total).toBe(ledger[0]!.n);
  });

  it('a document moves the stock only when submitted, an outflow beyond the stock is refused, a cancel reverses', async () => {
    const [house] = await rowsOf<Obj>('esStorehouse/pageList');
    const [material] = await rowsOf<Obj>('esMaterial/pageList');
    const [person] = await rowsOf<Obj>('esStaff/pageList');
    const stock = async () => (await rowsOf<{ materialId: number; quantity: number }>('esStorehouse/stockList', { storehouseId: house!.id })).find((r) => r.materialId === material!.id)?.quantity ?? 0;
    const before = await stock();
    const created = await post<Obj>('esStockIn/save', { inType: 'purchase', storehouseId: house!.id, inDate: '2026-11-20', handlerId: person!.staffId, lines: [{ materialId: material!.id, quantity: 15, unitPrice: 6 }] });
    expect(created.body.result, created.text).toBe(0);
    expect(created.body.data).toMatchObject({ state: 'draft', totalQuantity: 15, totalAmount: 90 });
    expect(String(created.body.data.code)).toMatch(/^YR20261120-\d{3}$/);
    expect(await stock()).toBe(before);
    expect((await post('esStockIn/submit', { id: created.body.data.id })).body.result).toBe(0);
    expect(await stock()).toBe(before + 15);
    const locked = await post('esStockIn/update', { id: created.body.data.id, remark: '改' });
    expect(locked.body.msg).toBe('已入账或已作废的单据不能修改或删除');
    const out = { outType: 'emergency', storehouseId: house!.id, outDate: '2026-11-20', handlerId: person!.staffId, receiverId: person!.staffId, eventName: '暴雨积水抢排' };
    const tooMuch = await post<Obj>('esStockOut/save', { ...out, lines: [{ materialId: material!.id, quantity: before + 16 }] });
    const refused = await post('esStockOut/submit', { id: tooMuch.body.data.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(/不足/);
    expect(await stock()).toBe(before + 15);
    const taken = await post<Obj>('esStockOut/save', { ...out, lines: [{ materialId: material!.id, quantity: 4 }] });
    expect((await post('esStockOut/submit', { id: taken.body.data.id })).body.result).toBe(0);
    expect(await stock()).toBe(before + 11);
    expect((await post('esStockOut/cancel', { id: taken.body.data.id })).body.result).toBe(0);
    expect(await stock()).toBe(before + 15);
    const flow = await rowsOf<{ docCode: string; kind: string; quantity: number; balance: number }>('esStorehouse/stockFlow', { storehouseId: house!.id, materialId: material!.id });
    expect(flow.filter((r) => r.docCode === taken.body.data.code).map((r) => [r.kind, r.quantity, r.balance])).toEqual([['reverse', 4, before + 15], ['out', -4, before + 11]]);
  });

  it('the board counts the lists behind it', async () => {
    const [o] = (await post<Page>('esBoard/overview', {})).body.data.rows;
    const staff = await rowsOf<{ dutyStatus: string }>('esStaff/pageList');
    const cars = await rowsOf('esCarPosition/pageList');
    const stock = await rowsOf<{ warning: boolean }>('esStorehouse/stockList');
    const warnings = await rowsOf('esStorehouse/stockList', { warning: true });
    expect(o).toMatchObject({
      staff: staff.length, onDutyStaff: staff.filter((s) => s.dutyStatus === 'onDuty').length, cars: cars.length,
      onlineCars: cars.filter((c) => c.online).length, warnings: stock.filter((s) => s.warning).length,
    });
    expect(warnings.length).toBe(o!.warnings);
    expect(o!.warnings).toBeGreaterThan(0);
    const byRole = (await post<{ rows?: Obj[] } | Obj[]>('esBoard/staffByRole', {})).body.data;
    const roleRows = (Array.isArray(byRole) ? byRole : byRole.rows!) as { count: number }[];
    expect(roleRows.reduce((s, r) => s + r.count, 0)).toBe(staff.length);
    const rank = (await post<Page<{ shortage: number }>>('esBoard/stockWarning', {})).body.data.rows;
    expect(rank.length).toBe(Math.min(10, o!.warnings as number));
    expect(rank.every((r) => r.shortage > 0)).toBe(true);
    const kinds = (await post<Page<{ storehouseId: number; kinds: number }>>('esBoard/storehouseKinds', {})).body.data.rows;
    expect(kinds.length).toBe((await rowsOf('esStorehouse/pageList', { status: 'enabled' })).length);
    for (const k of kinds) expect(k.kinds).toBe(stock.filter((s) => (s as unknown as { storehouseId: number; quantity: number }).storehouseId === k.storehouseId && (s as unknown as { quantity: number }).quantity > 0).length);
  });

  it('validates with Chinese messages', async () => {
    const empty = await post('esStaff/save', {});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const [existing] = await rowsOf<Obj>('esStaff/pageList');
    const twice = await post('esStaff/save', { staffId: existing!.staffId, teamId: existing!.teamId, role: 'member', dutyPhone: '13800000000', dutyStatus: 'standby', joinDate: '2025-01-01' });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toMatch(/人员/);
    const badPhone = await post('esTeam/save', { code: 'DW-X1', name: '测试队', teamType: 'flood', companyId: 1, leaderId: 1, dutyPhone: '12', storehouseId: 1, responseMinutes: 30, status: 'enabled' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.msg).toMatch(/电话|手机/);
    const far = await post('esStorehouse/save', { code: 'CK-X1', name: '测试库', storehouseType: 'general', regionId: 1, address: '测试路 1 号', location: '10.1,60.2', floorArea: 100, managerId: 1, phone: '0571-88888888', status: 'enabled' });
    expect(far.status).toBe(400);
    expect(far.body.msg).toMatch(/位置/);
    const badRole = await post('esPosition/pageList', { role: 'boss' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.msg).toBe('应急角色取值不正确');
    const badRange = await post('esStorehouse/stockFlow', { startDate: '2026-11-20', endDate: '2026-01-01' });
    expect(badRange.body.msg).toContain('日期范围不正确');
    const noCar = await post('esCarPosition/track', {});
    expect(noCar.body.msg).toBe('请选择应急车辆');
    const badPage = await post('esPosition/pageList', { pageSize: 9999 });
    expect(badPage.status).toBe(400);
    const noLines = await post('esStockIn/save', { inType: 'purchase', storehouseId: 1, inDate: '2026-11-20', handlerId: 1, lines: [] });
    expect(noLines.status).toBe(400);
    const badLine = await post('esStockOut/save', { outType: 'emergency', storehouseId: 1, outDate: '2026-11-20', handlerId: 1, receiverId: 1, eventName: '测试', lines: [{ materialId: 1, quantity: -3 }] });
    expect(badLine.body.msg).toMatch(/^第 1 行/);
  });

  it('pages and filters lists and reports', async () => {
    const page = await post<Page<Obj>>('esStaff/pageList', { pageNum: 2, pageSize: 3 });
    expect(page.body.data.rows).toHaveLength(3);
    expect(page.body.data.total).toBeGreaterThan(6);
    const [team] = await rowsOf<Obj>('esTeam/pageList');
    const ofTeam = await rowsOf<Obj>('esStaff/pageList', { teamId: team!.id });
    expect(ofTeam.length).toBeGreaterThan(0);
    expect(ofTeam.every((r) => r.teamId === team!.id)).toBe(true);
    const pos = await rowsOf<{ teamName: string }>('esPosition/pageList', { teamId: team!.id });
    expect(pos.length).toBe(ofTeam.length);
    expect(pos.every((r) => r.teamName === team!.name)).toBe(true);
    const leaders = await rowsOf<{ role: string }>('esPosition/pageList', { role: 'leader' });
    expect(leaders.length).toBeGreaterThan(0);
    expect(leaders.every((r) => r.role === 'leader')).toBe(true);
    const paged = await post<Page>('esCarPosition/pageList', { pageNum: 2, pageSize: 2 });
    expect(paged.body.data.rows).toHaveLength(2);
    expect(paged.body.data.total).toBe(6);
    const flood = await rowsOf<{ category: string }>('esStorehouse/stockList', { category: 'flood' });
    expect(flood.length).toBeGreaterThan(0);
    expect(flood.every((r) => r.category === 'flood')).toBe(true);
    const ranged = await rowsOf<{ bizDate: string }>('esStorehouse/stockFlow', { startDate: '2026-10-01', endDate: '2026-11-20' });
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((r) => r.bizDate >= '2026-10-01' && r.bizDate <= '2026-11-20')).toBe(true);
    const outs = await rowsOf<Obj>('esStockOut/pageList', { outDateStart: '2026-10-01', outDateEnd: '2026-11-20' });
    expect(outs.every((r) => String(r.outDate) >= '2026-10-01')).toBe(true);
    const enums = await post<Record<string, unknown[]>>('esCommon/loadEnumValue', {});
    expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['esRole', 'esCarUsage', 'esMaterialCategory', 'esDutyStatus']));
  });

  it('keeps tenants apart and refuses a user without the system', async () => {
    const one = await rowsOf<{ id: number; code: string }>('esStorehouse/pageList');
    const two = await rowsOf<{ id: number; code: string }>('esStorehouse/pageList', {}, t2);
    expect(one.length).toBe(4);
    expect(two.length).toBe(2);
    expect(two.every((r) => r.code.startsWith('CK-2'))).toBe(true);
    const foreign = await post('esStorehouse/getOne', { id: one[0]!.id }, t2);
    expect(foreign.body.result).not.toBe(0);
    expect((await rowsOf('esCarPosition/pageList', {}, t2)).length).toBe(3);
    const mine = new Set(two.map((r) => r.id));
    const stock2 = await rowsOf<{ storehouseId: number }>('esStorehouse/stockList', {}, t2);
    expect(stock2.length).toBeGreaterThan(0);
    expect(stock2.every((r) => mine.has(r.storehouseId))).toBe(true);
    const cars1 = new Set((await rowsOf<{ carId: number }>('esCar/pageList')).map((c) => c.carId));
    expect((await rowsOf<{ carId: number }>('esCar/pageList', {}, t2)).some((c) => cars1.has(c.carId))).toBe(false);
    const ops = await tokenFor(server.base, 'ops', 'Ops@2026!');
    for (const path of ['esStaff/pageList', 'esPosition/pageList', 'esStorehouse/stockList', 'esBoard/overview']) {
      const refused = await post(path, {}, ops);
      expect(refused.status, path).toBe(403);
      expect(refused.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
