/** 系统管理's Node-only parts: its calls beyond the catalogue and the demo rows in the shell's tables (files, audit trail). */
import type { FastifyInstance } from 'fastify';
import type { ModuleDefinition } from '../../../../catalogue/src';
import type { AppContext } from '../../context';
import type { ServerOnlyPart } from '../types';
import { fileRoutes } from './routes-files';
import { lookupRoutes } from './routes-lookups';
import { wechatRoutes } from './routes-wechat';
import { seedShellRows } from './seed-shell';

function xtglRoutes(server: FastifyInstance, app: AppContext, mod: ModuleDefinition): void {
  lookupRoutes(server, app, mod);
  fileRoutes(server, app, mod);
  wechatRoutes(server, app, mod);
}

export default { routes: xtglRoutes, seedFiles: seedShellRows } satisfies ServerOnlyPart;
