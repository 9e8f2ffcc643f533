/**
 * What the generic calls of resources and reports do, on one tenant transaction's Sql. The
 * routes (crud-routes.ts, report-routes.ts) wire them to paths and wrap the answers; the
 * Storybook screens run them on PGlite in the browser. No Fastify and no Node APIs here.
 */
import { reportFilterValues } from './report-filters';
import { workflowReport } from './workflow/report';
import { enumLabel, type FieldDefinition, type ModuleDefinition, type ReportDefinition, type StateAction } from '../../../catalogue/src';
import { coerce, type Value } from '../../../catalogue/src/model/validate';
import type { Sql } from '../db/types';
import { notFound } from '../http/errors';
import type { CustomHandler } from '../systems/types';
import { invalid, messages, say } from './messages';
import { ident, readExpr, tableOf } from './names';
import { audit, auditMany, changesOf, type Actor } from './audit';
import { createRecord, getRow, idOf, idsOf, prepare, refuseLocked, updateRecord, writeValues } from './records';
import { runReport } from './report-engine';
import { runMatrix } from './matrix';
import { countSql, listFilters, lookupLabelExpr, newWhere, orderSql, scopeClauses, selectList, whereSql, type Ctx } from './select';
import { findRow, requireInScope } from './view-scope';
import { pagingOf } from './unpack';
import { orderFor, sortOf } from './sort';
import { documentTransition, saveDocument } from './documents';

type Obj = Record<string, unknown>;
export const UNPAGED_LIMIT = 1000;

/** One page of a list with its exact total. */
export async function listPage(sql: Sql, ctx: Ctx, payload: Obj) {
  const { pageNum, pageSize } = pagingOf(payload);
  const where = listFilters(ctx, payload);
  const order = orderFor(ctx, sortOf(ctx, payload)) ?? orderSql(ctx.resource);
  const [count] = await sql.query<{ total: number }>(countSql(ctx.resource, where), where.params);
  const rows = await sql.query(
    `SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${whereSql(where)} ${order} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    where.params,
  );
  return { rows, total: count!.total, pageNum, pageSize };
}

/** Every matching row (up to UNPAGED_LIMIT), unpaged. */
export async function allRows(sql: Sql, ctx: Ctx, payload: Obj) {
  const where = listFilters(ctx, payload);
  const order = orderFor(ctx, sortOf(ctx, payload)) ?? orderSql(ctx.resource);
  return sql.query(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${whereSql(where)} ${order} LIMIT ${UNPAGED_LIMIT}`, where.params);
}

/** Every row as { id, label } (select options of lookups). */
export async function optionRows(sql: Sql, ctx: Ctx, by?: unknown) {
  const { mod, resource } = ctx;
  const labelField = resource.fields.find((f) => f.key === resource.labelField)!;
  const labelExpr = labelField.type === 'lookup' ? lookupLabelExpr(mod, labelField) : readExpr(labelField);
  // `by`: a field of the rows returned beside each option as `parent` (cascading selects).
  const parent = typeof by === 'string' ? resource.fields.find((f) => f.key === by && f.type !== 'lookupMany' && f.type !== 'multiEnum') : undefined;
  const extra = parent ? `, ${readExpr(parent)} AS parent` : '';
  const where = scopeClauses(ctx, newWhere());
  return sql.query<{ id: number; label: string }>(`SELECT t.id, (${labelExpr})::text AS label${extra} FROM ${ident(tableOf(resource))} t ${whereSql(where)} ${orderSql(resource)} LIMIT ${UNPAGED_LIMIT}`, where.params);
}

/** Create without an id, update with one (the upsert call). */
export async function saveRecord(sql: Sql, ctx: Ctx, payload: Obj) {
  if (ctx.resource.lines) return saveDocument(sql, ctx, payload);
  return payload.id === undefined || payload.id === '' || payload.id === null ? createRecord(sql, ctx, payload) : updateRecord(sql, ctx, payload);
}

/** The fixed values of a set (or form) action, typed. */
function fixedValues(ctx: Ctx, action: StateAction): Record<string, Value> {
  const values: Record<string, Value> = {};
  for (const [key, raw] of Object.entries(action.set ?? {})) {
    const f = ctx.resource.fields.find((x) => x.key === key)!;
    const typed = coerce(f, raw);
    values[key] = 'value' in typed ? typed.value : null;
  }
  return values;
}

