import { describe, expect, it } from 'vitest';
import { CHART_FONT_SAMPLE } from './constants';
import { chartFontsOf } from './fonts';

const glyphsOf = (option: unknown) => chartFontsOf(option).text;

describe('chartFontsOf glyphs', () => {
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

describe('chartFontsOf', () => {
  it('asks for the regular weight only unless the option draws bold text', () => {
    expect(chartFontsOf({ series: [{ type: 'line', data: [1, 2] }], textStyle: { fontWeight: 'normal' } }).weights).toEqual([400]);
    expect(chartFontsOf({ series: [{ type: 'line', label: { fontWeight: 600 } }] }).weights).toEqual([400, 600]);
    expect(chartFontsOf({ legend: { textStyle: { fontWeight: 'bold' } } }).weights).toEqual([400, 'bold']);
  });

  it('adds bold for ECharts defaults that draw bold text (gauge detail, time axis)', () => {
    expect(chartFontsOf({ series: [{ type: 'gauge' }] }).weights).toContain('bold');
    expect(chartFontsOf({ xAxis: { type: 'time' } }).weights).toContain('bold');
  });

  it('keys the cache by glyphs and weights', () => {
    expect(chartFontsOf({ name: '收运' }).key).not.toBe(chartFontsOf({ name: '收运', label: { fontWeight: 600 } }).key);
  });
});
