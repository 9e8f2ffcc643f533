/** Month and quarter reports (issue 15 item 8): whole calendar periods, totals equal to the rows beneath, no future period. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_END } from '../../apps/server/src/seed/profiles';
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
const MONTHLY = '/cloud/ljszy/companyMonthlyReport/pageList';

beforeAll(async () => {
  server = await startServer('pglite');
  token = await tokenFor(server.base, 'ops', 'Ops@2026!');
});
afterAll(() => server?.stop());

const pad = (n: number) => String(n).padStart(2, '0');
const ym = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

/** Every non-void weighing of [start, end] from the plain list, summed per the report's measures. */
async function weighings(start: string, end: string): Promise<{ trips: number; netKg: number; byCompany: Map<unknown, number> }> {
  let trips = 0;
  let netKg = 0;
  const byCompany = new Map<unknown, number>();
  for (let pageNum = 1; ; pageNum++) {
    const page = await post<{ rows: Row[]; total: number }>('/cloud/ljszy/carWeightOperate/pageList', { weighTimeStart: start, weighTimeEnd: end, pageNum, pageSize: 100 });
    expect(page.status).toBe(200);
    for (const r of page.body.data.rows) {
      if (r.status === 'void') continue;
      trips += 1;
      netKg += Number(r.netWeight);
      byCompany.set(r.companyId, (byCompany.get(r.companyId) ?? 0) + Number(r.netWeight));
    }
    if (pageNum * 100 >= page.body.data.total) break;
  }
  return { trips, netKg, byCompany };
}

describe('report periods', () => {
  it('a month is the whole calendar month: totals equal the sum of its weighings, one month only', async () => {
    // The month before the seeded data's last month: wholly seeded.
    const end = new Date(`${SEED_END}T00:00:00`);
    const last = new Date(end.getFullYear(), end.getMonth() - 1, 1);
    const month = ym(last);
    const days = new Date(last.getFullYear(), last.getMonth() + 1, 0).getDate();
    const answer = await post(MONTHLY, { month, pageSize: 100 });
    expect(answer.status).toBe(200);
    expect(new Set(answer.body.data.rows.map((r) => r.month))).toEqual(new Set([month]));
    const truth = await weighings(`${month}-01`, `${month}-${pad(days)}`);
    expect(truth.trips).toBeGreaterThan(0);
    expect(answer.body.data.totals!.trips).toBe(truth.trips);
    expect(Number(answer.body.data.totals!.netWeight)).toBeCloseTo(truth.netKg / 1000, 1);
    for (const r of answer.body.data.rows) expect(Number(r.netWeight)).toBeCloseTo((truth.byCompany.get(r.companyId) ?? 0) / 1000, 1);
  });

  it('a quarter is its three whole months', async () => {
    const now = new Date(`${SEED_END}T00:00:00`);
    const q = Math.ceil((now.getMonth() + 1) / 3);
    const prev = q === 1 ? { y: now.getFullYear() - 1, q: 4 } : { y: now.getFullYear(), q: q - 1 };
    const first = (prev.q - 1) * 3 + 1;
    const end = new Date(prev.y, first + 2, 0).getDate();
    const answer = await post(MONTHLY, { quarter: `${prev.y}-Q${prev.q}`, pageSize: 100 });
    expect(answer.status).toBe(200);
    const months = new Set(answer.body.data.rows.map((r) => String(r.month)));
    for (const m of months) expect(m >= `${prev.y}-${pad(first)}` && m <= `${prev.y}-${pad(first + 2)}`).toBe(true);
    const truth = await weighings(`${prev.y}-${pad(first)}-01`, `${prev.y}-${pad(first + 2)}-${pad(end)}`);
    expect(answer.body.data.totals!.trips).toBe(truth.trips);
    expect(Number(answer.body.data.totals!.netWeight)).toBeCloseTo(truth.netKg / 1000, 1);
  });

  it('refuses a month or quarter not begun, or malformed, with a Chinese message', async () => {
    const now = new Date();
    const next = ym(new Date(now.getFullYear(), now.getMonth() + 1, 1));
    for (const body of [{ month: next }, { month: '2026-13' }, { month: '2026/10' }, { quarter: `${now.getFullYear() + 1}-Q1` }, { quarter: '2026-Q5' }, { month: 202610 }]) {
      const answer = await post(MONTHLY, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.msg, JSON.stringify(body)).toMatch(/[月季]/);
    }
    expect((await post(MONTHLY, { month: ym(now) })).status).toBe(200);
  });

  it('the export answers the same whole month', async () => {
    const end = new Date(`${SEED_END}T00:00:00`);
    const month = ym(new Date(end.getFullYear(), end.getMonth() - 1, 1));
    const next = ym(new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1));
    expect((await post('/cloud/ljszy/companyMonthlyReport/export', { month: next })).status).toBe(400);
    expect((await post('/cloud/ljszy/companyMonthlyReport/export', { month })).status).toBe(200);
  });
});
