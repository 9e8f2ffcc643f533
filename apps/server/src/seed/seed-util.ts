/** Small helpers the system seeds share (仓库管理, 园林养护, 应急保障): a seeded PRNG, day arithmetic and multi-row inserts returning ids. */
import type { Sql } from '../db/types';
import { ident } from '../resources/names';

/** mulberry32: the same demo data on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts rows (tenant from the transaction) and returns their ids in order. */
export async function insertMany(sql: Sql, table: string, cols: readonly string[], rows: readonly unknown[][]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const params: unknown[] = [];
    const tuples = chunk.map((r) => `(current_setting('app.tenant_id'), ${r.map((v) => `$${params.push(v)}`).join(', ')})`);
    const out = await sql.query<{ id: number }>(`INSERT INTO ${ident(table)} (tenant_id, ${cols.map(ident).join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`, params);
    ids.push(...out.map((o) => o.id));
  }
  return ids;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
