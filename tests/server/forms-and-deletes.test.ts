/**
 * Forms that help and deletes that warn (issue 15, items 10 and 11): a delete preview lists
 * what a cascade would take (or why the delete is refused) without deleting anything; picking
 * a vehicle fills its unit and standard tare from the data; plates are stored in capitals and
 * trailer plates (挂) are accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
interface Page {
  rows: Obj[];
  total: number;
}

describe('delete preview, form fills and plates (pglite)', () => {
  let server: Running;
  let token: string;
  let companyId: number;
  let n = 0;
  const post = <T = unknown>(path: string, body: unknown) => call<T>(server.base, path, { token, body });

  beforeAll(async () => {
    server = await startServer('pglite');
    token = await tokenFor(server.base, 'ops', 'Ops@2026!');
    companyId = (await call<Page>(server.base, '/cloud/ljszy/company/pageList', { token })).body.data.rows[1]!.id as number;
  });
  afterAll(() => server?.stop());

  const newCar = async (carNo = `浙A·P${String(1000 + ++n)}`) => {
    const created = await post<Obj>('/cloud/ljszy/carInfo/save', { carNo, carType: 'compactor', garbageType: 'other', companyId, driverName: '测试司机', loadCapacity: 8000 });
    expect(created.body.result, created.text).toBe(0);
    return created.body.data;
  };

  it('previews a cascade without deleting anything', async () => {
    const car = await newCar();
    expect((await post('/cloud/ljszy/carWeightConfig/saveOrUpdate', { carId: car.id, station: 'east', tareWeight: 9100, minNetWeight: 100, maxNetWeight: 9000 })).body.result).toBe(0);
    const preview = await post<Obj>('/cloud/ljszy/carInfo/deletePreview', { ids: [car.id] });
    expect(preview.body).toMatchObject({ result: 0, data: { count: 1, cascaded: [{ resource: '称重配置', count: 1 }], refused: null } });
    const still = await post<Page>('/cloud/ljszy/carWeightConfig/pageList', { carId: String(car.id) });
    expect(still.body.data.total).toBe(1);
    const cars = await post<Page>('/cloud/ljszy/carInfo/pageList', { carNo: String(car.carNo) });
    expect(cars.body.data.total).toBe(1);
  });

  it('previews a refusal with the message the delete would give', async () => {
    const car = await newCar();
    const route = (await post<Page>('/cloud/ljszy/route/pageList', {})).body.data.rows[0]!;
    expect((await post('/cloud/ljszy/carRouteBand/save', { carId: car.id, routeId: route.id, shift: 'morning', bandDate: '2026-11-01' })).body.result).toBe(0);
    const preview = await post<Obj>('/cloud/ljszy/carInfo/deletePreview', { ids: [car.id] });
    expect(preview.body.data).toEqual({ count: 0, cascaded: [], refused: `车辆“${String(car.carNo)}”仍被 车辆线路绑定 引用（1 条），不能删除` });
    const plain = await newCar();
    expect((await post<Obj>('/cloud/ljszy/carInfo/deletePreview', { ids: [plain.id] })).body.data).toEqual({ count: 1, cascaded: [], refused: null });
    expect((await post('/cloud/ljszy/carInfo/deletePreview', {})).status).toBe(400);
  });

  it('fills a weighing from the picked vehicle: its unit and its standard tare', async () => {
    const car = await newCar();
    expect((await post('/cloud/ljszy/carWeightConfig/saveOrUpdate', { carId: car.id, station: 'east', tareWeight: 9350, minNetWeight: 100, maxNetWeight: 9000 })).body.result).toBe(0);
    const fill = await call<Obj>(server.base, '/cloud/ljszy/carWeightOperate/fill', { token, query: { field: 'carId', id: String(car.id) } });
    expect(fill.body).toMatchObject({ result: 0, data: { companyId, tareWeight: 9350 } });
    expect(fill.body.data.companyIdLabel).toEqual(expect.any(String));
    // A vehicle without a weighing configuration fills its unit only.
    const bare = await newCar();
    const partial = await call<Obj>(server.base, '/cloud/ljszy/carWeightOperate/fill', { token, query: { field: 'carId', id: String(bare.id) } });
    expect(partial.body.data).toMatchObject({ companyId });
    expect(partial.body.data).not.toHaveProperty('tareWeight');
    const wrong = await call(server.base, '/cloud/ljszy/carWeightOperate/fill', { token, query: { field: 'billNo', id: '1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('字段 billNo 没有可带出的数据');
  });

  it('stores plates in capitals and accepts trailer plates', async () => {
    const lower = await newCar('浙a·d7788');
    expect(lower.carNo).toBe('浙A·D7788');
    const found = await post<Page>('/cloud/ljszy/carInfo/pageList', { carNo: 'd7788' });
    expect(found.body.data.rows.map((r) => r.carNo)).toEqual(['浙A·D7788']);
    const trailer = await newCar('浙A·1234挂');
    expect(trailer.carNo).toBe('浙A·1234挂');
    const updated = await post<Obj>('/cloud/ljszy/carInfo/update', { id: trailer.id, carNo: '浙b·5678挂' });
    expect(updated.body.data.carNo).toBe('浙B·5678挂');
    const bad = await post('/cloud/ljszy/carInfo/save', { carNo: '浙A·12挂', carType: 'compactor', garbageType: 'other', companyId, driverName: '王', loadCapacity: 8000 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('车牌号格式不正确');
  });
});
