/**
 * Whose positions the live monitor and the track replay follow, as one shape (decision 0280):
 * vehicles from the platform's GPS calls (org → vehicle tree, driver, mileage, fuel), or people
 * wearing positioning devices from the system's tree report (org → department → person, post,
 * area, phone, battery) — the pages draw either without knowing which.
 */
import { useMemo } from 'react';
import type { ModuleData } from '../dataSource';
import { useModuleData } from '../dataSource';
import { reportOf } from '../pageContext';
import { t } from '../../../../../src/i18n';
import { liveEventType } from '../../../../../src/map/gps-api';
import type { LiveType } from '../../../../../src/map/live-client';
import type { TrackedSubjects } from '../../../../catalogue/src';
import { useGpsData, type AlarmRow, type DeviceKind, type GpsData, type MonitorAnswer, type MonitorGroup, type MonitorSubject, type VehicleState } from './source';

/** A subject as the pages keep it: what the tree said, moved by the live channel. */
export interface Tracked extends MonitorSubject {
  mileage?: number | null;
  fuel?: number | null;
}

/** A report on the live channel, whatever the kind. */
export interface LivePosition {
  id: number;
  time: string;
  lon: number;
  lat: number;
  speed: number;
  mileage: number;
  battery?: number | null;
}

export interface SubjectSource {
  kind: DeviceKind;
  /** Words of the pages: the tree's title, the search box, the replay's picker and follow switch. */
  words: { tree: string; search: string; pick: string; choose: string; follow: string; moving: string; paused: string; pauses: string; pausesTitle: string };
  tree(): Promise<MonitorAnswer>;
  alarms(): Promise<AlarmRow[]>;
  /** The live channel's event types of the kind, and how their payloads read. */
  events: { position: LiveType; alarm: LiveType; offline: LiveType };
  position(raw: Record<string, unknown>): LivePosition;
  alarm(raw: Record<string, unknown>): AlarmRow;
  subjectOfEvent(raw: Record<string, unknown>): number;
  /** The info window's rows: label and value. */
  info(s: Tracked, address: string): [string, string][];
}

const kmh = (v: number) => t('map.kmh', { v });
const kindName = (kind: string) => t(`gps.kind_${kind}` as 'gps.kind_speeding');

/** The subjects of a tree, in order. */
export function subjectsOf(groups: readonly (MonitorGroup | MonitorSubject)[]): Tracked[] {
  return groups.flatMap((g) => ('children' in g ? subjectsOf(g.children) : [g]));
}

function vehicleSource(gps: GpsData): SubjectSource {
  const subject = (v: VehicleState): Tracked => ({
    id: v.carId, label: v.carNo, online: v.online, alarms: v.alarms, time: v.time, lon: v.lon, lat: v.lat, speed: v.speed,
    mileage: v.mileage, fuel: v.fuel, facts: [{ label: t('map.infoDriver'), value: v.driverName }],
  });
  return {
    kind: 'vehicle',
    words: { tree: t('map.treeTitle'), search: t('map.searchPlate'), pick: t('map.vehicles'), choose: t('map.chooseVehicles'), follow: t('map.followVehicle'),
      moving: t('map.summaryMoving'), paused: t('map.summaryStopped'), pauses: t('map.summaryStops'), pausesTitle: t('map.stopsTitle') },
    tree: async () => {
      const a = await gps.tree();
      return { ...a, tree: a.tree.map((c) => ({ id: c.id, name: c.name, total: c.total, online: c.online, alarm: c.alarm, children: c.children.map(subject) })) };
    },
    alarms: async () => (await gps.alarms()).records,
    events: { position: liveEventType('vehicle', 'position'), alarm: liveEventType('vehicle', 'alarm'), offline: liveEventType('vehicle', 'offline') },
    position: (p) => ({ id: Number(p.vehicleId), time: String(p.at), lon: Number(p.lon), lat: Number(p.lat), speed: Number(p.speed), mileage: Number(p.mileage) }),
    alarm: (a) => ({ id: String(a.id), subjectId: Number(a.vehicleId), label: String(a.carNo), carId: Number(a.vehicleId), carNo: String(a.carNo), kind: String(a.kind), kindName: kindName(String(a.kind)), at: String(a.at), value: Number(a.value), ackAt: null }),
    subjectOfEvent: (d) => Number(d.vehicleId),
    info: (s, address) => [
      [t('map.infoSpeed'), kmh(s.speed)],
      [t('map.infoDriver'), s.facts[0]?.value ?? ''],
      [t('map.infoLast'), s.time ?? t('map.noPosition')],
      [t('map.infoAddress'), address || '—'],
      [t('map.infoMileage'), s.mileage == null ? '—' : t('map.km', { v: Math.round(s.mileage * 10) / 10 })],
      [t('map.infoFuel'), s.fuel == null ? '—' : t('map.litres', { v: s.fuel })],
    ],
  };
}

function peopleSource(gps: GpsData, data: ModuleData, system: string, subjects: TrackedSubjects): SubjectSource {
  const kind = subjects.kind;
  return {
    kind,
    words: { tree: t('map.peopleTreeTitle'), search: t('map.searchName'), pick: t('map.people'), choose: t('map.choosePeople'), follow: t('map.followPerson'),
      moving: t('map.summaryWalking'), paused: t('map.summaryPaused'), pauses: t('map.summaryPauses'), pausesTitle: t('map.pausesTitle') },
    tree: () => data.report<MonitorAnswer>(reportOf(system, subjects.tree), {}),
    alarms: async () => (await gps.alarms(kind)).records,
    events: { position: liveEventType(kind, 'position'), alarm: liveEventType(kind, 'alarm'), offline: liveEventType(kind, 'offline') },
    position: (p) => ({ id: Number(p.subjectId), time: String(p.at), lon: Number(p.lon), lat: Number(p.lat), speed: Number(p.speed), mileage: Number(p.mileage), battery: p.battery == null ? null : Number(p.battery) }),
    alarm: (a) => ({ id: String(a.id), subjectId: Number(a.subjectId), label: String(a.label), kind: String(a.kind), kindName: kindName(String(a.kind)), at: String(a.at), value: Number(a.value), ackAt: null }),
    subjectOfEvent: (d) => Number(d.subjectId),
    info: (s, address) => [
      ...s.facts.map((f): [string, string] => [f.label, f.value]),
      [t('map.infoState'), s.state ?? (s.online ? t('map.online') : t('map.offline'))],
      [t('map.infoBattery'), s.battery == null ? '—' : t('map.percent', { v: s.battery })],
      [t('map.infoReport'), s.time ?? t('map.noPosition')],
      [t('map.infoAddress'), address || '—'],
      [t('map.infoWalk'), kmh(s.speed)],
    ],
  };
}

/** The page's subjects: people when its definition says so, else vehicles. */
export function useSubjects(system: string, subjects: TrackedSubjects | undefined): SubjectSource {
  const gps = useGpsData();
  const data = useModuleData();
  return useMemo(() => (subjects ? peopleSource(gps, data, system, subjects) : vehicleSource(gps)), [gps, data, system, subjects]);
}
