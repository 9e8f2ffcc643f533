import { dayjs } from '../../i18n/dayjs';
import type { Dayjs } from 'dayjs';

/** Values cross the API as 'YYYY-MM-DD' strings: serialisable, comparable, and what the server sends. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Six weeks of days starting on the locale's first weekday (Monday in zh-cn). */
export function monthGrid(month: Dayjs): Dayjs[][] {
  const first = month.startOf('month').startOf('week');
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => first.add(week * 7 + day, 'day')));
}

/** Chinese weekday headers in grid order: 一 二 三 四 五 六 日. */
export function weekdayNames(): { short: string; long: string }[] {
  const first = dayjs('2026-11-16').startOf('week');
  return Array.from({ length: 7 }, (_, i) => {
    const day = first.add(i, 'day');
    return { short: day.format('dd'), long: day.format('dddd') };
  });
}

/** Strict parse of typed text ('2026-11-20', '2026/11/20', '20261120'); null when invalid. */
export function parseDate(text: string): Dayjs | null {
  const cleaned = text.trim().replace(/[/.年月]/g, '-').replace(/日$/, '');
  const compact = /^\d{8}$/.test(cleaned) ? `${cleaned.slice(0, 4)}-${cleaned.slice(4, 6)}-${cleaned.slice(6)}` : cleaned;
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(compact);
  if (!match) return null;
  const date = dayjs(`${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`);
  return date.isValid() && date.date() === Number(match[3]) ? date : null;
}

/** Where a grid key moves the focused day. */
export function moveByKey(date: Dayjs, key: string, shift: boolean): Dayjs | null {
  switch (key) {
    case 'ArrowLeft': return date.subtract(1, 'day');
    case 'ArrowRight': return date.add(1, 'day');
    case 'ArrowUp': return date.subtract(1, 'week');
    case 'ArrowDown': return date.add(1, 'week');
    case 'Home': return date.startOf('week');
    case 'End': return date.endOf('week').startOf('day');
    case 'PageUp': return date.subtract(1, shift ? 'year' : 'month');
    case 'PageDown': return date.add(1, shift ? 'year' : 'month');
    default: return null;
  }
}

export function toValue(date: Dayjs | null): string | null {
  return date ? date.format(DATE_FORMAT) : null;
}

export function fromValue(value: string | null | undefined): Dayjs | null {
  if (!value) return null;
  const date = dayjs(value, DATE_FORMAT);
  return date.isValid() ? date : null;
}
