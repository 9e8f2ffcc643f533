/** 公厕管理's calls beyond the catalogue's (sensor readings raising alarms): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { gcglRoutes } from './routes';

export default { routes: gcglRoutes } satisfies ServerOnlyPart;
