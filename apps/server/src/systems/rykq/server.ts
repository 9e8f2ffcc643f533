/** 考勤管理's calls beyond the catalogue's (补卡, roster save, recompute, web approve): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { rykqRoutes } from './routes';

export default { routes: rykqRoutes } satisfies ServerOnlyPart;
