/** 再生资源监管's server side: its supervision statistics, category lists, trajectory calls and demo data. */
import type { ServerSystem } from '../types';
import { zyhsjgHandlers } from './reports';
import { seedZyhsjg } from './seed';

export default { handlers: zyhsjgHandlers, seed: { version: 1, run: seedZyhsjg } } satisfies ServerSystem;
