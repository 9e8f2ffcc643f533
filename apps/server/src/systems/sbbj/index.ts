/** sbbj on the server: demo devices, offline reports, the heartbeat simulation and car GPS from the GPS store. */
import { beat, heartbeatJob } from '../../services/device-heartbeats';
import { profiles } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { seedCarGpsPeriods, syncCarGps } from './cargps';
import { sbbjHandlers } from './reports';
import { HISTORY_DAYS, seedDevices } from './seed';

/** Kinds with simulated heartbeats; car GPS terminals follow the GPS store (cargps.ts). */
const KINDS = ['carcamera', 'infrascamera', 'toiletdevice'] as const;

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
  start: (app) => {
    const t = tables('sbbj');
    return heartbeatJob(app, async () => {
      for (const p of profiles) {
        await app.db.tenant(p.tenantId, async (sql) => {
          for (const kind of KINDS) await beat(sql, { table: t[kind]!, keyColumn: 'device_no', periodsKind: kind });
          await syncCarGps(sql);
        });
      }
    });
  },
} satisfies ServerSystem;
