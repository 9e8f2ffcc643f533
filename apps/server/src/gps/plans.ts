/**
 * What each seeded vehicle drives: its bound 垃圾收运 route's facilities in order, its unit's
 * depot, the unloading station for its garbage type and a fuel station, all read from the
 * tenant's own tables (platform vehicles, ljszy routes, bindings and facilities).
 */
import type { Sql } from '../db/types';
import { profiles, SEED_DAYS, SEED_END } from '../seed/profiles';
import { tables } from '../seed/tables';
import { restDay, type VehiclePlan } from './simulate';
import type { LonLat } from './roads';

export interface VehicleSim {
  vehicleId: number;
  deviceNo: string;
  carNo: string;
  repair: boolean;
  plan: VehiclePlan;
}

interface Row {
  id: number;
  car_no: string;
  gps_device_no: string | null;
  garbage_type: string;
  status: string;
  company_id: number;
  route_id: number | null;
  start_time: string | null;
  planned_trips: number | null;
  stops: string[] | null;
}

const STATION_OFFSET: Record<string, LonLat> = { other: [0.052, -0.034], kitchen: [-0.048, -0.03], recyclable: [0.04, 0.036], hazardous: [-0.044, 0.04] };

const parse = (text: string): LonLat => {
  const [lon, lat] = text.split(',').map(Number);
  return [lon!, lat!];
};

export async function vehiclePlans(sql: Sql, tenantId: string): Promise<VehicleSim[]> {
  const profile = profiles.find((p) => p.tenantId === tenantId);
  if (!profile) return [];
  const p = tables('platform');
  const l = tables('ljszy');
  const rows = await sql.query<Row>(
    `SELECT v.id, v.car_no, v.gps_device_no, v.garbage_type, v.status, v.company_id, r.id AS route_id, r.start_time, r.planned_trips,
            (SELECT array_agg(f.location ORDER BY f.id) FROM (SELECT id, location FROM ${l.facilityInfo}
               WHERE route_id = r.id AND status = 'enabled' ORDER BY id LIMIT 10) f) AS stops
     FROM ${p.vehicle} v
     LEFT JOIN LATERAL (SELECT route_id FROM ${l.carRouteBand} b WHERE b.car_id = v.id ORDER BY b.id LIMIT 1) b ON true
     LEFT JOIN ${l.route} r ON r.id = b.route_id
     ORDER BY v.id`,
  );
  const centre: LonLat = [profile.lng, profile.lat];
  return rows.map((row, index) => {
    const depot: LonLat = [centre[0] - 0.03 + (row.company_id % 4) * 0.02, centre[1] - 0.045];
    const off = STATION_OFFSET[row.garbage_type] ?? STATION_OFFSET.other!;
    const [h, m] = (row.start_time ?? '06:00').split(':').map(Number);
    const shift = Math.floor(index / Math.max(1, profile.routes)) * 240;
    const facilities = (row.stops ?? []).map(parse);
    return {
      vehicleId: row.id,
      deviceNo: row.gps_device_no ?? `GPS${row.id}`,
      carNo: row.car_no,
      repair: row.status === 'repair',
      plan: {
        key: tenantId,
        index,
        facilities: facilities.length ? facilities : [[centre[0] + 0.01, centre[1] + 0.01], [centre[0] - 0.012, centre[1] + 0.008]],
        depot,
        station: [centre[0] + off[0], centre[1] + off[1]],
        fuelStation: [centre[0] - 0.021, centre[1] + 0.027],
        startMinutes: (h ?? 6) * 60 + (m ?? 0) + shift,
        trips: row.planned_trips ?? 2,
        tankLitres: 200,
        waterLitres: row.garbage_type === 'kitchen' ? 1000 : 0,
      },
    };
  });
}

/** Wall-clock midnight of a 'YYYY-MM-DD' day. */
export const dayStartOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The seeded history window: 90 days ending on the seed's last day (as 垃圾收运's records). */
export function historyDays(days = SEED_DAYS): number[] {
  const end = dayStartOf(SEED_END);
  return Array.from({ length: days }, (_, i) => end - (days - 1 - i) * 86_400_000);
}

/** Whether the vehicle works that day: rest days and, for vehicles under repair, the last ten days. */
export function works(sim: VehicleSim, dayStart: number): boolean {
  const dayIndex = Math.round((dayStart - historyDays()[0]!) / 86_400_000);
  if (restDay(sim.plan.index, dayIndex)) return false;
  return !(sim.repair && dayIndex >= SEED_DAYS - 10);
}
