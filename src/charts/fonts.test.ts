import { describe, expect, it } from 'vitest';
import { CHART_FONT_SAMPLE } from './constants';
import { glyphsOf } from './fonts';

describe('glyphsOf', () => {
  it('collects the characters of every string in the option, once, sorted, with the sample', () => {
    const shared = { name: '系列' };
    const glyphs = glyphsOf({
      legend: { data: ['收运量', shared] },
      series: [{ ...shared, data: [1200, 3400.5] }, shared],
      tooltip: { valueFormatter: () => '函数不算' },
    });
    for (const ch of '系列收运量') expect(glyphs).toContain(ch);
    for (const ch of CHART_FONT_SAMPLE) expect(glyphs).toContain(ch);
    expect(glyphs).not.toContain('函');
    expect([...glyphs]).toEqual([...new Set(glyphs)].sort());
  });

  it('gives the same text for options that draw the same glyphs (the font-load cache key)', () => {
    expect(glyphsOf({ a: ['收运', 1] })).toBe(glyphsOf({ b: '运收', c: [2, 3] }));
  });

  it('survives cyclic options', () => {
    const option: Record<string, unknown> = { name: '环' };
    option.self = option;
    expect(glyphsOf(option)).toContain('环');
  });
});
