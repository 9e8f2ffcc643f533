/** 巡检考评's calls beyond the catalogue's (init, addUpdateScore, ruleItems, getMaxGrade): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { ryxjRoutes } from './routes';

export default { routes: ryxjRoutes } satisfies ServerOnlyPart;
