/**
 * Documents with line items (issue 13, catalogue model/documents.ts) on 仓库管理's in/out
 * documents: header and lines saved in one transaction (one bad line: nothing written, 400
 * naming the line), numbering and totals, submit posting to the append-only stock ledger,
 * cancel writing reversing rows (nothing deleted), read-only submitted documents, stock-out
 * beyond the balance refused, and balances equal to the ledger after 1,000 random operations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../apps/server/src/seed/seed-util';
import { backends, call, startServer, tokenFor, type Running } from './helpers';

type Obj = Record<string, unknown>;
const B = '/cloud/kcglnew/web';
const TODAY = new Date().toISOString().slice(0, 10);

describe.each(backends)('documents with line items (%s)', (backend) => {
  let server: Running;
  let token: string;
  let tenantId: string;
  let storehouse: number;
  let materials: number[];
  const post = <T = unknown>(path: string, body: unknown) => call<T>(server.base, path, { token, body });
  const owner = <T extends Obj>(text: string, params: unknown[] = []) => server.app.db.owner((sql) => sql.query<T>(text, params));

  const line = (materialId: number, quantity: unknown, unitPrice: unknown = 10) => ({ materialId, quantity, unitPrice });
  const stockIn = (lines: Obj[], extra: Obj = {}) => post<Obj>(`${B}/storehouseIn/create`, { inType: 'purchase', storehouseId: storehouse, inDate: TODAY, handler: '测试员', lines, ...extra });
  const stockOut = (lines: Obj[]) => post<Obj>(`${B}/storehouseOut/create`, { outType: 'use', storehouseId: storehouse, outDate: TODAY, handler: '测试员', receiveDept: '清扫一队', lines });
  const act = (doc: 'storehouseIn' | 'storehouseOut', what: 'submit' | 'cancel', id: unknown) => post<Obj>(`${B}/${doc}/${what}`, { id });
  const balance = async (materialId: number) => {
    const [row] = await owner<{ q: string | null }>(`SELECT sum(quantity)::text AS q FROM stock_balance WHERE tenant_id = $1 AND book = 'kcgl.material' AND storehouse_id = $2 AND item_id = $3`, [tenantId, storehouse, materialId]);
    return Number(row?.q ?? 0);
  };
  const ledgerSum = async (materialId: number) => {
    const [row] = await owner<{ q: string | null }>(`SELECT sum(quantity)::text AS q FROM stock_ledger WHERE tenant_id = $1 AND book = 'kcgl.material' AND storehouse_id = $2 AND item_id = $3`, [tenantId, storehouse, materialId]);
    return Number(row?.q ?? 0);
  };
  const counts = async () => (await owner<{ docs: number; lines: number; ledger: number }>(
    `SELECT (SELECT count(*)::int FROM kcgl_storehouse_in) + (SELECT count(*)::int FROM kcgl_storehouse_out) AS docs,
            (SELECT count(*)::int FROM kcgl_storehouse_in_line) + (SELECT count(*)::int FROM kcgl_storehouse_out_line) AS lines,
            (SELECT count(*)::int FROM stock_ledger) AS ledger`))[0]!;

  beforeAll(async () => {
    server = await startServer(backend);
    token = await tokenFor(server.base, 'root', 'Root@2026');
    const created = await post<Obj>(`${B}/storehouse/create`, { code: 'CK-T1', name: '测试仓库', keeper: '测试员', status: 'enabled' });
    storehouse = created.body.data.id as number;
    tenantId = (await owner<{ tenant_id: string }>('SELECT tenant_id FROM kcgl_storehouse WHERE id = $1', [storehouse]))[0]!.tenant_id;
    materials = (await post<{ rows: Obj[] }>(`${B}/material/pageList`, { pageSize: 4 })).body.data.rows.map((r) => r.id as number);
  }, 120_000);
  afterAll(() => server?.stop());

  it('refuses a document with one bad line, naming the line, and writes nothing', async () => {
    const before = await counts();
    const answer = await stockIn([line(materials[0]!, 5), line(materials[1]!, -2), line(materials[2]!, 1, 'abc')]);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('第 2 行：数量须在 0.01 到 1000000 之间');
    const errors = (answer.body.data as { errors: { line: number; field: string; text: string }[] }).errors;
    expect(errors.map((e) => [e.line, e.field])).toEqual([[2, 'lines.1.quantity'], [3, 'lines.2.unitPrice']]);
    expect(await counts()).toEqual(before);
    expect((await stockIn([])).body.msg).toBe('请至少填写一行明细');
    expect(await counts()).toEqual(before);
  });

  it('numbers a new document, keeps the line order and writes the totals', async () => {
    const answer = await stockIn([line(materials[0]!, 2, 12.5), line(materials[1]!, 3, 4)]);
    expect(answer.body.result).toBe(0);
    const doc = answer.body.data;
    expect(doc.code).toMatch(new RegExp(`^RK${TODAY.replaceAll('-', '')}-\\d{3}$`));
    expect(doc).toMatchObject({ totalQuantity: 5, totalAmount: 37, state: 'draft' });
    const lines = (await call<Obj[]>(server.base, `${B}/storehouseIn/getDetailList`, { token, query: { id: String(doc.id) } })).body.data;
    expect(lines.map((l) => [l.lineNo, l.materialId, l.amount])).toEqual([[1, materials[0], 25], [2, materials[1], 12]]);
    // Editing a draft replaces its lines (reordered, one removed).
    const edited = await post<Obj>(`${B}/storehouseIn/update`, { ...doc, lines: [line(materials[1]!, 1, 4)] });
    expect(edited.body.data).toMatchObject({ totalQuantity: 1, totalAmount: 4 });
  });

  it('submit posts the lines; a submitted document is read-only; cancel writes reversing rows', async () => {
    const m = materials[3]!;
    const start = await balance(m);
    const doc = (await stockIn([line(m, 7), line(m, 3)])).body.data;
    expect((await act('storehouseIn', 'submit', doc.id)).body.data).toMatchObject({ state: 'submitted' });
    expect(await balance(m)).toBe(start + 10);
    const locked = await post(`${B}/storehouseIn/update`, { ...doc, lines: [line(m, 1)] });
    expect(locked.status).toBe(400);
    expect(locked.body.msg).toBe('已提交或已作废的单据不能修改或删除');
    expect((await post(`${B}/storehouseIn/delete`, { ids: [doc.id] })).body.msg).toBe('已提交或已作废的单据不能修改或删除');
    const again = await act('storehouseIn', 'submit', doc.id);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe(`入库单“${String(doc.code)}”当前为已提交，不能提交`);

    expect((await act('storehouseIn', 'cancel', doc.id)).body.data).toMatchObject({ state: 'cancelled' });
    const rows = await owner<{ kind: string; quantity: string }>(`SELECT kind, quantity::text FROM stock_ledger WHERE doc_resource = 'kcgl.storehouseIn' AND doc_id = $1 ORDER BY id`, [doc.id]);
    expect(rows.map((r) => [r.kind, Number(r.quantity)])).toEqual([['in', 7], ['in', 3], ['reverse', -7], ['reverse', -3]]);
    expect(await balance(m)).toBe(start);
    expect(await ledgerSum(m)).toBe(start);
    const kept = await call<Obj>(server.base, `${B}/storehouseIn/getById`, { token, query: { id: String(doc.id) } });
    expect(kept.body.data).toMatchObject({ state: 'cancelled' });
  });

  it('refuses a stock-out beyond the balance, naming the line, and writes nothing', async () => {
    const m = materials[2]!;
    await act('storehouseIn', 'submit', (await stockIn([line(m, 4), line(materials[0]!, 1)])).body.data.id);
    const have = await balance(m);
    const out = (await stockOut([line(materials[0]!, 0.5), line(m, have + 1)])).body.data;
    const before = await counts();
    const refused = await act('storehouseOut', 'submit', out.id);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toMatch(new RegExp(`^第 2 行：.+在测试仓库的库存不足（当前库存 ${have}，本单出库 ${have + 1}）$`));
    expect(await counts()).toEqual(before);
    expect(await balance(m)).toBe(have);
    expect((await call<Obj>(server.base, `${B}/storehouseOut/getById`, { token, query: { id: String(out.id) } })).body.data).toMatchObject({ state: 'draft' });
  });

  it('refuses to cancel a stock-in whose goods were taken out since', async () => {
    const m = materials[1]!;
    const start = await balance(m);
    const inDoc = (await stockIn([line(m, 6)])).body.data;
    await act('storehouseIn', 'submit', inDoc.id);
    await act('storehouseOut', 'submit', (await stockOut([line(m, start + 6)])).body.data.id);
    const refused = await act('storehouseIn', 'cancel', inDoc.id);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('作废将使库存为负，不能作废');
    expect(await balance(m)).toBe(0);
  });

  it('keeps every balance equal to its ledger after 1,000 random in/out/cancel operations', async () => {
    const rnd = prng(13);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    const expected = new Map<number, number>();
    for (const m of materials) expected.set(m, await balance(m));
    const submitted: { doc: 'storehouseIn' | 'storehouseOut'; id: unknown; moves: Map<number, number> }[] = [];
    const movesOf = (lines: { materialId: number; quantity: number }[], sign: number) => {
      const moves = new Map<number, number>();
      for (const l of lines) moves.set(l.materialId, Math.round(((moves.get(l.materialId) ?? 0) + sign * l.quantity) * 100) / 100);
      return moves;
    };
    const fits = (moves: Map<number, number>) => [...moves].every(([m, q]) => expected.get(m)! + q >= -1e-9);
    const apply = (moves: Map<number, number>) => moves.forEach((q, m) => expected.set(m, Math.round((expected.get(m)! + q) * 100) / 100));
    let refusedOut = 0;
    for (let op = 0; op < 1000; op++) {
      const r = rnd();
      if (r < 0.2 && submitted.length) {
        const victim = submitted.splice(Math.floor(rnd() * submitted.length), 1)[0]!;
        const undo = new Map([...victim.moves].map(([m, q]) => [m, -q]));
        const answer = await act(victim.doc, 'cancel', victim.id);
        expect(answer.body.result === 0, answer.body.msg).toBe(fits(undo));
        if (answer.body.result === 0) apply(undo);
        continue;
      }
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => ({ materialId: pick(materials), quantity: Math.round((0.5 + rnd() * 20) * 100) / 100 }));
      const doc = r < 0.6 ? 'storehouseIn' : 'storehouseOut';
      const moves = movesOf(lines, doc === 'storehouseIn' ? 1 : -1);
      const created = doc === 'storehouseIn' ? await stockIn(lines.map((l) => line(l.materialId, l.quantity))) : await stockOut(lines.map((l) => line(l.materialId, l.quantity)));
      expect(created.body.result).toBe(0);
      const answer = await act(doc, 'submit', created.body.data.id);
      expect(answer.body.result === 0, answer.body.msg).toBe(fits(moves));
      if (answer.body.result === 0) {
        apply(moves);
        submitted.push({ doc, id: created.body.data.id, moves });
      } else refusedOut++;
    }
    expect(refusedOut).toBeGreaterThan(0);
    for (const m of materials) {
      expect(await balance(m)).toBeCloseTo(expected.get(m)!, 2);
      expect(await ledgerSum(m)).toBeCloseTo(expected.get(m)!, 2);
    }
    const drift = await owner(`SELECT b.* FROM stock_balance b LEFT JOIN (SELECT tenant_id, book, item_id, storehouse_id, location_id, sum(quantity) AS q FROM stock_ledger GROUP BY 1, 2, 3, 4, 5) g
      USING (tenant_id, book, item_id, storehouse_id, location_id) WHERE b.quantity <> coalesce(g.q, 0)`);
    expect(drift).toEqual([]);
  }, 600_000);
});
