/** 车辆管理's Node-only part: its own calls (getNewGroupCode). */
import type { ServerOnlyPart } from '../types';
import { clglRoutes } from './routes';

export default { routes: clglRoutes } satisfies ServerOnlyPart;
