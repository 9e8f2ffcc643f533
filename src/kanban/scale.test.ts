import { describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS } from './constants';
import { computeScreenScale, debounce } from './scale';
import { lastDays, onlineRate, sumByMonth } from './transform';

describe('computeScreenScale', () => {
  it('is 1 at the 1920×1080 design size', () => {
    expect(computeScreenScale(1920, 1080)).toEqual({ mode: 'screen', scale: 1 });
  });
  it('scales uniformly by the smaller axis ratio', () => {
    expect(computeScreenScale(1366, 768).scale).toBeCloseTo(0.7111, 4);
    expect(computeScreenScale(3840, 2160).scale).toBe(2);
    // Wider than 16:9: height decides, the grid stretches to fill the width (no side bars).
    expect(computeScreenScale(2560, 1080).scale).toBe(1);
    expect(computeScreenScale(1280, 800).scale).toBeCloseTo(0.6667, 4);
  });
  it('switches to the 750-wide narrow design on small or portrait windows', () => {
    expect(computeScreenScale(750, 1334)).toEqual({ mode: 'narrow', scale: 1 });
    expect(computeScreenScale(375, 812)).toEqual({ mode: 'narrow', scale: 0.86 });
    expect(computeScreenScale(1000, 700).mode).toBe('narrow');
    expect(computeScreenScale(1200, 1600).mode).toBe('narrow');
  });
  it('falls back to 1 for unknown sizes', () => {
    expect(computeScreenScale(0, 0)).toEqual({ mode: 'screen', scale: 1 });
  });
});

describe('debounce', () => {
  it('runs once, 288 ms after the last call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const run = debounce(fn, RESIZE_DEBOUNCE_MS);
    run(1);
    vi.advanceTimersByTime(200);
    run(2);
    vi.advanceTimersByTime(287);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    vi.useRealTimers();
  });
});

describe('transforms', () => {
  it('takes the last days of aligned data', () => {
    const r = lastDays(['a', 'b', 'c'], [{ name: 's', data: [1, 2, 3] }], 2);
    expect(r).toEqual({ categories: ['b', 'c'], series: [{ name: 's', data: [2, 3] }] });
  });
  it('sums days into months', () => {
    expect(sumByMonth(['2026-10-31', '2026-11-01', '2026-11-02'], [1, 2, null])).toEqual({ months: ['2026-10-01', '2026-11-01'], totals: [1, 2] });
  });
  it('computes the online rate', () => {
    expect(onlineRate({ online: 3, offline: 1 })).toBe(0.75);
    expect(onlineRate({ online: 0, offline: 0 })).toBe(0);
  });
});
