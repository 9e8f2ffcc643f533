/**
 * A worker's day on post, from the positions of the device they wear (decision 0281): each report
 * holds where the worker is — inside or outside their job area — until the next one, for at most
 * its reporting interval and a half (reportHoldsMs); beyond that the device was silent. Within
 * the area's work periods (up to `now` for a day in progress) that gives the minutes in the area,
 * out of it and silent; an outside spell of at least `leaveMinutes` is a 离岗 (and an alarm). The
 * day is 未上线 without a report in work time, 脱岗 when out or silent for `absentMinutes` in all,
 * 离岗 with a long outside spell, else 在岗. Staying in the area past the last period for at least
 * `overtimeMinutes` is overtime. Pure: the same points always give the same day.
 */
import { insideRing } from '../../../../../src/map/fence';
import type { LonLat } from '../../../../../src/map/roads';
import { reportHoldsMs } from '../../gps/walk';

export interface DayPoint {
  t: number;
  lon: number;
  lat: number;
  status: number;
  mileage: number;
}

export interface Thresholds {
  leaveMinutes: number;
  absentMinutes: number;
  overtimeMinutes: number;
}

export interface Span {
  start: number;
  end: number;
}

export type OnPostStatus = 'onPost' | 'left' | 'absent' | 'notOnline';

export interface DayOnPost {
  workMinutes: number;
  inMinutes: number;
  outMinutes: number;
  offlineMinutes: number;
  inRate: number;
  leaveTimes: number;
  longestOut: number;
  firstIn: number | null;
  lastIn: number | null;
  status: OnPostStatus;
  /** Outside spells of at least leaveMinutes within work time (clipped to it). */
  leaves: Span[];
  overtime: (Span & { minutes: number }) | null;
  distanceKm: number;
}

/** Overtime is looked for this long after the last period. */
const OVERTIME_WINDOW_MS = 4 * 3_600_000;
const MIN = 60_000;

const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** What the reports say, as spans inside and outside the area (silences are neither). */
export function presence(points: readonly DayPoint[], ring: readonly LonLat[]): { inside: Span[]; outside: Span[] } {
  const inside: Span[] = [];
  const outside: Span[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    // A device switched off says nothing about what follows.
    if (p.status === 0) continue;
    const next = points[i + 1];
    const end = Math.min(next ? next.t : Infinity, p.t + reportHoldsMs(p.status));
    if (end <= p.t) continue;
    const list = insideRing([p.lon, p.lat], ring) ? inside : outside;
    const last = list[list.length - 1];
    if (last && last.end === p.t) last.end = end;
    else list.push({ start: p.t, end });
  }
  return { inside, outside };
}

export function dayOnPost(points: readonly DayPoint[], ring: readonly LonLat[], periods: readonly Span[], now: number, t: Thresholds): DayOnPost {
  const work = periods.map((p) => ({ start: p.start, end: Math.min(p.end, now) })).filter((p) => p.end > p.start);
  const workMs = work.reduce((s, p) => s + p.end - p.start, 0);
  const { inside, outside } = presence(points, ring);
  const within = (spans: Span[]) => spans.reduce((s, x) => s + work.reduce((w, p) => w + overlap(x, p), 0), 0);
  const inMs = within(inside);
  const outMs = within(outside);
  // Outside spells clipped to each work period: a spell over the lunch break counts in each period it reaches.
  const clipped = outside.flatMap((x) => work.map((p) => ({ start: Math.max(x.start, p.start), end: Math.min(x.end, p.end) }))).filter((x) => x.end > x.start);
  const leaves = clipped.filter((x) => x.end - x.start >= t.leaveMinutes * MIN);
  const inWork = inside.flatMap((x) => work.map((p) => ({ start: Math.max(x.start, p.start), end: Math.min(x.end, p.end) }))).filter((x) => x.end > x.start);
  const workMinutes = Math.round(workMs / MIN);
  const inMinutes = Math.round(inMs / MIN);
  const outMinutes = Math.round(outMs / MIN);
  const offlineMinutes = Math.max(0, workMinutes - inMinutes - outMinutes);
  const status: OnPostStatus = inMs + outMs === 0 ? 'notOnline'
    : outMinutes + offlineMinutes >= t.absentMinutes ? 'absent'
      : leaves.length ? 'left' : 'onPost';
  // Overtime: in the area after the last period's end (a day over when `now` is past it).
  let overtime: DayOnPost['overtime'] = null;
  const lastEnd = periods.length ? periods[periods.length - 1]!.end : null;
  if (lastEnd !== null && now > lastEnd) {
    const window = { start: lastEnd, end: Math.min(now, lastEnd + OVERTIME_WINDOW_MS) };
    const spans = inside.filter((x) => overlap(x, window) > 0);
    const ms = spans.reduce((s, x) => s + overlap(x, window), 0);
    if (ms >= t.overtimeMinutes * MIN) overtime = { start: lastEnd, end: Math.min(window.end, spans[spans.length - 1]!.end), minutes: Math.round(ms / MIN) };
  }
  const miles = points.map((p) => p.mileage);
  return {
    workMinutes, inMinutes, outMinutes, offlineMinutes,
    inRate: workMs ? Math.round((inMs / workMs) * 1000) / 10 : 0,
    leaveTimes: leaves.length,
    longestOut: Math.round(Math.max(0, ...clipped.map((x) => x.end - x.start)) / MIN),
    firstIn: inWork.length ? inWork[0]!.start : null,
    lastIn: inWork.length ? inWork[inWork.length - 1]!.end : null,
    status, leaves, overtime,
    distanceKm: miles.length ? Math.round((Math.max(...miles) - Math.min(...miles)) * 100) / 100 : 0,
  };
}
