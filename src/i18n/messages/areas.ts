import { request } from './request';
import { session } from './session';
import { server } from './server';
import { components } from './components';
/**
 * Each area's messages are registered here: add an import and a key when a new area file appears.
 */
export const messageAreas = {
  request,
  session,
  server,
  components,
} as const;
