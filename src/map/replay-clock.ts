/**
 * The replay clock: track time advances by real elapsed time × speed (1×–64×), so playback
 * looks the same on a slow or a fast machine; several vehicles read the same clock and stay
 * in step. `now` is injectable (tests use a fake clock).
 */
export const REPLAY_SPEEDS = [1, 2, 4, 8, 16, 32, 64] as const;

export class ReplayClock {
  t: number;
  speed = 1;
  playing = false;
  private last: number | null = null;

  constructor(public start: number, public end: number, private readonly now: () => number = () => performance.now()) {
    this.t = start;
  }

  play(): void {
    if (this.t >= this.end) this.t = this.start;
    this.playing = true;
    this.last = this.now();
  }

  pause(): void {
    this.advance();
    this.playing = false;
    this.last = null;
  }

  seek(t: number): void {
    this.t = Math.min(this.end, Math.max(this.start, t));
    this.last = this.playing ? this.now() : null;
  }

  setSpeed(speed: number): void {
    this.advance();
    this.speed = speed;
  }

  /** Moves the clock to now; returns the track time. Stops at the end. */
  advance(): number {
    if (this.playing && this.last !== null) {
      const now = this.now();
      this.t = Math.min(this.end, this.t + (now - this.last) * this.speed);
      this.last = now;
      if (this.t >= this.end) this.playing = false;
    }
    return this.t;
  }
}

/** Position of a track at time t: linear between the reports around it (binary search). */
export function positionAt<P extends { t: number; lon: number; lat: number; speed: number }>(points: readonly P[], t: number): { lon: number; lat: number; speed: number; index: number } | null {
  if (!points.length || t < points[0]!.t) return null;
  let lo = 0;
  let hi = points.length - 1;
  if (t >= points[hi]!.t) return { ...pick(points[hi]!), index: hi };
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.t <= t) lo = mid;
    else hi = mid;
  }
  const a = points[lo]!;
  const b = points[hi]!;
  const f = b.t === a.t ? 0 : (t - a.t) / (b.t - a.t);
  return { lon: a.lon + (b.lon - a.lon) * f, lat: a.lat + (b.lat - a.lat) * f, speed: b.speed, index: lo };
}

const pick = (p: { lon: number; lat: number; speed: number }) => ({ lon: p.lon, lat: p.lat, speed: p.speed });
