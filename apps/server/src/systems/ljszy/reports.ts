/**
 * 垃圾收运 reports the generic engine cannot express (anti-joins, distances, forecasts, route edits).
 * Table names come from the catalogue so the handlers follow renamed resources.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { ident, tableOf } from '../../resources/names';
import { idsOf, idValue } from '../../resources/records';
import { decimal, validDate } from '../../../../catalogue/src/model/validate';
import { addDateRange, newWhere, selectList } from '../../resources/select';
import { addDays, fillDays, fitDaily, forecastDays, forecastMonths, type DayValue } from '../../resources/forecast';
import { pagingOf, requireParam } from '../../resources/unpack';
import type { CustomHandler } from '../types';

type Obj = Record<string, unknown>;

function table(mod: ModuleDefinition, key: string): string {
  return ident(tableOf(mod.resources.find((r) => r.key === key)!));
}

function facilityCtx(mod: ModuleDefinition) {
  return { mod, resource: mod.resources.find((r) => r.key === 'facilityInfo')! };
}

function intParam(payload: Obj, name: string): number {
  return idValue(requireParam(payload, name));
}

/** An optional YYYY-MM-DD parameter: undefined when absent, 400 unless a real date. */
function dateParam(payload: Obj, name: string): string | undefined {
  const v = payload[name];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(messages.badDateRange);
  return v;
}

/** A coordinate in degrees within ±limit (decimal notation only). */
function degrees(payload: Obj, name: string, limit: number): number {
  const n = decimal(requireParam(payload, name));
  if (!Number.isFinite(n) || Math.abs(n) > limit) throw invalid(messages.badCoordinates.replace('{label}', 'lng/lat'));
  return n;
}

/** The last day with weighing data (or the `date` asked for). */
async function referenceDate(sql: Sql, mod: ModuleDefinition, payload: Obj): Promise<string | null> {
  const asked = dateParam(payload, 'date');
  if (asked) return asked;
  const [row] = await sql.query<{ d: string | null }>(`SELECT to_char(max(weigh_time), 'YYYY-MM-DD') AS d FROM ${table(mod, 'carWeightOperate')}`);
  return row?.d ?? null;
}

/** Daily collected tonnes (not-void weighing records) from `start` to `end`. */
async function dailyTonnes(sql: Sql, mod: ModuleDefinition, start: string, end: string): Promise<DayValue[]> {
  const range = newWhere();
  addDateRange(range, mod.resources.find((r) => r.key === 'carWeightOperate')!.fields.find((f) => f.key === 'weighTime')!, start, end);
  const rows = await sql.query<{ date: string; value: number }>(
    `SELECT to_char(t.weigh_time, 'YYYY-MM-DD') AS date, (sum(t.net_weight) / 1000)::float8 AS value
       FROM ${table(mod, 'carWeightOperate')} t WHERE t.status IS DISTINCT FROM 'void' AND ${range.clauses.join(' AND ')} GROUP BY 1`,
    range.params,
  );
  return fillDays(rows, start, end);
}

async function dailyModel(sql: Sql, mod: ModuleDefinition, payload: Obj) {
  const end = await referenceDate(sql, mod, payload);
  if (!end) throw invalid(messages.forecastNoHistory);
  const history = await dailyTonnes(sql, mod, addDays(end, -120), end);
  const model = fitDaily(history);
  if (!model) throw invalid(messages.forecastNoHistory);
  return { model, history };
}

const facilityRows = (mod: ModuleDefinition) => selectList(facilityCtx(mod), ['code', 'name', 'facilityType', 'address', 'location', 'routeId', 'companyId', 'status']);

