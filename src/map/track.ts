/**
 * Track analysis shared by the server (reports, exports) and the replay page: detected stops
 * with durations and the trip summary. Pure functions over time-ordered points.
 */
export interface TrackPoint {
  /** Epoch milliseconds (wall clock). */
  t: number;
  lon: number;
  lat: number;
  speed: number;
  heading?: number;
  mileage: number;
  status?: number;
}

export interface TrackStop {
  start: number;
  end: number;
  lon: number;
  lat: number;
  minutes: number;
}

export interface TrackSummary {
  distanceKm: number;
  movingMs: number;
  stoppedMs: number;
  maxSpeed: number;
  avgSpeed: number;
  stops: number;
}

/** A stop is a run of standing reports (speed 0) lasting at least `minMs`. */
export function detectStops(points: readonly TrackPoint[], minMs = 120_000): TrackStop[] {
  const stops: TrackStop[] = [];
  let i = 0;
  while (i < points.length) {
    if (points[i]!.speed > 0) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < points.length && points[j + 1]!.speed === 0) j++;
    const a = points[i]!;
    const b = points[j]!;
    if (b.t - a.t >= minMs) stops.push({ start: a.t, end: b.t, lon: a.lon, lat: a.lat, minutes: Math.round((b.t - a.t) / 60_000) });
    i = j + 1;
  }
  return stops;
}

export function summarize(points: readonly TrackPoint[], stops = detectStops(points)): TrackSummary {
  if (points.length < 2) return { distanceKm: 0, movingMs: 0, stoppedMs: 0, maxSpeed: points[0]?.speed ?? 0, avgSpeed: 0, stops: stops.length };
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const stoppedMs = stops.reduce((s, x) => s + (x.end - x.start), 0);
  let movingMs = 0;
  let maxSpeed = 0;
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    maxSpeed = Math.max(maxSpeed, p.speed);
    if (p.speed > 0) movingMs += p.t - points[i - 1]!.t;
  }
  const distanceKm = Math.round((last.mileage - first.mileage) * 100) / 100;
  const avgSpeed = movingMs > 0 ? Math.round((distanceKm / (movingMs / 3_600_000)) * 10) / 10 : 0;
  return { distanceKm, movingMs, stoppedMs, maxSpeed, avgSpeed, stops: stops.length };
}
