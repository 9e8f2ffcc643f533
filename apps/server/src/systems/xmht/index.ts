/** 项目合同's server side: its reports, its demo data and its shell notices of expiring contracts. */
import { profiles } from '../../seed/profiles';
import type { ServerSystem } from '../types';
import { xmhtHandlers } from './handlers';
import { refreshNotices } from './notices';
import { seedXmht } from './seed';

export default {
  handlers: xmhtHandlers,
  seed: { version: 1, run: seedXmht },
  // Written at start too, so reading the notice list changes nothing until the contracts do.
  ready: async (app) => {
    for (const p of profiles) await app.db.tenant(p.tenantId, (sql) => refreshNotices(sql));
  },
  notices: refreshNotices,
} satisfies ServerSystem;
