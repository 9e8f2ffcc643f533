/**
 * Live positions while the server runs: each tick writes the simulated reports that have come
 * due since the last tick (today's simulated day of every vehicle), updates last positions,
 * raises alarms and online/offline changes, and publishes them on the tenant's live channel.
 * The timer is off unless `gpsLiveMs` is set; tests drive `tick(now)` themselves.
 */
import type { Database } from '../db/types';
import { profiles } from '../seed/profiles';
import type { LiveHub, LivePosition } from './hub';
import { dayStartOf, vehiclePlans, type VehicleSim } from './plans';
import { restDay, simulateDay, wallNow, wallText, type SimDay } from './simulate';
import { insertAlarms, insertPositions, upsertLast } from './store';

/** A vehicle whose newest report is older than this is offline (reports are sparse while it stands: stops last up to 22 min). */
export const OFFLINE_AFTER_MS = 30 * 60_000;

interface Cursor {
  sim: VehicleSim;
  day?: { start: number; track: SimDay };
  /** Wall-clock time up to which reports were written. */
  sent: number;
  online: boolean;
  lastReport: number;
}

export class LiveSimulator {
  private cursors = new Map<string, Cursor[]>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database, private readonly hub: LiveHub) {}

  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.tick().catch(() => undefined), intervalMs);
    this.timer.unref();
    void this.tick().catch(() => undefined);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Writes and publishes what came due up to `now` (epoch ms); ticks never overlap. */
  tick(now = Date.now()): Promise<void> {
    this.running = this.running.then(() => this.advance(wallNow(now)));
    return this.running;
  }

  private async cursorsOf(tenantId: string, wall: number): Promise<Cursor[]> {
    let list = this.cursors.get(tenantId);
    if (!list) {
      const sims = await this.db.tenant(tenantId, (sql) => vehiclePlans(sql, tenantId));
      const last = await this.db.tenant(tenantId, (sql) =>
        sql.query<{ vehicle_id: number; at: Date | string }>('SELECT vehicle_id, at FROM gps_last_position'),
      );
      const lastBy = new Map(last.map((r) => [r.vehicle_id, Date.parse(`${String(r.at instanceof Date ? r.at.toISOString() : r.at).slice(0, 19).replace(' ', 'T')}Z`)]));
      // Live reports start today; earlier days are the seeded history.
      const todayStart = wall - (wall % 86_400_000);
      list = sims.map((sim) => {
        const lastReport = lastBy.get(sim.vehicleId) ?? 0;
        return { sim, sent: Math.max(todayStart, lastReport), online: wall - lastReport < OFFLINE_AFTER_MS, lastReport };
      });
      this.cursors.set(tenantId, list);
    }
    return list;
  }

  private async advance(wall: number): Promise<void> {
    for (const profile of profiles) {
      const tenantId = profile.tenantId;
      const cursors = await this.cursorsOf(tenantId, wall);
      const positions: LivePosition[] = [];
      await this.db.tenant(tenantId, async (sql) => {
        for (const c of cursors) {
          const start = wall - (wall % 86_400_000);
          if (c.day?.start !== start) {
            const dayIndex = Math.round((start - dayStartOf('2026-01-01')) / 86_400_000);
            const rest = restDay(c.sim.plan.index, dayIndex) || c.sim.repair;
            c.day = { start, track: rest ? { points: [], alarms: [], stops: [], distanceKm: 0 } : simulateDay(c.sim.plan, start) };
          }
          const due = c.day.track.points.filter((p) => p.t > c.sent && p.t <= wall);
          const alarms = c.day.track.alarms.filter((a) => a.end > c.sent && a.end <= wall);
          c.sent = wall;
          if (due.length) {
            await insertPositions(sql, [{ vehicleId: c.sim.vehicleId, deviceNo: c.sim.deviceNo, points: due }]);
            const last = due[due.length - 1]!;
            await upsertLast(sql, c.sim.vehicleId, c.sim.deviceNo, last);
            c.lastReport = last.t;
            positions.push({ vehicleId: c.sim.vehicleId, carNo: c.sim.carNo, at: wallText(last.t), lon: last.lon, lat: last.lat, speed: last.speed, heading: last.heading, mileage: last.mileage, status: last.status });
          }
          const ids = await insertAlarms(sql, alarms.map((a) => ({ ...a, vehicleId: c.sim.vehicleId })));
          alarms.forEach((a, i) =>
            this.hub.publish(tenantId, { type: 'alarm', data: { id: ids[i]!.id, vehicleId: c.sim.vehicleId, carNo: c.sim.carNo, kind: a.kind, at: wallText(a.t), lon: a.lon, lat: a.lat, value: a.value } }),
          );
          const online = wall - c.lastReport < OFFLINE_AFTER_MS;
          if (online !== c.online) {
            c.online = online;
            this.hub.publish(tenantId, { type: online ? 'online' : 'offline', data: { vehicleId: c.sim.vehicleId, carNo: c.sim.carNo, at: wallText(wall) } });
          }
        }
      });
      if (positions.length) this.hub.publish(tenantId, { type: 'position', data: positions });
    }
  }
}
