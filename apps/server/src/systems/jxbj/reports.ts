/**
 * 道路保洁 one-map and report handlers: each answer is computed from the day's coverage
 * (day.ts over the positions store), never read from stored figures.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { fill } from '../../../../catalogue/src/model/display';
import type { Sql } from '../../db/types';
import { lastPositions } from '../../gps/last-positions';
import { wallNow } from '../../gps/simulate';
import { tables } from '../../seed/tables';
import { gps as gpsMsg } from '../../../../../src/i18n/messages/gps';
import { jxbj as msg } from '../../../../../src/i18n/messages/jxbj';
import type { CustomHandler } from '../types';
import { distanceToLine as nearDistance, type LonLat } from './coverage';
import { dayCoverage, dayWork, tracksOf, type CarDay, type RoadDay } from './day';
import { parsePolygon } from '../../../../catalogue/src/model/geoKinds';
import { dayOf, daysOf, optionalId, page, pct, r1, r2, wall, type Obj } from './params';

const label = (mod: ModuleDefinition, code: string, value: unknown) => mod.enums.find((e) => e.code === code)?.options.find((o) => o.value === value)?.label ?? String(value ?? '');
const hhmm = (ms: number) => wall(ms).slice(11, 16);

function roadRow(mod: ModuleDefinition, r: RoadDay) {
  return {
    date: r.date, roadId: r.roadId, code: r.code, roadName: r.roadName, lineName: r.lineName, companyName: r.companyName, shiftNames: r.shiftNames,
    lengthKm: r.lengthKm, coveredKm: r.coveredKm, coverage: r.coverage, targetRate: r.targetRate, state: r.state, stateText: label(mod, 'coverageState', r.state),
    cars: r.cars, passes: r.passes.length, path: r.path, hover: `${r.roadName} ${r.coverage}%（${label(mod, 'coverageState', r.state)}）`,
  };
}

/** Totals of planned roads (a road without a schedule that day is not counted). */
function totals(roads: readonly RoadDay[]) {
  const planned = roads.filter((r) => r.state !== 'unplanned');
  const lengthKm = planned.reduce((x, r) => x + r.lengthKm, 0);
  const coveredKm = planned.reduce((x, r) => x + r.coveredKm, 0);
  const done = planned.filter((r) => r.state === 'done').length;
  return {
    roads: planned.length, done, partial: planned.filter((r) => r.state === 'partial').length, none: planned.filter((r) => r.state === 'none').length,
    lengthKm: r2(lengthKm), coveredKm: r2(coveredKm), rate: pct(coveredKm, lengthKm), doneRate: pct(done, planned.length),
  };
}

const filters = (payload: Obj) => ({ roadId: optionalId(payload, 'roadId'), companyId: optionalId(payload, 'companyId', 'subjectId'), lineId: optionalId(payload, 'lineId') });

async function perDay<T>(sql: Sql, payload: Obj, each: (day: string) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const day of await daysOf(sql, payload)) out.push(...(await each(day)));
  return out;
}

const carFilter = (payload: Obj) => {
  const carId = optionalId(payload, 'carId');
  const lineId = optionalId(payload, 'lineId');
  return (c: CarDay) => (carId === undefined || c.carId === carId) && (lineId === undefined || c.lineId === lineId);
};

function carRow(mod: ModuleDefinition, c: CarDay) {
  return { ...c, stateText: label(mod, 'coverageState', c.state) };
}

/** Per-vehicle sums over days. */
function sumCars(days: readonly CarDay[]) {
  const by = new Map<number, CarDay[]>();
  for (const c of days) by.set(c.carId, [...(by.get(c.carId) ?? []), c]);
  return [...by.values()].map((list) => {
    const workKm = list.reduce((x, c) => x + c.workKm, 0);
    const workMinutes = list.reduce((x, c) => x + c.workMinutes, 0);
    return {
      carId: list[0]!.carId, carNo: list[0]!.carNo, days: new Set(list.filter((c) => c.totalKm > 0).map((c) => c.date)).size,
      totalKm: r2(list.reduce((x, c) => x + c.totalKm, 0)), workKm: r2(workKm), workMinutes, avgWorkSpeed: workMinutes > 0 ? r1(workKm / (workMinutes / 60)) : 0,
    };
  }).sort((a, b) => a.carNo.localeCompare(b.carNo));
}

