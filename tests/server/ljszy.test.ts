/**
 * Contract tests of the catalogue-driven 垃圾收运 calls: naming shapes, packing modes,
 * paging, filters, validation (HTTP 400 + Chinese msg), state actions and tenant isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tokenFor, type Running } from './helpers';

interface Page<T = Record<string, unknown>> {
  rows: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

let server: Running;
let t1: string;
let t2: string;
const form = (o: Record<string, string>) => new URLSearchParams(o).toString();
const FORM = 'application/x-www-form-urlencoded';

beforeAll(async () => {
  server = await startServer('pglite');
  t1 = await tokenFor(server.base, 'root', 'Root@2026');
  t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
});
afterAll(() => server?.stop());

const post = <T = unknown>(path: string, body: unknown, token = t1) => call<T>(server.base, path, { token, body });

describe('pageList shape (/cloud/ljszy/carInfo)', () => {
  it('pages with pageNum/pageSize, default size 10, total count', async () => {
    const first = await post<Page>('/cloud/ljszy/carInfo/pageList', {});
    expect(first.status).toBe(200);
    expect(first.body.result).toBe(0);
    expect(first.body.data.pageSize).toBe(10);
    expect(first.body.data.rows).toHaveLength(10);
    expect(first.body.data.total).toBe(24);
    const third = await post<Page>('/cloud/ljszy/carInfo/pageList', { pageNum: 3, pageSize: 10 });
    expect(third.body.data.rows).toHaveLength(4);
    const plates = [...first.body.data.rows, ...third.body.data.rows].map((r) => r.carNo);
    expect(new Set(plates).size).toBe(14);
    expect(first.body.data.rows[0]).toMatchObject({ carNo: expect.stringMatching(/^浙A·D\d{4}$/), companyIdLabel: expect.any(String) });
  });

  it('filters: like, eq and lookups', async () => {
    const all = await post<Page>('/cloud/ljszy/carInfo/pageList', { pageSize: 100 });
    const kitchen = await post<Page>('/cloud/ljszy/carInfo/pageList', { garbageType: 'kitchen', pageSize: 100 });
    expect(kitchen.body.data.total).toBe(all.body.data.rows.filter((r) => r.garbageType === 'kitchen').length);
    expect(kitchen.body.data.rows.every((r) => r.garbageType === 'kitchen')).toBe(true);
    const plate = String(all.body.data.rows[5]!.carNo);
    const like = await post<Page>('/cloud/ljszy/carInfo/pageList', { carNo: plate.slice(-3) });
    expect(like.body.data.rows.map((r) => r.carNo)).toContain(plate);
    const companyId = all.body.data.rows[0]!.companyId;
    const byCompany = await post<Page>('/cloud/ljszy/carInfo/pageList', { companyId: String(companyId), pageSize: 100 });
    expect(byCompany.body.data.rows.every((r) => r.companyId === companyId)).toBe(true);
  });

  it('date-range filters on a large table, newest first', async () => {
    const answer = await post<Page>('/cloud/ljszy/carWeightOperate/pageList', { weighTimeStart: '2026-11-20', weighTimeEnd: '2026-11-20', pageSize: 500 });
    expect(answer.body.data.total).toBeGreaterThan(20);
    expect(answer.body.data.rows.every((r) => String(r.weighTime).startsWith('2026-11-20'))).toBe(true);
    const times = answer.body.data.rows.map((r) => String(r.weighTime));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('rejects bad paging and bad filter values with Chinese messages', async () => {
    const bad = await post('/cloud/ljszy/carInfo/pageList', { pageSize: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('分页参数不正确');
    const badDate = await post('/cloud/ljszy/carWeightOperate/pageList', { weighTimeStart: '2026-13-01' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toContain('日期范围不正确');
  });

  it('create → getOne → update → delete round trip', async () => {
    // company/pageList is a GET (spec §7): a POST is no route.
    expect((await post('/cloud/ljszy/company/pageList', {})).status).toBe(404);
    const companies = await call<Page>(server.base, '/cloud/ljszy/company/pageList', { token: t1, query: { pageSize: '10' } });
    const companyId = companies.body.data.rows[0]!.id;
    const created = await post<Record<string, unknown>>('/cloud/ljszy/carInfo/save', {
      carNo: '浙A·X9001', carType: 'compactor', garbageType: 'other', companyId, driverName: '测试司机', driverPhone: '13800001111', loadCapacity: 8000,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ carNo: '浙A·X9001', status: 'inUse', companyIdLabel: companies.body.data.rows[0]!.name });
    const id = created.body.data.id as number;
    const one = await call<Record<string, unknown>>(server.base, '/cloud/ljszy/carInfo/getOne', { token: t1, query: { id: String(id) } });
    expect(one.body.data.driverName).toBe('测试司机');
    const updated = await post<Record<string, unknown>>('/cloud/ljszy/carInfo/update', { id, status: 'repair' });
    expect(updated.body.data).toMatchObject({ status: 'repair', driverName: '测试司机' });
    const deleted = await post<{ deleted: number }>('/cloud/ljszy/carInfo/delete', { ids: [id] });
    expect(deleted.body.data.deleted).toBe(1);
    const gone = await call(server.base, '/cloud/ljszy/carInfo/getOne', { token: t1, query: { id: String(id) } });
    expect(gone.status).toBe(404);
  });
});

describe('validation from the field rules', () => {
  const base = { carNo: '浙A·X9002', carType: 'compactor', garbageType: 'other', driverName: '张三', loadCapacity: 8000 };
  it.each([
    [{ ...base, carNo: '' }, '车牌号不能为空'],
    [{ ...base, carNo: 'ABC123' }, '车牌号格式不正确'],
    [{ ...base, carType: 'tank' }, '车辆类型取值不正确'],
    [{ ...base, loadCapacity: 99_999 }, '核定载重须在 500 到 40000 之间'],
    [{ ...base, loadCapacity: 'heavy' }, '核定载重必须是数字'],
    [{ ...base, driverPhone: '12345' }, '请输入正确的手机号或座机号'],
    [{ ...base, companyId: 999_999 }, '所属单位“999999”不存在'],
  ])('%j → 400 %s', async (body, message) => {
    const answer = await post('/cloud/ljszy/carInfo/save', { companyId: 1, ...body });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(message);
  });

  it('unique fields, record rules and derived values', async () => {
    const existing = (await post<Page>('/cloud/ljszy/carInfo/pageList', {})).body.data.rows[0]!;
    const dupe = await post('/cloud/ljszy/carInfo/save', { ...base, carNo: existing.carNo, companyId: existing.companyId });
    expect(dupe.status).toBe(400);
    expect(dupe.body.msg).toBe(`车牌号“${existing.carNo}”已存在`);
    const weigh = { billNo: 'BD-TEST-1', carId: existing.id, companyId: existing.companyId, garbageType: 'other', station: 'east', weighTime: '2026-11-20 10:00:00' };
    const heavier = await post('/cloud/ljszy/carWeightOperate/save', { ...weigh, grossWeight: 5000, tareWeight: 9000 });
    expect(heavier.body.msg).toBe('毛重不能小于皮重');
    const okay = await post<Record<string, unknown>>('/cloud/ljszy/carWeightOperate/save', { ...weigh, grossWeight: 12500.5, tareWeight: 9800, netWeight: 1 });
    expect(okay.body.data.netWeight).toBe(2700.5);
  });
});

describe('other naming shapes and packing modes', () => {
  it('saveOrUpdate / delete (carWeightConfig), parameters packing', async () => {
    const cars = (await post<Page>('/cloud/ljszy/carInfo/pageList', { pageSize: 100 })).body.data.rows;
    const configs = (await post<Page>('/cloud/ljszy/carWeightConfig/pageList', { pageSize: 100 })).body.data.rows;
    const free = cars.find((c) => !configs.some((k) => k.carId === c.id))!;
    expect(free).toBeUndefined(); // every seeded car has a configuration
    const config = configs[0]!;
    const body = form({ parameters: JSON.stringify({ id: config.id, maxNetWeight: 7777 }) });
    const saved = await call<Record<string, unknown>>(server.base, '/cloud/ljszy/carWeightConfig/saveOrUpdate', { token: t1, body, contentType: FORM });
    expect(saved.body.data.maxNetWeight).toBe(7777);
    const rule = await post('/cloud/ljszy/carWeightConfig/saveOrUpdate', { id: config.id, minNetWeight: 8000 });
    expect(rule.body.msg).toBe('最大净重不能小于最小净重');
  });

  it('form-posted lists (propertyCompany) and GET lists (company)', async () => {
    const byForm = await call<Page>(server.base, '/cloud/ljszy/propertyCompany/pageList', { token: t1, body: form({ pageNum: '1', pageSize: '5', name: '物业' }), contentType: FORM });
    expect(byForm.body.data.rows).toHaveLength(5);
    const byGet = await call<Page>(server.base, '/cloud/ljszy/company/pageList', { token: t1, query: { state: 'normal' } });
    expect(byGet.body.data.rows.length).toBeGreaterThan(0);
    expect(byGet.body.data.rows.every((r) => r.state === 'normal')).toBe(true);
    const noDelete = await post('/cloud/ljszy/company/delete', { id: 1 });
    expect(noDelete.status).toBe(404);
  });

  it('parameters packing with form entity (compressionBox under /envcloud/hw/ljszydd)', async () => {
    const answer = await call<Page>(server.base, '/envcloud/hw/ljszydd/api/v1/compressionBox/pageList', { token: t1, body: form({ parameters: JSON.stringify({ status: 'full' }) }), contentType: FORM });
    expect(answer.body.data.rows.every((r) => r.status === 'full')).toBe(true);
  });

  it('carDataJson and authParam packings', async () => {
    const a = await post<Page>('/cloud/ljszy/route/pageList', { carDataJson: JSON.stringify({ garbageType: 'kitchen' }) });
    expect(a.body.data.rows.every((r) => r.garbageType === 'kitchen')).toBe(true);
    const b = await post<Page>('/cloud/ljszy/route/pageList', { authParam: { tenantId: '1', userId: '1001' }, param: JSON.stringify({ pageSize: 3 }), reqMethod: 'pageList', isJsonP: 0 });
    expect(b.body.data.rows).toHaveLength(3);
  });

  it('create / getList / getById (kcgl storehouse)', async () => {
    const made = await post<Record<string, unknown>>('/cloud/kcglnew/web/storehouse/create', { code: 'CK-09', name: '测试仓库', keeper: '王五', status: 'enabled' });
    const list = await post<Record<string, unknown>[]>('/cloud/kcglnew/web/storehouse/getList', {});
    expect(list.body.data.map((r) => r.code)).toContain('CK-09');
    const one = await call<Record<string, unknown>>(server.base, '/cloud/kcglnew/web/storehouse/getById', { token: t1, query: { id: String(made.body.data.id) } });
    expect(one.body.data.name).toBe('测试仓库');
  });

  it('page / insert / deletes / selectOne (clgl v2)', async () => {
    const a = await post<Record<string, unknown>>('/cloud/clgl/v2/web/insuranceCompany/insert', { name: '测试保险甲' });
    const b = await post<Record<string, unknown>>('/cloud/clgl/v2/web/insuranceCompany/insert', { name: '测试保险乙' });
    const page = await post<Page>('/cloud/clgl/v2/web/insuranceCompany/page', { name: '测试保险' });
    expect(page.body.data.total).toBe(2);
    const gone = await post<{ deleted: number }>('/cloud/clgl/v2/web/insuranceCompany/deletes', { ids: `${a.body.data.id},${b.body.data.id}` });
    expect(gone.body.data.deleted).toBe(2);
  });

  it('loadPage / add / view / remove (rytz, form posts)', async () => {
    const deptId = (await call<{ id: number; label: string }[]>(server.base, '/cloud/platform/department/getSimpleList', { token: t1 })).body.data[0]!.id;
    const added = await call<Record<string, unknown>>(server.base, '/cloud/rytz/yhtStaffManage/add', { token: t1, body: form({ name: '赵六', phone: '13900001234', gender: 'male', deptId: String(deptId), post: '保洁员', entryDate: '2026-01-05' }), contentType: FORM });
    expect(added.body.data.entryDate).toBe('2026-01-05');
    const view = await call<Record<string, unknown>>(server.base, '/cloud/rytz/yhtStaffManage/view', { token: t1, query: { id: String(added.body.data.id) } });
    expect(view.body.data.name).toBe('赵六');
    const removed = await call<{ deleted: number }>(server.base, '/cloud/rytz/yhtStaffManage/remove', { token: t1, body: form({ id: String(added.body.data.id) }), contentType: FORM });
    expect(removed.body.data.deleted).toBe(1);
  });

  it('addOrUpdate / loadInfo with parameters plus userId, and a confirmed state action', async () => {
    const body = form({ parameters: JSON.stringify({ title: '测试考评', evalDate: '2026-11-19', score: 88 }), userId: '1001' });
    const made = await call<Record<string, unknown>>(server.base, '/envcloud/hw/ryxj/api/v1/evalInfo/addOrUpdate', { token: t1, body, contentType: FORM });
    expect(made.body.data.confirmed).toBeNull();
    const confirmed = await post<{ changed: number }>('/envcloud/hw/ryxj/api/v1/evalInfo/confirm', { id: made.body.data.id });
    expect(confirmed.body.data.changed).toBe(1);
    const info = await call<Record<string, unknown>>(server.base, '/envcloud/hw/ryxj/api/v1/evalInfo/loadInfo', { token: t1, query: { id: String(made.body.data.id) } });
    expect(info.body.data.confirmed).toBe(true);
  });
});

describe('facilityInfo extras and actions', () => {
  it('bindStaff, bindDevice, syncFacility, getTranslateFacilityInfo', async () => {
    const facility = (await post<Page>('/cloud/ljszy/facilityInfo/pageList', {})).body.data.rows[0]!;
    const staff = await post<Record<string, unknown>>('/cloud/ljszy/facilityInfo/bindStaff', { id: facility.id, staffName: '新责任人' });
    expect(staff.body.data.staffName).toBe('新责任人');
    const device = await post<Record<string, unknown>>('/cloud/ljszy/facilityInfo/bindDevice', { id: facility.id, deviceNo: 'DEV-NEW-1' });
    expect(device.body.data.deviceNo).toBe('DEV-NEW-1');
    const sync = await post<{ changed: number }>('/cloud/ljszy/facilityInfo/syncFacility', {});
    expect(sync.body.data.changed).toBe(60);
    const names = await call<{ id: number; code: string; name: string }[]>(server.base, '/cloud/ljszy/facilityInfo/getTranslateFacilityInfo', { token: t1 });
    expect(names.body.data.find((f) => f.id === facility.id)).toEqual({ id: facility.id, code: facility.code, name: facility.name });
    expect(names.body.data).toHaveLength(60);
  });

  it('enhanceRoute moves facilities onto a route', async () => {
    const routes = (await post<Page>('/cloud/ljszy/route/pageList', {})).body.data.rows;
    const candidates = await call<Record<string, unknown>[]>(server.base, '/cloud/ljszy/route/getEnhancingFacsByRouteIdNew', { token: t1, query: { routeId: String(routes[0]!.id) } });
    const pick = candidates.body.data.slice(0, 2).map((f) => f.id);
    const done = await post<{ changed: number }>('/cloud/ljszy/route/enhanceRoute', { routeId: routes[0]!.id, facilityIds: pick });
    expect(done.body.data.changed).toBe(2);
    const onRoute = await call<Page>(server.base, '/cloud/ljszy/route/getFacsByRounteId', { token: t1, query: { routeId: String(routes[0]!.id) } });
    expect(onRoute.body.data.rows.map((f) => f.id)).toEqual(expect.arrayContaining(pick));
  });

  it('print view of a weighing record', async () => {
    const record = (await post<Page>('/cloud/ljszy/carWeightOperate/pageList', {})).body.data.rows[0]!;
    const print = await call<{ title: string; lines: { label: string; value: string }[] }>(server.base, '/cloud/ljszy/carWeightOperate/print', { token: t1, query: { id: String(record.id) } });
    expect(print.body.data.title).toBe('称重磅单');
    expect(print.body.data.lines).toContainEqual({ label: '车辆', value: record.carIdLabel });
  });
});

describe('tenant isolation', () => {
  it('each tenant sees its own rows only', async () => {
    const one = await post<Page>('/cloud/ljszy/carInfo/pageList', { pageSize: 100 }, t1);
    const two = await post<Page>('/cloud/ljszy/carInfo/pageList', { pageSize: 100 }, t2);
    expect(two.body.data.total).toBe(12);
    const ids1 = new Set(one.body.data.rows.map((r) => r.id));
    expect(two.body.data.rows.some((r) => ids1.has(r.id))).toBe(false);
  });

  it("another tenant's id reads as missing, cannot be updated, deleted or used as a lookup", async () => {
    const foreign = (await post<Page>('/cloud/ljszy/carInfo/pageList', {}, t2)).body.data.rows[0]!;
    expect((await call(server.base, '/cloud/ljszy/carInfo/getOne', { token: t1, query: { id: String(foreign.id) } })).status).toBe(404);
    expect((await post('/cloud/ljszy/carInfo/update', { id: foreign.id, driverName: '入侵' })).status).toBe(400);
    expect((await post<{ deleted: number }>('/cloud/ljszy/carInfo/delete', { id: foreign.id })).body.data.deleted).toBe(0);
    const lookup = await post('/cloud/ljszy/carWeightConfig/saveOrUpdate', { carId: foreign.id, station: 'east', tareWeight: 1, minNetWeight: 1, maxNetWeight: 2 });
    expect(lookup.status).toBe(400);
    expect(lookup.body.msg).toContain('不存在');
    const still = await call<Record<string, unknown>>(server.base, '/cloud/ljszy/carInfo/getOne', { token: t2, query: { id: String(foreign.id) } });
    expect(still.body.data.driverName).toBe(foreign.driverName);
  });

  it('identity fields naming another tenant are refused, in every packing', async () => {
    expect((await post('/cloud/ljszy/carInfo/pageList', { tenantId: '2' })).status).toBe(403);
    expect((await post('/cloud/ljszy/carInfo/pageList', { parameters: JSON.stringify({ tenantId: '2' }) })).status).toBe(403);
    expect((await post('/cloud/ljszy/carInfo/pageList', { authParam: { tenantId: '2', userId: '2001' }, param: '{}' })).status).toBe(403);
    expect((await call(server.base, '/cloud/ljszy/carInfo/pageList', { body: {} })).status).toBe(401);
  });
});
