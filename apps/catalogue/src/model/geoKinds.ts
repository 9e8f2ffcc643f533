/**
 * Point and polygon fields (docs/decisions/0118-point-and-polygon-fields.md), shared by the server
 * (authoritative) and the web forms. A point is stored as "lng,lat"; a polygon as the JSON text of
 * a closed ring [[lng,lat],…] (first = last); a polyline as the JSON text of an open line; WGS-84 decimal degrees, inside China's bounds.
 */
import { fill as say } from '../../../../src/i18n/fill';
import { map as messages } from '../../../../src/i18n/messages/map';
import type { FieldDefinition } from './fields';

export type LngLat = [number, number];

/** China's bounding box (the same as the coordinates field's). */
export const CHINA = { lngMin: 73, lngMax: 136, latMin: 3, latMax: 54 } as const;
/** Vertices of a polygon, the closing one included: a triangle is the least, 200 the most. */
export const POLYGON_VERTICES = { min: 4, max: 200 } as const;
/** Stored precision: 6 decimals is about 0.1 m. */
const DIGITS = 6;

const POINT = /^(-?\d{1,3}(?:\.\d+)?)\s*[,，]\s*(-?\d{1,2}(?:\.\d+)?)$/;

export function isGeo(type: FieldDefinition['type']): type is 'point' | 'polygon' | 'polyline' {
  return type === 'point' || type === 'polygon' || type === 'polyline';
}

/** Points of a polyline (a road's centre line): two at least, 500 at most. */
export const POLYLINE_VERTICES = { min: 2, max: 500 } as const;

/** Length of a line in kilometres (equirectangular: exact enough for city streets). */
export function lineLengthKm(line: readonly LngLat[]): number {
  let km = 0;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    const dx = (b[0] - a[0]) * 111.32 * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
    km += Math.hypot(dx, (b[1] - a[1]) * 111.32);
  }
  return km;
}

function inChina([lng, lat]: LngLat): boolean {
  return lng >= CHINA.lngMin && lng <= CHINA.lngMax && lat >= CHINA.latMin && lat <= CHINA.latMax;
}

const round = (n: number) => Math.round(n * 10 ** DIGITS) / 10 ** DIGITS;

/** "lng,lat" text or a [lng, lat] pair to a pair; null when it is neither. */
export function parsePoint(raw: unknown): LngLat | null {
  if (Array.isArray(raw) && raw.length === 2 && raw.every((n) => typeof n === 'number' && Number.isFinite(n))) return [raw[0], raw[1]];
  if (typeof raw !== 'string') return null;
  const m = POINT.exec(raw.trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** A ring from an array of pairs or its JSON text; null when it is neither. */
export function parsePolygon(raw: unknown): LngLat[] | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value)) return null;
  const ring = value.map(parsePoint);
  return ring.every((p): p is LngLat => p !== null) ? ring : null;
}

/** Orientation of c against the line a→b: >0 left, <0 right, 0 on it. */
function turn(a: LngLat, b: LngLat, c: LngLat): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

function onSegment(a: LngLat, b: LngLat, p: LngLat): boolean {
  return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}

function crosses(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const d1 = turn(c, d, a);
  const d2 = turn(c, d, b);
  const d3 = turn(a, b, c);
  const d4 = turn(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && onSegment(c, d, a)) || (d2 === 0 && onSegment(c, d, b)) || (d3 === 0 && onSegment(a, b, c)) || (d4 === 0 && onSegment(a, b, d));
}

/** Whether two edges of a closed ring cross or touch (neighbours share only their vertex): O(n²), n ≤ 200. */
export function selfIntersects(ring: readonly LngLat[]): boolean {
  const n = ring.length - 1;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (crosses(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  return false;
}

/** Whether a point lies inside a closed ring (ray casting; a point on an edge may fall either way). */
export function inRing(point: Readonly<LngLat>, ring: readonly Readonly<LngLat>[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A point or polygon field's stored text, or the Chinese reason it is refused. */
export function coerceGeo(f: FieldDefinition, raw: unknown): { value: string } | { error: string } {
  const label = f.label;
  if (f.type === 'point') {
    const p = parsePoint(raw);
    if (!p) return { error: say(messages.badPoint, { label }) };
    if (!inChina(p)) return { error: say(messages.pointOutside, { label }) };
    return { value: `${round(p[0])},${round(p[1])}` };
  }
  if (f.type === 'polyline') {
    const line = parsePolygon(raw);
    if (!line) return { error: say(messages.badPolyline, { label }) };
    if (line.length < POLYLINE_VERTICES.min || line.length > POLYLINE_VERTICES.max) return { error: say(messages.polylineVertices, { label, ...POLYLINE_VERTICES }) };
    if (!line.every(inChina)) return { error: say(messages.pointOutside, { label }) };
    return { value: JSON.stringify(line.map(([lng, lat]): LngLat => [round(lng), round(lat)])) };
  }
  const ring = parsePolygon(raw);
  if (!ring) return { error: say(messages.badPolygon, { label }) };
  if (ring.length < POLYGON_VERTICES.min || ring.length > POLYGON_VERTICES.max) return { error: say(messages.polygonVertices, { label, ...POLYGON_VERTICES }) };
  if (!ring.every(inChina)) return { error: say(messages.pointOutside, { label }) };
  const rounded = ring.map(([lng, lat]): LngLat => [round(lng), round(lat)]);
  const [first, last] = [rounded[0]!, rounded[rounded.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) return { error: say(messages.polygonNotClosed, { label }) };
  if (selfIntersects(rounded)) return { error: say(messages.polygonCrossing, { label }) };
  return { value: JSON.stringify(rounded) };
}
