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
import { config } from './config';
import { workflow } from './workflow';
import { trees } from './trees';
import { documents } from './documents';
import { gps } from './gps';
import { map } from './map';
import { video } from './video';
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
  lists,
  config,
  workflow,
  trees,
  documents,
  gps,
  map,
  video,
} as const;
