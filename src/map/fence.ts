/**
 * Fences: closed rings a tracked subject is meant to stay inside (a worker's job area). Pure
 * geometry shared by the simulator, the server's on-post computation and the map pages.
 */
import type { LonLat } from './roads';

/** Ray casting: whether a point lies inside a closed ring (a point on an edge may go either way). */
export function insideRing([x, y]: LonLat, ring: readonly LonLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

export function ringBox(ring: readonly LonLat[]): Box {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return { west: Math.min(...xs), south: Math.min(...ys), east: Math.max(...xs), north: Math.max(...ys) };
}

/** The ring's vertex average: inside for the convex areas a city is usually cut into. */
export function ringCentre(ring: readonly LonLat[]): LonLat {
  const open = ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1] ? ring.slice(0, -1) : ring;
  return [open.reduce((s, p) => s + p[0], 0) / open.length, open.reduce((s, p) => s + p[1], 0) / open.length];
}

/** A line (a road's centre line) from its stored JSON text `[[lon,lat],…]`, or null when it is not one. */
export function parseLine(text: unknown, minPoints = 2): LonLat[] | null {
  if (typeof text !== 'string') return null;
  try {
    const line = JSON.parse(text) as unknown;
    if (!Array.isArray(line) || line.length < minPoints) return null;
    return line.every((p) => Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v))) ? (line as LonLat[]) : null;
  } catch {
    return null;
  }
}

/** A fence's closed ring from its stored JSON text (a triangle at least), or null. */
export const parseRing = (text: unknown): LonLat[] | null => parseLine(text, 4);
