import { describe, expect, it } from 'vitest';
import { field } from './fields';
import { coerce, checkRules } from './validate';
import { inRing, lineLengthKm, selfIntersects } from './geoKinds';

const point = field.point('center', '中心点', { rules: { required: true } });
const polygon = field.polygon('boundary', '边界');
const square = [[120.1, 30.2], [120.2, 30.2], [120.2, 30.3], [120.1, 30.3], [120.1, 30.2]];

describe('point fields', () => {
  it('store "lng,lat" rounded to 6 decimals, from text or a pair', () => {
    expect(coerce(point, ' 120.1535761, 30.2874594 ')).toEqual({ value: '120.153576,30.287459' });
    expect(coerce(point, [120.15, 30.28])).toEqual({ value: '120.15,30.28' });
    expect(coerce(point, '')).toEqual({ value: null });
    expect(checkRules(point, null)).toMatch(/中心点/);
  });

  it('refuse other text and places outside China with Chinese messages', () => {
    expect(coerce(point, '30.28')).toEqual({ error: expect.stringMatching(/中心点格式为“经度,纬度”/) });
    expect(coerce(point, '2.35,48.85')).toEqual({ error: expect.stringMatching(/不在中国境内/) });
    expect(coerce(point, '120.1,60')).toEqual({ error: expect.stringMatching(/不在中国境内/) });
  });
});

describe('polygon fields', () => {
  it('store a closed ring as JSON text, from an array or its text', () => {
    expect(coerce(polygon, square)).toEqual({ value: JSON.stringify(square) });
    expect(coerce(polygon, JSON.stringify(square))).toEqual({ value: JSON.stringify(square) });
  });

  it('refuse open rings, too few or too many vertices, crossing edges and outside points', () => {
    expect(coerce(polygon, square.slice(0, 4))).toEqual({ error: expect.stringMatching(/首尾顶点须相同/) });
    expect(coerce(polygon, [[120.1, 30.2], [120.2, 30.2], [120.1, 30.2]])).toEqual({ error: expect.stringMatching(/4–200 个顶点/) });
    const many = Array.from({ length: 201 }, (_, i) => [120 + Math.cos(i / 32) * 0.1, 30 + Math.sin(i / 32) * 0.1]);
    expect(coerce(polygon, [...many, many[0]])).toEqual({ error: expect.stringMatching(/4–200 个顶点/) });
    const bowtie = [[120.1, 30.2], [120.2, 30.3], [120.2, 30.2], [120.1, 30.3], [120.1, 30.2]];
    expect(coerce(polygon, bowtie)).toEqual({ error: expect.stringMatching(/边不能相交/) });
    expect(coerce(polygon, [[2.1, 48.2], [2.2, 48.2], [2.2, 48.3], [2.1, 48.2]])).toEqual({ error: expect.stringMatching(/不在中国境内/) });
    expect(coerce(polygon, 'POLYGON((1 2))')).toEqual({ error: expect.stringMatching(/顶点数组/) });
    expect(coerce(polygon, [[120.1, 'x']])).toEqual({ error: expect.stringMatching(/顶点数组/) });
  });

  it('finds crossings only between edges that are not neighbours', () => {
    expect(selfIntersects(square as [number, number][])).toBe(false);
    // A concave (arrow) shape does not cross itself.
    expect(selfIntersects([[0, 0], [4, 0], [2, 1], [4, 4], [0, 4], [0, 0]])).toBe(false);
    // An edge running back along another one touches it.
    expect(selfIntersects([[0, 0], [4, 0], [4, 4], [2, 0], [0, 4], [0, 0]])).toBe(true);
  });
});

describe('polyline fields', () => {
  const road = field.polyline('path', '道路走向');
  it('store an open line as JSON text and measure it', () => {
    expect(coerce(road, [[120.1, 30.2], [120.1, 30.21]])).toEqual({ value: '[[120.1,30.2],[120.1,30.21]]' });
    expect(lineLengthKm([[120.1, 30.2], [120.1, 30.21]])).toBeCloseTo(1.113, 2);
  });
  it('refuse one point, text and places outside China in Chinese', () => {
    expect(coerce(road, [[120.1, 30.2]])).toEqual({ error: '道路走向须有 2–500 个点' });
    expect(coerce(road, 'abc')).toEqual({ error: expect.stringMatching(/道路走向须为折线点数组/) });
    expect(coerce(road, [[2.35, 48.85], [2.36, 48.85]])).toEqual({ error: expect.stringMatching(/不在中国境内/) });
  });
});

describe('inRing', () => {
  const box: [number, number][] = [[120, 30], [120.1, 30], [120.1, 30.1], [120, 30.1], [120, 30]];
  it('tells points inside a ring from those outside it', () => {
    expect(inRing([120.05, 30.05], box)).toBe(true);
    expect(inRing([120.15, 30.05], box)).toBe(false);
    expect(inRing([120.05, 29.99], box)).toBe(false);
    const notch: [number, number][] = [[0, 0], [4, 0], [4, 4], [2, 2], [0, 4], [0, 0]];
    expect(inRing([2, 3], notch)).toBe(false);
    expect(inRing([1, 1], notch)).toBe(true);
  });
});
