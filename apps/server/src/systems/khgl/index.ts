/** 考核管理's server side: the formula check, the scoring write hooks, the ranking and board reports, and its demo data. */
import type { ServerSystem } from '../types';
import { dataRange, overview, ranking } from './reports';
import { writeHooks } from './scoring';
import { seedKhgl } from './seed';
import { checkFormula } from './verify';

export default {
  handlers: { ranking, overview, dataRange },
  verifiers: { checkFormula },
  writeHooks,
  seed: { version: 1, run: seedKhgl },
} satisfies ServerSystem;
