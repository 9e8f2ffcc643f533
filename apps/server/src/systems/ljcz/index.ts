/** ljcz on the server: the ledgers, station maps and board figures, and the demo data. */
import type { ServerSystem } from '../types';
import { ljczHandlers } from './reports';
import { seedLjcz } from './seed';

export default {
  handlers: ljczHandlers,
  seed: { version: 1, run: seedLjcz },
} satisfies ServerSystem;
