/** 园林养护's server side: its stock reports and its demo data. */
import type { ServerSystem } from '../types';
import { ylyhHandlers } from './reports';
import { seedYlyh } from './seed';

export default { handlers: ylyhHandlers, seed: { version: 1, run: seedYlyh } } satisfies ServerSystem;
