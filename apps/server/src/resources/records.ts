/** Create, update, read and delete one resource's rows inside a tenant transaction. */
import type { FieldDefinition } from '../../../catalogue/src';
import type { Sql } from '../db/types';
import { columnOf, ident, storedFields, tableOf } from './names';
import { invalid, messages, say } from './messages';
import { selectList, target, type Ctx } from './select';
import { checkRules, coerce, derivedValue, INT_MAX, recordRuleProblems, type Value } from '../../../catalogue/src/model/validate';
import { enumValuesOf } from '../../../catalogue/src';
import { cycleProblem } from './trees';
import { kindProblem } from './field-kinds';
import { sumRuleProblems } from './sum-rules';
import { findRow } from './view-scope';
import { verifierOf, writeHookOf } from './system-hooks';
import { ApiError } from '../http/errors';

export interface FieldError {
  field: string;
  message: string;
}

type Row = Record<string, unknown>;

export async function getRow(sql: Sql, ctx: Ctx, id: number): Promise<Row | undefined> {
  const [row] = await sql.query<Row>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t WHERE t.id = $1`, [id]);
  return row;
}

/**
 * Typed, validated column values of a create (all fields, defaults applied) or an update
 * (only the fields present). Lookups must exist and unique fields must be free.
 */
export async function prepare(sql: Sql, ctx: Ctx, payload: Row, existing?: Row): Promise<{ values: Record<string, Value>; errors: FieldError[] }> {
  const values: Record<string, Value> = {};
  const errors: FieldError[] = [];
  const fail = (f: FieldDefinition, message: string) => errors.push({ field: f.key, message });
  const fields = storedFields(ctx.resource);
  for (const f of fields) {
    if (f.readonly) {
      // A new record starts at a server-set field's default (a settlement in 待结算); callers never set it.
      const start = !existing && !f.derived && f.defaultValue !== undefined ? coerce(f, f.defaultValue) : undefined;
      if (start && 'value' in start) values[f.key] = start.value;
      continue;
    }
    if (existing && !(f.key in payload)) continue;
    const typed = coerce(f, payload[f.key]);
    if ('error' in typed) {
      fail(f, typed.error);
      continue;
    }
    let value = typed.value;
    if (value === null && !existing && f.defaultValue !== undefined) {
      // Typed like any input (a list field's default is written "a,b").
      const typedDefault = coerce(f, f.defaultValue);
      value = 'value' in typedDefault ? typedDefault.value : null;
    }
    const problem = checkRules(f, value, enumValuesOf(ctx.mod.system, f));
    if (problem) {
      fail(f, problem);
      continue;
    }
    values[f.key] = value;
  }
  // A view of some rows (rowsWhere) creates rows of its kind; rows kept per user are the caller's.
  if (!existing && ctx.resource.rowsWhere) values[ctx.resource.rowsWhere.field] = ctx.resource.rowsWhere.value;
  if (!existing && ctx.resource.ownerField) values[ctx.resource.ownerField] = ownerOf(ctx);
  // Every problem is reported (an import lists them all); record rules need every field valid.
  if (!errors.length) {
    const merged = { ...existing, ...values };
    for (const f of fields.filter((x) => x.derived)) values[f.key] = derivedValue(f, merged);
    errors.push(...recordRuleProblems(ctx.resource.recordRules ?? [], merged));
    // Checks only the system's code can make (a score formula): the same verdict as its 校验 call.
    // (Again when a field it reads changes: new variables for the same formula.)
    for (const f of fields.filter((x) => x.verify && merged[x.key] !== null && merged[x.key] !== undefined && [x.key, ...(x.verify.with ?? [])].some((k) => k in values))) {
      const problem = await verifyProblem(sql, ctx, f, merged);
      if (problem) fail(f, problem);
    }
    if (!errors.length) errors.push(...(await sumRuleProblems(sql, ctx, merged, existing?.id as number | undefined)));
  }
  for (const f of fields) {
    // A cascading child is checked again when only its parent changes.
    const value = f.key in values || !f.cascade || !(f.cascade.parent in values) ? values[f.key] : ((existing?.[f.key] ?? null) as Value);
    if (value === null || value === undefined) continue;
    const kind = await kindProblem(sql, ctx, f, value, { ...existing, ...values });
    if (kind) fail(f, kind);
    if (f.type === 'lookup') {
      const to = target(ctx.mod, f);
      // FOR KEY SHARE: a concurrent delete of the target waits for this save (references.ts).
      // A lookup to rows kept per user (a favourite's group) takes only the caller's own.
      const mine = to.ownerField ? ` AND ${ident(columnOf(to.ownerField))} = $2` : '';
      const hit = await sql.query(`SELECT 1 FROM ${ident(tableOf(to))} WHERE id = $1${mine} FOR KEY SHARE`, to.ownerField ? [value, ownerOf(ctx)] : [value]);
      if (!hit.length) fail(f, say(messages.lookupMissing, { label: f.label, value: String(value) }));
      else if (ctx.resource.tree?.parentField === f.key) {
        const cycle = await cycleProblem(sql, ctx, existing?.id as number | undefined, value);
        if (cycle) fail(f, cycle);
      }
    }
    if (f.rules?.unique) {
      // Unique per user where rows are kept per user (one favourite entry per person), and only among
      // the records of the same type with uniqueWithin (the merged record's).
      const owner = ctx.resource.ownerField;
      const within = f.rules.uniqueWithin;
      const params: unknown[] = [value, existing?.id ?? -1];
      let scope = '';
      if (owner) scope += ` AND ${ident(columnOf(owner))} = $${params.push(ownerOf(ctx))}`;
      if (within) scope += ` AND ${ident(columnOf(within))} IS NOT DISTINCT FROM $${params.push((within in values ? values[within] : existing?.[within]) ?? null)}`;
      const hit = await sql.query(`SELECT 1 FROM ${ident(tableOf(ctx.resource))} WHERE ${ident(columnOf(f.key))} = $1 AND id <> $2${scope}`, params);
      if (hit.length) fail(f, say(messages.duplicate, { label: f.label, value: String(value) }));
    }
  }
  return { values, errors };
}

/** The caller of a resource kept per user (the routes put it in the context). */
function ownerOf(ctx: Ctx): string {
  if (ctx.owner === undefined) throw new Error(`${ctx.resource.key}: rows kept per user need the caller`);
  return ctx.owner;
}

function raise(errors: FieldError[]): never {
  throw invalid(errors[0]!.message, { errors });
}

export async function insertRow(sql: Sql, ctx: Ctx, values: Record<string, Value>): Promise<number> {
  const keys = Object.keys(values);
  const cols = keys.map((k) => ident(columnOf(k)));
  const marks = keys.map((_, i) => `$${i + 1}`);
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO ${ident(tableOf(ctx.resource))} (tenant_id${cols.map((c) => `, ${c}`).join('')})
     VALUES (current_setting('app.tenant_id')${marks.map((m) => `, ${m}`).join('')}) RETURNING id`,
    keys.map((k) => values[k]),
  );
  return row!.id;
}

