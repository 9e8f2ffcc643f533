/**
 * The reference server's vehicle simulator: one vehicle's working day on its real route, as a
 * terminal would report it. Deterministic (a seeded PRNG per vehicle and day), so tests know a
 * day's distance and stops, and the history and the live timer agree on where a vehicle is.
 * Times are China wall-clock milliseconds (Date.UTC fields = local fields), as the tables keep them.
 */
import { roadPath, type LonLat } from './roads';
import { prng as seededPrng } from '../seed/seed-util';

export interface SimPoint {
  t: number;
  lon: number;
  lat: number;
  speed: number;
  heading: number;
  mileage: number;
  fuel: number;
  water: number;
  status: number;
  /** Worn devices: battery level, percent (vehicle terminals have none). */
  battery?: number;
}

export interface SimAlarm {
  /** Vehicles: speeding, offline, fuel drop; worn devices (walk.ts): SOS, low battery, offline. */
  kind: 'speeding' | 'offline' | 'fuelDrop' | 'sos' | 'lowBattery';
  t: number;
  end: number;
  lon: number;
  lat: number;
  value: number;
}

export interface SimStop {
  kind: 'facility' | 'station' | 'refuel' | 'depot';
  t: number;
  end: number;
  lon: number;
  lat: number;
}

export interface SimDay {
  points: SimPoint[];
  alarms: SimAlarm[];
  stops: SimStop[];
  distanceKm: number;
}

export interface VehiclePlan {
  /** Seeds the PRNG: tenant, vehicle index. */
  key: string;
  index: number;
  /** The route's facilities in visiting order, the depot, the unloading station, the fuel station. */
  facilities: readonly LonLat[];
  depot: LonLat;
  station: LonLat;
  fuelStation: LonLat;
  /** Shift start, minutes after midnight. */
  startMinutes: number;
  trips: number;
  tankLitres: number;
  waterLitres: number;
}

export const STATUS = { ignition: 1, moving: 2, speeding: 4, refuel: 8, fuelDrop: 16, water: 32 } as const;
export const SPEED_LIMIT = 60;
const SAMPLE_S = 30;
const KM_PER_DEG_LAT = 111.32;

/** mulberry32 seeded by an FNV-1a hash of the device's name: each device drives the same way on every run. */
export function prng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return seededPrng(h);
}

export function distanceKm(a: LonLat, b: LonLat): number {
  const dx = (b[0] - a[0]) * KM_PER_DEG_LAT * Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  const dy = (b[1] - a[1]) * KM_PER_DEG_LAT;
  return Math.hypot(dx, dy);
}

