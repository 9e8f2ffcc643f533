/**
 * Documents with line items (catalogue model/documents.ts): the header and its lines saved in
 * one transaction (any bad line: nothing written, 400 naming the line), totals, numbering, the
 * lines call, and the draft → submitted → cancelled transitions that post to the stock ledger
 * (stock.ts) and reverse it. The callers (crud-routes, calls) hold the tenant transaction.
 */
import { enumsOf, fieldOf, type DocumentSpec, type FieldDefinition, type StateAction } from '../../../catalogue/src';
import type { Value } from '../../../catalogue/src/model/validate';
import { documents as text } from '../../../../src/i18n/messages/documents';
import type { Sql } from '../db/types';
import { notFound } from '../http/errors';
import { invalid, messages, say } from './messages';
import { columnOf, ident, readExpr, tableOf } from './names';
import { getRow, idOf, idValue, insertRow, prepare, refuseLocked, writeValues, type FieldError } from './records';
import { countSql, listFilters, orderSql, selectList, target, whereSql, type Ctx } from './select';
import { appendEntries, balanceOf, entriesOf, firstShortage, lockItems, type Entry } from './stock';
import { pagingOf } from './unpack';

type Obj = Record<string, unknown>;
const DEFAULT_MAX_LINES = 200;

export { text as documentMessages };

/** The line resource of a document header. */
export function lineCtx(ctx: Ctx): Ctx {
  const key = ctx.resource.lines!.resource;
  const resource = ctx.mod.resources.find((r) => r.key === key);
  if (!resource) throw new Error(`${ctx.resource.key}: no line resource ${key}`);
  return { mod: ctx.mod, resource };
}

/** One document's lines in their order, as the API shows them. */
export async function documentLines(sql: Sql, ctx: Ctx, docId: number): Promise<Obj[]> {
  const lines = lineCtx(ctx);
  const spec = ctx.resource.lines!;
  return sql.query(
    `SELECT ${selectList(lines)} FROM ${ident(tableOf(lines.resource))} t WHERE t.${ident(columnOf(spec.parentField))} = $1 ORDER BY t.${ident(columnOf(spec.orderField))}, t.id`,
    [docId],
  );
}

