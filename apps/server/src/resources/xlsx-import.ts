/**
 * .xlsx import: the first sheet's header row names the fields (as the export writes them);
 * every row is validated like a create call (the same rules, unique values also within the
 * file). Any error and nothing is written: the answer lists every error of every row (the first
 * MAX_LISTED_ERRORS, counting the rest). All rows are inserted in the one tenant transaction.
 * The workbook is read in a worker thread within row and size limits (xlsx-read.ts).
 */
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { importManyValue } from './field-kinds';
import { displayCell, fieldTitle, findEnum, type FieldDefinition } from '../../../catalogue/src';
import { dayAhead } from '../../../catalogue/src/model/validate';
import type { AppContext } from '../context';
import type { Sql } from '../db/types';
import { ok } from '../http/errors';
import { auditMany, changesOf, type Actor } from './audit';
import { invalid, messages, say } from './messages';
import { ident, readExpr, storedFields, tableOf } from './names';
import { insertRow, prepare, type FieldError } from './records';
import { orderSql, selectList, target, type Ctx } from './select';
import type { Cell } from './xlsx-read';
import { contentDisposition, XLSX_TYPE } from './xlsx-stream';

export const MAX_IMPORT_ROWS = 5_000;
/** Errors listed in a refused import's answer; the rest are counted (`omitted`). */
export const MAX_LISTED_ERRORS = 200;

export interface RowError extends FieldError {
  row: number;
}

export function uploaded(request: FastifyRequest): Buffer {
  const body = request.body as unknown;
  if (Buffer.isBuffer(body) && body.length) return body;
  const file = body && typeof body === 'object' ? (body as Record<string, unknown>).file : undefined;
  if (Buffer.isBuffer(file) && file.length) return file;
  throw invalid(messages.uploadMissing);
}

function headerMap(ctx: Ctx, header: readonly Cell[]): Map<number, FieldDefinition> {
  const fields = storedFields(ctx.resource);
  const map = new Map<number, FieldDefinition>();
  header.forEach((cell, index) => {
    const name = String(cell ?? '').trim();
    if (!name) return;
    const f = fields.find((x) => fieldTitle(x) === name || x.label === name || x.key === name);
    if (!f) throw invalid(say(messages.importUnknownColumn, { name }));
    if (!f.readonly) map.set(index, f);
  });
  return map;
}

export const READ_ERRORS = {
  badFile: () => messages.importBadFile,
  tooLarge: () => messages.importTooLarge,
  tooMany: () => say(messages.importTooMany, { max: MAX_IMPORT_ROWS }),
  empty: () => messages.importEmpty,
};

/** Labels → stored values for lookups: each lookup field's target labels and their ids. */
export async function lookupIdMaps(sql: Sql, ctx: Ctx, fields: Iterable<FieldDefinition>): Promise<Map<string, Map<string, number>>> {
  const lookupIds = new Map<string, Map<string, number>>();
  for (const f of fields) {
    if (f.type !== 'lookup') continue;
    const to = target(ctx.mod, f);
    const label = to.fields.find((x) => x.key === to.labelField)!;
    const found = await sql.query<{ id: number; label: string }>(`SELECT l.id, (${readExpr(label, 'l')})::text AS label FROM ${ident(tableOf(to))} l`);
    lookupIds.set(f.key, new Map(found.map((r) => [r.label, r.id])));
  }
  return lookupIds;
}

/** A row's cells as stored values in place (enum labels to codes, lookup labels to ids, dates); the cells no value matches. */
export async function cellsToValues(sql: Sql, ctx: Ctx, fields: Iterable<FieldDefinition>, payload: Record<string, unknown>, lookupIds: Map<string, Map<string, number>>): Promise<FieldError[]> {
  const rowErrors: FieldError[] = [];
  for (const f of fields) {
    const v = payload[f.key];
    if (v === null || v === undefined || v === '') continue;
    if (f.type === 'enum') {
      const option = findEnum(ctx.mod.system, f.enum!)?.options.find((o) => o.label === String(v).trim() || o.value === String(v).trim());
      if (option) payload[f.key] = option.value;
    }
    if (f.type === 'lookup') {
      const id = lookupIds.get(f.key)!.get(String(v).trim());
      if (id === undefined) rowErrors.push({ field: f.key, message: say(messages.lookupMissing, { label: f.label, value: String(v) }) });
      payload[f.key] = id ?? null;
    }
    if (f.type === 'date' && typeof v === 'string') payload[f.key] = v.slice(0, 10);
    if (f.type === 'multiEnum' || f.type === 'lookupMany') {
      const many = await importManyValue(sql, ctx, f, v);
      if (many.error) rowErrors.push({ field: f.key, message: many.error });
      payload[f.key] = many.value;
    }
  }
  return rowErrors;
}

