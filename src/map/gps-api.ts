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
  carId: number;
  carNo: string;
  driverName: string;
  list: { time: string; lon: number; lat: number; speed: number; heading: number; mileage: number; fuel: number | null; status: number }[];
  stops: { startTime: string; endTime: string; lon: number; lat: number; minutes: number }[];
  alarms: { id: string; kind: string; at: string; lon: number; lat: number; value: number }[];
  summary: { distanceKm: number; movingMs: number; stoppedMs: number; maxSpeed: number; avgSpeed: number; stops: number };
}

export interface AlarmRow {
  id: string;
  carId: number;
  carNo: string;
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

