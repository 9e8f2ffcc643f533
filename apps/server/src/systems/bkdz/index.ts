/** 分类准确率's server side: its accuracy reports and its demo data. */
import type { ServerSystem } from '../types';
import { bkdzHandlers } from './accuracy';
import { seedBkdz } from './seed';

export default { handlers: bkdzHandlers, seed: { version: 1, run: seedBkdz } } satisfies ServerSystem;
