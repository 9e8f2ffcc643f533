import { describe, expect, it } from 'vitest';
import { fitWidth, numFmtOf, textWidth, typedValue } from './xlsx-cells';

describe('export cells', () => {
  it('counts CJK and full-width characters as two', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('西湖区')).toBe(6);
    expect(textWidth('浙A·D1234')).toBe(9);
    expect(textWidth('（全角）')).toBe(8);
  });

  it('fits a width to header and values within the limits', () => {
    expect(fitWidth('车辆', ['浙A·D1234'], { type: 'text' })).toBe(11);
    expect(fitWidth('时间', ['2026-11-20 10:00:00'], { type: 'datetime' })).toBe(21);
    expect(fitWidth('备注', ['长'.repeat(100)], { type: 'text' })).toBe(60);
    expect(fitWidth('a', [], {})).toBe(8);
  });

  it('types dates and numbers, leaves text and odd values alone', () => {
    expect(typedValue('2026-11-20', { type: 'date' })).toEqual(new Date(Date.UTC(2026, 10, 20)));
    expect(typedValue('2026-11-20 08:05:09', { type: 'datetime' })).toEqual(new Date(Date.UTC(2026, 10, 20, 8, 5, 9)));
    expect(typedValue('12.50', { type: 'number' })).toBe(12.5);
    expect(typedValue('0012', { type: 'text' })).toBe('0012');
    expect(typedValue('soon', { type: 'date' })).toBe('soon');
    expect(typedValue(null, { type: 'number' })).toBeNull();
    expect(numFmtOf({ type: 'number', precision: 2 })).toBe('0.00');
    expect(numFmtOf({ type: 'number' })).toBeUndefined();
    expect(numFmtOf({ type: 'integer' })).toBe('0');
  });
});
