/**
 * The offline vector base of a seeded city: the tenant's districts (platform regions) laid out
 * as cells around the city centre, the street grid the simulated vehicles drive, and the
 * facilities. No tiles and no network: a fresh clone shows a useful map.
 */
import { roadGrid, type LonLat } from './roads';
import type { CityBase, MapMarker, MapPolygon } from './types';

const CELL = 0.05;

/** District cells in a near-square grid centred on the city, edges bent a little so they read as outlines. */
export function districtCells(centre: LonLat, names: readonly string[]): MapPolygon[] {
  const cols = Math.max(1, Math.ceil(Math.sqrt(names.length)));
  const rows = Math.max(1, Math.ceil(names.length / cols));
  const west = centre[0] - (cols * CELL) / 2;
  const north = centre[1] + (rows * CELL) / 2;
  const bend = (x: number, y: number): LonLat => [x + Math.sin(y * 400) * 0.004, y + Math.cos(x * 400) * 0.003];
  return names.map((name, i) => {
    const x = west + (i % cols) * CELL;
    const y = north - Math.floor(i / cols) * CELL;
    const ring: LonLat[] = [];
    const steps = 4;
    for (let s = 0; s < steps; s++) ring.push(bend(x + (CELL * s) / steps, y));
    for (let s = 0; s < steps; s++) ring.push(bend(x + CELL, y - (CELL * s) / steps));
    for (let s = 0; s < steps; s++) ring.push(bend(x + CELL - (CELL * s) / steps, y - CELL));
    for (let s = 0; s < steps; s++) ring.push(bend(x, y - CELL + (CELL * s) / steps));
    ring.push(ring[0]!);
    return { id: `district-${i}`, ring, label: name };
  });
}

export function cityBase(centre: LonLat, districts: readonly string[], facilities: readonly MapMarker[]): CityBase {
  const cells = districtCells(centre, districts.length ? districts : ['']);
  const xs = cells.flatMap((c) => c.ring.map((p) => p[0]));
  const ys = cells.flatMap((c) => c.ring.map((p) => p[1]));
  const roads = roadGrid(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
  return { centre, districts: cells, roads, facilities };
}
