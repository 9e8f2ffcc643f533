/**
 * What makes an exported sheet readable (issue 15): typed cells (real dates and numbers with
 * number formats, never text), column widths that fit the content (a CJK character counts two),
 * and the title rows above the header (name, period, filters, time of export).
 */
import type { FieldDefinition } from '../../../catalogue/src';

export type CellType = 'text' | 'number' | 'integer' | 'date' | 'datetime';

export interface TypedColumn {
  type?: CellType;
  /** Decimal places of numbers (their number format). */
  precision?: number;
}

export const MIN_WIDTH = 8;
export const MAX_WIDTH = 60;

/** The cell type of a catalogue field in a sheet (lookups and enums are their labels: text). */
export function cellTypeOf(f: FieldDefinition): TypedColumn {
  if (f.type === 'date' || f.type === 'datetime') return { type: f.type };
  if (f.type === 'integer') return { type: 'integer' };
  if (f.type === 'number') return { type: 'number', precision: f.rules?.precision };
  return { type: 'text' };
}

/** Excel number format of a column, or undefined for text and General. */
export function numFmtOf(column: TypedColumn): string | undefined {
  switch (column.type) {
    case 'date':
      return 'yyyy-mm-dd';
    case 'datetime':
      return 'yyyy-mm-dd hh:mm:ss';
    case 'integer':
      return '0';
    case 'number':
      return column.precision === undefined ? undefined : column.precision === 0 ? '0' : `0.${'0'.repeat(column.precision)}`;
    default:
      return undefined;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The value as the spreadsheet should hold it: dates as Date (written as serial numbers, read
 * back as the same wall-clock time: exceljs treats them as UTC), numbers as numbers.
 */
export function typedValue(value: unknown, column: TypedColumn): unknown {
  if (value === null || value === undefined || value === '') return value ?? null;
  if ((column.type === 'date' || column.type === 'datetime') && typeof value === 'string') {
    const m = DATE.exec(value);
    if (!m) return value;
    return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)));
  }
  if ((column.type === 'number' || column.type === 'integer') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/** Display width of a text in spreadsheet character units: CJK and full-width characters count two. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(ch) ? 2 : 1;
  return width;
}

/** How a value reads in the sheet (for widths): dates as their format shows them. */
function shownText(value: unknown, column: TypedColumn): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'date') return '0000-00-00';
  if (column.type === 'datetime') return '0000-00-00 00:00:00';
  return String(value);
}

/** A width that fits the header and the sampled values, within MIN_WIDTH‥MAX_WIDTH. */
export function fitWidth(header: string, values: readonly unknown[], column: TypedColumn): number {
  let widest = textWidth(header);
  for (const v of values) widest = Math.max(widest, textWidth(shownText(v, column)));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
}
