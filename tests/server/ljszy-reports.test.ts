/** 垃圾收运 reports, dashboards, kanban forecasts, not-working facilities and the forecast method. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fillDays, fitDaily, forecastDays, forecastMonths, weekday } from '../../apps/server/src/resources/forecast';
import { call, startServer, tokenFor, type Running } from './helpers';

type Row = Record<string, unknown>;
interface Answer {
  rows: Row[];
  total: number;
  totals?: Row;
}

let server: Running;
let token: string;
const post = <T = Answer>(path: string, body: unknown = {}) => call<T>(server.base, path, { token, body });
const get = <T = Answer>(path: string, query: Record<string, string> = {}) => call<T>(server.base, path, { token, query });

beforeAll(async () => {
  server = await startServer('pglite');
  token = await tokenFor(server.base, 'root', 'Root@2026');
});
afterAll(() => server?.stop());

describe('reports', () => {
  it('report by car: paged, ordered, totals over every group', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-20' };
    const page = await post('/cloud/ljszy/report/loadCarPageList', { ...range, pageSize: 5 });
    expect(page.body.data.rows).toHaveLength(5);
    expect(page.body.data.total).toBeGreaterThan(15);
    const all = await post('/cloud/ljszy/report/loadCarPageList', { ...range, pageSize: 100 });
    const sum = all.body.data.rows.reduce((a, r) => a + Number(r.trips), 0);
    expect(page.body.data.totals!.trips).toBe(sum);
    const nets = all.body.data.rows.map((r) => Number(r.netWeight));
    expect([...nets].sort((a, b) => b - a)).toEqual(nets);
    expect(all.body.data.rows[0]!.carIdLabel).toMatch(/^浙A·D/);
    const weighed = await post<{ total: number }>('/cloud/ljszy/carWeightOperate/pageList', { weighTimeStart: range.startDate, weighTimeEnd: range.endDate });
    const voided = await post<{ total: number }>('/cloud/ljszy/carWeightOperate/pageList', { weighTimeStart: range.startDate, weighTimeEnd: range.endDate, status: 'void' });
    expect(sum).toBe(weighed.body.data.total - voided.body.data.total);
  });

  it('the six gross-weight views answer GET page lists', async () => {
    for (const view of ['main', 'recordView', 'countView', 'labelView', 'propertyManagementView', 'companyView']) {
      const answer = await get(`/cloud/ljszy/carGrossWeightPrimeval/${view}`, { startDate: '2026-11-01', endDate: '2026-11-20' });
      expect(answer.status, view).toBe(200);
      expect(answer.body.data.rows.length, view).toBeGreaterThan(0);
    }
    const labels = await get('/cloud/ljszy/carGrossWeightPrimeval/labelView', {});
    expect(labels.body.data.rows.map((r) => r.garbageTypeLabel)).toEqual(['其他垃圾', '厨余垃圾', '可回收物', '有害垃圾']);
  });

  it('abnormal daily report counts abnormal weighings only; company monthly groups by month', async () => {
    const abnormal = await post('/cloud/ljszy/abnormalDailyReport/pageList', { pageSize: 100 });
    const listed = await post<{ total: number }>('/cloud/ljszy/carWeightOperate/pageList', { status: 'abnormal' });
    expect(abnormal.body.data.totals!.abnormal).toBe(listed.body.data.total);
    const monthly = await post('/cloud/ljszy/companyMonthlyReport/pageList', { pageSize: 50 });
    expect(new Set(monthly.body.data.rows.map((r) => r.month))).toEqual(new Set(['2026-08', '2026-09', '2026-10', '2026-11']));
  });

  it('dashboard and kanban calls', async () => {
    const today = await post('/cloud/ljszy/platform/getDailyPrimevalDTO', { startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(today.body.data.rows[0]).toMatchObject({ trips: expect.any(Number), netWeight: expect.any(Number), cars: expect.any(Number) });
    expect(Number(today.body.data.rows[0]!.cars)).toBeGreaterThan(15);
    const trend = await post('/cloud/ljszy/platform/dailyGarNum', {});
    expect(trend.body.data.rows).toHaveLength(90);
    const rank = await post('/cloud/ljszy/kanban/getCarStatList', {});
    expect(rank.body.data.rows).toHaveLength(10);
    const noConfig = await post<Row[]>('/cloud/ljszy/kanban/getFacStatListWithNoConfig');
    expect(noConfig.body.data.length).toBe(6);
    const enums = await get<{ value: string; label: string }[]>('/cloud/ljszy/common/loadEnumValue', { enumName: 'garbageType' });
    expect(enums.body.data.map((o) => o.label)).toEqual(['其他垃圾', '厨余垃圾', '可回收物', '有害垃圾']);
    const range = await get<{ start: string; end: string }>('/cloud/ljszy/common/dataRange');
    expect(range.body.data).toEqual({ start: '2026-08-23', end: '2026-11-20' });
  });

  it('daily and monthly forecasts from the seeded history', async () => {
    const daily = await get<{ referenceDate: string; rows: { date: string; forecast: number; lower: number; upper: number }[] }>('/cloud/ljszy/kanban/dailyForeCast');
    expect(daily.body.data.referenceDate).toBe('2026-11-20');
    expect(daily.body.data.rows.map((r) => r.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    for (const r of daily.body.data.rows) expect(r.lower <= r.forecast && r.forecast <= r.upper && r.forecast > 50).toBe(true);
    // Sunday is the heaviest weekday in the seed, Thursday the lightest.
    const sun = daily.body.data.rows.find((r) => weekday(r.date) === 7)!.forecast;
    const thu = daily.body.data.rows.find((r) => weekday(r.date) === 4)!.forecast;
    expect(sun).toBeGreaterThan(thu);
    const chart = await get<{ rows: Row[] }>('/cloud/ljszy/kanban/dailyForeCastChart');
    expect(chart.body.data.rows).toHaveLength(37);
    const month = await get<{ rows: { month: string; actual: number | null; forecast: number }[] }>('/cloud/ljszy/kanban/monthForeCast');
    expect(month.body.data.rows.map((r) => r.month)).toEqual(['2026-11', '2026-12']);
    expect(month.body.data.rows[0]!.forecast).toBeGreaterThan(month.body.data.rows[0]!.actual!);
    const monthChart = await get<{ rows: { month: string }[] }>('/cloud/ljszy/kanban/monthForeCastChart');
    expect(monthChart.body.data.rows.map((r) => r.month)).toEqual(['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
  });

  it('not-working facilities, stops and trajectories', async () => {
    const idle = await post('/cloud/ljszy/notWorkFacility/pageList', { startDate: '2026-11-14', endDate: '2026-11-20' });
    expect(idle.body.data.total).toBeGreaterThan(0);
    const stops = await post('/cloud/ljszy/notWorkFacility/getStopCarPageList', { startDate: '2026-11-20', endDate: '2026-11-20' });
    expect(stops.body.data.rows.every((r) => Number(r.stayMinutes) >= 15)).toBe(true);
    const carId = String(stops.body.data.rows[0]!.carId);
    const track = await post('/cloud/ljszy/notWorkFacility/getCarTrajectoryPageList', { carId, startDate: '2026-11-20', endDate: '2026-11-20', pageSize: 50 });
    const times = track.body.data.rows.map((r) => String(r.arrivalTime));
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort()).toEqual(times);
    expect(String(track.body.data.rows[0]!.location)).toMatch(/^120\.\d+,30\.\d+$/);
    const [lng, lat] = String(track.body.data.rows[0]!.location).split(',');
    const near = await get<Row[]>('/cloud/ljszy/notWorkFacility/getPointDataByGpsPioint', { lng: lng!, lat: lat!, radius: '10' });
    expect(near.body.data[0]).toMatchObject({ distance: 0 });
  });
});

describe('forecast method', () => {
  const weekly = [1.1, 1.0, 0.95, 0.9, 1.0, 1.05, 1.2];
  const history = fillDays(
    Array.from({ length: 84 }, (_, i) => {
      const date = addDays('2026-08-29', i);
      return { date, value: 100 * weekly[weekday(date) - 1]! };
    }),
    '2026-08-29',
    addDays('2026-08-29', 83),
  );

  it('recovers the weekday pattern of a flat seasonal series', () => {
    const model = fitDaily(history)!;
    expect(model.trend).toBeCloseTo(0, 6);
    const mean = weekly.reduce((a, b) => a + b, 0) / 7;
    for (let w = 1; w <= 7; w++) expect(model.season[w]).toBeCloseTo(weekly[w - 1]! / mean, 6);
    const next = forecastDays(model, 7);
    for (const d of next) expect(d.forecast).toBeCloseTo(100 * weekly[weekday(d.date) - 1]!, 1);
  });

  it('sums daily forecasts into months and refuses empty history', () => {
    const model = fitDaily(history)!;
    const [current, next] = forecastMonths(model, history, 1);
    expect(current!.month).toBe(model.end.slice(0, 7));
    expect(next!.forecast).toBeGreaterThan(2900);
    expect(fitDaily(history.map((d) => ({ ...d, value: 0 })))).toBeNull();
  });
});
