/**
 * 车辆轨迹 (vehicleData): the recycling vehicles' days from the positions store — distance, first
 * and last fix, top speed beside the records they carried — and one vehicle's points. The replay
 * page draws the same positions through the platform's GPS calls.
 */
import type { Sql } from '../../db/types';
import { invalid, messages } from '../../resources/messages';
import { tables } from '../../seed/tables';
import type { CustomHandler } from '../types';
import { optionalId, paged, periodOf, T } from './scope';

type Obj = Record<string, unknown>;
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function lastGpsDay(sql: Sql): Promise<string> {
  const [row] = await sql.query<{ d: string | null }>(`SELECT to_char(max(at), 'YYYY-MM-DD') AS d FROM gps_position WHERE tenant_id = current_setting('app.tenant_id') AND device_kind = 'vehicle'`);
  return row?.d ?? '2026-11-20';
}

/** The period asked (default: `days` days up to the last day with positions), at most `max` days. */
async function window(sql: Sql, payload: Obj, days: number, max: number) {
  const asked = periodOf(payload);
  const end = asked.end ?? (await lastGpsDay(sql));
  const start = asked.start ?? addDays(end, -(days - 1));
  if (start > end || Date.parse(end) - Date.parse(start) > (max - 1) * 86_400_000) throw invalid(messages.badDateRange);
  return { start, end };
}

/** Vehicles that carried this system's records (the recycling fleet). */
const fleet = () => `SELECT vehicle_id FROM ${T().customerRecord} WHERE vehicle_id IS NOT NULL UNION SELECT vehicle_id FROM ${T().siteHandleRecord} WHERE vehicle_id IS NOT NULL`;

export const trajectoryHandlers: Record<string, CustomHandler> = {
  async trajectoryData(sql, _mod, payload, { all }) {
    const { start, end } = await window(sql, payload, 7, 31);
    const params: unknown[] = [start, addDays(end, 1)];
    const vehicleId = optionalId(payload, 'vehicleId');
    const car = vehicleId === null ? `p.vehicle_id IN (${fleet()})` : `p.vehicle_id = $${params.push(vehicleId)}`;
    const query = `WITH d AS (
        SELECT p.vehicle_id, p.at::date AS day, count(*)::int AS points, min(p.at) AS first_at, max(p.at) AS last_at,
               max(p.mileage) - min(p.mileage) AS km, max(p.speed) AS top
        FROM gps_position p
        WHERE p.tenant_id = current_setting('app.tenant_id') AND p.device_kind = 'vehicle' AND p.at >= $1::timestamp AND p.at < $2::timestamp AND ${car}
        GROUP BY p.vehicle_id, p.at::date),
      rec AS (
        SELECT r.vehicle_id, r.record_date AS day, count(DISTINCT r.id)::int AS records, sum(l.weight) AS weight
        FROM ${T().customerRecord} r JOIN ${T().customerRecordDetail} l ON l.customer_record_id = r.id
        WHERE r.state = 'submitted' AND r.record_date >= $1::date AND r.record_date < $2::date GROUP BY r.vehicle_id, r.record_date)
      SELECT d.vehicle_id AS "vehicleId", to_char(d.day, 'YYYY-MM-DD') AS date, v.car_no AS "carNo",
             to_char(d.first_at, 'HH24:MI:SS') AS "firstTime", to_char(d.last_at, 'HH24:MI:SS') AS "lastTime", d.points,
             round(d.km::numeric, 1)::float8 AS "distanceKm", round(d.top::numeric, 1)::float8 AS "maxSpeed",
             coalesce(rec.records, 0) AS records, round(coalesce(rec.weight, 0)::numeric, 1)::float8 AS weight
      FROM d JOIN ${tables('platform').vehicle} v ON v.id = d.vehicle_id LEFT JOIN rec ON rec.vehicle_id = d.vehicle_id AND rec.day = d.day
      ORDER BY d.day DESC, v.car_no`;
    return paged(sql, payload, query, params, all, ['distanceKm', 'records', 'weight']);
  },

  async trackPoints(sql, _mod, payload, { all }) {
    const { start, end } = await window(sql, payload, 1, 3);
    const asked = optionalId(payload, 'vehicleId');
    const vehicleId = asked ?? (await sql.query<{ id: number }>(
      `SELECT p.vehicle_id AS id FROM gps_last_position p WHERE p.device_kind = 'vehicle' AND p.vehicle_id IN (${fleet()}) ORDER BY p.vehicle_id LIMIT 1`,
    ))[0]?.id;
    if (vehicleId === undefined) return { rows: [], total: 0, pageNum: 1, pageSize: 10 };
    const query = `SELECT v.car_no AS "carNo", to_char(p.at, 'YYYY-MM-DD HH24:MI:SS') AS time, round(p.lon::numeric, 6)::float8 AS lon, round(p.lat::numeric, 6)::float8 AS lat,
        round(p.speed::numeric, 1)::float8 AS speed, round(p.mileage::numeric, 1)::float8 AS mileage
      FROM gps_position p JOIN ${tables('platform').vehicle} v ON v.id = p.vehicle_id
      WHERE p.tenant_id = current_setting('app.tenant_id') AND p.device_kind = 'vehicle' AND p.vehicle_id = $1 AND p.at >= $2::timestamp AND p.at < $3::timestamp ORDER BY p.at`;
    return paged(sql, payload, query, [vehicleId, start, addDays(end, 1)], all);
  },
};
