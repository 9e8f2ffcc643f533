/**
 * The positions store: bulk inserts (one statement per chunk through unnest, which both PGlite
 * and node-postgres take as a handful of array parameters), the last-position upsert and alarms.
 */
import type { Sql } from '../db/types';
import type { DeviceKind } from './kinds';
import { wallText, type SimAlarm, type SimPoint } from './simulate';

export interface DevicePoints {
  /** The tracked subject: a vehicle, or the person wearing the device (kind 'wearable'). */
  vehicleId: number;
  deviceNo: string;
  points: readonly SimPoint[];
  /** Default 'vehicle'. A worn device keeps its battery and has no fuel or water. */
  kind?: DeviceKind;
}

const CHUNK = 20_000;

export async function insertPositions(sql: Sql, batches: readonly DevicePoints[]): Promise<number> {
  const cols: unknown[][] = Array.from({ length: 13 }, () => []);
  let total = 0;
  const flush = async () => {
    if (!cols[0]!.length) return;
    await sql.query(
      `INSERT INTO gps_position (tenant_id, vehicle_id, device_no, at, lon, lat, speed, heading, mileage, fuel, water, status, device_kind, battery)
       SELECT current_setting('app.tenant_id'), * FROM unnest($1::int[], $2::text[], $3::timestamp[], $4::float8[], $5::float8[], $6::real[],
                                                            $7::smallint[], $8::float8[], $9::real[], $10::real[], $11::int[], $12::text[], $13::real[])`,
      cols,
    );
    total += cols[0]!.length;
    for (const c of cols) c.length = 0;
  };
  for (const batch of batches) {
    const kind = batch.kind ?? 'vehicle';
    const worn = kind !== 'vehicle';
    for (const p of batch.points) {
      cols[0]!.push(batch.vehicleId);
      cols[1]!.push(batch.deviceNo);
      cols[2]!.push(wallText(p.t));
      cols[3]!.push(p.lon);
      cols[4]!.push(p.lat);
      cols[5]!.push(p.speed);
      cols[6]!.push(p.heading);
      cols[7]!.push(p.mileage);
      cols[8]!.push(worn ? null : p.fuel);
      cols[9]!.push(worn ? null : p.water || null);
      cols[10]!.push(p.status);
      cols[11]!.push(kind);
      cols[12]!.push(p.battery ?? null);
      if (cols[0]!.length >= CHUNK) await flush();
    }
  }
  await flush();
  return total;
}

export async function upsertLast(sql: Sql, vehicleId: number, deviceNo: string, p: SimPoint, kind: DeviceKind = 'vehicle'): Promise<void> {
  const worn = kind !== 'vehicle';
  await sql.query(
    `INSERT INTO gps_last_position (tenant_id, vehicle_id, device_no, at, lon, lat, speed, heading, mileage, fuel, water, status, device_kind, battery)
     VALUES (current_setting('app.tenant_id'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (tenant_id, device_kind, vehicle_id) DO UPDATE SET device_no = EXCLUDED.device_no, at = EXCLUDED.at, lon = EXCLUDED.lon, lat = EXCLUDED.lat,
       speed = EXCLUDED.speed, heading = EXCLUDED.heading, mileage = EXCLUDED.mileage, fuel = EXCLUDED.fuel, water = EXCLUDED.water, status = EXCLUDED.status,
       battery = EXCLUDED.battery
     WHERE gps_last_position.at <= EXCLUDED.at`,
    [vehicleId, deviceNo, wallText(p.t), p.lon, p.lat, p.speed, p.heading, p.mileage, worn ? null : p.fuel, worn ? null : p.water || null, p.status, kind, p.battery ?? null],
  );
}

export async function insertAlarms(sql: Sql, alarms: readonly (SimAlarm & { vehicleId: number })[], kind: DeviceKind = 'vehicle'): Promise<{ id: string }[]> {
  if (!alarms.length) return [];
  return sql.query<{ id: string }>(
    `INSERT INTO gps_alarm (tenant_id, vehicle_id, kind, at, end_at, lon, lat, value, device_kind)
     SELECT current_setting('app.tenant_id'), *, $8::text FROM unnest($1::int[], $2::text[], $3::timestamp[], $4::timestamp[], $5::float8[], $6::float8[], $7::real[])
     RETURNING id::text`,
    [alarms.map((a) => a.vehicleId), alarms.map((a) => a.kind), alarms.map((a) => wallText(a.t)), alarms.map((a) => wallText(a.end)),
     alarms.map((a) => a.lon), alarms.map((a) => a.lat), alarms.map((a) => a.value), kind],
  );
}
