import { describe, expect, it } from 'vitest';
import { columnValues, formatTime, parseTime } from './timeModel';

describe('time model', () => {
  it('parses typed times', () => {
    expect(parseTime('8:5')).toEqual([8, 5, 0]);
    expect(parseTime('083000')).toEqual([8, 30, 0]);
    expect(parseTime('0830')).toEqual([8, 30, 0]);
    expect(parseTime('23:59:59')).toEqual([23, 59, 59]);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('早上')).toBeNull();
  });

  it('formats and steps', () => {
    expect(formatTime([6, 30, 0], 'HH:mm')).toBe('06:30');
    expect(formatTime([6, 3, 9], 'HH:mm:ss')).toBe('06:03:09');
    expect(columnValues(1, 15)).toEqual([0, 15, 30, 45]);
    expect(columnValues(0)).toHaveLength(24);
  });
});
