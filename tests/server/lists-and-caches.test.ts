/**
 * What keeps big lists, exports and the menu calls cheap (docs/decisions/0103-list-indexes-and-counts.md):
 * index definitions, exact counts as index-only scans, export batches that walk the sort index,
 * PGlite's own autovacuum, and the in-memory caches of sessions, menus and user systems.
 */
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem, type ResourceDefinition } from '../../apps/catalogue/src';
import type { Database, Sql } from '../../apps/server/src/db/types';
import { maintenancePlan } from '../../apps/server/src/db/maintenance';
import { indexDdl } from '../../apps/server/src/resources/schema';
import { countSql, listFilters, type Ctx } from '../../apps/server/src/resources/select';
import { EXPORT_BATCH, exportBatchQuery } from '../../apps/server/src/resources/xlsx-export';
import { createMenuCache, matchMenus, type SearchEntry } from '../../apps/server/src/services/menus';
import { resolveSession, revokeSession } from '../../apps/server/src/services/sessions';
import { defaultSettings } from '../../apps/server/src/settings';
import { backends, startServer, tokenFor, type Running } from './helpers';

const ljszy = await loadSystem('ljszy');
const resource = (key: string): ResourceDefinition => ljszy.resources.find((r) => r.key === key)!;
const weighing: Ctx = { mod: ljszy, resource: resource('carWeightOperate') };

describe('indexes from the catalogue', () => {
  it('gives every list a sort index, filter+sort indexes and deduplicated count indexes, tenant_id first', () => {
    const ddl = indexDdl(weighing.resource);
    expect(ddl).toContain('CREATE INDEX IF NOT EXISTS ljszy_car_weight_operate_sort ON ljszy_car_weight_operate (tenant_id, weigh_time DESC, id DESC);');
    expect(ddl).toContain('CREATE INDEX IF NOT EXISTS ljszy_car_weight_operate_car_id ON ljszy_car_weight_operate (tenant_id, car_id, weigh_time DESC, id DESC);');
    expect(ddl).toContain('CREATE INDEX IF NOT EXISTS ljszy_car_weight_operate_count ON ljszy_car_weight_operate (tenant_id);');
    expect(ddl).toContain('CREATE INDEX IF NOT EXISTS ljszy_car_weight_operate_car_id_count ON ljszy_car_weight_operate (tenant_id, car_id);');
    // weighTime is the sort field: its range filter uses the sort index, no second index.
    expect(ddl.filter((d) => d.includes('(tenant_id, weigh_time'))).toHaveLength(1);
    for (const r of ljszy.resources) for (const d of indexDdl(r)) expect(d).toMatch(/ON \w+ \(tenant_id[,)]/);
  });

  it('compares datetime columns with timestamps (leakproof, so estimable under row-level security)', () => {
    expect(listFilters(weighing, { weighTimeStart: '2026-01-01', weighTimeEnd: '2026-01-31' }).clauses).toEqual([
      't.weigh_time >= $1::date::timestamp',
      't.weigh_time < ($2::date + 1)::timestamp',
    ]);
    expect(listFilters({ mod: ljszy, resource: resource('carWork') }, { workDateStart: '2026-01-01' }).clauses).toEqual(['t.work_date >= $1::date']);
  });
});

describe('PGlite maintenance plan (autovacuum defaults)', () => {
  const table = (over: Partial<Parameters<typeof maintenancePlan>[0][number]>) => ({
    table: 't', liveTuples: 1_000_000, deadTuples: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0, ...over,
  });

  it('vacuums after bulk inserts or many dead rows and analyzes after many changes', () => {
    expect(maintenancePlan([table({})])).toEqual([]);
    expect(maintenancePlan([table({ insertedSinceVacuum: 200_999 })])).toEqual([]);
    expect(maintenancePlan([table({ insertedSinceVacuum: 1_000_000, modifiedSinceAnalyze: 1_000_000 })])).toEqual([{ table: 't', vacuum: true, analyze: true }]);
    expect(maintenancePlan([table({ deadTuples: 200_051 })])).toEqual([{ table: 't', vacuum: true, analyze: false }]);
    expect(maintenancePlan([table({ modifiedSinceAnalyze: 100_051 })])).toEqual([{ table: 't', vacuum: false, analyze: true }]);
    expect(maintenancePlan([table({ liveTuples: 0, modifiedSinceAnalyze: 51 })])).toEqual([{ table: 't', vacuum: false, analyze: true }]);
  });
});

