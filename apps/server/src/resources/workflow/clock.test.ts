import { describe, expect, it } from 'vitest';
import { addWorkingDays, addWorkingHours, endOfDay, isWorkingDay, type Calendar } from './clock';

const empty: Calendar = { days: new Map() };
// 2026: 劳动节 05-01…05-05 rest, 05-09 (Saturday) a 调休上班日.
const mayDay: Calendar = { days: new Map([['2026-05-01', 'rest'], ['2026-05-04', 'rest'], ['2026-05-05', 'rest'], ['2026-05-09', 'work']]) };

describe('working-time clock', () => {
  it('counts hours inside 09–12 and 13–18 of working days only', () => {
    expect(addWorkingHours(empty, '2026-11-16 10:00:00', 3)).toBe('2026-11-16 14:00:00');
    expect(addWorkingHours(empty, '2026-11-16 17:00:00', 2)).toBe('2026-11-17 10:00:00');
    expect(addWorkingHours(empty, '2026-11-16 20:30:00', 1)).toBe('2026-11-17 10:00:00');
    // Friday 17:00 + 2 h → Monday 10:00 (the weekend does not count).
    expect(addWorkingHours(empty, '2026-11-20 17:00:00', 2)).toBe('2026-11-23 10:00:00');
  });

  it('skips the tenant calendar’s rest days and counts its work days', () => {
    expect(isWorkingDay(mayDay, '2026-05-01')).toBe(false);
    expect(isWorkingDay(mayDay, '2026-05-09')).toBe(true);
    // Thursday 04-30 17:00 + 16 h: 1 h on 04-30, then 05-01…05-05 rest (05-02/03 weekend), 8 h on 05-06, 7 h on 05-07.
    expect(addWorkingHours(mayDay, '2026-04-30 17:00:00', 16)).toBe('2026-05-07 17:00:00');
    expect(addWorkingHours(empty, '2026-04-30 17:00:00', 16)).toBe('2026-05-04 17:00:00');
  });

  it('working days end at 18:00 of the n-th following working day', () => {
    expect(addWorkingDays(empty, '2026-11-20 09:30:00', 1)).toBe('2026-11-23 18:00:00');
    expect(addWorkingDays(mayDay, '2026-04-30 09:30:00', 1)).toBe('2026-05-06 18:00:00');
    expect(addWorkingDays(mayDay, '2026-05-08 09:30:00', 1)).toBe('2026-05-09 18:00:00');
    expect(endOfDay('2026-05-08')).toBe('2026-05-08 18:00:00');
  });
});
