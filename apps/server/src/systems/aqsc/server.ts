/** 安全生产's calls beyond the catalogue's (file/download): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { aqscRoutes } from './routes';

export default { routes: aqscRoutes } satisfies ServerOnlyPart;
