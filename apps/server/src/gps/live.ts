/**
 * Live positions while the server runs: each tick writes the simulated reports that have come
 * due since the last tick (today's simulated day of every vehicle and of every person wearing a
 * positioning device), updates last positions, raises alarms and online/offline changes, and
 * publishes them on the tenant's live channel — each device kind under its own event types.
 * The timer is off unless `gpsLiveMs` is set; tests drive `tick(now)` themselves.
 */
import type { Database, Sql } from '../db/types';
import { profiles } from '../seed/profiles';
import type { LiveEvent, LiveHub } from './hub';
import { liveEventType, type DeviceKind } from './kinds';
import { dayStartOf, vehiclePlans } from './plans';
import { restDay, simulateDay, wallNow, wallText, type SimAlarm, type SimPoint } from './simulate';
import { insertAlarms, insertPositions, upsertLast } from './store';
import { simulateWalkDay } from './walk';
import { wearersOf, type WearerSource } from './wearers';

/** A device whose newest report is older than this is offline (reports are sparse while it stands: stops last up to 22 min). */
export const OFFLINE_AFTER_MS = 30 * 60_000;

interface Subject {
  kind: DeviceKind;
  id: number;
  label: string;
  deviceNo: string;
  simulate(dayStart: number): { points: SimPoint[]; alarms: SimAlarm[] };
}

interface Cursor {
  subject: Subject;
  day?: { start: number; points: SimPoint[]; alarms: SimAlarm[] };
  /** Wall-clock time up to which reports were written. */
  sent: number;
  online: boolean;
  lastReport: number;
}

const keyOf = (s: Subject) => `${s.kind}:${s.id}`;

async function subjectsOf(sql: Sql, tenantId: string, wearers: readonly WearerSource[]): Promise<Subject[]> {
  const vehicles: Subject[] = (await vehiclePlans(sql, tenantId)).map((sim) => ({
    kind: 'vehicle', id: sim.vehicleId, label: sim.carNo, deviceNo: sim.deviceNo,
    simulate: (start) => {
      const dayIndex = Math.round((start - dayStartOf('2026-01-01')) / 86_400_000);
      return restDay(sim.plan.index, dayIndex) || sim.repair ? { points: [], alarms: [] } : simulateDay(sim.plan, start);
    },
  }));
  const people: Subject[] = (await wearersOf(sql, tenantId, wearers)).map((w) => ({
    kind: 'wearable', id: w.staffId, label: w.name, deviceNo: w.deviceNo, simulate: (start) => simulateWalkDay(w.plan, start),
  }));
  return [...vehicles, ...people];
}

