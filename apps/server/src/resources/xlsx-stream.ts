/**
 * Streams an .xlsx answer: exceljs's WorkbookWriter writes rows to the response as batches
 * arrive from the database, so memory stays flat however many rows are exported. Above the
 * header: a title row (the name) and a row saying the period, filters and time of the export;
 * column widths fit the header and the first batch; dates and numbers are typed cells
 * (xlsx-cells.ts).
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { messages } from './messages';
import { fitWidth, numFmtOf, typedValue, type TypedColumn } from './xlsx-cells';

export interface XlsxColumn extends TypedColumn {
  header: string;
  key: string;
  width?: number;
}

/** The rows above the header: a title and one line of notes (period, filters, export time). */
export interface XlsxHeading {
  title: string;
  notes: readonly string[];
}

/** The header is the third row: title, notes, header (imports skip the first two, xlsx-read.ts). */
export const HEADER_ROW = 3;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 5987: an ASCII fallback plus the UTF-8 Chinese name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function stamp(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}${p(now.getHours())}${p(now.getMinutes())}`;
}

/**
 * Text that a spreadsheet would run as a formula (= + - @, or a tab / CR before one) gets an
 * apostrophe in front, so it shows as text (OWASP "CSV injection"). Numbers stay numbers.
 */
export function safeCell(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cellsOf(row: Record<string, unknown> | unknown[], columns: readonly XlsxColumn[]): unknown[] {
  return columns.map((c, i) => (Array.isArray(row) ? row[i] : row[c.key]));
}

/**
 * Sends the workbook; `nextBatch(offset)` returns the next rows (already display values, as
 * objects by column key or arrays in column order) or an empty array at the end. `total`
 * becomes the X-Total-Count header (progress bars).
 */
export function sendXlsx(
  reply: FastifyReply,
  fileName: string,
  columns: readonly XlsxColumn[],
  total: number,
  nextBatch: (offset: number) => Promise<Record<string, unknown>[] | unknown[][]>,
  totalsRow?: Record<string, unknown>,
  heading: XlsxHeading = { title: fileName, notes: [] },
): FastifyReply {
  const out = new PassThrough();
  // Styles carry the number formats of dates and numbers, and the title's font.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(messages.sheetName, { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  const formats = columns.map((c) => numFmtOf(c));
  const write = (row: Record<string, unknown> | unknown[]) => {
    const added = sheet.addRow(cellsOf(row, columns).map((v, i) => safeCell(typedValue(v, columns[i]!))));
    formats.forEach((numFmt, i) => {
      if (numFmt) added.getCell(i + 1).numFmt = numFmt;
    });
    added.commit();
  };
  void (async () => {
    let offset = 0;
    let rows = await nextBatch(offset);
    // Widths must be known before the first row is written: fit them to the first batch.
    sheet.columns = columns.map((c, i) => ({ key: c.key, width: c.width ?? fitWidth(c.header, rows.map((r) => cellsOf(r, columns)[i]), c) }));
    const last = Math.max(1, columns.length);
    const title = sheet.addRow([heading.title]);
    title.font = { bold: true, size: 14 };
    title.height = 24;
    sheet.mergeCells(1, 1, 1, last);
    title.commit();
    const notes = sheet.addRow([heading.notes.join('；')]);
    sheet.mergeCells(2, 1, 2, last);
    notes.commit();
    const header = sheet.addRow(columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    while (rows.length) {
      for (const row of rows) write(row);
      offset += rows.length;
      // Let the socket drain before the next batch: bounded memory under slow clients.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      rows = await nextBatch(offset);
    }
    if (totalsRow) write(totalsRow);
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(`${fileName}_${stamp()}.xlsx`))
    .header('x-total-count', String(total))
    .header('access-control-expose-headers', 'content-disposition, x-total-count')
    .send(out);
}
