/** 问题上报's calls beyond the catalogue's (handle hours, default handler): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { wtsbRoutes } from './routes';

export default { routes: wtsbRoutes } satisfies ServerOnlyPart;
