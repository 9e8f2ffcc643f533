import type { LiveType } from './live-client';

/** The GPS calls' answers (server: apps/server/src/gps/routes.ts; clients: the map pages). */
export interface VehicleState {
  carId: number;
  carNo: string;
  driverName: string;
  companyId: number;
  time: string | null;
  lon: number | null;
  lat: number | null;
  speed: number;
  heading: number;
  mileage: number | null;
  fuel: number | null;
  status: number;
  online: boolean;
  alarms: number;
}

export interface CompanyNode {
  id: string;
  name: string;
  total: number;
  online: number;
  alarm: number;
  children: VehicleState[];
}

export interface TrackAnswer {
  /** Vehicles' tracks only (every kind names its subject below). */
  carId?: number;
  carNo?: string;
  driverName?: string;
  kind: DeviceKind;
  subjectId: number;
  label: string;
  subLabel: string;
  list: { time: string; lon: number; lat: number; speed: number; heading: number; mileage: number; fuel: number | null; status: number; battery?: number | null }[];
  stops: { startTime: string; endTime: string; lon: number; lat: number; minutes: number }[];
  alarms: { id: string; kind: string; at: string; lon: number; lat: number; value: number }[];
  summary: { distanceKm: number; movingMs: number; stoppedMs: number; maxSpeed: number; avgSpeed: number; stops: number };
}

export interface AlarmRow {
  id: string;
  /** The subject (a vehicle: also carId / carNo). */
  subjectId: number;
  label: string;
  carId?: number;
  carNo?: string;
  kind: string;
  kindName: string;
  at: string;
  value: number;
  ackAt: string | null;
}

export interface CityAnswer {
  centre: [number, number];
  districts: string[];
  facilities: { id: number; name: string; lon: number; lat: number }[];
}


/** What a GPS device is fixed to: a vehicle's terminal, or a positioning device a person wears (定位胸牌, 智能手表). */
export type DeviceKind = 'vehicle' | 'wearable';

/** The live channel's event type of a kind: vehicles keep the plain names, other kinds prefix theirs (wearablePosition). */
export function liveEventType(kind: DeviceKind, base: 'position' | 'alarm' | 'online' | 'offline'): LiveType {
  return (kind === 'vehicle' ? base : `${kind}${base[0]!.toUpperCase()}${base.slice(1)}`) as LiveType;
}

/**
 * One tracked subject of a live tree answered by a system (a person wearing a positioning device):
 * the live map's marker, the tree's row and the info window's facts.
 */
export interface MonitorSubject {
  /** The positions' subject id (a staff id for people). */
  id: number;
  label: string;
  online: boolean;
  /** Unacknowledged alarms. */
  alarms: number;
  time: string | null;
  lon: number | null;
  lat: number | null;
  speed: number;
  battery?: number | null;
  /** The subject's state in the system's words (在岗, 离岗…), shown beside the online tag. */
  state?: string;
  /** What the info window lists about the subject (岗位, 作业区域, 联系电话…). */
  facts: { label: string; value: string }[];
  /** The area the subject belongs in (a closed ring), drawn under its marker and track. */
  fence?: [number, number][] | readonly (readonly [number, number])[] | null;
}

/** A group of a live tree (an organisation, a department) with its counts. */
export interface MonitorGroup {
  id: string;
  name: string;
  total: number;
  online: number;
  alarm: number;
  children: (MonitorGroup | MonitorSubject)[];
}

export interface MonitorAnswer {
  tree: MonitorGroup[];
  total: number;
  online: number;
  offline: number;
  alarm: number;
}
