/** 回收清运's calls beyond the catalogue's (audits, recharges, reassignments, rewards): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { gfgjRoutes } from './routes';

export default { routes: gfgjRoutes } satisfies ServerOnlyPart;
