import type { FastifyRequest } from 'fastify';
import type { Database } from './db/types';
import type { Settings } from './settings';

/** What every route module gets: the database, the settings and the session guard. */
export interface AppContext {
  db: Database;
  settings: Settings;
  requireSession: (request: FastifyRequest) => Promise<void>;
}
