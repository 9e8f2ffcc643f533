import { describe, expect, it } from 'vitest';
import { formatAxis, formatDate, formatKm, formatNumber, formatPercent, formatTon, formatValue, formatWan, periodDelta, valueGlyphs } from './format';

describe('zh-CN number formatting', () => {
  it('groups thousands and trims decimals', () => {
    expect(formatNumber(12345.678)).toBe('12,345.68');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
  it('uses 万 and 亿 for large numbers', () => {
    expect(formatWan(9999)).toBe('9,999');
    expect(formatWan(12345)).toBe('1.23万');
    expect(formatWan(450_000_000)).toBe('4.5亿');
    expect(formatWan(-20000)).toBe('-2万');
    expect(formatAxis(15000)).toBe('1.5万');
  });
  it('formats tonnage in 吨', () => {
    expect(formatTon(1234.56)).toBe('1,234.6吨');
    expect(formatTon(123456)).toBe('12.35万吨');
    expect(formatValue(3.5, '吨')).toBe('3.5吨');
  });
  it('formats distances in 公里 and 米', () => {
    expect(formatKm(12.34)).toBe('12.3公里');
    expect(formatKm(0.85)).toBe('850米');
    expect(formatKm(12000)).toBe('1.2万公里');
    expect(formatValue(5, '公里')).toBe('5公里');
  });
  it('formats percentages and plain units', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatValue(87.25, '%')).toBe('87.3%');
    expect(formatValue(412, '辆')).toBe('412辆');
  });
});

describe('formatNumber matches zh-CN Intl.NumberFormat', () => {
  const intl = (v: number, d: number) => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 0, maximumFractionDigits: d, useGrouping: true }).format(v);
  it('on ties, tiny, huge and negative values', () => {
    const values = [0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 2.675, 0.125, 999.995, 9999.5, 0.045, 1e-7, -1e-7, -0.001, 123456789.987, 1e15 + 0.5, 1e20, 1.5e21, 9.999999e22, 0.1 + 0.2, 1234.5, -98765.4321];
    for (const v of values) for (const d of [0, 1, 2, 3, 4]) expect(formatNumber(v, d), `${v} (${d})`).toBe(intl(v, d));
  });
  it('on random values of every magnitude', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 4000; i++) {
      const v = (rnd() - 0.3) * 10 ** Math.floor(rnd() * 16 - 4);
      const half = Math.round(v * 1000) / 1000 + 0.0005 * Math.sign(v);
      for (const x of [v, half]) {
        const d = i % 5;
        expect(formatNumber(x, d), `${x} (${d})`).toBe(intl(x, d));
      }
    }
  });
});

describe('valueGlyphs', () => {
  it('lists what formatValue appends for a unit (kilometres may become metres)', () => {
    expect(valueGlyphs()).toBe('');
    expect(valueGlyphs('辆')).toBe('辆');
    expect(valueGlyphs('吨')).toBe('吨');
    expect(valueGlyphs('公里')).toBe('公里米');
    for (const v of [0.5, 12, 123456]) for (const ch of formatValue(v, '公里').replace(/[\d.,万亿-]/g, '')) expect(valueGlyphs('公里')).toContain(ch);
  });
});

describe('zh-CN dates', () => {
  it('formats days, months and full dates with dayjs zh-cn', () => {
    expect(formatDate('2026-11-20')).toBe('11月20日');
    expect(formatDate('2026-11-20', 'month')).toBe('2026年11月');
    expect(formatDate('2026-11-20', 'monthShort')).toBe('11月');
    expect(formatDate('2026-11-20', 'full')).toBe('2026年11月20日');
    expect(formatDate('not a date')).toBe('-');
  });
});

describe('periodDelta', () => {
  it('computes the change against the previous period', () => {
    expect(periodDelta(110, 100)).toEqual({ ratio: 0.1, direction: 'up' });
    expect(periodDelta(90, 100).direction).toBe('down');
    expect(periodDelta(100, 100).direction).toBe('flat');
    expect(periodDelta(5, undefined)).toEqual({ ratio: null, direction: 'flat' });
    expect(periodDelta(5, 0)).toEqual({ ratio: null, direction: 'up' });
  });
});
