import type { FastifyRequest } from 'fastify';
import type { Database } from './db/types';
import type { HashGate } from './services/hash-gate';
import type { Settings } from './settings';

/** What every route module gets: the database, the settings, the hash gate and the session guard. */
export interface AppContext {
  db: Database;
  settings: Settings;
  hashes: HashGate;
  requireSession: (request: FastifyRequest) => Promise<void>;
}