export const ljszyHandlers: Record<string, CustomHandler> = {
  async dataRange(sql, mod) {
    const [row] = await sql.query<{ start: string | null; end: string | null }>(
      `SELECT to_char(min(weigh_time), 'YYYY-MM-DD') AS start, to_char(max(weigh_time), 'YYYY-MM-DD') AS end FROM ${table(mod, 'carWeightOperate')}`,
    );
    return row;
  },

  async notWorkingFacilities(sql, mod, payload, options) {
    const end = dateParam(payload, 'endDate') ?? (await referenceDate(sql, mod, {})) ?? '2026-11-20';
    const start = dateParam(payload, 'startDate') ?? addDays(end, -6);
    const range = newWhere();
    const arrivalField = mod.resources.find((r) => r.key === 'carArrivalRecord')!.fields.find((f) => f.key === 'arrivalTime')!;
    addDateRange(range, arrivalField, start, end, 'a');
    const where = `t.status = 'enabled' AND NOT EXISTS (SELECT 1 FROM ${table(mod, 'carArrivalRecord')} a WHERE a.facility_id = t.id AND a.collected AND ${range.clauses.join(' AND ')})`;
    const paging = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
    const last = `(SELECT to_char(max(a.arrival_time), 'YYYY-MM-DD HH24:MI:SS') FROM ${table(mod, 'carArrivalRecord')} a WHERE a.facility_id = t.id AND a.collected) AS "lastCollected"`;
    const rows = await sql.query(
      `SELECT ${facilityRows(mod)}, ${last} FROM ${table(mod, 'facilityInfo')} t WHERE ${where} ORDER BY t.code LIMIT ${paging.pageSize} OFFSET ${(paging.pageNum - 1) * paging.pageSize}`,
      range.params,
    );
    const [count] = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table(mod, 'facilityInfo')} t WHERE ${where}`, range.params);
    return { rows, total: count!.n, ...paging, startDate: start, endDate: end };
  },

  async facilitiesWithoutGarType(sql, mod) {
    return sql.query(`SELECT ${facilityRows(mod)} FROM ${table(mod, 'facilityInfo')} t WHERE NOT EXISTS (SELECT 1 FROM ${table(mod, 'facilityGarType')} g WHERE g.facility_id = t.id) ORDER BY t.code LIMIT 500`);
  },

  async facilitiesNearPoint(sql, mod, payload) {
    const lng = degrees(payload, 'lng', 180);
    const lat = degrees(payload, 'lat', 90);
    const radius = Math.max(0, Math.min(Number(payload.radius ?? 1000) || 1000, 20_000));
    // Equirectangular distance: exact enough within a city.
    const dist = `(6371000 * sqrt(power(radians(split_part(t.location, ',', 1)::float8 - $1) * cos(radians($2)), 2) + power(radians(split_part(t.location, ',', 2)::float8 - $2), 2)))`;
    return sql.query(
      `SELECT * FROM (SELECT ${facilityRows(mod)}, round(${dist})::int AS distance FROM ${table(mod, 'facilityInfo')} t WHERE t.location IS NOT NULL) s WHERE distance <= $3 ORDER BY distance LIMIT 50`,
      [lng, lat, radius],
    );
  },

  async facilitiesOfCar(sql, mod, payload) {
    const carId = intParam(payload, 'carId');
    return sql.query(
      `SELECT ${facilityRows(mod)} FROM ${table(mod, 'facilityInfo')} t WHERE t.route_id IN (SELECT b.route_id FROM ${table(mod, 'carRouteBand')} b WHERE b.car_id = $1 AND b.status = 'enabled') ORDER BY t.code LIMIT 1000`,
      [carId],
    );
  },

  async enhancingFacilitiesOfCar(sql, mod, payload) {
    const carId = intParam(payload, 'carId');
    return sql.query(
      `SELECT ${facilityRows(mod)} FROM ${table(mod, 'facilityInfo')} t WHERE t.status = 'enabled' AND (t.route_id IS NULL OR t.route_id NOT IN (SELECT b.route_id FROM ${table(mod, 'carRouteBand')} b WHERE b.car_id = $1)) ORDER BY t.code LIMIT 500`,
      [carId],
    );
  },

  async enhancingFacilitiesOfRoute(sql, mod, payload) {
    const routeId = intParam(payload, 'routeId');
    return sql.query(`SELECT ${facilityRows(mod)} FROM ${table(mod, 'facilityInfo')} t WHERE t.status = 'enabled' AND t.route_id IS DISTINCT FROM $1 ORDER BY t.code LIMIT 500`, [routeId]);
  },

  /** Adds facilities to a route (线路加密): their route becomes routeId. */
  async enhanceRoute(sql, mod, payload) {
    const routeId = intParam(payload, 'routeId');
    const ids = idsOf({ ids: payload.facilityIds });
    const [route] = await sql.query(`SELECT 1 FROM ${table(mod, 'route')} WHERE id = $1`, [routeId]);
    if (!route) throw invalid(messages.notFound);
    const rows = await sql.query(`UPDATE ${table(mod, 'facilityInfo')} SET route_id = $1, update_time = localtimestamp(0) WHERE id = ANY($2::int[]) RETURNING id`, [routeId, ids]);
    return { changed: rows.length };
  },

  async translateFacilities(sql, mod) {
    return sql.query<{ id: number; code: string; name: string }>(`SELECT id, code, name FROM ${table(mod, 'facilityInfo')} ORDER BY code`);
  },

  async dailyForecast(sql, mod, payload) {
    const { model } = await dailyModel(sql, mod, payload);
    return { referenceDate: model.end, rows: forecastDays(model, 7) };
  },

  async dailyForecastChart(sql, mod, payload) {
    const { model, history } = await dailyModel(sql, mod, payload);
    const past = history.slice(-30).map((d) => ({ date: d.date, actual: Math.round(d.value * 100) / 100, forecast: null, lower: null, upper: null }));
    const next = forecastDays(model, 7).map((d) => ({ ...d, actual: null }));
    return { referenceDate: model.end, rows: [...past, ...next] };
  },

  async monthForecast(sql, mod, payload) {
    const { model, history } = await dailyModel(sql, mod, payload);
    return { referenceDate: model.end, rows: forecastMonths(model, history, 1) };
  },

  async monthForecastChart(sql, mod, payload) {
    const { model, history } = await dailyModel(sql, mod, payload);
    const months = new Map<string, number>();
    for (const d of history) if (!d.date.startsWith(model.end.slice(0, 7))) months.set(d.date.slice(0, 7), (months.get(d.date.slice(0, 7)) ?? 0) + d.value);
    const past = [...months].filter(([, v]) => v > 0).map(([month, v]) => ({ month, actual: Math.round(v * 100) / 100, forecast: null, lower: null, upper: null }));
    return { referenceDate: model.end, rows: [...past, ...forecastMonths(model, history, 2)] };
  },
};
