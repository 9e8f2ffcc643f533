/** 维修与费用's server side: its trees and lookups (custom reports) and its demo data. */
import type { ServerSystem } from '../types';
import { seedClwxfw } from './seed';
import { clwxfwHandlers } from './trees';

export default { handlers: clwxfwHandlers, seed: { version: 2, run: seedClwxfw } } satisfies ServerSystem;
