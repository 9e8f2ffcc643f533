/**
 * GPS data of the reference server: the positions store (migration 0050), the simulated
 * history written on first start, the live simulator, the HTTP calls and the live channel.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { seedGpsHistory, seedWearableHistory } from './history';
import type { LiveHub } from './hub';
import { LiveSimulator } from './live';
import { gpsRoutes } from './routes';
import { liveSocketRoute } from './socket';
import type { WearerSource } from './wearers';

/** The systems that equip people with positioning devices (ServerSystem.wearers), by code. */
export type PeopleTrackers = readonly { system: string; wearers: WearerSource }[];

export interface Gps {
  hub: LiveHub;
  live: LiveSimulator;
  /** How long writing the history took on this start (null: already there or not seeded). */
  history: { positions: number; ms: number } | null;
  /** The same for the devices people wear. */
  wearableHistory: { positions: number; ms: number } | null;
}

export async function installGps(server: FastifyInstance, ctx: AppContext, options: { seed: boolean; people?: PeopleTrackers }): Promise<Gps> {
  const people = options.people ?? [];
  const sources = people.map((p) => p.wearers);
  const history = options.seed ? await seedGpsHistory(ctx.db, ctx.settings.gpsHistoryDays) : null;
  const wearableHistory = options.seed ? await seedWearableHistory(ctx.db, ctx.settings.gpsHistoryDays, sources) : null;
  const hub = ctx.live;
  const live = new LiveSimulator(ctx.db, hub, sources);
  await server.register(websocket, { options: { maxPayload: 4096 } });
  gpsRoutes(server, ctx, people.map((p) => p.system));
  liveSocketRoute(server, ctx, hub, people.map((p) => p.system));
  live.start(ctx.settings.gpsLiveMs);
  return { hub, live, history, wearableHistory };
}
