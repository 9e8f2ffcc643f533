/**
 * Road coverage from GPS tracks (pure): a stretch of a road counts as swept where a vehicle drove
 * along it inside the road's buffer at working speed. A track is a vehicle's points in time
 * order; each pair of consecutive points (at most MAX_GAP_MS apart) is a sample. A sample sweeps
 * the part of the road between its two points' projections when both points lie within the
 * buffer and the speed the terminal reported at its end is inside the working band.
 */
export type LonLat = readonly [number, number];

export interface TrackPoint {
  /** Milliseconds (any epoch, only differences matter). */
  t: number;
  lon: number;
  lat: number;
  /** km/h as the terminal reported it. */
  speed: number;
}

export interface SpeedBand {
  min: number;
  max: number;
}

/** One continuous sweep of a vehicle along a road. */
export interface Pass {
  start: number;
  end: number;
  /** Metres along the road, from ≤ to. */
  from: number;
  to: number;
  avgSpeed: number;
}

export interface Coverage {
  lengthM: number;
  coveredM: number;
  /** 0–100, one decimal. */
  rate: number;
  passes: Pass[];
}

/** Samples further apart than this are a gap in the signal, not a drive. */
export const MAX_GAP_MS = 120_000;
const M_PER_DEG = 111_320;

/** A road in local metres around its first point (equirectangular: metres-exact for a street). */
function project(road: readonly LonLat[]) {
  const [lon0, lat0] = road[0]!;
  const k = Math.cos((lat0 * Math.PI) / 180);
  const xy = (lon: number, lat: number): [number, number] => [(lon - lon0) * M_PER_DEG * k, (lat - lat0) * M_PER_DEG];
  const pts = road.map(([lon, lat]) => xy(lon, lat));
  const cum = [0];
  for (let i = 1; i < pts.length; i++) cum.push(cum[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]));
  /** Distance of a point to the road and its position along it (metres). */
  const nearest = (lon: number, lat: number): { d: number; s: number } => {
    const [px, py] = xy(lon, lat);
    let best = { d: Infinity, s: 0 };
    for (let i = 1; i < pts.length; i++) {
      const [ax, ay] = pts[i - 1]!;
      const [bx, by] = pts[i]!;
      const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
      const f = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / len2));
      const d = Math.hypot(px - (ax + f * (bx - ax)), py - (ay + f * (by - ay)));
      if (d < best.d) best = { d, s: cum[i - 1]! + f * Math.sqrt(len2) };
    }
    return best;
  };
  return { length: cum[cum.length - 1]!, nearest };
}

/** Distance in metres of a point to a line. */
export function distanceToLine(road: readonly LonLat[], lon: number, lat: number): number {
  return road.length < 2 ? Infinity : project(road).nearest(lon, lat).d;
}

/** The total length of the union of intervals. */
export function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const [a, b] of sorted) {
    if (!cur || a > cur[1]) {
      if (cur) total += cur[1] - cur[0];
      cur = [a, b];
    } else cur[1] = Math.max(cur[1], b);
  }
  return cur ? total + cur[1] - cur[0] : total;
}

/** The passes of one vehicle's track along a road. */
export function passesOf(road: readonly LonLat[], track: readonly TrackPoint[], bufferM: number, band: SpeedBand): Pass[] {
  if (road.length < 2 || track.length < 2) return [];
  const { nearest } = project(road);
  const passes: Pass[] = [];
  let open: (Pass & { speeds: number[] }) | null = null;
  let prev = nearest(track[0]!.lon, track[0]!.lat);
  const close = () => {
    if (open && open.to > open.from) passes.push({ start: open.start, end: open.end, from: open.from, to: open.to, avgSpeed: Math.round((open.speeds.reduce((x, y) => x + y, 0) / open.speeds.length) * 10) / 10 });
    open = null;
  };
  for (let i = 1; i < track.length; i++) {
    const a = track[i - 1]!;
    const b = track[i]!;
    const here = nearest(b.lon, b.lat);
    const sweeps = b.t - a.t <= MAX_GAP_MS && prev.d <= bufferM && here.d <= bufferM && b.speed >= band.min && b.speed <= band.max && here.s !== prev.s;
    if (sweeps) {
      const [from, to] = prev.s < here.s ? [prev.s, here.s] : [here.s, prev.s];
      if (open) {
        open.end = b.t;
        open.from = Math.min(open.from, from);
        open.to = Math.max(open.to, to);
        open.speeds.push(b.speed);
      } else open = { start: a.t, end: b.t, from, to, avgSpeed: 0, speeds: [b.speed] };
    } else close();
    prev = here;
  }
  close();
  return passes;
}

/** How much of a road the tracks swept: union of every pass of every track. */
export function roadCoverage(road: readonly LonLat[], tracks: readonly (readonly TrackPoint[])[], bufferM: number, band: SpeedBand): Coverage {
  const lengthM = road.length < 2 ? 0 : project(road).length;
  const passes = tracks.flatMap((track) => passesOf(road, track, bufferM, band));
  // Every sample covers a stretch; passes merge consecutive samples, so their union is the swept length.
  const coveredM = Math.min(lengthM, unionLength(passes.map((p) => [p.from, p.to] as const)));
  return { lengthM, coveredM, rate: lengthM > 0 ? Math.round((coveredM / lengthM) * 1000) / 10 : 0, passes };
}
