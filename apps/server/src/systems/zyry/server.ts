/** 作业人员's calls beyond the catalogue's (handling an alarm): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { zyryRoutes } from './routes';

export default { routes: zyryRoutes } satisfies ServerOnlyPart;
