import type { FastifyRequest } from 'fastify';
import type { Database } from './db/types';
import type { ImportSlots } from './resources/xlsx-parse';
import type { HashGate } from './services/hash-gate';
import type { Settings } from './settings';

/** What every route module gets: the database, the settings, the hash and import gates and the session guard. */
export interface AppContext {
  db: Database;
  settings: Settings;
  hashes: HashGate;
  imports: ImportSlots;
  requireSession: (request: FastifyRequest) => Promise<void>;
}
