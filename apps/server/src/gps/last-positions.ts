/**
 * The last report of every vehicle: plain SQL, so 车辆运行's reports read it in the browser's
 * Storybook screens too (gps/routes.ts, which needs Node, only answers it over HTTP).
 */
import type { Sql } from '../db/types';
import { tables } from '../seed/tables';
import type { VehicleState } from '../../../../src/map/gps-api';
import { OFFLINE_AFTER_MS } from './live';
import { r1, wallMs } from './query';
import { wallNow, wallText } from './simulate';

export type LastPosition = VehicleState;

/** Every vehicle with its last report, online flag and unacknowledged alarms. */
export async function lastPositions(sql: Sql, now = wallNow()): Promise<LastPosition[]> {
  const rows = await sql.query<{ id: number; car_no: string; driver_name: string; company_id: number; at: Date | string | null; lon: number | null; lat: number | null; speed: number | null; heading: number | null; mileage: number | null; fuel: number | null; status: number | null; alarms: number }>(
    `SELECT v.id, v.car_no, v.driver_name, v.company_id, l.at, l.lon, l.lat, l.speed, l.heading, l.mileage, l.fuel, l.status,
            (SELECT count(*)::int FROM gps_alarm a WHERE a.device_kind = 'vehicle' AND a.vehicle_id = v.id AND a.ack_at IS NULL AND a.at >= l.at - INTERVAL '1 day') AS alarms
     FROM ${tables('platform').vehicle} v LEFT JOIN gps_last_position l ON l.device_kind = 'vehicle' AND l.vehicle_id = v.id ORDER BY v.car_no`,
  );
  return rows.map((r) => {
    const at = r.at ? wallMs(r.at) : null;
    return {
      carId: r.id, carNo: r.car_no, driverName: r.driver_name, companyId: r.company_id, time: at ? wallText(at) : null,
      lon: r.lon, lat: r.lat, speed: r1(r.speed ?? 0), heading: r.heading ?? 0, mileage: r.mileage === null ? null : Number(r.mileage),
      fuel: r.fuel === null ? null : r1(r.fuel), status: r.status ?? 0, online: at !== null && now - at < OFFLINE_AFTER_MS, alarms: r.alarms,
    };
  });
}