export class LiveSimulator {
  private cursors = new Map<string, { day: number; list: Cursor[] }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database, private readonly hub: LiveHub, private readonly wearers: readonly WearerSource[] = []) {}

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

  /** The tenant's subjects, read again each new day (a device bound since yesterday joins), keeping each one's progress. */
  private async cursorsOf(tenantId: string, wall: number): Promise<Cursor[]> {
    const today = wall - (wall % 86_400_000);
    const known = this.cursors.get(tenantId);
    if (known?.day === today) return known.list;
    const subjects = await this.db.tenant(tenantId, (sql) => subjectsOf(sql, tenantId, this.wearers));
    const last = await this.db.tenant(tenantId, (sql) =>
      sql.query<{ device_kind: DeviceKind; vehicle_id: number; at: Date | string }>('SELECT device_kind, vehicle_id, at FROM gps_last_position'),
    );
    const lastBy = new Map(last.map((r) => [`${r.device_kind}:${r.vehicle_id}`, Date.parse(`${String(r.at instanceof Date ? r.at.toISOString() : r.at).slice(0, 19).replace(' ', 'T')}Z`)]));
    const before = new Map((known?.list ?? []).map((c) => [keyOf(c.subject), c]));
    // Live reports start today; earlier days are the seeded history.
    const list = subjects.map((subject): Cursor => {
      const kept = before.get(keyOf(subject));
      if (kept) return { ...kept, subject };
      const lastReport = lastBy.get(keyOf(subject)) ?? 0;
      return { subject, sent: Math.max(today, lastReport), online: wall - lastReport < OFFLINE_AFTER_MS, lastReport };
    });
    this.cursors.set(tenantId, { day: today, list });
    return list;
  }

  private async advance(wall: number): Promise<void> {
    for (const profile of profiles) {
      const tenantId = profile.tenantId;
      const cursors = await this.cursorsOf(tenantId, wall);
      const positions: Record<DeviceKind, LivePositionOf[]> = { vehicle: [], wearable: [] };
      await this.db.tenant(tenantId, async (sql) => {
        for (const c of cursors) {
          const { kind, id, label, deviceNo } = c.subject;
          const start = wall - (wall % 86_400_000);
          if (c.day?.start !== start) c.day = { start, ...c.subject.simulate(start) };
          const due = c.day.points.filter((p) => p.t > c.sent && p.t <= wall);
          const alarms = c.day.alarms.filter((a) => a.end > c.sent && a.end <= wall);
          c.sent = wall;
          if (due.length) {
            await insertPositions(sql, [{ vehicleId: id, deviceNo, points: due, kind }]);
            const last = due[due.length - 1]!;
            await upsertLast(sql, id, deviceNo, last, kind);
            c.lastReport = last.t;
            positions[kind].push({ id, label, point: last });
          }
          const ids = await insertAlarms(sql, alarms.map((a) => ({ ...a, vehicleId: id })), kind);
          alarms.forEach((a, i) => this.hub.publish(tenantId, alarmEvent(kind, { id: ids[i]!.id, subject: id, label, alarm: a })));
          const online = wall - c.lastReport < OFFLINE_AFTER_MS;
          if (online !== c.online) {
            c.online = online;
            this.hub.publish(tenantId, onlineEvent(kind, online, id, label, wallText(wall)));
          }
        }
      });
      for (const kind of ['vehicle', 'wearable'] as const) if (positions[kind].length) this.hub.publish(tenantId, positionEvent(kind, positions[kind]));
    }
  }
}

interface LivePositionOf {
  id: number;
  label: string;
  point: SimPoint;
}

/** Vehicles' events keep the fields they always had (vehicleId, carNo); other kinds name their subject. */
function positionEvent(kind: DeviceKind, list: LivePositionOf[]): LiveEvent {
  if (kind === 'vehicle') {
    return { type: 'position', data: list.map(({ id, label, point: p }) => ({ vehicleId: id, carNo: label, at: wallText(p.t), lon: p.lon, lat: p.lat, speed: p.speed, heading: p.heading, mileage: p.mileage, status: p.status })) };
  }
  return {
    type: 'wearablePosition',
    data: list.map(({ id, label, point: p }) => ({ subjectId: id, label, at: wallText(p.t), lon: p.lon, lat: p.lat, speed: p.speed, heading: p.heading, mileage: p.mileage, status: p.status, battery: p.battery ?? null })),
  };
}

function alarmEvent(kind: DeviceKind, a: { id: string; subject: number; label: string; alarm: SimAlarm }): LiveEvent {
  const common = { id: a.id, kind: a.alarm.kind, at: wallText(a.alarm.t), lon: a.alarm.lon, lat: a.alarm.lat, value: a.alarm.value };
  return kind === 'vehicle'
    ? { type: 'alarm', data: { ...common, vehicleId: a.subject, carNo: a.label } }
    : { type: 'wearableAlarm', data: { ...common, subjectId: a.subject, label: a.label } };
}

function onlineEvent(kind: DeviceKind, online: boolean, id: number, label: string, at: string): LiveEvent {
  const type = liveEventType(kind, online ? 'online' : 'offline');
  return kind === 'vehicle'
    ? { type: type as 'online' | 'offline', data: { vehicleId: id, carNo: label, at } }
    : { type: type as 'wearableOnline' | 'wearableOffline', data: { subjectId: id, label, at } };
}
