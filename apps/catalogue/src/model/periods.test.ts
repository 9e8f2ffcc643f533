import { describe, expect, it } from 'vitest';
import { periodOf, periodRange } from './periods';

describe('report periods', () => {
  it('turns months and quarters into their first and last day', () => {
    expect(periodRange('month', '2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(periodRange('month', '2024-02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(periodRange('quarter', '2026-Q4')).toEqual({ startDate: '2026-10-01', endDate: '2026-12-31' });
    expect(periodRange('month', '2026-13')).toBeNull();
    expect(periodRange('quarter', '2026-Q0')).toBeNull();
  });
  it('finds the period of a day', () => {
    expect(periodOf('quarter', '2026-11-20')).toBe('2026-Q4');
    expect(periodOf('month', '2026-01-31')).toBe('2026-01');
  });
});
