/**
 * One day of road cleaning, computed from the positions store: every enabled road with the
 * vehicles scheduled on its line that weekday, their tracks inside each shift, and the coverage
 * those tracks reach (coverage.ts). Nothing here is stored; the reports read it per call.
 */
import type { Sql } from '../../db/types';
import { tables } from '../../seed/tables';
import { parsePolygon } from '../../../../catalogue/src/model/geoKinds';
import { roadCoverage, type Pass, type TrackPoint } from './coverage';

/** Without a speed configuration for the line's work type: a sweeper's usual band. */
export const DEFAULT_BAND = { min: 3, max: 30 };
export const DEFAULT_BUFFER_M = 15;
const DAY_MS = 86_400_000;

export interface Assignment {
  carId: number;
  carNo: string;
  lineId: number;
  shiftName: string;
  /** Wall-clock window of the shift on the day (an end before the start runs into the next day). */
  from: number;
  to: number;
}

export interface RoadDay {
  date: string;
  roadId: number;
  code: string;
  roadName: string;
  path: string;
  lineId: number | null;
  lineName: string;
  companyId: number | null;
  companyName: string;
  standardName: string;
  sweepTimes: number;
  workTypeName: string;
  targetRate: number;
  bufferM: number;
  band: { min: number; max: number };
  lengthKm: number;
  coveredKm: number;
  coverage: number;
  state: 'done' | 'partial' | 'none' | 'unplanned';
  shiftNames: string;
  cars: string;
  passes: (Pass & { carId: number; carNo: string; shiftName: string })[];
  /** Each scheduled vehicle's own share: metres it swept on this road in its shift. */
  shares: { assignment: Assignment; coveredM: number }[];
  /** The whole day's schedule (every line). */
  assignments: Assignment[];
}

/** One scheduled vehicle's work on a day: its drive in the shift and what it swept on its line. */
export interface CarDay {
  date: string;
  carId: number;
  carNo: string;
  lineId: number;
  lineName: string;
  shiftName: string;
  totalKm: number;
  workKm: number;
  workMinutes: number;
  avgWorkSpeed: number;
  roads: number;
  doneRoads: number;
  coverage: number;
  state: 'done' | 'partial' | 'none';
}

