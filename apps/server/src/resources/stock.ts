/**
 * The stock ledger (migration 0031): postings of submitted documents, reversals of cancelled
 * ones, and balance reads. Balances come from stock_balance, which the ledger's insert trigger
 * maintains in the same transaction (so they always equal the ledger's sum). Posts that would
 * take a slot below zero are refused with the line and the balance, before anything is written.
 */
import type { StockKey } from '../../../catalogue/src';
import type { Sql } from '../db/types';

export interface Entry extends StockKey {
  quantity: number;
  bizDate: string;
  kind: 'in' | 'out' | 'adjust' | 'reverse';
  docResource: string;
  docId: number;
  lineId: number | null;
  docCode: string;
}

const slot = (k: StockKey) => `${k.book}|${k.storehouseId}|${k.locationId}|${k.itemId}`;

/** Serialises posts to the same items (per tenant and book) until the transaction ends. */
export async function lockItems(sql: Sql, keys: readonly StockKey[]): Promise<void> {
  const names = [...new Set(keys.map((k) => `${k.book}|${k.itemId}`))].sort();
  for (const name of names) await sql.query(`SELECT pg_advisory_xact_lock(hashtext(current_setting('app.tenant_id') || '|' || $1))`, [name]);
}

/** The balance of one slot (0 when it never moved). */
export async function balanceOf(sql: Sql, k: StockKey): Promise<number> {
  const [row] = await sql.query<{ q: string }>(
    `SELECT quantity::text AS q FROM stock_balance WHERE tenant_id = current_setting('app.tenant_id') AND book = $1 AND item_id = $2 AND storehouse_id = $3 AND location_id = $4`,
    [k.book, k.itemId, k.storehouseId, k.locationId],
  );
  return row ? Number(row.q) : 0;
}

/** The same balance summed from the ledger itself (tests and the consistency check). */
export async function ledgerSum(sql: Sql, k: StockKey): Promise<number> {
  const [row] = await sql.query<{ q: string }>(
    `SELECT coalesce(sum(quantity), 0)::text AS q FROM stock_ledger WHERE tenant_id = current_setting('app.tenant_id') AND book = $1 AND item_id = $2 AND storehouse_id = $3 AND location_id = $4`,
    [k.book, k.itemId, k.storehouseId, k.locationId],
  );
  return Number(row!.q);
}

/**
 * The first entry whose slot would go below zero with all `entries` posted (its balance before),
 * or undefined. Entries to one slot are added up first (two lines of the same material).
 */
export async function firstShortage(sql: Sql, entries: readonly Entry[]): Promise<{ entry: Entry; balance: number; needed: number } | undefined> {
  const net = new Map<string, number>();
  for (const e of entries) net.set(slot(e), (net.get(slot(e)) ?? 0) + e.quantity);
  for (const e of entries) {
    const change = net.get(slot(e))!;
    if (change >= 0) continue;
    const balance = await balanceOf(sql, e);
    if (balance + change < -1e-9) return { entry: e, balance, needed: -change };
  }
  return undefined;
}

/** Appends entries (the trigger moves the balances). */
export async function appendEntries(sql: Sql, entries: readonly Entry[]): Promise<void> {
  if (!entries.length) return;
  const cols = ['book', 'storehouse_id', 'location_id', 'item_id', 'quantity', 'biz_date', 'kind', 'doc_resource', 'doc_id', 'line_id', 'doc_code'] as const;
  const values = entries.map((e) => [e.book, e.storehouseId, e.locationId, e.itemId, e.quantity, e.bizDate, e.kind, e.docResource, e.docId, e.lineId, e.docCode]);
  await sql.query(
    `INSERT INTO stock_ledger (tenant_id, ${cols.join(', ')})
     SELECT current_setting('app.tenant_id'), * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::numeric[], $6::date[], $7::text[], $8::text[], $9::int[], $10::int[], $11::text[])`,
    cols.map((_, i) => values.map((v) => v[i])),
  );
}

/** The entries a document posted (not its reversals): what a cancel reverses. */
export async function entriesOf(sql: Sql, docResource: string, docId: number): Promise<Entry[]> {
  const rows = await sql.query<{ book: string; storehouse_id: number; location_id: number; item_id: number; quantity: string; biz_date: string; kind: Entry['kind']; line_id: number | null; doc_code: string }>(
    `SELECT book, storehouse_id, location_id, item_id, quantity::text, to_char(biz_date, 'YYYY-MM-DD') AS biz_date, kind, line_id, doc_code
       FROM stock_ledger WHERE tenant_id = current_setting('app.tenant_id') AND doc_resource = $1 AND doc_id = $2 AND kind <> 'reverse' ORDER BY id`,
    [docResource, docId],
  );
  return rows.map((r) => ({
    book: r.book, storehouseId: r.storehouse_id, locationId: r.location_id, itemId: r.item_id, quantity: Number(r.quantity), bizDate: r.biz_date,
    kind: r.kind, docResource, docId, lineId: r.line_id, docCode: r.doc_code,
  }));
}
