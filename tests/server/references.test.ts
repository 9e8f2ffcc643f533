/**
 * Deleting a record others still refer to (issue 15): refused with a Chinese message naming
 * who refers to it, for every lookup of the catalogue, across systems and through views (a view
 * and its owner share one table); batch deletes are all or nothing; lookups declared
 * `onDelete: 'cascade'` (a child belonging to its parent) go with the parent, counted in the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
interface Page {
  rows: Obj[];
  total: number;
}

describe.each(backends)('references on delete (%s)', (backend) => {
  let server: Running;
  let token: string;
  const post = <T = unknown>(path: string, body: unknown) => call<T>(server.base, path, { token, body });
  let companyId: number;
  let routeId: number;
  let plate = 0;

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    companyId = (await call<Page>(server.base, '/cloud/ljszy/company/pageList', { token })).body.data.rows[0]!.id as number;
    routeId = (await post<Page>('/cloud/ljszy/route/pageList', {})).body.data.rows[0]!.id as number;
  });
  afterAll(() => server?.stop());

  async function newCar(): Promise<{ id: number; carNo: string }> {
    const carNo = `浙A·R${String(1000 + ++plate)}`;
    const created = await post<Obj>('/cloud/ljszy/carInfo/save', {
      carNo, carType: 'compactor', garbageType: 'other', companyId, driverName: '测试司机', driverPhone: '13800001111', loadCapacity: 8000,
    });
    expect(created.body.result).toBe(0);
    return { id: created.body.data.id as number, carNo };
  }
  const bind = (carId: number, bandDate = '2026-11-01') => post<Obj>('/cloud/ljszy/carRouteBand/save', { carId, routeId, shift: 'morning', bandDate });

  it('refuses to delete a vehicle bound to a route, naming the binding and the count', async () => {
    const car = await newCar();
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03']) expect((await bind(car.id, day)).body.result).toBe(0);
    const answer = await post('/cloud/ljszy/carInfo/delete', { ids: [car.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe(400);
    expect(answer.body.msg).toBe(`车辆“${car.carNo}”仍被 车辆线路绑定 引用（3 条），不能删除`);
    const still = await call<Obj>(server.base, '/cloud/ljszy/carInfo/getOne', { token, query: { id: String(car.id) } });
    expect(still.body.data).toMatchObject({ carNo: car.carNo });
  });

  it('a batch delete with one referenced record deletes nothing', async () => {
    const free = await newCar();
    const used = await newCar();
    expect((await bind(used.id)).body.result).toBe(0);
    const answer = await post('/cloud/ljszy/carInfo/delete', { ids: [free.id, used.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain(`车辆“${used.carNo}”仍被 车辆线路绑定 引用（1 条）`);
    const list = await post<Page>('/cloud/ljszy/carInfo/pageList', { carNo: free.carNo });
    expect(list.body.data.total).toBe(1);
    const alone = await post<Obj>('/cloud/ljszy/carInfo/delete', { ids: [free.id] });
    expect(alone.body).toMatchObject({ result: 0, data: { deleted: 1 } });
  });

  it('refers through views: a route kept by 垃圾收运 on the shared facilities cannot be deleted', async () => {
    const facilities = await post<Page>('/cloud/ljszy/facilityInfo/pageList', { routeId: String(routeId), pageSize: 500 });
    expect(facilities.body.data.total).toBeGreaterThan(0);
    const answer = await post<{ references: Obj[] }>('/cloud/ljszy/route/delete', { ids: [routeId] });
    expect(answer.status).toBe(400);
    expect(answer.body.data.references).toContainEqual(expect.objectContaining({ resource: '收运设施', count: facilities.body.data.total }));
    expect(answer.body.msg).toMatch(/^收运线路“.+”仍被 .+ 引用（\d+ 条），不能删除$/);
  });

  it('a weighing record refers to the vehicle too (refused, not orphaned)', async () => {
    const car = await newCar();
    const weigh = { billNo: `BD-REF-${car.id}`, carId: car.id, companyId, garbageType: 'other', station: 'east', weighTime: '2026-11-20 10:00:00', grossWeight: 12000, tareWeight: 9000 };
    expect((await post('/cloud/ljszy/carWeightOperate/save', weigh)).body.result).toBe(0);
    const answer = await post('/cloud/ljszy/carInfo/delete', { ids: [car.id] });
    expect(answer.body.msg).toBe(`车辆“${car.carNo}”仍被 称重记录 引用（1 条），不能删除`);
  });

  it('a child declared onDelete cascade goes with its parent, counted in the answer', async () => {
    const car = await newCar();
    const config = await post<Obj>('/cloud/ljszy/carWeightConfig/saveOrUpdate', { carId: car.id, station: 'east', tareWeight: 9000, minNetWeight: 100, maxNetWeight: 9000 });
    expect(config.body.result).toBe(0);
    const answer = await post<Obj>('/cloud/ljszy/carInfo/delete', { ids: [car.id] });
    expect(answer.body).toMatchObject({ result: 0, data: { deleted: 1, cascaded: [{ resource: '称重配置', count: 1 }] } });
    const left = await post<Page>('/cloud/ljszy/carWeightConfig/pageList', { carId: String(car.id) });
    expect(left.body.data.total).toBe(0);
  });
  it('a record named in a many-to-many field is refused too (a vehicle in a 车辆管理 group)', async () => {
    const car = await newCar();
    const group = await post<Obj>('/cloud/yht/v2/web/car/insert', { code: 'FZ9801', name: '删除校验分组', carIds: [car.id] });
    expect(group.body.result).toBe(0);
    const answer = await post('/cloud/ljszy/carInfo/delete', { ids: [car.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(`车辆“${car.carNo}”仍被 分组编码 引用（1 条），不能删除`);
    expect((await call<Obj>(server.base, '/cloud/ljszy/carInfo/getOne', { token, query: { id: String(car.id) } })).body.data).toMatchObject({ carNo: car.carNo });
    // Out of the group, the vehicle can go.
    expect((await post<Obj>('/cloud/yht/v2/web/car/update', { id: group.body.data.id, carIds: [] })).body.result).toBe(0);
    expect((await post('/cloud/ljszy/carInfo/delete', { ids: [car.id] })).body.result).toBe(0);
  });
});