export async function createRecord(sql: Sql, ctx: Ctx, payload: Row): Promise<Row> {
  const { values, errors } = await prepare(sql, ctx, payload);
  if (errors.length) raise(errors);
  const row = (await getRow(sql, ctx, await insertRow(sql, ctx, values)))!;
  await keepMirror(sql, ctx, row);
  return afterWrite(sql, ctx, row);
}

/** The system's write hook (derived rows, cross-record checks), then the row as it is now. */
async function afterWrite(sql: Sql, ctx: Ctx, row: Row): Promise<Row> {
  const hook = writeHookOf(ctx)?.afterWrite;
  if (!hook) return row;
  await hook(sql, ctx, row);
  return (await getRow(sql, ctx, row.id as number))!;
}

/** A field's verifier's problem (its 400 message), or none. */
async function verifyProblem(sql: Sql, ctx: Ctx, f: FieldDefinition, record: Row): Promise<string | null> {
  const verifier = verifierOf(ctx.resource.system, f.verify!.call);
  if (!verifier) return null;
  try {
    const verdict = await verifier(sql, record[f.key], record);
    return verdict.valid ? null : verdict.msg;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 400) return error.message;
    throw error;
  }
}

/** The record's mirrored row (MirrorSpec) written or changed to match it; refused while that row is locked. */
async function keepMirror(sql: Sql, ctx: Ctx, row: Row): Promise<void> {
  const spec = ctx.resource.mirror;
  if (!spec) return;
  const mirror: Ctx = { mod: ctx.mod, resource: ctx.mod.resources.find((r) => r.key === spec.resource)! };
  const payload: Row = { ...spec.set };
  for (const [to, from] of Object.entries(spec.copy)) {
    const value = row[from];
    payload[to] = mirror.resource.fields.find((f) => f.key === to)?.type === 'date' && typeof value === 'string' ? value.slice(0, 10) : value;
  }
  const linked = await sql.query<{ id: number }>(`SELECT id FROM ${ident(tableOf(mirror.resource))} WHERE ${ident(columnOf(spec.link))} = $1 ORDER BY id FOR UPDATE`, [row.id]);
  const existing = linked[0] ? await getRow(sql, mirror, linked[0].id) : undefined;
  if (existing) refuseLocked(mirror, existing);
  const { values, errors } = await prepare(sql, mirror, payload, existing);
  if (errors.length) raise(errors);
  if (existing) await writeValues(sql, mirror, [existing.id as number], values);
  else await insertRow(sql, mirror, { ...values, [spec.link]: row.id as number });
}

