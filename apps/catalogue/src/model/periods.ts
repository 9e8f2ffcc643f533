/**
 * Whole calendar periods of reports (ReportDefinition.periods): a month `YYYY-MM` or a quarter
 * `YYYY-Qn`, turned into the first and last day so a report never shows part of a month as a
 * whole one. Shared by the server (validation, SQL range) and the pages (pickers, defaults).
 */
import type { ReportPeriod } from './reports';

export const MONTH_VALUE = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const QUARTER_VALUE = /^(\d{4})-Q([1-4])$/;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export interface PeriodRange {
  startDate: string;
  endDate: string;
}

/** First and last day of a month or quarter value, or null when malformed. */
export function periodRange(kind: ReportPeriod, value: string): PeriodRange | null {
  const match = (kind === 'month' ? MONTH_VALUE : QUARTER_VALUE).exec(value);
  if (!match) return null;
  const y = Number(match[1]);
  const first = kind === 'month' ? Number(match[2]) : (Number(match[2]) - 1) * 3 + 1;
  const last = kind === 'month' ? first : first + 2;
  return { startDate: `${y}-${pad(first)}-01`, endDate: `${y}-${pad(last)}-${pad(lastDay(y, last))}` };
}

/** The period holding a date (YYYY-MM-DD…): its month or quarter value. */
export function periodOf(kind: ReportPeriod, date: string): string {
  const y = date.slice(0, 4);
  const m = Number(date.slice(5, 7));
  return kind === 'month' ? `${y}-${pad(m)}` : `${y}-Q${Math.ceil(m / 3)}`;
}
