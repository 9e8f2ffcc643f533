/**
 * Who refers to whom: the reverse index of every lookup of the catalogue (all loaded systems and
 * the platform, many-to-many fields included), built once at start. A view and its owner share one table, so references are
 * kept per table: a lookup to the platform's vehicle and one to 垃圾收运's carInfo both refer to
 * platform_vehicle rows. Deleting rows others still refer to is refused (400, naming the first
 * referrer and its count), unless the lookup is declared `onDelete: 'cascade'` (the child belongs
 * to its parent): then the children go too, and the answer counts them.
 */
import { lookupTarget, type ModuleDefinition } from '../../../catalogue/src';
import type { Sql } from '../db/types';
import { invalid, messages, say } from './messages';
import { columnOf, ident, readExpr, tableOf } from './names';
import { lookupLabelExpr, selectList, type Ctx } from './select';
import { childrenProblem } from './trees';

export interface Reference {
  /** The referring table and column. */
  table: string;
  column: string;
  /** The referring resource (its name is shown; cascades delete through it). */
  ctx: Ctx;
  field: string;
  cascade: boolean;
  /** A many-to-many field (an array of ids): it refuses, it never cascades. */
  many?: boolean;
}

/** Target table → the references to its rows. */
export type ReferenceIndex = ReadonlyMap<string, readonly Reference[]>;

export function referenceIndex(modules: readonly ModuleDefinition[]): ReferenceIndex {
  const byColumn = new Map<string, Reference & { target: string }>();
  for (const mod of modules) {
    for (const resource of mod.resources) {
      for (const f of resource.fields) {
        if (f.type !== 'lookup' && f.type !== 'lookupMany') continue;
        const table = tableOf(resource);
        const key = `${table}.${columnOf(f.key)}`;
        const known = byColumn.get(key);
        // One column, one reference: named by the owner of the table when it has the field.
        if (known && (resource.storedIn || !known.ctx.resource.storedIn)) continue;
        const many = f.type === 'lookupMany';
        byColumn.set(key, { table, column: columnOf(f.key), ctx: { mod, resource }, field: f.key, cascade: !many && f.onDelete === 'cascade', many, target: tableOf(lookupTarget(mod.system, f)) });
      }
    }
  }
  const index = new Map<string, Reference[]>();
  for (const { target, ...ref } of byColumn.values()) index.set(target, [...(index.get(target) ?? []), ref]);
  return index;
}

export interface Cascaded {
  resource: string;
  count: number;
}

export interface Refusal {
  id: number;
  label: string;
  resource: string;
  count: number;
  message: string;
}

function labelExpr(ctx: Ctx): string {
  const f = ctx.resource.fields.find((x) => x.key === ctx.resource.labelField)!;
  return f.type === 'lookup' ? lookupLabelExpr(ctx.mod, f) : readExpr(f);
}

/**
 * Deletes rows of `ctx` in the caller's transaction, or refuses (nothing deleted) when any is
 * still referred to. The rows are locked first, so a concurrent save that checks the same lookup
 * (FOR KEY SHARE, records.ts) either finishes before the count or finds the row gone.
 */
export interface Removed {
  ctx: Ctx;
  rows: Record<string, unknown>[];
}

export async function deleteReferenced(
  sql: Sql,
  index: ReferenceIndex,
  ctx: Ctx,
  ids: number[],
  depth = 0,
): Promise<{ deleted: number; cascaded: Cascaded[]; removed: Removed[] }> {
  if (depth > 8) throw new Error('cascade too deep');
  const table = ident(tableOf(ctx.resource));
  const locked = await sql.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids]);
  const present = locked.map((r) => r.id);
  if (!present.length) return { deleted: 0, cascaded: [], removed: [] };
  const refs = index.get(tableOf(ctx.resource)) ?? [];
  // A tree node with children left behind: the refusal names the children (trees.ts).
  const orphans = await childrenProblem(sql, ctx, present);
  if (orphans) throw invalid(orphans, { deleted: 0 });
  const refusals: Refusal[] = [];
  for (const ref of refs.filter((r) => !r.cascade)) {
    const col = ident(ref.column);
    // Rows deleted together (a parent and its child of the same table) do not hold each other.
    const self = ref.table === tableOf(ctx.resource) ? `AND NOT (id = ANY($1::int[]))` : '';
    const hits = await sql.query<{ ref: number; n: number }>(
      ref.many
        ? `SELECT r AS ref, count(*)::int AS n FROM ${ident(ref.table)}, unnest(${col}) r WHERE ${col} && $1::int[] AND r = ANY($1::int[]) ${self} GROUP BY r ORDER BY r`
        : `SELECT ${col} AS ref, count(*)::int AS n FROM ${ident(ref.table)} WHERE ${col} = ANY($1::int[]) ${self} GROUP BY ${col} ORDER BY ${col}`,
      [present],
    );
    if (!hits.length) continue;
    const labels = await sql.query<{ id: number; label: string | null }>(`SELECT t.id, (${labelExpr(ctx)})::text AS label FROM ${table} t WHERE t.id = ANY($1::int[])`, [hits.map((h) => h.ref)]);
    for (const hit of hits) {
      const label = labels.find((l) => l.id === hit.ref)?.label ?? String(hit.ref);
      const by = ref.ctx.resource.name;
      refusals.push({ id: hit.ref, label, resource: by, count: hit.n, message: say(messages.stillReferenced, { name: ctx.resource.name, label, by, count: hit.n }) });
    }
  }
  if (refusals.length) {
    refusals.sort((a, b) => a.id - b.id);
    throw invalid(refusals[0]!.message, { deleted: 0, references: refusals });
  }
  const lock = ctx.resource.lockedWhen;
  if (lock) {
    const hit = await sql.query(`SELECT 1 FROM ${table} WHERE id = ANY($1::int[]) AND ${ident(columnOf(lock.field))}::text = ANY($2::text[]) LIMIT 1`, [present, [lock.value, ...(lock.values ?? [])]]);
    if (hit.length) throw invalid(lock.message);
  }
  const cascaded: Cascaded[] = [];
  const removed: Removed[] = [];
  const add = (c: Cascaded) => {
    const known = cascaded.find((x) => x.resource === c.resource);
    if (known) known.count += c.count;
    else cascaded.push({ ...c });
  };
  for (const ref of refs.filter((r) => r.cascade)) {
    const children = await sql.query<{ id: number }>(`SELECT id FROM ${ident(ref.table)} WHERE ${ident(ref.column)} = ANY($1::int[])`, [present]);
    if (!children.length) continue;
    const sub = await deleteReferenced(sql, index, ref.ctx, children.map((c) => c.id), depth + 1);
    add({ resource: ref.ctx.resource.name, count: sub.deleted });
    sub.cascaded.forEach(add);
    removed.push(...sub.removed);
  }
  // What goes, as the API shows it (the audit trail keeps it).
  const before = await sql.query<Record<string, unknown>>(`SELECT ${selectList(ctx)} FROM ${table} t WHERE t.id = ANY($1::int[])`, [present]);
  const rows = await sql.query(`DELETE FROM ${table} WHERE id = ANY($1::int[]) RETURNING id`, [present]);
  removed.push({ ctx, rows: before });
  return { deleted: rows.length, cascaded, removed };
}