interface RoadRow {
  id: number; code: string; name: string; path: string; width_m: number | null; line_id: number | null; line_name: string | null; company_id: number | null;
  company_name: string | null; standard_name: string | null; buffer_m: number | null; target_rate: number | null; sweep_times: number | null;
  work_type_name: string | null; min_speed: number | null; max_speed: number | null;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'YYYY-MM-DD' day. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The shift window of a day in wall-clock ms. */
export function shiftWindow(day: string, start: string, end: string): { from: number; to: number } {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const from = midnight + minutes(start) * 60_000;
  let to = midnight + minutes(end) * 60_000;
  if (to <= from) to += DAY_MS;
  return { from, to };
}

/** The vehicles scheduled that day (enabled rows whose weekdays hold the day's weekday). */
export async function assignments(sql: Sql, day: string): Promise<Assignment[]> {
  const t = tables('jxbj');
  const rows = await sql.query<{ car_id: number; car_no: string; line_id: number; shift_name: string; start_time: string; end_time: string }>(
    `SELECT cl.car_id, v.car_no, cl.line_id, sh.name AS shift_name, sh.start_time, sh.end_time
     FROM ${t.carLine} cl JOIN ${tables('platform').vehicle} v ON v.id = cl.car_id JOIN ${t.shift} sh ON sh.id = cl.shift_id
     WHERE cl.status = 'enabled' AND sh.status = 'enabled' AND cl.valid_from <= $1::date AND $2 = ANY(cl.weekdays)
     ORDER BY v.car_no, sh.start_time`,
    [day, String(weekdayOf(day))],
  );
  return rows.map((r) => ({ carId: r.car_id, carNo: r.car_no, lineId: r.line_id, shiftName: r.shift_name, ...shiftWindow(day, r.start_time, r.end_time) }));
}

/** The vehicles' points inside [from, to), by vehicle, in time order. */
export async function tracksOf(sql: Sql, carIds: readonly number[], from: number, to: number): Promise<Map<number, TrackPoint[]>> {
  const out = new Map<number, TrackPoint[]>();
  if (!carIds.length) return out;
  const text = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
  const rows = await sql.query<{ vehicle_id: number; t: number; lon: number; lat: number; speed: number }>(
    `SELECT vehicle_id, (extract(epoch FROM at) * 1000)::float8 AS t, lon, lat, speed::float8 AS speed FROM gps_position
     WHERE tenant_id = current_setting('app.tenant_id') AND device_kind = 'vehicle' AND vehicle_id = ANY($1::int[]) AND at >= $2::timestamp AND at < $3::timestamp
     ORDER BY vehicle_id, at`,
    [carIds, text(from), text(to)],
  );
  for (const r of rows) {
    const list = out.get(r.vehicle_id) ?? [];
    list.push({ t: Number(r.t), lon: Number(r.lon), lat: Number(r.lat), speed: Number(r.speed) });
    out.set(r.vehicle_id, list);
  }
  return out;
}

/** The enabled roads with their line, unit, standard and working speed band (optionally one road or one unit). */
export async function roadsOf(sql: Sql, filter: { roadId?: number; companyId?: number; lineId?: number } = {}): Promise<RoadRow[]> {
  const t = tables('jxbj');
  const where = [`r.status = 'enabled'`];
  const params: unknown[] = [];
  for (const [key, column] of [['roadId', 'r.id'], ['companyId', 'r.company_id'], ['lineId', 'r.line_id']] as const) {
    if (filter[key] === undefined) continue;
    params.push(filter[key]);
    where.push(`${column} = $${params.length}`);
  }
  return sql.query<RoadRow>(
    `SELECT r.id, r.code, r.name, r.path, r.width_m, r.line_id, l.name AS line_name, r.company_id, c.name AS company_name, s.name AS standard_name,
            s.buffer_m, s.target_rate, s.sweep_times, w.name AS work_type_name, sc.min_speed, sc.max_speed
     FROM ${t.road} r LEFT JOIN ${t.line} l ON l.id = r.line_id LEFT JOIN ${tables('platform').company} c ON c.id = r.company_id
     LEFT JOIN ${t.roadStandard} s ON s.id = r.standard_id LEFT JOIN ${t.workType} w ON w.id = l.work_type_id
     LEFT JOIN ${t.speedConfig} sc ON sc.work_type_id = l.work_type_id AND sc.status = 'enabled'
     WHERE ${where.join(' AND ')} ORDER BY r.code`,
    params,
  );
}

/** Driven kilometres of a track (gaps in the signal are not counted). */
function drivenKm(track: readonly TrackPoint[]): number {
  let km = 0;
  for (let i = 1; i < track.length; i++) {
    const [a, b] = [track[i - 1]!, track[i]!];
    if (b.t - a.t > 120_000) continue;
    km += Math.hypot((b.lon - a.lon) * 111.32 * Math.cos((a.lat * Math.PI) / 180), (b.lat - a.lat) * 111.32);
  }
  return km;
}

/** Every road's coverage on a day, and every scheduled vehicle's work. */
export async function dayWork(sql: Sql, day: string, filter: { roadId?: number; companyId?: number; lineId?: number } = {}): Promise<{ roads: RoadDay[]; cars: CarDay[] }> {
  const loaded = await loadDay(sql, day);
  const roads = await dayCoverage(sql, day, filter, loaded);
  const lineNames = new Map(roads.map((r) => [r.lineId, r.lineName]));
  const { plan, tracks } = loaded;
  const cars = plan.map((a): CarDay => {
    const mine = roads.filter((r) => r.lineId === a.lineId);
    const passes = mine.flatMap((r) => r.passes.filter((p) => p.carId === a.carId && p.shiftName === a.shiftName));
    const workKm = passes.reduce((x, p) => x + (p.to - p.from), 0) / 1000;
    const workMinutes = passes.reduce((x, p) => x + (p.end - p.start), 0) / 60_000;
    const length = mine.reduce((x, r) => x + r.lengthKm, 0);
    const shares = mine.map((r) => ({ r, m: r.shares.find((s) => s.assignment === a)?.coveredM ?? 0 }));
    const covered = shares.reduce((x, s) => x + s.m, 0) / 1000;
    const doneRoads = shares.filter((s) => s.r.lengthKm > 0 && (s.m / 1000 / s.r.lengthKm) * 100 >= s.r.targetRate).length;
    const coverage = length > 0 ? Math.round((covered / length) * 1000) / 10 : 0;
    return {
      date: day, carId: a.carId, carNo: a.carNo, lineId: a.lineId, lineName: lineNames.get(a.lineId) ?? '', shiftName: a.shiftName,
      totalKm: r2(drivenKm((tracks.get(a.carId) ?? []).filter((p) => p.t >= a.from && p.t < a.to))), workKm: r2(workKm), workMinutes: Math.round(workMinutes),
      avgWorkSpeed: workMinutes > 0 ? Math.round((workKm / (workMinutes / 60)) * 10) / 10 : 0, roads: mine.length, doneRoads, coverage,
      state: mine.length && doneRoads === mine.length ? 'done' : coverage > 0 ? 'partial' : 'none',
    };
  });
  return { roads, cars };
}

/** The day's schedule and the scheduled vehicles' points over all its shifts (one read). */
async function loadDay(sql: Sql, day: string): Promise<{ plan: Assignment[]; tracks: Map<number, TrackPoint[]> }> {
  const plan = await assignments(sql, day);
  if (!plan.length) return { plan, tracks: new Map() };
  const tracks = await tracksOf(sql, [...new Set(plan.map((a) => a.carId))], Math.min(...plan.map((a) => a.from)), Math.max(...plan.map((a) => a.to)));
  return { plan, tracks };
}

/** Every road's coverage on a day. */
export async function dayCoverage(sql: Sql, day: string, filter: { roadId?: number; companyId?: number; lineId?: number } = {}, loaded?: Awaited<ReturnType<typeof loadDay>>): Promise<RoadDay[]> {
  const roads = await roadsOf(sql, filter);
  const { plan, tracks } = loaded ?? (await loadDay(sql, day));
  return roads.map((r) => {
    const line = parsePolygon(r.path) ?? [];
    // The buffer is measured from the centre line: half the road's width plus the standard's margin.
    const bufferM = (r.buffer_m ?? DEFAULT_BUFFER_M) + (r.width_m ?? 0) / 2;
    const band = { min: r.min_speed ?? DEFAULT_BAND.min, max: r.max_speed ?? DEFAULT_BAND.max };
    const mine = plan.filter((a) => a.lineId === r.line_id);
    const passes: RoadDay['passes'] = [];
    const shares: RoadDay['shares'] = [];
    const perCar = mine.map((a) => {
      const track = (tracks.get(a.carId) ?? []).filter((p) => p.t >= a.from && p.t < a.to);
      const c = roadCoverage(line, [track], bufferM, band);
      for (const p of c.passes) passes.push({ ...p, carId: a.carId, carNo: a.carNo, shiftName: a.shiftName });
      shares.push({ assignment: a, coveredM: c.coveredM });
      return track;
    });
    const all = roadCoverage(line, perCar, bufferM, band);
    const target = r.target_rate ?? 80;
    const state: RoadDay['state'] = !mine.length ? 'unplanned' : all.rate >= target ? 'done' : all.rate > 0 ? 'partial' : 'none';
    passes.sort((a, b) => a.start - b.start);
    return {
      date: day, roadId: r.id, code: r.code, roadName: r.name, path: r.path, lineId: r.line_id, lineName: r.line_name ?? '', companyId: r.company_id,
      companyName: r.company_name ?? '', standardName: r.standard_name ?? '', sweepTimes: r.sweep_times ?? 1, workTypeName: r.work_type_name ?? '',
      targetRate: target, bufferM, band, lengthKm: r2(all.lengthM / 1000), coveredKm: r2(all.coveredM / 1000), coverage: all.rate, state,
      shiftNames: [...new Set(mine.map((a) => a.shiftName))].join('、'), cars: [...new Set(mine.map((a) => a.carNo))].join('、'), passes, shares, assignments: plan,
    };
  });
}
