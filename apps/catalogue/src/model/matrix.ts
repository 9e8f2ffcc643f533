/**
 * Month matrices: a report that pivots the days of a month (or the months of a year) into
 * columns, one row per value of a row field, with row and column totals. The page picks the
 * month (`month=YYYY-MM`) or year (`year=YYYY`); the .xlsx export keeps the layout with merged
 * headers (apps/server/src/resources/matrix-*.ts).
 */
import type { Measure } from './report-parts';

export interface MatrixSpec {
  /** The row field of the source (lookup, enum or text): one row per value. */
  row: string;
  rowLabel: string;
  /** The date or datetime field pivoted into columns. */
  column: string;
  /** month: a column per day of the chosen month; year: a column per month of the chosen year. */
  period: 'month' | 'year';
  measure: Measure;
  /** The source resource's system when it is another one's (垃圾收运's weighings for 督查). */
  system?: string;
  /**
   * A roster sheet: every row value is a row, with empty cells where the period has no records
   * (an enum row field: its options; another: every value the source holds under the report's
   * filters, in any period). On the 1st the month's attendance sheet still lists everyone.
   */
  everyRow?: boolean;
  /**
   * A sheet of marks instead of numbers (考勤月报): each cell shows the `short` mark of the enum
   * value its record holds, and the summary columns replace the row total.
   */
  codes?: MatrixCodes;
}

export interface MatrixCodes {
  /** The source's enum field; a cell with several records shows the value listed first in the enum. */
  field: string;
  summary: readonly MatrixSummary[];
}

/** A per-row column after the days: the days whose mark is one of `values`, or a measure of the row's records. */
export interface MatrixSummary {
  key: string;
  label: string;
  unit?: string;
  values?: readonly string[];
  measure?: Measure;
}

export interface MatrixColumn {
  key: string;
  /** 1–31 or 1–12. */
  index: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Days in a YYYY-MM month. */
export function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate();
}

/** The pivot columns of a period value (YYYY-MM or YYYY): d01…d31 or m01…m12. */
export function matrixColumns(spec: MatrixSpec, period: string): MatrixColumn[] {
  const n = spec.period === 'month' ? daysIn(period) : 12;
  const prefix = spec.period === 'month' ? 'd' : 'm';
  return Array.from({ length: n }, (_, i) => ({ key: `${prefix}${pad(i + 1)}`, index: i + 1 }));
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const YEAR = /^\d{4}$/;

/** The current period of a spec for a date (YYYY-MM or YYYY). */
export function currentPeriod(spec: MatrixSpec, now = new Date()): string {
  const y = now.getFullYear();
  return spec.period === 'month' ? `${y}-${pad(now.getMonth() + 1)}` : String(y);
}

/** The matrix answer's total column key. */
export const MATRIX_TOTAL = 'total';
