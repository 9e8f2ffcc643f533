/**
 * 历史轨迹: one car's GPS reports over at most three days (the last three of a longer period) from the positions store (the chosen
 * car, else the first car with reports on the last day), paged, each with its moving state.
 */
import { tables } from '../../seed/tables';
import { ljsy as msg } from '../../../../../src/i18n/messages/ljsy';
import type { CustomHandler } from '../types';
import { pagingOf } from '../../resources/unpack';
import { addDays, optionalId, periodOf } from './scope';

const TRACK_DAYS = 3;

export const historyPositions: CustomHandler = async (sql, _mod, payload, options) => {
  const lastGps = (await sql.query<{ d: string | null }>(`SELECT to_char(max(at), 'YYYY-MM-DD') AS d FROM gps_last_position WHERE device_kind = 'vehicle'`))[0]?.d ?? undefined;
  const asked = { ...payload, endDate: payload.endDate || lastGps, startDate: payload.startDate || payload.endDate || lastGps };
  const period = await periodOf(sql, asked, 1);
  // A track is read for three days at most: a longer period (a report page's month) keeps its last three days.
  const end = period.end;
  const start = period.start < addDays(end, -(TRACK_DAYS - 1)) ? addDays(end, -(TRACK_DAYS - 1)) : period.start;
  const next = addDays(end, 1);
  // Paged in the query: three days of reports are tens of thousands of rows.
  const paging = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
  const carId = optionalId(payload, 'carId')
    ?? (await sql.query<{ id: number }>(`SELECT vehicle_id AS id FROM gps_position WHERE device_kind = 'vehicle' AND at >= $1::timestamp AND at < $2::timestamp ORDER BY vehicle_id LIMIT 1`, [start, next]))[0]?.id;
  if (carId === undefined) return { rows: [], total: 0, ...paging, startDate: start, endDate: end };
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT p.vehicle_id AS "carId", v.car_no AS "carNo", to_char(p.at, 'YYYY-MM-DD HH24:MI:SS') AS time,
            round(p.lon::numeric, 6)::float8 AS lon, round(p.lat::numeric, 6)::float8 AS lat,
            round(p.speed::numeric, 1)::float8 AS speed, round(p.mileage::numeric, 2)::float8 AS mileage,
            CASE WHEN p.speed > 0 THEN '${msg.moving}' ELSE '${msg.parked}' END AS state, count(*) OVER ()::int AS "__total"
     FROM gps_position p JOIN ${tables('platform').vehicle} v ON v.id = p.vehicle_id
     WHERE p.device_kind = 'vehicle' AND p.vehicle_id = $1 AND p.at >= $2::timestamp AND p.at < $3::timestamp ORDER BY p.at
     LIMIT ${paging.pageSize} OFFSET ${(paging.pageNum - 1) * paging.pageSize}`,
    [carId, start, next],
  );
  const total = Number(rows[0]?.__total ?? 0);
  const numbered = rows.map(({ __total: _t, ...r }, i) => ({ id: (paging.pageNum - 1) * paging.pageSize + i + 1, ...r, location: `${r.lon},${r.lat}` }));
  return { rows: numbered, total, ...paging, carId, startDate: start, endDate: end };
};