function headingOf(a: LonLat, b: LonLat): number {
  const dx = (b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180);
  const dy = b[1] - a[1];
  return Math.round(((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360);
}

/** Day number since the epoch of a wall-clock day start (keeps odometers monotone across days). */
const dayNumber = (dayStart: number) => Math.floor(dayStart / 86_400_000);

/** Whether the vehicle rests that day (the same rule as 垃圾收运's work records: one day in 29). */
export function restDay(index: number, dayIndex: number): boolean {
  return (dayIndex * 7 + index * 3) % 29 === 0;
}

/** One working day of a vehicle; `dayStart` is the wall-clock midnight. */
export function simulateDay(plan: VehiclePlan, dayStart: number): SimDay {
  const rnd = prng(`${plan.key}:${plan.index}:${dayNumber(dayStart)}`);
  const points: SimPoint[] = [];
  const alarms: SimAlarm[] = [];
  const stops: SimStop[] = [];
  let t = dayStart + (plan.startMinutes + Math.floor(rnd() * 20)) * 60_000;
  let pos: LonLat = plan.depot;
  let mileage = 8_000 + plan.index * 1_711 + dayNumber(dayStart) % 10_000 * 160;
  let fuel = plan.tankLitres * (0.45 + rnd() * 0.5);
  let water = plan.waterLitres * (0.3 + rnd() * 0.6);
  let distance = 0;
  // An offline spell (terminal lost signal) on one trip in twelve: a drive reports nothing.
  const offlineTrip = rnd() < 0.25 ? Math.floor(rnd() * plan.trips) : -1;
  const fuelTheft = rnd() < 0.06;

  const emit = (speed: number, heading: number, status: number) => {
    points.push({ t, lon: round6(pos[0]), lat: round6(pos[1]), speed: Math.round(speed * 10) / 10, heading, mileage: Math.round(mileage * 1000) / 1000, fuel: Math.round(fuel * 10) / 10, water: Math.round(water * 10) / 10, status });
  };

  const drive = (to: LonLat, silent: boolean) => {
    const path = roadPath(pos, to);
    const cruise = 26 + rnd() * 14;
    // Now and then a driver speeds on a whole leg.
    const speeding = rnd() < 0.07;
    let legStart = -1;
    let legMax = 0;
    const offlineFrom = t;
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const b = path[i]!;
      const len = distanceKm(a, b);
      const heading = headingOf(a, b);
      let done = 0;
      while (done < len - 1e-9) {
        const speed = speeding ? 64 + rnd() * 14 : Math.max(8, cruise + (rnd() - 0.5) * 12);
        const step = Math.min((speed * SAMPLE_S) / 3600, len - done);
        done += step;
        const f = done / len;
        pos = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
        t += Math.round((step / speed) * 3_600_000);
        mileage += step;
        distance += step;
        fuel = Math.max(0, fuel - step * 0.38);
        const over = speed > SPEED_LIMIT;
        if (over) {
          if (legStart < 0) legStart = t;
          legMax = Math.max(legMax, speed);
        }
        if (!silent) emit(speed, heading, STATUS.ignition | STATUS.moving | (over ? STATUS.speeding : 0));
      }
    }
    if (legStart >= 0 && !silent) alarms.push({ kind: 'speeding', t: legStart, end: t, lon: round6(pos[0]), lat: round6(pos[1]), value: Math.round(legMax) });
    if (silent) alarms.push({ kind: 'offline', t: offlineFrom, end: t, lon: round6(pos[0]), lat: round6(pos[1]), value: Math.round((t - offlineFrom) / 60_000) });
  };

  const stay = (kind: SimStop['kind'], minutes: number, extra = 0) => {
    const begin = t;
    emit(0, 0, STATUS.ignition | extra);
    t += Math.round(minutes * 60_000);
    if (kind === 'refuel') fuel = plan.tankLitres;
    if (kind === 'station' && plan.waterLitres > 0) water = plan.waterLitres;
    emit(0, 0, STATUS.ignition | extra);
    stops.push({ kind, t: begin, end: t, lon: round6(pos[0]), lat: round6(pos[1]) });
  };

  emit(0, 0, STATUS.ignition);
  for (let trip = 0; trip < plan.trips; trip++) {
    for (const [k, facility] of plan.facilities.entries()) {
      drive(facility, trip === offlineTrip && k === 1);
      // Washing the bins uses water at each stop.
      water = Math.max(0, water - (plan.waterLitres > 0 ? 12 + rnd() * 10 : 0));
      stay('facility', 3 + rnd() * 9);
    }
    drive(plan.station, false);
    stay('station', 12 + rnd() * 10, plan.waterLitres > 0 ? STATUS.water : 0);
    if (fuel < plan.tankLitres * 0.4) {
      drive(plan.fuelStation, false);
      stay('refuel', 6 + rnd() * 4, STATUS.refuel);
    }
  }
  drive(plan.depot, false);
  if (fuelTheft) {
    // A sudden drop while parked: the fuel abnormality the oil pages report.
    const lost = 25 + Math.round(rnd() * 20);
    t += 20 * 60_000;
    emit(0, 0, STATUS.fuelDrop);
    fuel = Math.max(0, fuel - lost);
    t += 5 * 60_000;
    emit(0, 0, STATUS.fuelDrop);
    alarms.push({ kind: 'fuelDrop', t: t - 5 * 60_000, end: t, lon: round6(pos[0]), lat: round6(pos[1]), value: lost });
  }
  stops.push({ kind: 'depot', t, end: dayStart + 86_400_000, lon: round6(pos[0]), lat: round6(pos[1]) });
  emit(0, 0, 0);
  return { points, alarms, stops, distanceKm: distance };
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** Wall-clock text of the tables ('YYYY-MM-DD HH:MM:SS'). */
export function wallText(t: number): string {
  return new Date(t).toISOString().slice(0, 19).replace('T', ' ');
}

/** China wall-clock milliseconds now. */
export function wallNow(now = Date.now()): number {
  return now + 8 * 3_600_000;
}
