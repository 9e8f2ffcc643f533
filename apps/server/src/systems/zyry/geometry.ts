/**
 * Job areas on the simulator's street grid (src/map/roads.ts): the city cut into cells whose
 * edges run half-way between streets, so every street of a cell lies inside it and a worker
 * walking the streets of their area never grazes its boundary; the streets inside any drawn area;
 * the base (tool room) at the street corner nearest its middle.
 */
import { insideRing, ringBox, ringCentre } from '../../../../../src/map/fence';
import { ROAD_STEP, type LonLat } from '../../../../../src/map/roads';

const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
/** Streets end this far inside their area (about 30 m). */
const INSET = 0.0003;

export interface Cell {
  ring: LonLat[];
  west: number;
  south: number;
  east: number;
  north: number;
}

/** cols × rows cells of `steps` streets each way, centred on a point, edges half-way between streets. */
export function gridCells(centre: LonLat, cols: number, rows: number, steps: number): Cell[] {
  const size = steps * ROAD_STEP;
  const x0 = (Math.round(centre[0] / ROAD_STEP - (cols * steps) / 2) + 0.5) * ROAD_STEP;
  const y0 = (Math.round(centre[1] / ROAD_STEP - (rows * steps) / 2) + 0.5) * ROAD_STEP;
  const cells: Cell[] = [];
  for (let r = rows - 1; r >= 0; r--) {
    for (let c = 0; c < cols; c++) {
      const west = r6(x0 + c * size);
      const east = r6(west + size);
      const south = r6(y0 + r * size);
      const north = r6(south + size);
      cells.push({ west, south, east, north, ring: [[west, south], [east, south], [east, north], [west, north], [west, south]] });
    }
  }
  return cells;
}

/** The grid streets crossing an area, as the runs inside it (north–south first, then east–west). */
export function streetsInside(ring: readonly LonLat[]): LonLat[][] {
  const box = ringBox(ring);
  const out: LonLat[][] = [];
  const runs = (fixed: number, from: number, to: number, vertical: boolean) => {
    const step = 0.0002;
    let start: number | null = null;
    for (let v = from; v <= to + step / 2; v += step) {
      const p: LonLat = vertical ? [fixed, v] : [v, fixed];
      const inside = v <= to && insideRing(p, ring);
      if (inside && start === null) start = v;
      if (!inside && start !== null) {
        const [a, b] = [start + INSET, v - step - INSET];
        if (b - a > 0.001) out.push(vertical ? [[r6(fixed), r6(a)], [r6(fixed), r6(b)]] : [[r6(a), r6(fixed)], [r6(b), r6(fixed)]]);
        start = null;
      }
    }
  };
  for (let k = Math.ceil(box.west / ROAD_STEP); k * ROAD_STEP < box.east; k++) runs(r6(k * ROAD_STEP), box.south, box.north, true);
  for (let k = Math.ceil(box.south / ROAD_STEP); k * ROAD_STEP < box.north; k++) runs(r6(k * ROAD_STEP), box.west, box.east, false);
  return out;
}

/** The street corner nearest the area's middle (its middle when that corner is outside). */
export function baseOf(ring: readonly LonLat[]): LonLat {
  const c = ringCentre(ring);
  const corner: LonLat = [r6(Math.round(c[0] / ROAD_STEP) * ROAD_STEP), r6(Math.round(c[1] / ROAD_STEP) * ROAD_STEP)];
  return insideRing(corner, ring) ? corner : [r6(c[0]), r6(c[1])];
}

export const parsePoint = (text: unknown): LonLat | null => {
  if (typeof text !== 'string') return null;
  const [lon, lat] = text.split(',').map(Number);
  return Number.isFinite(lon) && Number.isFinite(lat) ? [lon!, lat!] : null;
};
