/** sbbj on the server: demo devices, offline reports and the heartbeat simulation. */
import { beat, heartbeatJob } from '../../services/device-heartbeats';
import { profiles } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { sbbjHandlers } from './reports';
import { seedDevices } from './seed';

const KINDS = ['cargps', 'carcamera', 'infrascamera', 'toiletdevice'] as const;

export default {
  handlers: sbbjHandlers,
  seed: { version: 1, run: seedDevices },
  start: (app) => {
    const t = tables('sbbj');
    return heartbeatJob(app, async () => {
      for (const p of profiles) {
        await app.db.tenant(p.tenantId, async (sql) => {
          for (const kind of KINDS) await beat(sql, { table: t[kind]!, keyColumn: 'device_no', periodsKind: kind });
        });
      }
    });
  },
} satisfies ServerSystem;
