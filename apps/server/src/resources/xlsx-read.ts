/**
 * Reads the first sheet of an uploaded .xlsx as plain cell values, within limits that hold
 * while reading: the zip's entries may expand to at most `maxExpandedBytes` in all (counted as
 * they inflate, whatever sizes the zip declares), and reading stops at the first data row past
 * `maxRows`. Runs in a worker thread (xlsx-worker.ts), never on the request loop.
 */
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { Open } from 'unzipper';

export interface ReadLimits {
  maxRows: number;
  maxExpandedBytes: number;
}

export type Cell = string | number | boolean | null;

export type ReadResult =
  | { ok: true; header: Cell[]; rows: { row: number; cells: Cell[] }[] }
  | { ok: false; error: 'badFile' | 'tooLarge' | 'tooMany' | 'empty' };

class TooLarge extends Error {}

/** Inflates every entry once, counting bytes; stops as soon as the total passes the limit. */
async function checkExpandedSize(file: Buffer, limit: number): Promise<void> {
  const zip = await Open.buffer(file);
  if (zip.files.reduce((sum, f) => sum + f.uncompressedSize, 0) > limit) throw new TooLarge();
  let total = 0;
  for (const entry of zip.files) {
    if (entry.type !== 'File') continue;
    const stream = entry.stream();
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) {
        stream.destroy();
        throw new TooLarge();
      }
    }
  }
}

/** A cell as the import validates it: text, number, boolean or null (dates as local text). */
export function cellValue(value: ExcelJS.CellValue): Cell {
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  if (value && typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
  }
  return value === undefined ? null : (value as Cell);
}

const blank = (v: Cell) => v === null || v === '';

export async function readRows(file: Buffer, limits: ReadLimits): Promise<ReadResult> {
  try {
    await checkExpandedSize(file, limits.maxExpandedBytes);
  } catch (error) {
    return { ok: false, error: error instanceof TooLarge ? 'tooLarge' : 'badFile' };
  }
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
      sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore',
    });
    let header: Cell[] | undefined;
    const rows: { row: number; cells: Cell[] }[] = [];
    // An exported file starts with a title and a notes row (one cell each, xlsx-stream.ts):
    // the header is the first row with two or more cells; a one-column sheet keeps its first row.
    const leading: { row: number; cells: Cell[] }[] = [];
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellValue);
        if (!header) {
          if (cells.filter((c) => !blank(c)).length >= 2) header = cells;
          else if (leading.length < 2) leading.push({ row: row.number, cells });
          else {
            header = leading.shift()!.cells;
            rows.push(...leading.splice(0), { row: row.number, cells });
          }
          continue;
        }
        if (cells.every(blank)) continue;
        if (rows.length >= limits.maxRows) return { ok: false, error: 'tooMany' };
        rows.push({ row: row.number, cells });
      }
      break; // the first sheet only
    }
    if (!header && leading.length) {
      header = leading.shift()!.cells;
      rows.push(...leading.filter((r) => !r.cells.every(blank)));
    }
    if (!header || !rows.length) return { ok: false, error: 'empty' };
    return { ok: true, header, rows };
  } catch {
    return { ok: false, error: 'badFile' };
  }
}
