/**
 * A worn positioning device's working day (定位胸牌, 智能手表; decision 0280): the wearer arrives
 * at the base of their fence (a job area's tool room) for each work period, works along the
 * fence's streets on foot — sweeping slowly, cleaning at spots, or patrolling —, pauses, leaves
 * the fence now and then for a while, lets the device fall silent on some days, presses SOS
 * rarely, runs the battery down, works over time on some evenings and switches the device off
 * where the day's work ends. Deterministic (a seeded PRNG per wearer and day) like the vehicles' simulator, and it
 * returns the spells it planned, so a test knows what the positions must show.
 */
import { insideRing, ringBox } from '../../../../src/map/fence';
import { roadPath, type LonLat } from './roads';
import { distanceKm, prng, type SimAlarm, type SimPoint } from './simulate';

export interface WalkPlan {
  /** Seeds the PRNG with `index`: the tenant. */
  key: string;
  index: number;
  /** The closed ring the wearer works inside. */
  fence: readonly LonLat[];
  /** Streets inside the fence the wearer works along (open lines). */
  paths: readonly (readonly LonLat[])[];
  /** Places served with long stays (a toilet cleaner's toilets). */
  spots: readonly LonLat[];
  /** Where each period starts and ends, and the break between periods is spent. */
  base: LonLat;
  /** Work periods, minutes after midnight, in order. */
  periods: readonly { start: number; end: number }[];
  pace: 'sweep' | 'clean' | 'patrol';
  /** Battery used per hour, percent. */
  drainPerHour: number;
  /** Below this battery level (percent) the device reports low battery once. */
  lowBattery: number;
}

export interface WalkSpell {
  t: number;
  end: number;
}

export interface WalkDay {
  points: SimPoint[];
  alarms: SimAlarm[];
  /** Times outside the fence: from the first report outside to the first one back inside. */
  absences: WalkSpell[];
  /** Silences of the device during work (no report at all). */
  silences: WalkSpell[];
  /** Minutes after the first period's start the wearer arrived (negative: early). */
  lateMinutes: number;
  /** Work past the last period's end, when the wearer stayed on. */
  overtime: WalkSpell | null;
  /** False on a day the device was not worn (no reports at all). */
  worn: boolean;
  distanceKm: number;
}

export const WEARABLE_STATUS = { on: 1, moving: 2, sos: 64, lowBattery: 128 } as const;
/** A walking wearer reports every 3 minutes, a standing one every 10 (a badge's power saving). */
export const WALK_SAMPLE_MS = 180_000;
export const STAND_SAMPLE_MS = 600_000;

/**
 * How long a report vouches for where the wearer is: its reporting interval and a half. Beyond
 * that, with no newer report, the device was silent (readers of wearable tracks use this).
 */
export function reportHoldsMs(status: number): number {
  return (status & WEARABLE_STATUS.moving ? WALK_SAMPLE_MS : STAND_SAMPLE_MS) * 1.5;
}

const dayNumber = (dayStart: number) => Math.floor(dayStart / 86_400_000);
const r6 = (v: number) => Math.round(v * 1e6) / 1e6;

function headingOf(a: LonLat, b: LonLat): number {
  const dx = (b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180);
  return Math.round(((Math.atan2(dx, b[1] - a[1]) * 180) / Math.PI + 360) % 360);
}

/** A point along a line at fraction f of its vertices' span (lines are short: by vertex count is enough). */
function along(line: readonly LonLat[], f: number): LonLat {
  if (line.length === 1) return line[0]!;
  const x = f * (line.length - 1);
  const i = Math.min(line.length - 2, Math.floor(x));
  const k = x - i;
  const [a, b] = [line[i]!, line[i + 1]!];
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k];
}

