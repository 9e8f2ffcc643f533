/**
 * .xlsx import of documents with lines (decision 0155): one sheet row per line, the header's
 * columns first, then the line's (a line column whose label the header also has is titled
 * 明细<label>). Consecutive rows with the same header values form one document, saved as the
 * create call saves it (numbered, totals, a draft). Any error in any row and nothing is written;
 * the answer names every error with its sheet row.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { displayCell, fieldTitle, type FieldDefinition } from '../../../catalogue/src';
import { documents as docText } from '../../../../src/i18n/messages/documents';
import type { AppContext } from '../context';
import { ApiError, ok } from '../http/errors';
import { audit, changesOf, type Actor } from './audit';
import { lineCtx, saveDocument } from './documents';
import { invalid, messages, say } from './messages';
import { columnOf, ident, storedFields, tableOf } from './names';
import { orderSql, selectList, type Ctx } from './select';
import { cellsToValues, lookupIdMaps, MAX_IMPORT_ROWS, MAX_LISTED_ERRORS, READ_ERRORS, uploaded, type RowError } from './xlsx-import';
import { contentDisposition, XLSX_TYPE } from './xlsx-stream';

type Obj = Record<string, unknown>;
interface Column { field: FieldDefinition; line: boolean; title: string }

/** The columns a document import reads: typed header fields, then typed line fields. */
function columnsOf(ctx: Ctx): Column[] {
  const spec = ctx.resource.lines!;
  const head = storedFields(ctx.resource).filter((f) => !f.readonly);
  const lines = storedFields(lineCtx(ctx).resource).filter((f) => !f.readonly && f.key !== spec.parentField && f.key !== spec.orderField);
  const taken = new Set(head.map((f) => f.label));
  return [
    ...head.map((field) => ({ field, line: false, title: fieldTitle(field) })),
    ...lines.map((field) => ({ field, line: true, title: taken.has(field.label) ? say(docText.importLineColumn, { label: fieldTitle(field) }) : fieldTitle(field) })),
  ];
}

