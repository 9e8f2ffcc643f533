/**
 * 工作台: the data range of 系统管理's dated records (income), the overview tiles and the weather
 * of the tenant's city (the city of its 租户常量; the demo city until they are saved).
 */
import { validDate } from '../../../../catalogue/src/model/validate';
import { xtgl as msg } from '../../../../../src/i18n/messages/xtgl';
import type { Sql } from '../../db/types';
import { invalid } from '../../resources/messages';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { forecastOf, weatherOf, type City } from './weather';

type Obj = Record<string, unknown>;

const DEFAULT_CITY: City = { cityName: '杭州市', cityCode: '330100', centre: '120.153,30.287' };

/** The tenant's city from its constants. */
export async function cityOf(sql: Sql): Promise<City> {
  const [row] = await sql.query<{ city_name: string | null; city_code: string | null; city_centre: string | null }>(
    `SELECT city_name, city_code, city_centre FROM ${tables('xtgl').tenantConstant} ORDER BY id LIMIT 1`,
  );
  return { cityName: row?.city_name || DEFAULT_CITY.cityName, cityCode: row?.city_code || DEFAULT_CITY.cityCode, centre: row?.city_centre || DEFAULT_CITY.centre };
}

/** Today in Beijing time (the tenants' working day). */
export function today(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** The day asked for (`date`, else a board's `endDate`), today when none; 400 for an impossible one. */
export function dayOf(payload: Obj): string {
  const raw = payload.date ?? payload.endDate;
  if (raw === undefined || raw === null || raw === '') return today();
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || !validDate(raw) || raw < '1900-01-01' || raw > '2999-12-31') throw invalid(msg.badDate);
  return raw;
}

export const weatherToday: CustomHandler = async (sql, _mod, payload) => [weatherOf(await cityOf(sql), dayOf(payload))];

export const weatherForecast: CustomHandler = async (sql, _mod, payload) => forecastOf(await cityOf(sql), dayOf(payload));

/** From the first to the last day with income: boards and reports open on its last 30 days. */
export const dataRange: CustomHandler = async (sql) => {
  const [row] = await sql.query<{ start: string | null; end: string | null }>(
    `SELECT to_char(min(income_date), 'YYYY-MM-DD') AS start, to_char(max(income_date), 'YYYY-MM-DD') AS end FROM ${tables('xtgl').incomeDetail}`,
  );
  return { start: row?.start ?? null, end: row?.end ?? today() };
};

const periodDay = (payload: Obj, key: string): string | null => {
  const v = payload[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || !validDate(v)) throw invalid(msg.badDate);
  return v;
};

/** The tiles: income of the period, pending income, bound users, grids, enabled applications. */
export const overview: CustomHandler = async (sql, _mod, payload) => {
  const t = tables('xtgl');
  const start = periodDay(payload, 'startDate');
  const end = periodDay(payload, 'endDate');
  const [row] = await sql.query<Obj>(
    `SELECT (SELECT coalesce(round(sum(amount)::numeric, 2), 0)::float8 FROM ${t.incomeDetail}
              WHERE ($1::date IS NULL OR income_date >= $1::date) AND ($2::date IS NULL OR income_date <= $2::date)) AS income,
            (SELECT count(*)::int FROM ${t.incomeDetail} WHERE state = 'pending') AS "pendingIncome",
            (SELECT count(DISTINCT user_id)::int FROM ${t.wechatBinding}) AS bindings,
            (SELECT count(*)::int FROM ${t.division} WHERE level = 'grid') AS grids,
            (SELECT count(*)::int FROM ${t.appInfo} WHERE status = 'enabled') AS apps`,
    [start, end],
  );
  return [row];
};
