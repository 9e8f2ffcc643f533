/**
 * The generated road network of the offline base map: a grid of streets every ROAD_STEP
 * degrees around a city centre. The reference server's simulated vehicles drive along the same
 * grid, so their tracks follow the streets the vector base draws.
 */
export type LonLat = readonly [number, number];

export const ROAD_STEP = 0.006;

const snap = (v: number) => Math.round(v / ROAD_STEP) * ROAD_STEP;

/** From a to b along the grid: to the nearest street, north/south, east/west, then to b. */
export function roadPath(a: LonLat, b: LonLat): LonLat[] {
  const aStreet: LonLat = [snap(a[0]), a[1]];
  const corner: LonLat = [aStreet[0], snap(b[1])];
  const bStreet: LonLat = [b[0], snap(b[1])];
  const path: LonLat[] = [a, aStreet, corner, bStreet, b];
  return path.filter((p, i) => i === 0 || p[0] !== path[i - 1]![0] || p[1] !== path[i - 1]![1]);
}

/** The streets within a box: lines of constant longitude and latitude on the grid. */
export function roadGrid(west: number, south: number, east: number, north: number): LonLat[][] {
  const lines: LonLat[][] = [];
  for (let x = snap(west); x <= east; x += ROAD_STEP) lines.push([[x, south], [x, north]]);
  for (let y = snap(south); y <= north; y += ROAD_STEP) lines.push([[west, y], [east, y]]);
  return lines;
}
