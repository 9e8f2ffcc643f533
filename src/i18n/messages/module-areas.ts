/**
 * Message areas of the module pages' kinds (maps and GPS, video, workflows, documents, trees,
 * settings, group chat): loaded with the first module page (apps/web/src/modules/registry.ts), never by the
 * sign-in page or the shell, which must stay small (tests/e2e/bundles.e2e.ts).
 */
import { chat } from './chat';
import { config } from './config';
import { documents } from './documents';
import { gps } from './gps';
import { map } from './map';
import { roster } from './roster';
import { trees } from './trees';
import { video } from './video';
import { workflow } from './workflow';
import { access } from './access';

export const moduleAreas = { config, workflow, trees, documents, gps, map, video, roster, chat, access } as const;