export async function importDocuments(app: AppContext, tenantId: string, ctx: Ctx, request: FastifyRequest, actor: Actor) {
  const read = await app.imports.parse(uploaded(request), { maxRows: MAX_IMPORT_ROWS, maxExpandedBytes: app.settings.importExpandedBytes });
  if (!read.ok) throw invalid(READ_ERRORS[read.error]());
  const columns = columnsOf(ctx);
  const at = new Map<number, Column>();
  read.header.forEach((cell, index) => {
    const name = String(cell ?? '').trim();
    if (!name) return;
    const c = columns.find((x) => x.title === name) ?? columns.find((x) => !x.line && (x.field.label === name || x.field.key === name)) ?? columns.find((x) => x.line && (x.field.label === name || x.field.key === name));
    if (!c) throw invalid(say(messages.importUnknownColumn, { name }));
    at.set(index, c);
  });
  const rows = read.rows.flatMap(({ row, cells }) => {
    const head: Obj = {};
    const line: Obj = {};
    for (const [index, c] of at) (c.line ? line : head)[c.field.key] = cells[index] ?? null;
    return [...Object.values(head), ...Object.values(line)].some((v) => v !== null && v !== undefined && v !== '') ? [{ row, head, line }] : [];
  });
  if (!rows.length) throw invalid(messages.importEmpty);
  const lines = lineCtx(ctx);
  const headFields = [...at.values()].filter((c) => !c.line).map((c) => c.field);
  const lineFields = [...at.values()].filter((c) => c.line).map((c) => c.field);

  return app.db.tenant(tenantId, async (sql) => {
    const headIds = await lookupIdMaps(sql, ctx, headFields);
    const lineIds = await lookupIdMaps(sql, lines, lineFields);
    const errors: RowError[] = [];
    // Consecutive rows with the same header values: one document.
    const groups: { key: string; head: Obj; rows: { row: number; line: Obj }[] }[] = [];
    for (const r of rows) {
      for (const e of await cellsToValues(sql, ctx, headFields, r.head, headIds)) errors.push({ ...e, row: r.row });
      for (const e of await cellsToValues(sql, lines, lineFields, r.line, lineIds)) errors.push({ ...e, row: r.row });
      const key = JSON.stringify(headFields.map((f) => r.head[f.key] ?? null));
      const last = groups.at(-1);
      if (last && last.key === key) last.rows.push({ row: r.row, line: r.line });
      else groups.push({ key, head: r.head, rows: [{ row: r.row, line: r.line }] });
    }
    let saved = 0;
    // Every document is checked as its create call checks it, except those with cells already wrong.
    const wrong = new Set(errors.map((e) => e.row));
    for (const g of groups.filter((x) => !x.rows.some((r) => wrong.has(r.row)))) {
      try {
        const doc = await saveDocument(sql, ctx, { ...g.head, id: undefined, lines: g.rows.map((r) => r.line) });
        await audit(sql, actor, ctx, 'import', doc.id as number, changesOf(ctx, undefined, doc));
        saved += g.rows.length;
      } catch (error) {
        if (!(error instanceof ApiError) || error.httpStatus !== 400) throw error;
        const listed = (error.data as { errors?: { field: string; line?: number; message: string }[] } | null)?.errors ?? [{ field: '', message: error.message }];
        for (const e of listed) errors.push({ field: e.field, message: e.message, row: e.line ? g.rows[e.line - 1]!.row : g.rows[0]!.row });
      }
    }
    if (errors.length) {
      errors.sort((x, y) => x.row - y.row);
      const first = errors[0]!;
      const shown = errors.slice(0, MAX_LISTED_ERRORS);
      const omitted = errors.length - shown.length;
      throw invalid(say(messages.importFailed, { count: errors.length, row: first.row, message: first.message }), {
        imported: 0,
        errors: shown.map((e) => ({ ...e, text: say(messages.importRowError, { row: e.row, message: e.message }) })),
        ...(omitted ? { omitted, more: say(messages.importMoreErrors, { count: omitted }) } : {}),
      });
    }
    return ok({ imported: groups.length, lines: saved }, say(docText.importOk, { count: groups.length, name: ctx.resource.name, lines: saved }));
  });
}

/** The template: the columns the import reads and the newest document's first line as the example row. */
export async function importDocumentsTemplate(app: AppContext, tenantId: string, ctx: Ctx, reply: FastifyReply) {
  const columns = columnsOf(ctx);
  const lines = lineCtx(ctx);
  const spec = ctx.resource.lines!;
  const [head, line] = await app.db.tenant(tenantId, async (sql) => {
    const [h] = await sql.query<Obj>(`SELECT ${selectList(ctx)} FROM ${ident(tableOf(ctx.resource))} t ${orderSql(ctx.resource)} LIMIT 1`);
    const [l] = h ? await sql.query<Obj>(`SELECT ${selectList(lines)} FROM ${ident(tableOf(lines.resource))} t WHERE t.${ident(columnOf(spec.parentField))} = $1 ORDER BY t.id LIMIT 1`, [h.id]) : [];
    return [h, l];
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(messages.importTemplateSheet);
  sheet.columns = columns.map((c) => ({ header: c.title, key: `${c.line ? 'l' : 'h'}.${c.field.key}`, width: Math.max(12, c.title.length * 2 + 2) }));
  sheet.addRow(columns.map((c) => {
    const row = c.line ? line : head;
    return row ? displayCell(ctx.mod.system, c.field, c.field.type === 'lookup' ? row[`${c.field.key}Label`] : row[c.field.key]) : null;
  }));
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${ctx.resource.name}_${messages.importTemplateSheet}.xlsx`))
    .header('access-control-expose-headers', 'content-disposition')
    .send(buffer);
}
