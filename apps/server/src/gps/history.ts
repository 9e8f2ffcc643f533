/**
 * First start: 90 days of positions for every seeded vehicle of every demo tenant, simulated
 * and bulk-inserted once (a marker row records it), plus the last positions and the alarms.
 * Compact by design: a point every 30 s only while moving, two per stop.
 */
import { hasMarker, setMarker } from '../db/migrate';
import type { Database } from '../db/types';
import { profiles } from '../seed/profiles';
import { historyDays, vehiclePlans, works } from './plans';
import { simulateDay, type SimAlarm, type SimPoint } from './simulate';
import { insertAlarms, insertPositions, upsertLast, type DevicePoints } from './store';
import { simulateWalkDay } from './walk';
import { wearersOf, type WearerSource } from './wearers';

const MARKER = 'seed:gps-history-v1';
/** People's devices have their own marker: a database with the vehicles' history gets theirs on its next start. */
const WEARABLE_MARKER = 'seed:gps-history-wearable-v1';

export async function seedGpsHistory(db: Database, days: number): Promise<{ positions: number; ms: number } | null> {
  if (days <= 0 || (await hasMarker(db, MARKER))) return null;
  const started = Date.now();
  let positions = 0;
  const window = historyDays().slice(-days);
  for (const profile of profiles) {
    await db.tenant(profile.tenantId, async (sql) => {
      const sims = await vehiclePlans(sql, profile.tenantId);
      for (const sim of sims) {
        const batch: DevicePoints = { vehicleId: sim.vehicleId, deviceNo: sim.deviceNo, points: [] };
        const points = batch.points as SimPoint[];
        const alarms: (SimAlarm & { vehicleId: number })[] = [];
        for (const dayStart of window) {
          if (!works(sim, dayStart)) continue;
          const day = simulateDay(sim.plan, dayStart);
          for (const p of day.points) points.push(p);
          for (const a of day.alarms) alarms.push({ ...a, vehicleId: sim.vehicleId });
        }
        positions += await insertPositions(sql, [batch]);
        await insertAlarms(sql, alarms);
        const last = points[points.length - 1];
        if (last) await upsertLast(sql, sim.vehicleId, sim.deviceNo, last);
      }
    });
  }
  await setMarker(db, MARKER);
  return { positions, ms: Date.now() - started };
}

/** The same history days for every person wearing a positioning device (the systems' wearers). */
export async function seedWearableHistory(db: Database, days: number, sources: readonly WearerSource[]): Promise<{ positions: number; ms: number } | null> {
  if (days <= 0 || !sources.length || (await hasMarker(db, WEARABLE_MARKER))) return null;
  const started = Date.now();
  let positions = 0;
  const window = historyDays().slice(-days);
  for (const profile of profiles) {
    await db.tenant(profile.tenantId, async (sql) => {
      for (const w of await wearersOf(sql, profile.tenantId, sources)) {
        const points: SimPoint[] = [];
        const alarms: (SimAlarm & { vehicleId: number })[] = [];
        for (const dayStart of window) {
          const day = simulateWalkDay(w.plan, dayStart);
          for (const p of day.points) points.push(p);
          for (const a of day.alarms) alarms.push({ ...a, vehicleId: w.staffId });
        }
        positions += await insertPositions(sql, [{ vehicleId: w.staffId, deviceNo: w.deviceNo, points, kind: 'wearable' }]);
        await insertAlarms(sql, alarms, 'wearable');
        const last = points[points.length - 1];
        if (last) await upsertLast(sql, w.staffId, w.deviceNo, last, 'wearable');
      }
    });
  }
  await setMarker(db, WEARABLE_MARKER);
  return { positions, ms: Date.now() - started };
}
