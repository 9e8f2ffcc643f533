/** 应急保障's server side: positions from the GPS tables, the supplies stock, the board and its demo data. */
import type { ServerSystem } from '../types';
import { dataRange, esBoardOverview, esStockWarning, esStorehouseKinds } from './board';
import { esCarPosition, esCarTrack, esPosition } from './positions';
import { seedYjwz } from './seed';
import { esStock, esStockFlow } from './stock';

export default {
  handlers: { esPosition, esCarPosition, esCarTrack, esStock, esStockFlow, esBoardOverview, esStockWarning, esStorehouseKinds, dataRange },
  seed: { version: 1, run: seedYjwz },
} satisfies ServerSystem;
