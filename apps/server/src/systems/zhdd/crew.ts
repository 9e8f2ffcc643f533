/**
 * Who rides which vehicle: its 司机 (the person of the staff master data with that name) and the
 * collection teams' 装卸工, who crew the tenant's vehicles in use in turn. A person of staff is where
 * that vehicle last reported (staff carry no terminal of their own yet), and dispatching a vehicle
 * brings its crew into the dispatch's group.
 */
import type { Sql } from '../../db/types';
import { platformTable } from './shared';

/** staff id → the vehicle they ride. */
export async function crewOf(sql: Sql): Promise<Map<number, number>> {
  const vehicles = await sql.query<{ id: number; driver_name: string }>(`SELECT id, driver_name FROM ${platformTable('vehicle')} WHERE status = 'inUse' ORDER BY id`);
  const staff = await sql.query<{ id: number; name: string; post: string }>(`SELECT id, name, post FROM ${platformTable('staff')} ORDER BY id`);
  const out = new Map<number, number>();
  if (!vehicles.length) return out;
  const byDriver = new Map(vehicles.map((v) => [v.driver_name, v.id]));
  let next = 0;
  for (const s of staff) {
    const driven = byDriver.get(s.name);
    if (driven !== undefined) out.set(s.id, driven);
    else if (s.post === '装卸工') out.set(s.id, vehicles[next++ % vehicles.length]!.id);
  }
  return out;
}

/** The crew of these vehicles (staff ids, in id order). */
export async function crewOfVehicles(sql: Sql, carIds: readonly number[]): Promise<number[]> {
  if (!carIds.length) return [];
  const crew = await crewOf(sql);
  return [...crew].filter(([, v]) => carIds.includes(v)).map(([s]) => s).sort((a, b) => a - b);
}
