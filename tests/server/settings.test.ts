/**
 * Settings resources (one record per tenant, docs/decisions/0113): the defaults until the first
 * save, saves validated and audited, the change history newest first, tenants apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
const GET = '/cloud/zhj/fieldConfig/list';
const SAVE = '/cloud/zhj/fieldConfig/saveOrUpdate';
const HISTORY = '/cloud/zhj/fieldConfig/history';

describe.each(backends)('settings pages (%s)', (backend) => {
  let server: Running;
  let t1: string;
  let t2: string;
  const post = <T = Obj>(token: string, path: string, body: unknown = {}) => call<T>(server.base, path, { token, body });

  beforeAll(async () => {
    server = await startServer(backend);
    t1 = await tokenFor(server.base, 'root', 'Root@2026');
    t2 = await tokenFor(server.base, 't2admin', 'Tenant2@2026');
  });
  afterAll(() => server?.stop());

  it('answers the defaults before the first save', async () => {
    const got = await post(t1, GET);
    expect(got.body.result).toBe(0);
    expect(got.body.data).toMatchObject({ requiredFields: ['title', 'typeId', 'address'], requireImages: true, defaultHandleHours: 24, workStart: '08:30', workEnd: '17:30' });
    expect(got.body.data.id).toBeUndefined();
  });

  it('saves, reads back and keeps one record per tenant with its history', async () => {
    const first = await post(t1, SAVE, { defaultHandleHours: 36, workStart: '8:00', requiredFields: ['title', 'images'] });
    expect(first.body).toMatchObject({ result: 0, msg: '设置已保存' });
    const second = await post(t1, SAVE, { autoDispatch: true, defaultHandleHours: 48 });
    expect(second.body.result).toBe(0);
    expect(second.body.data.id).toBe(first.body.data.id);
    const got = (await post(t1, GET)).body.data;
    expect(got).toMatchObject({ defaultHandleHours: 48, workStart: '08:00', autoDispatch: true, requiredFields: ['title', 'images'], reviewDays: 3 });
    const history = await call<{ action: string; changes: { field: string; old: unknown; new: unknown }[] }[]>(server.base, HISTORY, { token: t1 });
    expect(history.body.data.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history.body.data[0]!.changes).toContainEqual({ field: 'defaultHandleHours', label: '默认处置时限', old: 36, new: 48 });
    expect(history.body.data[0]!.changes.map((c) => c.field).sort()).toEqual(['autoDispatch', 'defaultHandleHours']);
    // The first save is told against the defaults the page showed.
    expect(history.body.data[1]!.changes).toEqual(expect.arrayContaining([{ field: 'defaultHandleHours', label: '默认处置时限', old: 24, new: 36 }, { field: 'workStart', label: '上班时间', old: '08:30', new: '08:00' }]));
    expect(history.body.data[1]!.changes.map((c) => c.field).sort()).toEqual(['defaultHandleHours', 'requiredFields', 'workStart']);
  });

  it('refuses bad values with a Chinese message and writes nothing', async () => {
    const before = (await post(t1, GET)).body.data;
    for (const [body, msg] of [
      [{ workEnd: '25:00' }, '下班时间须为时间（HH:mm）'],
      [{ defaultHandleHours: 0 }, '默认处置时限须在 1 到 720 之间'],
      [{ requiredFields: ['title', 'nope'] }, '必填字段取值不正确'],
      [{ requiredFields: [] }, '必填字段不能为空'],
    ] as const) {
      const answer = await post(t1, SAVE, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toBe(msg);
    }
    expect((await post(t1, GET)).body.data).toEqual(before);
  });

  it('refuses a save naming no setting before the first save: no record, no history', async () => {
    for (const body of [{}, { id: 5 }, { pageNum: 0, unknownField: 'x' }]) {
      const answer = await post(t2, SAVE, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg).toBe('没有要保存的设置项');
    }
    expect((await post(t2, GET)).body.data.id).toBeUndefined();
  });

  it('keeps tenants apart', async () => {
    const other = await post(t2, GET);
    expect(other.body.data).toMatchObject({ defaultHandleHours: 24, autoDispatch: false });
    const history = await call<unknown[]>(server.base, HISTORY, { token: t2 });
    expect(history.body.data).toEqual([]);
  });
});
