/** SELECT lists and WHERE clauses of resource tables, built from field definitions. */
import type { FieldDefinition, ModuleDefinition, ResourceDefinition } from '../../../catalogue/src';
import { coerce, validDate } from '../../../catalogue/src/model/validate';
import { columnOf, ident, readExpr, storedFields, subtreeSelect, tableOf } from './names';
import { invalid, messages } from './messages';
import { addContains, addNumberRange, manyLabelExpr } from './field-kinds';
import { bind, newWhere, scopeClauses, target, whereSql, type Ctx, type Where } from './where';
import { addRowScope } from './row-scope';

// Callers build queries from this module alone: the shared primitives are re-exported.
export { bind, newWhere, scopeClauses, target, whereSql, type Ctx, type Where } from './where';

/** A lookup's target resource and the target's label field. */
function labelOf(mod: ModuleDefinition, f: FieldDefinition): { to: ResourceDefinition; label: FieldDefinition } {
  const to = target(mod, f);
  return { to, label: to.fields.find((x) => x.key === to.labelField)! };
}

/** Expression of a lookup's label (the target's label field) for the row aliased `alias`. */
export function lookupLabelExpr(mod: ModuleDefinition, f: FieldDefinition, alias = 't'): string {
  const { to, label } = labelOf(mod, f);
  return `(SELECT ${readExpr(label, 'l')} FROM ${ident(tableOf(to))} l WHERE l.tenant_id = ${alias}.tenant_id AND l.id = ${alias}.${ident(columnOf(f.key))})`;
}

/** The API row: id, timestamps, every stored field and `<key>Label` of each lookup. */
export function selectList({ mod, resource }: Ctx, only?: readonly string[]): string {
  const parts = [`t.id`, `to_char(t.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`, `to_char(t.update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"`];
  for (const f of storedFields(resource)) {
    if (only && !only.includes(f.key)) continue;
    parts.push(`${readExpr(f)} AS "${f.key}"`);
    if (f.type === 'lookup') parts.push(`${lookupLabelExpr(mod, f)} AS "${f.key}Label"`);
    if (f.type === 'lookupMany') parts.push(`${manyLabelExpr({ mod, resource }, f)} AS "${f.key}Label"`);
  }
  return parts.join(', ');
}

/**
 * What an export reads per field, for many rows at once: the column, or for a lookup its label
 * from a LEFT JOIN on the target's key (tenant_id, id) instead of a sub-select per row, so the
 * planner can hash or memoize the (small) lookup tables once per batch.
 */
export function exportSource({ mod, resource }: Ctx, fields: readonly FieldDefinition[]): { values: string[]; from: string } {
  const joins: string[] = [];
  const values = fields.map((f) => {
    if (f.type === 'lookupMany') return manyLabelExpr({ mod, resource }, f);
    if (f.type !== 'lookup') return readExpr(f);
    const { to, label } = labelOf(mod, f);
    const alias = `l${joins.length}`;
    joins.push(`LEFT JOIN ${ident(tableOf(to))} ${alias} ON ${alias}.tenant_id = t.tenant_id AND ${alias}.id = t.${ident(columnOf(f.key))}`);
    return readExpr(label, alias);
  });
  return { values, from: [`${ident(tableOf(resource))} t`, ...joins].join(' ') };
}


const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `<col> within [start, end]` for date or datetime columns; end is inclusive by day. */
export function addDateRange(where: Where, f: FieldDefinition, start: unknown, end: unknown, alias = 't'): void {
  const col = `${alias}.${ident(columnOf(f.key))}`;
  for (const v of [start, end]) if (v !== undefined && v !== '' && v !== null && (typeof v !== 'string' || !DAY.test(v.slice(0, 10)) || !validDate(v))) throw invalid(messages.badDateRange);
  const s = typeof start === 'string' && start ? start.slice(0, 10) : undefined;
  const e = typeof end === 'string' && end ? end.slice(0, 10) : undefined;
  if (s && e && s > e) throw invalid(messages.badDateRange);
  // A datetime column is compared with timestamps, not dates: timestamp-vs-date operators are
  // not leakproof, so under row-level security the planner may not use the column statistics
  // for them and estimated a date range at one row (then sorted the whole table for a page).
  const as = f.type === 'datetime' ? '::timestamp' : '';
  if (s) where.clauses.push(`${col} >= ${bind(where, s)}::date${as}`);
  if (e) where.clauses.push(`${col} < (${bind(where, e)}::date + 1)${as}`);
}

/** Filters of a list call from the payload, per the fields' filter modes. */
export function listFilters(ctx: Ctx, payload: Record<string, unknown>, where: Where = newWhere()): Where {
  const { mod, resource } = ctx;
  // The caller's data scope (row-scope.ts), then a view's rows (rowsWhere) and rows kept per user (view-scope.ts).
  addRowScope(resource, payload, where);
  scopeClauses(ctx, where);
  for (const f of storedFields(resource)) {
    if (!f.filter) continue;
    const col = `t.${ident(columnOf(f.key))}`;
    if (f.filter === 'range') {
      if (f.type === 'number' || f.type === 'integer') addNumberRange(where, f, payload[`${f.key}Start`], payload[`${f.key}End`]);
      else addDateRange(where, f, payload[`${f.key}Start`], payload[`${f.key}End`]);
      continue;
    }
    const raw = payload[f.key];
    if (raw === undefined || raw === null || raw === '') continue;
    if (f.filter === 'like') {
      where.clauses.push(`${col} ILIKE ${bind(where, `%${String(raw).replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
      continue;
    }
    const typed = coerce(f, raw);
    if ('error' in typed) throw invalid(typed.error);
    // A node of another resource's tree (a material type) matches its whole subtree.
    const to = f.type === 'lookup' ? target(mod, f) : undefined;
    if (to?.tree && tableOf(to) !== tableOf(resource)) where.clauses.push(`${col} IN (${subtreeSelect(to, bind(where, typed.value))})`);
    else if (f.type === 'multiEnum' || f.type === 'lookupMany') addContains(where, f, typed.value);
    else where.clauses.push(`${col} = ${bind(where, typed.value)}`);
  }
  return where;
}

/**
 * The exact total of a list. With an equality filter on an `indexed` field (or none) it is an
 * index-only scan of a deduplicated count index (schema.ts indexDdl).
 */
export function countSql(resource: ResourceDefinition, where: Where): string {
  return `SELECT count(*)::int AS total FROM ${ident(tableOf(resource))} t ${whereSql(where)}`;
}

export function orderSql(resource: ResourceDefinition, alias = 't'): string {
  const dir = resource.sort.dir === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${alias}.${ident(columnOf(resource.sort.field))} ${dir}, ${alias}.id ${dir}`;
}
