/** 道路保洁: its one-map and report handlers (computed from the positions store) and its demo data. */
import type { ServerSystem } from '../types';
import { jxbjHandlers } from './reports';
import { seedJxbj } from './seed';

export default { handlers: jxbjHandlers, seed: { version: 1, run: seedJxbj } } satisfies ServerSystem;
