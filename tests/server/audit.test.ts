/**
 * The audit trail (issue 15): every create, update, delete, import and state action records who,
 * when, which record and what changed (by label), in an append-only table written in the
 * change's transaction; `GET <base>/history?id=` answers a record's history. A voided weighing
 * needs a reason and is read-only afterwards.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
interface Entry {
  action: string;
  userId: string;
  userName: string;
  at: string;
  resource: string;
  recordId: number;
  changes: { field: string; label: string; old: unknown; new: unknown }[];
}

describe.each(backends)('audit trail (%s)', (backend) => {
  let server: Running;
  let token: string;
  let car: Obj;
  const route = () => ({ companyId: car.companyId, garbageType: 'other', distanceKm: 12.5, plannedTrips: 2, startTime: '06:00', status: 'enabled' });
  const post = <T = unknown>(path: string, body: unknown) => call<T>(server.base, path, { token, body });
  const history = async (base: string, id: number) => (await call<Entry[]>(server.base, `${base}/history`, { token, query: { id: String(id) } })).body.data;

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    car = (await post<{ rows: Obj[] }>('/cloud/ljszy/carInfo/pageList', {})).body.data.rows[0]!;
  });
  afterAll(() => server?.stop());

  it('records create and update with who, when and what changed by label, newest first', async () => {
    const created = await post<Obj>('/cloud/ljszy/route/save', { ...route(), code: 'XL-AUD-1', name: '审计线路' });
    expect(created.body.result).toBe(0);
    const id = created.body.data.id as number;
    expect((await post('/cloud/ljszy/route/update', { id, name: '审计线路二' })).body.result).toBe(0);
    const entries = await history('/cloud/ljszy/route', id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({ userId: expect.any(String), userName: expect.any(String), resource: 'ljszy.route', recordId: id, changes: [{ field: 'name', label: '线路名称', old: '审计线路', new: '审计线路二' }] });
    expect(entries[0]!.userName.length).toBeGreaterThan(0);
    expect(entries[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entries[1]!.changes).toContainEqual({ field: 'code', label: '线路编号', old: null, new: 'XL-AUD-1' });
  });

  it('records deletes (the record is gone, its history stays)', async () => {
    const created = await post<Obj>('/cloud/ljszy/route/save', { ...route(), code: 'XL-AUD-2', name: '待删线路' });
    const id = created.body.data.id as number;
    expect((await post('/cloud/ljszy/route/delete', { ids: [id] })).body.result).toBe(0);
    const entries = await history('/cloud/ljszy/route', id);
    expect(entries[0]).toMatchObject({ action: 'delete', recordId: id });
    expect(entries[0]!.changes).toContainEqual({ field: 'name', label: '线路名称', old: '待删线路', new: null });
  });

  it('records imports per row', async () => {
    const facility = (await post<{ rows: Obj[] }>('/cloud/ljszy/facilityInfo/pageList', {})).body.data.rows[0]!.name;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('导入');
    sheet.addRow(['容器编号', '所在设施', '垃圾类型', '容量', 'RFID 标签', '状态', '投放日期']);
    sheet.addRow(['RQ-AUD1', facility, '其他垃圾', '240 升', '', '正常', '2026-10-01']);
    const response = await fetch(new URL('/cloud/ljszy/facilityContainer/import', server.base), {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(await workbook.xlsx.writeBuffer()),
    });
    expect(response.status).toBe(200);
    const row = (await post<{ rows: Obj[] }>('/cloud/ljszy/facilityContainer/pageList', { containerNo: 'RQ-AUD1' })).body.data.rows[0]!;
    const entries = await history('/cloud/ljszy/facilityContainer', row.id as number);
    expect(entries).toEqual([expect.objectContaining({ action: 'import', changes: expect.arrayContaining([{ field: 'garbageType', label: '垃圾类型', old: null, new: '其他垃圾' }]) })]);
  });

  it('voiding asks for a reason, is recorded, and leaves the weighing read-only', async () => {
    const weigh = { billNo: 'BD-AUD-1', carId: car.id, companyId: car.companyId, garbageType: 'other', station: 'east', weighTime: '2026-11-20 10:00:00', grossWeight: 12000, tareWeight: 9000 };
    const id = (await post<Obj>('/cloud/ljszy/carWeightOperate/save', weigh)).body.data.id as number;
    const noReason = await post('/cloud/ljszy/carWeightOperate/void', { id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe('作废原因不能为空');
    const voided = await post<Obj>('/cloud/ljszy/carWeightOperate/void', { id, voidReason: '重复过磅' });
    expect(voided.body).toMatchObject({ result: 0, data: { status: 'void', voidReason: '重复过磅' } });
    const entries = await history('/cloud/ljszy/carWeightOperate', id);
    expect(entries[0]).toMatchObject({ action: 'void' });
    expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ field: 'status', label: '状态', old: '正常', new: '已作废' }, { field: 'voidReason', label: '作废原因', old: null, new: '重复过磅' }]));
    const edit = await post('/cloud/ljszy/carWeightOperate/update', { id, grossWeight: 13000 });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('已作废的称重记录不能修改或删除');
    const remove = await post('/cloud/ljszy/carWeightOperate/delete', { ids: [id] });
    expect(remove.status).toBe(400);
    expect(remove.body.msg).toBe('已作废的称重记录不能修改或删除');
  });

  it('the log is append-only for the application role', async () => {
    if (backend !== 'postgres') return;
    await server.app.db.tenant('1', async (sql) => {
      await expect(sql.query(`UPDATE audit_log SET user_name = 'x'`)).rejects.toThrow();
    });
    await server.app.db.tenant('1', async (sql) => {
      await expect(sql.query(`DELETE FROM audit_log`)).rejects.toThrow();
    });
  });
});
