/** 资产管理's calls beyond the catalogue's (common/userPermission): only the HTTP server loads them. */
import type { ServerOnlyPart } from '../types';
import { zcglRoutes } from './routes';

export default { routes: zcglRoutes } satisfies ServerOnlyPart;
