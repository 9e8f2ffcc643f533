/** A readable place for a coordinate: the nearest facility of the tenant, else the street grid. */
import type { Sql } from '../db/types';
import { tables } from '../seed/tables';
import { gps as msg } from '../../../../src/i18n/messages/gps';
import { fill } from '../http/errors';
import { distanceKm } from './simulate';

export async function addressOf(sql: Sql, lon: number, lat: number): Promise<string> {
  const rows = await sql.query<{ name: string; address: string; location: string }>(
    `SELECT name, address, location FROM ${tables('platform').facility} WHERE location ~ '^[0-9.]+,[0-9.]+$'`,
  );
  let best: { name: string; address: string; d: number } | null = null;
  for (const r of rows) {
    const [x, y] = r.location.split(',').map(Number);
    const d = distanceKm([lon, lat], [x!, y!]);
    if (!best || d < best.d) best = { name: r.name, address: r.address, d };
  }
  if (best && best.d < 1.5) return `${best.address} ${fill(msg.nearFacility, { name: best.name, meters: Math.round(best.d * 1000) })}`;
  return fill(msg.nearRoad, { road: `${lon.toFixed(4)}, ${lat.toFixed(4)}` });
}
