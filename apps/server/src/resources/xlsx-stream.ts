/**
 * Streams an .xlsx answer: exceljs's WorkbookWriter writes rows to the response as batches
 * arrive from the database, so memory stays flat however many rows are exported.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { messages } from './messages';

export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
}

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

function safeRow(row: Record<string, unknown> | unknown[]): Record<string, unknown> | unknown[] {
  return Array.isArray(row) ? row.map(safeCell) : Object.fromEntries(Object.entries(row).map(([k, v]) => [k, safeCell(v)]));
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
): FastifyReply {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(messages.sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? Math.max(10, c.header.length * 2 + 2) }));
  void (async () => {
    let offset = 0;
    for (;;) {
      const rows = await nextBatch(offset);
      if (!rows.length) break;
      for (const row of rows) sheet.addRow(safeRow(row)).commit();
      offset += rows.length;
      // Let the socket drain before the next batch: bounded memory under slow clients.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    if (totalsRow) sheet.addRow(safeRow(totalsRow)).commit();
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
