/**
 * 90 days of 仓库管理 activity ending 2026-11-20: about 200 in/out documents with lines, posted
 * to the stock ledger as the engine posts them (a few cancelled with reversing rows, a few still
 * drafts), a completed and an open stock check, and minimum levels (some items below them).
 * Out documents never take more than the simulated balance, so the ledger stays consistent.
 */
import type { Sql } from '../../db/types';
import { appendEntries, type Entry } from '../../resources/stock';
import { tables } from '../../seed/tables';
import { BOOK } from './reports';
import type { Master } from './seed-master';
import { addDays, insertMany, prng } from '../../seed/seed-util';

const END = '2026-11-20';
const DAYS = 90;
const HANDLERS = ['王建国', '李海军', '张志强', '赵春燕', '陈晓明'];
const DEPTS = ['清扫一队', '清扫二队', '收运车队', '洒水车队', '公厕管理所', '机修班', '办公室'];
const RECEIVERS = ['刘伟', '杨帆', '黄志勇', '吴丽娟', '徐强', '孙浩', '马俊', '朱红梅'];

interface Line {
  material: Master['materials'][number];
  location: number;
  quantity: number;
  price: number;
}

export async function seedKcglActivity(sql: Sql, master: Master): Promise<void> {
  const t = tables('kcgl');
  const rnd = prng(20261120);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  // Goods, parts, emergency and oil storehouses; a database of an earlier version may hold fewer
  // storehouses (its first seed's, kept as they are), which then share the roles.
  const role = (n: number) => master.storehouses[n % master.storehouses.length]!;
  const home = (typeKey: string) => {
    if (['engineOil', 'hydraulic', 'urea', 'oil'].includes(typeKey)) return role(3);
    if (['tire', 'filter', 'brake', 'light'].includes(typeKey)) return role(1);
    if (['rain', 'disinfect', 'protect'].includes(typeKey)) return role(2);
    return role(0);
  };
  const slot = (s: number, l: number, m: number) => `${s}|${l}|${m}`;
  const balance = new Map<string, number>();
  const entries: Entry[] = [];
  const numbers = new Map<string, number>();
  const numberOf = (prefix: string, date: string) => {
    const stem = `${prefix}${date.replaceAll('-', '')}-`;
    const n = (numbers.get(stem) ?? 0) + 1;
    numbers.set(stem, n);
    return `${stem}${String(n).padStart(3, '0')}`;
  };
  const start = addDays(END, -(DAYS - 1));
  const post = (kind: Entry['kind'], doc: string, id: number, code: string, date: string, storehouse: number, lines: Line[], lineIds: number[], sign: 1 | -1) => {
    lines.forEach((l, i) => {
      const key = slot(storehouse, l.location, l.material.id);
      balance.set(key, Math.round(((balance.get(key) ?? 0) + sign * l.quantity) * 100) / 100);
      entries.push({ book: BOOK, storehouseId: storehouse, locationId: l.location, itemId: l.material.id, quantity: sign * l.quantity, bizDate: date, kind, docResource: doc, docId: id, lineId: lineIds[i]!, docCode: code });
    });
  };
  const qtyFor = (price: number) => (price > 1000 ? 2 + Math.floor(rnd() * 6) : price > 200 ? 4 + Math.floor(rnd() * 10) : price > 40 ? 10 + Math.floor(rnd() * 30) : 40 + Math.floor(rnd() * 160));

  // Documents in date order: initial stocking in the first days, then a mix.
  type Doc = { kind: 'in' | 'out'; date: string };
  const docs: Doc[] = [];
  for (let d = 0; d < DAYS; d++) {
    const date = addDays(start, d);
    const ins = d < 4 ? 8 : rnd() < 0.6 ? 1 : 0;
    const outs = d < 4 ? 0 : rnd() < 0.35 ? 2 : 1;
    for (let i = 0; i < ins; i++) docs.push({ kind: 'in', date });
    for (let i = 0; i < outs; i++) docs.push({ kind: 'out', date });
  }
  // The first days stock every material once; later purchases refill random ones.
  const queue = [...master.materials].sort((a, b) => home(a.typeKey).id - home(b.typeKey).id);
  for (const [n, doc] of docs.entries()) {
    const state = n % 37 === 11 ? 'cancelled' : n >= docs.length - 5 ? 'draft' : 'submitted';
    if (doc.kind === 'in') {
      const first = queue.splice(0, 2);
      const chosen = first.length ? first : [pick(master.materials), pick(master.materials)].filter((m, i, a) => a.indexOf(m) === i);
      const storehouse = home(chosen[0]!.typeKey);
      const lines = chosen.filter((m) => home(m.typeKey) === storehouse).map((m): Line => ({ material: m, location: master.locations.get(storehouse.id)![m.id % 4]!, quantity: qtyFor(m.price) * (first.length ? 2 : 1), price: m.price }));
      const code = numberOf('RK', doc.date);
      const [id] = await insertMany(sql, t.storehouseIn, ['code', 'in_type', 'storehouse_id', 'supplier_id', 'in_date', 'handler', 'total_quantity', 'total_amount', 'state'], [[
        code, rnd() < 0.85 ? 'purchase' : pick(['return', 'donation', 'transfer']), storehouse.id, lines[0]!.material.supplierId, doc.date, storehouse.keeper,
        lines.reduce((s, l) => s + l.quantity, 0), Math.round(lines.reduce((s, l) => s + l.quantity * l.price, 0) * 100) / 100, state,
      ]]);
      const lineIds = await insertMany(sql, t.storehouseInLine, ['storehouse_in_id', 'line_no', 'material_id', 'location_id', 'quantity', 'unit_price', 'amount'],
        lines.map((l, i) => [id, i + 1, l.material.id, l.location, l.quantity, l.price, Math.round(l.quantity * l.price * 100) / 100]));
      if (state !== 'draft') post('in', 'kcgl.storehouseIn', id!, code, doc.date, storehouse.id, lines, lineIds, 1);
      if (state === 'cancelled') post('reverse', 'kcgl.storehouseIn', id!, code, doc.date, storehouse.id, lines, lineIds, -1);
      continue;
    }
    const storehouse = pick(master.storehouses);
    const stocked = master.materials.flatMap((m) => master.locations.get(storehouse.id)!.map((loc) => ({ m, loc, q: balance.get(slot(storehouse.id, loc, m.id)) ?? 0 }))).filter((x) => x.q >= 1);
    if (!stocked.length) continue;
    const count = 1 + Math.floor(rnd() * 3);
    const lines: Line[] = [];
    for (let i = 0; i < count; i++) {
      const s = pick(stocked);
      if (lines.some((l) => l.material.id === s.m.id && l.location === s.loc)) continue;
      // Take up to a third of what is there (at least one), so some items run low over the months.
      lines.push({ material: s.m, location: s.loc, quantity: Math.max(1, Math.floor(s.q * (0.1 + rnd() * 0.25))), price: s.m.price });
    }
    const code = numberOf('CK', doc.date);
    const outType = rnd() < 0.8 ? 'use' : pick(['scrap', 'transfer', 'returnSupplier']);
    const [id] = await insertMany(sql, t.storehouseOut, ['code', 'out_type', 'storehouse_id', 'receive_dept', 'receiver', 'out_date', 'handler', 'total_quantity', 'total_amount', 'state'], [[
      code, outType, storehouse.id, pick(DEPTS), pick(RECEIVERS), doc.date, pick(HANDLERS),
      lines.reduce((s, l) => s + l.quantity, 0), Math.round(lines.reduce((s, l) => s + l.quantity * l.price, 0) * 100) / 100, state,
    ]]);
    const lineIds = await insertMany(sql, t.storehouseOutLine, ['storehouse_out_id', 'line_no', 'material_id', 'location_id', 'quantity', 'unit_price', 'amount'],
      lines.map((l, i) => [id, i + 1, l.material.id, l.location, l.quantity, l.price, Math.round(l.quantity * l.price * 100) / 100]));
    if (state !== 'draft') post('out', 'kcgl.storehouseOut', id!, code, doc.date, storehouse.id, lines, lineIds, -1);
    if (state === 'cancelled') post('reverse', 'kcgl.storehouseOut', id!, code, doc.date, storehouse.id, lines, lineIds, 1);
  }

  // A completed stock check of the main storehouse on the last day (small differences posted) and an open one.
  const main = master.storehouses[0]!;
  for (const [date, state] of [[END, 'submitted'], [END, 'draft']] as const) {
    const slots = master.materials.flatMap((m) => master.locations.get(main.id)!.map((loc) => ({ m, loc, q: balance.get(slot(main.id, loc, m.id)) ?? 0 }))).filter((x) => x.q > 0).slice(0, 8);
    const counted = slots.map((s, i) => (i % 3 === 0 ? Math.max(0, s.q - 1 - (i % 2)) : i % 4 === 1 ? s.q + 2 : s.q));
    const code = numberOf('PD', date);
    const [id] = await insertMany(sql, t.stockCheck, ['code', 'storehouse_id', 'check_date', 'checker', 'total_difference', 'state'], [[code, main.id, date, main.keeper, counted.reduce((a, c, i) => a + c - slots[i]!.q, 0), state]]);
    const lineIds = await insertMany(sql, t.stockCheckLine, ['stock_check_id', 'line_no', 'material_id', 'location_id', 'book_quantity', 'counted_quantity', 'difference'],
      slots.map((s, i) => [id, i + 1, s.m.id, s.loc, s.q, counted[i], Math.round((counted[i]! - s.q) * 100) / 100]));
    if (state !== 'submitted') continue;
    slots.forEach((s, i) => {
      const diff = Math.round((counted[i]! - s.q) * 100) / 100;
      if (!diff) return;
      balance.set(slot(main.id, s.loc, s.m.id), counted[i]!);
      entries.push({ book: BOOK, storehouseId: main.id, locationId: s.loc, itemId: s.m.id, quantity: diff, bizDate: date, kind: 'adjust', docResource: 'kcgl.stockCheck', docId: id!, lineId: lineIds[i]!, docCode: code });
    });
  }
  // The ledger in date order (ids follow business dates, as live posting would give them).
  entries.sort((a, b) => a.bizDate.localeCompare(b.bizDate));
  for (let i = 0; i < entries.length; i += 500) await appendEntries(sql, entries.slice(i, i + 500));

  // Minimum levels: every second material in its home storehouse, a third of them above today's stock.
  const totals = new Map<string, number>();
  for (const [key, q] of balance) {
    const [s, , m] = key.split('|');
    totals.set(`${s}|${m}`, (totals.get(`${s}|${m}`) ?? 0) + q);
  }
  const warnings = master.materials.filter((_, i) => i % 2 === 0).map((m, i) => {
    const s = home(m.typeKey);
    const have = totals.get(`${s.id}|${m.id}`) ?? 0;
    const min = i % 3 === 0 ? Math.ceil(have * 1.5) + 5 : Math.max(1, Math.floor(have * 0.3));
    return [s.id, m.id, min, Math.max(min * 4, 10), true];
  });
  await insertMany(sql, t.storehouseWarning, ['storehouse_id', 'material_id', 'min_quantity', 'max_quantity', 'enabled'], warnings);
}