/** A row id as PostgreSQL's integer holds it (1..2147483647), from a number or decimal digits. */
export function idValue(raw: unknown): number {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id <= 0 || id > INT_MAX) throw invalid(messages.idRequired);
  return id;
}

export function idOf(payload: Row): number {
  return idValue(payload.id);
}

export async function updateRecord(sql: Sql, ctx: Ctx, payload: Row): Promise<Row> {
  const id = idOf(payload);
  const existing = await findRow(sql, ctx, id);
  if (!existing) throw invalid(messages.notFound);
  refuseLocked(ctx, existing);
  const { values, errors } = await prepare(sql, ctx, payload, existing);
  if (errors.length) raise(errors);
  await writeValues(sql, ctx, [id], values);
  const row = (await getRow(sql, ctx, id))!;
  await keepMirror(sql, ctx, row);
  return afterWrite(sql, ctx, row);
}

/** A record in a final state (a voided weighing) is read-only: 400 with the resource's message. */
export function refuseLocked(ctx: Ctx, row: Row): void {
  const lock = ctx.resource.lockedWhen;
  if (lock && [lock.value, ...(lock.values ?? [])].includes(String(row[lock.field]))) throw invalid(lock.message);
}

/** Writes fixed values (state actions, bindings) to rows; returns how many changed. */
export async function writeValues(sql: Sql, ctx: Ctx, ids: number[] | 'all', values: Record<string, Value>, nowKeys: string[] = []): Promise<number> {
  const keys = Object.keys(values);
  const sets = [...keys.map((k, i) => `${ident(columnOf(k))} = $${i + 1}`), ...nowKeys.map((k) => `${ident(columnOf(k))} = localtimestamp(0)`), 'update_time = localtimestamp(0)'];
  const params: unknown[] = keys.map((k) => values[k]);
  const where = ids === 'all' ? '' : `WHERE id = ANY($${params.push(ids)}::int[])`;
  const rows = await sql.query(`UPDATE ${ident(tableOf(ctx.resource))} SET ${sets.join(', ')} ${where} RETURNING id`, params);
  return rows.length;
}

/** `id`, `ids` as an array or a comma-separated string. */
export function idsOf(payload: Row): number[] {
  const raw = payload.ids ?? payload.id;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw === undefined ? [] : [raw];
  if (!list.length || list.length > 10_000) throw invalid(messages.idRequired);
  return list.map(idValue);
}
