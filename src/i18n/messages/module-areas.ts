/**
 * Message areas of the module pages' kinds (maps and GPS, video, workflows, documents, trees,
 * settings): loaded with the first module page (apps/web/src/modules/registry.ts), never by the
 * sign-in page or the shell, which must stay small (tests/e2e/bundles.e2e.ts). The areas of
 * rarer page kinds (group chat and area picks, the roster, the access pages) come with those
 * pages (page-areas.ts).
 */
import { config } from './config';
import { documents } from './documents';
import { gps } from './gps';
import { map } from './map';
import { trees } from './trees';
import { video } from './video';
import { workflow } from './workflow';

export const moduleAreas = { config, workflow, trees, documents, gps, map, video } as const;
