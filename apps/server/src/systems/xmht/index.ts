/** 项目合同's server side: its reports, its demo data and its shell notices of expiring contracts. */
import type { ServerSystem } from '../types';
import { xmhtHandlers } from './handlers';
import { refreshNotices } from './notices';
import { seedXmht } from './seed';

export default { handlers: xmhtHandlers, seed: { version: 1, run: seedXmht }, notices: refreshNotices } satisfies ServerSystem;