/** Rows of `ids` as the API shows them (the audit trail's before and after). */
async function rowsOf(sql: Sql, ctx: Ctx, ids: number[] | 'all'): Promise<Obj[]> {
  const where = ids === 'all' ? '' : 'WHERE t.id = ANY($1::int[])';
  return sql.query<Obj>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${where} ORDER BY t.id LIMIT ${UNPAGED_LIMIT * 10}`, ids === 'all' ? [] : [ids]);
}

/** Audit entries of the rows an action changed (rows with no change are left out). */
export async function auditRows(sql: Sql, actor: Actor, ctx: Ctx, action: string, before: Obj[], after: Obj[]) {
  const entries = after.map((row) => ({ recordId: row.id as number, changes: changesOf(ctx, before.find((b) => b.id === row.id), row) })).filter((e) => e.changes.length);
  await auditMany(sql, actor, ctx, action, entries);
}

/**
 * A state action of a resource: touch a timestamp, set fixed values, or write a form's fields.
 * Locked rows (lockedWhen) are refused; with an actor the change is audited in the same transaction.
 */
export async function runAction(sql: Sql, ctx: Ctx, action: StateAction, payload: Obj, actor?: Actor) {
  const transition = documentTransition(ctx, action);
  if (transition) {
    const before = await getRow(sql, ctx, idOf(payload));
    const row = await transition(sql, payload);
    if (actor) await audit(sql, actor, ctx, action.key, row.id as number, changesOf(ctx, before, row));
    return row;
  }
  const ids = action.scope === 'all' && payload.id === undefined && payload.ids === undefined ? 'all' : action.scope === 'row' ? [idOf(payload)] : idsOf(payload);
  if (ids !== 'all') await requireInScope(sql, ctx, ids);
  // Set and form actions may stamp a datetime too (提交时间).
  const stamps = action.touch ? [action.touch] : [];
  if (action.kind === 'touch' || action.kind === 'set') {
    const before = await rowsOf(sql, ctx, ids);
    for (const row of before) refuseState(ctx, action, row);
    const changed = action.kind === 'touch' ? await writeValues(sql, ctx, ids, {}, stamps) : await writeValues(sql, ctx, ids, fixedValues(ctx, action), stamps);
    if (actor) await auditRows(sql, actor, ctx, action.key, before, await rowsOf(sql, ctx, ids));
    return { changed };
  }
  const id = idOf(payload);
  const existing = await findRow(sql, ctx, id);
  if (!existing) throw notFound(messages.notFound);
  refuseState(ctx, action, existing);
  const subset: Obj = {};
  for (const key of action.fields ?? []) subset[key] = payload[key] ?? null;
  // Form actions write fields the edit dialog may not show (readonly there): validate them as
  // plain fields, required when the action says so.
  const asked = (f: FieldDefinition): FieldDefinition =>
    action.fields?.includes(f.key) ? { ...f, readonly: false, rules: { ...f.rules, required: f.rules?.required || action.required?.includes(f.key) } } : f;
  const writable = { ...ctx, resource: { ...ctx.resource, fields: ctx.resource.fields.map(asked) } };
  const { values, errors } = await prepare(sql, writable, subset, existing);
  if (errors.length) throw invalid(errors[0]!.message, { errors });
  await writeValues(sql, ctx, [id], { ...values, ...fixedValues(ctx, action) }, stamps);
  const row = (await getRow(sql, ctx, id))!;
  if (actor) await audit(sql, actor, ctx, action.key, id, changesOf(ctx, existing, row));
  return row;
}

/**
 * An action with `from` runs only on rows in those states (locked ones included: 确认 of a
 * submitted record); others are refused on locked rows.
 */
function refuseState(ctx: Ctx, action: StateAction, row: Obj): void {
  if (!action.from) return refuseLocked(ctx, row);
  const value = row[action.from.field];
  if (action.from.values.includes(String(value))) return;
  const f = ctx.resource.fields.find((x) => x.key === action.from!.field)!;
  const state = f.enum ? enumLabel(ctx.mod.system, f.enum, value) : String(value ?? '');
  throw invalid(say(messages.wrongActionState, { name: ctx.resource.name, state, action: action.label }));
}

/** A report's answer: the generic engine, or the system's handler of a custom report. */
export async function answerReport(sql: Sql, mod: ModuleDefinition, handlers: Record<string, CustomHandler> | undefined, report: ReportDefinition, payload: Obj, all?: number) {
  if (report.kind === 'custom') return handlers![report.handler!]!(sql, mod, report.filterFields ? reportFilterValues(mod, report, payload) : payload, { all });
  if (report.kind === 'workflow') return workflowReport(sql, mod, report, payload);
  if (report.matrix) return runMatrix(sql, mod, report, payload);
  return runReport(sql, mod, report, payload, { all });
}
