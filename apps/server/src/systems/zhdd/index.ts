/** 指挥调度's server side that also runs in the browser: the 调度台's candidates, the 工作台's figures and the demo data. */
import type { ServerSystem } from '../types';
import { dataRange, dispatchOverview, groupActivity } from './board';
import { carCandidates, staffCandidates } from './candidates';
import { seedZhdd } from './seed';

export default {
  handlers: { carCandidates, staffCandidates, dispatchOverview, groupActivity, dataRange },
  seed: { version: 1, run: seedZhdd },
} satisfies ServerSystem;