/** The lines call (getDetailList): one document's lines with `id`, else a page of all lines by the line resource's filters. */
export async function linesCall(sql: Sql, ctx: Ctx, payload: Obj): Promise<unknown> {
  if (payload.id !== undefined && payload.id !== '') return documentLines(sql, ctx, idOf(payload));
  const lines = lineCtx(ctx);
  const { pageNum, pageSize } = pagingOf(payload);
  const where = listFilters(lines, payload);
  const [count] = await sql.query<{ total: number }>(countSql(lines.resource, where), where.params);
  const rows = await sql.query(
    `SELECT ${selectList(lines)} FROM ${ident(tableOf(lines.resource))} t ${whereSql(where)} ${orderSql(lines.resource)} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
    where.params,
  );
  return { rows, total: count!.total, pageNum, pageSize };
}

/** The label of the row `id` of a lookup's target (messages name materials and storehouses). */
async function lookupLabel(sql: Sql, ctx: Ctx, f: FieldDefinition, id: unknown): Promise<string> {
  const to = target(ctx.mod, f);
  const label = fieldOf(to, to.labelField)!;
  const [row] = await sql.query<{ label: string | null }>(`SELECT (${readExpr(label)})::text AS label FROM ${ident(tableOf(to))} t WHERE t.id = $1`, [id]);
  return row?.label ?? String(id);
}

function rawLines(ctx: Ctx, payload: Obj): Obj[] {
  const raw = typeof payload.lines === 'string' ? safeJson(payload.lines) : payload.lines;
  if (!Array.isArray(raw) || raw.some((l) => typeof l !== 'object' || l === null || Array.isArray(l))) throw invalid(text.linesNotList);
  const max = ctx.resource.lines!.max ?? DEFAULT_MAX_LINES;
  if (!raw.length && !ctx.resource.lines!.allowEmpty) throw invalid(text.noLines);
  if (raw.length > max) throw invalid(say(text.tooManyLines, { max }));
  return raw as Obj[];
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

/** `<prefix><yyyyMMdd>-<nnn>`, the next free number of that day (serialised per table). */
async function nextNumber(sql: Sql, ctx: Ctx, doc: DocumentSpec, date: string): Promise<string> {
  const { field, prefix } = doc.number!;
  const table = ident(tableOf(ctx.resource));
  await sql.query(`SELECT pg_advisory_xact_lock(hashtext(current_setting('app.tenant_id') || '|' || $1))`, [`${table}|number`]);
  const stem = `${prefix}${date.replaceAll('-', '')}-`;
  const [row] = await sql.query<{ n: number | null }>(
    `SELECT max(substring(${ident(columnOf(field))} from ${stem.length + 1})::int) AS n FROM ${table} WHERE ${ident(columnOf(field))} LIKE $1 AND ${ident(columnOf(field))} ~ $2`,
    [`${stem}%`, `^${stem}\\d+$`],
  );
  return `${stem}${String((row?.n ?? 0) + 1).padStart(3, '0')}`;
}

/**
 * Creates (no id) or updates (a draft) a header with its lines. Header problems first; then
 * every line is checked and all problems are answered, each with its line number.
 */
export async function saveDocument(sql: Sql, ctx: Ctx, payload: Obj): Promise<Obj> {
  const isNew = payload.id === undefined || payload.id === null || payload.id === '';
  const existing = isNew ? undefined : await getRow(sql, ctx, idOf(payload));
  if (!isNew && !existing) throw invalid(messages.notFound);
  if (existing) refuseLocked(ctx, existing);
  const { values, errors } = await prepare(sql, ctx, payload, existing);
  if (errors.length) throw invalid(errors[0]!.message, { errors });
  const list = rawLines(ctx, payload);

  const doc = ctx.resource.document;
  // A new document starts as a draft (the state field is the server's, readonly in forms).
  if (isNew && doc) values[doc.stateField] = doc.draft;
  if (isNew && doc?.number) values[doc.number.field] = await nextNumber(sql, ctx, doc, String(values[doc.dateField]));
  let id: number;
  if (existing) {
    id = existing.id as number;
    await writeValues(sql, ctx, [id], values);
  } else id = await insertRow(sql, ctx, values);
  await replaceLines(sql, ctx, id, { ...existing, ...values }, list);
  return { ...(await getRow(sql, ctx, id))!, lines: await documentLines(sql, ctx, id) };
}

/**
 * Replaces a record's lines with `payload.lines` (checked as the line resource's input; every
 * problem answered with its line number, nothing written) and writes the header's totals. Shared
 * by documents and by workflow records with lines (an evaluation's deductions).
 */
export async function saveLines(sql: Sql, ctx: Ctx, id: number, header: Obj, payload: Obj): Promise<void> {
  await replaceLines(sql, ctx, id, header, rawLines(ctx, payload));
}

async function replaceLines(sql: Sql, ctx: Ctx, id: number, header: Obj, list: Obj[]): Promise<void> {
  const spec = ctx.resource.lines!;
  const lines = lineCtx(ctx);
  await sql.query(`DELETE FROM ${ident(tableOf(lines.resource))} WHERE ${ident(columnOf(spec.parentField))} = $1`, [id]);
  const problems: (FieldError & { line: number; text: string })[] = [];
  const prepared: Record<string, Value>[] = [];
  for (const [i, raw] of list.entries()) {
    const line = i + 1;
    const { id: _ignored, ...rest } = raw;
    const { values: lv, errors: le } = await prepare(sql, lines, { ...rest, [spec.parentField]: id, [spec.orderField]: line });
    for (const e of le) problems.push({ ...e, line, text: say(text.lineError, { line, message: e.message }) });
    if (!le.length) prepared.push(await withBook(sql, ctx, header, lv));
  }
  if (problems.length) throw invalid(problems[0]!.text, { errors: problems.map((p) => ({ field: `lines.${p.line - 1}.${p.field}`, line: p.line, message: p.message, text: p.text })) });
  for (const lv of prepared) await insertRow(sql, lines, lv);
  await writeTotals(sql, ctx, id);
}

/** A stock check line: the book balance of its slot now, and counted − book. */
async function withBook(sql: Sql, ctx: Ctx, header: Obj, lv: Record<string, Value>): Promise<Record<string, Value>> {
  const stock = ctx.resource.document?.stock;
  if (stock?.direction !== 'adjust' || !stock.bookField) return lv;
  const book = await balanceOf(sql, keyOf(ctx, header, lv));
  const counted = Number(lv[stock.quantityField] ?? 0);
  return { ...lv, [stock.bookField]: book, ...(stock.differenceField ? { [stock.differenceField]: Math.round((counted - book) * 100) / 100 } : {}) };
}

async function writeTotals(sql: Sql, ctx: Ctx, id: number): Promise<void> {
  const spec = ctx.resource.lines!;
  if (!spec.totals?.length) return;
  const lines = ident(tableOf(lineCtx(ctx).resource));
  const sets = spec.totals.map((t) => `${ident(columnOf(t.into))} = (SELECT coalesce(round(sum(l.${ident(columnOf(t.field))})::numeric, 2), 0) FROM ${lines} l WHERE l.${ident(columnOf(spec.parentField))} = $1)`);
  await sql.query(`UPDATE ${ident(tableOf(ctx.resource))} SET ${sets.join(', ')} WHERE id = $1`, [id]);
}

function keyOf(ctx: Ctx, header: Obj, line: Obj) {
  const s = ctx.resource.document!.stock!;
  const location = s.locationField ? line[s.locationField] : null;
  return { book: s.book, storehouseId: Number(header[s.storehouseField]), locationId: location === null || location === undefined ? 0 : Number(location), itemId: Number(line[s.itemField]) };
}

function stateLabel(ctx: Ctx, doc: DocumentSpec, value: unknown): string {
  const f = fieldOf(ctx.resource, doc.stateField)!;
  return enumsOf(ctx.mod).find((e) => e.code === f.enum)?.options.find((o) => o.value === value)?.label ?? String(value);
}

function refuseState(ctx: Ctx, doc: DocumentSpec, row: Obj, from: readonly string[], action: string): void {
  if (from.includes(String(row[doc.stateField]))) return;
  const code = doc.number ? String(row[doc.number.field] ?? row.id) : String(row.id);
  throw invalid(say(text.wrongState, { name: ctx.resource.name, code, state: stateLabel(ctx, doc, row[doc.stateField]), action }));
}

const docResource = (ctx: Ctx) => `${ctx.resource.system}.${ctx.resource.key}`;

/** Submit: draft → submitted, posting every line to the ledger (or refusing a shortage). */
async function submit(sql: Sql, ctx: Ctx, id: number, label: string): Promise<Obj> {
  const doc = ctx.resource.document!;
  const row = await lockedRow(sql, ctx, id);
  refuseState(ctx, doc, row, [doc.draft], label);
  const stock = doc.stock;
  if (stock) {
    const lines = await documentLines(sql, ctx, id);
    await lockItems(sql, lines.map((l) => keyOf(ctx, row, l)));
    const entries: Entry[] = [];
    for (const line of lines) {
      const key = keyOf(ctx, row, line);
      let quantity = Number(line[stock.quantityField]);
      if (stock.direction === 'out') quantity = -quantity;
      if (stock.direction === 'adjust') {
        // The book may have moved since the check was saved: post what makes it equal the count.
        const book = await balanceOf(sql, key);
        quantity = Math.round((quantity - book) * 100) / 100;
        if (stock.bookField) await writeValues(sql, lineCtx(ctx), [line.id as number], { [stock.bookField]: book, ...(stock.differenceField ? { [stock.differenceField]: quantity } : {}) });
      }
      if (quantity !== 0) entries.push({ ...key, quantity, bizDate: String(row[doc.dateField]), kind: stock.direction, docResource: docResource(ctx), docId: id, lineId: line.id as number, docCode: docCode(doc, row) });
    }
    const short = await firstShortage(sql, entries);
    if (short) {
      const lineNo = lines.findIndex((l) => l.id === short.entry.lineId) + 1;
      throw invalid(say(text.shortage, {
        line: lineNo, item: await itemLabel(sql, ctx, short.entry.itemId), storehouse: await storehouseLabel(sql, ctx, row),
        balance: short.balance, quantity: short.needed,
      }));
    }
    await appendEntries(sql, entries);
    if (stock.direction === 'adjust') await writeTotals(sql, ctx, id);
  }
  await writeValues(sql, ctx, [id], { [doc.stateField]: doc.submitted });
  return (await getRow(sql, ctx, id))!;
}

/** Cancel: a draft is just marked; a submitted document's postings are reversed (new rows, nothing deleted). */
async function cancel(sql: Sql, ctx: Ctx, id: number, label: string): Promise<Obj> {
  const doc = ctx.resource.document!;
  const row = await lockedRow(sql, ctx, id);
  refuseState(ctx, doc, row, [doc.draft, doc.submitted], label);
  if (doc.stock && row[doc.stateField] === doc.submitted) {
    const posted = await entriesOf(sql, docResource(ctx), id);
    await lockItems(sql, posted);
    const reversal = posted.map((e): Entry => ({ ...e, quantity: -e.quantity, kind: 'reverse' }));
    const short = await firstShortage(sql, reversal);
    if (short) throw invalid(say(text.cancelShortage, { item: await itemLabel(sql, ctx, short.entry.itemId), storehouse: await storehouseLabel(sql, ctx, row), balance: short.balance }));
    await appendEntries(sql, reversal);
  }
  await writeValues(sql, ctx, [id], { [doc.stateField]: doc.cancelled });
  return (await getRow(sql, ctx, id))!;
}

const docCode = (doc: DocumentSpec, row: Obj) => (doc.number ? String(row[doc.number.field] ?? '') : String(row.id));

async function lockedRow(sql: Sql, ctx: Ctx, id: number): Promise<Obj> {
  const hit = await sql.query(`SELECT 1 FROM ${ident(tableOf(ctx.resource))} WHERE id = $1 FOR UPDATE`, [id]);
  if (!hit.length) throw notFound(messages.notFound);
  return (await getRow(sql, ctx, id))!;
}

async function itemLabel(sql: Sql, ctx: Ctx, itemId: number): Promise<string> {
  const lines = lineCtx(ctx);
  return lookupLabel(sql, lines, fieldOf(lines.resource, ctx.resource.document!.stock!.itemField)!, itemId);
}

async function storehouseLabel(sql: Sql, ctx: Ctx, row: Obj): Promise<string> {
  const f = fieldOf(ctx.resource, ctx.resource.document!.stock!.storehouseField)!;
  return String(row[`${f.key}Label`] ?? (await lookupLabel(sql, ctx, f, row[f.key])));
}

/** The document transition a state action stands for (submit or cancel), if any. */
export function documentTransition(ctx: Ctx, action: StateAction): ((sql: Sql, payload: Obj) => Promise<Obj>) | undefined {
  const doc = ctx.resource.document;
  if (!doc) return undefined;
  if (action.call === doc.submitCall) return (sql, payload) => submit(sql, ctx, idValue(payload.id), action.label);
  if (action.call === doc.cancelCall) return (sql, payload) => cancel(sql, ctx, idValue(payload.id), action.label);
  return undefined;
}
