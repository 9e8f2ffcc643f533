/** 维修与费用's Node-only part: the settlement calls (settle, revoke, load). */
import type { ServerOnlyPart } from '../types';
import { clwxfwRoutes } from './routes';

export default { routes: clwxfwRoutes } satisfies ServerOnlyPart;
