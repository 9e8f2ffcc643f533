/** Reads of the positions store: one vehicle's track over a period, last positions, addresses. */
import type { Sql } from '../db/types';
import { tables } from '../seed/tables';
import { detectStops, summarize, type TrackPoint } from '../../../../src/map/track';
import type { DeviceKind } from './kinds';

export interface TrackRow extends TrackPoint {
  fuel: number | null;
  water: number | null;
  status: number;
  heading: number;
  /** Worn devices' battery, percent (vehicles: null). */
  battery: number | null;
}

/** Timestamps come back as text (PGlite) or Date (pg, local zone): both read as wall clock. */
export const wallMs = (v: Date | string): number =>
  v instanceof Date ? Date.UTC(v.getFullYear(), v.getMonth(), v.getDate(), v.getHours(), v.getMinutes(), v.getSeconds()) : Date.parse(`${String(v).slice(0, 19).replace(' ', 'T')}Z`);

export async function vehicleExists(sql: Sql, vehicleId: number): Promise<{ id: number; car_no: string; driver_name: string; company_id: number } | undefined> {
  const [row] = await sql.query<{ id: number; car_no: string; driver_name: string; company_id: number }>(
    `SELECT id, car_no, driver_name, company_id FROM ${tables('platform').vehicle} WHERE id = $1`,
    [vehicleId],
  );
  return row;
}

/** The person wearing a device (kind 'wearable'): a platform staff member. */
export async function personExists(sql: Sql, staffId: number): Promise<{ id: number; name: string; phone: string; post: string } | undefined> {
  const [row] = await sql.query<{ id: number; name: string; phone: string; post: string }>(
    `SELECT id, name, phone, post FROM ${tables('platform').staff} WHERE id = $1`,
    [staffId],
  );
  return row;
}

/** One subject's reports over a period: a vehicle's (default) or a person's worn device's. */
export async function track(sql: Sql, vehicleId: number, from: string, to: string, kind: DeviceKind = 'vehicle'): Promise<TrackRow[]> {
  const rows = await sql.query<{ at: Date | string; lon: number; lat: number; speed: number; heading: number; mileage: number; fuel: number | null; water: number | null; status: number; battery: number | null }>(
    `SELECT at, lon, lat, speed, heading, mileage, fuel, water, status, battery FROM gps_position
     WHERE tenant_id = current_setting('app.tenant_id') AND device_kind = $4 AND vehicle_id = $1 AND at >= $2::timestamp AND at <= $3::timestamp ORDER BY at`,
    [vehicleId, from, to, kind],
  );
  return rows.map((r) => ({
    t: wallMs(r.at), lon: r.lon, lat: r.lat, speed: r1(r.speed), heading: r.heading, mileage: Number(r.mileage), fuel: r.fuel === null ? null : r1(r.fuel),
    water: r.water === null ? null : r1(r.water), status: r.status, battery: r.battery === null ? null : Math.round(Number(r.battery)),
  }));
}

/** real columns come back as float4 noise (31.299999): one decimal, as reported. */
export const r1 = (v: number | string) => Math.round(Number(v) * 10) / 10;

export function analyse(points: readonly TrackRow[]) {
  const stops = detectStops(points);
  return { stops, summary: summarize(points, stops) };
}
