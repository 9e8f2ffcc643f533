/** 设备管理's server side: its joined reports (overflow alarms, judged monitor readings) and its demo data. */
import type { ServerSystem } from '../types';
import { sbzhglHandlers } from './reports';
import { seedSbzhgl } from './seed';

export default { handlers: sbzhglHandlers, seed: { version: 1, run: seedSbzhgl } } satisfies ServerSystem;
