/**
 * A punch after each save (the engine's afterSave): its distance from the facility it names, in
 * metres on the sphere, and 偏离 when farther than the catalogue's radius — a punch the inspector
 * took somewhere else than where he says he was.
 */
import type { ModuleDefinition } from '../../../../catalogue/src';
import { PUNCH_RADIUS_M } from '../../../../catalogue/src/systems/ryxj/inspection';
import type { Sql } from '../../db/types';
import { ident, tableOf } from '../../resources/names';
import type { AfterSave } from '../types';

const EARTH_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** "lng,lat" → [lng, lat], or null. */
export function pointOf(text: unknown): [number, number] | null {
  if (typeof text !== 'string') return null;
  const [lng, lat] = text.split(',').map(Number);
  return Number.isFinite(lng) && Number.isFinite(lat) ? [lng!, lat!] : null;
}

/** Great-circle distance in metres (haversine). */
export function metresBetween(a: [number, number], b: [number, number]): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_M * Math.asin(Math.sqrt(h)));
}

export const deviationOf = (metres: number): 'normal' | 'far' => (metres > PUNCH_RADIUS_M ? 'far' : 'normal');

const table = (mod: ModuleDefinition) => ident(tableOf(mod.resources.find((r) => r.key === 'clockInfo')!));

export const measurePunch: AfterSave = async (sql: Sql, { mod }, id) => {
  const [row] = await sql.query<{ at: string | null; facility: string | null }>(
    `SELECT c.location AS at, f.location AS facility FROM ${table(mod)} c LEFT JOIN platform_facility f ON f.id = c.facility_id WHERE c.id = $1`, [id]);
  const at = pointOf(row?.at);
  const facility = pointOf(row?.facility);
  const metres = at && facility ? metresBetween(at, facility) : null;
  await sql.query(`UPDATE ${table(mod)} SET distance = $2, deviation = $3 WHERE id = $1`, [id, metres, metres === null ? null : deviationOf(metres)]);
};
