/**
 * 作业人员 on the server: its demo data, the people the GPS engine simulates (wearers), the
 * rows derived from their positions (refresh.ts) and the handlers of its kanban, dashboards,
 * live tree, summaries and one-map calls.
 */
import { historyDays } from '../../gps/plans';
import { wallNow, wallText } from '../../gps/simulate';
import { profiles } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { boardHandlers } from './board';
import { onemapHandlers } from './onemap';
import { realtimeHandlers } from './realtime';
import { dayOf, daysWithoutRows, refreshZyry } from './refresh';
import { seedZyry } from './seed';
import { summaryHandlers } from './summary';
import { zyryWearers } from './wearers';

/** How often the derived rows follow the live positions while the simulator runs. */
const REFRESH_MS = 30_000;

export default {
  handlers: { ...boardHandlers, ...realtimeHandlers, ...summaryHandlers, ...onemapHandlers },
  seed: { version: 1, run: seedZyry },
  wearers: zyryWearers,
  // After the GPS history: the days of its window not computed yet (all of them on a first start), and today.
  ready: async (app) => {
    const now = wallNow();
    const window = historyDays().slice(-app.settings.gpsHistoryDays).map((d) => wallText(d).slice(0, 10));
    for (const p of profiles) {
      await app.db.tenant(p.tenantId, async (sql) => refreshZyry(sql, now, [...(await daysWithoutRows(sql, window)), dayOf(now)]));
    }
  },
  // While positions arrive (the live simulator or device heartbeats run): today, and yesterday once more after midnight.
  start: (app) => {
    if (app.settings.gpsLiveMs <= 0 && app.settings.deviceHeartbeatMs <= 0) return () => undefined;
    let day = dayOf(wallNow());
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      const now = wallNow();
      const days = dayOf(now) === day ? [day] : [day, dayOf(now)];
      day = dayOf(now);
      void (async () => {
        for (const p of profiles) await app.db.tenant(p.tenantId, (sql) => refreshZyry(sql, now, days));
      })().catch(() => undefined).finally(() => {
        running = false;
      });
    }, REFRESH_MS);
    timer.unref();
    return () => clearInterval(timer);
  },
} satisfies ServerSystem;
