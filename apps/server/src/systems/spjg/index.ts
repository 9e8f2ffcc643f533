/** spjg on the server: demo cameras and alarms, the camera tree and camera heartbeats (video calls and sample clips: server.ts). */
import { beat, heartbeatJob } from '../../services/device-heartbeats';
import { profiles } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { seedVideo } from './seed';
import { videoTree } from './tree';

export default {
  handlers: { videoTree },
  seed: { version: 1, run: seedVideo },
  // The cameras beat like 设备在线's devices (same codes, same schedule): their state shows in the tree.
  start: (app) =>
    heartbeatJob(app, async () => {
      for (const p of profiles) await app.db.tenant(p.tenantId, (sql) => beat(sql, { table: tables('spjg').camera!, keyColumn: 'code', groupBy: 'left(code, 2)' }));
    }),
} satisfies ServerSystem;
