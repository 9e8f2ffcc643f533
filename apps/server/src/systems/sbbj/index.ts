/** sbbj on the server: demo devices, offline reports, the heartbeat simulation and car GPS from the GPS store. */
import type { Database } from '../../db/types';
import { beat, heartbeatJob } from '../../services/device-heartbeats';
import { profiles } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { seedCarGpsPeriods, syncCarGps } from './cargps';
import { sbbjHandlers } from './reports';
import { HISTORY_DAYS, seedDevices } from './seed';

/** Kinds with simulated heartbeats; car GPS terminals follow the GPS store (cargps.ts). */
const KINDS = ['carcamera', 'infrascamera', 'toiletdevice'] as const;

/** One step of the heartbeat simulation in every demo tenant: the devices that are up beat now, states and offline periods follow. */
export async function beatDevices(db: Database, now = Date.now()): Promise<void> {
  const t = tables('sbbj');
  for (const p of profiles) {
    await db.tenant(p.tenantId, async (sql) => {
      for (const kind of KINDS) await beat(sql, { table: t[kind]!, keyColumn: 'device_no', periodsKind: kind }, now);
      await syncCarGps(sql);
    });
  }
}

export default {
  handlers: sbbjHandlers,
  seed: { version: 1, run: seedDevices },
  ready: async (app) => {
    for (const p of profiles) {
      await app.db.tenant(p.tenantId, async (sql) => {
        await seedCarGpsPeriods(sql, HISTORY_DAYS);
        await syncCarGps(sql);
      });
    }
  },
  start: (app) => heartbeatJob(app, () => beatDevices(app.db)),
} satisfies ServerSystem;
