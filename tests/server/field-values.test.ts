/**
 * Values outside what the database holds (integer ids, double precision, years 1–9999, real
 * times of day) and text no person types (controls, bidi overrides, lone surrogates, hex
 * numbers) answer 400 with a Chinese message, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, call, fingerprint, startServer, tokenFor, type Running } from './helpers';

const CHINESE = /[\u4e00-\u9fff]/;

describe.each(backends)('field values within the database ranges (%s)', (backend) => {
  let server: Running;
  let token: string;
  let facilityId: number;

  const post = (path: string, body: unknown) => call(server.base, path, { token, body });
  const get = (path: string, query: Record<string, string>) => call(server.base, path, { token, query });
  const rows = async (table: string) => (await server.app.db.owner((sql) => sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;

  function expect400(answer: { status: number; body: { msg: string } }) {
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(CHINESE);
  }

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    const list = await post('/cloud/ljszy/facilityInfo/pageList', { pageNum: 1, pageSize: 1 });
    facilityId = (list.body.data as { rows: { id: number }[] }).rows[0]!.id;
  });
  afterAll(() => server?.stop());

  it('refuses ids beyond the integer range on update, delete, detail and lookups', async () => {
    expect400(await post('/cloud/ljszy/carInfo/update', { id: 10_000_000_000, remark: 'x' }));
    expect400(await post('/cloud/ljszy/carInfo/delete', { ids: [2_147_483_648] }));
    expect400(await post('/cloud/ljszy/carInfo/delete', { ids: '1,2147483648' }));
    expect400(await get('/cloud/ljszy/carInfo/getOne', { id: '2147483648' }));
    expect400(await post('/cloud/ljszy/carInfo/pageList', { companyId: 2_147_483_648 }));
    expect400(await get('/cloud/ljszy/route/getFacsByCarId', { carId: '99999999999' }));
  });

  it('refuses year 0000, impossible dates and times like 25:61:00', async () => {
    const before = await rows('ljszy_operate_daily_report');
    expect400(await post('/cloud/ljszy/operateDailyReport/save', { reportDate: '0000-01-01', companyId: 1, carCount: 1, staffCount: 1, collected: 1 }));
    expect400(await post('/cloud/ljszy/operateDailyReport/pageList', { reportDateStart: '0000-01-01' }));
    expect400(await post('/envcloud/hw/ljszydd/api/v1/compressionBox/update', { id: 1, lastEmptyTime: '2026-01-01 25:61:00' }));
    expect(await rows('ljszy_operate_daily_report')).toBe(before);
  });

  it('validates the dates of 未作业设施 and the forecasts', async () => {
    expect400(await post('/cloud/ljszy/notWorkFacility/pageList', { endDate: 'abc' }));
    expect400(await post('/cloud/ljszy/notWorkFacility/pageList', { startDate: '0000-12-31', endDate: '0001-01-02' }));
    expect400(await get('/cloud/ljszy/kanban/dailyForeCast', { date: '9999-99-99' }));
    expect400(await get('/cloud/ljszy/kanban/monthForeCastChart', { date: '2026-02-30' }));
    // A real date still works.
    expect((await get('/cloud/ljszy/kanban/dailyForeCast', { date: '2026-11-20' })).body.result).toBe(0);
  });

  it('refuses coordinates and numbers beyond sane double precision', async () => {
    expect400(await get('/cloud/ljszy/notWorkFacility/getPointDataByGpsPioint', { lng: '1e300', lat: '30' }));
    expect400(await get('/cloud/ljszy/notWorkFacility/getPointDataByGpsPioint', { lng: '120.1', lat: '-1e300' }));
    expect400(await post('/cloud/ljszy/carInfo/update', { id: 1, loadCapacity: 1e300 }));
  });

  it('takes numbers in decimal notation only: "0x0A" is not 10', async () => {
    const before = await fingerprint(server.app);
    const count = await rows('ljszy_facility_gar_type');
    const hex = await post('/cloud/ljszy/facilityGarType/save', { facilityId, garbageType: 'kitchen', containerCount: '0x0A', dailyOutput: '1' });
    expect400(hex);
    expect(hex.body.msg).toContain('数字');
    expect400(await post('/cloud/ljszy/facilityGarType/save', { facilityId, garbageType: 'kitchen', containerCount: '2', dailyOutput: '1e3' }));
    expect400(await post('/cloud/ljszy/facilityGarType/save', { facilityId: '0x1', garbageType: 'kitchen', containerCount: '2', dailyOutput: '1' }));
    expect(await rows('ljszy_facility_gar_type')).toBe(count);
    expect(await fingerprint(server.app)).toBe(before);
  });

  it('refuses control characters, the RTL override and lone surrogates in text fields', async () => {
    const count = await rows('ljszy_facility_gar_type');
    for (const remark of ['bell\u0007', 'invoice\u202egnp.exe', 'half \ud800 pair', 'esc\u001b[31m', 'c1\u0085']) {
      const answer = await post('/cloud/ljszy/facilityGarType/save', { facilityId, garbageType: 'kitchen', containerCount: 2, dailyOutput: 1, remark });
      expect400(answer);
      expect(answer.body.msg).toContain('控制字符');
    }
    expect(await rows('ljszy_facility_gar_type')).toBe(count);
    // Line breaks, tabs, emoji and Chinese stay allowed.
    const fine = await post('/cloud/ljszy/facilityGarType/save', { facilityId, garbageType: 'kitchen', containerCount: 2, dailyOutput: 1, remark: '第一行\n第二行\t🚛' });
    expect(fine.body.result).toBe(0);
  });
});
