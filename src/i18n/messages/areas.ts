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
import { config } from './config';
import { workflow } from './workflow';
import { trees } from './trees';
import { documents } from './documents';
/**
 * Each area's messages are registered here: add an import and a key when a new area file appears.
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
  config,
  workflow,
  trees,
  documents,
} as const;
