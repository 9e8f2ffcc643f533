/** 人员台账's server side: the count tree, the operate data and head-count reports, and its demo data. */
import type { ServerSystem } from '../types';
import { ageBands, contractDue, dataRange, operateData, seniorityBands } from './operate';
import { seedRytz } from './seed';
import { deptCount, deptCountTree } from './trees';

export default {
  handlers: { deptCountTree, deptCount, operateData, ageBands, seniorityBands, contractDue, dataRange },
  seed: { version: 1, run: seedRytz },
} satisfies ServerSystem;
