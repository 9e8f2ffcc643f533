/**
 * GPS data of the reference server: the positions store (migration 0050), the simulated
 * history written on first start, the live simulator, the HTTP calls and the live channel.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { seedGpsHistory } from './history';
import type { LiveHub } from './hub';
import { LiveSimulator } from './live';
import { gpsRoutes } from './routes';
import { liveSocketRoute } from './socket';

export interface Gps {
  hub: LiveHub;
  live: LiveSimulator;
  /** How long writing the history took on this start (null: already there or not seeded). */
  history: { positions: number; ms: number } | null;
}

export async function installGps(server: FastifyInstance, ctx: AppContext, options: { seed: boolean }): Promise<Gps> {
  const history = options.seed ? await seedGpsHistory(ctx.db, ctx.settings.gpsHistoryDays) : null;
  const hub = ctx.live;
  const live = new LiveSimulator(ctx.db, hub);
  await server.register(websocket, { options: { maxPayload: 4096 } });
  gpsRoutes(server, ctx);
  liveSocketRoute(server, ctx, hub);
  live.start(ctx.settings.gpsLiveMs);
  return { hub, live, history };
}
