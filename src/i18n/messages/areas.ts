import { request } from './request';
import { session } from './session';
import { server } from './server';
import { components } from './components';
import { charts } from './charts';
import { table } from './table';
import { feedback } from './feedback';
import { modules } from './modules';
import { inputs } from './inputs';
import { shell } from './shell';
import { lists } from './lists';
/**
 * Each area's messages are registered here: add an import and a key when a new area file appears.
 * Areas only the module pages use (maps, video, workflows…) go in ./module-areas instead: they
 * load with those pages, keeping the sign-in page within its budget.
 */
export const messageAreas = {
  request,
  session,
  server,
  components,
  charts,
  table,
  feedback,
  inputs,
  shell,
  modules,
  lists,
} as const;
