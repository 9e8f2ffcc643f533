/** spjg's Node-only parts: the video calls (uploads, streams) and the recorded sample clips read from disk. */
import type { ServerOnlyPart } from '../types';
import { spjgRoutes } from './routes';
import { seedClips } from './seed-clips';

export default { routes: spjgRoutes, seedFiles: seedClips } satisfies ServerOnlyPart;
