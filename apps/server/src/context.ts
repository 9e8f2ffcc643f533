import type { FastifyRequest } from 'fastify';
import type { Database } from './db/types';
import type { LiveHub } from './gps/hub';
import type { ImportSlots } from './resources/xlsx-parse';
import type { HashGate } from './services/hash-gate';
import type { createMenuCache } from './services/menus';
import type { Settings } from './settings';
import type { ResolvedNeed } from './access/needs';

/** What every route module gets: the database, the settings, the hash and import gates, the session guard, the menu cache and the live channel. */
export interface AppContext {
  db: Database;
  settings: Settings;
  hashes: HashGate;
  imports: ImportSlots;
  requireSession: (request: FastifyRequest) => Promise<void>;
  /** Menu trees, search entries and each user's grants, kept briefly in memory. */
  menus: ReturnType<typeof createMenuCache>;
  /** Every business call registered, by system (contract tests try them all). */
  businessRoutes: BusinessRoute[];
  /** The live channel's fan-out (GPS, notices, a group chat's events to its members). */
  live: LiveHub;
}

export interface BusinessRoute {
  system: string;
  method: 'GET' | 'POST';
  url: string;
  /** The function the call needs (docs/decisions/0330). */
  need: ResolvedNeed;
}