/** One wearer's day; `dayStart` is the wall-clock midnight. */
export function simulateWalkDay(plan: WalkPlan, dayStart: number): WalkDay {
  const rnd = prng(`${plan.key}:w${plan.index}:${dayNumber(dayStart)}`);
  const day: WalkDay = { points: [], alarms: [], absences: [], silences: [], lateMinutes: 0, overtime: null, worn: false, distanceKm: 0 };
  // Now and then the device stays at home (forgotten, not charged): the day has no reports.
  if (!plan.periods.length || rnd() < 0.03) return day;
  day.worn = true;
  const at = (minutes: number) => dayStart + Math.round(minutes * 60_000);
  const periods = plan.periods.map((p, i) => ({ start: at(p.start), end: at(p.end), i }));
  const last = periods.length - 1;
  // Drawn up front, so each choice is independent of how long the walks take.
  day.lateMinutes = rnd() < 0.08 ? Math.round(10 + rnd() * 15) : -Math.round(2 + rnd() * 8);
  const overtimeMinutes = rnd() < 0.18 ? Math.round(30 + rnd() * 60) : 0;
  const absences = periods.map((p) => (rnd() < 0.15 ? { at: p.start + (0.3 + rnd() * 0.45) * (p.end - p.start), minutes: 12 + rnd() * 38 } : null));
  const silencePeriod = rnd() < 0.08 ? Math.floor(rnd() * periods.length) : -1;
  const silenceAt = rnd();
  const silenceMinutes = 35 + rnd() * 20;
  const sosPeriod = rnd() < 0.015 ? Math.floor(rnd() * periods.length) : -1;
  const sosAt = rnd();
  const drain = plan.drainPerHour * (0.9 + rnd() * 0.2);
  const fullAt = 96 + rnd() * 4;
  // A silence never overlaps the period's absence: each spell stays what it is.
  let silence: WalkSpell | null = null;
  if (silencePeriod >= 0) {
    const p = periods[silencePeriod]!;
    const from = p.start + (0.15 + silenceAt * 0.6) * (p.end - p.start);
    const spell = { t: Math.round(from), end: Math.round(Math.min(p.end - 5 * 60_000, from + silenceMinutes * 60_000)) };
    const a = absences[silencePeriod];
    const clash = a && spell.t < a.at + (a.minutes + 30) * 60_000 && a.at - 30 * 60_000 < spell.end;
    if (!clash && spell.end - spell.t > 30 * 60_000) silence = spell;
  }
  if (silence) day.silences.push(silence);

  let t = periods[0]!.start + day.lateMinutes * 60_000;
  const switchedOn = t;
  let pos: LonLat = plan.base;
  let mileage = 0;
  // Changed inside the walking helpers below: one object, so the reads after them see the changes.
  const state: { lowRaised: boolean; outsideSince: number | null; silentFrom: LonLat | null } = { lowRaised: false, outsideSince: null, silentFrom: null };
  const battery = () => Math.max(1, fullAt - (drain * (t - switchedOn)) / 3_600_000);

  const emit = (speed: number, heading: number, extra = 0) => {
    const inside = insideRing(pos, plan.fence);
    if (!inside && state.outsideSince === null) state.outsideSince = t;
    if (inside && state.outsideSince !== null) {
      day.absences.push({ t: state.outsideSince, end: t });
      state.outsideSince = null;
    }
    if (silence && t >= silence.t && t < silence.end) {
      state.silentFrom ??= pos;
      return;
    }
    const level = battery();
    const low = level < plan.lowBattery;
    if (low && !state.lowRaised) {
      state.lowRaised = true;
      day.alarms.push({ kind: 'lowBattery', t, end: t, lon: r6(pos[0]), lat: r6(pos[1]), value: Math.round(level) });
    }
    day.points.push({
      t, lon: r6(pos[0]), lat: r6(pos[1]), speed: Math.round(speed * 10) / 10, heading, mileage: Math.round(mileage * 1000) / 1000,
      fuel: 0, water: 0, battery: Math.round(level), status: WEARABLE_STATUS.on | (speed > 0 ? WEARABLE_STATUS.moving : 0) | (low ? WEARABLE_STATUS.lowBattery : 0) | extra,
    });
  };

  /** Walks along the streets towards `to` until `until`; false when time ran out on the way. */
  const walkTo = (to: LonLat, kmh: number, until: number): boolean => {
    const path = roadPath(pos, to);
    for (let i = 1; i < path.length; i++) {
      const [a, b] = [path[i - 1]!, path[i]!];
      const len = distanceKm(a, b);
      const heading = headingOf(a, b);
      let done = 0;
      while (done < len - 1e-9) {
        if (t >= until) return false;
        const speed = Math.max(0.6, kmh + (rnd() - 0.5) * 0.6);
        const step = Math.min((speed * WALK_SAMPLE_MS) / 3_600_000, len - done);
        done += step;
        const f = done / len;
        pos = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
        t += Math.round((step / speed) * 3_600_000);
        mileage += step;
        day.distanceKm += step;
        emit(speed, heading);
      }
    }
    return true;
  };

  /** Stands still for `minutes` (reporting every STAND_SAMPLE_MS), at most until `until`. */
  const stand = (minutes: number, until: number, extra = 0) => {
    const end = Math.min(until, t + Math.round(minutes * 60_000));
    emit(0, 0, extra);
    while (t + STAND_SAMPLE_MS < end) {
      t += STAND_SAMPLE_MS;
      emit(0, 0);
    }
    if (end > t) {
      t = end;
      emit(0, 0);
    }
  };

  const somewhere = (): LonLat => {
    const line = plan.paths.length ? plan.paths[Math.floor(rnd() * plan.paths.length)]! : [plan.base];
    return along(line, 0.05 + rnd() * 0.9);
  };

  /** The nearest side of the fence's box, then 250–350 m beyond it. */
  const outsideOf = (p: LonLat): LonLat => {
    const box = ringBox(plan.fence);
    const beyond = 0.0025 + rnd() * 0.001;
    const gaps = [p[0] - box.west, box.east - p[0], p[1] - box.south, box.north - p[1]];
    const side = gaps.indexOf(Math.min(...gaps));
    return side === 0 ? [box.west - beyond, p[1]] : side === 1 ? [box.east + beyond, p[1]] : side === 2 ? [p[0], box.south - beyond] : [p[0], box.north + beyond];
  };

  const work = (until: number, absence: { at: number; minutes: number } | null, sosTime: number | null) => {
    let absent = absence;
    let sos = sosTime;
    while (t < until - 60_000) {
      if (absent && t >= absent.at) {
        // Out of the fence (an errand, a smoke, a longer break) and back to where they left.
        const back = pos;
        const minutes = Math.min(absent.minutes, (until - t) / 60_000 - 15);
        absent = null;
        if (minutes > 5 && walkTo(outsideOf(back), 4.2, until)) {
          stand(minutes, until - 10 * 60_000);
          walkTo(back, 4.2, until);
        }
        continue;
      }
      if (sos !== null && t >= sos) {
        sos = null;
        day.alarms.push({ kind: 'sos', t, end: t, lon: r6(pos[0]), lat: r6(pos[1]), value: 0 });
        stand(6, until, WEARABLE_STATUS.sos);
        continue;
      }
      if (plan.pace === 'clean' && plan.spots.length && rnd() < 0.7) {
        walkTo(plan.spots[Math.floor(rnd() * plan.spots.length)]!, 3.8 + rnd() * 0.8, until);
        stand(18 + rnd() * 22, until);
      } else if (plan.pace === 'patrol') {
        walkTo(somewhere(), 4 + rnd(), until);
        stand(4 + rnd() * 8, until);
      } else {
        walkTo(somewhere(), 1.2 + rnd() * 0.8, until);
        stand(2 + rnd() * 6, until);
      }
    }
  };

  for (const p of periods) {
    if (p.i > 0) {
      // The break at the base, reporting while standing; back to work at the period's start.
      walkTo(plan.base, 4, p.start);
      if (t < p.start) stand((p.start - t) / 60_000, p.start);
    } else {
      emit(0, 0);
    }
    const end = p.i === last && overtimeMinutes ? p.end + overtimeMinutes * 60_000 : p.end;
    const absence = absences[p.i] ?? null;
    work(end, absence, p.i === sosPeriod ? p.start + (0.2 + sosAt * 0.6) * (p.end - p.start) : null);
    if (end > p.end) day.overtime = { t: p.end, end: t };
  }
  // Work is over where the wearer stands: the device is switched off for the night.
  if (state.outsideSince !== null) day.absences.push({ t: state.outsideSince, end: t });
  t += 60_000;
  emit(0, 0);
  day.points[day.points.length - 1]!.status = 0;
  const where = state.silentFrom ?? plan.base;
  if (silence) day.alarms.push({ kind: 'offline', t: silence.t, end: silence.end, lon: r6(where[0]), lat: r6(where[1]), value: Math.round((silence.end - silence.t) / 60_000) });
  day.alarms.sort((a, b) => a.t - b.t);
  return day;
}
