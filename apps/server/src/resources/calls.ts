/**
 * What the generic calls of resources and reports do, on one tenant transaction's Sql. The
 * routes (crud-routes.ts, report-routes.ts) wire them to paths and wrap the answers; the
 * Storybook screens run them on PGlite in the browser. No Fastify and no Node APIs here.
 */
import type { ModuleDefinition, ReportDefinition, StateAction } from '../../../catalogue/src';
import { coerce, type Value } from '../../../catalogue/src/model/validate';
import type { Sql } from '../db/types';
import { notFound } from '../http/errors';
import type { CustomHandler } from '../systems/types';
import { invalid, messages } from './messages';
import { ident, readExpr, tableOf } from './names';
import { createRecord, getRow, idOf, idsOf, prepare, updateRecord, writeValues } from './records';
import { runReport } from './report-engine';
import { countSql, listFilters, lookupLabelExpr, orderSql, selectList, whereSql, type Ctx } from './select';
import { pagingOf } from './unpack';

type Obj = Record<string, unknown>;
export const UNPAGED_LIMIT = 1000;

/** One page of a list with its exact total. */
export async function listPage(sql: Sql, ctx: Ctx, payload: Obj) {
  const { pageNum, pageSize } = pagingOf(payload);
  const where = listFilters(ctx, payload);
  const [count] = await sql.query<{ total: number }>(countSql(ctx.resource, where), where.params);
  const rows = await sql.query(
    `SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${whereSql(where)} ${orderSql(ctx.resource)} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    where.params,
  );
  return { rows, total: count!.total, pageNum, pageSize };
}

/** Every matching row (up to UNPAGED_LIMIT), unpaged. */
export async function allRows(sql: Sql, ctx: Ctx, payload: Obj) {
  const where = listFilters(ctx, payload);
  return sql.query(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${whereSql(where)} ${orderSql(ctx.resource)} LIMIT ${UNPAGED_LIMIT}`, where.params);
}

/** Every row as { id, label } (select options of lookups). */
export async function optionRows(sql: Sql, { mod, resource }: Ctx) {
  const labelField = resource.fields.find((f) => f.key === resource.labelField)!;
  const labelExpr = labelField.type === 'lookup' ? lookupLabelExpr(mod, labelField) : readExpr(labelField);
  return sql.query<{ id: number; label: string }>(`SELECT t.id, (${labelExpr})::text AS label FROM ${ident(tableOf(resource))} t ${orderSql(resource)} LIMIT ${UNPAGED_LIMIT}`);
}

/** Create without an id, update with one (the upsert call). */
export async function saveRecord(sql: Sql, ctx: Ctx, payload: Obj) {
  return payload.id === undefined || payload.id === '' || payload.id === null ? createRecord(sql, ctx, payload) : updateRecord(sql, ctx, payload);
}

/** A state action of a resource: touch a timestamp, set fixed values, or write a form's fields. */
export async function runAction(sql: Sql, ctx: Ctx, action: StateAction, payload: Obj) {
  const ids = action.scope === 'all' && payload.id === undefined && payload.ids === undefined ? 'all' : action.scope === 'row' ? [idOf(payload)] : idsOf(payload);
  if (action.kind === 'touch') return { changed: await writeValues(sql, ctx, ids, {}, [action.touch!]) };
  if (action.kind === 'set') {
    const values: Record<string, Value> = {};
    for (const [key, raw] of Object.entries(action.set ?? {})) {
      const f = ctx.resource.fields.find((x) => x.key === key)!;
      const typed = coerce(f, raw);
      values[key] = 'value' in typed ? typed.value : null;
    }
    return { changed: await writeValues(sql, ctx, ids, values) };
  }
  const id = idOf(payload);
  const existing = await getRow(sql, ctx, id);
  if (!existing) throw notFound(messages.notFound);
  const subset: Obj = {};
  for (const key of action.fields ?? []) subset[key] = payload[key] ?? null;
  // Form actions write fields the edit dialog may not show (readonly there): validate them as plain fields.
  const writable = { ...ctx, resource: { ...ctx.resource, fields: ctx.resource.fields.map((f) => (action.fields?.includes(f.key) ? { ...f, readonly: false } : f)) } };
  const { values, errors } = await prepare(sql, writable, subset, existing);
  if (errors.length) throw invalid(errors[0]!.message, { errors });
  await writeValues(sql, ctx, [id], values);
  return getRow(sql, ctx, id);
}

/** A report's answer: the generic engine, or the system's handler of a custom report. */
export async function answerReport(sql: Sql, mod: ModuleDefinition, handlers: Record<string, CustomHandler> | undefined, report: ReportDefinition, payload: Obj, all?: number) {
  if (report.kind === 'custom') return handlers![report.handler!]!(sql, mod, payload, { all });
  return runReport(sql, mod, report, payload, { all });
}