describe('menu search in memory', () => {
  const entry = (id: string, systemCode: string, name: string, parent: string, uri: string): SearchEntry => ({
    hit: { id, name, uri, namePath: `${systemCode}/${parent}`, systemCode, systemName: systemCode, openModeCode: 'tab' },
    text: [name, parent, uri].map((t) => t.toLowerCase()),
  });
  const entries = [
    entry('a1', 'a', '车辆信息', '基础资料', '/a/carInfo'),
    entry('b1', 'b', '车辆轨迹', '监控', '/b/track'),
    entry('b2', 'b', '油耗 50%', '车辆管理', '/b/Fuel'),
    entry('c1', 'c', '车辆台账', '资产', '/c/cars'),
  ];

  it('finds names, parent names and addresses of the user\'s systems, the current system first', () => {
    expect(matchMenus(entries, new Set(['a', 'b']), '车辆', 'b').map((h) => h.id)).toEqual(['b1', 'b2', 'a1']);
    expect(matchMenus(entries, new Set(['a', 'b', 'c']), 'FUEL', '').map((h) => h.id)).toEqual(['b2']);
    expect(matchMenus(entries, new Set(['a', 'b', 'c']), '车辆', 'a', 2).map((h) => h.id)).toEqual(['a1', 'b1']);
  });

  it('takes LIKE wildcards literally', () => {
    const all = new Set(['a', 'b', 'c']);
    expect(matchMenus(entries, all, '%', '').map((h) => h.id)).toEqual(['b2']);
    expect(matchMenus(entries, all, '_', '')).toEqual([]);
    expect(matchMenus(entries, all, '50%', '').map((h) => h.id)).toEqual(['b2']);
  });
});

/** A database double that counts transactions; `gate` holds them until released. */
function countingDb(answer: (tenantId: string | null) => unknown[]) {
  let release: () => void = () => undefined;
  let gate: Promise<void> | null = null;
  const db = {
    transactions: 0,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    kind: 'pglite' as const,
    owner: () => Promise.reject(new Error('not used')),
    async tenant<T>(tenantId: string | null, fn: (sql: Sql) => Promise<T>): Promise<T> {
      db.transactions += 1;
      if (gate) await gate;
      return fn({ query: async <R>() => answer(tenantId) as R[], exec: async () => undefined });
    },
    maintain: async () => [],
    close: async () => undefined,
  };
  return db as typeof db & Database;
}

