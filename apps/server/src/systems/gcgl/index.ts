/** gcgl on the server: the one-map and kanban figures, the map list, cleaning parameters and the demo data. */
import type { ServerSystem } from '../types';
import { gcglHandlers } from './reports';
import { seedGcgl } from './seed';

export default {
  handlers: gcglHandlers,
  seed: { version: 1, run: seedGcgl },
} satisfies ServerSystem;