/** The scheduled vehicles (enabled schedules), with line, shift, unit and weekdays. */
async function schedules(sql: Sql) {
  const t = tables('jxbj');
  const p = tables('platform');
  return sql.query<{ carId: number; carNo: string; driverName: string; lineName: string; lineId: number; shiftName: string; weekdays: string[]; companyName: string }>(
    `SELECT cl.car_id AS "carId", v.car_no AS "carNo", v.driver_name AS "driverName", l.name AS "lineName", l.id AS "lineId", sh.name AS "shiftName",
            cl.weekdays, c.name AS "companyName"
     FROM ${t.carLine} cl JOIN ${p.vehicle} v ON v.id = cl.car_id JOIN ${t.line} l ON l.id = cl.line_id JOIN ${t.shift} sh ON sh.id = cl.shift_id
     LEFT JOIN ${p.company} c ON c.id = l.company_id
     WHERE cl.status = 'enabled' ORDER BY v.car_no, sh.start_time`,
  );
}

const weekdaysText = (mod: ModuleDefinition, days: readonly string[]) => [...days].sort().map((d) => label(mod, 'weekday', d)).join('、');

export const jxbjHandlers: Record<string, CustomHandler> = {
  async dataRange(sql) {
    const [row] = await sql.query<{ start: string | null; end: string | null }>(`SELECT to_char(min(at), 'YYYY-MM-DD') AS start, to_char(max(at), 'YYYY-MM-DD') AS end FROM gps_alarm WHERE device_kind = 'vehicle'`);
    const [last] = await sql.query<{ d: string | null }>(`SELECT to_char(max(at), 'YYYY-MM-DD') AS d FROM gps_last_position WHERE device_kind = 'vehicle'`);
    return { start: row?.start ?? null, end: last?.d ?? row?.end ?? null };
  },

  async completionByDay(sql, _mod, payload, o) {
    const f = filters(payload);
    return page(payload, await perDay(sql, payload, async (day) => [{ date: day, ...totals(await dayCoverage(sql, day, f)) }]), o.all);
  },

  async roadCompletion(sql, mod, payload, o) {
    const day = await dayOf(sql, payload);
    return page(payload, (await dayCoverage(sql, day, filters(payload))).map((r) => roadRow(mod, r)), o.all);
  },

  async completionBySubject(sql, mod, payload, o) {
    const day = await dayOf(sql, payload);
    return page(payload, (await dayCoverage(sql, day, filters(payload))).filter((r) => r.state !== 'unplanned').map((r) => roadRow(mod, r)), o.all);
  },

  async subjectCompletion(sql, _mod, payload, o) {
    const day = await dayOf(sql, payload);
    const roads = await dayCoverage(sql, day, filters(payload));
    const names = [...new Set(roads.map((r) => r.companyName))].sort();
    return page(payload, names.map((companyName) => ({ date: day, companyName, ...totals(roads.filter((r) => r.companyName === companyName)) })).filter((r) => r.roads > 0), o.all);
  },

  async roadCompletionSum(sql, _mod, payload, o) {
    const all = await perDay(sql, payload, (day) => dayCoverage(sql, day, filters(payload)));
    const by = new Map<number, RoadDay[]>();
    for (const r of all) if (r.state !== 'unplanned') by.set(r.roadId, [...(by.get(r.roadId) ?? []), r]);
    const rows = [...by.values()].map((list) => {
      const doneDays = list.filter((r) => r.state === 'done').length;
      return {
        roadId: list[0]!.roadId, roadName: list[0]!.roadName, lineName: list[0]!.lineName, companyName: list[0]!.companyName, days: list.length, doneDays,
        avgCoverage: r1(list.reduce((x, r) => x + r.coverage, 0) / list.length), doneRate: pct(doneDays, list.length),
      };
    });
    return page(payload, rows, o.all);
  },

  async taskStat(sql, mod, payload, o) {
    const day = await dayOf(sql, payload);
    const { cars } = await dayWork(sql, day);
    return page(payload, cars.filter(carFilter(payload)).map((c) => carRow(mod, c)), o.all);
  },

  async carWorkReport(sql, mod, payload, o) {
    const keep = carFilter(payload);
    return page(payload, await perDay(sql, payload, async (day) => (await dayWork(sql, day)).cars.filter(keep).map((c) => carRow(mod, c))), o.all);
  },

  async workStat(sql, _mod, payload, o) {
    const rows = await perDay(sql, payload, async (day) => {
      const { cars } = await dayWork(sql, day);
      return [{ date: day, cars: new Set(cars.filter((c) => c.totalKm > 0).map((c) => c.carId)).size, totalKm: r2(cars.reduce((x, c) => x + c.totalKm, 0)),
        workKm: r2(cars.reduce((x, c) => x + c.workKm, 0)), workMinutes: cars.reduce((x, c) => x + c.workMinutes, 0) }];
    });
    return page(payload, rows, o.all);
  },

  async workStatList(sql, _mod, payload, o) {
    const keep = carFilter(payload);
    return page(payload, sumCars(await perDay(sql, payload, async (day) => (await dayWork(sql, day)).cars.filter(keep))), o.all);
  },

  async roadOperationList(sql, _mod, payload, o) {
    const day = await dayOf(sql, payload);
    const carId = optionalId(payload, 'carId');
    const rows = (await dayCoverage(sql, day, filters(payload))).flatMap((r) => r.passes.filter((p) => carId === undefined || p.carId === carId).map((p) => ({
      date: day, roadId: r.roadId, roadName: r.roadName, carNo: p.carNo, shiftName: p.shiftName, startTime: hhmm(p.start), endTime: hhmm(p.end),
      km: r2((p.to - p.from) / 1000), avgSpeed: p.avgSpeed, start: p.start,
    }))).sort((a, b) => a.start - b.start).map(({ start: _s, ...row }) => row);
    return page(payload, rows, o.all);
  },

  async roadOperation(sql, _mod, payload, o) {
    const day = await dayOf(sql, payload);
    const roadId = optionalId(payload, 'roadId', 'id');
    const roads = await dayCoverage(sql, day, roadId === undefined ? {} : { roadId });
    // Without a road: the most swept road of the day.
    const road = [...roads].sort((a, b) => b.passes.length - a.passes.length)[0];
    const rows = (road?.passes ?? []).map((p) => ({ date: day, roadId: road!.roadId, roadName: road!.roadName, carNo: p.carNo, shiftName: p.shiftName, startTime: hhmm(p.start), endTime: hhmm(p.end), km: r2((p.to - p.from) / 1000), avgSpeed: p.avgSpeed }));
    return page(payload, rows, o.all);
  },

  async roadTrack(sql, mod, payload, o) {
    const day = await dayOf(sql, payload);
    const roadId = optionalId(payload, 'roadId', 'id');
    const roads = await dayCoverage(sql, day, roadId === undefined ? {} : { roadId });
    const road = [...roads].sort((a, b) => b.passes.length - a.passes.length)[0];
    if (!road) return page(payload, [], o.all);
    const line = (parsePolygon(road.path) ?? []) as LonLat[];
    const mine = road.assignments.filter((a) => a.lineId === road.lineId);
    const tracks = await tracksOf(sql, [...new Set(mine.map((a) => a.carId))], Math.min(...mine.map((a) => a.from), Infinity), Math.max(...mine.map((a) => a.to), 0));
    const rows = mine.flatMap((a) => {
      const track = (tracks.get(a.carId) ?? []).filter((p) => p.t >= a.from && p.t < a.to);
      return track.flatMap((p, i) => {
        const near = nearDistance(line, p.lon, p.lat);
        if (near > road.bufferM * 3) return [];
        const working = near <= road.bufferM && p.speed >= road.band.min && p.speed <= road.band.max && i > 0;
        return [{ date: day, roadId: road.roadId, roadName: road.roadName, t: p.t, time: wall(p.t), carNo: a.carNo, speed: p.speed, distanceM: r1(near),
          working: label(mod, 'workingState', working ? 'working' : 'driving'), location: `${p.lon.toFixed(5)},${p.lat.toFixed(5)}` }];
      });
    }).sort((a, b) => a.t - b.t).map(({ t: _t, ...row }) => row);
    return page(payload, rows, o.all);
  },

  async roadWorkConfig(sql, _mod, payload, o) {
    const day = await dayOf(sql, payload);
    const roads = await dayCoverage(sql, day, filters(payload));
    const plans = await schedules(sql);
    const rows = roads.map((r) => ({
      roadId: r.roadId, roadName: r.roadName, lineName: r.lineName, companyName: r.companyName, standardName: r.standardName, sweepTimes: r.sweepTimes,
      bufferM: r1(r.bufferM), targetRate: r.targetRate, workTypeName: r.workTypeName, speedBand: fill(msg.bandText, r.band),
      schedule: plans.filter((s) => s.lineId === r.lineId).map((s) => fill(msg.scheduleText, { car: s.carNo, shift: s.shiftName })).join('；'),
    }));
    return page(payload, rows, o.all);
  },

  async totalIndex(sql, _mod, payload, o) {
    const day = await dayOf(sql, payload);
    const { roads, cars } = await dayWork(sql, day);
    const t = totals(roads);
    const [lines] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tables('jxbj').line} WHERE status = 'enabled'`);
    return page(payload, [{
      date: day, roads: roads.length, lengthKm: r2(roads.reduce((x, r) => x + r.lengthKm, 0)), lines: lines?.n ?? 0, cars: new Set(cars.map((c) => c.carId)).size,
      rate: t.rate, doneRate: t.doneRate, workKm: r2(cars.reduce((x, c) => x + c.workKm, 0)),
    }], o.all ?? 10);
  },

  async sweeperList(sql, mod, payload, o) {
    const carId = optionalId(payload, 'carId');
    const rows = (await schedules(sql)).filter((s) => carId === undefined || s.carId === carId).map((s) => ({ ...s, weekdaysText: weekdaysText(mod, s.weekdays ?? []) }));
    return page(payload, rows, o.all);
  },

  async carLocation(sql, _mod, payload, o) {
    const plans = await schedules(sql);
    const lines = new Map<number, string>();
    for (const s of plans) lines.set(s.carId, [lines.get(s.carId), s.lineName].filter(Boolean).join('、'));
    const rows = (await lastPositions(sql, wallNow())).filter((v) => lines.has(v.carId)).map((v) => ({
      carId: v.carId, carNo: v.carNo, lineName: lines.get(v.carId) ?? '', time: v.time ?? '', speed: v.speed,
      location: v.lon === null ? '' : `${v.lon.toFixed(5)},${v.lat!.toFixed(5)}`, lon: v.lon, lat: v.lat, online: v.online, onlineText: v.online ? gpsMsg.online : gpsMsg.offline,
    }));
    return page(payload, rows, o.all);
  },

  async realTimeOperation(sql, mod, payload, o) {
    const plans = await schedules(sql);
    const day = await dayOf(sql, payload);
    const roads = await dayCoverage(sql, day);
    const rows = (await lastPositions(sql, wallNow())).filter((v) => plans.some((s) => s.carId === v.carId)).map((v) => {
      const mine = plans.filter((s) => s.carId === v.carId);
      const onRoad = v.lon === null ? undefined : roads.find((r) => mine.some((s) => s.lineId === r.lineId) && nearDistance((parsePolygon(r.path) ?? []) as LonLat[], v.lon!, v.lat!) <= r.bufferM);
      const state = !v.online ? 'offline' : v.speed <= 0 ? 'stopped' : onRoad && v.speed >= onRoad.band.min && v.speed <= onRoad.band.max ? 'working' : 'driving';
      return {
        carId: v.carId, carNo: v.carNo, lineName: [...new Set(mine.map((s) => s.lineName))].join('、'), shiftName: [...new Set(mine.map((s) => s.shiftName))].join('、'),
        time: v.time ?? '', speed: v.speed, roadName: onRoad?.roadName ?? '', state, stateText: label(mod, 'workingState', state),
      };
    });
    return page(payload, rows, o.all);
  },

  async carVideoList(sql, _mod, payload, o) {
    const plans = await schedules(sql);
    const lines = new Map<number, string>();
    for (const s of plans) lines.set(s.carId, [lines.get(s.carId), s.lineName].filter(Boolean).join('、'));
    const cams = await sql.query<{ car_id: number; car_no: string; device_no: string; vendor: string; status: string; at: string | null }>(
      `SELECT d.car_id, v.car_no, d.device_no, d.vendor, d.status, to_char(l.at, 'YYYY-MM-DD HH24:MI:SS') AS at
       FROM ${tables('clyx').device} d JOIN ${tables('platform').vehicle} v ON v.id = d.car_id LEFT JOIN gps_last_position l ON l.device_kind = 'vehicle' AND l.vehicle_id = d.car_id
       WHERE d.device_type = 'camera' ORDER BY v.car_no`,
    );
    const online = new Map((await lastPositions(sql, wallNow())).map((v) => [v.carId, v.online]));
    const rows = cams.filter((c) => lines.has(c.car_id)).map((c) => ({
      carId: c.car_id, carNo: c.car_no, lineName: lines.get(c.car_id) ?? '', deviceNo: c.device_no, vendor: c.vendor,
      onlineText: c.status === 'enabled' && online.get(c.car_id) ? gpsMsg.online : gpsMsg.offline, lastTime: c.at ?? '',
    }));
    return page(payload, rows, o.all);
  },

  async workReportDetail(sql, _mod, payload, o) {
    const carId = optionalId(payload, 'carId');
    const rows = await perDay(sql, payload, async (day) => (await dayCoverage(sql, day, filters(payload))).flatMap((r) => r.shares
      .filter((s) => (carId === undefined || s.assignment.carId === carId))
      .map((s) => ({
        date: day, carNo: s.assignment.carNo, roadName: r.roadName, shiftName: s.assignment.shiftName,
        passes: r.passes.filter((p) => p.carId === s.assignment.carId && p.shiftName === s.assignment.shiftName).length,
        coveredKm: r2(s.coveredM / 1000), coverage: r.lengthKm > 0 ? pct(s.coveredM / 1000, r.lengthKm) : 0,
      }))));
    return page(payload, rows, o.all);
  },

  async roadCarWork(sql, _mod, payload, o) {
    const all = await perDay(sql, payload, (day) => dayCoverage(sql, day, filters(payload)));
    const by = new Map<string, { roadName: string; carNo: string; days: Set<string>; passes: number; coveredM: number; rates: number[] }>();
    for (const r of all) {
      for (const s of r.shares) {
        const key = `${r.roadId}:${s.assignment.carId}`;
        const e = by.get(key) ?? { roadName: r.roadName, carNo: s.assignment.carNo, days: new Set<string>(), passes: 0, coveredM: 0, rates: [] };
        if (s.coveredM > 0) e.days.add(r.date);
        e.passes += r.passes.filter((p) => p.carId === s.assignment.carId && p.shiftName === s.assignment.shiftName).length;
        e.coveredM += s.coveredM;
        e.rates.push(r.lengthKm > 0 ? (s.coveredM / 1000 / r.lengthKm) * 100 : 0);
        by.set(key, e);
      }
    }
    const rows = [...by.values()].map((e) => ({ roadName: e.roadName, carNo: e.carNo, days: e.days.size, passes: e.passes, coveredKm: r2(e.coveredM / 1000), avgCoverage: r1(e.rates.reduce((x, y) => x + y, 0) / e.rates.length) }));
    return page(payload, rows, o.all);
  },

  async carLineWeek(sql, _mod, payload, o) {
    const plans = await schedules(sql);
    const cars = [...new Set(plans.map((s) => s.carNo))];
    const rows = cars.map((carNo) => {
      const mine = plans.filter((s) => s.carNo === carNo);
      const row: Obj = { carNo };
      for (let d = 1; d <= 7; d++) row[`d${d}`] = mine.filter((s) => (s.weekdays ?? []).includes(String(d))).map((s) => fill(msg.dayPair, { shift: s.shiftName, line: s.lineName })).join('；');
      return row;
    });
    return page(payload, rows, o.all);
  },

  async expenseCars(sql, _mod, payload, o) {
    const carId = optionalId(payload, 'carId');
    const rows = await sql.query<Obj>(
      `SELECT v.id AS "carId", v.car_no AS "carNo", v.driver_name AS "driverName", count(e.id)::int AS count, round(coalesce(sum(e.amount), 0)::numeric, 2)::float8 AS amount,
              to_char(max(e.expense_date), 'YYYY-MM-DD') AS "lastDate"
       FROM ${tables('jxbj').carExpense} e JOIN ${tables('platform').vehicle} v ON v.id = e.car_id
       WHERE ($1::int IS NULL OR v.id = $1) GROUP BY v.id, v.car_no, v.driver_name ORDER BY v.car_no`,
      [carId ?? null],
    );
    return page(payload, rows, o.all);
  },
};