describe('in-memory caches share one look-up', () => {
  const sessionRow = () => ({ tenant_id: '1', session_id: `s-${Math.random()}`, user_id: '1001', created_at: new Date(), last_seen_at: new Date(), revoked_at: null });

  it('resolves a token once however many requests miss together', async () => {
    const row = sessionRow();
    const db = countingDb(() => [row]);
    const token = `token-${Math.random()}-burst-of-requests`;
    db.hold();
    const pending = Array.from({ length: 20 }, () => resolveSession(db, defaultSettings, token));
    db.release();
    const sessions = await Promise.all(pending);
    expect(db.transactions).toBe(1);
    expect(new Set(sessions.map((s) => `${s?.sessionId}|${s?.token}`))).toEqual(new Set([`${row.session_id}|${token}`]));
    await resolveSession(db, defaultSettings, token);
    expect(db.transactions).toBe(1);
  });

  it('does not cache a look-up that a revocation overtook', async () => {
    const row = sessionRow();
    const db = countingDb(() => [row]);
    const token = `token-${Math.random()}-revoked-meanwhile`;
    db.hold();
    const pending = resolveSession(db, defaultSettings, token);
    const revoked = revokeSession(db, { tenantId: '1', userId: '1001', sessionId: row.session_id, token });
    db.release();
    await Promise.all([pending, revoked]);
    const before = db.transactions;
    await resolveSession(db, defaultSettings, token);
    expect(db.transactions).toBe(before + 1);
  });

  it('loads a user\'s systems once per burst, again after the time-out, and never keeps a failure', async () => {
    let fail = true;
    const db = countingDb(() => {
      if (fail) throw new Error('database down');
      return [{ system_code: 'ljszy' }];
    });
    const cache = createMenuCache(db, { menusMs: 60_000, systemsMs: 40 });
    await expect(cache.userSystems('1', '1001')).rejects.toThrow('database down');
    fail = false;
    const burst = await Promise.all(Array.from({ length: 10 }, () => cache.userSystems('1', '1001')));
    expect(db.transactions).toBe(2);
    expect([...burst[0]!]).toEqual(['ljszy']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.userSystems('1', '1001');
    expect(db.transactions).toBe(3);
  });
});

describe.each(backends)('counts and export batches on a large table (%s)', (backend) => {
  let server: Running;
  let token: string;
  const ROWS = 60_000;
  const TIES = EXPORT_BATCH * 2 + 500;

  const explain = (text: string, params: unknown[]) =>
    server.app.db.tenant('1', async (sql) => (await sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${text}`, params)).map((r) => r['QUERY PLAN']).join('\n'));

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    // 60,000 weighings over 100 days of 2023, and 4,500 in one day of 2022 that share two times.
    await server.app.db.tenant('1', (sql) =>
      sql.query(
        `WITH c AS (SELECT array_agg(id ORDER BY id) a, array_agg(company_id ORDER BY id) co FROM platform_vehicle)
         INSERT INTO ljszy_car_weight_operate (tenant_id, bill_no, car_id, company_id, garbage_type, station, gross_weight, tare_weight, net_weight, weigh_time, operator, status)
         SELECT current_setting('app.tenant_id'), CASE WHEN g < $1::int THEN 'LC' ELSE 'TIE' END || g, c.a[1 + g % cardinality(c.a)], c.co[1 + g % cardinality(c.a)],
                'other', 'east', 12000, 9000, 3000,
                CASE WHEN g < $1::int THEN TIMESTAMP '2023-01-01 06:00' + (g % 100) * INTERVAL '1 day' + (g / 100 % 600) * INTERVAL '1 minute'
                     ELSE TIMESTAMP '2022-06-01 08:00' + (g % 2) * INTERVAL '1 hour' END,
                '司磅员', 'normal'
         FROM generate_series(0, $1::int + $2::int - 1) g, c`,
        [ROWS, TIES],
      ),
    );
    if (server.databaseUrl) {
      // On PostgreSQL autovacuum does this soon after a bulk load.
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      await client.query('VACUUM ANALYZE ljszy_car_weight_operate');
      await client.end();
    } else {
      // PGlite has none: the server's own pass (settings.autovacuumMs) picks the table up.
      expect(await server.app.db.maintain()).toContain('VACUUM (ANALYZE) ljszy_car_weight_operate');
      expect(await server.app.db.maintain()).toEqual([]);
    }
  }, 120_000);
  afterAll(() => server?.stop());

  it('counts a filtered list as an index-only scan of the count index, without visiting the table', async () => {
    const where = listFilters(weighing, { carId: 1 });
    const plan = await explain(countSql(weighing.resource, where), where.params);
    expect(plan).toContain('Index Only Scan using ljszy_car_weight_operate_car_id_count');
    expect(plan).toMatch(/Heap Fetches: 0\b/);
    const unfiltered = await explain(countSql(weighing.resource, listFilters(weighing, {})), []);
    expect(unfiltered).toContain('Index Only Scan');
    expect(unfiltered).toMatch(/Heap Fetches: 0\b/);
  });

  it('estimates what an export batch has left, and walks the sort index while much is left', async () => {
    const fields = weighing.resource.fields.filter((f) => ['billNo', 'carId', 'weighTime'].includes(f.key));
    const cases = [
      { end: '2023-01-10', after: null },
      { end: '2023-01-10', after: { sort: '2023-01-06 06:00:00', id: 2 ** 31 - 1 } },
      { end: '2023-02-28', after: { sort: '2023-01-20 06:00:00', id: 2 ** 31 - 1 } },
    ];
    for (const { end, after } of cases) {
      const where = listFilters(weighing, { weighTimeStart: '2023-01-01', weighTimeEnd: end });
      const { text, params } = exportBatchQuery(weighing, where, fields, after, 0);
      const plan = await explain(text, params);
      const [left] = await server.app.db.tenant('1', (sql) =>
        sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ljszy_car_weight_operate WHERE weigh_time >= '2023-01-01' AND weigh_time < $1::date + 1 AND (weigh_time, id) < ($2::timestamp, $3::int)`,
          [end, after?.sort ?? '2024-01-01', after?.id ?? 0],
        ),
      );
      // (weigh_time, id) < (…) alone is estimated apart from the range on weigh_time: the
      // fractions multiplied, the planner expected a tenth of the rows left and then joined
      // and sorted all of them for every batch.
      const estimate = Number(/on ljszy_car_weight_operate t\s+\(cost=\S+ rows=(\d+)/.exec(plan)?.[1]);
      expect(estimate, plan).toBeGreaterThan(left!.n / 3);
      expect(estimate, plan).toBeLessThan(left!.n * 3);
      if (left!.n > 5 * EXPORT_BATCH) {
        expect(plan).toContain('Index Scan using ljszy_car_weight_operate_sort');
        expect(plan).not.toMatch(/\bSort\b/);
      }
    }
  });

  it('exports rows that share a time across batch boundaries exactly once, in list order', async () => {
    const response = await fetch(new URL('/cloud/ljszy/carWeightOperate/exportXH', server.base), {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ weighTimeStart: '2022-06-01', weighTimeEnd: '2022-06-01' }),
    });
    expect(response.headers.get('x-total-count')).toBe(String(TIES));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const bills: string[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 3) bills.push(String(row.getCell(1).value)); // title, notes, header
    });
    const expected = await server.app.db.tenant('1', (sql) =>
      sql.query<{ bill_no: string }>(`SELECT bill_no FROM ljszy_car_weight_operate WHERE bill_no LIKE 'TIE%' ORDER BY weigh_time DESC, id DESC`),
    );
    expect(bills).toHaveLength(TIES);
    expect(bills).toEqual(expected.map((r) => r.bill_no));
  });
});
