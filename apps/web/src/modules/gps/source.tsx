/**
 * GPS data for the live monitoring and replay pages: over HTTP and the live channel in the
 * app; stories and tests provide their own (a simulated city) through the same context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { defineEndpoint } from '../../../../../src/request/endpoint';
import { readSystemInfo } from '../../../../../src/session/system-info';
import { LiveClient, type LiveStatus, type LiveType } from '../../../../../src/map/live-client';
import { client } from '../../app/client';
import type { AlarmRow, CityAnswer, CompanyNode, DeviceKind, TrackAnswer } from '../../../../../src/map/gps-api';
import type { TileSetting } from '../../../../../src/map/types';

export type { AlarmRow, CityAnswer, CompanyNode, DeviceKind, MonitorAnswer, MonitorGroup, MonitorSubject, TrackAnswer, VehicleState } from '../../../../../src/map/gps-api';

export interface LiveFeed {
  on<T>(type: LiveType, listener: (data: T) => void): () => void;
  onStatus?: (status: LiveStatus) => void;
  status: LiveStatus;
  close(): void;
}

export interface GpsData {
  city(): Promise<CityAnswer>;
  tree(): Promise<{ tree: CompanyNode[]; total: number; online: number; offline: number; alarm: number }>;
  /** A vehicle's track, or with `kind` another device kind's subject (a person: their staff id). */
  track(carId: number, startTime: string, endTime: string, kind?: DeviceKind): Promise<TrackAnswer>;
  alarms(kind?: DeviceKind): Promise<{ records: AlarmRow[]; total: number }>;
  ack(id: string): Promise<void>;
  address(lon: number, lat: number): Promise<string>;
  exportTrack(carId: number, startTime: string, endTime: string, format: 'xlsx' | 'kml', kind?: DeviceKind): Promise<unknown>;
  live(): LiveFeed;
  /** The tenant's base tiles (系统管理 › 地图设置); null: the offline base. Absent in fixtures without tiles. */
  tiles?(): Promise<TileSetting | null>;
}

const BASE = '/cloud/platform/gps';
const post = (url: string) => defineEndpoint({ url, method: 'post', pack: 'identity', entity: 'json', noCancel: true, authFailure: 'resume' });
const get = (url: string) => defineEndpoint({ url, method: 'get', pack: 'identity', entity: 'query', noCancel: true, authFailure: 'resume' });

export const httpGpsData: GpsData = {
  city: async () => (await client.call<CityAnswer>(get(`${BASE}/city`), {})).data,
  tree: async () => (await client.call<Awaited<ReturnType<GpsData['tree']>>>(post(`${BASE}/tree`), {})).data,
  track: async (carId, startTime, endTime, kind = 'vehicle') =>
    (await client.call<TrackAnswer>(post(`${BASE}/track`), kind === 'vehicle' ? { carId, startTime, endTime } : { kind, subjectId: carId, startTime, endTime })).data,
  alarms: async (kind = 'vehicle') => (await client.call<{ records: AlarmRow[]; total: number }>(post(`${BASE}/alarm/pageList`), { acked: false, size: 50, ...(kind === 'vehicle' ? {} : { kind }) })).data,
  ack: async (id) => void (await client.call(post(`${BASE}/alarm/ack`), { id })),
  address: async (lon, lat) => (await client.call<{ address: string }>(get(`${BASE}/address`), { lon, lat })).data.address,
  exportTrack: (carId, startTime, endTime, format, kind = 'vehicle') =>
    client.download(defineEndpoint({ url: `${BASE}/export`, method: 'get', pack: 'identity', entity: 'query', download: 'blob', authFailure: 'resume' }),
      kind === 'vehicle' ? { carId, startTime, endTime, format } : { kind, subjectId: carId, startTime, endTime, format }, { fileName: `track.${format}` }),
  tiles: async () => (await client.call<TileSetting | null>(get(`${BASE}/tiles`), {})).data,
  live: () => new LiveClient({ token: () => readSystemInfo()?.token ?? null }),
};

const GpsContext = createContext<GpsData>(httpGpsData);

export function GpsDataProvider({ value, children }: { value: GpsData; children: ReactNode }) {
  return <GpsContext.Provider value={value}>{children}</GpsContext.Provider>;
}

export const useGpsData = () => useContext(GpsContext);
