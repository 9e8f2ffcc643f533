import { describe, expect, it } from 'vitest';
import { formatStatistic } from './formatStatistic';

const units = { wanUnit: '万', yiUnit: '亿' };

describe('formatStatistic', () => {
  it('applies precision and thousands separators', () => {
    expect(formatStatistic(1284.567, { precision: 2, ...units })).toEqual({ number: '1,284.57', unit: '' });
    expect(formatStatistic(-98765, { ...units })).toEqual({ number: '-98,765', unit: '' });
    expect(formatStatistic(42, { precision: 1, groupSeparator: false, ...units })).toEqual({ number: '42.0', unit: '' });
  });
  it('abbreviates to 万 and 亿 only from 10,000 on', () => {
    expect(formatStatistic(9999, { wan: true, ...units })).toEqual({ number: '9,999', unit: '' });
    expect(formatStatistic(128_460, { wan: true, ...units })).toEqual({ number: '12.85', unit: '万' });
    expect(formatStatistic(356_000_000, { wan: true, precision: 1, ...units })).toEqual({ number: '3.6', unit: '亿' });
  });
  it('shows a dash for values that are not numbers', () => {
    expect(formatStatistic(Number.NaN, units)).toEqual({ number: '-', unit: '' });
  });
});