export async function importResource(app: AppContext, tenantId: string, ctx: Ctx, request: FastifyRequest, actor: Actor) {
  const read = await app.imports.parse(uploaded(request), { maxRows: MAX_IMPORT_ROWS, maxExpandedBytes: app.settings.importExpandedBytes });
  if (!read.ok) throw invalid(READ_ERRORS[read.error]());
  const columns = headerMap(ctx, read.header);
  const rows: { row: number; payload: Record<string, unknown> }[] = [];
  for (const { row, cells } of read.rows) {
    const payload: Record<string, unknown> = {};
    for (const [index, f] of columns) payload[f.key] = cells[index] ?? null;
    if (Object.values(payload).some((v) => v !== null && v !== undefined && v !== '')) rows.push({ row, payload });
  }
  if (!rows.length) throw invalid(messages.importEmpty);

  return app.db.tenant(tenantId, async (sql) => {
    const lookupIds = await lookupIdMaps(sql, ctx, columns.values());
    const errors: RowError[] = [];
    const prepared: Record<string, unknown>[] = [];
    // Unique fields: the typed values seen in earlier rows (the database is checked by prepare).
    const seen = new Map<string, Set<string>>();
    for (const { row, payload } of rows) {
      const rowErrors = await cellsToValues(sql, ctx, columns.values(), payload, lookupIds);
      // The create dialog's rules, every one of them (a field already wrong is reported once).
      const checked = await prepare(sql, ctx, payload);
      for (const e of checked.errors) if (!rowErrors.some((x) => x.field === e.field)) rowErrors.push(e);
      for (const f of columns.values()) {
        const value = checked.values[f.key];
        if (!f.rules?.unique || value === null || value === undefined || rowErrors.some((x) => x.field === f.key)) continue;
        const set = seen.get(f.key) ?? new Set<string>();
        // uniqueWithin: the same code twice is a duplicate only under the same type.
        const key = f.rules.uniqueWithin ? `${String(checked.values[f.rules.uniqueWithin] ?? '')}\u0000${String(value)}` : String(value);
        if (set.has(key)) rowErrors.push({ field: f.key, message: say(messages.duplicate, { label: f.label, value: String(value) }) });
        set.add(key);
        seen.set(f.key, set);
      }
      const order = [...columns.values()].map((f) => f.key);
      rowErrors.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
      errors.push(...rowErrors.map((e) => ({ ...e, row })));
      prepared.push(checked.values);
    }
    if (errors.length) {
      const first = errors[0]!;
      const listed = errors.slice(0, MAX_LISTED_ERRORS);
      const omitted = errors.length - listed.length;
      throw invalid(say(messages.importFailed, { count: errors.length, row: first.row, message: first.message }), {
        imported: 0,
        errors: listed.map((e) => ({ ...e, text: say(messages.importRowError, { row: e.row, message: e.message }) })),
        ...(omitted ? { omitted, more: say(messages.importMoreErrors, { count: omitted }) } : {}),
      });
    }
    const ids: number[] = [];
    for (const values of prepared) ids.push(await insertRow(sql, ctx, values as never));
    const added = await sql.query<Record<string, unknown>>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t WHERE t.id = ANY($1::int[])`, [ids]);
    await auditMany(sql, actor, ctx, 'import', added.map((row) => ({ recordId: row.id as number, changes: changesOf(ctx, undefined, row) })));
    return ok({ imported: prepared.length }, say(messages.importOk, { count: prepared.length }));
  });
}

/** An example value of a field for the template, when no record shows one. */
function exampleOf(ctx: Ctx, f: FieldDefinition): unknown {
  const r = f.rules ?? {};
  switch (f.type) {
    case 'enum':
      return findEnum(ctx.mod.system, f.enum!)?.options[0]?.label ?? '';
    case 'date':
      return dayAhead(0);
    case 'datetime':
      return `${dayAhead(0)} 08:00:00`;
    case 'number':
    case 'integer':
      return r.min ?? 0;
    case 'boolean':
      return messages.yes;
    case 'phone':
      return '13800000000';
    case 'coordinates':
    case 'point':
      return '120.153576,30.287459';
    default:
      return '';
  }
}

/**
 * The import template: the header row the import reads (every field a user types) and one
 * example row — the newest record's values as the export writes them, typed examples else.
 */
export async function importTemplate(app: AppContext, tenantId: string, ctx: Ctx, reply: FastifyReply) {
  const fields = storedFields(ctx.resource).filter((f) => !f.readonly);
  const [row] = await app.db.tenant(tenantId, (sql) => sql.query<Record<string, unknown>>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${orderSql(ctx.resource)} LIMIT 1`));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(messages.importTemplateSheet);
  sheet.columns = fields.map((f) => ({ header: fieldTitle(f), key: f.key, width: Math.max(12, fieldTitle(f).length * 2 + 2) }));
  sheet.addRow(fields.map((f) => (row ? displayCell(ctx.mod.system, f, f.type === 'lookup' ? row[`${f.key}Label`] : row[f.key]) : null) ?? exampleOf(ctx, f)));
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${ctx.resource.name}_${messages.importTemplateSheet}.xlsx`))
    .header('access-control-expose-headers', 'content-disposition')
    .send(buffer);
}
