import { describe, expect, it } from 'vitest';
import { formatNumber, normalize, parseNumber, roundTo, stepValue } from './numberValue';

describe('NumberInput rules', () => {
  it('rounds at the precision without float surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.345, 2)).toBe(-2.35);
    expect(roundTo(3.14159)).toBe(3.14159);
  });

  it('clamps to min and max after rounding', () => {
    expect(normalize(120, { min: 0, max: 100 })).toBe(100);
    expect(normalize(-3, { min: 0, max: 100 })).toBe(0);
    expect(normalize(12.345, { max: 12.34, precision: 2 })).toBe(12.34);
  });

  it('parses typed text, empty as null, junk as undefined', () => {
    expect(parseNumber(' 1,234.5 ')).toBe(1234.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12吨')).toBeUndefined();
    expect(parseNumber('-.5')).toBe(-0.5);
  });

  it('steps without drift and within the bounds', () => {
    expect(stepValue(0.1, 1, 0.2, {})).toBe(0.3);
    expect(stepValue(9.5, 1, 1, { max: 10 })).toBe(10);
    expect(stepValue(null, 1, 1, { min: 5 })).toBe(5);
    expect(stepValue(1, -1, 0.5, { min: 0 })).toBe(0.5);
  });

  it('formats with the precision', () => {
    expect(formatNumber(2, 2)).toBe('2.00');
    expect(formatNumber(null)).toBe('');
  });
});
