/**
 * The case clock: deadlines in working time. A working day is Monday–Friday unless the tenant's
 * calendar makes it a 休息日 (rest), or any day it makes a 调休上班日 (work). Working hours are
 * 09:00–12:00 and 13:00–18:00 (8 a day). Times are the database's local timestamps
 * ("YYYY-MM-DD HH:mm:ss"), computed as naive UTC so no time zone moves them.
 * docs/decisions/0108-workflow-clock-and-files.md
 */
import type { StateDeadline } from '../../../../catalogue/src';

export interface Calendar {
  /** YYYY-MM-DD → rest | work */
  days: ReadonlyMap<string, 'rest' | 'work'>;
}

/** The working periods of a working day, in minutes after midnight. */
export const WORK_PERIODS: readonly (readonly [number, number])[] = [
  [9 * 60, 12 * 60],
  [13 * 60, 18 * 60],
];
const DAY_END = WORK_PERIODS[WORK_PERIODS.length - 1]![1];
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

export function parseLocal(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!m) throw new Error(`bad time ${text}`);
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
}

export function formatLocal(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isWorkingDay(cal: Calendar, day: string): boolean {
  const mark = cal.days.get(day);
  if (mark) return mark === 'work';
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** `hours` working hours after `start` (a case reported at night starts counting at 09:00 of the next working day). */
export function addWorkingHours(cal: Calendar, start: string, hours: number): string {
  let left = Math.round(hours * 60);
  let t = parseLocal(start);
  for (let guard = 0; guard < 3660; guard++) {
    const day = dayOf(t);
    const midnight = parseLocal(day);
    if (isWorkingDay(cal, day)) {
      for (const [from, to] of WORK_PERIODS) {
        const a = Math.max(t, midnight + from * MINUTE);
        const b = midnight + to * MINUTE;
        if (a >= b) continue;
        const room = (b - a) / MINUTE;
        if (left <= room) return formatLocal(a + left * MINUTE);
        left -= room;
        t = b;
      }
    }
    t = midnight + DAY_MS;
  }
  throw new Error('working-hours deadline beyond ten years');
}

/** The end of the working day `days` working days after the day of `start` (following days only). */
export function addWorkingDays(cal: Calendar, start: string, days: number): string {
  let day = parseLocal(start.slice(0, 10));
  let left = days;
  for (let guard = 0; guard < 3660 && left > 0; guard++) {
    day += DAY_MS;
    if (isWorkingDay(cal, dayOf(day))) left -= 1;
  }
  return formatLocal(day + DAY_END * MINUTE);
}

/** The end of the working day of a date (延期至 2026-05-08 → 2026-05-08 18:00:00). */
export function endOfDay(date: string): string {
  return formatLocal(parseLocal(date.slice(0, 10)) + DAY_END * MINUTE);
}

/** A state's deadline from `start`; null for states without a clock. `hoursOf` reads a record field. */
export function deadlineOf(cal: Calendar, rule: StateDeadline | undefined, start: string, hoursOf: (field: string) => unknown): string | null {
  if (!rule) return null;
  if ('workingDays' in rule) return addWorkingDays(cal, start, rule.workingDays);
  const hours = typeof rule.workingHours === 'number' ? rule.workingHours : Number(hoursOf(rule.workingHours));
  return addWorkingHours(cal, start, Number.isFinite(hours) && hours > 0 ? hours : 24);
}
