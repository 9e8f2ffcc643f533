/** 再生资源监管's calls beyond the catalogue's (record lines edited one at a time): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { lineRoutes } from './line-routes';

export default { routes: lineRoutes } satisfies ServerOnlyPart;
