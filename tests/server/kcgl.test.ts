/**
 * 仓库管理 (kcgl) answers every call the catalogue gives it (spec §7 Warehouse): the generic
 * calls of each resource, its state actions, document line calls, the material type tree, the
 * stock reports and their export, and the enum list. Reads answer result 0 with data; writes
 * with an empty payload answer a Chinese 400 (never a 404 or a 500). The seeded stock sums equal
 * the ledger, and some items sit below their minimum level.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSystem } from '../../apps/catalogue/src';
import { backends, call, startServer, tokenFor, type Running } from './helpers';
import { expectEveryCallAnswers } from './every-call';

type Obj = Record<string, unknown>;
const kcgl = await loadSystem('kcgl');
const B = '/cloud/kcglnew/web';

describe.each(backends)('kcgl calls (%s)', (backend) => {
  let server: Running;
  let token: string;
  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(kcgl.resources.map((r) => [r.key, r] as const))('%s: every call answers', async (_key, resource) => {
    const first = (await expectEveryCallAnswers(server.base, token, resource)).rows[0]!;
    if (resource.lines) {
      const lines = await call<Obj[]>(server.base, `${resource.endpoints.base}/${resource.lines.call}`, { token, query: { id: String(first.id) } });
      expect(lines.body.result).toBe(0);
      expect(lines.body.data.length).toBeGreaterThan(0);
      const paged = await call<{ total: number }>(server.base, `${resource.endpoints.base}/${resource.lines.call}`, { token, body: { pageNum: 1 } });
      expect(paged.body.data.total).toBeGreaterThan(0);
    }
    if (resource.tree) {
      const tree = await call<Obj[]>(server.base, `${resource.endpoints.base}/${resource.tree.call}`, { token });
      expect(tree.body.data.length).toBeGreaterThan(2);
      expect((tree.body.data[0]!.children as Obj[]).length).toBeGreaterThan(0);
    }
  });

  it.each(kcgl.reports.map((r) => [r.key, r] as const))('report %s answers', async (_key, report) => {
    const answer = await call<{ rows?: Obj[] } | Obj>(server.base, report.call, { token, method: report.method, ...(report.method === 'POST' ? { body: { pageNum: 1, pageSize: 10 } } : {}) });
    expect(answer.body.result, answer.text.slice(0, 200)).toBe(0);
    if (report.key !== 'dataRange') expect(((answer.body.data as { rows: Obj[] }).rows ?? []).length, report.key).toBeGreaterThan(0);
    if (report.export) {
      const file = await call(server.base, report.export, { token, body: {} });
      expect(file.status).toBe(200);
    }
  });

  it('serves the enums and the stock sums agree with the ledger; some items are below their minimum', async () => {
    const enums = await call<Record<string, unknown[]>>(server.base, `${B}/enum/list`, { token });
    expect(Object.keys(enums.body.data)).toEqual(expect.arrayContaining(['storeInType', 'storeOutType', 'docState', 'locationStatus']));
    const sums = await call<{ rows: { id: number; quantity: number }[]; total: number }>(server.base, `${B}/stockCheck/sumStockListGreaterThanZero`, { token, body: { pageSize: 500 } });
    expect(sums.body.data.total).toBeGreaterThan(30);
    const ledger = await server.app.db.owner((sql) => sql.query<{ item_id: number; q: string }>(
      `SELECT item_id, sum(quantity)::text AS q FROM stock_ledger WHERE book = 'kcgl.material' AND tenant_id = (SELECT tenant_id FROM kcgl_material LIMIT 1) GROUP BY item_id HAVING sum(quantity) > 0`));
    expect(sums.body.data.rows.map((r) => [r.id, r.quantity]).sort((a, b) => a[0]! - b[0]!)).toEqual(ledger.map((r) => [r.item_id, Number(r.q)]).sort((a, b) => a[0]! - b[0]!));
    const warnings = await call<{ rows: Obj[] }>(server.base, `${B}/storehouseWarning/warningList`, { token, body: {} });
    expect(warnings.body.data.rows.length).toBeGreaterThan(3);
    const docs = await call<{ total: number }>(server.base, `${B}/storehouseOut/pageList`, { token, body: {} });
    const ins = await call<{ total: number }>(server.base, `${B}/storehouseIn/pageList`, { token, body: {} });
    expect(docs.body.data.total + ins.body.data.total).toBeGreaterThanOrEqual(180);
  });
});
