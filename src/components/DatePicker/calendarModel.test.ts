import { describe, expect, it } from 'vitest';
import { dayjs } from '../../i18n/dayjs';
import { monthGrid, moveByKey, parseDate, weekdayNames } from './calendarModel';

describe('calendar model (zh-cn)', () => {
  it('starts weeks on Monday with Chinese weekday names', () => {
    expect(weekdayNames().map((d) => d.short)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(weekdayNames()[6].long).toBe('星期日');
    const grid = monthGrid(dayjs('2026-11-20'));
    expect(grid).toHaveLength(6);
    expect(grid[0][0].format('YYYY-MM-DD')).toBe('2026-10-26');
    expect(grid[0][6].format('YYYY-MM-DD')).toBe('2026-11-01');
  });

  it('parses typed dates strictly', () => {
    expect(parseDate('2026/11/20')?.format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(parseDate('20261120')?.format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(parseDate('2026年11月2日')?.format('YYYY-MM-DD')).toBe('2026-11-02');
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('明天')).toBeNull();
  });

  it('moves the focused day by key', () => {
    const day = dayjs('2026-11-20');
    expect(moveByKey(day, 'ArrowDown', false)?.format('YYYY-MM-DD')).toBe('2026-11-27');
    expect(moveByKey(day, 'Home', false)?.format('YYYY-MM-DD')).toBe('2026-11-16');
    expect(moveByKey(day, 'End', false)?.format('YYYY-MM-DD')).toBe('2026-11-22');
    expect(moveByKey(day, 'PageUp', true)?.format('YYYY-MM-DD')).toBe('2025-11-20');
    expect(moveByKey(day, 'x', false)).toBeNull();
  });
});
