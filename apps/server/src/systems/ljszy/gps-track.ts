/**
 * 数据排查's GPS trajectory: one car's reports of one day from the positions store (the chosen
 * car, or the first car with reports that day), paged, with the moving / standing state.
 */
import { idValue } from '../../resources/records';
import { invalid, messages } from '../../resources/messages';
import { pagingOf } from '../../resources/unpack';
import { tables } from '../../seed/tables';
import { validDate } from '../../../../catalogue/src/model/validate';
import { gps as msg } from '../../../../../src/i18n/messages/gps';
import type { CustomHandler } from '../types';

export const gpsTrack: CustomHandler = async (sql, _mod, payload, options) => {
  const raw = payload.endDate ?? payload.date;
  let day = typeof raw === 'string' && raw ? raw : undefined;
  if (day !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !validDate(day))) throw invalid(messages.badDateRange);
  day ??= (await sql.query<{ d: string | null }>(`SELECT to_char(max(at), 'YYYY-MM-DD') AS d FROM gps_last_position WHERE device_kind = 'vehicle'`))[0]?.d ?? '2026-11-20';
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const asked = payload.carId === undefined || payload.carId === null || payload.carId === '' ? null : idValue(payload.carId);
  const carId = asked ?? (await sql.query<{ id: number }>(`SELECT vehicle_id AS id FROM gps_position WHERE device_kind = 'vehicle' AND at >= $1::timestamp AND at < $2::timestamp ORDER BY vehicle_id LIMIT 1`, [day, next]))[0]?.id;
  const paging = options.all ? { pageNum: 1, pageSize: options.all } : pagingOf(payload);
  if (carId === undefined) return { rows: [], total: 0, ...paging };
  const rows = await sql.query<Record<string, unknown>>(
    `SELECT v.car_no AS "carNo", to_char(p.at, 'YYYY-MM-DD HH24:MI:SS') AS time, round(p.lon::numeric, 6)::float8 AS lon, round(p.lat::numeric, 6)::float8 AS lat,
            round(p.speed::numeric, 1)::float8 AS speed, round(p.mileage::numeric, 2)::float8 AS mileage,
            CASE WHEN p.speed > 0 THEN '${msg.moving}' WHEN p.status & 1 = 1 THEN '${msg.standing}' ELSE '${msg.ignitionOff}' END AS state,
            count(*) OVER ()::int AS "__total"
     FROM gps_position p JOIN ${tables('platform').vehicle} v ON v.id = p.vehicle_id
     WHERE p.device_kind = 'vehicle' AND p.vehicle_id = $1 AND p.at >= $2::timestamp AND p.at < $3::timestamp ORDER BY p.at
     LIMIT ${paging.pageSize} OFFSET ${(paging.pageNum - 1) * paging.pageSize}`,
    [carId, day, next],
  );
  const total = Number(rows[0]?.__total ?? 0);
  for (const r of rows) delete r.__total;
  return { rows, total, ...paging, carId, date: day };
};
