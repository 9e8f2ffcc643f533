/** 收运一张图's server side: its dashboard calls and its demo data. */
import type { ServerSystem } from '../types';
import { ljsyHandlers } from './reports';
import { seedLjsy } from './seed';

export default { handlers: ljsyHandlers, seed: { version: 1, run: seedLjsy } } satisfies ServerSystem;
