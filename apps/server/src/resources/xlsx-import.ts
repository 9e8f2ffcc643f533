/**
 * .xlsx import: the first sheet's header row names the fields (as the export writes them);
 * every row is validated like a create call. Any error and nothing is written: the answer
 * lists the row-level errors. All rows are inserted in the one tenant transaction. The
 * workbook is read in a worker thread within row and size limits (xlsx-read.ts).
 */
import type { FastifyRequest } from 'fastify';
import { fieldTitle, findEnum, type FieldDefinition } from '../../../catalogue/src';
import type { AppContext } from '../context';
import { ok } from '../http/errors';
import { invalid, messages, say } from './messages';
import { ident, readExpr, storedFields, tableOf } from './names';
import { insertRow, prepare, type FieldError } from './records';
import { target, type Ctx } from './select';
import type { Cell } from './xlsx-read';

export const MAX_IMPORT_ROWS = 5_000;

export interface RowError extends FieldError {
  row: number;
}

function uploaded(request: FastifyRequest): Buffer {
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

const READ_ERRORS = {
  badFile: () => messages.importBadFile,
  tooLarge: () => messages.importTooLarge,
  tooMany: () => say(messages.importTooMany, { max: MAX_IMPORT_ROWS }),
  empty: () => messages.importEmpty,
};

export async function importResource(app: AppContext, tenantId: string, ctx: Ctx, request: FastifyRequest) {
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
    // Labels → stored values: enum labels to codes, lookup labels to ids.
    const lookupIds = new Map<string, Map<string, number>>();
    for (const f of columns.values()) {
      if (f.type !== 'lookup') continue;
      const to = target(ctx.mod, f);
      const label = to.fields.find((x) => x.key === to.labelField)!;
      const found = await sql.query<{ id: number; label: string }>(`SELECT l.id, (${readExpr(label, 'l')})::text AS label FROM ${ident(tableOf(to))} l`);
      lookupIds.set(f.key, new Map(found.map((r) => [r.label, r.id])));
    }
    const errors: RowError[] = [];
    const prepared: Record<string, unknown>[] = [];
    const seen = new Map<string, Set<string>>();
    for (const { row, payload } of rows) {
      for (const f of columns.values()) {
        const v = payload[f.key];
        if (v === null || v === undefined || v === '') continue;
        if (f.type === 'enum') {
          const option = findEnum(ctx.mod.system, f.enum!)?.options.find((o) => o.label === String(v) || o.value === String(v));
          if (option) payload[f.key] = option.value;
        }
        if (f.type === 'lookup') {
          const id = lookupIds.get(f.key)!.get(String(v));
          if (id === undefined) errors.push({ row, field: f.key, message: say(messages.lookupMissing, { label: f.label, value: String(v) }) });
          payload[f.key] = id ?? null;
        }
        if (f.type === 'date' && typeof v === 'string') payload[f.key] = v.slice(0, 10);
        if (f.rules?.unique) {
          const set = seen.get(f.key) ?? new Set<string>();
          if (set.has(String(v))) errors.push({ row, field: f.key, message: say(messages.duplicate, { label: f.label, value: String(v) }) });
          set.add(String(v));
          seen.set(f.key, set);
        }
      }
      if (errors.some((e) => e.row === row)) continue;
      const { values, errors: rowErrors } = await prepare(sql, ctx, payload);
      errors.push(...rowErrors.map((e) => ({ ...e, row })));
      prepared.push(values);
    }
    if (errors.length) {
      const first = errors[0]!;
      throw invalid(say(messages.importFailed, { count: errors.length, row: first.row, message: first.message }), {
        imported: 0,
        errors: errors.map((e) => ({ ...e, text: say(messages.importRowError, { row: e.row, message: e.message }) })),
      });
    }
    for (const values of prepared) await insertRow(sql, ctx, values as never);
    return ok({ imported: prepared.length }, say(messages.importOk, { count: prepared.length }));
  });
}
