/** The seeded notices agree with the seeded data (issue 15 item 12): figures equal the reports', cited menu paths exist. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { call, startServer, tokenFor, type Running } from './helpers';

type Row = Record<string, unknown>;
interface Notice { id: string; title: string; content: string }

let server: Running;
let token: string;
let notices: Notice[];
const post = <T>(path: string, body: unknown = {}) => call<T>(server.base, path, { token, body });
const get = <T>(path: string, query: Record<string, string>) => call<T>(server.base, path, { token, query });

beforeAll(async () => {
  server = await startServer('pglite');
  token = await tokenFor(server.base, 'ops', 'Ops@2026!');
  notices = (await post<{ list: Notice[] }>('/cloud/management/rest/notice/list', { limit: 100 })).body.data.list;
});
afterAll(() => server?.stop());

/** The date of a notice's "11 月 20 日" in the seeded year. */
async function dayOf(text: string): Promise<string> {
  const m = /(\d+) 月 (\d+) 日/.exec(text)!;
  const range = (await get<{ end: string }>('/cloud/ljszy/common/dataRange', {})).body.data;
  const year = range.end.slice(0, 4);
  return `${year}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

describe('seeded notices', () => {
  it('the kitchen-waste tonnage and its change equal the weighings of that day and the day before', async () => {
    const n = notices.find((x) => x.id === 'n-1-2')!;
    expect(n.title).toMatch(/厨余垃圾收运 [\d.]+ 吨/);
    const day = await dayOf(n.title);
    const kitchen = async (d: string) => {
      const rows = (await get<{ rows: Row[] }>('/cloud/ljszy/carGrossWeightPrimeval/labelView', { startDate: d, endDate: d })).body.data.rows;
      return Number(rows.find((r) => r.garbageType === 'kitchen')?.netWeight ?? 0);
    };
    const tons = await kitchen(day);
    expect(tons).toBeGreaterThan(0);
    expect(n.title).toContain(`${tons.toFixed(2)} 吨`);
    const prev = new Date(`${day}T00:00:00`);
    prev.setDate(prev.getDate() - 1);
    const before = await kitchen(`${prev.getFullYear()}-${String(prev.getMonth() + 1).padStart(2, '0')}-${String(prev.getDate()).padStart(2, '0')}`);
    const change = ((tons - before) / before) * 100;
    expect(n.content).toContain(`${change >= 0 ? '上升' : '下降'} ${Math.abs(change).toFixed(1)}%`);
  });

  it('the longest stop names the car, facility and minutes of the longest arrival of the last day', async () => {
    const n = notices.find((x) => x.id === 'n-1-1')!;
    const m = /^(\S+) 在(.+)停留 (\d+) 分钟$/.exec(n.title)!;
    expect(m).not.toBeNull();
    const day = /(\d{4}-\d{2}-\d{2}) \d{2}:\d{2} 到站/.exec(n.content)![1]!;
    const top = (await post<{ rows: Row[] }>('/cloud/ljszy/notWorkFacility/getStopCarPageList', { startDate: day, endDate: day, pageSize: 1 })).body.data.rows[0]!;
    expect(m[1]).toBe(top.carIdLabel);
    expect(m[2]).toBe(top.facilityIdLabel);
    expect(Number(m[3])).toBe(top.stayMinutes);
  });

  it('every menu path a notice cites exists in 垃圾收运 (and the report tab it names)', async () => {
    const ljszy = await loadSystem('ljszy');
    const cited = notices.flatMap((x) => [...x.content.matchAll(/“垃圾收运 → ([^→]+) → ([^”（]+)(?:（(.+)）)?”/g)]);
    expect(cited.length).toBeGreaterThanOrEqual(2);
    for (const [, group, leaf, tab] of cited) {
      const page = ljszy.menus.find((g) => g.name === group)?.children.find((c) => c.name === leaf);
      expect(page, `${group} → ${leaf}`).toBeDefined();
      if (tab) {
        const def = ljszy.pages.find((p) => p.key === page!.key) as { reports?: string[] } | undefined;
        expect(def?.reports?.map((k) => ljszy.reports.find((r) => r.key === k)?.title), tab).toContain(tab);
      }
    }
    expect(notices.map((x) => x.content).join('\n')).not.toContain('统计报表 → 日报');
  });
});
