/** spjg on the server: demo cameras, alarms and clips, the camera tree, video calls and camera heartbeats. */
import { beat, heartbeatJob } from '../../services/device-heartbeats';
import { profiles } from '../../seed/profiles';
import { tables } from '../../seed/tables';
import type { ServerSystem } from '../types';
import { spjgRoutes } from './routes';
import { seedVideo } from './seed';
import { videoTree } from './tree';

export default {
  handlers: { videoTree },
  seed: { version: 1, run: seedVideo },
  routes: spjgRoutes,
  // The cameras beat like 设备在线's devices (same codes, same schedule): their state shows in the tree.
  start: (app) =>
    heartbeatJob(app, async () => {
      for (const p of profiles) await app.db.tenant(p.tenantId, (sql) => beat(sql, { table: tables('spjg').camera!, keyColumn: 'code', groupBy: 'left(code, 2)' }));
    }),
} satisfies ServerSystem;
