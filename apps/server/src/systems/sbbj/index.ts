/** sbbj on the server: demo devices, offline reports and the heartbeat simulation. */
import { beat } from '../../services/device-heartbeats';
import { profiles } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { sbbjHandlers } from './reports';
import { seedDevices } from './seed';

/** How often the simulated devices beat (a real terminal reports every 30–60 s). */
export const HEARTBEAT_MS = 30_000;

const KINDS = ['cargps', 'carcamera', 'infrascamera', 'toiletdevice'] as const;

export default {
  handlers: sbbjHandlers,
  seed: { version: 1, run: seedDevices },
  start: ({ db }) => {
    const t = tables('sbbj');
    const step = async () => {
      for (const p of profiles) {
        await db.tenant(p.tenantId, async (sql) => {
          for (const kind of KINDS) await beat(sql, { table: t[kind]!, keyColumn: 'device_no', periodsKind: kind });
        });
      }
    };
    let running: Promise<void> = step().catch(() => undefined);
    const timer = setInterval(() => { running = running.then(step).catch(() => undefined); }, HEARTBEAT_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
} satisfies ServerSystem;
